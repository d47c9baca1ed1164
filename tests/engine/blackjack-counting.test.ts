/**
 * Counting at the table (src/shared/games/blackjack-counting.ts; docs/rules-blackjack.md "Counting at
 * the table"): the count of the cards seen, the bet ramp and its check, and counter mode's play.
 *
 * Golden values come from the published tags and indices, worked out by hand here, never from the code:
 * - Hi-Lo tags (Dubner 1963; Wong, *Professional Blackjack*): 2–6 +1, 7–9 0, T–A −1. KO (Vancura &
 *   Fuchs, *Knock-Out Blackjack*, 1998): 2–7 +1, IRC 4 − 4 × decks. Hi-Opt II (Humble & Cooper): 2,3 +1,
 *   4,5 +2, 6,7 +1, T −2, A 0. Omega II (Carlson, *Blackjack for Blood*): 2,3,7 +1, 4,5,6 +2, 9 −1, T −2.
 * - The Illustrious 18 (Don Schlesinger, "Attacking the Shoe", Blackjack Forum, September 1986; *Blackjack
 *   Attack*, RGE 1997), Hi-Lo, multi-deck S17: insurance at TC ≥ +3; 16 v T stand at TC ≥ 0; 15 v T stand
 *   at ≥ +4; 12 v 3 stand at ≥ +2; 13 v 2 stand at ≥ −1 (hit below). The Fab 4: 15 v T surrender at ≥ 0.
 */
import { describe, expect, it } from 'vitest'
import type { Card } from '../../src/shared/cards'
import { resolveBlackjackRules } from '../../src/shared/games/blackjack'
import { COUNT_SYSTEMS } from '../../src/shared/games/blackjack-counts'
import {
  addSeen,
  checkBet,
  counterInsurance,
  counterPlay,
  countOfSeen,
  flooredTrueCount,
  indexHandOfRow,
  rampUnits,
  seenByValue,
  DEFAULT_RAMP,
  type CountIndex
} from '../../src/shared/games/blackjack-counting'
import { computeIndices } from '../../src/core/engine/games/blackjack'

const cards = (s: string): Card[] => s.split(' ') as Card[]

describe('the count of the cards seen', () => {
  // 2♠ 3♥ 4♦ 5♣ 6♠ (+5), 7♥ 8♦ 9♣ (0), T♠ J♥ Q♦ K♣ A♠ (−5), 5♥ 6♦ (+2): Hi-Lo running count +2.
  const seen = cards('2S 3H 4D 5C 6S 7H 8D 9C TS JH QD KC AS 5H 6D')

  it('adds the published Hi-Lo tags, and tells the cards seen from the cards left', () => {
    const c = countOfSeen('hilo', 6, seenByValue(seen))
    expect(c.running).toBe(2)
    expect(c.cardsSeen).toBe(15)
    expect(c.cardsLeft).toBe(6 * 52 - 15)
    // 297 cards left: 5.71 decks, 5.5 to the half deck as a person reads the tray.
    expect(c.decksLeftEstimated).toBe(5.5)
    expect(c.trueEstimated).toBeCloseTo(2 / 5.5, 12)
    expect(c.trueExact).toBeCloseTo(2 / (297 / 52), 12)
  })

  it('counts the other systems by their published tags', () => {
    // Hi-Opt II: 2,3 +1 +1; 4,5 +2 +2; 6 +1; 7 +1; 8,9 0; four tens −8; ace 0; 5 +2; 6 +1 → +3.
    expect(countOfSeen('hiopt2', 6, seenByValue(seen)).running).toBe(1 + 1 + 2 + 2 + 1 + 1 - 8 + 2 + 1)
    // Omega II: 2,3 +1 +1; 4,5,6 +2 +2 +2; 7 +1; 8 0; 9 −1; tens −8; ace 0; 5 +2; 6 +2 → +4.
    expect(countOfSeen('omega2', 6, seenByValue(seen)).running).toBe(1 + 1 + 2 + 2 + 2 + 1 - 1 - 8 + 2 + 2)
    // KO: 2–7 +1 (six of them here, with 5 and 6 again: +8), tens and aces −5, from IRC 4 − 24 = −20.
    expect(countOfSeen('ko', 6, seenByValue(seen)).running).toBe(-20 + 8 - 5)
  })

  it('never counts a face-down card (null) and adds two views of the cards', () => {
    const withHole: Array<Card | null> = ['TS', null, '5H']
    expect(seenByValue(withHole).reduce((a, b) => a + b, 0)).toBe(2)
    const both = addSeen(seenByValue(cards('2S 2H')), seenByValue(cards('2D KS')))
    expect(both[2]).toBe(3)
    expect(both[10]).toBe(1)
    expect(countOfSeen('hilo', 1, both).running).toBe(2)
  })

  it('floors the true count as a person keeps it, and reads it exact on request', () => {
    // RC +7 with 104 cards seen of 6 decks: 208 left, exactly 4 decks: TC 1.75 either way → 1.
    const s = new Array<number>(11).fill(0)
    s[5] = 24 // 24 fives: +24
    s[10] = 17 // 17 tens: −17
    s[8] = 24
    s[9] = 24
    s[7] = 15
    const c = countOfSeen('hilo', 6, s)
    expect(c.cardsLeft).toBe(208)
    expect(c.running).toBe(7)
    expect(flooredTrueCount(c, false)).toBe(1)
    expect(flooredTrueCount(c, true)).toBe(1)
    // A negative count floors down: 11 fives and 21 tens, RC −10 over 4 decks is −2.5 → −3.
    s[5] = 11
    s[10] = 21
    s[7] = 24
    const d = countOfSeen('hilo', 6, s)
    expect(d.cardsLeft).toBe(208)
    expect(d.running).toBe(-10)
    expect(flooredTrueCount(d, true)).toBe(-3)
    expect(flooredTrueCount(d, false)).toBe(-3)
  })

  it('the true count of KO is the balanced one (RC − IRC − 4 × decks seen) ÷ decks left', () => {
    // One deck seen of two, KO tags of exactly that deck: RC = IRC + 4 = −4 + 4 = 0, balanced count 0.
    const oneDeck = new Array<number>(11).fill(4)
    oneDeck[0] = 0
    oneDeck[10] = 16
    const c = countOfSeen('ko', 2, oneDeck)
    expect(c.running).toBe(0)
    expect(c.trueExact).toBeCloseTo(0, 12)
  })
})

describe('the bet ramp', () => {
  it('bets 1,1,2,4,8,12 units by floored true count (≤ 1, 2, 3, 4, ≥ 5), as the simulator reads it', () => {
    const at = (tc: number): number => rampUnits(DEFAULT_RAMP, tc)
    expect([-4, 0, 1, 2, 3, 4, 5, 9].map(at)).toEqual([1, 1, 1, 2, 4, 8, 12, 12])
  })

  it('grades a bet off the ramp as off, on every spot', () => {
    // TC +3 with a 10-chip unit: 4 units, 40 chips = 4000 minor on each spot.
    expect(checkBet(DEFAULT_RAMP, 1000, 3, [4000]).onRamp).toBe(true)
    const flat = checkBet(DEFAULT_RAMP, 1000, 3, [1000])
    expect(flat.onRamp).toBe(false)
    expect(flat.units).toBe(4)
    expect(flat.expectedMinor).toBe(4000)
    expect(checkBet(DEFAULT_RAMP, 1000, 3, [4000, 1000]).onRamp).toBe(false)
    // Over-betting a negative count is off the ramp too.
    expect(checkBet(DEFAULT_RAMP, 1000, -2, [12000]).onRamp).toBe(false)
  })
})

describe("counter mode's play", () => {
  /** The published Hi-Lo indices above, as the index generator names them. */
  const PUBLISHED: CountIndex[] = [
    { hand: 'insurance', up: 'A', play: 'insure', basic: 'decline', dir: 'atOrAbove', tc: 3 },
    { hand: '16', up: 'T', play: 'stand', basic: 'hit', dir: 'atOrAbove', tc: 0 },
    { hand: '15', up: 'T', play: 'stand', basic: 'hit', dir: 'atOrAbove', tc: 4 },
    { hand: '15', up: 'T', play: 'surrender', basic: 'hit', dir: 'atOrAbove', tc: 0 },
    { hand: '12', up: '3', play: 'stand', basic: 'hit', dir: 'atOrAbove', tc: 2 },
    { hand: '13', up: '2', play: 'hit', basic: 'stand', dir: 'below', tc: -1 }
  ]
  const plays = ['hit', 'stand', 'double']

  it('names the chart rows as the indices do', () => {
    expect(['H16', 'S18', '8,8', 'T,T', 'A,A', 'S13'].map(indexHandOfRow)).toEqual(['16', 'A7', '88', 'TT', 'AA', 'A2'])
  })

  it('stands 16 v T at TC ≥ 0 and hits it below', () => {
    expect(counterPlay(PUBLISHED, 'H16', 'T', 'hit', 0, plays)).toMatchObject({ play: 'stand', index: { tc: 0 } })
    expect(counterPlay(PUBLISHED, 'H16', 'T', 'hit', 3, plays).play).toBe('stand')
    expect(counterPlay(PUBLISHED, 'H16', 'T', 'hit', -1, plays)).toEqual({ play: 'hit', index: null })
  })

  it('hits 13 v 2 below −1 and stands at −1 or more', () => {
    expect(counterPlay(PUBLISHED, 'H13', '2', 'stand', -2, plays).play).toBe('hit')
    expect(counterPlay(PUBLISHED, 'H13', '2', 'stand', -1, plays)).toEqual({ play: 'stand', index: null })
  })

  it('surrenders 15 v T from 0 where it may, and stands at +4 once surrender is gone', () => {
    const withSurrender = [...plays, 'surrender']
    expect(counterPlay(PUBLISHED, 'H15', 'T', 'hit', 5, withSurrender).play).toBe('surrender')
    expect(counterPlay(PUBLISHED, 'H15', 'T', 'hit', 5, plays).play).toBe('stand')
    expect(counterPlay(PUBLISHED, 'H15', 'T', 'hit', 3, plays).play).toBe('hit')
  })

  it('applies an index only where its basic play is the chart play (a 16 v T the chart surrenders stays surrendered)', () => {
    expect(counterPlay(PUBLISHED, 'H16', 'T', 'surrender', 2, [...plays, 'surrender']).play).toBe('surrender')
  })

  it('insures at TC ≥ +3, takes even money there, and declines below', () => {
    expect(counterInsurance(PUBLISHED, 3, ['insurance', 'decline']).play).toBe('insurance')
    expect(counterInsurance(PUBLISHED, 2, ['insurance', 'decline'])).toEqual({ play: 'decline', index: null })
    expect(counterInsurance(PUBLISHED, 4, ['even-money', 'decline']).play).toBe('even-money')
  })

  it('judges by the indices computed for the standard game (within the published ±1, so well clear of them)', () => {
    const r = resolveBlackjackRules({
      preset: 'vegas-6d',
      resplitAces: false,
      surrender: 'none',
      dealerHitsSoft17: false
    })
    if (!r.ok) throw new Error(r.message)
    const computed = computeIndices(r.rules, COUNT_SYSTEMS.hilo)
    expect(counterPlay(computed, 'H16', 'T', 'hit', 2, plays).play).toBe('stand')
    expect(counterPlay(computed, 'H16', 'T', 'hit', -2, plays).play).toBe('hit')
    expect(counterInsurance(computed, 5, ['insurance', 'decline']).play).toBe('insurance')
    expect(counterInsurance(computed, 1, ['insurance', 'decline']).play).toBe('decline')
    expect(counterPlay(computed, 'H12', '3', 'hit', 4, plays).play).toBe('stand')
    expect(counterPlay(computed, 'H12', '3', 'hit', 0, plays).play).toBe('hit')
  })
})
