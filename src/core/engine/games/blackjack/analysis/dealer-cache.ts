/** The exact analysis' memory of dealer outcomes, keyed by the multiset of cards gone from the base shoe. */
import { OUT, type DealerCalc } from './dealer'

const KEY_BASE = 30
/** KEY_POW[v] = 30^(v−1): multiset keys, exact in a double while every count stays below 30. */
export const KEY_POW: readonly number[] = Array.from({ length: 11 }, (_, v) => (v === 0 ? 0 : KEY_BASE ** (v - 1)))

/**
 * Outcomes per block of the pool: 4,096 (224 KiB). A whole ruleset remembers about 130,000; blocks are
 * added, never copied, so growing leaves no garbage behind (a pool grown by doubling left as much again).
 * The first block holds 256 (14 KiB) and each next one twice the last up to that: one hand's analysis
 * needs a few hundred, and the coach asks for one at every decision.
 */
const BLOCK = OUT * 4096
const FIRST_BLOCK = OUT * 256
/** Slots of a key index at first (one hand's analysis fills a few dozen per up-card). */
const FIRST_SLOTS = 128

/**
 * Multiset key (a whole number below 2^53) → pool offset, open addressing in typed arrays. A Map held
 * each key as a heap number (about 50 bytes an entry, and young-generation churn that doubled V8's
 * new space); here an entry is 12 bytes at a load of at most ¾.
 */
class KeyIndex {
  private keys = new Float64Array(FIRST_SLOTS).fill(-1)
  private offs = new Int32Array(FIRST_SLOTS)
  private mask = FIRST_SLOTS - 1
  size = 0

  private static hash(key: number): number {
    // The key's low and high 32 bits, mixed (keys differ by multiples of 30^k, so the low bits alone cluster).
    let h = Math.imul((key >>> 0) ^ Math.imul((key / 4294967296) >>> 0, 0x85ebca6b), 0x9e3779b1)
    h ^= h >>> 15
    return h
  }

  /** The slot holding `key`, or the empty slot where it would go. */
  private slot(key: number): number {
    const keys = this.keys
    const mask = this.mask
    let i = KeyIndex.hash(key) & mask
    for (;;) {
      const k = keys[i] as number
      if (k === key || k === -1) return i
      i = (i + 1) & mask
    }
  }

  /** The offset remembered for `key`, or −1. */
  get(key: number): number {
    const i = this.slot(key)
    return this.keys[i] === key ? (this.offs[i] as number) : -1
  }

  /** Remembers `off` for `key` unless it already has one. */
  add(key: number, off: number): void {
    const i = this.slot(key)
    if (this.keys[i] === key) return
    this.keys[i] = key
    this.offs[i] = off
    if (++this.size * 4 > this.keys.length * 3) this.grow()
  }

  /** Forgets every key, keeping the arrays at their size for the next ones. */
  clear(): void {
    this.keys.fill(-1)
    this.size = 0
  }

  private grow(): void {
    const { keys, offs } = this
    this.keys = new Float64Array(keys.length * 2).fill(-1)
    this.offs = new Int32Array(keys.length * 2)
    this.mask = keys.length * 2 - 1
    for (let j = 0; j < keys.length; j++) {
      const k = keys[j] as number
      if (k === -1) continue
      const i = this.slot(k)
      this.keys[i] = k
      this.offs[i] = offs[j] as number
    }
  }
}

/**
 * Dealer outcomes remembered per (cards gone from the base shoe, up-card), keyed `key · 11 + up-card`
 * (exact: keys stay below 30^10). A split hand's shoe is often the shoe of another hand (8,8 with an 8
 * gone is 8,8,8's), so this saves most of the dealer work. An entry made by `lookupRemoving`'s one pass
 * and the same entry made alone by `lookup` can differ in the last bit, so which one is made first must
 * stay as it is for the results to stay the same: entries are forgotten only by `clear`, which the whole
 * table calls between up-cards (analyzeTable), where no value still to come reads an up-card done. Its
 * pool and index are then filled again from the start: a whole ruleset holds one up-card's outcomes at
 * a time (≈ 18,000, 1 MB for 6 decks) instead of all ten's (128,000, 7 MB, and 2.7 MB of index).
 */
export class DealerCache {
  private readonly index = new KeyIndex()
  private readonly blocks: Float64Array[] = [new Float64Array(FIRST_BLOCK)]
  /** The block being filled, and its slots used. */
  private cur = 0
  private used = 0
  /** The block holding the outcomes the last lookup returned. */
  private last: Float64Array = this.blocks[0] as Float64Array
  constructor(readonly calc: DealerCalc) {}

  /** Offset in `this.values` of the outcomes for `key` (cards gone, up-card excluded) against u. */
  lookup(key: number, shoe: Float64Array, n: number, u: number): number {
    const m = this.index
    const got = m.get(key * 11 + u)
    if (got >= 0) return this.open(got)
    const off = this.reserve(OUT)
    const local = this.open(off)
    this.calc.outcomes(shoe, n, u, this.last, local)
    m.add(key * 11 + u, off)
    return local
  }

  /**
   * Offset in `this.values` of the outcomes for hand key `handKey` with k pair cards P gone (k = e),
   * computing the whole family k = 1 … kMax in one pass when it is missing. `shoe0`/`n0`: the shoe with
   * none gone.
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
    const m = this.index
    const pow = KEY_POW[P] as number
    const got = m.get((handKey + e * pow) * 11 + u)
    if (got >= 0) return this.open(got)
    const off = this.reserve(kMax * OUT)
    const local = this.open(off)
    this.calc.outcomesRemoving(shoe0, n0, u, P, kMax, this.last, local)
    for (let k = 1; k <= kMax; k++) m.add((handKey + k * pow) * 11 + u, off + (k - 1) * OUT)
    return this.open(m.get((handKey + e * pow) * 11 + u))
  }

  /** Pool offset of `need` fresh slots, all in one block (the next one when this has too few left). */
  private reserve(need: number): number {
    const size = (this.blocks[this.cur] as Float64Array).length
    if (this.used + need > size) {
      this.cur++
      if (this.cur === this.blocks.length) this.blocks.push(new Float64Array(Math.min(BLOCK, size * 2)))
      this.used = 0
    }
    const off = this.cur * BLOCK + this.used
    this.used += need
    return off
  }

  /** Forgets every outcome, keeping the pool and the index for the next ones (see the class). */
  clear(): void {
    this.index.clear()
    this.cur = 0
    this.used = 0
  }

  /** Makes `values` the block of pool offset `off`; returns the offset within it. */
  private open(off: number): number {
    const b = (off / BLOCK) | 0
    this.last = this.blocks[b] as Float64Array
    return off - b * BLOCK
  }

  /** The block of the outcomes the last lookup returned (its offset is within this block). */
  get values(): Float64Array {
    return this.last
  }
}
