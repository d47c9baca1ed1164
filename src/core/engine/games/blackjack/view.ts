/** What one Blackjack seat may see: no hole card before it is shown, no shoe order. */
import type { BlackjackView } from '@shared/games/blackjack'
import { bestTotal, cardName, isSoft, VALUE } from './cards'
import { handTotal } from './hand'
import { legalActions } from './legal'
import { roundNets, seatNet } from './settle'
import type { BjHand, BjSeat, BlackjackState } from './state'

/** What `viewer` (a seat id, or null for an onlooker) may see: no hole card before it is shown, no shoe order. */
export function viewOf(state: BlackjackState, viewer: string | null): BlackjackView {
  const dealerCards = state.dealer.map((c, i) => (i === 1 && state.cfg.peek && !state.holeShown ? null : cardName(c)))
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
    allowed: turnSeat && turnSeat.id === viewer ? legalActions(state) : [],
    decisionSeconds: state.rules.decisionSeconds === 'off' ? null : state.rules.decisionSeconds,
    shoe: { remaining: state.shoe.length - state.pos, cutCardOut: state.pos >= state.cutAt },
    nets: over ? roundNets(state) : null
  }
}
