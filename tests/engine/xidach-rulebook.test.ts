/**
 * Issue 35, "the house rules exactly right": cases worked by hand from docs/rules-xidach.md and the
 * public rulebook (ngquoctoan2001/xi-zach, docs/luat-xi-dach.md, cited by section). Stakes are 10 chips
 * (1000 minor units) unless a case says otherwise; the deal is p1, p2, …, dealer, twice (dealer-last).
 */
import { describe, expect, it } from 'vitest'
import { DRAW, play, STAND } from '../support/xidach'
import type { Card } from '@shared/cards'
import { resolveXidachRules, type XidachRules } from '@shared/games/xidach'
import { xidachEngine, type XidachSetup, type XidachState } from '../../src/core/engine/games/xidach'

function rules(input: unknown = {}): XidachRules {
  const r = resolveXidachRules(input)
  if (!r.ok) throw new Error(`${r.path}: ${r.message}`)
  return r.rules
}

function start(r: XidachRules, cards: string, stakes: number[], bankrolls?: number[]): XidachState {
  const s: XidachSetup = {
    players: stakes.map((stake, i) => ({ id: `p${i + 1}`, bankroll: bankrolls?.[i] ?? 100_000, stake })),
    dealer: { bankroll: null, bank: null },
    deck: cards.split(' ') as Card[]
  }
  const res = xidachEngine.start(r, s)
  if (!res.ok) throw new Error(res.error.message)
  return res.state
}

const check = (target: string) => ['dealer', { do: 'check', target }] as [string, { do: 'check'; target: string }]

describe('pays-for-dealer with đền làng: an unchecked penalised hand still pays for the dealer (rulebook §8.2.2)', () => {
  // "Luật nhà phổ biến": dealer minimum 15, đền at 28, non pays for the dealer, đền làng.
  // p1 T 9 = 19; p2 8 6 = 14; the dealer 8 7 = 15. p1 and p2 stand (p2 non). The dealer checks p1 at
  // 15: 19 beats 15, p1 +10 (an ordinary phase-2 win the dealer loses). It draws 3 (18), then K: 8 7 3
  // K = 28, đền. Đền làng pays every unchecked player that is not penalised; p2, unchecked and penalised
  // (non), pushes (§8.3) — and, penalised, pays in the dealer's place what the dealer lost to the others
  // "whether they were checked before or after it" (§8.2.2): p1's 10. So p1 +10, p2 0 − 10 = −10, and
  // the dealer +10 − 10 (p1, paid by p2) = 0. (Before issue 35: p2 0, the dealer −10.)
  it("the issue's case: p1 +10, p2 −10, the dealer 0", () => {
    const s = start(rules({ preset: 'pho-bien' }), 'TS 8C 8D 9H 6S 7C 3H KD', [1000, 1000])
    const end = play(s, [['p1', STAND], ['p2', STAND], check('p1'), ['dealer', DRAW], ['dealer', DRAW]])
    expect(end.phase).toBe('over')
    expect(end.dealer.penalised).toBe('den')
    expect(end.players.map((p) => [p.outcome, p.net, p.paidForDealer])).toEqual([
      ['win', 1000, 0],
      ['push', 0, 1000]
    ])
    expect(xidachEngine.nets(end)).toEqual({ p1: 1000, p2: -1000, dealer: 0 })
  })

  // The same with a third player: p1 T 9 = 19, p2 8 6 = 14, p3 7 6 = 13; the dealer 8 7 = 15. Everyone
  // stands (p2 and p3 non). The dealer checks p1 (+10) and p2 (14 is non: −10, penalised), draws 3 and K:
  // 28, đền. p3, unchecked and penalised, pushes. Two penalised players share the 10 the dealer lost
  // equally (§8.2.5): 5 each. p1 +10; p2 −10 − 5 = −15; p3 −5; the dealer +10 (p2's stake) = +10; sum 0.
  // (Before issue 35 the checked p2 paid all 10: −20, and p3 0.)
  it('two penalised players, one checked and one not, share equally', () => {
    const s = start(rules({ preset: 'pho-bien' }), 'TS 8C 7H 8D 9H 6S 6D 7C 3H KD', [1000, 1000, 1000])
    const end = play(s, [
      ['p1', STAND],
      ['p2', STAND],
      ['p3', STAND],
      check('p1'),
      check('p2'),
      ['dealer', DRAW],
      ['dealer', DRAW]
    ])
    expect(end.dealer.penalised).toBe('den')
    expect(end.players.map((p) => [p.outcome, p.net, p.paidForDealer])).toEqual([
      ['win', 1000, 0],
      ['non', -1000, 500],
      ['push', 0, 500]
    ])
    expect(xidachEngine.nets(end)).toEqual({ p1: 1000, p2: -1500, p3: -500, dealer: 1000 })
  })
})

const outcomes = (s: XidachState) => s.players.map((p) => [p.outcome, p.net])

describe('specialTie dealer-always: the dealer wins every ngũ linh against ngũ linh (rulebook §7.3, §8.1)', () => {
  // wiki, ngũ linh ×2. p1 2 3, draws 2 4 3: five cards, 14, ngũ linh (its turn ends). The dealer 2 3,
  // draws 4 (9), 2 (11), 5: five cards, 16, ngũ linh. The lower ngũ linh wins under push and dealer
  // (14 < 16: p1 +20); under dealer-always the dealer wins without comparing totals: p1 −20 (×2, symmetric).
  const deck = '2S 2H 3S 3H 2D 4S 3C 4H 2C 5D'
  const moves: Array<[string, typeof DRAW]> = [
    ['p1', DRAW],
    ['p1', DRAW],
    ['p1', DRAW],
    ['dealer', DRAW],
    ['dealer', DRAW],
    ['dealer', DRAW]
  ]
  const run = (specialTie: string) => play(start(rules({ 'pay.nguLinh': 2, specialTie }), deck, [1000]), moves)
  it('the lower ngũ linh wins under push and dealer, the dealer under dealer-always', () => {
    expect(outcomes(run('push'))).toEqual([['ngu-linh', 2000]])
    expect(outcomes(run('dealer'))).toEqual([['ngu-linh', 2000]])
    expect(outcomes(run('dealer-always'))).toEqual([['lose', -2000]])
  })
  // Phase 1 as under dealer: p1 A K against the dealer's A Q, xì dách ×1: push, or the dealer −10.
  it('equal naturals go to the dealer, as under dealer', () => {
    const nat = (specialTie: string) => outcomes(start(rules({ specialTie }), 'AS AH KS QH', [1000]))
    expect(nat('push')).toEqual([['push', 0]])
    expect(nat('dealer-always')).toEqual([['lose', -1000]])
  })
})

describe('bustEndsTurn: a draw to quắc ends the turn, so there is no đền bài (rulebook §6.4)', () => {
  // wiki. p1 T 5 draws 9 = 24, quắc; p2 9 9 = 18; the dealer T 8 = 18.
  const deck = 'TS 9S TD 5H 9H 8C 9C'
  it('off (default): the bust player keeps the turn and may draw on (đền bài) or stand', () => {
    const t = play(start(rules(), deck, [1000, 1000]), [['p1', DRAW]])
    expect(xidachEngine.pending(t)).toEqual([{ seat: 'p1', allowed: ['draw', 'stand'] }])
  })
  it('on: the turn passes to p2; p1 can no longer draw, and loses as an ordinary bust', () => {
    const t = play(start(rules({ bustEndsTurn: true }), deck, [1000, 1000]), [['p1', DRAW]])
    expect(xidachEngine.pending(t)).toEqual([{ seat: 'p2', allowed: ['draw', 'stand'] }])
    const again = xidachEngine.step(t, 'p1', DRAW)
    expect(again.ok ? '' : again.error.message).toBe(
      'p1 cannot draw now: p1 is bust (quắc), which ends the turn (bustEndsTurn) (waiting for p2: draw, stand)'
    )
    // p1 24 against 18: −10; p2 18 against 18: push; the dealer +10.
    const end = play(t, [
      ['p2', STAND],
      ['dealer', STAND]
    ])
    expect(xidachEngine.nets(end)).toEqual({ p1: -1000, p2: 0, dealer: 1000 })
  })
})

describe('bothPenalised push: non or đền against a dealer who ends đền (rulebook §7.1)', () => {
  // wiki, đền at 28, dealerPenalty off. p1 8 6 = 14 stands non; p2 T 8 draws K = 28, đền (turn ends);
  // p3 T 7 = 17 stands. The dealer 9 7 = 16 draws 2 (18) and K: 28, đền, an ordinary bust here.
  // p3 beats the bust dealer: +10 either way. Default: non and đền lose whatever the dealer holds: p1 −10,
  // p2 −10, the dealer +10. Under push both penalised sides push: p1 0, p2 0, the dealer −10.
  const deck = '8S TS TC 9D 6H 8H 7C 7D KS 2C KD'
  const moves: Array<[string, typeof DRAW]> = [
    ['p1', STAND],
    ['p2', DRAW],
    ['p3', STAND],
    ['dealer', DRAW],
    ['dealer', DRAW]
  ]
  const run = (extra: object) => play(start(rules({ denAt: 28, ...extra }), deck, [1000, 1000, 1000]), moves)
  it('dealer (default): the player loses', () => {
    const end = run({})
    expect(outcomes(end)).toEqual([
      ['non', -1000],
      ['den', -1000],
      ['win', 1000]
    ])
    expect(xidachEngine.nets(end)).toEqual({ p1: -1000, p2: -1000, p3: 1000, dealer: 1000 })
  })
  it('push: both penalised sides push', () => {
    const end = run({ bothPenalised: 'push' })
    expect(outcomes(end)).toEqual([
      ['push', 0],
      ['push', 0],
      ['win', 1000]
    ])
    expect(xidachEngine.nets(end)).toEqual({ p1: 0, p2: 0, p3: 1000, dealer: -1000 })
  })
})

describe("penalisedLoss one-stake: non or đền beaten by the dealer's ngũ linh loses one stake (rulebook §8.2.1)", () => {
  // wiki, ngũ linh ×2 (symmetric), đền at 28. p1 8 6 = 14 stands non; p2 T 8 draws K = 28, đền. The
  // dealer 2 3 draws 4 2 5: ngũ linh 16. Default (settlement line 2, symmetric): each loses ×2, −20.
  // one-stake: each loses as non / đền, one stake: −10; the dealer +20.
  const deck = '8S TS 2H 6H 8H 3H KS 4C 2C 5D'
  const moves: Array<[string, typeof DRAW]> = [
    ['p1', STAND],
    ['p2', DRAW],
    ['dealer', DRAW],
    ['dealer', DRAW],
    ['dealer', DRAW]
  ]
  const run = (extra: object) =>
    play(start(rules({ denAt: 28, 'pay.nguLinh': 2, ...extra }), deck, [1000, 1000]), moves)
  it('multiplier (default): −20 each', () => {
    expect(outcomes(run({}))).toEqual([
      ['lose', -2000],
      ['lose', -2000]
    ])
  })
  it('one-stake: −10 each, as non and đền', () => {
    const end = run({ penalisedLoss: 'one-stake' })
    expect(outcomes(end)).toEqual([
      ['non', -1000],
      ['den', -1000]
    ])
    expect(xidachEngine.nets(end)).toEqual({ p1: -1000, p2: -1000, dealer: 2000 })
  })
})

describe('shortfall receivers-share: the winners bear what a penalised player cannot pay (rulebook §8.4)', () => {
  // wiki + pays-for-dealer. p1 T 9 = 19 (stake 30) beats the dealer's T 7 = 17: +30. p2 (20 chips, stake
  // 10) 8 6 = 14 stands non: −10 to the dealer, 10 chips left, owes the dealer's 30 (cap 120) and pays
  // its 10. Short 20. dealer-pays (default): the dealer pays the 20: p1 +30, p2 −20, the dealer −10.
  // receivers-share: p1 goes without the 20: p1 +10, p2 −20, the dealer +10 (p2's stake; p1 was paid by
  // p2's 10 and what p1 went without).
  const deck = 'TS 8C TD 9H 6S 7C'
  const moves: Array<[string, typeof DRAW]> = [
    ['p1', STAND],
    ['p2', STAND],
    ['dealer', STAND]
  ]
  const run = (shortfall: string) =>
    play(start(rules({ nonPenalty: 'pays-for-dealer', shortfall }), deck, [3000, 1000], [100_000, 2000]), moves)
  it('dealer-pays (default): the dealer pays the shortfall', () => {
    const end = run('dealer-pays')
    expect(end.players.map((p) => [p.paidForDealer, p.unpaid])).toEqual([
      [0, 0],
      [1000, 0]
    ])
    expect(xidachEngine.nets(end)).toEqual({ p1: 3000, p2: -2000, dealer: -1000 })
  })
  it('receivers-share: the winner goes without it', () => {
    const end = run('receivers-share')
    expect(end.players.map((p) => [p.paidForDealer, p.unpaid])).toEqual([
      [0, 2000],
      [1000, 0]
    ])
    expect(xidachEngine.nets(end)).toEqual({ p1: 1000, p2: -2000, dealer: 1000 })
    // The seat's view says it (only under this rule; other rounds' views are as before).
    expect(xidachEngine.view(end, 'p1').players[0]?.unpaid).toBe(2000)
    expect(xidachEngine.view(run('dealer-pays'), 'p1').players[0]).not.toHaveProperty('unpaid')
  })
  // Two winners share in proportion: p1 (10) and p3 (20) both 19 against 17: the dealer lost 30; p2, 20
  // chips, stake 10, non: pays 10, short 20 (2000 minor units). p1 goes without ⌊2000 × 1000 / 3000⌋ =
  // 666, p3 ⌊2000 × 2000 / 3000⌋ = 1333; the unit the rounding leaves the dealer pays. p1 +3.34, p3
  // +6.67, p2 −20, the dealer +10 − 0.01 = +9.99; sum 0.
  it('two winners share it in proportion to their wins, rounded down; the dealer pays the odd unit', () => {
    const s = start(
      rules({ nonPenalty: 'pays-for-dealer', shortfall: 'receivers-share' }),
      'TS 8C TH TD 9H 6S 9D 7C',
      [1000, 1000, 2000],
      [100_000, 2000, 100_000]
    )
    const end = play(s, [
      ['p1', STAND],
      ['p2', STAND],
      ['p3', STAND],
      ['dealer', STAND]
    ])
    expect(end.players.map((p) => p.unpaid)).toEqual([666, 0, 1333])
    expect(xidachEngine.nets(end)).toEqual({ p1: 334, p2: -2000, p3: 667, dealer: 999 })
  })
  // Chips won earlier in the same round count (the rulebook's §8.4; the engine has always counted them):
  // p3 T 5 draws 9 (24, quắc) and draws again, 2: đền bài, one stake (10) to the dealer and to each other
  // player. p2 (20 chips, stake 10) now holds 20 − 10 + 10 = 20 and pays all of the dealer's 10 lost to p1.
  it('chips received earlier in the round pay too', () => {
    const s = start(
      rules({ nonPenalty: 'pays-for-dealer', shortfall: 'receivers-share' }),
      'TS 8C TH TD 9H 6S 5D 7C 9C 2C',
      [1000, 1000, 1000],
      [100_000, 2000, 100_000]
    )
    const end = play(s, [
      ['p1', STAND],
      ['p2', STAND],
      ['p3', DRAW],
      ['p3', DRAW],
      ['dealer', STAND]
    ])
    // p1 19 v 17 +10, +10 received: +20. p2: −10, +10 received, −10 paid for the dealer: −10.
    // p3: −30 (đền bài: the dealer and two players). The dealer: +10 (p2) +10 (p3) −10 (p1, paid by p2) = +10.
    expect(end.players.map((p) => [p.received, p.paidForDealer, p.unpaid])).toEqual([
      [1000, 0, 0],
      [1000, 1000, 0],
      [0, 0, 0]
    ])
    expect(xidachEngine.nets(end)).toEqual({ p1: 2000, p2: -1000, p3: -3000, dealer: 2000 })
  })
})
