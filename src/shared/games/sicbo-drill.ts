/**
 * The Sic Bo payout drill's shapes: why each bet won or lost, the user's answer, and the check of it.
 * The drill itself is in src/core/engine/games/sicbo; these cross to the renderer.
 */
import { z } from 'zod'
import type { Minor } from '../money'
import { parseSpot, type SicboDice, type SicboSpot } from './sicbo-spots'

/** Why a bet won or lost, as codes and numbers so the UI can put it in words in any language. */
export type DrillReason =
  /** small/big or odd/even against a triple: always loses. */
  | { code: 'lost-to-triple'; face: number }
  /** small/big: the total is (not) in 4–10 / 11–17. */
  | { code: 'total-range'; total: number; low: number; high: number }
  /** odd/even: the total's parity. */
  | { code: 'total-parity'; total: number }
  /** single N: how many dice show N (0 loses; 1, 2, 3 pay the single1/2/3 rows). */
  | { code: 'single-count'; face: number; count: number }
  /** total T: the total rolled. */
  | { code: 'total-exact'; spotTotal: number; total: number }
  /** double N: how many dice show N (2 or 3 win, paid the same). */
  | { code: 'double-count'; face: number; count: number }
  /** triple N: how many dice show N. */
  | { code: 'triple-count'; face: number; count: number }
  /** any triple: whether the roll is a triple (face 0 when it is not). */
  | { code: 'any-triple'; face: number }
  /** combo A-B: how many dice show each; paid once when both show. */
  | { code: 'combo-count'; a: number; b: number; countA: number; countB: number }

export interface DrillBetExplained {
  bet: number
  spot: SicboSpot
  amountMinor: Minor
  wins: boolean
  /** "N to 1" when it wins, null when it loses. */
  pays: number | null
  /** What the dealer pays this bet (stake × N); the stake itself stays with the player. 0 for a loss. */
  payoutMinor: Minor
  reason: DrillReason
}

export interface SicboDrill {
  bets: Array<{ spot: SicboSpot; amountMinor: Minor }>
  dice: SicboDice
}

/** The user's answer: what each bet pays (0 for a losing bet), or the total the dealer pays out. */
export const drillAnswerSchema = z.discriminatedUnion('mode', [
  z
    .object({
      mode: z.literal('per-bet'),
      payoutsMinor: z.array(
        z.number().int({ error: 'must be whole minor units' }).min(0, { error: 'must be 0 or more' })
      )
    })
    .strict(),
  z
    .object({
      mode: z.literal('total'),
      totalMinor: z.number().int({ error: 'must be whole minor units' }).min(0, { error: 'must be 0 or more' })
    })
    .strict()
])
export type DrillAnswer = z.infer<typeof drillAnswerSchema>

export type DrillMistake =
  | { kind: 'bet'; bet: number; givenMinor: Minor; expectedMinor: Minor; explanation: DrillBetExplained }
  | { kind: 'total'; givenMinor: Minor; expectedMinor: Minor }

export interface DrillCheck {
  correct: boolean
  /** Per-bet mode: how many bets were answered right, out of `bets.length`; total mode: 1 or 0 of 1. */
  score: number
  outOf: number
  expectedTotalMinor: Minor
  /** Every bet explained, winners and losers, for the breakdown. */
  bets: DrillBetExplained[]
  mistakes: DrillMistake[]
}

/**
 * The kinds of bet a dealer pays alike, for the timed drill's figures by bet type: small and big are
 * one (1 to 1, lost to a triple), odd and even another; every other spot is its own kind.
 */
export const SICBO_BET_TYPES = [
  'small-big',
  'odd-even',
  'single',
  'total',
  'double',
  'triple',
  'any-triple',
  'combo'
] as const
export type SicboBetType = (typeof SICBO_BET_TYPES)[number]

/** The kind of bet a spot is (a spot key the layout offers; an unknown key is a programming error). */
export function betTypeOf(spot: SicboSpot): SicboBetType {
  const p = parseSpot(spot)
  if (!p) throw new RangeError(`unknown spot "${spot}"`)
  if (p.kind === 'small' || p.kind === 'big') return 'small-big'
  if (p.kind === 'odd' || p.kind === 'even') return 'odd-even'
  return p.kind
}
