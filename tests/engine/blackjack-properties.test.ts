/**
 * Invariants of the blackjack engine under random rulesets, random shoes and random legal play.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  resolveBlackjackRules,
  type BlackjackAction,
  type BlackjackActionName,
  type BlackjackRules
} from '@shared/games/blackjack'
import { FastRng, shuffleInPlace } from '../../src/core/engine/random'
import {
  blackjackEngine as E,
  idleState,
  restartRound,
  type BlackjackSetup,
  type BlackjackState,
  ACTION_BITS,
  applyAction,
  ACTION_CODE,
  freeChips,
  insuranceRange,
  OK,
  type BjSeat,
  cardName,
  shoeCodes,
  VALUE,
  compileRules,
  basicStrategyAction,
  basicStrategyCode,
  strategyFor
} from '../../src/core/engine/games/blackjack'

const rulesArb: fc.Arbitrary<BlackjackRules> = fc
  .record({
    preset: fc.constantFrom('club99', 'vegas-6d', 'european', 'single-deck'),
    decks: fc.integer({ min: 1, max: 8 }),
    dealerHitsSoft17: fc.boolean(),
    peek: fc.boolean(),
    doubleOn: fc.constantFrom('any', '9-11', '10-11'),
    doubleAfterSplit: fc.boolean(),
    splitBy: fc.constantFrom('rank', 'value'),
    maxHands: fc.integer({ min: 1, max: 5 }),
    resplitAces: fc.boolean(),
    hitSplitAces: fc.boolean(),
    surrender: fc.boolean(),
    insurance: fc.boolean(),
    blackjackPays: fc.constantFrom('3:2', '6:5', '1:1'),
    charlie: fc.constantFrom<'off' | number>('off', 'off', 5, 6, 7),
    maxCards: fc.constantFrom<'none' | number>('none', 'none', 7, 9),
    timer: fc.boolean()
  })
  .map(({ timer, ...x }) => {
    const r = resolveBlackjackRules({
      ...x,
      surrender: x.surrender ? (x.peek ? 'late' : 'early') : 'none',
      maxCards: x.maxCards !== 'none' && x.charlie !== 'off' && x.charlie > x.maxCards ? 'none' : x.maxCards,
      decisionSeconds: timer ? 20 : 'off'
    })
    if (!r.ok) throw new Error(`${r.path}: ${r.message}`)
    return r.rules
  })

/**
 * A full shoe, shuffled, with the cards of a few favoured ranks moved to the front: keeps the
 * composition while making pairs, aces, blackjacks and long hands common.
 */
function stackedShoe(decks: number, seed: number, favoured: number[]): number[] {
  const shoe = shuffleInPlace(shoeCodes(decks), new FastRng(seed))
  if (favoured.length === 0) return shoe
  const isFav = (c: number): boolean => favoured.includes(VALUE[c] as number)
  return [...shoe.filter(isFav), ...shoe.filter((c) => !isFav(c))]
}

const caseArb = fc.record({
  rules: rulesArb,
  seed: fc.integer({ min: 0, max: 0x7fffffff }),
  favoured: fc.subarray([1, 2, 3, 8, 10], { maxLength: 3 }),
  seats: fc.integer({ min: 1, max: 3 }),
  tight: fc.boolean(),
  choices: fc.array(fc.nat(), { minLength: 120, maxLength: 120 }),
  useBot: fc.constant(false)
})

/** The bot's strategy is computed per ruleset (~0.1 s each), so its cases draw from a few rulesets. */
const botCaseArb = fc
  .record({
    c: caseArb,
    over: fc.constantFrom<Record<string, unknown>>(
      { preset: 'club99' },
      { preset: 'vegas-6d' },
      { preset: 'european' },
      { preset: 'single-deck' },
      { preset: 'vegas-6d', blackjackPays: '6:5', dealerHitsSoft17: true },
      { preset: 'european', surrender: 'early', doubleOn: '10-11', charlie: 5 }
    )
  })
  .map(({ c, over }) => {
    const r = resolveBlackjackRules(over)
    if (!r.ok) throw new Error(r.message)
    return { ...c, rules: r.rules, useBot: true }
  })

interface Case {
  rules: BlackjackRules
  seed: number
  favoured: number[]
  seats: number
  tight: boolean
  choices: number[]
  useBot: boolean
}

function setupOf(c: Case): BlackjackSetup {
  const cfg = compileRules(c.rules)
  const stake = 10 * cfg.stakeUnit
  return {
    seats: Array.from({ length: c.seats }, (_, i) => ({
      id: `p${i + 1}`,
      bankroll: c.tight ? stake + (i * stake) / 2 : 1_000_000,
      stake
    })),
    shoe: stackedShoe(c.rules.decks, c.seed, c.favoured),
    position: 0
  }
}

interface Played {
  states: BlackjackState[]
  actions: Array<[string, BlackjackAction]>
}

function playRandom(c: Case): Played {
  const start = E.start(c.rules, setupOf(c))
  if (!start.ok) throw new Error(start.error.message)
  const states = [start.state]
  const actions: Array<[string, BlackjackAction]> = []
  let s = start.state
  for (let i = 0; i < c.choices.length && !E.isOver(s); i++) {
    const p = E.pending(s)
    expect(p.length).toBe(1)
    const { seat, allowed } = p[0] as { seat: string; allowed: BlackjackActionName[] }
    expect(allowed.length).toBeGreaterThan(0)
    let a: BlackjackActionName
    if (c.useBot) {
      a = basicStrategyAction(E.view(s, seat), c.rules) as BlackjackActionName
    } else {
      const k = (c.choices[i] as number) % (allowed.length + (c.rules.decisionSeconds === 'off' ? 0 : 1))
      a = k === allowed.length ? 'timeout' : (allowed[k] as BlackjackActionName)
    }
    let action: BlackjackAction = { do: a }
    if (a === 'insurance' && !c.useBot) {
      // Partial insurance: any amount the seat may bet, from the range's bottom to what is covered.
      const st = s.seats[s.turn] as BjSeat
      const range = insuranceRange(s, st)
      const top = Math.min(range.max, freeChips(s, st))
      action = { do: a, amountMinor: range.min + ((c.choices[i] as number) % (top - range.min + 1)) }
    }
    const r = E.step(s, seat, action)
    if (!r.ok) throw new Error(`${seat} ${a}: ${r.error.message}`)
    s = r.state
    states.push(s)
    actions.push([seat, action])
  }
  return { states, actions }
}

const last = (p: Played): BlackjackState => p.states[p.states.length - 1] as BlackjackState

describe('blackjack engine properties', () => {
  it('a round always ends under random legal play, and the nets sum to zero', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const s = last(playRandom(c))
        expect(E.isOver(s)).toBe(true)
        expect(E.pending(s)).toEqual([])
        const nets = E.nets(s)
        expect(Object.values(nets).reduce((a, b) => a + b, 0)).toBe(0)
        expect(Object.keys(nets).sort()).toEqual([...s.seats.map((x) => x.id), 'dealer'].sort())
      }),
      { numRuns: 300 }
    )
  })

  it('every card is dealt at most once, from the shoe, keeping its composition', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const played = playRandom(c)
        for (const s of played.states) {
          const held = [...s.dealer, ...s.seats.flatMap((x) => x.hands.flatMap((h) => h.cards))]
          const drawn = s.shoe.slice(s.start, s.pos)
          expect(held.length).toBe(drawn.length)
          expect([...held].sort((a, b) => a - b)).toEqual([...drawn].sort((a, b) => a - b))
          const counts = new Map<number, number>()
          for (const card of held) counts.set(card, (counts.get(card) ?? 0) + 1)
          for (const n of counts.values()) expect(n).toBeLessThanOrEqual(c.rules.decks)
        }
      }),
      { numRuns: 200 }
    )
  })

  it('stakes, doubles, splits and insurance never exceed the chips', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        for (const s of playRandom(c).states) {
          for (const st of s.seats) {
            const onTable = st.insurance + st.hands.reduce((a, h) => a + h.stake, 0)
            expect(st.committed).toBe(onTable)
            expect(st.committed).toBeLessThanOrEqual(st.bankroll)
          }
        }
      }),
      { numRuns: 200 }
    )
  })

  it('replaying the recorded actions from the start reproduces every state', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const live = playRandom(c)
        const start = E.start(c.rules, setupOf(c))
        if (!start.ok) throw new Error(start.error.message)
        let s = start.state
        expect(s).toEqual(live.states[0])
        live.actions.forEach(([seat, a], i) => {
          const r = E.step(s, seat, a)
          if (!r.ok) throw new Error(r.error.message)
          s = r.state
          expect(s).toEqual(live.states[i + 1])
        })
      }),
      { numRuns: 150 }
    )
  })

  it('the in-place path (restartRound + applyAction) plays exactly as step does', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const live = playRandom(c)
        const s = idleState(c.rules, setupOf(c))
        expect(restartRound(s, 0)).toBe(OK)
        for (const [seat, a] of live.actions) {
          expect(
            applyAction(
              s,
              s.seats.findIndex((x) => x.id === seat),
              ACTION_CODE[a.do],
              null,
              a.amountMinor ?? 0
            )
          ).toBe(OK)
        }
        expect(s).toEqual(last(live))
      }),
      { numRuns: 150 }
    )
  })

  it('a view never shows the hole card before it is revealed, nor any card still in the shoe', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        for (const s of playRandom(c).states) {
          const hidden = c.rules.peek && !s.holeShown && s.dealer.length >= 2
          const faceUp =
            s.seats.reduce((a, x) => a + x.hands.reduce((b, h) => b + h.cards.length, 0), 0) +
            s.dealer.length -
            (hidden ? 1 : 0)
          for (const viewer of [...s.seats.map((x) => x.id), null]) {
            const v = E.view(s, viewer)
            if (hidden) expect(v.dealer.cards[1]).toBeNull()
            else expect(v.dealer.cards).toEqual(s.dealer.map(cardName))
            expect(Object.keys(v.shoe).sort()).toEqual(['cutCardOut', 'remaining'])
            // Exactly the face-up cards appear anywhere in the view: nothing from the shoe.
            const shown = JSON.stringify(v).match(/"[A2-9TJQK][SHDC]"/g) ?? []
            expect(shown.length).toBe(faceUp)
          }
        }
      }),
      { numRuns: 200 }
    )
  })

  it('the bot picks a legal action, the same from the view as from the state', () => {
    fc.assert(
      fc.property(botCaseArb, (c) => {
        const table = strategyFor(c.rules)
        for (const s of playRandom(c).states) {
          if (E.isOver(s)) continue
          const seat = E.pending(s)[0]?.seat as string
          const fromView = basicStrategyAction(E.view(s, seat), c.rules)
          expect(E.pending(s)[0]?.allowed).toContain(fromView)
          const code = basicStrategyCode(s, table)
          expect(ACTION_BITS.find(([bit]) => bit === code)?.[1]).toBe(fromView)
        }
      }),
      { numRuns: 150 }
    )
  })
})
