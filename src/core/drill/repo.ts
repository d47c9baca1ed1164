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
