/**
 * What core needs to know about one game to host its tables. The engine does the rules; a driver
 * says who sits where, where the randomness comes from, how a Setup is built from the table's
 * money and the round's stakes, and how the game's computer seats choose. Drivers hold no state.
 */
import type { z } from 'zod'
import type { Card } from '@shared/cards'
import type { GameId, SeatId } from '@shared/games'
import type { Minor } from '@shared/money'
import type { TableSeatKind } from '@shared/contract/tables'
import type { ServerText } from '@shared/contract/server-text'
import type { GameEngine } from '../engine/game'
import type { Dice, RandomSource } from '../engine/random'

export interface TableSeat {
  seat: SeatId
  kind: TableSeatKind
  policy?: string
  /**
   * Under a rotating bank: the participant whose chips this seat plays with (the engine's dealer seat
   * held by bot "b2"). Absent: the seat's own id.
   */
  holder?: SeatId
  /**
   * A person's seat (kind 'you') played with another profile's chips at a table of several people
   * (Xì dách `config.people`); absent: the table's own profile.
   */
  profileId?: string
}

/** A bank that passes around the table (Xì dách `dealerMode: rotate`). */
export interface Rotation {
  /** Everyone who may hold the bank, in the order it passes: the person's seat and the computer seats. */
  participants: TableSeat[]
  /** Who takes the bank at a new table. */
  first: SeatId
  /** Rounds a holder deals in a row. */
  every: number
  /** Chips a participant needs to take the bank. */
  minChipsMinor: Minor
}

export type RulesResolution<R> = { ok: true; rules: R } | { ok: false; path: string; message: string }

/** Where a round's randomness comes from. */
export type Randomness =
  | { kind: 'dice' }
  /** A fresh shuffled deck of `decks` decks every round. */
  | { kind: 'deck'; decks: number }
  /** A shoe of `decks` decks that spans rounds until its cut card (Blackjack). */
  | { kind: 'shoe'; decks: number; cutIndex: number }

/** The round's injected randomness, already derived from the fair stream. */
export interface RoundRandom {
  dice?: Dice
  /** The whole shuffled deck/shoe in dealing order. */
  cards?: Card[]
  /** Shoe only: the position of the next card. */
  position?: number
}

export interface SetupInput<R, C> {
  rules: R
  config: C
  seats: TableSeat[]
  /** Chips each seat brings to this round (null: unlimited house). */
  bankrolls: Record<SeatId, Minor | null>
  /** Stakes by seat for games that take them up front (the person's from the call, bots' from `botStake`). */
  stakes: Record<SeatId, Minor>
  random: RoundRandom
}

// The generic parameters are the engine's; `any` never crosses the contract: drivers are looked up
// by game and their values flow only between the engine and the store as JSON.
export interface TableDriver<R, Setup, S, A, E, V, C> {
  readonly game: GameId
  readonly engine: GameEngine<R, Setup, S, A, E, V>
  readonly configSchema: z.ZodType<C>
  readonly actionSchema: z.ZodType<A>
  resolveRules(input: unknown): RulesResolution<R>
  /** A short human name for rules resolved from a preset (the preset's key). */
  rulesName(rules: R): string
  /**
   * Who sits where. `dealer`, under a rotating bank, is the participant dealing this round (recorded
   * in the round's start entry); the engine keeps its own seat ids, the dealer's seat gets `holder`.
   */
  seats(config: C, dealer?: SeatId): TableSeat[]
  /** A rotating bank, or null (or absent) when the dealer is fixed. */
  rotation?(config: C, rules: R): Rotation | null
  /** A config the rules don't allow (Xì dách: more seats than `maxPlayers`), in words; null when it fits. */
  configProblem?(config: C, rules: R): { message: string; i18n: ServerText } | null
  /** Chips a computer seat sits down with (the house's seats are unlimited: null). */
  startingStack(seat: TableSeat, rules: R, config: C): Minor | null
  randomness(rules: R): Randomness
  /** Whether the person's stakes are required to start a round (Sic Bo: bets are actions). */
  stakesUpFront: boolean
  /** When it depends on the table's config (Xì dách: a player stakes, the dealer does not); else `stakesUpFront`. */
  stakesUpFrontFor?(config: C, seats: readonly TableSeat[]): boolean
  /** A computer seat's stake for a round, or null to sit the round out. */
  botStake(seat: TableSeat, rules: R, bankroll: Minor | null, rng: RandomSource): Minor | null
  setup(input: SetupInput<R, C>): Setup
  /** A computer seat's decision, from its own view only. */
  botAction(seat: TableSeat, view: V, rules: R, rng: RandomSource): A
  /**
   * Decisions `seat` MAY take now that the engine does not wait for (Xì dách's early checks), as the
   * engine's action words; empty when there are none. The table offers them before each computer move.
   */
  optional?(state: S, seat: SeatId): string[]
  /** A computer seat's optional decision, from its own view only, or null to let the moment pass. */
  optionalAction?(seat: TableSeat, view: V, rules: R, rng: RandomSource): A | null
  /**
   * Whether a round in play has nothing of anyone's in it yet (Sic Bo before the first bet, or after
   * every bet was taken back): such a round blocks nothing and is discarded when the table is left or
   * another table deals. Without this hook every round in play counts.
   */
  empty?(state: S): boolean
  /** Shoe games: the position after the round and whether the cut card came out. */
  shoeAfter?(state: S): { position: number; cutCardOut: boolean }
  /** The seat whose view the person sees (their own seat, or the dealer's when they deal). */
  viewer(config: C, seats: TableSeat[]): SeatId
  /**
   * The other people at the table (issue 35), each with their seat and profile; absent or empty: the
   * table is one person's. At a table of several people the view is the one of whoever pressed to look.
   */
  people?(config: C): Array<{ seat: SeatId; profileId: string }>
  /** Seconds for the person's decision timer, or null when off. */
  decisionSeconds?(rules: R): number | null
  /**
   * The game's rule for a decision running out of time: the action for `seat` when its time runs out,
   * or null when the timer does not run for this decision (a pause, or not `seat`'s decision). The
   * table arms the timer on the first of the person's decisions that has one.
   */
  timeoutFor?(state: S, seat: SeatId): A | null
  /**
   * The round's events as `viewer` may see them. Engine events are the main process's log and may
   * name face-down cards; a driver whose events can do that must filter or redact them here. Without
   * this hook the person gets no events at all, never the raw log.
   */
  eventsFor?(events: readonly E[], viewer: SeatId | null, state: S): E[]
  /**
   * History figures once the round is over, for the person's seats: everything they staked (doubles,
   * splits, insurance included) and a short language-neutral outcome ("2-2-5", "AS KH v 9D 7C").
   * Optional: without it the history counts the up-front stakes and leaves the outcome empty.
   */
  summarize?(state: S, seats: readonly SeatId[]): { wageredMinor: Minor; outcome: string }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTableDriver = TableDriver<any, any, any, any, any, any, any>
