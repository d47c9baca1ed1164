/**
 * Blackjack drills, kept by main like the Sic Bo payout drill: main deals, the user answers once, main
 * checks against what it dealt (the client never sends the question back), times it from its own
 * clock and saves the result for the profile (`drill_results`, game `blackjack`).
 * - Strategy flashcards (issue 34): one two-card hand at a time against an up-card, from any ruleset
 *   (a preset or a saved one), of one kind (all, hard, soft, pairs, or cells picked on the chart),
 *   drawn with more weight on the cells this profile gets wrong under these rules; each answer is
 *   graded at once by a lookup in the exact composition-dependent EVs of the rules (computed once per
 *   ruleset in the analysis worker) and the session kept as one result, updated answer by answer.
 * - Counting: a sequence of cards from a fresh shoe shown at a chosen speed; the user gives the Hi-Lo
 *   running count and the true count.
 */
import { z } from 'zod'
import type { Card } from '../cards'
import { MAX_CELLS } from '../games/blackjack-cells'
import { chartCellsInput } from './chart-cells'
import { BJ_CARD_MODES } from './constants'
import { drillId } from './drill'
import { tableRulesInput } from './tables'

export const BJ_DRILL_KINDS = ['strategy', 'count', 'tray'] as const
export type BlackjackDrillKind = (typeof BJ_DRILL_KINDS)[number]
export type BjCardMode = (typeof BJ_CARD_MODES)[number]
export const BJ_DRILL_ACTIONS = ['hit', 'stand', 'double', 'split', 'surrender'] as const
export type BlackjackDrillAction = (typeof BJ_DRILL_ACTIONS)[number]
/** Every cell of the chart two cards make (docs/rules-blackjack.md "Drills"). */
export const BJ_MAX_CELLS = MAX_CELLS

const whole = (min: number, max: number, what: string) =>
  z
    .number({ error: `must be a number of ${what}` })
    .int({ error: `must be a whole number of ${what}` })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` })
const elapsedMs = whole(0, 86_400_000, 'milliseconds').optional()

/** The chart of a ruleset and this profile's answers on it, before (and between) flashcard sessions. */
export const bjCardsBoardInput = z.object({ ruleset: tableRulesInput }).strict()

export const bjCardsStartInput = z
  .object({
    /** A preset and keys (`{ rules }`), or a saved ruleset (`{ rulesetId, version? }`), as `tables.open` takes them. */
    ruleset: tableRulesInput,
    mode: z.enum(BJ_CARD_MODES, { error: `must be one of ${BJ_CARD_MODES.join(', ')}` }).default('mixed'),
    /** The cells to deal in `cells` mode (at least one); ignored otherwise. */
    cells: chartCellsInput(0).default([])
  })
  .strict()

export const bjCardsAnswerInput = z
  .object({
    sessionId: drillId,
    /** The number of the hand answered (the session's count from 1): an answer meant for another hand is refused. */
    n: whole(1, 1_000_000, 'hands'),
    answer: z.enum(BJ_DRILL_ACTIONS, { error: `must be one of ${BJ_DRILL_ACTIONS.join(', ')}` })
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

/** One cell's answers by this profile under these rules (the heat map). */
export interface BjCellStat {
  row: string
  up: string
  seen: number
  wrong: number
}

/** A ruleset's chart (per row, the best play per up-card; `chartElse` where a double or surrender may not be made) and the profile's answers on it. */
export interface BjCardsBoard {
  /** The preset's name, a saved ruleset's name, or `custom`. */
  rulesName: string
  chart: Record<string, string[]>
  chartElse: Record<string, string[]>
  /** Cells answered at least once, under rules that play the same (decks and every rule the chart depends on). */
  cells: BjCellStat[]
}

/** One flashcard: two cards against an up-card, and the plays these rules allow on it. */
export interface BjCard {
  /** The hand's number in its session, from 1: the answer names it. */
  n: number
  cards: [Card, Card]
  up: Card
  allowed: BlackjackDrillAction[]
}

export interface BjCardsSession {
  sessionId: string
  rulesName: string
  mode: BjCardMode
  card: BjCard
}

export interface BjCardFeedback {
  /** The hand answered, graded: each allowed play's exact EV, the best, the chart's cell and why. */
  item: BjStrategyItem
  /** That cell's answers now, this one counted. */
  cell: BjCellStat
  /** The session so far, as kept in History (the result row it is saved as). */
  tally: { answered: number; right: number; durationMs: number; resultId: number }
  next: BjCard
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
  /** Strategy: the rules' name and hand kind; count: decks, cards, speed; tray: decks, `cards` in the tray. */
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
  /** This result beat an earlier one (false for the first result: there was nothing to beat). */
  isBest: boolean
}

export interface BjDrillResults {
  recent: BjDrillResult[]
  best: BjDrillResult | null
  count: number
  correctCount: number
}
