/**
 * What the live tables' procedures share — the core's context, the tables in memory, their coach and
 * games (service.ts makes one; the action path, the open/close path and a table's settings take it) —
 * and what the windows hear of a table.
 */
import type { TableState } from '@shared/contract/tables'
import type { AnalysisClient } from '../workers'
import { CURRENT_PROFILE_KEY } from '../profiles'
import type { CoreContext } from '../types'
import type { Coach } from './coach'
import type { TableGames } from './game'
import type { LiveTable } from './live'
import { tableState } from './projection'

export interface Tables {
  readonly ctx: CoreContext
  /** The open tables, by session id: every open round is here (resume loads them all at start-up). */
  readonly live: Map<number, LiveTable>
  readonly coach: Coach
  readonly games: TableGames
  readonly analysis: AnalysisClient | null
}

/** Whether the windows may hear of this table now: open, and the current profile's. */
export function shown(c: Tables, t: LiveTable): boolean {
  try {
    return !t.closed && t.profileId === c.ctx.store().settings.get(CURRENT_PROFILE_KEY)
  } catch {
    return false // no store open: nobody is at a table
  }
}

/**
 * The table's state now, pushed to the windows as `table.changed`. `replyTo`: the connection whose call
 * this state answers — it has the state as its reply and is not sent it again (rpc/events.ts `hears`).
 */
export function announce(c: Tables, t: LiveTable, replyTo?: string): TableState {
  const store = c.ctx.store()
  const s = tableState(store, t)
  // Windows hear only of the current profile's tables (and of a table closing): another profile's
  // table moving on its timer must not tell anyone it exists.
  if (t.closed || t.profileId === store.settings.get(CURRENT_PROFILE_KEY)) c.ctx.emit('table.changed', s, replyTo)
  return s
}
