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

const cache = new Map<string, Int32Array>()
/** By pay-table object first: a table settles every roll with the same rules object. */
const byObject = new WeakMap<SicboPayTable, Int32Array>()
let lastPay: SicboPayTable | null = null
let lastTable: Int32Array | null = null

/**
 * `table[roll * SPOT_COUNT + spot]` = N ("N to 1") when the spot wins on that roll, LOSES otherwise.
 * Cached per distinct pay table; treat the result as read-only.
 */
export function payoutTable(pay: SicboPayTable): Int32Array {
  if (pay === lastPay) return lastTable as Int32Array
  const known = byObject.get(pay)
  if (known) {
    lastPay = pay
    lastTable = known
    return known
  }
  const key = PAY_TABLE_ROWS.map((r) => pay[r]).join(',')
  let t = cache.get(key)
  if (!t) {
    t = new Int32Array(ROLL_COUNT * SPOT_COUNT)
    for (let r = 0; r < ROLL_COUNT; r++) {
      const dice = diceOfIndex(r)
      for (let s = 0; s < SPOT_COUNT; s++) t[r * SPOT_COUNT + s] = spotPays(pay, PARSED[s] as ParsedSpot, dice) ?? LOSES
    }
    cache.set(key, t)
  }
  byObject.set(pay, t)
  lastPay = pay
  lastTable = t
  return t
}
