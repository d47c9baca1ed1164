/**
 * Computer seats: they decide from their own view only (two tables that differ only in cards the seat
 * can't see get the same decision), the simple dealer's fixed policy, the shrewd dealer checking the
 * four-card hand before drawing on, the bots' basic behaviour, and their stakes.
 */
import { describe, expect, it } from 'vitest'
import { DRAW, play, STAND } from '../support/xidach'
import type { Card } from '@shared/cards'
import { resolveXidachRules, type XidachRules } from '@shared/games/xidach'
import {
  viewOf,
  xidachEngine,
  type XidachSetup,
  type XidachState,
  botDecision,
  botStake,
  dealerDecision,
  BOT_STYLES,
  DEALER_STRENGTHS
} from '../../src/core/engine/games/xidach'
import { FastRng } from '../../src/core/engine/random'

function rules(input: unknown = {}): XidachRules {
  const r = resolveXidachRules(input)
  if (!r.ok) throw new Error(r.message)
  return r.rules
}

function table(r: XidachRules, cards: string, players = 1): XidachState {
  const s: XidachSetup = {
    players: Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, bankroll: 100_000, stake: 100 })),
    dealer: { bankroll: null, bank: null },
    deck: cards.split(' ') as Card[]
  }
  const res = xidachEngine.start(r, s)
  if (!res.ok) throw new Error(res.error.message)
  return res.state
}

describe('computer seats see only their view', () => {
  it('two tables differing only in hidden cards give every AI the same decision', () => {
    // p1 holds TS 6H (16) in both; p2's cards, the dealer's cards and the deck differ.
    const a = table(rules(), 'TS 9C TD 6H 8D 7C 5S 4S 3S 2S', 2)
    const b = table(rules(), 'TS KD 9S 6H 7D 6C 2H 3H 4H 5H', 2)
    expect(viewOf(a, 'p1')).toEqual(viewOf(b, 'p1'))
    for (const style of BOT_STYLES) {
      for (let seed = 0; seed < 20; seed++) {
        expect(botDecision(viewOf(a, 'p1'), style, new FastRng(seed))).toEqual(
          botDecision(viewOf(b, 'p1'), style, new FastRng(seed))
        )
      }
    }
    // The dealer, on its turn, holding TD 7C in both; the players' face-down hands differ.
    const c = play(table(rules(), 'TS 9C TD 6H 8D 7C 5S 4S 3S 2S', 2), [
      ['p1', STAND],
      ['p2', STAND]
    ])
    const d = play(table(rules(), '2H KD TD 3H 8S 7C 5S 4S 3S 2S', 2), [
      ['p1', STAND],
      ['p2', STAND]
    ])
    expect(viewOf(c, 'dealer')).toEqual(viewOf(d, 'dealer'))
    for (const strength of DEALER_STRENGTHS) {
      expect(dealerDecision(viewOf(c, 'dealer'), strength, new FastRng(1))).toEqual(
        dealerDecision(viewOf(d, 'dealer'), strength, new FastRng(1))
      )
    }
  })
})

describe('dealer AIs', () => {
  it('simple: draws under 17 even at the minimum, stands from 17', () => {
    const s16 = play(table(rules(), '9S TD 8H 6C'), [['p1', STAND]])
    expect(dealerDecision(viewOf(s16, 'dealer'), 'simple', new FastRng(1))).toEqual(DRAW)
    const s17 = play(table(rules(), '9S TD 8H 7C'), [['p1', STAND]])
    expect(dealerDecision(viewOf(s17, 'dealer'), 'simple', new FastRng(1))).toEqual(STAND)
  })
  it('both draw under the minimum: standing is not allowed there', () => {
    const s = play(table(rules(), '9S TD 8H 5C'), [['p1', STAND]])
    for (const strength of DEALER_STRENGTHS)
      expect(dealerDecision(viewOf(s, 'dealer'), strength, new FastRng(1))).toEqual(DRAW)
  })
  it('shrewd at 16: checks the four-card hand first, then draws on against the two-card hand', () => {
    // p1 2S 3H draws 4C 6D = 15 in four cards (stands under the minimum); p2 TC 8S stands on 18.
    // Dealer TD 6C = 16.
    const s = play(table(rules(), '2S TC TD 3H 8S 6C 4C 6D', 2), [
      ['p1', DRAW],
      ['p1', DRAW],
      ['p1', STAND],
      ['p2', STAND]
    ])
    expect(dealerDecision(viewOf(s, 'dealer'), 'shrewd', new FastRng(1))).toEqual({ do: 'check', target: 'p1' })
    const t = play(s, [['dealer', { do: 'check', target: 'p1' }]])
    expect(t.players[0]).toMatchObject({ outcome: 'non' })
    expect(dealerDecision(viewOf(t, 'dealer'), 'shrewd', new FastRng(1))).toEqual(DRAW)
  })
  it('shrewd stands on 20 against two-card hands', () => {
    const s = play(table(rules(), 'TS 9C TD 8H 7D KC', 2), [
      ['p1', STAND],
      ['p2', STAND]
    ])
    expect(dealerDecision(viewOf(s, 'dealer'), 'shrewd', new FastRng(1))).toEqual(STAND)
  })
  it('is asked about early checks only while it may check; simple never does', () => {
    const s = play(table(rules(), 'TS 2S TD 8H 3D 9C', 2), [['p1', STAND]])
    expect(dealerDecision(viewOf(s, 'dealer'), 'simple', new FastRng(1))).toBeNull()
    const fresh = table(rules(), 'TS 2S TD 8H 3D 9C', 2)
    expect(dealerDecision(viewOf(fresh, 'dealer'), 'shrewd', new FastRng(1))).toBeNull()
  })
})

describe('bots', () => {
  it('every style draws under the minimum', () => {
    const s = table(rules(), 'TS TD 5H 7C')
    for (const style of BOT_STYLES) expect(botDecision(viewOf(s, 'p1'), style, new FastRng(1))).toEqual(DRAW)
  })
  it('no style draws while bust, even where the penalty would allow it', () => {
    const s = play(table(rules(), 'TS TD 5H 7C 9D'), [['p1', DRAW]])
    expect(viewOf(s, 'p1').allowed).toContain('draw')
    for (const style of BOT_STYLES) expect(botDecision(viewOf(s, 'p1'), style, new FastRng(1))).toEqual(STAND)
  })
  it('every style stands on 20', () => {
    const s = table(rules(), 'TS TD KH 7C')
    for (const style of BOT_STYLES) expect(botDecision(viewOf(s, 'p1'), style, new FastRng(1))).toEqual(STAND)
  })
  it('cautious stands on 16 where a card could bust it; bold draws', () => {
    const s = table(rules(), 'TS TD 6H 7C')
    expect(botDecision(viewOf(s, 'p1'), 'cautious', new FastRng(1))).toEqual(STAND)
    expect(botDecision(viewOf(s, 'p1'), 'bold', new FastRng(1))).toEqual(DRAW)
  })
  it('stakes: 1 %, 2 %, 5 % of chips in whole chips, within the caps, or none', () => {
    expect(botStake('cautious', 100_000, { min: 1, max: 1_000_000 })).toBe(1_000)
    expect(botStake('standard', 100_000, { min: 1, max: 1_000_000 })).toBe(2_000)
    expect(botStake('bold', 100_000, { min: 1, max: 3_000 })).toBe(3_000)
    expect(botStake('cautious', 5_000, { min: 1, max: 1_000 })).toBe(100)
    expect(botStake('bold', 100_000, { min: 500, max: 400 })).toBeNull()
  })
})

describe('computer seats under issue 14’s keys', () => {
  it('under đền làng the dealer may stand under its minimum, but the computer dealer draws', () => {
    // p1 T 8 stands; the dealer 9 5 = 14 under 16.
    const s = play(table(rules({ dealerPenalty: 'pays-all' }), 'TS 9C 8H 5C 2D'), [['p1', STAND]])
    expect(viewOf(s, 'dealer').allowed).toContain('stand')
    for (const strength of DEALER_STRENGTHS)
      expect(dealerDecision(viewOf(s, 'dealer'), strength, new FastRng(1))).toEqual(DRAW)
  })
  it('under pays-for-dealer a bot under the minimum draws, whatever its style', () => {
    // p1 T 4 = 14.
    const s = table(rules({ nonPenalty: 'pays-for-dealer' }), 'TS 9C 4H 8C 2D')
    for (const style of BOT_STYLES)
      for (let seed = 0; seed < 10; seed++) expect(botDecision(viewOf(s, 'p1'), style, new FastRng(seed))).toEqual(DRAW)
  })
  it('a draw that risks đền is weighed worse: on 16 the standard bot draws, but not when a ten makes đền at 26 and đền pays for the dealer', () => {
    // p1 T 6 = 16. A 2 3 4 5 improve it; 6–9 bust; a ten makes 26: đền under denAt 26.
    // Plain: (20 good cards ≈ +0.43 each, 30 busts at −0.78) / 50 ≈ −0.30 > −0.41 (standing): draw.
    // Đền + pays-for-dealer: the 15 tens at −2 instead: ≈ −0.66 < −0.41: stand.
    const plain = table(rules(), 'TS 9C 6H 7C 2D')
    const den = table(rules({ denAt: 26, nonPenalty: 'pays-for-dealer' }), 'TS 9C 6H 7C 2D')
    for (let seed = 0; seed < 10; seed++) {
      expect(botDecision(viewOf(plain, 'p1'), 'standard', new FastRng(seed))).toEqual(DRAW)
      expect(botDecision(viewOf(den, 'p1'), 'standard', new FastRng(seed))).toEqual(STAND)
    }
  })
})
