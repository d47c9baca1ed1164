/**
 * Issue 35, "the house rules exactly right": cases worked by hand from docs/rules-xidach.md and the
 * public rulebook (ngquoctoan2001/xi-zach, docs/luat-xi-dach.md, cited by section). Stakes are 10 chips
 * (1000 minor units) unless a case says otherwise; the deal is p1, p2, …, dealer, twice (dealer-last).
 */
import { describe, expect, it } from 'vitest'
import { DRAW, play, STAND } from '../support/xidach'
import type { Card } from '@shared/cards'
import { resolveXidachRules, type XidachRules } from '@shared/games/xidach'
import { xidachEngine, type XidachSetup, type XidachState } from '../../src/main/engine/games/xidach'

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
