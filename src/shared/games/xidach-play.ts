/**
 * Xì dách at the table: the actions and stakes a seat sends, the outcomes, what a seat sees (its view),
 * and the engine's events. Wire shapes only; the engine (src/core/engine/games/xidach) gives them meaning.
 */
import { z } from 'zod'
import { stakeMinor, type Minor } from '../money'
import type { Card } from '../cards'
import type { XidachRules } from './xidach-rules'

// ---- actions -------------------------------------------------------------------------------------

/** A decision at the table. `stake` is placed before the deal (see `xidachStakeSchema`). */
export const xidachActionSchema = z.discriminatedUnion(
  'do',
  [
    z.object({ do: z.literal('draw') }).strict(),
    z.object({ do: z.literal('stand') }).strict(),
    z
      .object({
        do: z.literal('check'),
        target: z
          .string({ error: 'check needs a target seat' })
          .regex(/^[a-z0-9_-]{1,16}$/, { error: 'must be a seat id' })
      })
      .strict()
  ],
  { error: 'must be one of: draw, stand, check (with a target)' }
)
export type XidachAction = z.infer<typeof xidachActionSchema>

/** A player's stake before the deal, in minor units. */
export const xidachStakeSchema = z.object({ amountMinor: stakeMinor }).strict()
export type XidachStake = z.infer<typeof xidachStakeSchema>

// ---- outcomes, view, events ----------------------------------------------------------------------

/**
 * A player's result against the dealer:
 * wins `xi-bang` `xi-dach` `ngu-linh` (with that hand class) and `win` (any other win);
 * `push`; losses `lose` (beaten), `bust` (quắc), `non` (under playerMin), `den` (a bust at or over
 * `denAt`); `penalised` (đền bài: drew while bust).
 */
export const XIDACH_OUTCOMES = [
  'xi-bang',
  'xi-dach',
  'ngu-linh',
  'win',
  'push',
  'lose',
  'bust',
  'non',
  'den',
  'penalised'
] as const
export type XidachOutcome = (typeof XIDACH_OUTCOMES)[number]

export type XidachPhase = 'players' | 'dealer' | 'over'
/** waiting: turn not come yet; drawing: its turn; done: finished drawing, not settled; settled. */
export type XidachSeatStatus = 'waiting' | 'drawing' | 'done' | 'settled'

export interface XidachPlayerView {
  id: string
  stake: Minor
  cardCount: number
  /** null while face down to the viewer. */
  cards: Card[] | null
  /** Best total (ngũ linh: its lowest qualifying total); null while face down. */
  total: number | null
  status: XidachSeatStatus
  penalised: boolean
  outcome: XidachOutcome | null
  /** Settlement against the dealer, once settled. */
  net: Minor | null
  /** Stakes received from other players' penalties this round. */
  received: Minor
  /** Under `nonPenalty: pays-for-dealer`: what this penalised player paid in the dealer's place (0 otherwise). */
  paidForDealer: Minor
  /**
   * Present under `shortfall: receivers-share` only: what this player did not receive of its win because a
   * penalised player was short of chips.
   */
  unpaid?: Minor
}

export interface XidachDealerView {
  cardCount: number
  cards: Card[] | null
  total: number | null
  /** The declared bank (null: unlimited). */
  bank: Minor | null
  /** Under `dealerPenalty: pays-all`, once the dealer ended non or đền (đền làng); else null. */
  penalised: 'non' | 'den' | null
}

export interface XidachView {
  game: 'xidach'
  rules: XidachRules
  /** A player id, 'dealer', or null for an onlooker. */
  viewer: string | null
  phase: XidachPhase
  /** Whose decision the table waits for (null when over). */
  turn: string | null
  players: XidachPlayerView[]
  dealer: XidachDealerView
  /** Cards left in the deck (never their order). */
  deckCount: number
  /** The viewer's legal actions now, e.g. ["draw", "stand"] or ["check p1", "draw"]. */
  allowed: string[]
}

/**
 * What happened, in order, for the round's log and replay. Events carry cards, so they belong to the
 * main process (store, replay); a seat gets its `view`, never the raw events.
 */
export type XidachEvent =
  | { type: 'dealt'; seat: string; card: Card }
  | { type: 'natural'; seat: string; kind: 'xi-bang' | 'xi-dach' }
  | { type: 'turn'; seat: string }
  | { type: 'drew'; seat: string; card: Card }
  | { type: 'stood'; seat: string }
  | { type: 'checked'; seat: string; early: boolean }
  | { type: 'penalised'; seat: string; paid: Minor }
  | { type: 'settled'; seat: string; outcome: XidachOutcome; net: Minor }
  /** Đền làng: the dealer ended non or đền and pays the unchecked players. */
  | { type: 'dealer-penalised'; kind: 'non' | 'den' }
  /** Pays-for-dealer: a penalised player paid `amount` of the dealer's losses. */
  | { type: 'paid-for-dealer'; seat: string; amount: Minor }
  /** `shortfall: receivers-share`: a winner goes without this much, a penalised player being short of chips. */
  | { type: 'unpaid'; seat: string; amount: Minor }
  | { type: 'over' }
