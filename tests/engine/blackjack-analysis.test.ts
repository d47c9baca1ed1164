/**
 * Exact blackjack analysis (src/core/engine/games/blackjack/analysis).
 * Golden figures: published combinatorial analyses (issue 11): Eric Farmer's blackjack CA,
 * composition-dependent zero-memory (CDZ-); Griffin, The Theory of Blackjack, for the infinite deck;
 * long simulations; the dealer's outcomes for a family of shoes against each shoe alone.
 * The brute-force property: blackjack-analysis-brute-force.test.ts.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { analyzeCa, compileRules, fullShoe } from '../../src/core/engine/games/blackjack'
import { DealerCalc } from '../../src/core/engine/games/blackjack/analysis/dealer'
import { rulesOf } from '../support/blackjack-analysis'

// Peek, double any two, split to 4 hands, no resplitting aces, 3:2, no surrender unless said.
const farmer = {
  resplitAces: false,
  surrender: 'none',
  maxHands: 4,
  doubleAfterSplit: true,
  dealerHitsSoft17: false,
  peek: true
}

describe('overall player EV against published CAs (within 0.001 percentage points)', () => {
  const cases: [string, Record<string, unknown>, number][] = [
    ['6D S17 DAS', { ...farmer, decks: 6 }, -0.40287],
    ['1D S17 DAS', { ...farmer, decks: 1 }, 0.182],
    ['6D H17 DAS LS', { ...farmer, decks: 6, dealerHitsSoft17: true, surrender: 'late' }, -0.527],
    ['8D S17 DAS', { ...farmer, decks: 8 }, -0.431]
  ]
  for (const [name, over, published] of cases) {
    it(name, () => {
      const r = rulesOf(over)
      const got = analyzeCa(compileRules(r), fullShoe(r.decks)).playerEvPercent
      expect(Math.abs(got - published)).toBeLessThanOrEqual(0.001)
    })
  }
  it('infinite deck, S17, no DAS, no resplit (Griffin −0.690223 %, Farmer −0.6902 %)', () => {
    const r = compileRules(rulesOf({ ...farmer, doubleAfterSplit: false, maxHands: 2 }))
    // An "infinite" deck: so many decks that removing a few cards changes no probability in the 9th digit.
    const got = analyzeCa(r, fullShoe(10_000_000)).playerEvPercent
    expect(Math.abs(got - -0.690223)).toBeLessThanOrEqual(0.001)
    expect(Math.abs(got - -0.6902)).toBeLessThanOrEqual(0.001)
  })
})

describe('every rule key moves the overall EV the way published rule effects do', () => {
  const base = analyzeCa(compileRules(rulesOf({ ...farmer, decks: 6 })), fullShoe(6)).playerEvPercent
  const ev = (over: Record<string, unknown>): number => {
    const r = rulesOf({ ...farmer, decks: 6, ...over })
    return analyzeCa(compileRules(r), fullShoe(6)).playerEvPercent
  }
  // Published 6-deck rule effects (Wizard of Odds / Griffin), generous bounds around them.
  it.each([
    ['H17 costs about 0.2 %', { dealerHitsSoft17: true }, -0.3, -0.15],
    ['no DAS costs about 0.14 %', { doubleAfterSplit: false }, -0.2, -0.1],
    ['late surrender gains about 0.07 %', { surrender: 'late' }, 0.04, 0.1],
    ['resplit aces gains about 0.08 %', { resplitAces: true }, 0.04, 0.12],
    ['6:5 costs about 1.4 %', { blackjackPays: '6:5' }, -1.5, -1.3],
    ['double on 10–11 only costs about 0.2 %', { doubleOn: '10-11' }, -0.3, -0.1],
    ['no splitting costs about 0.5 %', { maxHands: 1 }, -0.65, -0.35],
    ['split to 2 hands only costs a little', { maxHands: 2 }, -0.1, -0.02],
    ['hit split aces gains about 0.18 %', { hitSplitAces: true }, 0.1, 0.25],
    ['European no hole card costs about 0.11 %', { peek: false }, -0.2, -0.05],
    ['five-card Charlie gains about 1.4 %', { charlie: 5, maxCards: 'none' }, 1.1, 1.7]
  ])('%s', (_name, over, lo, hi) => {
    const d = ev(over) - base
    expect(d).toBeGreaterThanOrEqual(lo)
    expect(d).toBeLessThanOrEqual(hi)
  })
})
describe('the exact EV lies inside the 99 % interval of 100,000,000-round simulations', () => {
  // docs/sim-blackjack.md, "Reference checks": `npm run sim -- blackjack --preset vegas-6d --resplitAces false
  // --shuffle every-round --hands 100000000` with the simulator's basic strategy (off the top of a fresh
  // shoe every round, the game the CA describes).
  it.each([
    ['6D S17 DAS, no surrender', { surrender: 'none' }, -0.421, -0.361],
    ['6D S17 DAS, late surrender', { surrender: 'late' }, -0.36, -0.301],
    ['6D H17 DAS, late surrender', { surrender: 'late', dealerHitsSoft17: true }, -0.583, -0.524]
  ])('%s', (_name, over, lo, hi) => {
    const r = rulesOf({ preset: 'vegas-6d', resplitAces: false, ...over })
    const got = analyzeCa(compileRules(r), fullShoe(6)).playerEvPercent
    expect(got).toBeGreaterThanOrEqual(lo)
    expect(got).toBeLessThanOrEqual(hi)
  })
})

describe('dealer outcomes for a family of shoes in one pass', () => {
  it('equal the outcomes of each shoe computed alone', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 10, maxLength: 10 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 10 }),
        fc.boolean(),
        (counts, P, up, h17) => {
          const shoe = new Float64Array(11)
          counts.forEach((c, i) => (shoe[i + 1] = c))
          shoe[10] = (shoe[10] as number) + 20
          shoe[P] = (shoe[P] as number) + 6
          const n = shoe.reduce((a, b) => a + b, 0)
          const calc = new DealerCalc(h17)
          const family = new Float64Array(5 * 7)
          calc.outcomesRemoving(shoe, n, up, P, 5, family, 0)
          for (let k = 1; k <= 5; k++) {
            const alone = new Float64Array(7)
            const s = shoe.slice()
            s[P] = (s[P] as number) - k
            calc.outcomes(s, n - k, up, alone, 0)
            for (let i = 0; i < 7; i++) expect(family[(k - 1) * 7 + i]).toBeCloseTo(alone[i] as number, 12)
          }
        }
      ),
      { numRuns: 40, seed: 14 }
    )
  })
})
