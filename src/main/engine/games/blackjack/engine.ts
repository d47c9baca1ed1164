/**
 * Blackjack as a `GameEngine`: `start` deals, `step` applies one action to a copy (apply.ts does the
 * work), `view` shows one seat what is face up. `restartRound` re-deals into a used state in place,
 * for simulations and benches that must not allocate per round.
 */
import type {
  BlackjackAction,
  BlackjackActionName,
  BlackjackEvent,
  BlackjackRules,
  BlackjackView
} from '../../../../shared/games/blackjack'
import { SEAT_ID_RE, DEALER } from '../../../../shared/games'
import { minorToChips, type Minor } from '../../../../shared/money'
import { ok, refuse, type GameEngine, type Nets, type Pending, type StepResult } from '../../game'
import {
  ACTION_BITS,
  ACTION_CODE,
  applyAction,
  freeChips,
  insuranceRange,
  dealRound as dealRoundImport,
  E_ILLEGAL,
  E_NO_CARDS,
  E_NOT_TURN,
  E_OVER,
  E_TIMER_OFF,
  handTotal,
  legalMask,
  newHand,
  OK,
  roundNets,
  seatNet
} from './apply'
import { bestTotal, cardName, isSoft, VALUE } from './cards'
import { compileRules, type BjConfig } from './config'
import type { BjHand, BjSeat, BlackjackState } from './state'

// Local copy: some loaders (tsx) turn imported bindings into getter calls, too slow for restartRound.
const dealRound = dealRoundImport

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
export function stakeProblem(cfg: BjConfig, rules: BlackjackRules, bankroll: Minor, stake: Minor): string | null {
  return stakeIssue(cfg, rules, bankroll, stake)?.message ?? null
}

/** `stakeProblem` with the refusal's code and values (server-text.ts, `engine.<code>`). */
export function stakeIssue(cfg: BjConfig, rules: BlackjackRules, bankroll: Minor, stake: Minor): StakeIssue | null {
  const chips = (m: number): string => String(minorToChips(m))
  const c = minorToChips
  if (!Number.isInteger(stake) || stake <= 0) return { code: 'stake-not-positive', message: 'the stake must be a positive whole number of minor units', vars: {} }
  if (stake < cfg.minBet) {
    return { code: 'stake-under-min', message: `the stake of ${chips(stake)} chips is under the table minimum of ${rules.minBet}`, vars: { stake: c(stake), min: c(cfg.minBet) } }
  }
  if (stake > cfg.maxBet) {
    return { code: 'stake-over-max', message: `the stake of ${chips(stake)} chips is over the table maximum of ${String(rules.maxBet)}`, vars: { stake: c(stake), max: c(cfg.maxBet) } }
  }
  if (stake > bankroll) {
    return { code: 'stake-over-bankroll', message: `the stake of ${chips(stake)} chips is more than the seat's ${chips(bankroll)} chips`, vars: { stake: c(stake), chips: c(bankroll) } }
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

/** How refusals word each action: "p1 cannot take insurance now". */
const VERB: Readonly<Record<BlackjackActionName, string>> = {
  hit: 'hit',
  stand: 'stand',
  double: 'double',
  split: 'split',
  surrender: 'surrender',
  insurance: 'take insurance',
  'even-money': 'take even money',
  decline: 'decline',
  timeout: 'time out'
}

function maskNames(mask: number): BlackjackActionName[] {
  const out: BlackjackActionName[] = []
  for (const [bit, name] of ACTION_BITS) if (mask & bit) out.push(name)
  return out
}

export function allowedActions(state: BlackjackState): BlackjackActionName[] {
  return maskNames(legalMask(state))
}

function cloneState(s: BlackjackState): BlackjackState {
  return {
    ...s,
    seats: s.seats.map((st) => ({ ...st, hands: st.hands.map((h) => ({ ...h, cards: h.cards.slice() })) })),
    dealer: s.dealer.slice()
  }
}

function freshState(rules: BlackjackRules, cfg: BjConfig, setup: BlackjackSetup, cutAt: number): BlackjackState {
  return {
    rules,
    cfg,
    shoe: setup.shoe,
    start: setup.position,
    pos: setup.position,
    cutAt,
    seats: setup.seats.map(
      (x): BjSeat => ({
        id: x.id,
        bankroll: x.bankroll,
        stake: x.stake,
        committed: x.stake,
        insurance: 0,
        insuranceNet: null,
        hands: [newHand(x.stake)],
        ...(x.wallet !== undefined ? { wallet: x.wallet } : {})
      })
    ),
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
  if (!Array.isArray(seats) || seats.length < 1 || seats.length > MAX_SPOTS) return `a round needs 1 to ${MAX_SPOTS} spots`
  const ids = new Set<string>()
  for (const x of seats) {
    if (typeof x.id !== 'string' || !SEAT_ID_RE.test(x.id) || x.id === DEALER) return `seat id "${String(x.id)}" is not allowed`
    if (ids.has(x.id)) return `seat id "${x.id}" appears twice`
    ids.add(x.id)
    if (!Number.isInteger(x.bankroll) || x.bankroll < 0) return `${x.id}: the bankroll must be whole minor units, not negative`
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

function outOfCards<E>(s: BlackjackState): StepResult<BlackjackState, E> {
  return refuse('out-of-cards', `the card source ran out: ${s.short ?? 'the table'} needs another card`)
}

export const blackjackEngine: GameEngine<
  BlackjackRules,
  BlackjackSetup,
  BlackjackState,
  BlackjackAction,
  BlackjackEvent,
  BlackjackView
> = {
  id: 'blackjack',

  start(rules, setup) {
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
  },

  step(state, seatId, action) {
    const i = state.seats.findIndex((x) => x.id === seatId)
    if (i < 0) return refuse('unknown-seat', `${seatId} has no spot in this round`)
    const code = ACTION_CODE[action.do]
    if (code === undefined) return refuse('unknown-action', `"${String(action.do)}" is not a blackjack action`)
    const name = VERB[action.do]
    if (state.phase === 'over') return refuse('over', `${seatId} cannot ${name}: the round is over`, [])
    if (i !== state.turn) {
      const who = (state.seats[state.turn] as BjSeat).id
      return refuse(
        'not-your-turn',
        `${seatId} cannot ${name} now: it is ${who}'s turn (${who} may: ${allowedActions(state).join(', ')})`,
        []
      )
    }
    if (code === A_TIMEOUT_CODE && !state.cfg.timer) {
      return refuse('timer-off', `${seatId} cannot time out: the decision timer is off (allowed: ${allowedActions(state).join(', ')})`, allowedActions(state))
    }
    if (code !== A_TIMEOUT_CODE && (legalMask(state) & code) === 0) {
      const allowed = allowedActions(state)
      return refuse('illegal', `${seatId} cannot ${name} now (allowed: ${allowed.join(', ')})`, allowed)
    }
    let insuranceMinor = 0
    if (action.do === 'insurance') {
      const st = state.seats[i] as BjSeat
      const range = insuranceRange(state, st)
      const free = freeChips(state, st)
      const amount = action.amountMinor ?? range.max
      const span = `from ${minorToChips(range.min)} to ${minorToChips(Math.min(range.max, free))} chips`
      if (action.amountMinor !== undefined && (amount < range.min || amount > range.max)) {
        return refuse('insurance-range', `${seatId} cannot take insurance of ${minorToChips(amount)} chips: insurance is ${span} (half the stake at most)`, allowedActions(state), {
          amount: minorToChips(amount),
          min: minorToChips(range.min),
          max: minorToChips(Math.min(range.max, free))
        })
      }
      if (amount > free) {
        return refuse('insurance-free', `${seatId} cannot take insurance of ${minorToChips(amount)} chips: only ${minorToChips(free)} chips are free (insurance ${span} is possible)`, allowedActions(state), {
          amount: minorToChips(amount),
          free: minorToChips(free),
          min: minorToChips(range.min)
        })
      }
      insuranceMinor = amount
    } else if (action.amountMinor !== undefined) {
      return refuse('illegal', `${seatId} cannot ${name} with an amount: only insurance takes one`, allowedActions(state))
    }
    const s = cloneState(state)
    const ev: BlackjackEvent[] = []
    const e = applyAction(s, i, code, ev, insuranceMinor)
    if (e === OK) return ok(s, ev)
    if (e === E_NO_CARDS) return outOfCards(s)
    // The checks above mirror applyAction's, so these are only reached if the two ever disagree.
    const why = e === E_OVER ? 'over' : e === E_NOT_TURN ? 'not-your-turn' : e === E_ILLEGAL ? 'illegal' : e === E_TIMER_OFF ? 'timer-off' : 'refused'
    return refuse(why, `${seatId} cannot ${name} now`, allowedActions(state))
  },

  pending(state): Pending[] {
    if (state.phase === 'over') return []
    return [{ seat: (state.seats[state.turn] as BjSeat).id, allowed: allowedActions(state) }]
  },

  view(state, viewer) {
    return viewOf(state, viewer)
  },

  isOver(state) {
    return state.phase === 'over'
  },

  nets(state): Nets {
    return roundNets(state)
  }
}

const A_TIMEOUT_CODE = ACTION_CODE.timeout

/** What `viewer` (a seat id, or null for an onlooker) may see: no hole card before it is shown, no shoe order. */
export function viewOf(state: BlackjackState, viewer: string | null): BlackjackView {
  const dealerCards = state.dealer.map((c, i) =>
    i === 1 && state.cfg.peek && !state.holeShown ? null : cardName(c)
  )
  let hard = 0
  let aces = 0
  state.dealer.forEach((c, i) => {
    if (dealerCards[i] === null) return
    const v = VALUE[c] as number
    hard += v
    if (v === 1) aces++
  })
  const over = state.phase === 'over'
  const turnSeat = over ? null : (state.seats[state.turn] as BjSeat)
  return {
    phase: state.phase,
    dealer: { cards: dealerCards, total: bestTotal(hard, aces), soft: isSoft(hard, aces) },
    seats: state.seats.map((st) => ({
      id: st.id,
      bankroll: st.bankroll,
      stake: st.stake,
      committed: st.committed,
      insurance: st.insurance,
      insuranceNet: st.insuranceNet,
      hands: st.hands.map((h: BjHand) => ({
        cards: h.cards.map(cardName),
        total: handTotal(h),
        soft: isSoft(h.hard, h.aces),
        stake: h.stake,
        doubled: h.doubled,
        fromSplit: h.fromSplit,
        done: h.done,
        outcome: h.outcome,
        net: h.net
      })),
      net: over ? seatNet(st) : null
    })),
    turn: turnSeat ? { seat: turnSeat.id, hand: state.phase === 'insurance' ? 0 : state.hand } : null,
    allowed: turnSeat && turnSeat.id === viewer ? allowedActions(state) : [],
    decisionSeconds: state.rules.decisionSeconds === 'off' ? null : state.rules.decisionSeconds,
    shoe: { remaining: state.shoe.length - state.pos, cutCardOut: state.pos >= state.cutAt },
    nets: over ? roundNets(state) : null
  }
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

export { cloneState }
export type { BlackjackState }
