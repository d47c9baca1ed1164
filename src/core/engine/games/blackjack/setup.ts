/**
 * The start of a Blackjack round: the setup's checks (seats, stakes, shared wallets, the shoe), the
 * fresh state and the deal (docs/rules-blackjack.md, "Deal"). `restartRound` re-deals into a used
 * state in place, for simulations and benches that must not allocate per round.
 */
import type { BlackjackEvent, BlackjackRules } from '@shared/games/blackjack'
import { SEAT_ID_RE, DEALER } from '@shared/games'
import { minorToChips, type Minor } from '@shared/money'
import { ok, refuse, type StepResult } from '../../game'
import { afterInsurance, outOfCards, proceed } from './apply'
import { VALUE as VALUE_IMPORT } from './cards'
import { E_NO_CARDS, OK } from './codes'
import { compileRules, type BjConfig } from './config'
import { giveDealer, giveHand, isBlackjack, newHand } from './hand'
import type { BjHand, BjSeat, BlackjackState } from './state'

// Local copy: some loaders (tsx) turn imported bindings into getter calls, too slow for the hot path.
const VALUE: Uint8Array = VALUE_IMPORT

export interface BlackjackSeatSetup {
  id: string
  /** The seat's chips, minor units. */
  bankroll: Minor
  /** The stake on its spot, minor units. */
  stake: Minor
  /**
   * Seats naming the same wallet share one bankroll (each gives the wallet's whole bankroll): their
   * stakes, doubles, splits and insurance together stay within it. Absent: the seat's own chips.
   */
  wallet?: string
}

export interface BlackjackSetup {
  /** The spots in seat order (one spot per seat). */
  seats: BlackjackSeatSetup[]
  /** The card source in drawing order, as codes (cards.ts). A real shoe spans rounds. */
  shoe: readonly number[]
  /** Index of the next card to draw. */
  position: number
  /** Index of the cut card; default ⌊shoe length × penetration⌋. */
  cutAt?: number
}

export const MAX_SPOTS = 7

/** A refused stake: the English reason, and the code and values (in chips) the player's language words it with. */
export interface StakeIssue {
  code: string
  message: string
  vars: Record<string, number>
}

/** Why a stake can't be played, or null. Shared with the scenario runner so both say the same. */
export function stakeRefusal(cfg: BjConfig, rules: BlackjackRules, bankroll: Minor, stake: Minor): string | null {
  return stakeIssue(cfg, rules, bankroll, stake)?.message ?? null
}

/** `stakeRefusal` with the refusal's code and values (server-text.ts, `engine.<code>`). */
export function stakeIssue(cfg: BjConfig, rules: BlackjackRules, bankroll: Minor, stake: Minor): StakeIssue | null {
  const chips = (m: number): string => String(minorToChips(m))
  const c = minorToChips
  if (!Number.isInteger(stake) || stake <= 0)
    return { code: 'stake-not-positive', message: 'the stake must be a positive whole number of minor units', vars: {} }
  if (stake < cfg.minBet) {
    return {
      code: 'stake-under-min',
      message: `the stake of ${chips(stake)} chips is under the table minimum of ${rules.minBet}`,
      vars: { stake: c(stake), min: c(cfg.minBet) }
    }
  }
  if (stake > cfg.maxBet) {
    return {
      code: 'stake-over-max',
      message: `the stake of ${chips(stake)} chips is over the table maximum of ${String(rules.maxBet)}`,
      vars: { stake: c(stake), max: c(cfg.maxBet) }
    }
  }
  if (stake > bankroll) {
    return {
      code: 'stake-over-bankroll',
      message: `the stake of ${chips(stake)} chips is more than the seat's ${chips(bankroll)} chips`,
      vars: { stake: c(stake), chips: c(bankroll) }
    }
  }
  if (stake % cfg.stakeUnit !== 0) {
    return {
      code: 'stake-step',
      message:
        `the stake of ${chips(stake)} chips must be a multiple of ${chips(cfg.stakeUnit)} chips ` +
        `so that the ${rules.blackjackPays} blackjack and half-stake payouts are exact`,
      vars: { stake: c(stake), step: c(cfg.stakeUnit) }
    }
  }
  return null
}

function freshState(rules: BlackjackRules, cfg: BjConfig, setup: BlackjackSetup, cutAt: number): BlackjackState {
  return {
    rules,
    cfg,
    shoe: setup.shoe,
    start: setup.position,
    pos: setup.position,
    cutAt,
    seats: setup.seats.map((x): BjSeat => ({
      id: x.id,
      bankroll: x.bankroll,
      stake: x.stake,
      committed: x.stake,
      insurance: 0,
      insuranceNet: null,
      hands: [newHand(x.stake)],
      ...(x.wallet !== undefined ? { wallet: x.wallet } : {})
    })),
    dealer: [],
    dealerHard: 0,
    dealerAces: 0,
    holeShown: false,
    bjKnown: false,
    dealerBJ: false,
    phase: 'play',
    turn: 0,
    hand: 0,
    short: null
  }
}

/** What is wrong with the setup: the English reason, with a code and values when the player's language has words for it. */
type SetupProblem = string | { message: string; code: string; vars: Record<string, number> }

function setupProblem(cfg: BjConfig, rules: BlackjackRules, setup: BlackjackSetup): SetupProblem | null {
  const seats = setup.seats
  if (!Array.isArray(seats) || seats.length < 1 || seats.length > MAX_SPOTS)
    return `a round needs 1 to ${MAX_SPOTS} spots`
  const ids = new Set<string>()
  for (const x of seats) {
    if (typeof x.id !== 'string' || !SEAT_ID_RE.test(x.id) || x.id === DEALER)
      return `seat id "${String(x.id)}" is not allowed`
    if (ids.has(x.id)) return `seat id "${x.id}" appears twice`
    ids.add(x.id)
    if (!Number.isInteger(x.bankroll) || x.bankroll < 0)
      return `${x.id}: the bankroll must be whole minor units, not negative`
    const p = stakeIssue(cfg, rules, x.bankroll, x.stake)
    if (p) return { code: p.code, message: `${x.id}: ${p.message}`, vars: p.vars }
  }
  const wallets = new Map<string, { bankroll: number; staked: number; ids: string[] }>()
  for (const x of seats) {
    if (x.wallet === undefined) continue
    if (typeof x.wallet !== 'string' || x.wallet === '') return `${x.id}: the wallet must be a name`
    const w = wallets.get(x.wallet)
    if (!w) {
      wallets.set(x.wallet, { bankroll: x.bankroll, staked: x.stake, ids: [x.id] })
      continue
    }
    if (w.bankroll !== x.bankroll) return `${x.id}: seats sharing the wallet "${x.wallet}" must bring the same bankroll`
    w.staked += x.stake
    w.ids.push(x.id)
    if (w.staked > w.bankroll) {
      return `${w.ids.join(', ')}: the stakes of ${String(minorToChips(w.staked))} chips together are more than the wallet's ${String(minorToChips(w.bankroll))} chips`
    }
  }
  const shoe = setup.shoe
  if (!Number.isInteger(setup.position) || setup.position < 0 || setup.position > shoe.length) {
    return `the shoe position ${setup.position} is outside the shoe (0–${shoe.length})`
  }
  for (let i = setup.position; i < shoe.length; i++) {
    const c = shoe[i]
    if (!Number.isInteger(c) || (c as number) < 0 || (c as number) > 51) return `shoe[${i}] is not a card code`
  }
  return null
}

/** Checks the setup and deals the first round: the engine's `start`. */
export function startRound(rules: BlackjackRules, setup: BlackjackSetup): StepResult<BlackjackState, BlackjackEvent> {
  const cfg = compileRules(rules)
  const problem = setupProblem(cfg, rules, setup)
  if (typeof problem === 'string') return refuse('bad-setup', problem)
  if (problem) return refuse(problem.code, problem.message, undefined, problem.vars)
  const cutAt = setup.cutAt ?? Math.floor(setup.shoe.length * rules.penetration)
  const s = freshState(rules, cfg, setup, cutAt)
  const ev: BlackjackEvent[] = []
  const e = dealRound(s, ev)
  if (e === E_NO_CARDS) return outOfCards(s)
  return ok(s, ev)
}

/**
 * Deals a round into a state whose seats hold one empty hand each and whose dealer holds nothing:
 * one card to each spot, the up-card, a second card to each spot, then the hole card (peek only).
 */
export function dealRound(s: BlackjackState, ev: BlackjackEvent[] | null): number {
  const n = s.seats.length
  for (let i = 0; i < n; i++) {
    const e = giveHand(s, i, 0, ev)
    if (e !== OK) return e
  }
  let e = giveDealer(s, true, ev)
  if (e !== OK) return e
  for (let i = 0; i < n; i++) {
    e = giveHand(s, i, 0, ev)
    if (e !== OK) return e
  }
  if (s.cfg.peek) {
    e = giveDealer(s, false, ev)
    if (e !== OK) return e
  }
  for (const st of s.seats) {
    const h = st.hands[0] as BjHand
    if (isBlackjack(h)) h.done = true
  }
  if (VALUE[s.dealer[0] as number] === 1 && s.cfg.insurance) {
    s.phase = 'insurance'
    s.turn = 0
    return OK
  }
  e = afterInsurance(s, ev)
  if (e !== OK || s.phase === 'over') return e
  // Whatever the rules now do by themselves (bust, 21, one card after a double …) happens in proceed.
  return proceed(s, ev)
}

/** Where the shoe stands after the round: core keeps the position for the next round. */
export function shoeAfter(state: BlackjackState): { position: number; cutCardOut: boolean; reshuffle: boolean } {
  const cutCardOut = state.pos >= state.cutAt
  return { position: state.pos, cutCardOut, reshuffle: cutCardOut || state.rules.shuffle === 'every-round' }
}

/**
 * Deals the next round into `s` in place, reusing its objects: same seats and stakes, the shoe
 * continuing at `position` (the caller may have reshuffled `s.shoe`'s array). For simulations: no
 * setup checks, no events. Returns an apply.ts code (OK or E_NO_CARDS).
 */
export function restartRound(s: BlackjackState, position: number): number {
  for (const st of s.seats) {
    st.committed = st.stake
    st.insurance = 0
    st.insuranceNet = null
    // Fresh small arrays, not `length = 0`: truncating runs a builtin that cost more than the
    // allocation (a profile of the simulator put 15 % of restartRound there).
    if (st.hands.length > 1) st.hands = [st.hands[0] as BjHand]
    const h = st.hands[0] as BjHand
    h.cards = []
    h.hard = 0
    h.aces = 0
    h.stake = st.stake
    h.doubled = false
    h.fromSplit = false
    h.splitAces = false
    h.done = false
    h.settled = false
    h.outcome = null
    h.net = 0
  }
  s.dealer = []
  s.dealerHard = 0
  s.dealerAces = 0
  s.holeShown = false
  s.bjKnown = false
  s.dealerBJ = false
  s.phase = 'play'
  s.turn = 0
  s.hand = 0
  s.short = null
  s.start = position
  s.pos = position
  return dealRound(s, null)
}

/** A state for `restartRound` loops: like `start`, without dealing. */
export function idleState(rules: BlackjackRules, setup: BlackjackSetup): BlackjackState {
  const cfg = compileRules(rules)
  const problem = setupProblem(cfg, rules, setup)
  if (problem) throw new RangeError(typeof problem === 'string' ? problem : problem.message)
  const s = freshState(rules, cfg, setup, setup.cutAt ?? Math.floor(setup.shoe.length * rules.penetration))
  s.phase = 'over'
  return s
}
