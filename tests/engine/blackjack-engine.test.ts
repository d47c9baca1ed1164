/**
 * One test (or a few) per rule of docs/rules-blackjack.md, driven through the public engine API with exact
 * card lists. Expected money is worked out from the rules by hand (stakes of 10 chips = 1000 minor).
 */
import { describe, expect, it } from 'vitest'
import {
  resolveBlackjackRules,
  type BlackjackActionName,
  type BlackjackEvent,
  type BlackjackRules
} from '@shared/games/blackjack'
import type { Card } from '@shared/cards'
import { blackjackEngine as E, shoeAfter, type BlackjackState, cardCode } from '../../src/main/engine/games/blackjack'

function rules(over: Record<string, unknown> = {}): BlackjackRules {
  const r = resolveBlackjackRules({ preset: 'vegas-6d', ...over })
  if (!r.ok) throw new Error(`${r.path}: ${r.message}`)
  return r.rules
}

const codes = (cards: string[]): number[] => cards.map((c) => cardCode(c as Card))

interface Dealt {
  state: BlackjackState
  events: BlackjackEvent[]
}

function deal(
  r: BlackjackRules,
  cards: string[],
  seats: Array<[string, number, number]> = [['p1', 100_000, 1000]]
): Dealt {
  const res = E.start(r, {
    seats: seats.map(([id, bankroll, stake]) => ({ id, bankroll, stake })),
    shoe: codes(cards),
    position: 0
  })
  if (!res.ok) throw new Error(res.error.message)
  return { state: res.state, events: res.events }
}

function act(state: BlackjackState, seat: string, a: BlackjackActionName): BlackjackState {
  const res = E.step(state, seat, { do: a })
  if (!res.ok) throw new Error(res.error.message)
  return res.state
}

function refusedWith(state: BlackjackState, seat: string, a: BlackjackActionName): string {
  const res = E.step(state, seat, { do: a })
  if (res.ok) throw new Error(`${a} was accepted`)
  return res.error.message
}

function play(state: BlackjackState, steps: Array<[string, BlackjackActionName]>): BlackjackState {
  return steps.reduce((s, [seat, a]) => act(s, seat, a), state)
}

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

describe('insurance and even money', () => {
  it('offered only with an ace up and insurance on; every seat answers first', () => {
    const seats: Array<[string, number, number]> = [
      ['p1', 100_000, 1000],
      ['p2', 100_000, 1000]
    ]
    const cards = ['TS', 'AS', 'AH', '9D', 'KD', '7C']
    const { state } = deal(rules(), cards, seats)
    expect(E.pending(state)).toEqual([{ seat: 'p1', allowed: ['insurance', 'decline'] }])
    const s1 = act(state, 'p1', 'insurance')
    expect(E.pending(s1)).toEqual([{ seat: 'p2', allowed: ['even-money', 'decline'] }])
    expect(E.pending(deal(rules({ insurance: false }), cards, seats).state)[0]?.allowed).toContain('hit')
  })

  it('insurance pays 2:1 on a dealer blackjack', () => {
    const s = act(deal(rules(), ['TS', 'AH', '9D', 'KC']).state, 'p1', 'insurance')
    expect(s.seats[0]?.insuranceNet).toBe(1000)
    expect(s.seats[0]?.hands[0]?.net).toBe(-1000)
  })

  it('even money pays 1:1 at once', () => {
    const s = act(deal(rules(), ['AS', 'AH', 'KD', 'TC']).state, 'p1', 'even-money')
    // Even with the dealer holding blackjack, the even-money hand keeps its 1:1.
    expect(s.seats[0]?.hands[0]?.outcome).toBe('even-money')
    expect(E.nets(s)).toEqual({ p1: 1000, dealer: -1000 })
  })
})

describe('dealer', () => {
  it('peek with a ten up: a dealer blackjack ends the round, original stakes only, blackjacks push', () => {
    const { state } = deal(
      rules(),
      ['9S', 'AS', 'KH', '9D', 'QD', 'AC'],
      [
        ['p1', 100_000, 1000],
        ['p2', 100_000, 1000]
      ]
    )
    expect(E.isOver(state)).toBe(true)
    expect(E.nets(state)).toEqual({ p1: -1000, p2: 0, dealer: 1000 })
  })

  it('no hole card: a dealer blackjack at the end takes doubles and splits too', () => {
    const s = play(deal(rules({ preset: 'european' }), ['8S', 'TH', '8D', '3C', '9H', 'TS', 'AC']).state, [
      ['p1', 'split'],
      ['p1', 'double'],
      ['p1', 'stand']
    ])
    expect(E.nets(s)).toEqual({ p1: -3000, dealer: 3000 })
  })

  it('stands on hard 17, draws to 16', () => {
    expect(E.nets(act(deal(rules(), ['TS', '7H', '8D', 'TC']).state, 'p1', 'stand')).p1).toBe(1000)
    const s = act(deal(rules(), ['TS', '6H', '8D', 'TC', '4C']).state, 'p1', 'stand')
    expect(s.dealer.length).toBe(3)
    expect(E.nets(s).p1).toBe(-1000)
  })

  it('soft 17: stands under S17, hits under H17', () => {
    const s17 = act(deal(rules(), ['TS', '6H', '8D', 'AC']).state, 'p1', 'stand')
    expect(s17.dealer.length).toBe(2)
    const h17 = act(deal(rules({ dealerHitsSoft17: true }), ['TS', '6H', '8D', 'AC', '2C']).state, 'p1', 'stand')
    // A+6+2 = soft 19 stands; beats 18.
    expect(h17.dealer.length).toBe(3)
    expect(E.nets(h17).p1).toBe(-1000)
  })

  it('does not reveal or draw when every hand is settled', () => {
    const s = act(deal(rules(), ['TS', '6H', '6D', 'TC', 'KC']).state, 'p1', 'hit')
    expect(s.dealer.length).toBe(2)
    expect(s.holeShown).toBe(false)
    expect(E.view(s, 'p1').dealer.cards).toEqual(['6H', null])
  })

  it('a player bust loses even when the dealer busts', () => {
    const s = play(
      deal(
        rules(),
        ['TS', 'TH', '6H', '6D', '8D', 'TC', 'KC', '9C'],
        [
          ['p1', 100_000, 1000],
          ['p2', 100_000, 1000]
        ]
      ).state,
      [
        ['p1', 'hit'],
        ['p2', 'stand']
      ]
    )
    expect(E.nets(s)).toEqual({ p1: -1000, p2: 1000, dealer: 0 })
  })
})

describe('settlement', () => {
  it.each([
    ['3:2', 1500],
    ['6:5', 1200],
    ['1:1', 1000]
  ])('blackjack pays %s', (pays, win) => {
    expect(E.nets(deal(rules({ blackjackPays: pays }), ['AS', '9H', 'KD', '7C']).state).p1).toBe(win)
  })

  it('21 on two cards after a split is not a blackjack', () => {
    const s = play(deal(rules(), ['KS', '9D', 'KH', '8C', 'AD', '9C']).state, [
      ['p1', 'split'],
      ['p1', 'stand']
    ])
    expect(s.seats[0]?.hands[0]?.outcome).toBe('win')
    expect(s.seats[0]?.hands[0]?.net).toBe(1000)
  })

  it('Charlie wins 1:1 at once; against a possible dealer blackjack (no peek) it waits and can lose', () => {
    const cards = ['2S', 'TH', '3D', '7C', '2H', '4C', '5S']
    const peek = play(deal(rules({ charlie: 5 }), cards).state, [
      ['p1', 'hit'],
      ['p1', 'hit'],
      ['p1', 'hit']
    ])
    expect(peek.seats[0]?.hands[0]?.outcome).toBe('charlie')
    expect(E.nets(peek).p1).toBe(1000)
    const enhc = rules({ preset: 'european', charlie: 5 })
    const noPeek = play(deal(enhc, ['2S', 'TH', '3D', '2H', '4C', '5S', 'AC']).state, [
      ['p1', 'hit'],
      ['p1', 'hit'],
      ['p1', 'hit']
    ])
    expect(noPeek.seats[0]?.hands[0]?.outcome).toBe('dealer-blackjack')
  })

  it('maxCards stands the hand at the limit', () => {
    const s = play(deal(rules({ maxCards: 4 }), ['2S', '6H', '3D', 'TC', '2H', '4C', '9C']).state, [
      ['p1', 'hit'],
      ['p1', 'hit']
    ])
    expect(s.seats[0]?.hands[0]?.cards.length).toBe(4)
    expect(E.isOver(s)).toBe(true)
  })

  it('nets sum to zero', () => {
    const s = play(deal(rules(), ['8S', '6D', '8H', 'TC', '3D', '9C', '7S', '9S']).state, [
      ['p1', 'split'],
      ['p1', 'double'],
      ['p1', 'stand']
    ])
    const n = E.nets(s)
    // 8+3+9 = 20 doubled and 8+7 = 15 against 6+T+9 = 25.
    expect(n).toEqual({ p1: 3000, dealer: -3000 })
    expect(Object.values(n).reduce((a, b) => a + b, 0)).toBe(0)
  })
})

describe('stakes and the card source', () => {
  const start = (r: BlackjackRules, stake: number, bankroll = 100_000) =>
    E.start(r, { seats: [{ id: 'p1', bankroll, stake }], shoe: codes(['TS', '9H', '7D', 'TC']), position: 0 })

  it('refuses stakes outside the limits, the chips, or the exact-payout unit', () => {
    const no = (r: ReturnType<typeof start>): string => (r.ok ? 'accepted' : r.error.message)
    expect(no(start(rules({ minBet: 5 }), 400))).toMatch(/under the table minimum of 5/)
    expect(no(start(rules({ maxBet: 5 }), 600))).toMatch(/over the table maximum of 5/)
    expect(no(start(rules(), 2000, 1000))).toMatch(/more than the seat's 10 chips/)
    // 3:2 and half-stake payouts need an even number of minor units; 6:5 with halves a multiple of 10.
    expect(no(start(rules(), 5))).toMatch(/multiple of 0.02 chips/)
    expect(no(start(rules({ blackjackPays: '6:5' }), 4))).toMatch(/multiple of 0.1 chips/)
    expect(start(rules({ blackjackPays: '1:1', surrender: 'none', insurance: false }), 1).ok).toBe(true)
  })

  it('reports where the shoe stands and whether the cut card came out', () => {
    const shoe = codes(['TS', '9H', '7D', 'TC', '5C', '4C', '3C', '2C', 'KS', 'QS', 'JS'])
    const r = E.start(rules(), { seats: [{ id: 'p1', bankroll: 100_000, stake: 1000 }], shoe, position: 0, cutAt: 5 })
    if (!r.ok) throw new Error(r.error.message)
    const s = act(r.state, 'p1', 'stand')
    expect(shoeAfter(s)).toEqual({ position: 4, cutCardOut: false, reshuffle: false })
    const r2 = E.start(rules(), { seats: [{ id: 'p1', bankroll: 100_000, stake: 1000 }], shoe, position: 4, cutAt: 5 })
    if (!r2.ok) throw new Error(r2.error.message)
    // 5+3 v 4+2: hit K -> 18; dealer 6 draws Q -> 16, J -> 26.
    const s2 = play(r2.state, [
      ['p1', 'hit'],
      ['p1', 'stand']
    ])
    expect(shoeAfter(s2)).toEqual({ position: 11, cutCardOut: true, reshuffle: true })
    expect(shoeAfter(act(r.state, 'p1', 'stand')).reshuffle).toBe(false)
    const every = E.start(rules({ shuffle: 'every-round' }), {
      seats: [{ id: 'p1', bankroll: 100_000, stake: 1000 }],
      shoe,
      position: 0,
      cutAt: 5
    })
    if (!every.ok) throw new Error(every.error.message)
    expect(shoeAfter(act(every.state, 'p1', 'stand')).reshuffle).toBe(true)
  })

  it('a draw past the end of the source is refused and leaves the state as it was', () => {
    const { state } = deal(rules(), ['TS', '9H', '2D', '7C'])
    const before = structuredClone(state)
    const res = E.step(state, 'p1', { do: 'hit' })
    expect(res.ok).toBe(false)
    if (!res.ok)
      expect(res.error).toEqual({ code: 'out-of-cards', message: 'the card source ran out: p1 needs another card' })
    expect(state).toEqual(before)
  })
})
