/**
 * Counting at the Blackjack table (issue 34, item 3; docs/rules-blackjack.md "Counting at the table"):
 * the table's counting settings (`tables.setCounting`, kept with the table), the count of the cards
 * seen so far (`tables.count`), the "what's the count?" quiz (`tables.countQuiz`, kept in the drill
 * history) and the discard-tray drill (`drill.trayNew` / `drill.trayCheck`).
 */
import { z } from 'zod'
import { COUNT_SYSTEM_IDS, type CountSystemId } from '../games/blackjack-counts'
import { MAX_RAMP_STEPS, MAX_RAMP_UNITS, type BetCheck, type CountIndex } from '../games/blackjack-counting'
import { drillId } from './drill'
import { tableIdInput } from './tables'

const whole = (min: number, max: number, what: string) =>
  z
    .number({ error: `must be a number of ${what}` })
    .int({ error: `must be a whole number of ${what}` })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` })

/** A table's counting settings. */
export const countingSettingsSchema = z
  .object({
    /** The count is shown beside the felt (and the ramp suggested, counter mode possible). */
    on: z.boolean(),
    system: z.enum(COUNT_SYSTEM_IDS, { error: `must be one of ${COUNT_SYSTEM_IDS.join(', ')}` }),
    /** The true count by the exact decks left, not a person's half-deck estimate. */
    exact: z.boolean(),
    /** "What's the count?" asked at random points and at the shuffle. */
    quiz: z.boolean(),
    /** Units bet by floored true count (blackjack-counting.ts `rampUnits`). */
    ramp: z
      .array(whole(1, MAX_RAMP_UNITS, 'units'))
      .min(1, { error: 'must have at least one step' })
      .max(MAX_RAMP_STEPS, { error: `must have at most ${MAX_RAMP_STEPS} steps` }),
    /** One unit, minor units (1 chip = 100). */
    unitMinor: whole(1, 100_000_000, 'minor units'),
    /** Counter mode: hints and grades judge by basic strategy plus the index plays at the true count. */
    counter: z.boolean()
  })
  .strict()
export type CountingSettings = z.output<typeof countingSettingsSchema>

export const tableCountingInput = tableIdInput.extend({ counting: countingSettingsSchema }).strict()

/** `tables.count`: which round the count is for is the table's (the one in play, else the last shown). */
export const tableCountInput = tableIdInput

/**
 * The cards of the table's shoe the person saw before the round shown (`roundId`; null: none yet),
 * by value (index 1–10; 0 unused): the screen adds the cards it has shown of that round.
 */
export interface TableCountInfo {
  roundId: number | null
  decks: number
  seenBefore: number[]
  /** The bet the ramp asks for before the next deal, when counting is on (what the grader holds to). */
  nextBet: { tc: number; units: number; stakeMinor: number } | null
  /** The last round's bet, checked against the ramp (when counting was on at its deal). */
  lastBet: (BetCheck & { roundId: number }) | null
}

export const tableCountQuizInput = tableIdInput
  .extend({
    /** The round shown when the question was asked and its version (the table must not have moved). */
    roundId: whole(1, Number.MAX_SAFE_INTEGER, 'rounds'),
    version: whole(0, 1_000_000, 'versions'),
    running: whole(-999, 999, 'points'),
    elapsedMs: whole(0, 86_400_000, 'milliseconds').optional()
  })
  .strict()

export interface TableCountQuizResult {
  system: CountSystemId
  answer: number
  running: number
  /** The true count by the table's setting (half-deck estimate or exact); null when no card is left. */
  trueCount: number | null
  decksLeft: number
  correct: boolean
  /** The results row it is kept as (History's drills). */
  resultId: number
}

/** The counter's view of the decision now, in counter mode (hints and grades). */
export interface CounterAdvice {
  system: CountSystemId
  /** The floored true count the play is judged at. */
  tc: number
  /** The counter's play: basic strategy's, or an index's deviation at this count. */
  best: string
  /** The index that decides the play at this count (its deviation is `best`), or null for basic. */
  index: CountIndex | null
}

export const bjTrayNewInput = z.object({ decks: whole(1, 8, 'decks').default(6) }).strict()

/** A discard tray to estimate: `discards` cards of a `decks`-deck shoe lie in it (the picture is drawn from it). */
export interface BjTrayQuestion {
  drillId: string
  decks: number
  discards: number
  issuedAt: string
}

export const bjTrayCheckInput = z
  .object({
    drillId,
    /** Decks left in the shoe, to the half deck. */
    decksLeft: z
      .number({ error: 'must be a number of decks' })
      .min(0, { error: 'must be 0 or more' })
      .max(8, { error: 'must be at most 8' })
      .refine((x) => Number.isInteger(x * 2), { error: 'must be whole or half decks' }),
    elapsedMs: whole(0, 86_400_000, 'milliseconds').optional()
  })
  .strict()

export interface BjTrayCheck {
  /** Decks left exactly (cards left ÷ 52), and to the half deck. */
  decksLeft: number
  decksLeftHalf: number
  answer: number
  correct: boolean
}
