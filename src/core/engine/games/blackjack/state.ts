/**
 * The round's whole truth as plain JSON data (numbers, strings, arrays): cards are codes (cards.ts),
 * money is minor units. Only the engine reads it directly; seats get `view`.
 */
import type { BlackjackOutcome, BlackjackPhase, BlackjackRules } from '@shared/games/blackjack'
import type { BjConfig } from './config'

export interface BjHand {
  cards: number[]
  /** Sum with every ace as 1. */
  hard: number
  aces: number
  /** Minor units on the hand, double included. */
  stake: number
  doubled: boolean
  fromSplit: boolean
  /** Made by splitting aces (one card each unless hitSplitAces). */
  splitAces: boolean
  /** No more decisions. */
  done: boolean
  settled: boolean
  outcome: BlackjackOutcome | null
  net: number
}

export interface BjSeat {
  id: string
  /** Chips at the start of the round. */
  bankroll: number
  /** The original stake. */
  stake: number
  /** Stakes, doubles, splits and insurance placed so far; never above `bankroll`. */
  committed: number
  /**
   * Seats with the same wallet draw on one bankroll (a person playing several spots): their
   * `bankroll` is that wallet's, and their `committed` together never exceeds it. Absent: own chips.
   */
  wallet?: string
  insurance: number
  /** Net of the insurance bet once settled; null while open or when none was taken. */
  insuranceNet: number | null
  hands: BjHand[]
}

export interface BlackjackState {
  rules: BlackjackRules
  cfg: BjConfig
  /** The card source, in drawing order (codes). Read only: clones share it. */
  shoe: readonly number[]
  /** Where this round started drawing, and the next card to draw. */
  start: number
  pos: number
  /** Index of the cut card in `shoe`: once `pos` reaches it the shoe is due for a shuffle. */
  cutAt: number
  seats: BjSeat[]
  dealer: number[]
  dealerHard: number
  dealerAces: number
  /** The hole card is face up (peek: true only; without the peek the second card comes face up). */
  holeShown: boolean
  /** Whether the dealer has a blackjack is known (peeked, up-card 2–9, or second card taken). */
  bjKnown: boolean
  dealerBJ: boolean
  phase: BlackjackPhase
  /** Seat index whose decision is awaited, and its hand index (play phase). */
  turn: number
  hand: number
  /** Set on a refused step's scratch copy: who needed a card when the source ran out. */
  short: string | null
}

/** A deep copy: `step` applies the action to it, so the input state never changes. */
export function cloneState(s: BlackjackState): BlackjackState {
  return {
    ...s,
    seats: s.seats.map((st) => ({ ...st, hands: st.hands.map((h) => ({ ...h, cards: h.cards.slice() })) })),
    dealer: s.dealer.slice()
  }
}
