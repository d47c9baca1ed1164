/**
 * The history's filters and sort, kept for the whole window: going to a round's recall and back
 * finds the list as it was left.
 */
import type { GameId } from '@shared/games'
import { HISTORY_RESULTS, HISTORY_SORTS } from '@shared/contract/constants'

export type SessionSort = (typeof HISTORY_SORTS)[number]
export type SessionResult = (typeof HISTORY_RESULTS)[number]

export interface HistoryFilters {
  game: GameId | ''
  /** '' = every profile; 'current' = whichever profile is playing; otherwise a profile id. */
  profile: string
  /** Local dates (yyyy-mm-dd) from the date fields (DateField); '' = open. */
  from: string
  to: string
  result: SessionResult | ''
  sort: SessionSort
  order: 'asc' | 'desc'
  page: number
}

export const DEFAULT_FILTERS: HistoryFilters = {
  game: '',
  profile: 'current',
  from: '',
  to: '',
  result: '',
  sort: 'date',
  order: 'desc',
  page: 0
}

export const filters = $state<HistoryFilters>({ ...DEFAULT_FILTERS })

/**
 * The profile "whoever is playing" last stood for (History.svelte): while the list is still on that
 * profile, a switch of profile moves it to the new one, rather than leaving the window on the last
 * person's sessions. A profile picked in the filter by hand stays picked.
 */
export const followed = $state<{ id: string | null }>({ id: null })
