/**
 * `drill.history`: every drill's saved results of the current profile for the History screen, newest
 * first, and per drill (Sic Bo payout and chips, Blackjack strategy, Hi-Lo count) how many, the best (highest
 * share right, then fastest, then earliest: as each drill's own "best") and the averages.
 */
import { DRILL_KINDS, type DrillHistory, type DrillHistoryItem, type DrillKind } from '@shared/contract/drill'
import { GAME_IDS, type GameId } from '@shared/games'
import type { Store } from '../store/store'
import type { CoreContext, Handlers } from '../types'
import { currentProfile } from './current-profile'
import { drillHistoryRepo, type DrillHistoryRow as Row } from './repo'

/** What the drills' history needs of a game: which of its drills a stored result is, by its kind. */
export interface GameDrills {
  /** The drill a result of this game with `kind` (null: none stored) is, or null for one this version has not. */
  drillKind?(kind: string | null): DrillKind | null
}
export interface DrillGames {
  of(game: GameId): GameDrills
}

function kindOf(games: DrillGames, row: Row): DrillKind | null {
  if (!(GAME_IDS as readonly string[]).includes(row.game)) return null
  return games.of(row.game as GameId).drillKind?.(row.kind) ?? null
}

function itemOf(row: Row, drill: DrillKind): DrillHistoryItem {
  const outOf = row.out_of ?? 1
  return {
    id: row.id,
    drill,
    score: row.score,
    outOf,
    correct: row.correct === null ? row.score === outOf : row.correct === 1,
    durationMs: row.duration_ms,
    createdAt: row.created_at
  }
}

export function drillHistory(store: Store, games: DrillGames, profileId: string, limit: number): DrillHistory {
  const recent: DrillHistoryItem[] = []
  for (const row of drillHistoryRepo(store).recent.all(profileId, limit)) {
    const drill = kindOf(games, row)
    if (drill) recent.push(itemOf(row, drill))
  }
  const stats: DrillHistory['stats'] = []
  for (const row of drillHistoryRepo(store).stats.all(profileId)) {
    const drill = kindOf(games, row)
    if (drill)
      stats.push({
        drill,
        count: row.count,
        best: itemOf(row, drill),
        averageShare: row.avg_share,
        averageMs: row.avg_ms
      })
  }
  stats.sort((a, b) => DRILL_KINDS.indexOf(a.drill) - DRILL_KINDS.indexOf(b.drill))
  return { recent, stats }
}

export function drillHistoryHandlers(ctx: CoreContext, games: DrillGames): Pick<Handlers, 'drill.history'> {
  return {
    'drill.history': ({ limit }) => drillHistory(ctx.store(), games, currentProfile(ctx.store()), limit)
  }
}
