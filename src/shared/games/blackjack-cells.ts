/**
 * The basic-strategy chart's cells that two cards make, as the flashcard drill deals them and the
 * Blackjack sit-down lets a person pick them to practise (docs/rules-blackjack.md, "Drills" and
 * "Picked situations"): a row ("H12", "S18", "8,8") against a dealer up-card ("2" … "9", "T", "A").
 * Hard rows are the totals two different non-ace cards make (H5–H19; 20 is only a pair of tens), soft
 * rows an ace and another card (S13–S20), pair rows two cards of one rank. The procedures' schema for
 * picked cells is contract/chart-cells.ts, apart so the renderer's bundle does not carry it
 * (contract/constants.ts says why).
 */

/** Dealer up-cards in chart order. */
export const CELL_UPS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A'] as const
export type CellUp = (typeof CELL_UPS)[number]

export const HARD_ROWS = [
  'H5',
  'H6',
  'H7',
  'H8',
  'H9',
  'H10',
  'H11',
  'H12',
  'H13',
  'H14',
  'H15',
  'H16',
  'H17',
  'H18',
  'H19'
] as const
export const SOFT_ROWS = ['S13', 'S14', 'S15', 'S16', 'S17', 'S18', 'S19', 'S20'] as const
export const PAIR_ROWS = ['2,2', '3,3', '4,4', '5,5', '6,6', '7,7', '8,8', '9,9', 'T,T', 'A,A'] as const

/** Every row two cards make, in chart order: hard, soft, pairs. */
export const CELL_ROWS = [...HARD_ROWS, ...SOFT_ROWS, ...PAIR_ROWS] as const
export type CellRow = (typeof CELL_ROWS)[number]

/** Every cell two cards make. */
export const MAX_CELLS = CELL_ROWS.length * CELL_UPS.length

/** One chart cell. */
export interface ChartCellRef {
  row: string
  up: string
}

/** A cell's key in maps and sets: "H12|4". */
export const cellKey = (c: ChartCellRef): string => `${c.row}|${c.up}`
