/**
 * Chart cells as procedures take them (the picked situations of a Blackjack table, the flashcards'
 * `cells`): the cells themselves are games/blackjack-cells.ts; this schema is apart so the renderer,
 * which reads those, does not carry it in its bundle (contract/constants.ts says why).
 */
import { z } from 'zod'
import { CELL_ROWS, CELL_UPS, MAX_CELLS } from '../games/blackjack-cells'

/** One chart cell, as a procedure takes it: a row two cards make and a dealer up-card. */
export const chartCellInput = z
  .object({
    row: z.enum(CELL_ROWS, { error: 'must be a chart row two cards make (H5–H19, S13–S20, 2,2 … A,A)' }),
    up: z.enum(CELL_UPS, { error: `must be one of ${CELL_UPS.join(', ')}` })
  })
  .strict()

/** Cells picked on the chart: at least `min`, each once. */
export const chartCellsInput = (min: number) =>
  z
    .array(chartCellInput)
    .min(min, { error: `must list at least ${min} cell` })
    .max(MAX_CELLS, { error: `must list at most ${MAX_CELLS} cells` })
    .refine((cells) => new Set(cells.map((c) => `${c.row}|${c.up}`)).size === cells.length, {
      error: 'must name each cell once'
    })
