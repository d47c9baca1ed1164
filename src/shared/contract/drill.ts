/**
 * The Sic Bo payout drill (docs/rules-sicbo.md "Payout drill"): main deals a layout of bets and a roll
 * (`drill.new`, without the answers), the user says what each bet pays or the total the dealer pays
 * out (`drill.check`), and main scores it, explains every mistake, times it from its own clock and
 * keeps the result for the current profile (`drill.results`).
 */
import { z } from 'zod'
import type { DrillAnswer, DrillCheck, SicboBetType, SicboDice, SicboDrill, SicboRules } from '../games/sicbo'
import { DRILL_DEFAULT_GOAL_MS, DRILL_MAX_GOAL_MS, DRILL_MIN_GOAL_MS } from './constants'
import { idSchema } from './ids'

export const DRILL_GAMES = ['sicbo'] as const
export type DrillGame = (typeof DRILL_GAMES)[number]

/** A layout holds 1–10 bets (the engine's own limit). */
export const DRILL_MAX_BETS = 10
/** Longest time one answer may take, as the client measured it: a day. */
export const DRILL_MAX_ELAPSED_MS = 86_400_000
/** A timed run holds 1–50 layouts (default 10). */
export const DRILL_MAX_LAYOUTS = 50
export const DRILL_DEFAULT_LAYOUTS = 10
/** A drill's id as main deals it (every drill kind's answer names one). */
export const drillId = idSchema('a drill id')
const game = z.enum(DRILL_GAMES, { error: `must be one of ${DRILL_GAMES.join(', ')}` })
/** How many results a list holds: 1 to `max`, `fallback` when not said. */
const limit = (max: number, fallback: number) =>
  z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(max, { error: `must be at most ${max}` })
    .default(fallback)
const payoutMinor = z
  .number({ error: 'must be a number of minor units' })
  .int({ error: 'must be whole minor units' })
  .min(0, { error: 'must be 0 or more' })
  .max(100_000_000_000, { error: 'is too large' })

export const drillNewInput = z
  .object({
    game,
    /**
     * House rules as scenario files and `tables.open` write them (`{ preset, …keys }`, amounts in
     * chips). A table passes its own rules so the drill matches the table in force.
     */
    rules: z.record(z.string().max(64), z.unknown(), { error: 'must be an object of house rules' }).default({}),
    bets: z
      .number({ error: 'must be a number of bets' })
      .int({ error: 'must be a whole number of bets' })
      .min(1, { error: 'must be at least 1' })
      .max(DRILL_MAX_BETS, { error: `must be at most ${DRILL_MAX_BETS}` })
      .default(5),
    /**
     * A timed run: this layout is the first of `layouts`, each dealt by main as the one before is
     * checked, against a goal of `goalMs` per layout (docs/rules-sicbo.md "Timed drill").
     */
    timed: z
      .object({
        layouts: z
          .number({ error: 'must be a number of layouts' })
          .int({ error: 'must be a whole number of layouts' })
          .min(1, { error: 'must be at least 1' })
          .max(DRILL_MAX_LAYOUTS, { error: `must be at most ${DRILL_MAX_LAYOUTS}` })
          .default(DRILL_DEFAULT_LAYOUTS),
        goalMs: z
          .number({ error: 'must be a number of milliseconds' })
          .int({ error: 'must be whole milliseconds' })
          .min(DRILL_MIN_GOAL_MS, { error: `must be at least ${DRILL_MIN_GOAL_MS}` })
          .max(DRILL_MAX_GOAL_MS, { error: `must be at most ${DRILL_MAX_GOAL_MS}` })
          .default(DRILL_DEFAULT_GOAL_MS)
      })
      .strict()
      .optional()
  })
  .strict()

/** The user's answer: what each bet pays (0 for a losing bet), in the layout's order, or the total. */
export const drillAnswerInput = z.discriminatedUnion('mode', [
  z
    .object({
      mode: z.literal('per-bet'),
      payoutsMinor: z.array(payoutMinor).max(DRILL_MAX_BETS, { error: `must list at most ${DRILL_MAX_BETS} payouts` })
    })
    .strict(),
  z.object({ mode: z.literal('total'), totalMinor: payoutMinor }).strict()
])

export const drillCheckInput = z
  .object({
    drillId,
    answer: drillAnswerInput,
    /** How long the user took as the client measured it; main keeps its own measure too. */
    elapsedMs: z
      .number({ error: 'must be a number of milliseconds' })
      .int({ error: 'must be whole milliseconds' })
      .min(0, { error: 'must be 0 or more' })
      .max(DRILL_MAX_ELAPSED_MS, { error: 'must be at most a day' })
      .optional(),
    /**
     * How long each bet's field had the focus, as the window measured it (per-bet answers): only the
     * shares count, main's own clock gives the layout's time (docs/rules-sicbo.md "Timed drill").
     */
    betMs: z
      .array(
        z
          .number({ error: 'must be a number of milliseconds' })
          .int({ error: 'must be whole milliseconds' })
          .min(0, { error: 'must be 0 or more' })
          .max(DRILL_MAX_ELAPSED_MS, { error: 'must be at most a day' })
      )
      .max(DRILL_MAX_BETS, { error: `must list at most ${DRILL_MAX_BETS} times` })
      .optional()
  })
  .strict()

// The bounded answer above is the engine's answer with limits added; keep them the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never
const _answerShape: Same<z.output<typeof drillAnswerInput>, DrillAnswer> = true
void _answerShape

/** A dealt drill: everything the user sees, nothing of what it pays. */
export interface DrillQuestion {
  drillId: string
  game: DrillGame
  /** The preset name, or `custom` for a custom pay table. */
  rulesName: string
  rules: SicboRules
  bets: SicboDrill['bets']
  dice: SicboDice
  total: number
  issuedAt: string
  /** The timed run this layout belongs to (index from 1), or null for a single drill. */
  run: { id: string; index: number; of: number; goalMs: number } | null
}

/** One saved result. `score` of `outOf`: bets answered right (per-bet), or 1 of 1 (total). */
export interface DrillResultSummary {
  id: number
  game: DrillGame
  mode: DrillAnswer['mode']
  score: number
  outOf: number
  correct: boolean
  /** Measured by main from `drill.new` to `drill.check`. */
  durationMs: number
  rulesName: string
  createdAt: string
}

export interface DrillChecked {
  check: DrillCheck
  result: DrillResultSummary
  /** What the client measured, when it sent it. */
  clientElapsedMs: number | null
  /** This profile's best result so far, this one included. */
  best: DrillResultSummary
  /** This result beat an earlier one (false for the first result: there was nothing to beat). */
  isBest: boolean
  /** A timed run's layout: the next layout dealt at once (its clock already running), or the run's figures after its last. */
  run: { index: number; of: number; goalMs: number; next: DrillQuestion | null; summary: TimedRunSummary | null } | null
}

/** One kind of bet's figures over a run or several: how many bets, how many paid right, the time they took. */
export interface BetTypeFigures {
  type: SicboBetType
  bets: number
  right: number
  /** Main's time of the layouts, shared among their bets by the window's time in each bet's field. */
  ms: number
}

/** A finished timed run: accuracy over its bets and main's seconds per layout against the goal. */
export interface TimedRunSummary {
  runId: string
  endedAt: string
  layouts: number
  bets: number
  right: number
  /** Main's time of every layout added up, and per layout. */
  totalMs: number
  msPerLayout: number
  goalMs: number
  /** Layouts answered within the goal. */
  underGoal: number
  /** Every bet right and the mean time per layout within the goal. */
  metGoal: boolean
  /** In SICBO_BET_TYPES order, the kinds dealt only. */
  byType: BetTypeFigures[]
}

/** `drill.payoutTrends`: the profile's finished timed runs, for History's charts. */
export const drillTrendsInput = z
  .object({
    runs: limit(200, 30)
  })
  .strict()

export interface SicboTrends {
  /** Oldest first, at most `runs` of the newest. */
  runs: TimedRunSummary[]
  /** Every kind of bet over those runs, slowest per bet first. */
  byType: BetTypeFigures[]
}

export interface DrillResults {
  /** Newest first. */
  recent: DrillResultSummary[]
  /** Highest share right, then fastest; null before the first result. */
  best: DrillResultSummary | null
  count: number
  /** Results with every answer right. */
  correctCount: number
}

/** The drills whose results History shows: Sic Bo's payout and chip drills, Blackjack's strategy and Hi-Lo count drills. */
export const DRILL_KINDS = [
  'sicbo-payout',
  'sicbo-chips',
  'bj-strategy',
  'bj-count',
  'bj-tray',
  'bj-table-count',
  'bj-ramp'
] as const
export type DrillKind = (typeof DRILL_KINDS)[number]

export const drillHistoryInput = z
  .object({
    limit: limit(200, 50)
  })
  .strict()

/** One saved result of any drill, as History lists it. */
export interface DrillHistoryItem {
  id: number
  drill: DrillKind
  score: number
  outOf: number
  correct: boolean
  /** Measured by main from the deal to the check. */
  durationMs: number
  createdAt: string
}

/** A drill's figures over every result of the profile. */
export interface DrillHistoryStats {
  drill: DrillKind
  count: number
  /** Highest share right, then fastest. */
  best: DrillHistoryItem
  /** Mean share of right answers (0–1) and mean time. */
  averageShare: number
  averageMs: number
}

/** Every drill's results of the current profile (History's drills tab). */
export interface DrillHistory {
  /** Newest first, at most `limit`. */
  recent: DrillHistoryItem[]
  /** Every drill with at least one result, in DRILL_KINDS order. */
  stats: DrillHistoryStats[]
}
