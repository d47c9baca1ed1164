import { describe, expect, it } from 'vitest'
import type { RecallStep } from '@shared/contract/history'
import type { Card } from '@shared/cards'
import {
  cardScene,
  faceDownLeft,
  framesOf,
  sicboScene,
  stepJump,
  viewTotals,
  wholeNetToShow,
  type CardScene,
  type SceneSeat
} from './replay'

function step(index: number, actor: string, action: unknown, events: unknown[], view?: unknown): RecallStep {
  return {
    index,
    kind: index === 0 ? 'start' : 'action',
    actor,
    action,
    events,
    at: '2026-01-01T00:00:00.000Z',
    ...(view ? { view } : {})
  }
}

describe('framesOf', () => {
  it("gives one frame per event and one for a step without events, marking each step's last frame", () => {
    const frames = framesOf([
      step(0, 'table', {}, []),
      step(1, 'you', { type: 'bet' }, [{ type: 'bet-placed' }]),
      step(2, 'dealer', { type: 'close' }, [{ type: 'betting-closed' }, { type: 'rolled' }, { type: 'settled' }])
    ])
    expect(frames.map((f) => [f.step, f.event, f.last])).toEqual([
      [0, null, true],
      [1, 0, true],
      [2, 0, false],
      [2, 1, false],
      [2, 2, true]
    ])
    expect(frames.map((f) => f.index)).toEqual([0, 1, 2, 3, 4])
  })

  it("steps by decision: forward to the next step's first frame, back to this step's start, then the previous one", () => {
    const frames = framesOf([
      step(0, 'table', {}, [{}, {}]),
      step(1, 'you', {}, [{}, {}, {}]),
      step(2, 'you', {}, [{}])
    ])
    // frames: 0,1 (step 0) · 2,3,4 (step 1) · 5 (step 2)
    expect(stepJump(frames, 0, 1)).toBe(2)
    expect(stepJump(frames, 3, 1)).toBe(5)
    expect(stepJump(frames, 5, 1)).toBe(5)
    expect(stepJump(frames, 4, -1)).toBe(2)
    expect(stepJump(frames, 2, -1)).toBe(0)
    expect(stepJump(frames, 0, -1)).toBe(0)
  })
})

describe('sicboScene', () => {
  const steps = [
    step(0, 'table', {}, []),
    step(1, 'you', {}, [{ type: 'bet-placed', bet: { seat: 'you', spot: 'small', amountMinor: 500 } }]),
    step(2, 'you', {}, [{ type: 'bet-placed', bet: { seat: 'you', spot: 'total:9', amountMinor: 200 } }]),
    step(3, 'you', {}, [{ type: 'bet-placed', bet: { seat: 'you', spot: 'small', amountMinor: 100 } }]),
    step(4, 'bot', {}, [{ type: 'bet-placed', bet: { seat: 'bot', spot: 'big', amountMinor: 900 } }]),
    step(5, 'you', {}, [{ type: 'bets-removed', seat: 'you', spot: 'total:9', amountMinor: 200 }]),
    step(6, 'dealer', {}, [
      { type: 'betting-closed' },
      { type: 'rolled', dice: [2, 2, 5], total: 9 },
      {
        type: 'settled',
        bets: [
          { seat: 'you', spot: 'small', amountMinor: 600, pays: 1, netMinor: 600 },
          { seat: 'bot', spot: 'big', amountMinor: 900, pays: null, netMinor: -900 }
        ],
        nets: { you: 600, bot: -900, dealer: 300 },
        winningSpots: ['small']
      }
    ])
  ]
  const frames = framesOf(steps)

  it("adds up the person's chips per spot and takes removed bets off", () => {
    expect(sicboScene(frames, 3, ['you']).stakes).toEqual({ small: 600, 'total:9': 200 })
    // After the removal only small remains; the other seat's bet is not the person's.
    expect(sicboScene(frames, 5, ['you']).stakes).toEqual({ small: 600 })
  })

  it("shows no dice before the roll, then the dice, then the settlement of the person's bets only", () => {
    const closed = sicboScene(frames, 6, ['you'])
    expect(closed.closed).toBe(true)
    expect(closed.dice).toBeNull()
    const rolled = sicboScene(frames, 7, ['you'])
    expect(rolled.dice).toEqual([2, 2, 5])
    expect(rolled.settled).toBeNull()
    const settled = sicboScene(frames, 8, ['you'])
    expect(settled.settled?.winningSpots).toEqual(['small'])
    expect(settled.settled?.bets.map((b) => b.seat)).toEqual(['you'])
  })

  it('a clear (spot null) takes every bet of that seat off', () => {
    const f = framesOf([
      step(0, 'you', {}, [
        { type: 'bet-placed', bet: { seat: 'you', spot: 'small', amountMinor: 100 } },
        { type: 'bet-placed', bet: { seat: 'you', spot: 'big', amountMinor: 100 } },
        { type: 'bets-removed', seat: 'you', spot: null, amountMinor: 200 }
      ])
    ])
    expect(sicboScene(f, 1, ['you']).stakes).toEqual({ small: 100, big: 100 })
    expect(sicboScene(f, 2, ['you']).stakes).toEqual({})
  })
})

describe('cardScene (blackjack)', () => {
  const frames = framesOf([
    step(0, 'table', {}, [
      { type: 'deal', to: 'you', hand: 0, card: '8S' },
      { type: 'deal', to: 'dealer', hand: 0, card: '6H' },
      { type: 'deal', to: 'you', hand: 0, card: '8D' },
      { type: 'deal', to: 'dealer', hand: 0, card: null }
    ]),
    step(1, 'you', { do: 'split' }, [
      { type: 'action', seat: 'you', hand: 0, do: 'split' },
      { type: 'deal', to: 'you', hand: 0, card: '3C' }
    ]),
    step(2, 'you', { do: 'double' }, [
      { type: 'action', seat: 'you', hand: 0, do: 'double' },
      { type: 'deal', to: 'you', hand: 1, card: 'KH' }
    ]),
    step(3, 'you', { do: 'stand' }, [
      { type: 'action', seat: 'you', hand: 1, do: 'stand' },
      { type: 'reveal', card: 'TS' },
      { type: 'hand-settled', seat: 'you', hand: 0, outcome: 'lose', net: -2000 },
      { type: 'hand-settled', seat: 'you', hand: 1, outcome: 'win', net: 1000 },
      { type: 'round-over', nets: { you: -1000, dealer: 1000 } }
    ])
  ])

  it('keeps the hole card face down until it is revealed', () => {
    expect(cardScene('blackjack', frames, 3).dealer.hands[0]?.cards).toEqual(['6H', null])
    expect(cardScene('blackjack', frames, frames.length - 1).dealer.hands[0]?.cards).toEqual(['6H', 'TS'])
  })

  it("a split moves the pair's second card to a new hand right after it", () => {
    const s = cardScene('blackjack', frames, 4)
    const you = s.seats.find((x) => x.id === 'you')
    expect(you?.hands.map((h) => h.cards)).toEqual([['8S'], ['8D']])
    const later = cardScene('blackjack', frames, 7)
    expect(later.seats[0]?.hands.map((h) => h.cards)).toEqual([
      ['8S', '3C'],
      ['8D', 'KH']
    ])
    expect(later.seats[0]?.hands[0]?.doubled).toBe(true)
  })

  it("records each hand's outcome and net, and the end of the round", () => {
    const end = cardScene('blackjack', frames, frames.length - 1)
    expect(end.seats[0]?.hands.map((h) => [h.outcome, h.net])).toEqual([
      ['lose', -2000],
      ['win', 1000]
    ])
    expect(end.over).toBe(true)
  })
})

describe('cardScene (xì dách)', () => {
  it('deals, draws, checks and settles per seat', () => {
    const frames = framesOf([
      step(0, 'table', {}, [
        { type: 'dealt', seat: 'p1', card: 'AS' },
        { type: 'dealt', seat: 'dealer', card: '9H' },
        { type: 'dealt', seat: 'p1', card: 'KD' },
        { type: 'dealt', seat: 'dealer', card: '7C' },
        { type: 'natural', seat: 'p1', kind: 'xi-dach' }
      ]),
      step(1, 'dealer', { do: 'check', target: 'p1' }, [
        { type: 'checked', seat: 'p1', early: false },
        { type: 'settled', seat: 'p1', outcome: 'xi-dach', net: 2000 },
        { type: 'over' }
      ])
    ])
    const s = cardScene('xidach', frames, frames.length - 1)
    expect(s.dealer.hands[0]?.cards).toEqual(['9H', '7C'])
    const p1 = s.seats.find((x) => x.id === 'p1')
    expect(p1?.hands[0]?.cards).toEqual(['AS', 'KD'])
    expect(p1?.natural).toBe('xi-dach')
    expect(p1?.checked).toBe('late')
    expect(p1?.hands[0]?.outcome).toBe('xi-dach')
    expect(p1?.hands[0]?.net).toBe(2000)
    expect(s.over).toBe(true)
  })
})

describe('viewTotals', () => {
  it("reads blackjack totals per seat and hand and the dealer's", () => {
    const view = {
      dealer: { cards: ['6H', null], total: 6, soft: false },
      seats: [
        {
          id: 'you',
          hands: [
            { total: 11, soft: false },
            { total: 18, soft: true }
          ]
        }
      ]
    }
    const m = viewTotals('blackjack', view)
    expect(m.get('dealer#0')).toEqual({ total: 6, soft: false })
    expect(m.get('you#0')).toEqual({ total: 11, soft: false })
    expect(m.get('you#1')).toEqual({ total: 18, soft: true })
  })

  it('leaves out a xì dách total the person could not see', () => {
    const view = {
      dealer: { total: null },
      players: [
        { id: 'p1', total: 21 },
        { id: 'p2', total: null }
      ]
    }
    const m = viewTotals('xidach', view)
    expect(m.get('p1#0')?.total).toBe(21)
    expect(m.has('p2#0')).toBe(false)
    expect(m.has('dealer#0')).toBe(false)
  })
})

/** A seat of a recalled scene, built by hand. */
function seatOf(
  id: string,
  hands: Array<{ cards: Array<Card | null>; net: number | null }>,
  insuranceNet: number | null = null
): SceneSeat {
  return {
    id,
    hands: hands.map((h) => ({
      cards: h.cards,
      doubled: false,
      moves: [],
      outcome: h.net === null ? null : 'x',
      net: h.net
    })),
    natural: null,
    checked: null,
    penalisedMinor: null,
    insuranceNet
  }
}
const sceneOf = (dealer: SceneSeat, seats: SceneSeat[], over = true): CardScene => ({
  dealer,
  seats,
  turn: null,
  peek: null,
  over
})

describe('what the recall says at the end of a card round (issue 32)', () => {
  it('a hole card never turned over (every hand surrendered) is still face down: not "every card is shown"', () => {
    const you = seatOf('you1', [{ cards: ['TS', '6D'], net: -500 }])
    expect(faceDownLeft(sceneOf(seatOf('dealer', [{ cards: ['9C', null], net: null }]), [you]))).toBe(true)
    expect(faceDownLeft(sceneOf(seatOf('dealer', [{ cards: ['9C', 'KH'], net: null }]), [you]))).toBe(false)
  })

  it("a Xì dách non who paid 36 for the dealer shows the round's −136, not the hand's −100", () => {
    const dealer = seatOf('dealer', [{ cards: ['TS', '8D'], net: null }])
    const non = seatOf('you', [{ cards: ['9C', '5D'], net: -10_000 }])
    const plain = seatOf('b1', [{ cards: ['KC', '9D'], net: 10_000 }])
    const nets = { you: -13_600, b1: 10_000, dealer: 3_600 }
    expect(wholeNetToShow(sceneOf(dealer, [non, plain]), non, nets)).toBe(-13_600)
    // A seat whose hands say it all, the dealer, and a round not yet over say nothing more.
    expect(wholeNetToShow(sceneOf(dealer, [non, plain]), plain, nets)).toBeNull()
    expect(wholeNetToShow(sceneOf(dealer, [non, plain]), dealer, nets)).toBeNull()
    expect(wholeNetToShow(sceneOf(dealer, [non, plain], false), non, nets)).toBeNull()
  })

  it('Blackjack insurance shown on its own tag adds into the parts: no extra line', () => {
    const dealer = seatOf('dealer', [{ cards: ['AS', 'KD'], net: null }])
    const you = seatOf('you1', [{ cards: ['TS', '9D'], net: -1_000 }], 1_000)
    expect(wholeNetToShow(sceneOf(dealer, [you]), you, { you1: 0, dealer: 0 })).toBeNull()
  })
})
