/**
 * Counting systems as data (src/shared/games/blackjack-counts.ts), against the published tables:
 * - Hi-Lo: Stanford Wong, *Professional Blackjack*; the Wizard of Odds' "High-Low" page (its worked
 *   example below); Michael Shackleford, *The Wizard of Odds* book (the RC sequence below, RC = 12 with 4
 *   decks left is TC 3).
 * - KO: Vancura & Fuchs, *Knock-Out Blackjack* (1998): 2–7 +1, 8–9 0, T and A −1; the initial running
 *   count 0, −4, −20, −28 for 1, 2, 6, 8 decks; a full deck counts +4.
 * - Hi-Opt II: Humble & Cooper, *The World's Greatest Blackjack Book* (1980).
 * - Omega II: Bryce Carlson, *Blackjack for Blood* (1992).
 * (The four side by side: QFIT's and the Blackjack Review Network's comparisons of counting systems.)
 */
import { describe, expect, it } from 'vitest'
import { RANKS, SUITS, type Card } from '../../src/shared/cards'
import {
  COUNT_SYSTEMS,
  deckImbalance,
  estimateDecksLeft,
  estimatedTrueCount,
  exactTrueCount,
  runningCount,
  tagOf,
  trueCount
} from '../../src/shared/games/blackjack-counts'

// The published tags, rank by rank: A 2 3 4 5 6 7 8 9 T J Q K.
const PUBLISHED: Record<keyof typeof COUNT_SYSTEMS, number[]> = {
  hilo: [-1, 1, 1, 1, 1, 1, 0, 0, 0, -1, -1, -1, -1],
  ko: [-1, 1, 1, 1, 1, 1, 1, 0, 0, -1, -1, -1, -1],
  hiopt2: [0, 1, 1, 2, 2, 1, 1, 0, 0, -2, -2, -2, -2],
  omega2: [0, 1, 1, 2, 2, 2, 1, 0, -1, -2, -2, -2, -2]
}

const cards = (text: string): Card[] => text.split(' ').map((r) => `${r}S` as Card)

function shoe(decks: number): Card[] {
  const out: Card[] = []
  for (let d = 0; d < decks; d++) for (const r of RANKS) for (const s of SUITS) out.push(`${r}${s}`)
  return out
}

describe('count systems', () => {
  it.each(Object.keys(PUBLISHED) as (keyof typeof COUNT_SYSTEMS)[])('%s tags every rank as published', (id) => {
    const got = RANKS.map((r) => tagOf(COUNT_SYSTEMS[id], `${r}H`))
    expect(got).toEqual(PUBLISHED[id])
  })

  it('balanced systems count a whole shoe to 0; KO to +4 a deck, from its initial running count', () => {
    for (const id of ['hilo', 'hiopt2', 'omega2'] as const) {
      expect(COUNT_SYSTEMS[id].balanced).toBe(true)
      expect(deckImbalance(COUNT_SYSTEMS[id])).toBe(0)
      expect(runningCount(COUNT_SYSTEMS[id], shoe(6), 6)).toBe(0)
    }
    const ko = COUNT_SYSTEMS.ko
    expect(ko.balanced).toBe(false)
    expect(deckImbalance(ko)).toBe(4)
    expect([1, 2, 6, 8].map((d) => ko.initialRunning(d))).toEqual([0, -4, -20, -28])
    // IRC −20 + 24 decks' worth of +4… six decks: −20 + 6 × 4 = +4.
    expect(runningCount(ko, shoe(6), 6)).toBe(4)
    expect(runningCount(ko, [], 8)).toBe(-28)
  })

  it('keeps the running count of the published worked examples', () => {
    // Wizard of Odds, "High-Low": 3, 5, K, 7, Q, A, 8, 5, 4, 2 → +2.
    expect(runningCount(COUNT_SYSTEMS.hilo, cards('3 5 K 7 Q A 8 5 4 2'), 6)).toBe(2)
    // Shackleford: 2, 7, 9, T, T, A, 3, 5, 8, T → −1.
    expect(runningCount(COUNT_SYSTEMS.hilo, cards('2 7 9 T T A 3 5 8 T'), 6)).toBe(-1)
  })

  it('divides by the decks left: exact, and to the half deck as a person estimates', () => {
    const hilo = COUNT_SYSTEMS.hilo
    // Shackleford: RC +12 with 4 decks left is TC +3.
    expect(trueCount(hilo, 12, 4, 6)).toBe(3)
    expect(exactTrueCount(hilo, 12, 208, 6)).toBe(3)
    // 150 cards are 2.88 decks: exact 12 / 2.885; a person says 3 decks.
    expect(exactTrueCount(hilo, 12, 150, 6)).toBeCloseTo((12 * 52) / 150, 12)
    expect(estimatedTrueCount(hilo, 12, 150, 6)).toBe(4)
    expect(estimateDecksLeft(150)).toBe(3)
    expect(estimateDecksLeft(100)).toBe(2) // 1.92 decks
    expect(estimateDecksLeft(91)).toBe(2) // 1.75 decks, rounds up to the half
    expect(estimateDecksLeft(90)).toBe(1.5) // 1.73 decks
    expect(estimateDecksLeft(10)).toBe(0.5)
    expect(estimateDecksLeft(0)).toBe(0.5)
    expect(() => trueCount(hilo, 1, 0, 6)).toThrow(RangeError)
  })

  it("KO's true count: its pivot, running count +4, is true count +4 at every depth", () => {
    const ko = COUNT_SYSTEMS.ko
    for (const left of [5, 4, 3, 2, 1, 0.5]) expect(trueCount(ko, 4, left, 6)).toBeCloseTo(4, 12)
    // Off the top the running count is the IRC and the true count 0.
    expect(trueCount(ko, -20, 6, 6)).toBe(0)
  })
})
