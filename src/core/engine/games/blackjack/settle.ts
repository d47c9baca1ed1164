/**
 * Blackjack settlement (docs/rules-blackjack.md, "Settlement", "Dealer play"): a hand's outcome and
 * net, insurance, the dealer's blackjack, the dealer's draw, and the round's nets.
 */
import type { BlackjackEvent, BlackjackOutcome } from '@shared/games/blackjack'
import { cardName } from './cards'
import { OK } from './codes'
import { giveDealer, handTotal, isBlackjack, isCharlie } from './hand'
import type { BjHand, BjSeat, BlackjackState } from './state'

/** Settles one hand: its outcome and net (minor units), and the event. */
export function settleHand(
  s: BlackjackState,
  seat: number,
  hand: number,
  outcome: BlackjackOutcome,
  net: number,
  ev: BlackjackEvent[] | null
): void {
  const h = (s.seats[seat] as BjSeat).hands[hand] as BjHand
  h.settled = true
  h.done = true
  h.outcome = outcome
  h.net = net
  if (ev !== null) ev.push({ type: 'hand-settled', seat: (s.seats[seat] as BjSeat).id, hand, outcome, net })
}

export function blackjackWin(s: BlackjackState, h: BjHand): number {
  return (h.stake * s.cfg.bjNum) / s.cfg.bjDen
}

export function settleInsurance(s: BlackjackState, dealerBJ: boolean, ev: BlackjackEvent[] | null): void {
  for (const st of s.seats) {
    if (st.insurance > 0 && st.insuranceNet === null) {
      st.insuranceNet = dealerBJ ? 2 * st.insurance : -st.insurance
      if (ev !== null) ev.push({ type: 'insurance-settled', seat: st.id, net: st.insuranceNet })
    }
  }
}

export function finishRound(s: BlackjackState, ev: BlackjackEvent[] | null): number {
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
export function dealerBlackjack(s: BlackjackState, ev: BlackjackEvent[] | null): number {
  settleInsurance(s, true, ev)
  for (let i = 0; i < s.seats.length; i++) {
    const st = s.seats[i] as BjSeat
    for (let j = 0; j < st.hands.length; j++) {
      const h = st.hands[j] as BjHand
      if (h.settled) continue
      if (isBlackjack(h)) settleHand(s, i, j, 'push', 0, ev)
      else settleHand(s, i, j, 'dealer-blackjack', -h.stake, ev)
    }
  }
  return finishRound(s, ev)
}

/** The dealer's turn: the hole card (or, without the peek, the second card), the draw, settlement. */
export function dealerTurn(s: BlackjackState, ev: BlackjackEvent[] | null): number {
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
        if (isBlackjack(h)) settleHand(s, i, j, 'blackjack', blackjackWin(s, h), ev)
        else if (isCharlie(s, h)) settleHand(s, i, j, 'charlie', h.stake, ev)
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
        if (dt > 21 || pt > dt) settleHand(s, i, j, 'win', h.stake, ev)
        else if (pt === dt) settleHand(s, i, j, 'push', 0, ev)
        else settleHand(s, i, j, 'lose', -h.stake, ev)
      }
    }
  }
  return finishRound(s, ev)
}
