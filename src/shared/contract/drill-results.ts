/**
 * `drill.results`: one drill's results of the current profile, tagged with its game (issue 33: one
 * procedure for every game's drills, as `tables.grades` is for the coach's grades). Sic Bo's are its
 * payout drill's; Blackjack's are of one `kind` (strategy, count or tray). `drill.history` lists every
 * drill's together for History.
 */
import { z } from 'zod'
import { BJ_DRILL_KINDS, type BjDrillResults } from './blackjack-drill'
import type { DrillResults } from './drill'

/** How many results the list holds: 1–100, 10 when not said. */
const limit = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be at least 1' })
  .max(100, { error: 'must be at most 100' })
  .default(10)

export const drillResultsInput = z.discriminatedUnion('game', [
  z.object({ game: z.literal('sicbo'), limit }).strict(),
  z
    .object({
      game: z.literal('blackjack'),
      kind: z.enum(BJ_DRILL_KINDS, { error: `must be one of ${BJ_DRILL_KINDS.join(', ')}` }),
      limit
    })
    .strict()
])

/** A drill's results, for the game asked about. */
export type DrillResultsOf = { game: 'sicbo'; results: DrillResults } | { game: 'blackjack'; results: BjDrillResults }
