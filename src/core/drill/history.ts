/**
 * `drill.results`: one drill's results, answered by the game's module (Sic Bo's payout drill, one kind of
 * Blackjack's). `drill.history`: every drill's saved results of the current profile for the History screen, newest
 * first, and per drill (Sic Bo payout and chips, Blackjack strategy, Hi-Lo count) how many, the best (highest
 * share right, then fastest, then earliest: as each drill's own "best") and the averages.
 */
import { DRILL_KINDS, type DrillHistory, type DrillHistoryItem, type DrillKind } from '@shared/contract/drill'
import type { DrillResultsOf } from '@shared/contract/drill-results'
import type { ProcedureParsed } from '@shared/contract/index'
import { refused } from '../errors'
import { GAME_IDS, type GameId } from '@shared/games'
import type { Store } from '../store/store'
import type { CoreContext, Handlers } from '../types'
import { currentProfile } from './current-profile'
import { drillHistoryRepo, type DrillHistoryRow as Row } from './repo'

/** What the drills' history needs of a game: which of its drills a stored result is, by its kind, and one drill's results. */
export interface GameDrills {
  /** The drill a result of this game with `kind` (null: none stored) is, or null for one this version has not. */
  drillKind?(kind: string | null): DrillKind | null
  /** `drill.results` asked about this game (`ask.game` is this game's id): the profile's results of that drill. */
  drillResults?(store: Store, profileId: string, ask: DrillResultsAsk): DrillResultsOf
}

/** `drill.results`'s input as its schema parsed it. */
export type DrillResultsAsk = ProcedureParsed<'drill.results'>
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

export function drillHistoryHandlers(
  ctx: CoreContext,
  games: DrillGames
): Pick<Handlers, 'drill.history' | 'drill.results'> {
  return {
    'drill.history': ({ limit }) => drillHistory(ctx.store(), games, currentProfile(ctx.store()), limit),
    // The schema lists only the games with a drill of their own, so a game without one is refused there.
    'drill.results': (ask) => {
      const results = games.of(ask.game).drillResults
      if (!results) throw refused('This game has no drill.', { key: 'drill.noResults' })
      return results(ctx.store(), currentProfile(ctx.store()), ask)
    }
  }
}
