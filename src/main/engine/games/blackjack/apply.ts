/**
 * The rules of a round, in place. `engine.ts` runs these on a copy (pure `step`); the simulator and
 * the bench run them on one reused state, so every table and every simulation plays the same code.
 *
 * Hot path: actions are bit codes, legality is a bit mask, errors are small numbers, events are only
 * built when an array is passed. A refused action never changes the state; a source that runs out of
 * cards mid-way can leave it half-played, which is why `step` works on a copy.
 */
import type { BlackjackActionName, BlackjackEvent, BlackjackOutcome, BlackjackPhase } from '../../../../shared/games/blackjack'
import { cardName, VALUE as VALUE_IMPORT, RANK_INDEX as RANK_INDEX_IMPORT } from './cards'
import type { BjHand, BjSeat, BlackjackState } from './state'

// Local copies: some loaders (tsx) turn imported bindings into getter calls, too slow for the hot path.
const VALUE: Uint8Array = VALUE_IMPORT
const RANK_INDEX: Uint8Array = RANK_INDEX_IMPORT

export const A_HIT = 1
export const A_STAND = 2
export const A_DOUBLE = 4
export const A_SPLIT = 8
export const A_SURRENDER = 16
export const A_INSURANCE = 32
export const A_EVEN_MONEY = 64
export const A_DECLINE = 128
export const A_TIMEOUT = 256

/** Bit code → name, in the order `allowed` lists are written. */
export const ACTION_BITS: ReadonlyArray<readonly [number, BlackjackActionName]> = [
  [A_HIT, 'hit'],
  [A_STAND, 'stand'],
  [A_DOUBLE, 'double'],
  [A_SPLIT, 'split'],
  [A_SURRENDER, 'surrender'],
  [A_INSURANCE, 'insurance'],
  [A_EVEN_MONEY, 'even-money'],
  [A_DECLINE, 'decline']
]
export const ACTION_CODE: Readonly<Record<BlackjackActionName, number>> = {
  hit: A_HIT,
  stand: A_STAND,
  double: A_DOUBLE,
  split: A_SPLIT,
  surrender: A_SURRENDER,
  insurance: A_INSURANCE,
  'even-money': A_EVEN_MONEY,
  decline: A_DECLINE,
  timeout: A_TIMEOUT
}

export const OK = 0
export const E_OVER = 1
export const E_NOT_TURN = 2
export const E_ILLEGAL = 3
export const E_NO_CARDS = 4
export const E_TIMER_OFF = 5

export function newHand(stake: number): BjHand {
  return {
    cards: [],
    hard: 0,
    aces: 0,
    stake,
    doubled: false,
    fromSplit: false,
    splitAces: false,
    done: false,
    settled: false,
    outcome: null,
    net: 0
  }
}

export function handTotal(h: BjHand): number {
  return h.aces > 0 && h.hard <= 11 ? h.hard + 10 : h.hard
}

export function isBlackjack(h: BjHand): boolean {
  return h.cards.length === 2 && !h.fromSplit && h.aces > 0 && h.hard === 11
}

function isCharlie(s: BlackjackState, h: BjHand): boolean {
  return s.cfg.charlie > 0 && h.cards.length >= s.cfg.charlie && handTotal(h) <= 21
}

/** Whether two cards make a pair under `splitBy`. */
export function isPair(s: BlackjackState, a: number, b: number): boolean {
  return s.cfg.splitByValue ? VALUE[a] === VALUE[b] : RANK_INDEX[a] === RANK_INDEX[b]
}

function addCard(h: BjHand, code: number): void {
  h.cards.push(code)
  const v = VALUE[code] as number
  h.hard += v
  if (v === 1) h.aces++
}

function draw(s: BlackjackState, who: string): number {
  if (s.pos >= s.shoe.length) {
    s.short = who
    return -1
  }
  return s.shoe[s.pos++] as number
}

function giveHand(s: BlackjackState, seat: number, hand: number, ev: BlackjackEvent[] | null): number {
  const st = s.seats[seat] as BjSeat
  const c = draw(s, st.id)
  if (c < 0) return E_NO_CARDS
  addCard(st.hands[hand] as BjHand, c)
  if (ev !== null) ev.push({ type: 'deal', to: st.id, hand, card: cardName(c) })
  return OK
}

function giveDealer(s: BlackjackState, faceUp: boolean, ev: BlackjackEvent[] | null): number {
  const c = draw(s, 'dealer')
  if (c < 0) return E_NO_CARDS
  s.dealer.push(c)
  const v = VALUE[c] as number
  s.dealerHard += v
  if (v === 1) s.dealerAces++
  if (ev !== null) ev.push({ type: 'deal', to: 'dealer', hand: 0, card: faceUp ? cardName(c) : null })
  return OK
}

function settle(s: BlackjackState, seat: number, hand: number, outcome: BlackjackOutcome, net: number, ev: BlackjackEvent[] | null): void {
  const h = (s.seats[seat] as BjSeat).hands[hand] as BjHand
  h.settled = true
  h.done = true
  h.outcome = outcome
  h.net = net
  if (ev !== null) ev.push({ type: 'hand-settled', seat: (s.seats[seat] as BjSeat).id, hand, outcome, net })
}

function blackjackWin(s: BlackjackState, h: BjHand): number {
  return (h.stake * s.cfg.bjNum) / s.cfg.bjDen
}

function settleInsurance(s: BlackjackState, dealerBJ: boolean, ev: BlackjackEvent[] | null): void {
  for (const st of s.seats) {
    if (st.insurance > 0 && st.insuranceNet === null) {
      st.insuranceNet = dealerBJ ? 2 * st.insurance : -st.insurance
      if (ev !== null) ev.push({ type: 'insurance-settled', seat: st.id, net: st.insuranceNet })
    }
  }
}

/**
 * The insurance amounts a seat may bet (minor units): from the table minimum up to half the stake
 * (just half when that is under the minimum). Stakes under insurance are whole multiples of 2.
 */
export function insuranceRange(s: BlackjackState, st: BjSeat): { min: number; max: number } {
  const half = st.stake / 2
  return { min: Math.min(s.cfg.minBet, half), max: half }
}

/** Free chips of the seat (its own, or its shared wallet's). */
export function freeChips(s: BlackjackState, st: BjSeat): number {
  return st.wallet === undefined ? st.bankroll - st.committed : walletFree(s, st.wallet, st.bankroll)
}

/** Chips of a shared wallet not yet committed by any of its seats. */
function walletFree(s: BlackjackState, wallet: string, bankroll: number): number {
  let free = bankroll
  for (const x of s.seats) if (x.wallet === wallet) free -= x.committed
  return free
}

/** The actions the seat in turn may take now, as a bit mask (0 when nothing is awaited). */
export function legalMask(s: BlackjackState): number {
  if (s.phase === 'over') return 0
  const st = s.seats[s.turn] as BjSeat
  const free = st.wallet === undefined ? st.bankroll - st.committed : walletFree(s, st.wallet, st.bankroll)
  if (s.phase === 'insurance') {
    const h = st.hands[0] as BjHand
    if (isBlackjack(h)) return A_EVEN_MONEY | A_DECLINE
    // Partial insurance: offered while its smallest amount is covered.
    return insuranceRange(s, st).min <= free ? A_INSURANCE | A_DECLINE : A_DECLINE
  }
  const cfg = s.cfg
  const h = st.hands[s.hand] as BjHand
  const oneCardAces = h.splitAces && !cfg.hitSplitAces
  let mask = oneCardAces ? A_STAND : A_STAND | A_HIT
  if (h.cards.length === 2) {
    const total = handTotal(h)
    if (
      !oneCardAces &&
      (!h.fromSplit || cfg.das) &&
      total >= cfg.doubleMin &&
      total <= cfg.doubleMax &&
      h.stake <= free
    ) {
      mask |= A_DOUBLE
    }
    const a = h.cards[0] as number
    const b = h.cards[1] as number
    if (
      st.hands.length < cfg.maxHands &&
      isPair(s, a, b) &&
      st.stake <= free &&
      (VALUE[a] !== 1 || !h.splitAces || cfg.resplitAces)
    ) {
      mask |= A_SPLIT
    }
    if (cfg.surrender && st.hands.length === 1 && !h.fromSplit) mask |= A_SURRENDER
  }
  return mask
}

/** Ends the hand by itself when the rules leave no decision (bust, 21, card limit, Charlie, double, split ace). */
function autoFinish(s: BlackjackState, seat: number, hand: number, ev: BlackjackEvent[] | null): void {
  const st = s.seats[seat] as BjSeat
  const h = st.hands[hand] as BjHand
  const cfg = s.cfg
  const n = h.cards.length
  const total = handTotal(h)
  if (total > 21) {
    settle(s, seat, hand, 'bust', -h.stake, ev)
    return
  }
  if (cfg.charlie > 0 && n >= cfg.charlie) {
    // A Charlie wins at once unless the dealer may still turn up a blackjack (no peek, A or ten up).
    if (s.bjKnown) settle(s, seat, hand, 'charlie', h.stake, ev)
    else h.done = true
    return
  }
  if (total === 21 || n >= cfg.maxCards || h.doubled) {
    h.done = true
    return
  }
  if (h.splitAces && !cfg.hitSplitAces && n >= 2 && (legalMask(s) & A_SPLIT) === 0) h.done = true
}

function finishRound(s: BlackjackState, ev: BlackjackEvent[] | null): number {
  s.phase = 'over'
  s.turn = -1
  s.hand = 0
  if (ev !== null) ev.push({ type: 'round-over', nets: roundNets(s) })
  return OK
}

/** Every seat's net and the dealer's, minor units, summing to 0 (meaningful once over). */
export function roundNets(s: BlackjackState): Record<string, number> {
  const out: Record<string, number> = {}
  let total = 0
  for (const st of s.seats) {
    const n = seatNet(st)
    out[st.id] = n
    total += n
  }
  out['dealer'] = total === 0 ? 0 : -total
  return out
}

export function seatNet(st: BjSeat): number {
  let n = st.insuranceNet ?? 0
  for (const h of st.hands) n += h.net
  return n
}

/** The dealer's blackjack decides the round at once: insurance pays, blackjacks push, the rest lose. */
function dealerBlackjack(s: BlackjackState, ev: BlackjackEvent[] | null): number {
  settleInsurance(s, true, ev)
  for (let i = 0; i < s.seats.length; i++) {
    const st = s.seats[i] as BjSeat
    for (let j = 0; j < st.hands.length; j++) {
      const h = st.hands[j] as BjHand
      if (h.settled) continue
      if (isBlackjack(h)) settle(s, i, j, 'push', 0, ev)
      else settle(s, i, j, 'dealer-blackjack', -h.stake, ev)
    }
  }
  return finishRound(s, ev)
}

/** After the insurance answers (or straight after the deal): the peek, then naturals, then play. */
function afterInsurance(s: BlackjackState, ev: BlackjackEvent[] | null): number {
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
      if (!h.settled && isBlackjack(h)) settle(s, i, 0, 'blackjack', blackjackWin(s, h), ev)
    }
  }
  s.phase = 'play'
  s.turn = 0
  s.hand = 0
  return OK
}

/** Moves the table on to the next decision, playing everything that is not a decision. */
function proceed(s: BlackjackState, ev: BlackjackEvent[] | null): number {
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

function dealerTurn(s: BlackjackState, ev: BlackjackEvent[] | null): number {
  let open = false
  let standing = false
  for (const st of s.seats) {
    if (st.insurance > 0 && st.insuranceNet === null) open = true
    for (const h of st.hands) {
      if (h.settled) continue
      open = true
      if (!isBlackjack(h) && !isCharlie(s, h)) standing = true
    }
  }
  // Nothing left to decide: the dealer neither reveals nor draws (seed 004).
  if (!open) return finishRound(s, ev)
  const cfg = s.cfg
  if (!cfg.peek && s.dealer.length === 1) {
    const e = giveDealer(s, true, ev)
    if (e !== OK) return e
    s.bjKnown = true
    s.dealerBJ = s.dealerHard === 11 && s.dealerAces > 0
    if (s.dealerBJ) return dealerBlackjack(s, ev)
    settleInsurance(s, false, ev)
    for (let i = 0; i < s.seats.length; i++) {
      const st = s.seats[i] as BjSeat
      for (let j = 0; j < st.hands.length; j++) {
        const h = st.hands[j] as BjHand
        if (h.settled) continue
        if (isBlackjack(h)) settle(s, i, j, 'blackjack', blackjackWin(s, h), ev)
        else if (isCharlie(s, h)) settle(s, i, j, 'charlie', h.stake, ev)
      }
    }
  } else if (!s.holeShown) {
    s.holeShown = true
    if (ev !== null) ev.push({ type: 'reveal', card: cardName(s.dealer[1] as number) })
  }
  if (standing) {
    for (;;) {
      const t = s.dealerAces > 0 && s.dealerHard <= 11 ? s.dealerHard + 10 : s.dealerHard
      if (t > 17 || (t === 17 && !(cfg.h17 && s.dealerAces > 0 && s.dealerHard === 7))) break
      const e = giveDealer(s, true, ev)
      if (e !== OK) return e
    }
    const dt = s.dealerAces > 0 && s.dealerHard <= 11 ? s.dealerHard + 10 : s.dealerHard
    for (let i = 0; i < s.seats.length; i++) {
      const st = s.seats[i] as BjSeat
      for (let j = 0; j < st.hands.length; j++) {
        const h = st.hands[j] as BjHand
        if (h.settled) continue
        const pt = handTotal(h)
        if (dt > 21 || pt > dt) settle(s, i, j, 'win', h.stake, ev)
        else if (pt === dt) settle(s, i, j, 'push', 0, ev)
        else settle(s, i, j, 'lose', -h.stake, ev)
      }
    }
  }
  return finishRound(s, ev)
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

/**
 * Applies one action of the seat at index `seat`, in place. Returns OK or an E_* code; on
 * E_OVER, E_NOT_TURN, E_ILLEGAL and E_TIMER_OFF the state is untouched.
 */
/**
 * `insuranceMinor`: the amount of a partial insurance (0: half the stake). `mask`: the caller's
 * `legalMask(s)` of this very state when it already has it (the simulator's strategy lookup computes it
 * to choose), so a decision computes it once.
 */
export function applyAction(s: BlackjackState, seat: number, action: number, ev: BlackjackEvent[] | null, insuranceMinor = 0, mask?: number): number {
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
      settle(s, seat, 0, 'even-money', h.stake, ev)
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
      settle(s, seat, hi, 'surrender', -h.stake / 2, ev)
      break
  }
  // Whatever the rules now do by themselves (bust, 21, one card after a double …) happens in proceed.
  return proceed(s, ev)
}
