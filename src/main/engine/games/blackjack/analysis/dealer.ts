/**
 * The dealer's final-total probabilities for an exact shoe, drawing without replacement.
 *
 * For each up-card the dealer's possible draws (hole card and hits) are enumerated once per S17/H17 as
 * multisets of card values, each with the number of drawing orders that reach it (the dealer stops the
 * first time it stands, so only some orders are valid). For a given shoe the probability of a multiset
 * is then that count times a product of falling factorials, so one shoe costs one pass over a few hundred
 * multisets per up-card instead of a walk of the drawing tree.
 *
 * Outcomes are unconditional: the hole card is drawn from the shoe like any other card, so a dealer
 * blackjack is one of the outcomes (index BJ). Callers that need "given no blackjack" condition.
 */

/** Outcome slots: 0–4 final totals 17–21 (not a blackjack), 5 blackjack, 6 bust. */
export const OUT = 7
export const BJ = 5
export const BUST = 6

interface UpTable {
  /** Per multiset: offset into `pairs`, number of distinct values, cards drawn, outcome slot, orders. */
  start: Int32Array
  distinct: Int32Array
  drawn: Int32Array
  slot: Int32Array
  orders: Float64Array
  /** (value, count) pairs, flattened. */
  pairs: Int32Array
  /** Most cards of one value in any multiset (bounds the falling-factorial table). */
  maxCount: number
  maxDrawn: number
}

const tables = new Map<boolean, UpTable[]>()

function enumerate(up: number, h17: boolean): UpTable {
  const found = new Map<string, { counts: number[]; drawn: number; slot: number; orders: number }>()
  const counts = new Array<number>(11).fill(0)
  const walk = (hard: number, ace: boolean, drawn: number): void => {
    const total = ace && hard <= 11 ? hard + 10 : hard
    if (total > 21) return // busts are 1 − the rest
    const stands = total > 17 || (total === 17 && !(h17 && ace && hard === 7))
    if (stands) {
      // Two cards making 21 are a blackjack, counted apart from the enumeration (it is one draw).
      if (drawn === 1 && total === 21) return
      const key = counts.join(',')
      const f = found.get(key)
      if (f) f.orders++
      else found.set(key, { counts: counts.slice(), drawn, slot: total - 17, orders: 1 })
      return
    }
    for (let v = 1; v <= 10; v++) {
      counts[v] = (counts[v] as number) + 1
      walk(hard + v, ace || v === 1, drawn + 1)
      counts[v] = (counts[v] as number) - 1
    }
  }
  walk(up, up === 1, 0)
  const list = [...found.values()]
  const start = new Int32Array(list.length)
  const distinct = new Int32Array(list.length)
  const drawn = new Int32Array(list.length)
  const slot = new Int32Array(list.length)
  const orders = new Float64Array(list.length)
  const pairs: number[] = []
  let maxCount = 0
  let maxDrawn = 0
  list.forEach((h, i) => {
    start[i] = pairs.length
    let d = 0
    for (let v = 1; v <= 10; v++) {
      const c = h.counts[v] as number
      if (c > 0) {
        pairs.push(v, c)
        d++
        if (c > maxCount) maxCount = c
      }
    }
    distinct[i] = d
    drawn[i] = h.drawn
    slot[i] = h.slot
    orders[i] = h.orders
    if (h.drawn > maxDrawn) maxDrawn = h.drawn
  })
  return { start, distinct, drawn, slot, orders, pairs: Int32Array.from(pairs), maxCount, maxDrawn }
}

function tablesFor(h17: boolean): UpTable[] {
  let t = tables.get(h17)
  if (!t) {
    t = []
    for (let up = 1; up <= 10; up++) t.push(enumerate(up, h17))
    tables.set(h17, t)
  }
  return t
}

/**
 * A calculator bound to S17/H17. `outcomes(shoe, n, up, out, at)` writes the 7 outcome probabilities for
 * up-card `up` into out[at…at+6], where `shoe[1..10]` counts the cards the dealer draws from (the
 * up-card NOT included) and n is their sum.
 */
export class DealerCalc {
  private readonly t: UpTable[]
  /** ff[v * K + k] = falling factorial shoe[v]·(shoe[v]−1)…, k factors. */
  private readonly ff: Float64Array
  private readonly inv: Float64Array
  private readonly K: number

  constructor(h17: boolean) {
    this.t = tablesFor(h17)
    let k = 0
    let d = 0
    for (const u of this.t) {
      k = Math.max(k, u.maxCount)
      d = Math.max(d, u.maxDrawn)
    }
    this.K = k + 1
    this.ff = new Float64Array(11 * this.K)
    this.inv = new Float64Array(d + 1)
  }

  outcomes(shoe: ArrayLike<number>, n: number, up: number, out: Float64Array, at: number): void {
    for (let i = 0; i < OUT; i++) out[at + i] = 0
    if (n <= 0) {
      // No card left for the dealer: treat as standing short (never happens in a real shoe).
      out[at + BUST] = 0
      return
    }
    const t = this.t[up - 1] as UpTable
    const K = this.K
    const ff = this.ff
    for (let v = 1; v <= 10; v++) {
      const s = shoe[v] as number
      let p = 1
      ff[v * K] = 1
      for (let k = 1; k < K; k++) {
        p = p > 0 && s - k + 1 > 0 ? p * (s - k + 1) : 0
        ff[v * K + k] = p
      }
    }
    const inv = this.inv
    let q = 1
    inv[0] = 1
    for (let m = 1; m < inv.length; m++) {
      q = q > 0 && n - m + 1 > 0 ? q * (n - m + 1) : 0
      inv[m] = q > 0 ? 1 / q : 0
    }
    const { start, distinct, drawn, slot, orders, pairs } = t
    const len = start.length
    let sum = 0
    for (let i = 0; i < len; i++) {
      let p = (orders[i] as number) * (inv[drawn[i] as number] as number)
      let o = start[i] as number
      for (let d = distinct[i] as number; d > 0; d--, o += 2) p *= ff[(pairs[o] as number) * K + (pairs[o + 1] as number)] as number
      if (p !== 0) {
        const s = at + (slot[i] as number)
        out[s] = (out[s] as number) + p
        sum += p
      }
    }
    let bj = 0
    if (up === 1) bj = (shoe[10] as number) / n
    else if (up === 10) bj = (shoe[1] as number) / n
    if (bj < 0) bj = 0
    out[at + BJ] = bj
    const bust = 1 - sum - bj
    out[at + BUST] = bust > 0 ? bust : 0
  }

  /** P(the hole card makes a blackjack) for up-card `up` drawing from `shoe`. */
  static blackjack(shoe: ArrayLike<number>, n: number, up: number): number {
    if (n <= 0) return 0
    if (up === 1) return Math.max(0, shoe[10] as number) / n
    if (up === 10) return Math.max(0, shoe[1] as number) / n
    return 0
  }
}
