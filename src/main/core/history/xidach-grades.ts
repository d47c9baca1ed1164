/**
 * Xì dách grades in history (migration 8): the decisions main graded at the table, for a session (its
 * mistakes, with their cost) and for one round (its recall). Read-only here, like Blackjack's
 * (grades.ts); written by the table's coach and carried by export/import.
 */
import type { XidachGrade, XidachSessionMistakes } from '@shared/contract/history'
import type Database from 'better-sqlite3'
import { perStore } from '../../store/per-store'
import type { Store } from '../../store/store'

export interface XidachGradeRow {
  round_id: number
  round_seq: number
  event_seq: number
  seat: string
  role: string
  action: string
  best: string
  method: string
  figures_json: string
  stake_minor: number
  cost_minor: number
  created_at: string
}

const COLS = `g.round_id, r.seq AS round_seq, g.event_seq, g.seat, g.role, g.action, g.best, g.method, g.figures_json, g.stake_minor, g.cost_minor, g.created_at`
const FROM = `FROM xidach_grades g JOIN rounds r ON r.id = g.round_id`

function prepare(db: Database.Database) {
  return {
    ofRound: db.prepare<[number], XidachGradeRow>(`SELECT ${COLS} ${FROM} WHERE g.round_id = ? ORDER BY g.event_seq`),
    mistakesOfSession: db.prepare<[number], XidachGradeRow>(
      `SELECT ${COLS} ${FROM} WHERE r.session_id = ? AND g.cost_minor > 0 ORDER BY r.seq, g.event_seq`
    ),
    ofSession: db.prepare<[number], XidachGradeRow>(
      `SELECT ${COLS} ${FROM} WHERE r.session_id = ? ORDER BY r.seq, g.event_seq`
    ),
    countsOfSession: db.prepare<[number], { graded: number; mistakes: number | null; cost: number | null }>(
      `SELECT count(*) AS graded, sum(g.cost_minor > 0) AS mistakes, sum(g.cost_minor) AS cost ${FROM} WHERE r.session_id = ?`
    )
  }
}

const q: (store: Store) => ReturnType<typeof prepare> = perStore(prepare)

/** The figures a grade keeps besides its columns (migration 8's `figures_json`). */
export type XidachGradeFigures = Pick<XidachGrade, 'evs' | 'halfWidths' | 'chances'>

export function xidachGradeOf(row: XidachGradeRow): XidachGrade {
  const f = JSON.parse(row.figures_json) as XidachGradeFigures
  return {
    roundId: row.round_id,
    roundSeq: row.round_seq,
    eventSeq: row.event_seq,
    seat: row.seat,
    role: row.role as XidachGrade['role'],
    action: row.action,
    best: row.best,
    method: row.method as XidachGrade['method'],
    evs: f.evs,
    halfWidths: f.halfWidths,
    chances: f.chances,
    stakeMinor: row.stake_minor,
    costMinor: row.cost_minor,
    at: row.created_at
  }
}

/** Every graded decision of a round, in play order. */
export function xidachRoundGrades(store: Store, roundId: number): XidachGrade[] {
  return q(store).ofRound.all(roundId).map(xidachGradeOf)
}

/** A session's mistakes (decisions that cost something), with how many decisions were graded. */
export function xidachSessionMistakes(store: Store, sessionId: number): XidachSessionMistakes {
  const c = q(store).countsOfSession.get(sessionId)
  return {
    graded: c?.graded ?? 0,
    costMinor: c?.cost ?? 0,
    items: q(store).mistakesOfSession.all(sessionId).map(xidachGradeOf)
  }
}

/** Every graded decision of a session, in play order (the table's coach lists them). */
export function xidachSessionGrades(store: Store, sessionId: number): XidachGrade[] {
  return q(store).ofSession.all(sessionId).map(xidachGradeOf)
}
