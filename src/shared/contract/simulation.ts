/**
 * Simulations the house runs in a worker and the screen follows (docs/sim-blackjack.md, "The simulator
 * screen"): `analysis.simulate` starts one (game-tagged: Blackjack's counter today), `analysis.simulation`
 * reads its progress and, once done, its report; `analysis.simulationCancel` stops it.
 */
import { z } from 'zod'
import { COUNT_SYSTEM_IDS, type CountSystemId } from '../games/blackjack-counts'
import { wholeIn } from '../whole-number'
import { SIM_RAMP_MAX, SIM_ROUNDS_MAX, SIM_ROUNDS_MIN, SIM_UNITS_MAX, simRounds } from './constants'
import { ruleKeysInput } from './rulesets'

export const TRUE_COUNT_MODES = ['exact', 'half-deck'] as const

const simLength = z
  .object({
    unit: z.enum(['rounds', 'hours']),
    value: wholeIn(1, SIM_ROUNDS_MAX)
  })
  .strict()

export const blackjackSimulateInput = z
  .object({
    game: z.literal('blackjack'),
    /** House rules as the rules editor holds them (a preset and keys, or a saved ruleset's keys); decks and penetration are among them. */
    keys: ruleKeysInput,
    count: z.enum(COUNT_SYSTEM_IDS),
    /** Units bet at a true count floored to 0, 1, 2, … (the last entry for every count beyond). */
    ramp: z.array(wholeIn(1, SIM_UNITS_MAX)).min(1, { error: 'needs at least one entry' }).max(SIM_RAMP_MAX),
    /** Basic strategy plus the Illustrious 18 and Fab 4 computed for the rules, or basic strategy alone. */
    indices: z.boolean(),
    trueCount: z.enum(TRUE_COUNT_MODES),
    spots: wholeIn(1, 7),
    length: simLength,
    roundsPerHour: wholeIn(10, 1000),
    /** Bankroll in units, and the playing time (hours) its risk of ruin is taken over. */
    bankroll: wholeIn(1, 100_000_000),
    hours: wholeIn(1, 100_000),
    /** The random source's seed; none: a new one each run. */
    seed: wholeIn(0, 2_147_483_647).optional()
  })
  .strict()
  .refine((x) => simRounds(x.length, x.roundsPerHour) >= SIM_ROUNDS_MIN, {
    error: `must be at least ${SIM_ROUNDS_MIN} rounds`,
    path: ['length']
  })
  .refine((x) => simRounds(x.length, x.roundsPerHour) <= SIM_ROUNDS_MAX, {
    error: `must be at most ${SIM_ROUNDS_MAX} rounds`,
    path: ['length']
  })
  .refine((x) => x.hours * x.roundsPerHour <= simRounds(x.length, x.roundsPerHour), {
    error: 'must be at least one playing time (hours) long',
    path: ['length']
  })

export const simulateInput = z.discriminatedUnion('game', [blackjackSimulateInput])

export const simulationInput = z.object({ runId: z.string().min(1).max(32) }).strict()

/** A figure and its 99 % interval; null where it is not finite (N0 with no edge, a ruin with no trials). */
export interface SimFigure {
  value: number | null
  lo: number | null
  hi: number | null
}

/** The counter's report, all in units (one unit: the smallest exact stake), per round of all spots. */
export interface BlackjackSimReport {
  count: CountSystemId
  rounds: number
  /** Index plays in use (0: basic strategy only). */
  indices: number
  avgBet: number
  evRound: SimFigure
  ev100: SimFigure
  /** Per cent of the initial bet. */
  evPct: SimFigure
  sdRound: number
  roundsPerHour: number
  winPerHour: SimFigure
  sdHour: number
  n0: SimFigure
  score: SimFigure
  ruin: {
    bankroll: number
    hours: number
    trialRounds: number
    trials: number
    busts: number
    /** Fractions (0 … 1). */
    simulated: SimFigure
    formulaWithin: SimFigure
    formulaForever: SimFigure
  }
  /** EV per initial bet (per cent) by the floored true count at the bet, with its 99 % interval, and the share of rounds. */
  byTrueCount: Array<{ tc: number; share: number; evPct: number; lo: number; hi: number }>
  /** The first trials' bankroll (units) every `every` rounds; a broke trial's path ends at its first point at or below 0. */
  paths: Array<{ every: number; units: number[] }>
  /** The final bankroll of the trials that did not go broke, as a histogram. */
  finals: { from: number; width: number; counts: number[] }
}

export interface SimulationInfo {
  runId: string
  game: 'blackjack'
  state: 'running' | 'ok' | 'cancelled' | 'failed'
  /** Share of the rounds played, 0 … 1. */
  done: number
  rounds: number
  message?: string
  /** Only when `ok`. */
  report?: BlackjackSimReport
}
