/**
 * What the Blackjack seat in turn may do now (docs/rules-blackjack.md, "Player decisions",
 * "Insurance"): one bit mask for the hot path, the action names for the table.
 */
import type { BlackjackActionName } from '@shared/games/blackjack'
import { VALUE as VALUE_IMPORT } from './cards'
import {
  A_DECLINE,
  A_DOUBLE,
  A_EVEN_MONEY,
  A_HIT,
  A_INSURANCE,
  A_SPLIT,
  A_STAND,
  A_SURRENDER,
  ACTION_BITS
} from './codes'
import { mayDouble } from './config'
import { handTotal, isBlackjack, isPair } from './hand'
import type { BjHand, BjSeat, BlackjackState } from './state'

// Local copy: some loaders (tsx) turn imported bindings into getter calls, too slow for the hot path.
const VALUE: Uint8Array = VALUE_IMPORT

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
  const free = freeChips(s, st)
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
    if (mayDouble(cfg, h.fromSplit, h.splitAces, total) && h.stake <= free) mask |= A_DOUBLE
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
    if (cfg.surrender !== 'none' && st.hands.length === 1 && !h.fromSplit) mask |= A_SURRENDER
  }
  return mask
}

function maskNames(mask: number): BlackjackActionName[] {
  const out: BlackjackActionName[] = []
  for (const [bit, name] of ACTION_BITS) if (mask & bit) out.push(name)
  return out
}

/** The names of the actions the seat in turn may take now (empty when nothing is awaited). */
export function legalActions(state: BlackjackState): BlackjackActionName[] {
  return maskNames(legalMask(state))
}
