/**
 * `drill.history`: every drill's saved results of the current profile for the History screen, newest
 * first, and per drill (Sic Bo payout and chips, Blackjack strategy, Hi-Lo count) how many, the best (highest
 * share right, then fastest, then earliest: as each drill's own "best") and the averages.
 */
import { DRILL_KINDS, type DrillHistory, type DrillHistoryItem, type DrillKind } from '@shared/contract/drill'
import type Database from 'better-sqlite3'
import { perStore } from '../../store/per-store'
import type { Store } from '../../store/store'
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

function kindOf(row: Row): DrillKind | null {
  if (row.game === 'sicbo' && row.kind === null) return 'sicbo-payout'
  if (row.game === 'sicbo' && row.kind === 'chips') return 'sicbo-chips'
  if (row.game === 'blackjack' && row.kind === 'strategy') return 'bj-strategy'
  if (row.game === 'blackjack' && row.kind === 'count') return 'bj-count'
  // Counting at the table (blackjack-counting.ts): the discard-tray drill, the quiz and the ramp.
  if (row.game === 'blackjack' && row.kind === 'tray') return 'bj-tray'
  if (row.game === 'blackjack' && row.kind === 'table-count') return 'bj-table-count'
  if (row.game === 'blackjack' && row.kind === 'ramp') return 'bj-ramp'
  return null
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

export function drillHistory(store: Store, profileId: string, limit: number): DrillHistory {
  const recent: DrillHistoryItem[] = []
  for (const row of q(store).recent.all(profileId, limit)) {
    const drill = kindOf(row)
    if (drill) recent.push(itemOf(row, drill))
  }
  const stats: DrillHistory['stats'] = []
  for (const row of q(store).stats.all(profileId)) {
    const drill = kindOf(row)
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

export function drillHistoryHandlers(ctx: CoreContext): Pick<Handlers, 'drill.history'> {
  return {
    'drill.history': ({ limit }) => drillHistory(ctx.store(), currentProfile(ctx.store()), limit)
  }
}
