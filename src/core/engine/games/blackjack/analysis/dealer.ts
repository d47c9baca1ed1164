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

/**
 * One up-card's multisets as a prefix tree over (value, count) steps, tens first, flattened in preorder
 * so one forward pass computes every multiset's product of falling factorials with one multiplication
 * per tree node: val[i] = val[parent[i]] · ff[factor[i]].
 */
interface UpTable {
  parent: Int32Array
  /** Index v · K + count into the falling-factorial table. */
  factor: Int32Array
  /** Drawing orders for a node that is a whole multiset; 0 for inner nodes only. */
  orders: Float64Array
  drawn: Int32Array
  slot: Int32Array
  maxCount: number
  maxDrawn: number
  /** Most cards of each value in any of this up-card's multisets (bounds its falling factorials). */
  maxPer: Int32Array
  /** counts[i · 11 + v]: cards of value v in node i's multiset (the path from the root). */
  counts: Int8Array
}

/** Tree nodes are built with K = 32 (every count is smaller); the calculator's table uses the same. */
const K = 32
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
  // Insert every multiset as its (value, count) steps, tens first.
  type TNode = { kids: Map<number, TNode>; factor: number; orders: number; drawn: number; slot: number }
  const root: TNode = { kids: new Map(), factor: -1, orders: 0, drawn: 0, slot: 0 }
  let maxCount = 0
  let maxDrawn = 0
  const maxPer = new Int32Array(11)
  for (const h of list) {
    for (let v = 1; v <= 10; v++) if ((h.counts[v] as number) > (maxPer[v] as number)) maxPer[v] = h.counts[v] as number
    let at = root
    for (let v = 10; v >= 1; v--) {
      const c = h.counts[v] as number
      if (c === 0) continue
      if (c > maxCount) maxCount = c
      const f = v * K + c
      let next = at.kids.get(f)
      if (!next) {
        next = { kids: new Map(), factor: f, orders: 0, drawn: 0, slot: 0 }
        at.kids.set(f, next)
      }
      at = next
    }
    at.orders = h.orders
    at.drawn = h.drawn
    at.slot = h.slot
    if (h.drawn > maxDrawn) maxDrawn = h.drawn
  }
  const parent: number[] = []
  const factor: number[] = []
  const orders: number[] = []
  const drawn: number[] = []
  const slot: number[] = []
  // Index 0 is the root (value 1); every other node's parent index is smaller than its own.
  parent.push(0)
  factor.push(0)
  orders.push(0)
  drawn.push(0)
  slot.push(0)
  const visit = (n: TNode, p: number): void => {
    const me = parent.length
    parent.push(p)
    factor.push(n.factor)
    orders.push(n.orders)
    drawn.push(n.drawn)
    slot.push(n.slot)
    for (const k of n.kids.values()) visit(k, me)
  }
  for (const k of root.kids.values()) visit(k, 0)
  const nodeCounts = new Int8Array(parent.length * 11)
  for (let i = 1; i < parent.length; i++) {
    const pa = parent[i] as number
    for (let v = 1; v <= 10; v++) nodeCounts[i * 11 + v] = nodeCounts[pa * 11 + v] as number
    const f = factor[i] as number
    nodeCounts[i * 11 + Math.floor(f / K)] = f % K
  }
  return {
    counts: nodeCounts,
    parent: Int32Array.from(parent),
    factor: Int32Array.from(factor),
    orders: Float64Array.from(orders),
    drawn: Int32Array.from(drawn),
    slot: Int32Array.from(slot),
    maxCount,
    maxDrawn,
    maxPer
  }
}

/** out[at + c] = s·(s−1)…(s−c+1) for c = 0 … last: the ways to draw c cards of a kind from s (0 past s). */
function falling(out: Float64Array, at: number, s: number, last: number): void {
  let p = 1
  out[at] = 1
  for (let c = 1; c <= last; c++) {
    p = p > 0 && s - c + 1 > 0 ? p * (s - c + 1) : 0
    out[at + c] = p
  }
}

/** out[m] = 1 / (n·(n−1)…(n−m+1)) for m = 0 … last, 0 where fewer than m cards are left. */
function inverseFalling(out: Float64Array, n: number, last: number): void {
  falling(out, 0, n, last)
  for (let m = 1; m <= last; m++) {
    const q = out[m] as number
    out[m] = q > 0 ? 1 / q : 0
  }
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
  private readonly ff = new Float64Array(11 * K)
  private readonly inv: Float64Array
  private readonly val: Float64Array
  private readonly maxCount: number
  private multiFF = new Float64Array(0)
  private multiInv = new Float64Array(0)
  private multiAcc = new Float64Array(0)

  constructor(h17: boolean) {
    this.t = tablesFor(h17)
    let d = 0
    let c = 0
    let len = 0
    for (const u of this.t) {
      d = Math.max(d, u.maxDrawn)
      c = Math.max(c, u.maxCount)
      len = Math.max(len, u.parent.length)
    }
    this.inv = new Float64Array(d + 1)
    this.val = new Float64Array(len)
    this.maxCount = c
  }

  outcomes(shoe: Float64Array, n: number, up: number, out: Float64Array, at: number): void {
    for (let i = 0; i < OUT; i++) out[at + i] = 0
    if (n <= 0) return
    const t = this.t[up - 1] as UpTable
    const ff = this.ff
    for (let v = 1; v <= 10; v++) falling(ff, v * K, shoe[v] as number, t.maxPer[v] as number)
    const inv = this.inv
    inverseFalling(inv, n, t.maxDrawn)
    const { parent, factor, orders, drawn, slot } = t
    const val = this.val
    const len = parent.length
    val[0] = 1
    let s17 = 0
    let s18 = 0
    let s19 = 0
    let s20 = 0
    let s21 = 0
    for (let i = 1; i < len; i++) {
      const x = (val[parent[i] as number] as number) * (ff[factor[i] as number] as number)
      val[i] = x
      const o = orders[i] as number
      if (o !== 0 && x !== 0) {
        const p = x * o * (inv[drawn[i] as number] as number)
        switch (slot[i] as number) {
          case 0:
            s17 += p
            break
          case 1:
            s18 += p
            break
          case 2:
            s19 += p
            break
          case 3:
            s20 += p
            break
          default:
            s21 += p
        }
      }
    }
    out[at] = s17
    out[at + 1] = s18
    out[at + 2] = s19
    out[at + 3] = s20
    out[at + 4] = s21
    let bj = 0
    if (up === 1) bj = (shoe[10] as number) / n
    else if (up === 10) bj = (shoe[1] as number) / n
    if (bj < 0) bj = 0
    out[at + BJ] = bj
    const bust = 1 - s17 - s18 - s19 - s20 - s21 - bj
    out[at + BUST] = bust > 0 ? bust : 0
  }

  /**
   * The outcomes for the shoes `shoe − k·P` (k = 1 … kMax) in one pass over the tree: split hands see
   * the same shoe with one more pair card gone per resplit level. A multiset's probability differs
   * between them only by the pair card's falling factorial (of how many P it holds) and the shoe size's
   * (of how many cards it holds), so the pass sums the rest per (outcome, P count, cards drawn) and each
   * k is then a short weighted sum. Writes kMax blocks of 7 at out[at + (k−1)·7].
   */
  outcomesRemoving(
    shoe: Float64Array,
    n: number,
    up: number,
    P: number,
    kMax: number,
    out: Float64Array,
    at: number
  ): void {
    const t = this.t[up - 1] as UpTable
    const ff = this.ff
    const maxPer = t.maxPer
    // The pair card's factor is applied per k afterwards.
    for (let v = 1; v <= 10; v++) {
      const C = maxPer[v] as number
      if (v === P) ff.fill(1, v * K, v * K + C + 1)
      else falling(ff, v * K, shoe[v] as number, C)
    }
    const MD = t.maxDrawn + 1
    const DP = (maxPer[P] as number) + 1
    const BS = DP * MD
    if (this.multiAcc.length < 5 * BS) this.multiAcc = new Float64Array(5 * BS)
    const acc = this.multiAcc
    acc.fill(0, 0, 5 * BS)
    const { parent, factor, orders, drawn, slot, counts } = t
    const val = this.val
    const len = parent.length
    val[0] = 1
    for (let i = 1; i < len; i++) {
      const x = (val[parent[i] as number] as number) * (ff[factor[i] as number] as number)
      val[i] = x
      const o = orders[i] as number
      if (o !== 0 && x !== 0) {
        const b = (slot[i] as number) * BS + (counts[i * 11 + P] as number) * MD + (drawn[i] as number)
        acc[b] = (acc[b] as number) + x * o
      }
    }
    const fP = this.multiFF.length >= DP ? this.multiFF : (this.multiFF = new Float64Array(DP + 16))
    const inv = this.multiInv.length >= MD ? this.multiInv : (this.multiInv = new Float64Array(MD + 16))
    for (let k = 1; k <= kMax; k++) {
      const nk = n - k
      falling(fP, 0, (shoe[P] as number) - k, DP - 1)
      inverseFalling(inv, nk, MD - 1)
      const base = at + (k - 1) * OUT
      let sum = 0
      for (let sl = 0; sl < 5; sl++) {
        let x = 0
        for (let d = 0; d < DP; d++) {
          const w = fP[d] as number
          if (w === 0) continue
          const row = sl * BS + d * MD
          let y = 0
          for (let m = 1; m < MD; m++) y += (acc[row + m] as number) * (inv[m] as number)
          x += w * y
        }
        out[base + sl] = x
        sum += x
      }
      let bj = 0
      if (nk > 0) {
        if (up === 1) bj = Math.max(0, (shoe[10] as number) - (P === 10 ? k : 0)) / nk
        else if (up === 10) bj = Math.max(0, (shoe[1] as number) - (P === 1 ? k : 0)) / nk
      }
      out[base + BJ] = bj
      const bust = 1 - sum - bj
      out[base + BUST] = nk > 0 && bust > 0 ? bust : 0
    }
  }

  /** P(the hole card makes a blackjack) for up-card `up` drawing from `shoe`. */
  static blackjack(shoe: ArrayLike<number>, n: number, up: number): number {
    if (n <= 0) return 0
    if (up === 1) return Math.max(0, shoe[10] as number) / n
    if (up === 10) return Math.max(0, shoe[1] as number) / n
    return 0
  }
}
