/**
 * One test (or a few) per rule of docs/rules-blackjack.md on the deal, the player's actions and the decision
 * timer, driven through the public engine API with exact card lists. Expected money is worked out from the
 * rules by hand (stakes of 10 chips = 1000 minor).
 */
import { describe, expect, it } from 'vitest'
import { blackjackEngine as E } from '../../src/core/engine/games/blackjack'
import { rules, deal, act, refusedWith, play } from '../support/blackjack-engine'

describe('deal', () => {
  it('peek: one card each, up-card, second card each, hole card face down', () => {
    const { state } = deal(
      rules(),
      ['2S', '3S', '9H', '4S', '5S', 'TC'],
      [
        ['p1', 100_000, 1000],
        ['p2', 100_000, 1000]
      ]
    )
    const v = E.view(state, 'p1')
    expect(v.seats[0]?.hands[0]?.cards).toEqual(['2S', '4S'])
    expect(v.seats[1]?.hands[0]?.cards).toEqual(['3S', '5S'])
    expect(v.dealer.cards).toEqual(['9H', null])
    expect(v.dealer.total).toBe(9)
  })

  it('no hole card (peek: false): the dealer holds one card until the players are done', () => {
    const { state } = deal(rules({ preset: 'european' }), ['2S', '9H', '4S', 'TC'])
    expect(state.pos).toBe(3)
    expect(E.view(state, 'p1').dealer.cards).toEqual(['9H'])
    const done = act(state, 'p1', 'stand')
    // 6 v 9+T: the dealer's second card comes only now; 19 stands and beats 6.
    expect(done.dealer.length).toBe(2)
    expect(E.nets(done)).toEqual({ p1: -1000, dealer: 1000 })
  })

  it('the hole card is dealt face down in the events and shown only by a reveal', () => {
    const { state, events } = deal(rules(), ['TS', '7H', '7D', 'TC'])
    expect(events.filter((e) => e.type === 'deal').map((e) => (e.type === 'deal' ? e.card : ''))).toEqual([
      'TS',
      '7H',
      '7D',
      null
    ])
    const s = act(state, 'p1', 'stand')
    const res = E.step(state, 'p1', { do: 'stand' })
    expect(res.ok && res.events.some((e) => e.type === 'reveal' && e.card === 'TC')).toBe(true)
    expect(E.view(s, 'p1').dealer.cards).toEqual(['7H', 'TC'])
  })
})

describe('player actions', () => {
  it('hit adds a card; 21 stands by itself', () => {
    const s = act(deal(rules(), ['TS', '7H', '6D', 'TC', '5C']).state, 'p1', 'hit')
    expect(E.isOver(s)).toBe(true)
    expect(E.nets(s)).toEqual({ p1: 1000, dealer: -1000 })
  })

  it('a bust ends the hand and loses at once', () => {
    const s = act(deal(rules(), ['TS', '7H', '6D', 'TC', 'KC']).state, 'p1', 'hit')
    expect(s.seats[0]?.hands[0]?.outcome).toBe('bust')
    expect(E.nets(s).p1).toBe(-1000)
  })

  it('double: stake doubled, exactly one card, only on two cards', () => {
    const { state } = deal(rules(), ['5S', '7H', '4D', 'TC', '2C', '3C'])
    const s = act(state, 'p1', 'double')
    const h = s.seats[0]?.hands[0]
    expect(h?.cards.length).toBe(3)
    expect(h?.stake).toBe(2000)
    // 11 v 17 loses the doubled stake.
    expect(E.nets(s).p1).toBe(-2000)
    const hit = act(state, 'p1', 'hit')
    expect(refusedWith(hit, 'p1', 'double')).toBe('p1 cannot double now (allowed: hit, stand)')
  })

  it('doubleOn limits the totals', () => {
    const nine = ['5S', '7H', '4D', 'TC']
    const ten = ['6S', '7H', '4D', 'TC']
    const softNineteen = ['AS', '7H', '8D', 'TC']
    const can = (over: Record<string, unknown>, cards: string[]): boolean =>
      E.pending(deal(rules(over), cards).state)[0]?.allowed.includes('double') ?? false
    expect(can({ doubleOn: '9-11' }, nine)).toBe(true)
    expect(can({ doubleOn: '10-11' }, nine)).toBe(false)
    expect(can({ doubleOn: '10-11' }, ten)).toBe(true)
    expect(can({ doubleOn: '9-11' }, softNineteen)).toBe(false)
    expect(can({ doubleOn: 'any' }, softNineteen)).toBe(true)
  })

  it('split: stake matched, each hand gets its second card when its turn begins', () => {
    const { state } = deal(rules(), ['8S', '6D', '8H', 'TC', '3D', '9C', '7S'])
    const s1 = act(state, 'p1', 'split')
    expect(s1.seats[0]?.hands.map((h) => h.cards.length)).toEqual([2, 1])
    expect(s1.seats[0]?.committed).toBe(2000)
    const s2 = act(s1, 'p1', 'stand')
    expect(s2.seats[0]?.hands.map((h) => h.cards.length)).toEqual([2, 2])
    const s3 = act(s2, 'p1', 'stand')
    // 11 and 17 against 16 + 7 = 23: both win.
    expect(E.nets(s3)).toEqual({ p1: 2000, dealer: -2000 })
  })

  it('maxHands caps splits; resplits are allowed below it', () => {
    const cards = ['8S', '6D', '8H', 'TC', '8C', '8D', '2C', '2D', '2H', '2S']
    const four = play(deal(rules({ maxHands: 4 }), cards).state, [
      ['p1', 'split'],
      ['p1', 'split'],
      ['p1', 'split']
    ])
    expect(four.seats[0]?.hands.length).toBe(4)
    const three = play(deal(rules({ maxHands: 3 }), cards).state, [
      ['p1', 'split'],
      ['p1', 'split']
    ])
    expect(E.pending(three)[0]?.allowed).toEqual(['hit', 'stand', 'double'])
    const one = deal(rules({ maxHands: 1 }), cards).state
    expect(E.pending(one)[0]?.allowed).not.toContain('split')
  })

  it('split aces get one card each unless hitSplitAces; resplitAces', () => {
    const cards = ['AS', '7D', 'AH', 'TC', 'AD', '5C', '6C']
    const noResplit = act(deal(rules({ resplitAces: false }), cards).state, 'p1', 'split')
    // A+A stands by itself (soft 12), A+5 too: 12 and 16 lose to 17.
    expect(E.isOver(noResplit)).toBe(true)
    expect(E.nets(noResplit).p1).toBe(-2000)
    const resplit = act(deal(rules({ resplitAces: true }), cards).state, 'p1', 'split')
    expect(E.pending(resplit)[0]?.allowed).toEqual(['stand', 'split'])
    const hitAces = act(deal(rules({ hitSplitAces: true, resplitAces: false }), cards).state, 'p1', 'split')
    expect(E.pending(hitAces)[0]?.allowed).toEqual(['hit', 'stand', 'double'])
  })

  it('doubleAfterSplit: false forbids doubling a split hand', () => {
    const s = act(deal(rules({ doubleAfterSplit: false }), ['8S', '6D', '8H', 'TC', '3C', '9C']).state, 'p1', 'split')
    // 8+3 = 11 would double under DAS.
    expect(E.pending(s)[0]?.allowed).toEqual(['hit', 'stand'])
  })

  it('surrender: first decision only, half the stake back', () => {
    const { state } = deal(rules(), ['TS', 'TH', '6D', '7C', '2C'])
    const s = act(state, 'p1', 'surrender')
    expect(E.nets(s)).toEqual({ p1: -500, dealer: 500 })
    expect(refusedWith(act(state, 'p1', 'hit'), 'p1', 'surrender')).toBe(
      'p1 cannot surrender now (allowed: hit, stand)'
    )
    const pair = act(deal(rules(), ['8S', 'TH', '8D', '7C', '2C', '3C']).state, 'p1', 'split')
    expect(E.pending(pair)[0]?.allowed).not.toContain('surrender')
  })

  it('chips must cover doubles, splits and insurance', () => {
    const tight: Array<[string, number, number]> = [['p1', 1500, 1000]]
    expect(E.pending(deal(rules(), ['8S', '6D', '8H', 'TC'], tight).state)[0]?.allowed).toEqual([
      'hit',
      'stand',
      'surrender'
    ])
    // Partial insurance (issue 14): 4.99 free is short of half (5) but covers a smaller amount.
    const short = deal(rules(), ['8S', 'AD', '8H', 'TC'], [['p1', 1499, 1000]]).state
    expect(E.pending(short)[0]?.allowed).toEqual(['insurance', 'decline'])
    expect(refusedWith(short, 'p1', 'insurance')).toBe(
      'p1 cannot take insurance of 5 chips: only 4.99 chips are free (insurance from 0.01 to 4.99 chips is possible)'
    )
    expect(E.step(short, 'p1', { do: 'insurance', amountMinor: 499 }).ok).toBe(true)
    expect(E.pending(deal(rules(), ['8S', 'AD', '8H', 'TC'], [['p1', 1000, 1000]]).state)[0]?.allowed).toEqual([
      'decline'
    ])
    expect(E.pending(deal(rules(), ['8S', 'AD', '8H', 'TC'], [['p1', 1500, 1000]]).state)[0]?.allowed).toEqual([
      'insurance',
      'decline'
    ])
  })

  it('an illegal action is refused naming the legal ones, and changes nothing', () => {
    const { state } = deal(rules(), ['TS', '9H', '7D', 'TC'])
    const before = structuredClone(state)
    const res = E.step(state, 'p1', { do: 'split' })
    expect(res.ok).toBe(false)
    if (!res.ok) {
      expect(res.error.message).toBe('p1 cannot split now (allowed: hit, stand, double, surrender)')
      expect(res.error.allowed).toEqual(['hit', 'stand', 'double', 'surrender'])
    }
    expect(state).toEqual(before)
  })

  it('step never mutates its input', () => {
    const { state } = deal(rules(), ['8S', '6D', '8H', 'TC', '3D', '9C', '7S', '9S'])
    const before = structuredClone(state)
    play(state, [
      ['p1', 'split'],
      ['p1', 'double'],
      ['p1', 'stand']
    ])
    expect(state).toEqual(before)
  })

  it('only the seat in turn may act', () => {
    const { state } = deal(
      rules(),
      ['TS', 'TH', '9H', '7D', '8D', 'TC'],
      [
        ['p1', 100_000, 1000],
        ['p2', 100_000, 1000]
      ]
    )
    expect(refusedWith(state, 'p2', 'stand')).toBe(
      "p2 cannot stand now: it is p1's turn (p1 may: hit, stand, double, surrender)"
    )
    expect(refusedWith(state, 'p9', 'stand')).toBe('p9 has no spot in this round')
  })
})

describe('decision timer', () => {
  it('timeout stands the hand when the timer is on', () => {
    const { state } = deal(rules({ preset: 'club99' }), ['TS', '9H', '6D', '8C'])
    const s = act(state, 'p1', 'timeout')
    // Stood on 16 against 17: lost; no card was drawn for the player.
    expect(s.seats[0]?.hands[0]?.cards.length).toBe(2)
    expect(s.seats[0]?.hands[0]?.outcome).toBe('lose')
  })

  it('timeout on the insurance question declines it', () => {
    const { state } = deal(rules({ preset: 'club99' }), ['TS', 'AH', '9D', '7C'])
    const s = act(state, 'p1', 'timeout')
    expect(s.seats[0]?.insurance).toBe(0)
    expect(E.pending(s)[0]?.allowed).toContain('hit')
  })

  it('timeout is refused when the timer is off', () => {
    const { state } = deal(rules(), ['TS', '9H', '6D', '8C'])
    expect(refusedWith(state, 'p1', 'timeout')).toMatch(/the decision timer is off/)
  })
})
