/**
 * The row a Blackjack grade becomes in `blackjack_grades` (migration 5), built in one place for both
 * writers: the table's coach (blackjack-coach.ts, a grade as it is made) and an import
 * (history/import.ts, a file's grade under its round's new id), so a decision is stored alike either
 * way. Both statements name the columns as BLACKJACK_GRADE_INTO does (repo.ts); history/grades.ts
 * reads a row back into the grade.
 */
import type { BlackjackGrade } from '@shared/contract/history'

/** What the row keeps of a grade besides its round; an exported grade has the same (history/format.ts). */
export type BlackjackGradeFields = Omit<BlackjackGrade, 'roundId' | 'roundSeq'>

/** The row's values, in BLACKJACK_GRADE_INTO's column order. */
export type BlackjackGradeValues = [
  roundId: number,
  eventSeq: number,
  seat: string,
  hand: number,
  action: string,
  best: string,
  evsJson: string,
  stakeMinor: number,
  costMinor: number,
  cellJson: string | null,
  at: string
]

/** The row of grade `g` of round `roundId`: its EVs and chart cell as JSON text (no cell: NULL). */
export function blackjackGradeRow(roundId: number, g: BlackjackGradeFields): BlackjackGradeValues {
  return [
    roundId,
    g.eventSeq,
    g.seat,
    g.hand,
    g.action,
    g.best,
    JSON.stringify(g.evs),
    g.stakeMinor,
    g.costMinor,
    g.cell ? JSON.stringify(g.cell) : null,
    g.at
  ]
}
