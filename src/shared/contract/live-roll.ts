/**
 * A live roll (docs/rules-sicbo.md "A live roll"): the three dice of a real table or a home game, typed
 * or clicked, and the bets on the layout; main answers every winning spot and what each bet pays under
 * the pay table given. Nothing is stored, no money moves, and it never goes near the fair rounds: a
 * roll nobody committed to cannot be proved, so it has no place beside the rounds History verifies.
 */
import { z } from 'zod'
import { stakeMinor } from '../money'
import type { DrillBetExplained, SicboDice, SicboSpot } from '../games/sicbo'
import { wholeIn } from '../whole-number'

/** At most one bet per spot of the largest layout (52 with odd/even). */
export const LIVE_ROLL_MAX_BETS = 52

const die = wholeIn(1, 6, 'must be a die face from 1 to 6')

export const liveRollInput = z
  .object({
    /** House rules as `tables.open` takes them (`{ preset, …keys }`): the person's pay table. */
    rules: z.record(z.string().max(64), z.unknown(), { error: 'must be an object of house rules' }).default({}),
    dice: z.array(die).min(3, { error: 'must be three dice' }).max(3, { error: 'must be three dice' }),
    bets: z
      .array(z.object({ spot: z.string().max(16, { error: 'is not a spot' }), amountMinor: stakeMinor }).strict())
      .max(LIVE_ROLL_MAX_BETS, { error: `must list at most ${LIVE_ROLL_MAX_BETS} bets` })
  })
  .strict()

export interface LiveRoll {
  dice: SicboDice
  total: number
  /** Every spot the roll wins on this table, bet on or not (to light them all). */
  winningSpots: SicboSpot[]
  /** Each bet as given: whether it wins, "N to 1", what the dealer pays it and why. */
  bets: DrillBetExplained[]
  /** What the dealer pays the winners, and takes from the losers. */
  payoutMinor: number
  collectedMinor: number
  rulesName: string
}
