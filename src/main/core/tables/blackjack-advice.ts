/**
 * Hints and grading at the Blackjack table, from what the person may see only: the view sent to them
 * (the hole card is null there until it is revealed; the shoe's order is never in it) and the face-up
 * cards of earlier rounds of the same shoe. The exact analysis (engine/games/blackjack/analysis) gives
 * the EV of each action for the cards the person has not seen.
 */
import { parseCard, pipValue, rankOf, type Card } from '../../../shared/cards'
import type { BlackjackActionName, BlackjackRules, BlackjackView } from '../../../shared/games/blackjack'
import { fullShoe, type HandAnalysis, type HandQuery } from '../../engine/games/blackjack/analysis/index'

function valueOf(card: Card | null): number {
  if (card === null) return 0
  const c = parseCard(card)
  return c ? pipValue(rankOf(c)) : 0
}

/** Face-up cards of a view, counted by value (index 1–10); the hole card (null) is not among them. */
export function seenInView(view: BlackjackView): Int32Array {
  const seen = new Int32Array(11)
  const add = (c: Card | null): void => {
    const v = valueOf(c)
    if (v > 0) seen[v] = (seen[v] as number) + 1
  }
  for (const s of view.seats) for (const h of s.hands) for (const c of h.cards) add(c)
  for (const c of view.dealer.cards) add(c)
  return seen
}

/**
 * The analysis question for the decision the view waits for, or null when it waits for none.
 * `seenBefore`: face-up cards of the shoe's earlier rounds (zeros after a shuffle).
 */
export function adviceQuery(rules: BlackjackRules, view: BlackjackView, seenBefore: ArrayLike<number>): HandQuery | null {
  if (!view.turn || view.allowed.length === 0 || view.phase === 'over') return null
  const seat = view.seats.find((s) => s.id === view.turn?.seat)
  const hand = seat?.hands[view.turn.hand]
  const up = valueOf(view.dealer.cards[0] ?? null)
  if (!seat || !hand || up === 0) return null
  const seen = seenInView(view)
  const unseen = fullShoe(rules.decks)
  for (let v = 1; v <= 10; v++) unseen[v] = Math.max(0, (unseen[v] as number) - (seen[v] as number) - Number(seenBefore[v] ?? 0))
  const cards = hand.cards.map(valueOf)
  return {
    unseen: Array.from(unseen),
    up,
    hand: cards,
    fromSplit: hand.fromSplit,
    hands: seat.hands.length,
    splitAces: hand.fromSplit && cards[0] === 1,
    // The peek happens after insurance; in the play phase a peeking dealer has no blackjack.
    peeked: rules.peek && (up === 1 || up === 10) && view.phase === 'play'
  }
}

export interface Advice {
  /** EV per unit of the hand's stake of each action the person may take now. */
  evs: Partial<Record<BlackjackActionName, number>>
  best: BlackjackActionName
}

/** The analysis restricted to the actions `allowed` now (chips may rule some out). */
export function adviceOf(a: HandAnalysis, allowed: readonly BlackjackActionName[]): Advice | null {
  const evs: Partial<Record<BlackjackActionName, number>> = {}
  for (const name of allowed) {
    if (name === 'insurance') {
      if (a.insurance !== undefined) evs.insurance = a.insurance
    } else if (name === 'decline') {
      evs.decline = a.evenMoney ? a.evenMoney.decline : 0
    } else if (name === 'even-money') {
      if (a.evenMoney) evs['even-money'] = a.evenMoney.take
    } else if (name === 'hit' || name === 'stand' || name === 'double' || name === 'split' || name === 'surrender') {
      const v = a.evs[name]
      if (v !== undefined) evs[name] = v
    }
  }
  let best: BlackjackActionName | null = null
  for (const [k, v] of Object.entries(evs) as [BlackjackActionName, number][]) {
    if (best === null || v > (evs[best] as number)) best = k
  }
  return best === null ? null : { evs, best }
}

/**
 * The cost of a decision in minor units of chips: (best EV − chosen EV) × the hand's original stake
 * (insurance EVs are per unit of the hand's stake too). 0 for the best play; null when the decision
 * has no EV here (a timeout, say).
 */
export function decisionCost(advice: Advice, chosen: BlackjackActionName, stakeMinor: number): number | null {
  const chosenEv = advice.evs[chosen]
  const bestEv = advice.evs[advice.best]
  if (chosenEv === undefined || bestEv === undefined) return null
  return Math.max(0, (bestEv - chosenEv) * stakeMinor)
}
