/**
 * Blackjack drills (issue 11), kept by main like the Sic Bo payout drill: main deals, the user answers
 * once, main checks against what it dealt (the client never sends the question back), times it from
 * its own clock and saves the result for the profile (`drill_results`, game `blackjack`).
 * - Strategy: two-card hands of one kind (hard, soft, pairs or mixed) against an up-card, dealt with
 *   more weight on the cells the profile got wrong; each answer is checked against the exact
 *   composition-dependent best play for the chosen rules (the analysis worker's table).
 * - Counting: a sequence of cards from a fresh shoe shown at a chosen speed; the user gives the Hi-Lo
 *   running count and the true count.
 */
import { z } from 'zod'
import type { Card } from '../cards'
import { drillId } from './drill'

export const BJ_DRILL_KINDS = ['strategy', 'count'] as const
export type BlackjackDrillKind = (typeof BJ_DRILL_KINDS)[number]
export const BJ_STRATEGY_HANDS = ['hard', 'soft', 'pair', 'mixed'] as const
export const BJ_DRILL_ACTIONS = ['hit', 'stand', 'double', 'split', 'surrender'] as const
export type BlackjackDrillAction = (typeof BJ_DRILL_ACTIONS)[number]
/** A true count answer is right within this of the exact running count ÷ decks left. */
export const TRUE_COUNT_TOLERANCE = 0.5
export const BJ_DRILL_MAX_HANDS = 20

const whole = (min: number, max: number, what: string) =>
  z
    .number({ error: `must be a number of ${what}` })
    .int({ error: `must be a whole number of ${what}` })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` })
const elapsedMs = whole(0, 86_400_000, 'milliseconds').optional()

export const bjStrategyNewInput = z
  .object({
    /** House rules as `tables.open` takes them (`{ preset, …keys }`); a table passes its own. */
    rules: z.record(z.string().max(64), z.unknown(), { error: 'must be an object of house rules' }).default({}),
    hands: z.enum(BJ_STRATEGY_HANDS, { error: `must be one of ${BJ_STRATEGY_HANDS.join(', ')}` }).default('mixed'),
    count: whole(1, BJ_DRILL_MAX_HANDS, 'hands').default(10)
  })
  .strict()

export const bjStrategyCheckInput = z
  .object({
    drillId,
    answers: z
      .array(z.enum(BJ_DRILL_ACTIONS, { error: `must be one of ${BJ_DRILL_ACTIONS.join(', ')}` }))
      .min(1)
      .max(BJ_DRILL_MAX_HANDS),
    elapsedMs
  })
  .strict()

export const bjCountNewInput = z
  .object({
    decks: whole(1, 8, 'decks').default(6),
    cards: whole(5, 208, 'cards').default(40),
    /** How long each card shows, chosen by the user. */
    speedMs: whole(150, 5000, 'milliseconds').default(1000)
  })
  .strict()

export const bjCountCheckInput = z
  .object({
    drillId,
    running: whole(-500, 500, 'points'),
    // Not asked when no cards are left (the true count is then undefined); required otherwise.
    trueCount: z
      .number({ error: 'must be a number' })
      .min(-500, { error: 'must be at least -500' })
      .max(500, { error: 'must be at most 500' })
      .optional(),
    elapsedMs
  })
  .strict()

export const bjDrillResultsInput = z
  .object({
    kind: z.enum(BJ_DRILL_KINDS, { error: `must be one of ${BJ_DRILL_KINDS.join(', ')}` }),
    limit: whole(1, 100, 'results').default(10)
  })
  .strict()

export interface BjStrategyQuestion {
  drillId: string
  rulesName: string
  hands: Array<{
    cards: [Card, Card]
    up: Card
    /** Actions the rules allow on this hand. */ allowed: BlackjackDrillAction[]
  }>
  issuedAt: string
}

export interface BjStrategyItem {
  row: string
  up: string
  answer: BlackjackDrillAction
  best: BlackjackDrillAction
  correct: boolean
  /** EV of each allowed action, per unit stake (exact, composition-dependent). */
  evs: Partial<Record<BlackjackDrillAction, number>>
  /** The total-dependent chart's play in this cell for this hand (its fallback where `first` may not be made), for the "why". */
  chart: string | null
  /** The cell's own play when the hand may not make it (a double under `doubleOn`, say). */
  first?: string
}

export interface BjCountQuestion {
  drillId: string
  decks: number
  cards: Card[]
  speedMs: number
  issuedAt: string
}

export interface BjCountCheck {
  running: number
  /** Null when no cards are left: the true count is undefined, so it is neither asked nor scored. */
  trueCount: number | null
  decksLeft: number
  runningRight: boolean
  /** Null when the true count was not asked (no cards left). */
  trueRight: boolean | null
}

export interface BjDrillResult {
  id: number
  kind: BlackjackDrillKind
  score: number
  outOf: number
  correct: boolean
  durationMs: number
  /** Strategy: the rules' name and hand kind; count: decks, cards, speed. */
  rulesName: string | null
  hands: string | null
  decks: number | null
  cards: number | null
  speedMs: number | null
  createdAt: string
}

export interface BjDrillChecked<C> {
  check: C
  result: BjDrillResult
  best: BjDrillResult
  isBest: boolean
}

export interface BjDrillResults {
  recent: BjDrillResult[]
  best: BjDrillResult | null
  count: number
  correctCount: number
}
