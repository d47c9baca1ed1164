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
import type Database from 'better-sqlite3'
import { perStore } from '../store/per-store'
import type { Store } from '../store/store'
import type { CoreContext, Handlers } from '../types'
import { currentProfile } from './current-profile'

interface Row {
  id: number
  game: string
  kind: string | null
  score: number
  out_of: number | null
  correct: number | null
  duration_ms: number
  created_at: string
}

// Sic Bo's payout results have no kind, its chip drills say chips; Blackjack's say strategy or count.
const ROWS = `SELECT id, game, json_extract(answers_json, '$.kind') AS kind, score,
  json_extract(answers_json, '$.outOf') AS out_of, json_extract(answers_json, '$.correct') AS correct,
  duration_ms, created_at FROM drill_results WHERE profile_id = ?`
const SHARE = 'CAST(score AS REAL) / MAX(coalesce(out_of, 1), 1)'

function prepare(db: Database.Database) {
  return {
    recent: db.prepare<[string, number], Row>(`${ROWS} ORDER BY created_at DESC, id DESC LIMIT ?`),
    stats: db.prepare<[string], Row & { count: number; avg_share: number; avg_ms: number }>(
      `WITH x AS (${ROWS}),
       y AS (SELECT x.*, row_number() OVER (PARTITION BY game, kind ORDER BY ${SHARE} DESC, duration_ms ASC, id ASC) AS rn,
             count(*) OVER (PARTITION BY game, kind) AS count,
             avg(${SHARE}) OVER (PARTITION BY game, kind) AS avg_share,
             avg(duration_ms) OVER (PARTITION BY game, kind) AS avg_ms FROM x)
       SELECT * FROM y WHERE rn = 1`
    )
  }
}

const q: (store: Store) => ReturnType<typeof prepare> = perStore(prepare)

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
  for (const row of q(store).recent.all(profileId, limit)) {
    const drill = kindOf(games, row)
    if (drill) recent.push(itemOf(row, drill))
  }
  const stats: DrillHistory['stats'] = []
  for (const row of q(store).stats.all(profileId)) {
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
