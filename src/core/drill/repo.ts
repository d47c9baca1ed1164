/**
 * SQL for drill results (the store's `drill_results` table). What a result needs beyond its columns
 * (mode, out of how many, the drill and the answer, the rules) lives in `answers_json`; `outOf` and
 * `correct` are read back with json_extract so "best" is one indexed query per profile.
 */
import type Database from 'better-sqlite3'
import type { DrillGame } from '@shared/contract/drill'
import type { GameId } from '@shared/games'
import { perStore } from '../store/per-store'
import type { Store } from '../store/store'

export interface DrillResultRow {
  id: number
  game: DrillGame
  score: number
  duration_ms: number
  answers_json: string
  created_at: string
}

export class DrillRepo {
  readonly insert: Database.Statement<[string, string, number, number, string, string]>
  readonly recent: Database.Statement<[string, string, number], DrillResultRow>
  readonly best: Database.Statement<[string, string], DrillResultRow>
  readonly counts: Database.Statement<[string, string], { count: number; correct: number | null }>
  readonly byId: Database.Statement<[number], DrillResultRow>
  /** The same per kind of drill of one game (`answers_json.kind`: Blackjack's strategy and count drills). */
  readonly recentOfKind: Database.Statement<[string, string, string, number], DrillResultRow>
  readonly bestOfKind: Database.Statement<[string, string, string], DrillResultRow>
  readonly countsOfKind: Database.Statement<[string, string, string], { count: number; correct: number | null }>
  /** A result written again as its session goes on (the strategy flashcards keep one row per session). */
  readonly update: Database.Statement<[number, number, string, number]>
  /** A game's results under rules that play alike (`answers_json.rulesKey`: the flashcards'), newest first. */
  readonly ofRules: Database.Statement<[string, GameId, string, number], { answers_json: string }>

  constructor(db: Database.Database) {
    this.insert = db.prepare(
      'INSERT INTO drill_results (profile_id, game, score, duration_ms, answers_json, created_at) VALUES (?, ?, ?, ?, ?, ?)'
    )
    const cols = 'id, game, score, duration_ms, answers_json, created_at'
    // A game's drill with no kind (the Sic Bo payout drill): its chip drills say `kind` and are read apart.
    const plain = `profile_id = ? AND game = ? AND json_extract(answers_json, '$.kind') IS NULL`
    this.recent = db.prepare(
      `SELECT ${cols} FROM drill_results WHERE ${plain} ORDER BY created_at DESC, id DESC LIMIT ?`
    )
    // Highest share of right answers, then the fastest, then the earliest.
    this.best = db.prepare(
      `SELECT ${cols} FROM drill_results WHERE ${plain}
       ORDER BY CAST(score AS REAL) / MAX(json_extract(answers_json, '$.outOf'), 1) DESC, duration_ms ASC, id ASC LIMIT 1`
    )
    this.counts = db.prepare(
      `SELECT count(*) AS count, sum(json_extract(answers_json, '$.correct')) AS correct
       FROM drill_results WHERE ${plain}`
    )
    this.byId = db.prepare(`SELECT ${cols} FROM drill_results WHERE id = ?`)
    const ofKind = `profile_id = ? AND game = ? AND json_extract(answers_json, '$.kind') = ?`
    this.recentOfKind = db.prepare(
      `SELECT ${cols} FROM drill_results WHERE ${ofKind} ORDER BY created_at DESC, id DESC LIMIT ?`
    )
    this.bestOfKind = db.prepare(
      `SELECT ${cols} FROM drill_results WHERE ${ofKind}
       ORDER BY CAST(score AS REAL) / MAX(json_extract(answers_json, '$.outOf'), 1) DESC, duration_ms ASC, id ASC LIMIT 1`
    )
    this.countsOfKind = db.prepare(
      `SELECT count(*) AS count, sum(json_extract(answers_json, '$.correct')) AS correct FROM drill_results WHERE ${ofKind}`
    )
    this.update = db.prepare('UPDATE drill_results SET score = ?, duration_ms = ?, answers_json = ? WHERE id = ?')
    this.ofRules = db.prepare(
      `SELECT answers_json FROM drill_results WHERE profile_id = ? AND game = ?
       AND json_extract(answers_json, '$.rulesKey') = ? ORDER BY created_at DESC, id DESC LIMIT ?`
    )
  }
}

export const drillRepo: (store: Store) => DrillRepo = perStore((db) => new DrillRepo(db))

/** A saved result as the drills' history reads it: its kind and out-of-how-many read from `answers_json`. */
export interface DrillHistoryRow {
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
const HISTORY_ROWS = `SELECT id, game, json_extract(answers_json, '$.kind') AS kind, score,
  json_extract(answers_json, '$.outOf') AS out_of, json_extract(answers_json, '$.correct') AS correct,
  duration_ms, created_at FROM drill_results WHERE profile_id = ?`
const SHARE = 'CAST(score AS REAL) / MAX(coalesce(out_of, 1), 1)'

/** `drill.history`'s reads (drill/history.ts): a profile's newest results, and each drill's best and averages. */
export interface DrillHistoryRepo {
  recent: Database.Statement<[string, number], DrillHistoryRow>
  stats: Database.Statement<[string], DrillHistoryRow & { count: number; avg_share: number; avg_ms: number }>
}

export const drillHistoryRepo: (store: Store) => DrillHistoryRepo = perStore((db) => ({
  recent: db.prepare<[string, number], DrillHistoryRow>(`${HISTORY_ROWS} ORDER BY created_at DESC, id DESC LIMIT ?`),
  stats: db.prepare<[string], DrillHistoryRow & { count: number; avg_share: number; avg_ms: number }>(
    `WITH x AS (${HISTORY_ROWS}),
       y AS (SELECT x.*, row_number() OVER (PARTITION BY game, kind ORDER BY ${SHARE} DESC, duration_ms ASC, id ASC) AS rn,
             count(*) OVER (PARTITION BY game, kind) AS count,
             avg(${SHARE}) OVER (PARTITION BY game, kind) AS avg_share,
             avg(duration_ms) OVER (PARTITION BY game, kind) AS avg_ms FROM x)
       SELECT * FROM y WHERE rn = 1`
  )
}))

/** A saved layout of a timed run (drill/sicbo-timed.ts). */
export interface TimedLayoutRow {
  id: number
  duration_ms: number
  answers_json: string
  created_at: string
}

const RUN = `json_extract(answers_json, '$.run.id')`

/**
 * The timed drill's reads: a run's layouts, and the newest finished runs (every layout answered) with
 * their layouts. The game is bound (the timed drill's results are its game's payout results).
 */
export interface TimedRunsRepo {
  ofRun: Database.Statement<{ profileId: string; game: GameId; run: string }, TimedLayoutRow>
  lastRuns: Database.Statement<{ profileId: string; game: GameId; runs: number }, TimedLayoutRow & { run: string }>
}

export const timedRunsRepo: (store: Store) => TimedRunsRepo = perStore((db) => ({
  ofRun: db.prepare<{ profileId: string; game: GameId; run: string }, TimedLayoutRow>(
    `SELECT id, duration_ms, answers_json, created_at FROM drill_results
       WHERE profile_id = @profileId AND game = @game AND ${RUN} = @run ORDER BY id`
  ),
  lastRuns: db.prepare<{ profileId: string; game: GameId; runs: number }, TimedLayoutRow & { run: string }>(
    `WITH runs AS (
         SELECT ${RUN} AS run, max(id) AS last FROM drill_results
         WHERE profile_id = @profileId AND game = @game AND ${RUN} IS NOT NULL
         GROUP BY run HAVING count(*) = max(json_extract(answers_json, '$.run.of'))
         ORDER BY last DESC LIMIT @runs)
       SELECT d.id, d.duration_ms, d.answers_json, d.created_at, runs.run AS run
       FROM drill_results d JOIN runs ON json_extract(d.answers_json, '$.run.id') = runs.run
       WHERE d.profile_id = @profileId AND d.game = @game ORDER BY runs.last, d.id`
  )
}))
