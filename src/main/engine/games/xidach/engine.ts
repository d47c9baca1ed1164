/**
 * The Xì dách round (docs/rules-xidach.md): deal, phase-1 naturals, the players' draws, the dealer's checks
 * and draws, settlement and the penalty (đền bài). `apply` changes a state in place and is the only
 * rules code; `step` is `apply` on a clone, so the table, the scenario runner, the simulator and the
 * bench all run the same lines.
 */
import { parseCard, type Card } from '../../../../shared/cards'
import { DEALER, SEAT_ID_RE } from '../../../../shared/games'
import { minorToChips, type Minor } from '../../../../shared/money'
import {
  stakeIssue,
  xidachRulesSchema,
  type XidachAction,
  type XidachEvent,
  type XidachOutcome,
  type XidachRules
} from '../../../../shared/games/xidach'
import type { Nets, Pending, RuleError } from '../../game'
import { aceCount, BUST, cardPip, hardTotal, natural, NGU_LINH, standing, standingIndex, standingTable, type Natural } from './hand'
import type { HandFigures, XidachPlayerState, XidachState } from './state'

export interface XidachSetup {
  /** Players in seat order, each with its chips and its stake (minor units). */
  players: Array<{ id: string; bankroll: Minor; stake: Minor }>
  /** bankroll and bank null = unlimited; a null bank means the dealer's whole bankroll. */
  dealer: { bankroll: Minor | null; bank: Minor | null }
  /** The deck in dealing order: one shuffled 52-card deck in play, exactly the listed cards in a scenario. */
  deck: Card[]
}

type Events = XidachEvent[] | null

const err = (code: string, message: string, allowed?: string[], vars?: Record<string, number>): RuleError => {
  const e: RuleError = allowed ? { code, message, allowed } : { code, message }
  if (vars) e.vars = vars
  return e
}

const chips = (m: Minor): string => String(minorToChips(m))

export const DECK_EMPTY = 'deck-empty'

// Issue 14's keys, read so that a rules snapshot stored before them (the key absent) means the default.
export const maxPlayersOf = (rules: XidachRules): number => rules.maxPlayers ?? 5
const denOf = (rules: XidachRules): number => (typeof rules.denAt === 'number' ? rules.denAt : Infinity)
const paysForDealer = (rules: XidachRules): boolean => rules.nonPenalty === 'pays-for-dealer'
const dealerPaysAll = (rules: XidachRules): boolean => rules.dealerPenalty === 'pays-all'
const dealerWinsTies = (rules: XidachRules): boolean => rules.specialTie === 'dealer'

/** A bust hand whose lowest total reaches `denAt` is đền (figures as refigure leaves them: a bust's total is its lowest). */
function isDen(rules: XidachRules, h: HandFigures): boolean {
  return h.standing === BUST && h.total >= denOf(rules)
}

/**
 * Where the deal's cards go (docs/rules-xidach.md "A round", house rule `dealOrder`): in each of the two rounds of
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

// ---- start ---------------------------------------------------------------------------------------

/** Checks the setup (stakes against chips, bank and limits; the deck) and returns the refusal, if any. */
export function checkSetup(rules: XidachRules, setup: XidachSetup): RuleError | null {
  // Rules normally come from resolveXidachRules; a snapshot read back from disk is checked here too.
  const valid = xidachRulesSchema.safeParse(rules)
  if (!valid.success) {
    const issue = valid.error.issues[0]
    return err('rules', `rules.${(issue?.path ?? []).map(String).join('.')}: ${issue?.message ?? 'invalid'}`)
  }
  const n = setup.players.length
  const most = maxPlayersOf(rules)
  if (n < 1 || n > most) return err('seats', `a round needs 1 to ${most} players, not ${n}`)
  const { bankroll, bank } = setup.dealer
  if (bankroll !== null && (!Number.isInteger(bankroll) || bankroll < 0)) return err('dealer', 'the dealer\'s bankroll must be whole minor units ≥ 0')
  if (bank !== null && (!Number.isInteger(bank) || bank < 0)) return err('dealer', 'the dealer\'s bank must be whole minor units ≥ 0')
  if (bank !== null && bankroll !== null && bank > bankroll) {
    return err('bank', `the bank (${chips(bank)}) can't exceed the dealer's chips (${chips(bankroll)})`)
  }
  const effectiveBank = bank ?? bankroll
  const seen = new Set<string>()
  const stakes: Minor[] = []
  for (const p of setup.players) {
    if (!SEAT_ID_RE.test(p.id) || p.id === DEALER) return err('seats', `"${p.id}" is not a valid player seat id`)
    if (seen.has(p.id)) return err('seats', `seat ${p.id} appears twice`)
    seen.add(p.id)
    if (!Number.isInteger(p.bankroll) || p.bankroll < 0) return err('seats', `${p.id}: chips must be whole minor units ≥ 0`)
    const why = stakeIssue(rules, p.stake, { chips: p.bankroll, bank: effectiveBank, otherStakes: stakes })
    if (why) return err(why.code, `${p.id}: ${why.message}`, undefined, why.vars)
    stakes.push(p.stake)
  }
  const used = new Set<string>()
  for (let i = 0; i < setup.deck.length; i++) {
    const c = setup.deck[i] as Card
    if (parseCard(c) !== c) return err('deck', `deck[${i}]: "${String(c)}" is not a card`)
    if (used.has(c)) return err('deck', `deck[${i}]: ${c} appears twice (one deck holds each card once)`)
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
      error: err(DECK_EMPTY, `the script's cards ran out: the deal needs ${needed} cards, there are ${setup.deck.length}`)
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

function multiplierOf(rules: XidachRules, kind: 'xi-bang' | 'xi-dach' | 'ngu-linh' | null): number {
  if (kind === 'xi-bang') return rules.pay.xiBang
  if (kind === 'xi-dach') return rules.pay.xiDach
  if (kind === 'ngu-linh') return rules.pay.nguLinh
  return 1
}

function settleWith(p: XidachPlayerState, outcome: XidachOutcome, net: Minor, events: Events): void {
  p.status = 'settled'
  p.outcome = outcome
  p.net = net
  events?.push({ type: 'settled', seat: p.id, outcome, net })
}

/** A player loses to a dealer hand of class `kind`: the multiplier applies only when symmetric. */
function lossNet(rules: XidachRules, stake: Minor, kind: 'xi-bang' | 'xi-dach' | 'ngu-linh' | null): Minor {
  return -stake * (rules.symmetric ? multiplierOf(rules, kind) : 1)
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
      // Equal naturals push, or under specialTie: dealer the dealer wins ("cái được ưu tiên").
      if (pn === dn) {
        if (dealerWinsTies(rules)) settleWith(p, 'lose', lossNet(rules, p.stake, dn), events)
        else settleWith(p, 'push', 0, events)
      }
      else if (pn === 'xi-bang') settleWith(p, 'xi-bang', p.stake * rules.pay.xiBang, events)
      else settleWith(p, 'lose', lossNet(rules, p.stake, dn), events)
    }
    finish(state, events)
    return
  }
  for (const p of state.players) {
    const pn = natural(p.cards)
    if (pn !== null) {
      events?.push({ type: 'natural', seat: p.id, kind: pn })
      settleWith(p, pn, p.stake * multiplierOf(rules, pn), events)
    }
  }
  nextTurn(state, 0, events)
}

function finish(state: XidachState, events: Events): void {
  if (paysForDealer(state.rules)) payForDealer(state, events)
  state.phase = 'over'
  state.turn = -1
  state.dealer.shown = true
  events?.push({ type: 'over' })
}

/** Gives the turn to the first waiting player from index `from`, else to the dealer (or ends the round). */
function nextTurn(state: XidachState, from: number, events: Events): void {
  const ps = state.players
  for (let i = from; i < ps.length; i++) {
    const p = ps[i] as XidachPlayerState
    if (p.status === 'waiting') {
      p.status = 'drawing'
      state.turn = i
      events?.push({ type: 'turn', seat: p.id })
      return
    }
  }
  state.turn = -1
  if (allSettled(state)) {
    finish(state, events)
    return
  }
  state.phase = 'dealer'
  events?.push({ type: 'turn', seat: DEALER })
}

/**
 * nonPenalty pays-for-dealer, once every hand is settled: the penalised players (stood non, or đền)
 * pay, in the dealer's place, what the dealer lost to the others in ordinary phase-2 settlement
 * (phase-1 naturals and the dealer's own đền làng excluded), in equal shares rounded down to a minor
 * unit; each share at most `penaltyCap` × its own stake and never more than the chips it has left.
 * Whatever the shares leave, the dealer pays itself.
 */
function payForDealer(state: XidachState, events: Events): void {
  let losses = 0
  let payers = 0
  for (const p of state.players) {
    if (p.cover === 'won') losses += p.net
    else if (p.cover === 'penalised') payers++
  }
  if (payers === 0 || losses === 0) return
  const share = Math.floor(losses / payers)
  for (const p of state.players) {
    if (p.cover !== 'penalised') continue
    const left = Math.max(0, p.bankroll + p.received + p.net)
    const amount = Math.min(share, state.rules.penaltyCap * p.stake, left)
    if (amount <= 0) continue
    p.paidForDealer = amount
    events?.push({ type: 'paid-for-dealer', seat: p.id, amount })
  }
}

function allSettled(state: XidachState): boolean {
  for (const p of state.players) if (p.status !== 'settled') return false
  return true
}

// ---- hands ---------------------------------------------------------------------------------------

/** The hand's phase-2 standing: BUST, NGU_LINH or its best total. */
export function handStanding(rules: XidachRules, cards: readonly Card[]): number {
  return standing(rules, cards.length, hardTotal(cards), aceCount(cards))
}

/** Recomputes a hand's figures from its cards; called whenever a hand gets a card. */
function refigure(rules: XidachRules, h: HandFigures): void {
  const cards = h.cards
  const n = cards.length
  let hard = 0
  let aces = 0
  for (let i = 0; i < n; i++) {
    const pip = cardPip(cards[i] as Card)
    hard += pip
    if (pip === 1) aces++
  }
  const st = standingTable(rules)[standingIndex(n, hard, aces)] as number
  h.standing = st
  // A ngũ linh shows (and compares on) its smallest total; any other hand its best.
  h.total = st === NGU_LINH ? hard : st === BUST ? hard : st
}

function dealerStanding(state: XidachState): number {
  return state.dealer.standing
}

/** Settlement lines 1–5 of rules.md for one player against the dealer's hand as it is now. */
export function settleAgainst(
  rules: XidachRules,
  pCards: readonly Card[],
  dCards: readonly Card[],
  stake: Minor
): { outcome: XidachOutcome; net: Minor } {
  const ph = hardTotal(pCards)
  const ps = standing(rules, pCards.length, ph, aceCount(pCards))
  const dh = hardTotal(dCards)
  const ds = standing(rules, dCards.length, dh, aceCount(dCards))
  const outcome = settleOutcome(rules, ps, ph, ds, dh)
  return { outcome, net: netOf(rules, outcome, stake, ds) }
}

/**
 * The net per `stake` of a player's hand (standing `ps`, smallest total `ph`) settled against the
 * dealer's (`ds`, `dh`): `settleAgainst` from the figures alone, for the advisor's enumeration.
 */
export function settleStandings(rules: XidachRules, ps: number, ph: number, ds: number, dh: number, stake: Minor): Minor {
  return netOf(rules, settleOutcome(rules, ps, ph, ds, dh), stake, ds)
}

/**
 * The outcome of a player's hand (standing `ps`, smallest total `ph`) against the dealer's (`ds`,
 * `dh`). The smallest totals matter only between two ngũ linh hands.
 */
function settleOutcome(rules: XidachRules, ps: number, ph: number, ds: number, dh: number): XidachOutcome {
  if (ps === NGU_LINH) {
    // 1. Two ngũ linh hands compare on their lowest totals, lower wins.
    if (ds === NGU_LINH) return ph < dh ? 'ngu-linh' : ph > dh ? 'lose' : dealerWinsTies(rules) ? 'lose' : 'push'
    return 'ngu-linh'
  }
  // 2. The dealer's ngũ linh beats any other hand.
  if (ds === NGU_LINH) return 'lose'
  // 3. A hand under the minimum loses whatever the dealer holds (a bust dealer included).
  if (ps !== BUST && ps < rules.playerMin) return 'non'
  // 4. Bust. A đền hand (lowest total at denAt or more) loses whatever the dealer holds.
  if (ps === BUST) {
    if (ph >= denOf(rules)) return 'den'
    return ds === BUST && rules.bothBust === 'push' ? 'push' : 'bust'
  }
  // 5. Đủ tuổi.
  if (ds === BUST || ps > ds) return 'win'
  return ps < ds ? 'lose' : 'push'
}

/** Money for a phase-2 outcome: wins pay 1× (ngũ linh its multiplier); a dealer ngũ linh costs its multiplier when symmetric. */
function netOf(rules: XidachRules, outcome: XidachOutcome, stake: Minor, ds: number): Minor {
  switch (outcome) {
    case 'ngu-linh':
      return stake * rules.pay.nguLinh
    case 'win':
      return stake
    case 'push':
      return 0
    case 'lose':
      return lossNet(rules, stake, ds === NGU_LINH ? 'ngu-linh' : null)
    default:
      return -stake
  }
}

/**
 * Settles `p` against the dealer's hand as it is now (ngũ linh totals are their smallest totals).
 * For pays-for-dealer it notes an ordinary win, or a penalised hand: đền, or non after standing (a
 * hand checked while still drawing was not stood non).
 */
function settleNow(state: XidachState, p: XidachPlayerState, events: Events): void {
  const d = state.dealer
  const stood = p.status === 'done'
  const outcome = settleOutcome(state.rules, p.standing, p.total, d.standing, d.total)
  const net = netOf(state.rules, outcome, p.stake, d.standing)
  // Penalised by the hand, not the outcome: a non or đền hand beaten by a dealer's ngũ linh still pays.
  p.cover = net > 0 ? 'won' : isDen(state.rules, p) || (stood && penalisedHand(state.rules, p)) ? 'penalised' : null
  settleWith(p, outcome, net, events)
}

/** A finished player hand that is penalised in kind: đền, or (pays-for-dealer) stood under the minimum. */
function penalisedHand(rules: XidachRules, p: XidachPlayerState): boolean {
  if (isDen(rules, p)) return true
  return paysForDealer(rules) && p.standing >= 0 && p.standing < rules.playerMin
}

/**
 * Đền làng (dealerPenalty pays-all): the dealer ended non or đền, so every player not yet settled is
 * paid at its hand's multiplier (ngũ linh its multiplier, any other hand, quắc included, one stake),
 * except a penalised hand, which pushes. Checked players keep their results.
 */
function dealerPays(state: XidachState, kind: 'non' | 'den', events: Events): void {
  const rules = state.rules
  state.dealer.penalised = kind
  events?.push({ type: 'dealer-penalised', kind })
  for (const p of state.players) {
    if (p.status === 'settled') continue
    if (penalisedHand(rules, p)) settleWith(p, 'push', 0, events)
    else if (p.standing === NGU_LINH) settleWith(p, 'ngu-linh', p.stake * rules.pay.nguLinh, events)
    else settleWith(p, 'win', p.stake, events)
  }
  finish(state, events)
}

function settleRest(state: XidachState, events: Events): void {
  const d = state.dealer
  if (dealerPaysAll(state.rules)) {
    if (isDen(state.rules, d)) return dealerPays(state, 'den', events)
    if (d.standing >= 0 && d.standing < state.rules.dealerMin) return dealerPays(state, 'non', events)
  }
  for (const p of state.players) if (p.status !== 'settled') settleNow(state, p, events)
  finish(state, events)
}

// ---- legal actions -------------------------------------------------------------------------------

/** What a penalised draw costs the player: one stake to the dealer and one to every other player. */
export function penaltyCost(state: XidachState, p: XidachPlayerState): Minor {
  return p.stake * state.players.length
}

function penaltyProblem(state: XidachState, p: XidachPlayerState): string | null {
  if (!state.rules.penalty) return `${p.id} is bust, and drawing while bust is refused when the penalty rule is off`
  const cost = penaltyCost(state, p)
  if (p.bankroll + p.received < cost) {
    return `${p.id} is bust; a draw now is penalised (đền bài) at ${chips(cost)}, more than ${p.id}'s ${chips(p.bankroll + p.received)} chips`
  }
  return null
}

function canPlayerDraw(state: XidachState, p: XidachPlayerState): boolean {
  if (p.cards.length >= 5) return false
  if (p.standing !== BUST) return true
  return penaltyProblem(state, p) === null
}

/**
 * True while the players draw and the dealer could check someone early: the moment core (or the
 * simulator) asks a computer dealer whether it wants to, without building a view for nothing.
 */
export function earlyCheckOpen(state: XidachState): boolean {
  if (state.phase !== 'players' || state.rules.earlyCheck === 'off') return false
  if (!canCheck(state, dealerStanding(state))) return false
  const any = state.rules.earlyCheck === 'any-time'
  for (const p of state.players) if (p.status === 'done' || (any && p.status !== 'settled')) return true
  return false
}

/** Why the dealer can't check anyone at this moment, or null. */
function checkBlocker(state: XidachState, d: number = dealerStanding(state)): string | null {
  if (state.phase === 'over') return 'the round is over'
  const rules = state.rules
  if (state.phase === 'players' && rules.earlyCheck === 'off') return 'the players are still drawing and earlyCheck is off'
  if (d === BUST || d === NGU_LINH) return 'the dealer\'s turn is over'
  if (d < rules.dealerMin) return `the dealer's total ${d} is under the minimum ${rules.dealerMin}`
  return null
}

/** The same question without building the reason: the fast path's test. */
function canCheck(state: XidachState, d: number): boolean {
  if (state.phase === 'over' || (state.phase === 'players' && state.rules.earlyCheck === 'off')) return false
  return d >= state.rules.dealerMin && d <= 21
}

/** "check <id>" words, made once per seat id. */
const CHECK_LABELS = new Map<string, string>()
function checkLabel(id: string): string {
  let s = CHECK_LABELS.get(id)
  if (s === undefined) {
    s = `check ${id}`
    if (CHECK_LABELS.size < 4096) CHECK_LABELS.set(id, s)
  }
  return s
}

/** Every legal action of `seat` now, as words: "draw", "stand", "check p1". */
export function legalActions(state: XidachState, seat: string): string[] {
  const out: string[] = []
  legalInto(state, seat, out)
  return out
}

/** `legalActions` into a caller's array (reused by the fast view). */
export function legalInto(state: XidachState, seat: string, out: string[]): void {
  let k = 0
  if (state.phase !== 'over') {
    if (seat === DEALER) {
      const d = dealerStanding(state)
      if (state.phase === 'dealer') {
        out[k++] = 'draw'
        // Under đền làng the dealer may stand under its minimum, and pays everyone for it.
        if (d >= state.rules.dealerMin || dealerPaysAll(state.rules)) out[k++] = 'stand'
      }
      if (canCheck(state, d)) {
        const afterTurn = state.phase === 'players' && state.rules.earlyCheck === 'after-turn'
        for (const p of state.players) {
          if (p.status === 'settled' || (afterTurn && p.status !== 'done')) continue
          out[k++] = checkLabel(p.id)
        }
      }
    } else if (state.phase === 'players') {
      const p = state.players[state.turn] as XidachPlayerState
      if (p.id === seat) {
        if (canPlayerDraw(state, p)) out[k++] = 'draw'
        out[k++] = 'stand'
      }
    }
  }
  // Overwritten in place; shrinking by pop (setting length is a slow path).
  while (out.length > k) out.pop()
}

/** The decision the table waits for. The dealer's early checks are optional and so not listed here. */
export function pendingOf(state: XidachState): Pending[] {
  if (state.phase === 'over') return []
  if (state.phase === 'dealer') return [{ seat: DEALER, allowed: legalActions(state, DEALER) }]
  const p = state.players[state.turn] as XidachPlayerState
  return [{ seat: p.id, allowed: legalActions(state, p.id) }]
}

// ---- apply ---------------------------------------------------------------------------------------

function refusal(state: XidachState, seat: string, what: string, reason: string | null, code = 'illegal'): RuleError {
  const allowed = legalActions(state, seat)
  const head = `${seat} cannot ${what} now${reason ? `: ${reason}` : ''}`
  if (allowed.length > 0) return err(code, `${head} (allowed: ${allowed.join(', ')})`, allowed)
  const wait = pendingOf(state)[0]
  if (!wait) return err(code, `${head} (the round is over)`, [])
  return err(code, `${head} (waiting for ${wait.seat}: ${wait.allowed.join(', ')})`, [])
}

function playerIndex(state: XidachState, id: string): number {
  const ps = state.players
  for (let i = 0; i < ps.length; i++) if ((ps[i] as XidachPlayerState).id === id) return i
  return -1
}

function drawCard(state: XidachState): Card | null {
  if (state.next >= state.deck.length) return null
  return state.deck[state.next++] as Card
}

const ranOut = (): RuleError => err(DECK_EMPTY, "the script's cards ran out")

/**
 * Applies one action in place. Returns null when done, or the refusal (the state is then unchanged).
 * `events`, when given, receives what happened.
 */
export function apply(state: XidachState, seat: string, action: XidachAction, events: Events): RuleError | null {
  if (seat === DEALER) return applyDealer(state, action, events)
  const idx = playerIndex(state, seat)
  if (idx < 0) return err('unknown-seat', `no player ${seat} at this table`)
  const p = state.players[idx] as XidachPlayerState
  if (action.do === 'check') return refusal(state, seat, `check ${action.target}`, 'only the dealer checks hands')
  if (state.phase === 'over') return err('over', `${seat} cannot ${action.do} now: the round is over`)
  if (state.phase !== 'players' || state.turn !== idx) {
    let why: string
    if (p.status === 'settled') why = `${seat} is already settled`
    else if (p.status === 'done') why = p.cards.length >= 5 ? `${seat} has five cards, the most a hand holds` : `${seat} has finished drawing`
    else why = state.phase === 'dealer' ? 'it is the dealer\'s turn' : `it is ${(state.players[state.turn] as XidachPlayerState).id}'s turn`
    return refusal(state, seat, action.do, why)
  }
  if (action.do === 'stand') {
    p.status = 'done'
    events?.push({ type: 'stood', seat })
    nextTurn(state, idx + 1, events)
    return null
  }
  // draw
  const bust = p.standing === BUST
  if (bust) {
    const problem = penaltyProblem(state, p)
    if (problem) return refusal(state, seat, 'draw', problem)
  }
  const c = drawCard(state)
  if (c === null) return ranOut()
  p.cards.push(c)
  refigure(state.rules, p)
  events?.push({ type: 'drew', seat, card: c })
  if (bust) {
    penalise(state, p, events)
    nextTurn(state, idx + 1, events)
  } else if (p.cards.length >= 5 || isDen(state.rules, p)) {
    // Five cards, or a draw that made the hand đền, end the turn.
    p.status = 'done'
    nextTurn(state, idx + 1, events)
  }
  return null
}

/** Đền bài: one stake to the dealer and one to every other player; no part in settlement. */
function penalise(state: XidachState, p: XidachPlayerState, events: Events): void {
  const cost = penaltyCost(state, p)
  for (const o of state.players) if (o !== p) o.received += p.stake
  p.penalised = true
  events?.push({ type: 'penalised', seat: p.id, paid: cost })
  settleWith(p, 'penalised', -cost, events)
}

function applyDealer(state: XidachState, action: XidachAction, events: Events): RuleError | null {
  if (state.phase === 'over') return err('over', `dealer cannot ${action.do === 'check' ? `check ${action.target}` : action.do} now: the round is over`)
  const rules = state.rules
  if (action.do === 'check') {
    const what = `check ${action.target}`
    const idx = playerIndex(state, action.target)
    if (idx < 0) return refusal(state, DEALER, what, `no player ${action.target} at this table`)
    const p = state.players[idx] as XidachPlayerState
    const blocker = checkBlocker(state)
    if (blocker) return refusal(state, DEALER, what, blocker)
    if (p.status === 'settled') return refusal(state, DEALER, what, `${p.id} is already settled`)
    const early = state.phase === 'players'
    if (early && rules.earlyCheck === 'after-turn' && p.status !== 'done') {
      return refusal(state, DEALER, what, `${p.id} has not finished drawing and earlyCheck is after-turn`)
    }
    const wasDrawing = p.status === 'drawing'
    state.dealer.shown = true
    events?.push({ type: 'checked', seat: p.id, early })
    settleNow(state, p, events)
    if (allSettled(state)) finish(state, events)
    else if (wasDrawing) nextTurn(state, idx + 1, events)
    return null
  }
  if (state.phase !== 'dealer') return refusal(state, DEALER, action.do, 'the players are still drawing')
  const d = dealerStanding(state)
  if (action.do === 'stand') {
    if (d < rules.dealerMin && !dealerPaysAll(rules)) {
      return refusal(state, DEALER, 'stand', `the dealer's total ${d} is under the minimum ${rules.dealerMin}`)
    }
    events?.push({ type: 'stood', seat: DEALER })
    settleRest(state, events)
    return null
  }
  const c = drawCard(state)
  if (c === null) return ranOut()
  state.dealer.cards.push(c)
  refigure(rules, state.dealer)
  events?.push({ type: 'drew', seat: DEALER, card: c })
  // A bust or a fifth card ends the dealer's turn: everyone left settles against this hand.
  if (state.dealer.cards.length >= 5 || dealerStanding(state) === BUST) settleRest(state, events)
  return null
}

// ---- money ---------------------------------------------------------------------------------------

/** Every participant's net in minor units (players, then the dealer); sums to 0. */
export function netsOf(state: XidachState): Nets {
  const out: Nets = {}
  let sum = 0
  for (const p of state.players) {
    const n = p.net + p.received - p.paidForDealer
    out[p.id] = n
    sum += n
  }
  out[DEALER] = sum === 0 ? 0 : -sum // never -0 in results
  return out
}
