/**
 * SQL for the reads both games' grade tables answer (grade-reads.ts; Blackjack's migration 5, Xì dách's
 * migration 8): each game's module names its table and its own columns.
 */
import type Database from 'better-sqlite3'
import { perStore } from '../store/per-store'
import type { Store } from '../store/store'
import type { GradeRowBase } from './grade-reads'

export interface GradeStatements<Row> {
  ofRound: Database.Statement<[number], Row>
  mistakesOfSession: Database.Statement<[number], Row>
  ofSession: Database.Statement<[number, number, number], Row>
  countsOfSession: Database.Statement<[number], { graded: number; cost: number | null }>
}

/** `table`: the game's grades table; `extra`: its own columns (the `g.` alias is the table). Prepared once per store. */
export function gradeStatements<Row extends GradeRowBase>(
  table: string,
  extra: string
): (store: Store) => GradeStatements<Row> {
  const cols = `g.round_id, r.seq AS round_seq, g.event_seq, g.seat, g.action, g.best, g.stake_minor, g.cost_minor, g.created_at, ${extra}`
  const from = `FROM ${table} g JOIN rounds r ON r.id = g.round_id`
  return perStore((db: Database.Database) => ({
    ofRound: db.prepare<[number], Row>(`SELECT ${cols} ${from} WHERE g.round_id = ? ORDER BY g.event_seq`),
    mistakesOfSession: db.prepare<[number], Row>(
      `SELECT ${cols} ${from} WHERE r.session_id = ? AND g.cost_minor > 0 ORDER BY r.seq, g.event_seq`
    ),
    // The rounds from `after`'s on (the session's seq index), then the grades past its decision.
    ofSession: db.prepare<[number, number, number], Row>(
      `SELECT ${cols} ${from} WHERE r.session_id = ? AND (r.seq, g.event_seq) > (?, ?) ORDER BY r.seq, g.event_seq`
    ),
    countsOfSession: db.prepare<[number], { graded: number; cost: number | null }>(
      `SELECT count(*) AS graded, sum(g.cost_minor) AS cost ${from} WHERE r.session_id = ?`
    )
  }))
}
