/**
 * The rules of a round, in place. `engine.ts` runs these on a copy (pure `step`); the simulator and
 * the bench run them on one reused state, so every table and every simulation plays the same code.
 *
 * Hot path: actions are bit codes, legality is a bit mask, errors are small numbers, events are only
 * built when an array is passed. A refused action never changes the state; a source that runs out of
 * cards mid-way can leave it half-played, which is why `step` works on a copy. `stepAction` is that
 * copy with every refusal worded.
 */
import type { BlackjackAction, BlackjackActionName, BlackjackEvent, BlackjackPhase } from '@shared/games/blackjack'
import { minorToChips } from '@shared/money'
import { ok, refuse, type StepResult } from '../../game'
import {
  A_DECLINE,
  A_DOUBLE,
  A_EVEN_MONEY,
  A_HIT,
  A_INSURANCE,
  A_SPLIT,
  A_STAND,
  A_SURRENDER,
  A_TIMEOUT,
  ACTION_BITS,
  ACTION_CODE,
  E_ILLEGAL,
  E_NO_CARDS,
  E_NOT_TURN,
  E_OVER,
  E_TIMER_OFF,
  OK
} from './codes'
import { VALUE as VALUE_IMPORT, cardName } from './cards'
import { addCard, giveHand, handTotal, isBlackjack, newHand } from './hand'
import { freeChips, insuranceRange, legalActions, legalMask } from './legal'
import { blackjackWin, dealerBlackjack, dealerTurn, settleHand, settleInsurance } from './settle'
import { cloneState, type BjHand, type BjSeat, type BlackjackState } from './state'

// Local copy: some loaders (tsx) turn imported bindings into getter calls, too slow for the hot path.
const VALUE: Uint8Array = VALUE_IMPORT

/** Ends the hand by itself when the rules leave no decision (bust, 21, card limit, Charlie, double, split ace). */
function autoFinish(s: BlackjackState, seat: number, hand: number, ev: BlackjackEvent[] | null): void {
  const st = s.seats[seat] as BjSeat
  const h = st.hands[hand] as BjHand
  const cfg = s.cfg
  const n = h.cards.length
  const total = handTotal(h)
  if (total > 21) {
    settleHand(s, seat, hand, 'bust', -h.stake, ev)
    return
  }
  if (cfg.charlie > 0 && n >= cfg.charlie) {
    // A Charlie wins at once unless the dealer may still turn up a blackjack (no peek, A or ten up).
    if (s.bjKnown) settleHand(s, seat, hand, 'charlie', h.stake, ev)
    else h.done = true
    return
  }
  if (total === 21 || n >= cfg.maxCards || h.doubled) {
    h.done = true
    return
  }
  // One card to split aces: the hand is over once standing is all legal.ts lets it do.
  if (h.splitAces && !cfg.hitSplitAces && n >= 2 && legalMask(s) === A_STAND) h.done = true
}

/** After the insurance answers (or straight after the deal): the peek, then naturals, then play. */
export function afterInsurance(s: BlackjackState, ev: BlackjackEvent[] | null): number {
  const up = VALUE[s.dealer[0] as number] as number
  if (up !== 1 && up !== 10) s.bjKnown = true
  else if (s.cfg.peek) {
    s.bjKnown = true
    s.dealerBJ = s.dealerHard === 11 && s.dealerAces > 0
    if (ev !== null) ev.push({ type: 'peek', blackjack: s.dealerBJ })
    if (s.dealerBJ) {
      s.holeShown = true
      if (ev !== null) ev.push({ type: 'reveal', card: cardName(s.dealer[1] as number) })
      return dealerBlackjack(s, ev)
    }
    settleInsurance(s, false, ev)
  }
  if (s.bjKnown) {
    for (let i = 0; i < s.seats.length; i++) {
      const h = (s.seats[i] as BjSeat).hands[0] as BjHand
      if (!h.settled && isBlackjack(h)) settleHand(s, i, 0, 'blackjack', blackjackWin(s, h), ev)
    }
  }
  s.phase = 'play'
  s.turn = 0
  s.hand = 0
  return OK
}

/** Moves the table on to the next decision, playing everything that is not a decision. */
export function proceed(s: BlackjackState, ev: BlackjackEvent[] | null): number {
  if (s.phase === 'insurance') {
    if (s.turn < s.seats.length) return OK
    const e = afterInsurance(s, ev)
    // afterInsurance may end the round (dealer blackjack); TS can't see the phase change.
    if (e !== OK || (s.phase as BlackjackPhase) === 'over') return e
  }
  const seats = s.seats
  while (s.turn < seats.length) {
    const st = seats[s.turn] as BjSeat
    while (s.hand < st.hands.length) {
      const h = st.hands[s.hand] as BjHand
      if (!h.done) {
        // A split hand gets its second card when its turn begins.
        if (h.cards.length === 1) {
          const e = giveHand(s, s.turn, s.hand, ev)
          if (e !== OK) return e
        }
        autoFinish(s, s.turn, s.hand, ev)
        if (!h.done) return OK
      }
      s.hand++
    }
    s.turn++
    s.hand = 0
  }
  return dealerTurn(s, ev)
}

/**
 * Applies one action of the seat at index `seat`, in place. Returns OK or an E_* code; on
 * E_OVER, E_NOT_TURN, E_ILLEGAL and E_TIMER_OFF the state is untouched.
 */
/**
 * `insuranceMinor`: the amount of a partial insurance (0: half the stake). `mask`: the caller's
 * `legalMask(s)` of this very state when it already has it (the simulator's strategy lookup computes it
 * to choose), so a decision computes it once.
 */
export function applyAction(
  s: BlackjackState,
  seat: number,
  action: number,
  ev: BlackjackEvent[] | null,
  insuranceMinor = 0,
  mask?: number
): number {
  if (s.phase === 'over') return E_OVER
  if (seat !== s.turn) return E_NOT_TURN
  let act = action
  if (act === A_TIMEOUT) {
    if (!s.cfg.timer) return E_TIMER_OFF
    act = s.phase === 'insurance' ? A_DECLINE : A_STAND
  }
  if (((mask === undefined || act !== action ? legalMask(s) : mask) & act) === 0) return E_ILLEGAL
  const st = s.seats[seat] as BjSeat
  if (ev !== null) {
    const name = action === A_TIMEOUT ? 'timeout' : (ACTION_BITS.find((x) => x[0] === act)?.[1] ?? 'stand')
    ev.push({ type: 'action', seat: st.id, hand: s.phase === 'insurance' ? 0 : s.hand, do: name })
  }
  if (s.phase === 'insurance') {
    if (act === A_INSURANCE) {
      // 0: the default, half the stake; otherwise the amount the caller has checked (insuranceRange).
      st.insurance = insuranceMinor > 0 ? insuranceMinor : st.stake / 2
      st.committed += st.insurance
    } else if (act === A_EVEN_MONEY) {
      const h = st.hands[0] as BjHand
      settleHand(s, seat, 0, 'even-money', h.stake, ev)
    }
    s.turn++
    return proceed(s, ev)
  }
  const hi = s.hand
  const h = st.hands[hi] as BjHand
  switch (act) {
    case A_HIT: {
      const e = giveHand(s, seat, hi, ev)
      if (e !== OK) return e
      break
    }
    case A_STAND:
      h.done = true
      break
    case A_DOUBLE: {
      st.committed += h.stake
      h.stake *= 2
      h.doubled = true
      const e = giveHand(s, seat, hi, ev)
      if (e !== OK) return e
      break
    }
    case A_SPLIT: {
      const moved = h.cards.pop() as number
      const v = VALUE[moved] as number
      h.hard -= v
      if (v === 1) h.aces--
      h.fromSplit = true
      h.splitAces = v === 1
      const nh = newHand(st.stake)
      nh.fromSplit = true
      nh.splitAces = v === 1
      addCard(nh, moved)
      st.hands.splice(hi + 1, 0, nh)
      st.committed += st.stake
      // Each split hand, this one included, gets its second card when its turn begins (proceed).
      break
    }
    case A_SURRENDER:
      settleHand(s, seat, hi, 'surrender', -h.stake / 2, ev)
      break
  }
  // Whatever the rules now do by themselves (bust, 21, one card after a double …) happens in proceed.
  return proceed(s, ev)
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

export function outOfCards<E>(s: BlackjackState): StepResult<BlackjackState, E> {
  return refuse('out-of-cards', `the card source ran out: ${s.short ?? 'the table'} needs another card`)
}

/** One action on a copy of `state`, every refusal worded: the engine's `step`. */
export function stepAction(
  state: BlackjackState,
  seatId: string,
  action: BlackjackAction
): StepResult<BlackjackState, BlackjackEvent> {
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
      `${seatId} cannot ${name} now: it is ${who}'s turn (${who} may: ${legalActions(state).join(', ')})`,
      []
    )
  }
  if (code === A_TIMEOUT && !state.cfg.timer) {
    return refuse(
      'timer-off',
      `${seatId} cannot time out: the decision timer is off (allowed: ${legalActions(state).join(', ')})`,
      legalActions(state)
    )
  }
  if (code !== A_TIMEOUT && (legalMask(state) & code) === 0) {
    const allowed = legalActions(state)
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
      return refuse(
        'insurance-range',
        `${seatId} cannot take insurance of ${minorToChips(amount)} chips: insurance is ${span} (half the stake at most)`,
        legalActions(state),
        {
          amount: minorToChips(amount),
          min: minorToChips(range.min),
          max: minorToChips(Math.min(range.max, free))
        }
      )
    }
    if (amount > free) {
      return refuse(
        'insurance-free',
        `${seatId} cannot take insurance of ${minorToChips(amount)} chips: only ${minorToChips(free)} chips are free (insurance ${span} is possible)`,
        legalActions(state),
        {
          amount: minorToChips(amount),
          free: minorToChips(free),
          min: minorToChips(range.min)
        }
      )
    }
    insuranceMinor = amount
  } else if (action.amountMinor !== undefined) {
    return refuse('illegal', `${seatId} cannot ${name} with an amount: only insurance takes one`, legalActions(state))
  }
  const s = cloneState(state)
  const ev: BlackjackEvent[] = []
  const e = applyAction(s, i, code, ev, insuranceMinor)
  if (e === OK) return ok(s, ev)
  if (e === E_NO_CARDS) return outOfCards(s)
  // The checks above mirror applyAction's, so these are only reached if the two ever disagree.
  const why =
    e === E_OVER
      ? 'over'
      : e === E_NOT_TURN
        ? 'not-your-turn'
        : e === E_ILLEGAL
          ? 'illegal'
          : e === E_TIMER_OFF
            ? 'timer-off'
            : 'refused'
  return refuse(why, `${seatId} cannot ${name} now`, legalActions(state))
}
