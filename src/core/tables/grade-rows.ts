/**
 * The rows of the grade tables (Blackjack's migration 5, Xì dách's migration 8) as a read of them
 * answers, with the round's seq: the coach writes them (repo.ts's inserts) and answers a table's
 * reads of grades still waiting to be written in this same shape, and history reads them back
 * (history/grade-reads.ts), so both go through one `gradeOf` per game.
 */

/** The columns every grade row has, whatever else its game keeps. */
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

export interface BlackjackGradeRow extends GradeRowBase {
  hand: number
  evs_json: string
  cell_json: string | null
}

export interface XidachGradeRow extends GradeRowBase {
  role: string
  method: string
  figures_json: string
}

/** Grade rows in play order: by round, then by the decision's event (negative: `a` first). */
export function inPlayOrder(
  a: Pick<GradeRowBase, 'round_seq' | 'event_seq'>,
  b: Pick<GradeRowBase, 'round_seq' | 'event_seq'>
): number {
  return a.round_seq - b.round_seq || a.event_seq - b.event_seq
}
