/**
 * Blackjack grades in history (migration 5): the decisions main graded at the table, for a session
 * (its mistakes, with their cost and why) and for one round (its recall). Read-only here; they are
 * written by the table service and carried by export/import.
 */
import type { BlackjackGrade, SessionMistakes } from '@shared/contract/history'
import type Database from 'better-sqlite3'
import { perStore } from '../../store/per-store'
import type { Store } from '../../store/store'

export interface GradeRow {
  round_id: number
  round_seq: number
  event_seq: number
  seat: string
  hand: number
  action: string
  best: string
  evs_json: string
  stake_minor: number
  cost_minor: number
  cell_json: string | null
  created_at: string
}

const COLS = `g.round_id, r.seq AS round_seq, g.event_seq, g.seat, g.hand, g.action, g.best, g.evs_json, g.stake_minor, g.cost_minor, g.cell_json, g.created_at`

function prepare(db: Database.Database) {
  return {
    ofRound: db.prepare<[number], GradeRow>(
      `SELECT ${COLS} FROM blackjack_grades g JOIN rounds r ON r.id = g.round_id WHERE g.round_id = ? ORDER BY g.event_seq`
    ),
    mistakesOfSession: db.prepare<[number], GradeRow>(
      `SELECT ${COLS} FROM blackjack_grades g JOIN rounds r ON r.id = g.round_id WHERE r.session_id = ? AND g.cost_minor > 0 ORDER BY r.seq, g.event_seq`
    ),
    ofSession: db.prepare<[number], GradeRow>(
      `SELECT ${COLS} FROM blackjack_grades g JOIN rounds r ON r.id = g.round_id WHERE r.session_id = ? ORDER BY r.seq, g.event_seq`
    ),
    countsOfSession: db.prepare<[number], { graded: number; mistakes: number | null; cost: number | null }>(
      `SELECT count(*) AS graded, sum(g.cost_minor > 0) AS mistakes, sum(g.cost_minor) AS cost
       FROM blackjack_grades g JOIN rounds r ON r.id = g.round_id WHERE r.session_id = ?`
    )
  }
}

const q: (store: Store) => ReturnType<typeof prepare> = perStore(prepare)

export function gradeOf(row: GradeRow): BlackjackGrade {
  return {
    roundId: row.round_id,
    roundSeq: row.round_seq,
    eventSeq: row.event_seq,
    seat: row.seat,
    hand: row.hand,
    action: row.action,
    best: row.best,
    evs: JSON.parse(row.evs_json) as Record<string, number>,
    stakeMinor: row.stake_minor,
    costMinor: row.cost_minor,
    cell: row.cell_json === null ? null : (JSON.parse(row.cell_json) as BlackjackGrade['cell']),
    at: row.created_at
  }
}

/** Every graded decision of a round, in play order. */
export function roundGrades(store: Store, roundId: number): BlackjackGrade[] {
  return q(store).ofRound.all(roundId).map(gradeOf)
}

/** A session's mistakes (decisions that cost something), with how many decisions were graded. */
export function sessionMistakes(store: Store, sessionId: number): SessionMistakes {
  const c = q(store).countsOfSession.get(sessionId)
  return {
    graded: c?.graded ?? 0,
    costMinor: c?.cost ?? 0,
    items: q(store).mistakesOfSession.all(sessionId).map(gradeOf)
  }
}

/** Every graded decision of a session, in play order (the table's coach lists them). */
export function sessionGrades(store: Store, sessionId: number): BlackjackGrade[] {
  return q(store).ofSession.all(sessionId).map(gradeOf)
}
