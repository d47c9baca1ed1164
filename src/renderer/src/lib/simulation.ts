/**
 * The simulator screen's calls (`analysis.simulate`, `analysis.simulation`, `analysis.simulationCancel`)
 * and its form read into a run's input: each field checked here first, so a bad one is said in the
 * person's words beside it before anything is sent (the contract checks again).
 */
import { SIM_RAMP_MAX, SIM_ROUNDS_MAX, SIM_ROUNDS_MIN, SIM_UNITS_MAX, simRounds } from '@shared/contract/constants'
import type { TRUE_COUNT_MODES } from '@shared/contract/simulation'
import type { CountSystemId } from '@shared/games/blackjack-counts'
import type { RuleKeys } from '@shared/rules/index'
import { passThrough, type In } from './calls'

export const startSimulation = passThrough('analysis.simulate')
export const readSimulation = passThrough('analysis.simulation')
export const cancelSimulation = passThrough('analysis.simulationCancel')

/** The form as typed (numbers as the inputs hold them). */
export interface SimForm {
  count: CountSystemId
  ramp: string
  indices: boolean
  trueCount: (typeof TRUE_COUNT_MODES)[number]
  /** Per cent, 50 … 90. */
  penetration: number
  spots: number
  lengthUnit: 'rounds' | 'hours'
  length: number
  roundsPerHour: number
  bankroll: number
  hours: number
}

/** Which field is wrong (its words are `sim.invalid.<field>`). */
export type SimProblem = 'ramp' | 'penetration' | 'spots' | 'length' | 'roundsPerHour' | 'bankroll' | 'hours'

const whole = (x: number, lo: number, hi: number): boolean => Number.isInteger(x) && x >= lo && x <= hi

/** "1, 1,2 ,4" → [1, 1, 2, 4]; null unless every entry is a whole number of units in range. */
export function parseRampText(text: string): number[] | null {
  const parts = text.split(',').map((p) => p.trim())
  if (parts.length === 0 || parts.length > SIM_RAMP_MAX || parts.some((p) => !/^\d+$/.test(p))) return null
  const units = parts.map(Number)
  return units.every((u) => whole(u, 1, SIM_UNITS_MAX)) ? units : null
}

/** The run's input for these rules, or the first field at fault. */
export function simulationInput(
  form: SimForm,
  keys: RuleKeys
): { ok: true; input: In<'analysis.simulate'> } | { ok: false; problem: SimProblem } {
  const ramp = parseRampText(form.ramp)
  if (!ramp) return { ok: false, problem: 'ramp' }
  if (!(form.penetration >= 50 && form.penetration <= 90)) return { ok: false, problem: 'penetration' }
  if (!whole(form.spots, 1, 7)) return { ok: false, problem: 'spots' }
  if (!whole(form.roundsPerHour, 10, 1000)) return { ok: false, problem: 'roundsPerHour' }
  const length = { unit: form.lengthUnit, value: form.length }
  const rounds = simRounds(length, form.roundsPerHour)
  if (!whole(form.length, 1, SIM_ROUNDS_MAX) || !whole(rounds, SIM_ROUNDS_MIN, SIM_ROUNDS_MAX))
    return { ok: false, problem: 'length' }
  if (!whole(form.bankroll, 1, 100_000_000)) return { ok: false, problem: 'bankroll' }
  if (!whole(form.hours, 1, 100_000) || form.hours * form.roundsPerHour > rounds) return { ok: false, problem: 'hours' }
  return {
    ok: true,
    input: {
      game: 'blackjack',
      // Two decimals of a per cent are all a person types; the rules take a fraction.
      keys: { ...keys, penetration: Math.round(form.penetration * 100) / 10_000 },
      count: form.count,
      ramp,
      indices: form.indices,
      trueCount: form.trueCount,
      spots: form.spots,
      length,
      roundsPerHour: form.roundsPerHour,
      bankroll: form.bankroll,
      hours: form.hours
    }
  }
}
