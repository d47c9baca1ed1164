/**
 * The Xì dách engine through its GameEngine face: the deal order, a pure `step`, what each seat
 * sees, the legal actions, the events, setup refusals, and the penalty with its money.
 */
import { describe, expect, it } from 'vitest'
import { DRAW, play, STAND } from '../support/xidach'
import type { Card } from '@shared/cards'
import { resolveXidachRules, type XidachRules } from '@shared/games/xidach'
import { legalActions, xidachEngine, type XidachSetup, type XidachState } from '../../src/core/engine/games/xidach'

function rules(input: unknown = {}): XidachRules {
  const r = resolveXidachRules(input)
  if (!r.ok) throw new Error(r.message)
  return r.rules
}

function setup(cards: string, stakes: number[] = [1000], extra: Partial<XidachSetup> = {}): XidachSetup {
  return {
    players: stakes.map((stake, i) => ({ id: `p${i + 1}`, bankroll: 100_000, stake })),
    dealer: { bankroll: null, bank: null },
    deck: cards.split(' ') as Card[],
    ...extra
  }
}

function start(r: XidachRules, s: XidachSetup): XidachState {
  const res = xidachEngine.start(r, s)
  if (!res.ok) throw new Error(res.error.message)
  return res.state
}

describe('deal and turns', () => {
  it('deals p1, p2, dealer, p1, p2, dealer and gives p1 the first turn', () => {
    const s = start(rules(), setup('2S 3S 4S 5S 6S 7S 8S 9S', [100, 100]))
    expect(s.players.map((p) => p.cards)).toEqual([
      ['2S', '5S'],
      ['3S', '6S']
    ])
    expect(s.dealer.cards).toEqual(['4S', '7S'])
    expect(xidachEngine.pending(s)).toEqual([{ seat: 'p1', allowed: ['draw', 'stand'] }])
  })
  it('players with a natural are settled and skipped', () => {
    const s = start(rules(), setup('AS 9H TD KS 8H 6C', [100, 100]))
    expect(s.players[0]).toMatchObject({ status: 'settled', outcome: 'xi-dach', net: 100 })
    expect(xidachEngine.pending(s)).toEqual([{ seat: 'p2', allowed: ['draw', 'stand'] }])
  })
  it('start copies the deck it is given', () => {
    const s0 = setup('2S 3S 4S 5S 6S')
    const s = start(rules(), s0)
    s0.deck[4] = 'KD'
    expect(play(s, [['p1', DRAW]]).players[0]?.cards).toEqual(['2S', '4S', '6S'])
  })
})

describe('step is pure', () => {
  it('never changes the state it is given, and refusals leave it as it was', () => {
    const s = start(rules(), setup('TS 9S 5H 7C 9C 2D', [100]))
    const before = JSON.stringify(s)
    const next = play(s, [
      ['p1', DRAW],
      ['p1', DRAW]
    ])
    expect(JSON.stringify(s)).toBe(before)
    expect(next.players[0]?.status).toBe('settled')
    const bad = xidachEngine.step(s, 'dealer', STAND)
    expect(bad.ok).toBe(false)
    expect(JSON.stringify(s)).toBe(before)
  })
})

describe('views', () => {
  // p1 TS 8H, p2 5S 6D, dealer TD 9C; deck continues KH 2C 3C.
  const s = start(rules(), setup('TS 5S TD 8H 6D 9C KH 2C 3C', [100, 100]))
  it('a player sees its own cards, and only counts of the others and the dealer', () => {
    const v = xidachEngine.view(s, 'p1')
    expect(v.players[0]).toMatchObject({ id: 'p1', cards: ['TS', '8H'], total: 18, cardCount: 2 })
    expect(v.players[1]).toMatchObject({ id: 'p2', cards: null, total: null, cardCount: 2 })
    expect(v.dealer).toMatchObject({ cards: null, total: null, cardCount: 2 })
    expect(v.allowed).toEqual(['draw', 'stand'])
    expect(v.deckCount).toBe(3)
  })
  it('the dealer sees its own cards and only counts of unsettled hands', () => {
    const v = xidachEngine.view(s, 'dealer')
    expect(v.dealer).toMatchObject({ cards: ['TD', '9C'], total: 19 })
    expect(v.players.map((p) => p.cards)).toEqual([null, null])
    expect(v.allowed).toEqual([])
  })
  it('no view ever holds a card its viewer may not see, nor the deck order', () => {
    for (const viewer of ['p1', 'p2', 'dealer', null]) {
      const text = JSON.stringify(xidachEngine.view(s, viewer))
      for (const card of ['KH', '2C', '3C']) expect(text).not.toContain(card)
      if (viewer !== 'p2') expect(text).not.toContain('6D')
      if (viewer !== 'dealer') expect(text).not.toContain('9C')
    }
  })
  it('a checked hand is face up to everyone, and so is the dealer’s', () => {
    const t = play(s, [
      ['p1', STAND],
      ['dealer', { do: 'check', target: 'p1' }]
    ])
    const v = xidachEngine.view(t, 'p2')
    expect(v.players[0]).toMatchObject({ cards: ['TS', '8H'], status: 'settled', outcome: 'lose', net: -100 })
    expect(v.dealer.cards).toEqual(['TD', '9C'])
    expect(v.players[1]?.cards).toEqual(['5S', '6D'])
  })
  it('everything is face up when the round is over', () => {
    const t = play(s, [
      ['p1', STAND],
      ['p2', DRAW],
      ['p2', STAND],
      ['dealer', STAND]
    ])
    expect(xidachEngine.isOver(t)).toBe(true)
    const v = xidachEngine.view(t, null)
    expect(v.players.map((p) => p.cards)).toEqual([
      ['TS', '8H'],
      ['5S', '6D', 'KH']
    ])
    expect(v.dealer.cards).toEqual(['TD', '9C'])
    expect(JSON.stringify(v)).not.toContain('2C')
  })
})

describe('legal actions and events', () => {
  it('the dealer may check early (after-turn) only finished players; stand only at the minimum', () => {
    const s = start(rules(), setup('TS 5S TD 8H 6D 9C KH', [100, 100]))
    const t = play(s, [['p1', STAND]])
    expect(legalActions(t, 'dealer')).toEqual(['check p1'])
    expect(legalActions(t, 'p2')).toEqual(['draw', 'stand'])
    const u = play(t, [['p2', STAND]])
    expect(legalActions(u, 'dealer')).toEqual(['draw', 'stand', 'check p1', 'check p2'])
  })
  it('under any-time the dealer may check a player who has not drawn yet', () => {
    const s = start(rules({ earlyCheck: 'any-time' }), setup('TS 5S TD 8H 6D 9C', [100, 100]))
    expect(legalActions(s, 'dealer')).toEqual(['check p1', 'check p2'])
  })
  it('the events of a short round, in order', () => {
    const r = xidachEngine.start(rules(), setup('9S TD 8H 6C 5D'))
    if (!r.ok) throw new Error(r.error.message)
    expect(r.events).toEqual([
      { type: 'dealt', seat: 'p1', card: '9S' },
      { type: 'dealt', seat: 'dealer', card: 'TD' },
      { type: 'dealt', seat: 'p1', card: '8H' },
      { type: 'dealt', seat: 'dealer', card: '6C' },
      { type: 'turn', seat: 'p1' }
    ])
    const a = xidachEngine.step(r.state, 'p1', STAND)
    if (!a.ok) throw new Error(a.error.message)
    expect(a.events).toEqual([
      { type: 'stood', seat: 'p1' },
      { type: 'turn', seat: 'dealer' }
    ])
    const b = xidachEngine.step(a.state, 'dealer', DRAW)
    if (!b.ok) throw new Error(b.error.message)
    // 16 + 5 = 21, the dealer is still to decide.
    expect(b.events).toEqual([{ type: 'drew', seat: 'dealer', card: '5D' }])
    const c = xidachEngine.step(b.state, 'dealer', STAND)
    if (!c.ok) throw new Error(c.error.message)
    expect(c.events).toEqual([
      { type: 'stood', seat: 'dealer' },
      { type: 'settled', seat: 'p1', outcome: 'lose', net: -1000 },
      { type: 'over' }
    ])
    expect(xidachEngine.nets(c.state)).toEqual({ p1: -1000, dealer: 1000 })
  })
})

describe('setup refusals', () => {
  const r = rules({ preset: 'tet' })
  const refused = (s: XidachSetup): string => {
    const res = xidachEngine.start(r, s)
    if (res.ok) throw new Error('expected a refusal')
    return res.error.message
  }
  it('a stake over the bank names the largest still possible', () => {
    expect(refused(setup('2S 3S 4S 5S 6S 7S', [3000, 3000], { dealer: { bankroll: null, bank: 10_000 } }))).toBe(
      "p2: stake 30 is over what the dealer's bank can still cover at ×2: the largest stake still possible is 20"
    )
  })
  it('a bank over the dealer’s chips', () => {
    expect(refused(setup('2S 3S 4S 5S', [100], { dealer: { bankroll: 5_000, bank: 6_000 } }))).toBe(
      "the bank (60) can't exceed the dealer's chips (50)"
    )
  })
  it('a deck holding a card twice, a bad seat, too many players', () => {
    expect(refused(setup('2S 3S 4S 2S', [100]))).toBe('deck[3]: 2S appears twice (one deck holds each card once)')
    expect(refused({ ...setup('2S 3S 4S 5S'), players: [{ id: 'dealer', bankroll: 100, stake: 10 }] })).toBe(
      '"dealer" is not a valid player seat id'
    )
    expect(refused(setup('2S 3S 4S 5S', [1, 1, 1, 1, 1, 1]))).toBe('a round needs 1 to 5 players, not 6')
  })
  it('rules that are not a valid rule set (say, a damaged snapshot)', () => {
    const res = xidachEngine.start({ ...r, dealerMin: 20 }, setup('2S 3S 4S 5S', [100]))
    expect(res.ok ? '' : res.error.message).toBe('rules.dealerMin: must be a whole number from 14 to 16')
  })
  it('a rules snapshot stored before issue 14 (without its keys) still plays, as the defaults', () => {
    const old: Record<string, unknown> = { ...r }
    for (const k of [
      'denAt',
      'nonPenalty',
      'penaltyCap',
      'dealerPenalty',
      'specialTie',
      'maxPlayers',
      'dealOrder',
      'drawFrom',
      'decisionSeconds',
      'dealerMode',
      'rotateEvery',
      'bankMinStakes'
    ])
      delete old[k]
    // p1 T 8 draws K = 28 (no đền without denAt: must stand); the dealer 9 7 draws 8 = 24: both bust push.
    const snap = old as unknown as typeof r
    const s = start(snap, setup('TS 9C 8H 7C KD 8S', [1000]))
    const t = play(s, [
      ['p1', DRAW],
      ['p1', { do: 'stand' }],
      ['dealer', DRAW]
    ])
    expect(t.players[0]!.outcome).toBe('push')
    expect(t.dealer.cards).toEqual(['9C', '7C', '8S'])
  })
  it('a deck too short for the deal', () => {
    const res = xidachEngine.start(r, setup('2S 3S 4S', [100]))
    expect(res.ok ? null : res.error.code).toBe('deck-empty')
  })
})

describe('penalty (đền bài)', () => {
  // p1 TS 5H + 9C = 24 bust; p2 9S 9H; p3 TC 7D; dealer TD 8C; p1 draws again: 2D.
  const cards = 'TS 9S TC TD 5H 9H 7D 8C 9C 2D'
  it('costs one stake to the dealer and one to each other player, and ends the turn', () => {
    const s = start(rules(), setup(cards, [1000, 1000, 1000]))
    const t = play(s, [['p1', DRAW]])
    expect(legalActions(t, 'p1')).toEqual(['draw', 'stand'])
    const u = play(t, [['p1', DRAW]])
    expect(u.players[0]).toMatchObject({ penalised: true, outcome: 'penalised', net: -3000, status: 'settled' })
    expect(u.players.map((p) => p.received)).toEqual([0, 1000, 1000])
    expect(xidachEngine.pending(u)).toEqual([{ seat: 'p2', allowed: ['draw', 'stand'] }])
    const end = play(u, [
      ['p2', STAND],
      ['p3', STAND],
      ['dealer', STAND]
    ])
    // p2 18 vs 18 push (+10 received), p3 17 vs 18 loses (-10 +10), dealer +10 +10.
    expect(xidachEngine.nets(end)).toEqual({ p1: -3000, p2: 1000, p3: 0, dealer: 2000 })
  })
  it('is refused when the chips cannot cover it, and when the rule is off', () => {
    const poor = setup(cards, [1000, 1000, 1000])
    poor.players[0]!.bankroll = 2_500
    const t = play(start(rules(), poor), [['p1', DRAW]])
    expect(legalActions(t, 'p1')).toEqual(['stand'])
    const off = play(start(rules({ penalty: false }), setup(cards, [1000, 1000, 1000])), [['p1', DRAW]])
    expect(legalActions(off, 'p1')).toEqual(['stand'])
    const res = xidachEngine.step(off, 'p1', DRAW)
    expect(res.ok ? '' : res.error.message).toBe(
      'p1 cannot draw now: p1 is bust, and drawing while bust is refused when the penalty rule is off (allowed: stand)'
    )
  })
})
