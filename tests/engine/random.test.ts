/**
 * Randomness: rejection sampling has no modulo bias, and the HMAC dice are uniform and serially
 * uncorrelated. Statistical bounds are computed here from the distributions, at 99 % (chi-square)
 * or 4 standard deviations (correlation); the seeds are fixed, so the results are reproducible.
 */
import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FastRng, rollDice, shuffleInPlace, uniformFromWords } from '../../src/core/engine/random'
import { fairDice } from '../../src/core/fairness/outcome'
import { HmacStream } from '../../src/core/fairness/stream'

const TWO32 = 2 ** 32

/** A word stream that hands out the given words in order and counts how many were taken. */
function mockWords(words: number[]): { next: () => number; taken: () => number } {
  let i = 0
  return {
    next: () => {
      if (i >= words.length) throw new Error('the mock stream ran out of words')
      return words[i++] as number
    },
    taken: () => i
  }
}

/** Upper 99 % point of chi-square with `df` degrees of freedom (Wilson–Hilferty; exact to <0.5 % here). */
function chiSquare99(df: number): number {
  const z = 2.3263478740408408
  const a = 2 / (9 * df)
  return df * (1 - a + z * Math.sqrt(a)) ** 3
}

function chiSquare(counts: number[], expected: number): number {
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0)
}

describe('rejection sampling (uniformFromWords)', () => {
  it('accepts exactly the words below the largest multiple of n and maps them by residue', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: TWO32 }), (n) => {
        const limit = Math.floor(TWO32 / n) * n // largest multiple of n not above 2^32
        // The last acceptable word is taken at once …
        const a = mockWords([limit - 1])
        expect(uniformFromWords(a.next, n)).toBe((limit - 1) % n)
        expect(a.taken()).toBe(1)
        // … while every word from the limit up is thrown away, however many come in a row.
        const top = limit < TWO32 ? [limit, TWO32 - 1] : []
        const b = mockWords([...top, 0])
        expect(uniformFromWords(b.next, n)).toBe(0)
        expect(b.taken()).toBe(top.length + 1)
      })
    )
  })

  it('is exactly uniform: every residue has the same number of accepted words (int(3), int(6), int(52) …)', () => {
    for (const n of [3, 5, 6, 7, 52, 311, 2 ** 31 + 1]) {
      const limit = Math.floor(TWO32 / n) * n
      const perResidue = Array.from({ length: Math.min(n, 7) }, (_, r) => Math.floor((limit - 1 - r) / n) + 1)
      expect(new Set(perResidue).size).toBe(1)
      // Plain `w % n` over all words is what the rejection avoids: for n = 3 residue 0 gets one more word.
      if (n === 3)
        expect([0, 1, 2].map((r) => Math.floor((TWO32 - 1 - r) / 3) + 1)).toEqual([1431655766, 1431655765, 1431655765])
    }
  })

  it('int(3) over a mocked stream covering whole blocks of 3 words comes out exactly uniform', () => {
    // Words 0…2999 then the rejected top word mixed in: every block of three residues is complete,
    // so an unbiased sampler returns each value exactly 1000 times, and consumes the top words for nothing.
    const words: number[] = []
    for (let w = 0; w < 3000; w++) {
      words.push(w)
      if (w % 500 === 0) words.push(TWO32 - 1)
    }
    const s = mockWords(words)
    const counts = [0, 0, 0]
    for (let i = 0; i < 3000; i++) (counts[uniformFromWords(s.next, 3)] as number)++
    expect(counts).toEqual([1000, 1000, 1000])
    expect(s.taken()).toBe(words.length)
  })

  it('refuses n outside 1 … 2^32', () => {
    expect(() => uniformFromWords(() => 0, 0)).toThrow(RangeError)
    expect(() => uniformFromWords(() => 0, TWO32 + 1)).toThrow(RangeError)
    expect(() => uniformFromWords(() => 0, 2.5)).toThrow(RangeError)
    expect(uniformFromWords(() => 12345, 1)).toBe(0)
  })
})

describe('HMAC dice', () => {
  const seed = createHash('sha256').update('banxanh dice uniformity').digest('hex')
  const ROLLS = 600_000

  const stream = new HmacStream(seed, 'stats', 1)
  const outcomes = new Array<number>(216).fill(0)
  const faces = [new Array<number>(6).fill(0), new Array<number>(6).fill(0), new Array<number>(6).fill(0)]
  const values: number[] = []
  for (let i = 0; i < ROLLS; i++) {
    const [a, b, c] = rollDice(stream)
    ;(outcomes[(a - 1) * 36 + (b - 1) * 6 + (c - 1)] as number)++
    ;(faces[0] as number[])[a - 1]!++
    ;(faces[1] as number[])[b - 1]!++
    ;(faces[2] as number[])[c - 1]!++
    values.push(a, b, c)
  }

  it('600,000 rolls: the 216 ordered outcomes pass chi-square at 99 % (df = 215)', () => {
    expect(chiSquare(outcomes, ROLLS / 216)).toBeLessThan(chiSquare99(215))
  })

  it('600,000 rolls: each die position passes chi-square at 99 % (df = 5)', () => {
    for (const f of faces) expect(chiSquare(f, ROLLS / 6)).toBeLessThan(chiSquare99(5))
  })

  it('successive dice are uncorrelated (lag 1, 2 and 3 within 4 standard errors)', () => {
    const n = values.length
    const mean = values.reduce((s, v) => s + v, 0) / n
    const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / n
    for (const lag of [1, 2, 3]) {
      let cov = 0
      for (let i = 0; i + lag < n; i++) cov += ((values[i] as number) - mean) * ((values[i + lag] as number) - mean)
      const r = cov / (n - lag) / variance
      expect(Math.abs(r)).toBeLessThan(4 / Math.sqrt(n))
    }
  })

  it('fairDice over 60,000 consecutive nonces (as real rounds draw them) is uniform per die at 99 %', () => {
    const perDie = [new Array<number>(6).fill(0), new Array<number>(6).fill(0), new Array<number>(6).fill(0)]
    const N = 60_000
    for (let nonce = 0; nonce < N; nonce++) {
      const d = fairDice({ serverSeed: seed, clientSeed: 'rounds', nonce })
      for (let k = 0; k < 3; k++) (perDie[k] as number[])[(d[k] as number) - 1]!++
    }
    for (const f of perDie) expect(chiSquare(f, N / 6)).toBeLessThan(chiSquare99(5))
  })

  it('the 99 % chi-square points used above match published tables', () => {
    expect(chiSquare99(5)).toBeCloseTo(15.086, 1)
    expect(Math.abs(chiSquare99(215) - 266.159)).toBeLessThan(0.3)
  })

  it('the same test catches a die that shows 6 a third of a percent too often (its power)', () => {
    const biased = new HmacStream(seed, 'biased', 1)
    const counts = new Array<number>(6).fill(0)
    for (let i = 0; i < ROLLS; i++) {
      const w = biased.int(TWO32)
      ;(counts[Math.min(5, Math.floor((w / TWO32) * 6.02))] as number)++
    }
    expect(chiSquare(counts, ROLLS / 6)).toBeGreaterThan(chiSquare99(5))
  })
})

describe('FastRng.int', () => {
  it('keeps and maps exactly the words uniformFromWords would, rejections included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffff_ffff }),
        fc.array(
          fc.oneof(
            fc.integer({ min: 1, max: 400 }),
            fc.integer({ min: 1, max: TWO32 }),
            fc.integer({ min: TWO32 / 2, max: TWO32 })
          ),
          { minLength: 1, maxLength: 200 }
        ),
        (seed, ns) => {
          const fast = new FastRng(seed)
          const words = new FastRng(seed)
          for (const n of ns) expect(fast.int(n)).toBe(uniformFromWords(() => words.word(), n))
          // Both took the same number of words: the next one is the same.
          expect(fast.word()).toBe(words.word())
        }
      )
    )
  })

  it('shuffles (shuffleInPlace, and a prefix) exactly as Fisher–Yates over uniformFromWords does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffff_ffff }),
        fc.integer({ min: 0, max: 400 }),
        fc.nat(),
        (seed, n, cut) => {
          const items = Array.from({ length: n }, (_, i) => i)
          const words = new FastRng(seed)
          const expected = items.slice()
          const length = n === 0 ? 0 : cut % (n + 1)
          for (let i = length - 1; i > 0; i--) {
            const j = uniformFromWords(() => words.word(), i + 1)
            const t = expected[i] as number
            expected[i] = expected[j] as number
            expected[j] = t
          }
          const fast = new FastRng(seed)
          expect(fast.shuffle(items.slice(), length)).toEqual(expected)
          expect(fast.word()).toBe(words.word())
          if (length === n) expect(shuffleInPlace(items.slice(), new FastRng(seed))).toEqual(expected)
        }
      )
    )
  })

  it('refuses n out of range as uniformFromWords does', () => {
    const r = new FastRng(1)
    for (const n of [0, -1, 1.5, TWO32 + 1, Number.NaN]) expect(() => r.int(n)).toThrow(RangeError)
  })
})
