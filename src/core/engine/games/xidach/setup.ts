/**
 * The start of a Xì dách round (docs/rules-xidach.md "Deal", "Phase 1"): the setup's checks, the deal in
 * `dealOrder`, and the phase-1 naturals. `restartRound` deals anew into a used state for the
 * simulator and the bench.
 */
import { parseCard, standardDeck, type Card } from '@shared/cards'
import { DEALER, SEAT_ID_RE } from '@shared/games'
import type { Minor } from '@shared/money'
import { stakeIssue, xidachRulesSchema, type XidachRules } from '@shared/games/xidach'
import { chipsText, ruleError, type RuleError } from '../../game'
import { shuffled, type RandomSource } from '../../random'
import { DECK_EMPTY, nextTurn, type Events } from './apply'
import { natural, refigure, type Natural } from './hand'
import { dealerWinsTies, finish, lossNet, multiplierOf, settleWith } from './settle'
import type { XidachPlayerState, XidachState } from './state'

export interface XidachSetup {
  /** Players in seat order, each with its chips and its stake (minor units). */
  players: Array<{ id: string; bankroll: Minor; stake: Minor }>
  /** bankroll and bank null = unlimited; a null bank means the dealer's whole bankroll. */
  dealer: { bankroll: Minor | null; bank: Minor | null }
  /** The deck in dealing order: one shuffled 52-card deck in play, exactly the listed cards in a scenario. */
  deck: Card[]
}

// Issue 14's key, read so that a rules snapshot stored before it (the key absent) means the default.
export const maxPlayersOf = (rules: XidachRules): number => rules.maxPlayers ?? 5

/** One freshly shuffled 52-card deck in dealing order (real play: the round's fair stream). */
export function shuffledDeck(rng: RandomSource): Card[] {
  return shuffled(standardDeck(), rng)
}

/**
 * Where the deal's cards go (docs/rules-xidach.md "Deal", house rule `dealOrder`): in each of the two rounds of
 * dealing (n + 1 cards each), player i takes position `player + i` and the dealer `dealer`.
 * dealer-last: p1 … pn, dealer; dealer-first: dealer, p1 … pn.
 */
function dealOffsets(rules: XidachRules, n: number): { player: number; dealer: number } {
  return rules.dealOrder === 'dealer-first' ? DEALER_FIRST : { player: 0, dealer: n }
}
const DEALER_FIRST = Object.freeze({ player: 1, dealer: 0 })

function dealtEvents(state: XidachState, events: Events): void {
  if (!events) return
  const first = state.rules.dealOrder === 'dealer-first'
  for (let round = 0; round < 2; round++) {
    if (first) events.push({ type: 'dealt', seat: DEALER, card: state.dealer.cards[round] as Card })
    for (const p of state.players) events.push({ type: 'dealt', seat: p.id, card: p.cards[round] as Card })
    if (!first) events.push({ type: 'dealt', seat: DEALER, card: state.dealer.cards[round] as Card })
  }
}

/** Checks the setup (stakes against chips, bank and limits; the deck) and returns the refusal, if any. */
export function checkSetup(rules: XidachRules, setup: XidachSetup): RuleError | null {
  // Rules normally come from resolveXidachRules; a snapshot read back from disk is checked here too.
  const valid = xidachRulesSchema.safeParse(rules)
  if (!valid.success) {
    const issue = valid.error.issues[0]
    return ruleError('rules', `rules.${(issue?.path ?? []).map(String).join('.')}: ${issue?.message ?? 'invalid'}`)
  }
  const n = setup.players.length
  const most = maxPlayersOf(rules)
  if (n < 1 || n > most) return ruleError('seats', `a round needs 1 to ${most} players, not ${n}`)
  const { bankroll, bank } = setup.dealer
  if (bankroll !== null && (!Number.isInteger(bankroll) || bankroll < 0))
    return ruleError('dealer', "the dealer's bankroll must be whole minor units ≥ 0")
  if (bank !== null && (!Number.isInteger(bank) || bank < 0))
    return ruleError('dealer', "the dealer's bank must be whole minor units ≥ 0")
  if (bank !== null && bankroll !== null && bank > bankroll) {
    return ruleError('bank', `the bank (${chipsText(bank)}) can't exceed the dealer's chips (${chipsText(bankroll)})`)
  }
  const effectiveBank = bank ?? bankroll
  const seen = new Set<string>()
  const stakes: Minor[] = []
  for (const p of setup.players) {
    if (!SEAT_ID_RE.test(p.id) || p.id === DEALER) return ruleError('seats', `"${p.id}" is not a valid player seat id`)
    if (seen.has(p.id)) return ruleError('seats', `seat ${p.id} appears twice`)
    seen.add(p.id)
    if (!Number.isInteger(p.bankroll) || p.bankroll < 0)
      return ruleError('seats', `${p.id}: chips must be whole minor units ≥ 0`)
    const why = stakeIssue(rules, p.stake, { chips: p.bankroll, bank: effectiveBank, otherStakes: stakes })
    if (why) return ruleError(why.code, `${p.id}: ${why.message}`, undefined, why.vars)
    stakes.push(p.stake)
  }
  const used = new Set<string>()
  for (let i = 0; i < setup.deck.length; i++) {
    const c = setup.deck[i] as Card
    if (parseCard(c) !== c) return ruleError('deck', `deck[${i}]: "${String(c)}" is not a card`)
    if (used.has(c)) return ruleError('deck', `deck[${i}]: ${c} appears twice (one deck holds each card once)`)
    used.add(c)
  }
  return null
}

/**
 * Builds the round, deals and settles phase 1. `trusted` skips `checkSetup` for callers that have
 * built the setup themselves (the simulator and bench: stakes within limits, a shuffled full deck).
 */
export function startRound(
  rules: XidachRules,
  setup: XidachSetup,
  events: Events,
  trusted = false
): { ok: true; state: XidachState } | { ok: false; error: RuleError } {
  if (!trusted) {
    const bad = checkSetup(rules, setup)
    if (bad) return { ok: false, error: bad }
  }
  const needed = 2 * (setup.players.length + 1)
  if (setup.deck.length < needed) {
    return {
      ok: false,
      error: ruleError(
        DECK_EMPTY,
        `the script's cards ran out: the deal needs ${needed} cards, there are ${setup.deck.length}`
      )
    }
  }
  const deck = setup.deck
  const n = setup.players.length
  const at = dealOffsets(rules, n)
  const players = new Array<XidachPlayerState>(n)
  for (let i = 0; i < n; i++) {
    const p = setup.players[i]!
    players[i] = {
      id: p.id,
      bankroll: p.bankroll,
      stake: p.stake,
      cards: [deck[at.player + i] as Card, deck[n + 1 + at.player + i] as Card],
      standing: 0,
      total: 0,
      status: 'waiting',
      penalised: false,
      outcome: null,
      net: 0,
      received: 0,
      paidForDealer: 0,
      unpaid: 0,
      cover: null
    }
  }
  const state: XidachState = {
    rules,
    players,
    dealer: {
      cards: [deck[at.dealer] as Card, deck[n + 1 + at.dealer] as Card],
      standing: 0,
      total: 0,
      bankroll: setup.dealer.bankroll,
      bank: setup.dealer.bank ?? setup.dealer.bankroll,
      shown: false,
      penalised: null
    },
    deck,
    next: 2 * n + 2,
    phase: 'players',
    turn: -1
  }
  for (const p of players) refigure(rules, p)
  refigure(rules, state.dealer)
  dealtEvents(state, events)
  phaseOne(state, events)
  return { ok: true, state }
}

/**
 * A new round in an existing state — same rules, players, stakes and bank — reusing its objects: the
 * simulator's and the bench's path (no checks: the caller guarantees a whole shuffled deck).
 */
export function restartRound(state: XidachState, deck: Card[], events: Events): void {
  const n = state.players.length
  const rules = state.rules
  const at = dealOffsets(rules, n)
  for (let i = 0; i < n; i++) {
    const p = state.players[i] as XidachPlayerState
    dealTwo(p.cards, deck[at.player + i] as Card, deck[n + 1 + at.player + i] as Card)
    p.status = 'waiting'
    p.penalised = false
    p.outcome = null
    p.net = 0
    p.received = 0
    p.paidForDealer = 0
    p.unpaid = 0
    p.cover = null
    refigure(rules, p)
  }
  dealTwo(state.dealer.cards, deck[at.dealer] as Card, deck[n + 1 + at.dealer] as Card)
  refigure(rules, state.dealer)
  state.dealer.shown = false
  state.dealer.penalised = null
  state.deck = deck
  state.next = 2 * n + 2
  state.phase = 'players'
  state.turn = -1
  dealtEvents(state, events)
  phaseOne(state, events)
}

function dealTwo(cards: Card[], a: Card, b: Card): void {
  cards[0] = a
  cards[1] = b
  while (cards.length > 2) cards.pop()
}

/**
 * A player's phase-1 result, the first two cards' naturals (`pn` the player's, `dn` the dealer's, null
 * when none; called only when one of them is a natural): a dealer natural beats every player but the
 * same natural (push, or the dealer's under specialTie dealer) or a higher one; otherwise the player's
 * natural wins at its multiplier. The exact edge (exact-edge.ts) asks it too.
 */
export function naturalNet(
  rules: XidachRules,
  pn: Natural,
  dn: Natural,
  stake: Minor
): { outcome: 'xi-bang' | 'xi-dach' | 'push' | 'lose'; net: Minor } {
  if (dn !== null) {
    // Equal naturals push, or under specialTie: dealer the dealer wins ("cái được ưu tiên").
    if (pn === dn)
      return dealerWinsTies(rules) ? { outcome: 'lose', net: lossNet(rules, stake, dn) } : { outcome: 'push', net: 0 }
    if (pn === 'xi-bang') return { outcome: 'xi-bang', net: stake * rules.pay.xiBang }
    return { outcome: 'lose', net: lossNet(rules, stake, dn) }
  }
  if (pn === null) throw new Error('naturalNet: neither hand is a natural')
  return { outcome: pn, net: stake * multiplierOf(rules, pn) }
}

/** Phase 1: a dealer natural ends the round; otherwise player naturals win and are done. */
function phaseOne(state: XidachState, events: Events): void {
  const rules = state.rules
  const dn: Natural = natural(state.dealer.cards)
  if (dn !== null) {
    events?.push({ type: 'natural', seat: DEALER, kind: dn })
    for (const p of state.players) {
      const pn = natural(p.cards)
      if (pn !== null) events?.push({ type: 'natural', seat: p.id, kind: pn })
      const r = naturalNet(rules, pn, dn, p.stake)
      settleWith(p, r.outcome, r.net, events)
    }
    finish(state, events)
    return
  }
  for (const p of state.players) {
    const pn = natural(p.cards)
    if (pn !== null) {
      events?.push({ type: 'natural', seat: p.id, kind: pn })
      const r = naturalNet(rules, pn, null, p.stake)
      settleWith(p, r.outcome, r.net, events)
    }
  }
  nextTurn(state, 0, events)
}
