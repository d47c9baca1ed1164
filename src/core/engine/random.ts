/**
 * Randomness as the engine sees it: an injected source of uniform integers. Real play uses the
 * fair HMAC stream (src/core/fairness); simulations may use the fast seeded PRNG below. Both are
 * consumed only through `RandomSource`, so the engine itself stays pure and replayable.
 */
import type { Card } from '@shared/cards'

export interface RandomSource {
  /** Uniform integer in [0, n), 1 ≤ n ≤ 2^32, with no modulo bias. */
  int(n: number): number
}

/** Draws unbiased integers from any stream of uniform 32-bit words by rejection sampling. */
export function uniformFromWords(nextWord: () => number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 0x1_0000_0000) throw new RangeError(`int(${n}) out of range`)
  if (n === 1) return 0
  // Largest multiple of n that fits in 2^32: words at or above it would bias the low residues.
  const limit = 0x1_0000_0000 - (0x1_0000_0000 % n)
  for (;;) {
    const w = nextWord()
    if (w < limit) return w % n
  }
}

/** In-place Fisher–Yates (Durstenfeld), consuming `rng.int` from the top of the array down. */
export function shuffleInPlace<T>(items: T[], rng: RandomSource): T[] {
  if (rng instanceof FastRng) return rng.shuffle(items)
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1)
    const tmp = items[i] as T
    items[i] = items[j] as T
    items[j] = tmp
  }
  return items
}

export function shuffled(cards: readonly Card[], rng: RandomSource): Card[] {
  return shuffleInPlace(cards.slice(), rng)
}

export type Dice = [number, number, number]

export function rollDice(rng: RandomSource): Dice {
  return [rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1]
}

/**
 * sfc32 seeded through splitmix32: small, fast and statistically solid for Monte-Carlo work.
 * Never used for real play.
 */
export class FastRng implements RandomSource {
  /**
   * a, b, c, d. In a typed array: uint32 values above 2^31 are not small integers, and as plain
   * fields every store would box a new heap number (the simulators draw tens of millions of words).
   */
  private readonly st = new Uint32Array(4)

  constructor(seed: number) {
    let s = seed >>> 0
    const next = (): number => {
      s = (s + 0x9e3779b9) >>> 0
      let z = s
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
      return (z ^ (z >>> 16)) >>> 0
    }
    this.st[0] = next()
    this.st[1] = next()
    this.st[2] = next()
    this.st[3] = next()
    for (let i = 0; i < 12; i++) this.word()
  }

  word(): number {
    const st = this.st
    const a = st[0] as number
    const b = st[1] as number
    const c = st[2] as number
    const d = st[3] as number
    const t = (((a + b) >>> 0) + d) >>> 0
    st[3] = d + 1
    st[0] = b ^ (b >>> 9)
    st[1] = c + (c << 3)
    const c2 = ((c << 21) | (c >>> 11)) >>> 0
    st[2] = c2 + t
    return t
  }

  /**
   * `shuffleInPlace` with this generator, the same draws in the same order (`int(i + 1)` from the top
   * down), with the generator's state in locals for the loop: a simulator reshuffles a shoe every
   * few dozen rounds, and this was a quarter of its time. `length`: shuffle only the first ones.
   */
  shuffle<T>(items: T[], length = items.length): T[] {
    const st = this.st
    let a = st[0] as number
    let b = st[1] as number
    let c = st[2] as number
    let d = st[3] as number
    for (let i = length - 1; i > 0; i--) {
      const n = i + 1
      let j: number
      for (;;) {
        // word(), as above, on the locals
        const t = (((a + b) >>> 0) + d) >>> 0
        d = (d + 1) >>> 0
        a = (b ^ (b >>> 9)) >>> 0
        b = (c + (c << 3)) >>> 0
        c = ((((c << 21) | (c >>> 11)) >>> 0) + t) >>> 0
        const r = t - Math.floor(t / n) * n
        if (t - r + n <= 0x1_0000_0000) {
          j = r
          break
        }
      }
      const tmp = items[i] as T
      items[i] = items[j] as T
      items[j] = tmp
    }
    st[0] = a
    st[1] = b
    st[2] = c
    st[3] = d
    return items
  }

  /**
   * `uniformFromWords` over `word()`, written out for the simulators' loops (no closure, one modulo):
   * a word is kept iff its whole block of n values fits below 2^32, i.e. iff it is below the largest
   * multiple of n that fits, so the words kept and the values returned are exactly the same.
   */
  int(n: number): number {
    if (!(n >= 1 && n <= 0x1_0000_0000) || Math.floor(n) !== n) throw new RangeError(`int(${n}) out of range`)
    if (n === 1) return 0
    for (;;) {
      const w = this.word()
      // w % n without the floating-point remainder a uint32 above 2^31 would take: exact, since
      // w / n is never within an ulp of the next whole number for w, n ≤ 2^32.
      const r = w - Math.floor(w / n) * n
      if (w - r + n <= 0x1_0000_0000) return r
    }
  }
}
