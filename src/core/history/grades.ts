/**
 * Blackjack grades in history (migration 5): the decisions main graded at the table, for a session
 * (its mistakes, with their cost and why) and for one round (its recall). Read-only here: the table's
 * coach makes each grade in its words and writes it (tables/blackjack-coach.ts), export/import carry
 * them, both writing the row tables/blackjack-grade-row.ts builds; a row read here is turned back into
 * that grade. The reads are grade-reads.ts's.
 */
import type { BlackjackGrade, SessionMistakes } from '@shared/contract/history'
import type { Store } from '../store/store'
import type { GradeAfter } from '@shared/contract/tables'
import { gradeBase, gradeReads, type GradeRowBase } from './grade-reads'

/** A stored row (with its round's seq): the evs and the "why" as JSON text. */
interface BlackjackGradeRow extends GradeRowBase {
  hand: number
  evs_json: string
  cell_json: string | null
}

function gradeOf(row: BlackjackGradeRow): BlackjackGrade {
  return {
    ...gradeBase(row),
    hand: row.hand,
    evs: JSON.parse(row.evs_json) as Record<string, number>,
    cell: row.cell_json === null ? null : (JSON.parse(row.cell_json) as BlackjackGrade['cell'])
  }
}

const reads = gradeReads<BlackjackGradeRow, BlackjackGrade>(
  'blackjack_grades',
  'g.hand, g.evs_json, g.cell_json',
  gradeOf
)

/** Every graded decision of a round, in play order. */
export const roundGrades: (store: Store, roundId: number) => BlackjackGrade[] = reads.ofRound
/** A session's mistakes (decisions that cost something), with how many decisions were graded. */
export const sessionMistakes: (store: Store, sessionId: number) => SessionMistakes = reads.mistakesOfSession
/** Every graded decision of a session, in play order (the table's coach lists them); `after`: grade-reads.ts. */
export const sessionGrades: (
  store: Store,
  sessionId: number,
  after?: GradeAfter,
  queued?: readonly BlackjackGrade[]
) => BlackjackGrade[] = reads.ofSession
