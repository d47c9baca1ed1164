/** The Xì dách round state: plain JSON data (no classes), cloned for every pure `step`. */
import type { Card } from '@shared/cards'
import type { Minor } from '@shared/money'
import type { XidachOutcome, XidachPhase, XidachRules, XidachSeatStatus } from '@shared/games/xidach'

export interface XidachPlayerState {
  id: string
  /** Chips at the start of the round (a penalty must be covered by them). */
  bankroll: Minor
  stake: Minor
  cards: Card[]
  /** Derived from `cards` whenever a card is added (see `HandFigures`). */
  standing: number
  total: number
  status: XidachSeatStatus
  penalised: boolean
  outcome: XidachOutcome | null
  /** The hand's settlement against the dealer (a penalised hand: what it paid). 0 until settled. */
  net: Minor
  /** Stakes received from other players' penalties. */
  received: Minor
  /** nonPenalty pays-for-dealer: what it paid in the dealer's place (worked out when the round ends). */
  paidForDealer: Minor
  /**
   * `shortfall: receivers-share`: what it did not receive of its phase-2 win because a penalised player's chips
   * fell short of its share for the dealer (worked out when the round ends).
   */
  unpaid: Minor
  /**
   * How the hand was settled, for pays-for-dealer: 'won' an ordinary phase-2 win the penalised players
   * cover, 'penalised' a non or đền hand that pays for the dealer, null anything else.
   */
  cover: 'won' | 'penalised' | null
}

export interface XidachDealerState {
  cards: Card[]
  standing: number
  total: number
  /** null: unlimited. */
  bankroll: Minor | null
  bank: Minor | null
  /** Face up to everyone once the dealer has checked a hand (or the round is over). */
  shown: boolean
  /** dealerPenalty pays-all: set when the dealer's turn ended non or đền. */
  penalised: 'non' | 'den' | null
}

/**
 * A hand's figures, recomputed by the engine each time the hand gets a card so the hot paths (views,
 * legality, settlement) never recompute them: `standing` is BUST, NGU_LINH or the best total (hand.ts),
 * `total` the total shown (a ngũ linh's is the smallest, the one it compares on).
 */
export interface HandFigures {
  cards: Card[]
  standing: number
  total: number
}

export interface XidachState {
  rules: XidachRules
  players: XidachPlayerState[]
  dealer: XidachDealerState
  /** The deck in dealing order; `next` is the index of the next card. Never part of a view. */
  deck: Card[]
  next: number
  phase: XidachPhase
  /** Index of the player whose turn it is while `phase === 'players'`, else -1. */
  turn: number
}

export function cloneState(s: XidachState): XidachState {
  const players = new Array<XidachPlayerState>(s.players.length)
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[i] as XidachPlayerState
    players[i] = { ...p, cards: p.cards.slice() }
  }
  return {
    rules: s.rules,
    players,
    dealer: { ...s.dealer, cards: s.dealer.cards.slice() },
    deck: s.deck.slice(),
    next: s.next,
    phase: s.phase,
    turn: s.turn
  }
}
