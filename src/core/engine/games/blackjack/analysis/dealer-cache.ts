/** The exact analysis' memory of dealer outcomes, keyed by the multiset of cards gone from the base shoe. */
import { OUT, type DealerCalc } from './dealer'

const KEY_BASE = 30
/** KEY_POW[v] = 30^(v−1): multiset keys, exact in a double while every count stays below 30. */
export const KEY_POW: readonly number[] = Array.from({ length: 11 }, (_, v) => (v === 0 ? 0 : KEY_BASE ** (v - 1)))

/**
 * Dealer outcomes remembered per (cards gone from the base shoe, up-card). A split hand's shoe is often
 * the shoe of another hand (8,8 with an 8 gone is 8,8,8's), so this saves most of the dealer work.
 */
export class DealerCache {
  private readonly at: Map<number, number>[] = Array.from({ length: 11 }, () => new Map<number, number>())
  // Small at first: one hand's analysis needs a few hundred entries, a whole ruleset grows it by doubling.
  private pool = new Float64Array(OUT * 256)
  private used = 0
  constructor(readonly calc: DealerCalc) {}

  /** Offset in `this.values` of the outcomes for `key` (cards gone, up-card excluded) against u. */
  lookup(key: number, shoe: Float64Array, n: number, u: number): number {
    const m = this.at[u] as Map<number, number>
    const got = m.get(key)
    if (got !== undefined) return got
    const off = this.reserve(OUT)
    this.calc.outcomes(shoe, n, u, this.pool, off)
    m.set(key, off)
    return off
  }

  /**
   * Offset of the outcomes for hand key `handKey` with k pair cards P gone (k = e), computing the
   * whole family k = 1 … kMax in one pass when it is missing. `shoe0`/`n0`: the shoe with none gone.
   */
  lookupRemoving(
    handKey: number,
    shoe0: Float64Array,
    n0: number,
    u: number,
    P: number,
    e: number,
    kMax: number
  ): number {
    const m = this.at[u] as Map<number, number>
    const pow = KEY_POW[P] as number
    const want = handKey + e * pow
    const got = m.get(want)
    if (got !== undefined) return got
    const off = this.reserve(kMax * OUT)
    this.calc.outcomesRemoving(shoe0, n0, u, P, kMax, this.pool, off)
    for (let k = 1; k <= kMax; k++) {
      const key = handKey + k * pow
      if (!m.has(key)) m.set(key, off + (k - 1) * OUT)
    }
    return m.get(want) as number
  }

  /** Offset of `need` fresh slots in the pool, doubling it as often as that takes. */
  private reserve(need: number): number {
    while (this.used + need > this.pool.length) {
      const bigger = new Float64Array(this.pool.length * 2)
      bigger.set(this.pool)
      this.pool = bigger
    }
    const off = this.used
    this.used += need
    return off
  }

  get values(): Float64Array {
    return this.pool
  }

  get size(): number {
    return this.used / OUT
  }
}
