/**
 * Xì dách grades in history (migration 8): the decisions main graded at the table, for a session (its
 * mistakes, with their cost) and for one round (its recall). Read-only here, like Blackjack's
 * (grades.ts; the reads are grade-reads.ts's): the table's coach makes each grade in its words and
 * writes it (tables/xidach-coach.ts), export/import carry them, both writing the row
 * tables/xidach-grade-row.ts builds; a row read here is turned back into it.
 */
import type { XidachGrade, XidachSessionMistakes } from '@shared/contract/history'
import type { Store } from '../store/store'
import type { GradeAfter } from '@shared/contract/tables'
import { gradeBase, gradeReads, type GradeRowBase } from './grade-reads'

/** A stored row (with its round's seq): the figures as JSON text (`figures_json`). */
interface XidachGradeRow extends GradeRowBase {
  role: string
  method: string
  figures_json: string
}

/** The figures a grade keeps besides its columns (migration 8's `figures_json`). */
export type XidachGradeFigures = Pick<XidachGrade, 'evs' | 'halfWidths' | 'chances'>

function xidachGradeOf(row: XidachGradeRow): XidachGrade {
  const f = JSON.parse(row.figures_json) as XidachGradeFigures
  return {
    ...gradeBase(row),
    role: row.role as XidachGrade['role'],
    method: row.method as XidachGrade['method'],
    evs: f.evs,
    halfWidths: f.halfWidths,
    chances: f.chances
  }
}

const reads = gradeReads<XidachGradeRow, XidachGrade>(
  'xidach_grades',
  'g.role, g.method, g.figures_json',
  xidachGradeOf
)

/** Every graded decision of a round, in play order. */
export const xidachRoundGrades: (store: Store, roundId: number) => XidachGrade[] = reads.ofRound
/** A session's mistakes (decisions that cost something), with how many decisions were graded. */
export const xidachSessionMistakes: (store: Store, sessionId: number) => XidachSessionMistakes = reads.mistakesOfSession
/** Every graded decision of a session, in play order (the table's coach lists them); `after`: grade-reads.ts. */
export const xidachSessionGrades: (
  store: Store,
  sessionId: number,
  after?: GradeAfter,
  queued?: readonly XidachGrade[]
) => XidachGrade[] = reads.ofSession
