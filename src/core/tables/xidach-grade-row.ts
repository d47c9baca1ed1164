/**
 * The row a Xì dách grade becomes in `xidach_grades` (migration 8), built in one place for both
 * writers: the table's coach (xidach-coach.ts, a grade as it is made) and an import
 * (history/xidach-grades-io.ts, a file's grade under its round's new id), so a decision is stored alike
 * either way. Both statements name the columns as XIDACH_GRADE_INTO does (repo.ts);
 * history/xidach-grades.ts reads a row back into the grade.
 */
import type { XidachGrade } from '@shared/contract/history'

/** What the row keeps of a grade besides its round; an exported grade has the same (history/format.ts). */
export type XidachGradeFields = Omit<XidachGrade, 'roundId' | 'roundSeq'>

/** The row's values, in XIDACH_GRADE_INTO's column order. */
export type XidachGradeValues = [
  roundId: number,
  eventSeq: number,
  seat: string,
  role: string,
  action: string,
  best: string,
  method: string,
  figuresJson: string,
  stakeMinor: number,
  costMinor: number,
  at: string
]

/** The row of grade `g` of round `roundId`: its figures as one JSON text, `{ evs, halfWidths, chances }`. */
export function xidachGradeRow(roundId: number, g: XidachGradeFields): XidachGradeValues {
  // The figures in this key order: the export splices the stored text as it is (history/xidach-grades-io.ts).
  const figures = { evs: g.evs, halfWidths: g.halfWidths, chances: g.chances }
  return [
    roundId,
    g.eventSeq,
    g.seat,
    g.role,
    g.action,
    g.best,
    g.method,
    JSON.stringify(figures),
    g.stakeMinor,
    g.costMinor,
    g.at
  ]
}
