/**
 * Every spot's payout on every roll, precomputed from `spotPays` (the one place the spot rules live):
 * 216 ordered rolls × 52 spots. The engine's settlement, the house edges and the house's
 * worst-case exposure all read this one table, so they cannot disagree.
 */
import {
  ALL_SPOTS,
  PAY_TABLE_ROWS,
  parseSpot,
  spotPays,
  type ParsedSpot,
  type SicboDice,
  type SicboPayTable
} from '@shared/games/sicbo'
import { perObject } from '../../per-object'

export const SPOT_COUNT = ALL_SPOTS.length
export const ROLL_COUNT = 216
/** Marks a losing bet in a payout table (payouts themselves are ≥ 0). */
export const LOSES = -1

const PARSED: readonly ParsedSpot[] = ALL_SPOTS.map((s) => parseSpot(s) as ParsedSpot)

/** Ordered dice → 0…215 (first die most significant). */
export function rollIndex(d1: number, d2: number, d3: number): number {
  return (d1 - 1) * 36 + (d2 - 1) * 6 + (d3 - 1)
}

export function diceOfIndex(r: number): SicboDice {
  return [Math.floor(r / 36) + 1, (Math.floor(r / 6) % 6) + 1, (r % 6) + 1]
}

/** By pay-table values: equal pay tables in different objects share one table. */
const byValues = new Map<string, Int32Array>()

/**
 * `table[roll * SPOT_COUNT + spot]` = N ("N to 1") when the spot wins on that roll, LOSES otherwise.
 * Cached per distinct pay table, by object first (a table settles every roll with the same rules
 * object); treat the result as read-only.
 */
export const payoutTable: (pay: SicboPayTable) => Int32Array = perObject((pay) => {
  const key = PAY_TABLE_ROWS.map((r) => pay[r]).join(',')
  let t = byValues.get(key)
  if (!t) {
    t = new Int32Array(ROLL_COUNT * SPOT_COUNT)
    for (let r = 0; r < ROLL_COUNT; r++) {
      const dice = diceOfIndex(r)
      for (let s = 0; s < SPOT_COUNT; s++) t[r * SPOT_COUNT + s] = spotPays(pay, PARSED[s] as ParsedSpot, dice) ?? LOSES
    }
    byValues.set(key, t)
  }
  return t
})
