/** The Xì dách round state: plain JSON data (no classes), cloned for every pure `step`. */
import type { Card } from '../../../../shared/cards'
import type { Minor } from '../../../../shared/money'
import type { XidachOutcome, XidachPhase, XidachRules, XidachSeatStatus } from '../../../../shared/games/xidach'

export interface XidachPlayerState {
  id: string
  /** Chips at the start of the round (a penalty must be covered by them). */
  bankroll: Minor
  stake: Minor
  cards: Card[]
  status: XidachSeatStatus
  penalised: boolean
  outcome: XidachOutcome | null
  /** The hand's settlement against the dealer (a penalised hand: what it paid). 0 until settled. */
  net: Minor
  /** Stakes received from other players' penalties. */
  received: Minor
}

export interface XidachDealerState {
  cards: Card[]
  /** null: unlimited. */
  bankroll: Minor | null
  bank: Minor | null
  /** Face up to everyone once the dealer has checked a hand (or the round is over). */
  shown: boolean
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
