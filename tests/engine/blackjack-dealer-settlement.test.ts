/**
 * One test (or a few) per rule of docs/rules-blackjack.md on insurance, the dealer, settlement, stakes and
 * the card source, driven through the public engine API with exact card lists. Expected money is worked
 * out from the rules by hand (stakes of 10 chips = 1000 minor).
 */
import { describe, expect, it } from 'vitest'
import { type BlackjackRules } from '@shared/games/blackjack'
import { blackjackEngine as E, shoeAfter } from '../../src/core/engine/games/blackjack'
import { rules, codes, deal, act, play } from '../support/blackjack-engine'

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
