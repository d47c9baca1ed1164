/**
 * Properties over random tables (any house rules, 1–5 players, random stakes within the caps, a
 * random deck) and random legal play — early checks, penalties, standing under the minimum included:
 * every round ends, nets sum to 0, no card is dealt twice, nobody loses more than the caps allow,
 * the in-place path equals the pure one, replaying the moves reproduces the round, and computer seats
 * decide the same whatever the cards they cannot see.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { standardDeck, type Card } from '@shared/cards'
import {
  maxStake,
  resolveXidachRules,
  XIDACH_PRESETS,
  type XidachAction,
  type XidachEvent,
  type XidachRules
} from '@shared/games/xidach'
import {
  apply,
  cloneState,
  legalActions,
  restartRound,
  startRound,
  viewOf,
  xidachEngine,
  type XidachSetup,
  type XidachState,
  botDecision,
  dealerDecision,
  BOT_STYLES,
  DEALER_STRENGTHS,
  playOut,
  ViewPool,
  type Move
} from '../../src/core/engine/games/xidach'
import { FastRng, shuffled } from '../../src/core/engine/random'

const rulesArb = fc
  .record({
    preset: fc.constantFrom(...XIDACH_PRESETS),
    aceValue: fc.constantFrom('by-count', 'flexible', 'western'),
    playerMin: fc.integer({ min: 14, max: 16 }),
    dealerMin: fc.integer({ min: 14, max: 16 }),
    nguLinh: fc.constantFrom('at-most-21', 'under-21'),
    bothBust: fc.constantFrom('push', 'dealer'),
    pay: fc.record({
      xiBang: fc.integer({ min: 1, max: 4 }),
      xiDach: fc.integer({ min: 1, max: 4 }),
      nguLinh: fc.integer({ min: 1, max: 4 })
    }),
    symmetric: fc.boolean(),
    earlyCheck: fc.constantFrom('off', 'after-turn', 'any-time'),
    penalty: fc.boolean(),
    // Issue 14's keys, every value.
    denAt: fc.constantFrom('off', 26, 27, 28, 29, 30),
    nonPenalty: fc.constantFrom('off', 'pays-for-dealer'),
    penaltyCap: fc.integer({ min: 1, max: 50 }),
    dealerPenalty: fc.constantFrom('off', 'pays-all'),
    specialTie: fc.constantFrom('push', 'dealer', 'dealer-always'),
    maxPlayers: fc.integer({ min: 5, max: 7 }),
    dealOrder: fc.constantFrom('dealer-last', 'dealer-first'),
    drawFrom: fc.constantFrom('top', 'bottom'),
    // Issue 35's keys, every value.
    bustEndsTurn: fc.boolean(),
    bothPenalised: fc.constantFrom('dealer', 'push'),
    penalisedLoss: fc.constantFrom('multiplier', 'one-stake'),
    shortfall: fc.constantFrom('dealer-pays', 'receivers-share')
  })
  .map((input) => {
    const r = resolveXidachRules(input)
    if (!r.ok) throw new Error(r.message)
    return r.rules
  })

const tableArb = fc.record({
  rules: rulesArb,
  players: fc.integer({ min: 1, max: 7 }),
  bankrolls: fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 7, maxLength: 7 }),
  stakeShares: fc.array(fc.double({ min: 0.05, max: 1, noNaN: true }), { minLength: 7, maxLength: 7 }),
  bank: fc.option(fc.integer({ min: 5_000, max: 100_000 }), { nil: null }),
  seed: fc.integer({ min: 0, max: 0x7fffffff })
})

type Table = { rules: XidachRules; setup: XidachSetup; seed: number }

/** Stakes placed one by one, each a share of what maxStake still allows (as the UI would). */
type TableInput = typeof tableArb extends fc.Arbitrary<infer T> ? T : never

function buildTable(t: TableInput): Table {
  const players: XidachSetup['players'] = []
  const stakes: number[] = []
  for (let i = 0; i < Math.min(t.players, t.rules.maxPlayers); i++) {
    const chips = 10_000 + (t.bankrolls[i] as number)
    const cap = maxStake(t.rules, { chips, bank: t.bank, otherStakes: stakes })
    const stake = Math.max(1, Math.floor(cap.max * (t.stakeShares[i] as number)))
    if (cap.max < 1) break
    players.push({ id: `p${i + 1}`, bankroll: chips, stake })
    stakes.push(stake)
  }
  if (players.length === 0) players.push({ id: 'p1', bankroll: 10_000, stake: 1 })
  const deck = shuffled(standardDeck(), new FastRng(t.seed))
  return { rules: t.rules, setup: { players, dealer: { bankroll: null, bank: t.bank }, deck }, seed: t.seed }
}

function parseAction(word: string): XidachAction {
  if (word.startsWith('check ')) return { do: 'check', target: word.slice(6) }
  return { do: word as 'draw' | 'stand' }
}

/** Random legal play: any seat that may act now (the dealer's optional checks included) acts at random. */
function randomPlay(table: Table): { state: XidachState; moves: Move[]; start: XidachState } {
  const res = xidachEngine.start(table.rules, table.setup)
  if (!res.ok) throw new Error(res.error.message)
  const rng = new FastRng(table.seed ^ 0x5bd1e995)
  const moves: Move[] = []
  let state = res.state
  for (let guard = 0; !xidachEngine.isOver(state); guard++) {
    if (guard > 100) throw new Error('the round did not end')
    const options: Move[] = []
    for (const p of xidachEngine.pending(state))
      for (const a of p.allowed) options.push({ seat: p.seat, action: parseAction(a) })
    if (state.phase === 'players')
      for (const a of legalActions(state, 'dealer')) options.push({ seat: 'dealer', action: parseAction(a) })
    expect(options.length).toBeGreaterThan(0)
    const move = options[rng.int(options.length)] as Move
    const next = xidachEngine.step(state, move.seat, move.action)
    if (!next.ok) throw new Error(`legal action refused: ${next.error.message}`)
    moves.push(move)
    state = next.state
  }
  return { state, moves, start: res.state }
}

const RUNS = { numRuns: 400 }

describe('random legal play', () => {
  it('ends, sums to zero, deals no card twice, and keeps within the caps', () => {
    fc.assert(
      fc.property(tableArb, (t) => {
        const table = buildTable(t)
        const { state } = randomPlay(table)
        const nets = xidachEngine.nets(state)
        expect(Object.values(nets).reduce((a, b) => a + b, 0)).toBe(0)
        const dealt = [...state.players.flatMap((p) => p.cards), ...state.dealer.cards]
        expect(new Set(dealt).size).toBe(dealt.length)
        expect(dealt.length).toBe(state.next)
        expect(new Set(dealt)).toEqual(new Set(state.deck.slice(0, state.next)))
        for (const p of state.players) {
          expect(p.status).toBe('settled')
          expect(p.cards.length).toBeLessThanOrEqual(5)
          expect(nets[p.id] as number).toBeGreaterThanOrEqual(-p.bankroll)
        }
        if (table.setup.dealer.bank !== null)
          expect(nets.dealer as number).toBeGreaterThanOrEqual(-table.setup.dealer.bank)
      }),
      RUNS
    )
  })

  it('the cards in the events, in order, are the deck from its first card (the fairness record), whatever dealOrder', () => {
    fc.assert(
      fc.property(tableArb, (t) => {
        const table = buildTable(t)
        const { state, moves } = randomPlay(table)
        const res = xidachEngine.start(table.rules, table.setup)
        if (!res.ok) throw new Error(res.error.message)
        const events: XidachEvent[] = [...res.events]
        let cur = res.state
        for (const m of moves) {
          const r = xidachEngine.step(cur, m.seat, m.action)
          if (!r.ok) throw new Error(r.error.message)
          events.push(...r.events)
          cur = r.state
        }
        const out = events.flatMap((e) => (e.type === 'dealt' || e.type === 'drew' ? [e.card] : []))
        expect(out).toEqual(state.deck.slice(0, state.next))
        // And each card went to the seat the event names.
        for (const p of state.players)
          expect(
            events
              .filter((e) => (e.type === 'dealt' || e.type === 'drew') && e.seat === p.id)
              .map((e) => (e as { card: Card }).card)
          ).toEqual(p.cards)
      }),
      { numRuns: 200 }
    )
  })

  it('pays-for-dealer: each share within its cap and chips, together at most what the dealer lost in ordinary wins', () => {
    fc.assert(
      fc.property(tableArb, (t) => {
        const table = buildTable(t)
        const { state } = randomPlay(table)
        let paid = 0
        let won = 0
        let unpaid = 0
        for (const p of state.players) {
          // shortfall receivers-share: a winner goes without at most its win, and only under that rule.
          expect(p.unpaid).toBeGreaterThanOrEqual(0)
          if (p.unpaid > 0) expect([p.cover, state.rules.shortfall]).toEqual(['won', 'receivers-share'])
          if (p.unpaid > 0) expect(p.unpaid).toBeLessThanOrEqual(p.net)
          unpaid += p.unpaid
          expect(p.paidForDealer).toBeGreaterThanOrEqual(0)
          expect(p.paidForDealer).toBeLessThanOrEqual(state.rules.penaltyCap * p.stake)
          expect(p.bankroll + p.received + p.net - p.paidForDealer).toBeGreaterThanOrEqual(0)
          if (p.paidForDealer > 0) expect(p.cover).toBe('penalised')
          if (p.cover === 'won') won += p.net
          paid += p.paidForDealer
        }
        expect(paid + unpaid).toBeLessThanOrEqual(won)
        if (state.rules.nonPenalty === 'off') expect(paid).toBe(0)
        // Đền làng only where it is on, and then nobody unchecked lost to the dealer after it.
        if (state.dealer.penalised !== null) expect(state.rules.dealerPenalty).toBe('pays-all')
      }),
      RUNS
    )
  })

  it('the in-place path and replaying the moves reproduce the round exactly', () => {
    fc.assert(
      fc.property(tableArb, (t) => {
        const table = buildTable(t)
        const { state, moves, start } = randomPlay(table)
        const inPlace = cloneState(start)
        for (const m of moves) expect(apply(inPlace, m.seat, m.action, null)).toBeNull()
        expect(inPlace).toEqual(state)
        let replay = start
        for (const m of moves) {
          const r = xidachEngine.step(replay, m.seat, m.action)
          if (!r.ok) throw new Error(r.error.message)
          replay = r.state
        }
        expect(replay).toEqual(state)
      }),
      RUNS
    )
  })
})

describe('restartRound (the simulator’s in-place path)', () => {
  it('a played state restarted on a new deck equals a fresh start on that deck', () => {
    fc.assert(
      fc.property(tableArb, fc.integer({ min: 0, max: 0x7fffffff }), (t, seed2) => {
        const table = buildTable(t)
        const { state } = randomPlay(table)
        const deck = shuffled(standardDeck(), new FastRng(seed2))
        const reused = cloneState(state)
        const events: XidachEvent[] = []
        restartRound(reused, deck.slice(), events)
        const freshEvents: XidachEvent[] = []
        const fresh = startRound(table.rules, { ...table.setup, deck: deck.slice() }, freshEvents)
        if (!fresh.ok) throw new Error(fresh.error.message)
        expect(reused).toEqual(fresh.state)
        expect(events).toEqual(freshEvents)
      }),
      { numRuns: 200 }
    )
  })
})

describe('computer play', () => {
  it('a live round of bots and a dealer AI replays to the same state', () => {
    fc.assert(
      fc.property(tableArb, fc.constantFrom(...DEALER_STRENGTHS), (t, strength) => {
        const table = buildTable(t)
        const started = startRound(table.rules, { ...table.setup, deck: table.setup.deck.slice() }, null)
        if (!started.ok) throw new Error(started.error.message)
        const first = cloneState(started.state)
        const live = started.state
        const log: Move[] = []
        const styles = table.setup.players.map((_, i) => BOT_STYLES[i % 3] as (typeof BOT_STYLES)[number])
        playOut(live, { styles, dealer: strength }, new FastRng(t.seed), new ViewPool(), log)
        let replay = first
        for (const m of log) {
          const r = xidachEngine.step(replay, m.seat, m.action)
          if (!r.ok) throw new Error(r.error.message)
          replay = r.state
        }
        expect(replay).toEqual(live)
        // Computer seats never draw while bust, so nobody is penalised.
        expect(live.players.some((p) => p.penalised)).toBe(false)
        // A bot never stands non (it always draws under the minimum), so none pays for the dealer as non;
        // the computer dealer never stands under its minimum (đền làng only by going đền).
        for (const p of live.players) expect(p.cover === 'penalised' && p.standing >= 0).toBe(false)
        expect(live.dealer.penalised).not.toBe('non')
      }),
      RUNS
    )
  })

  it('decisions do not change when the cards a seat cannot see are swapped around', () => {
    fc.assert(
      fc.property(tableArb, fc.integer({ min: 0, max: 0x7fffffff }), (t, swapSeed) => {
        const table = buildTable(t)
        const { moves, start } = randomPlay(table)
        // Walk the round; at every point, ask each AI that may act, on the real table and on a twin
        // whose hidden cards (face-down hands and the rest of the deck) are shuffled among themselves.
        let state = start
        const swap = new FastRng(swapSeed)
        for (const m of [...moves, null]) {
          for (const seat of [...state.players.map((p) => p.id), 'dealer']) {
            if (legalActions(state, seat).length === 0) continue
            const twin = hideAndShuffle(state, seat, swap)
            expect(viewOf(twin, seat)).toEqual(viewOf(state, seat))
            for (let k = 0; k < 3; k++) {
              if (seat === 'dealer') {
                const s = DEALER_STRENGTHS[k % 2] as (typeof DEALER_STRENGTHS)[number]
                expect(dealerDecision(viewOf(twin, seat), s, new FastRng(k))).toEqual(
                  dealerDecision(viewOf(state, seat), s, new FastRng(k))
                )
              } else {
                const s = BOT_STYLES[k] as (typeof BOT_STYLES)[number]
                expect(botDecision(viewOf(twin, seat), s, new FastRng(k))).toEqual(
                  botDecision(viewOf(state, seat), s, new FastRng(k))
                )
              }
            }
          }
          if (m === null) break
          const r = xidachEngine.step(state, m.seat, m.action)
          if (!r.ok) throw new Error(r.error.message)
          state = r.state
        }
      }),
      { numRuns: 150 }
    )
  })
})

/** A copy of `state` where every card `viewer` can't see is shuffled among the places it can't see. */
function hideAndShuffle(state: XidachState, viewer: string, rng: FastRng): XidachState {
  const twin = cloneState(state)
  const slots: Array<{ arr: Card[]; i: number }> = []
  const over = state.phase === 'over'
  for (const p of twin.players) {
    if (over || p.status === 'settled' || p.id === viewer) continue
    p.cards.forEach((_, i) => slots.push({ arr: p.cards, i }))
  }
  if (!(over || twin.dealer.shown || viewer === 'dealer'))
    twin.dealer.cards.forEach((_, i) => slots.push({ arr: twin.dealer.cards, i }))
  for (let i = twin.next; i < twin.deck.length; i++) slots.push({ arr: twin.deck, i })
  const cards = shuffled(
    slots.map((s) => s.arr[s.i] as Card),
    rng
  )
  slots.forEach((s, k) => (s.arr[s.i] = cards[k] as Card))
  return twin
}
