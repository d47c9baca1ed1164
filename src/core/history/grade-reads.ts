/**
 * The reads both games' grade tables answer (Blackjack's migration 5, Xì dách's migration 8): a round's
 * grades for its recall, a session's in play order for the table's coach, and a session's mistakes with
 * how many decisions were graded. Each game's module names its table, its columns and its row's shape,
 * and reads a row back into the grade its coach made (tables/*-coach.ts and an import write them, as
 * tables/*-grade-row.ts builds the row).
 */
import type { GradeAfter } from '@shared/contract/tables'
import type { Store } from '../store/store'
import { gradeStatements } from './repo-grades'

/** The columns every grade row has as these reads answer it (with its round's seq), whatever else its game keeps. */
export interface GradeRowBase {
  round_id: number
  round_seq: number
  event_seq: number
  seat: string
  action: string
  best: string
  stake_minor: number
  cost_minor: number
  created_at: string
}

/** Grades in play order: by round, then by the decision's event (negative: `a` first). */
const inPlayOrder = (a: GradeAfter, b: GradeAfter): number => a.roundSeq - b.roundSeq || a.eventSeq - b.eventSeq

/** Before every grade: a decision's event is its round's next version, never 0. */
const BEFORE_ANY_GRADE: GradeAfter = { roundSeq: 0, eventSeq: 0 }

export interface GradeReads<G> {
  /** Every graded decision of a round, in play order. */
  ofRound: (store: Store, roundId: number) => G[]
  /**
   * Every graded decision of a session, in play order (the table's coach lists them); with `after`,
   * only those after that decision (round seq, event seq). `queued`: the session's grades computed and
   * not yet written (the coach's queue, in their words already), answered with the stored ones, past
   * `after` alike.
   */
  ofSession: (store: Store, sessionId: number, after?: GradeAfter, queued?: readonly G[]) => G[]
  /** A session's mistakes (decisions that cost something), with how many decisions were graded. */
  mistakesOfSession: (store: Store, sessionId: number) => { graded: number; costMinor: number; items: G[] }
}

/** `table`: the game's grades table; `extra`: its own columns (the `g.` alias is the table). */
export function gradeReads<Row extends GradeRowBase, G extends GradeAfter>(
  table: string,
  extra: string,
  gradeOf: (row: Row) => G
): GradeReads<G> {
  const q = gradeStatements<Row>(table, extra)
  return {
    ofRound: (store, roundId) => q(store).ofRound.all(roundId).map(gradeOf),
    // Without `after`, from before every grade. The queued grades are mostly the newest, but a grade
    // can be computed after a later decision's was written, so the two are put in play order.
    ofSession(store, sessionId, after = BEFORE_ANY_GRADE, queued = []) {
      const rows = q(store).ofSession.all(sessionId, after.roundSeq, after.eventSeq)
      if (queued.length === 0) return rows.map(gradeOf)
      const later = queued.filter((g) => inPlayOrder(g, after) > 0)
      return [...rows.map(gradeOf), ...later].sort(inPlayOrder)
    },
    mistakesOfSession(store, sessionId) {
      const c = q(store).countsOfSession.get(sessionId)
      return {
        graded: c?.graded ?? 0,
        costMinor: c?.cost ?? 0,
        items: q(store).mistakesOfSession.all(sessionId).map(gradeOf)
      }
    }
  }
}

/** A grade's fields every game has, from its row. */
export function gradeBase(row: GradeRowBase): {
  roundId: number
  roundSeq: number
  eventSeq: number
  seat: string
  action: string
  best: string
  stakeMinor: number
  costMinor: number
  at: string
} {
  return {
    roundId: row.round_id,
    roundSeq: row.round_seq,
    eventSeq: row.event_seq,
    seat: row.seat,
    action: row.action,
    best: row.best,
    stakeMinor: row.stake_minor,
    costMinor: row.cost_minor,
    at: row.created_at
  }
}
