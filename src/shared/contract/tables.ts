/**
 * Table procedures: sit at a game table, start rounds, act, leave. One contract for all three games:
 * the table's game decides which action and config schema applies, and the state carries the game's
 * own view (typed per game through `TableViews`).
 *
 * The renderer never receives a hidden card, the deck order, the dice before the roll, or a server
 * seed before its reveal: `round.view` is the engine's view for the person's own seat, and
 * `fairness.serverSeed` is present only once revealed.
 */
import { z } from 'zod'
import type { CounterAdvice, CountingSettings } from './blackjack-counting'
import { GAME_IDS, type GameId, type SeatId } from '../games'
import type { SicboEvent, SicboView } from '../games/sicbo'
import type { BlackjackEvent, BlackjackView } from '../games/blackjack'
import type { Card } from '../cards'
import { stakeMinor } from '../money'
import type { XidachEvent, XidachView } from '../games/xidach'
import { chartCellsInput } from './chart-cells'
import { clientSeedSchema } from './client-seed'
import { STACKED_SCENARIO_MAX } from './constants'
import { idSchema } from './ids'
import type { BlackjackGrade, XidachGrade } from './history'

const tableId = idSchema('a table id')

/** House rules for a new table: a preset and any overriding keys (as in scenario files), or a saved ruleset. */
export const tableRulesInput = z.union([
  z.object({ rules: z.record(z.string(), z.unknown()) }).strict(),
  z.object({ rulesetId: z.string().min(1).max(64), version: z.number().int().positive().optional() }).strict()
])

export const sicboTableConfig = z.object({}).strict()
export const blackjackTableConfig = z
  .object({
    /** How many spots the person plays. */
    spots: z.number().int().min(1, { error: 'at least 1 spot' }).max(3, { error: 'at most 3 spots' }).default(1),
    /** Computer players at the table, each playing basic strategy for the rules in force. */
    bots: z.number().int().min(0).max(4, { error: 'at most 4 bots' }).default(0)
  })
  .strict()
export const xidachTableConfig = z
  .object({
    role: z.enum(['player', 'dealer']).default('player'),
    /**
     * Computer players: 0–4 when the person is a player, 1–5 when the person deals; up to 6 and 7
     * under a house rule `maxPlayers` of 7 (the table checks the count against the rules).
     */
    bots: z
      .array(z.enum(['cautious', 'standard', 'bold']))
      .max(7, { error: 'at most 7 bots' })
      .default(['standard', 'cautious']),
    /** The computer dealer's strength (person as a player). */
    dealerAi: z.enum(['simple', 'shrewd']).default('shrewd'),
    /** The dealer's bank per round (khả năng chi trả), minor units; omitted: the dealer's chips. */
    bankMinor: stakeMinor.optional(),
    /** Each computer player's chips at the sit-down, minor units; omitted: `xidachBotChips(rules)`. */
    botChipsMinor: stakeMinor.optional(),
    /**
     * Other people at the same table on this computer (issue 35), each playing with their own profile's
     * chips, in seats "p2"… after the person who opened it (docs/rules-xidach.md "Several people").
     * They count among the players the rules seat, beside the computer players.
     */
    people: z
      .array(z.object({ profileId: idSchema('a profile id') }).strict())
      .max(6, { error: 'at most 6 other people' })
      .optional()
  })
  .strict()
  // How many bots the table seats depends on its rules (xidachBotRange): the table checks the rest.
  .refine((c) => c.role === 'player' || c.bots.length >= 1, { error: 'a dealer needs at least one computer player' })

/**
 * A stacked practice table (docs/rules-blackjack.md, "Stacked practice"): the text of a scenario
 * file (../spec/scenario.md) whose rules the table plays and whose rounds' cards it deals first, in
 * turn, round after round; its seats are the table's spots (`config.spots` is taken from it), and it
 * seats no computer players.
 */
export const stackedInput = z
  .object({
    scenario: z
      .string({ error: 'must be the scenario file’s text' })
      .min(1, { error: 'must not be empty' })
      .max(STACKED_SCENARIO_MAX, { error: 'is larger than 64 KB' })
  })
  .strict()

export const tableOpenInput = z.discriminatedUnion('game', [
  z.object({ game: z.literal('sicbo'), ruleset: tableRulesInput, config: sicboTableConfig.default({}) }).strict(),
  z
    .object({
      game: z.literal('blackjack'),
      /**
       * Required, except at a stacked table, which takes its rules from the scenario file: the table
       * refuses both, and neither (opening.ts). Picked situations need the rules.
       */
      ruleset: tableRulesInput.optional(),
      config: blackjackTableConfig.default({ spots: 1, bots: 0 }),
      stacked: stackedInput.optional(),
      /**
       * Situations picked on the chart (docs/rules-blackjack.md, "Picked situations"): cells (a hard or
       * soft total, or a pair, against an up-card) whose two cards and up-card each round places first,
       * the stacked table's way, under the house rules given (`ruleset`), for one spot and no computer players.
       */
      situations: chartCellsInput(1).optional()
    })
    .strict(),
  z
    .object({
      game: z.literal('xidach'),
      ruleset: tableRulesInput,
      config: xidachTableConfig.default({ role: 'player', bots: ['standard', 'cautious'], dealerAi: 'shrewd' })
    })
    .strict()
])

export const tableStartInput = z
  .object({
    tableId,
    /** The person's stakes for this round, per own seat (Sic Bo takes its bets as actions instead). */
    stakes: z
      .array(
        z
          .object({
            seat: z.string().min(1).max(16),
            amountMinor: stakeMinor,
            /** At a table of several people: the profile whose seat stakes (checked against the seat's). */
            profileId: idSchema('a profile id').optional()
          })
          .strict()
      )
      .max(7)
      .default([]),
    /**
     * The person's first decision of the round, taken in the same transaction as the start: one
     * durable commit for both (Sic Bo: `{ seat: 'you', action: { type: 'roll', bets } }` places the
     * bets and rolls). Refused as a whole, starting nothing, when the decision is refused.
     */
    act: z
      .object({ seat: z.string().min(1).max(16), action: z.record(z.string(), z.unknown()) })
      .strict()
      .optional(),
    /** A rotating bank offered to the person: they pass it on and play this round (with a stake). */
    declineBank: z.boolean().optional()
  })
  .strict()

/** Any game's action; the table checks it against its own game's schema. */
export const tableActInput = z
  .object({
    tableId,
    roundId: z.number().int().positive(),
    /** The round version the person saw; an action against an older state is refused. */
    version: z.number().int().min(0),
    seat: z.string().min(1).max(16),
    action: z.record(z.string(), z.unknown()),
    /**
     * The profile whose seat acts. Required at a table of several people (the seat's own profile, or
     * the action is refused); elsewhere, when given, it must be the table's profile.
     */
    profileId: idSchema('a profile id').optional()
  })
  .strict()

/**
 * At a table of several people: the person whose turn it is has the computer and presses to see their
 * own cards (`tables.look`). Until then the table shows nobody's hidden cards; after their turn, none again.
 */
export const tableLookInput = z
  .object({ tableId, seat: z.string().min(1).max(16), profileId: idSchema('a profile id') })
  .strict()

export const tableIdInput = z.object({ tableId }).strict()

/**
 * `tables.advice`: the hints for the decision in front of the person now. At a table of several
 * people they are about the hand of whoever pressed to look, and only that person's profile may ask
 * (none before anyone looks); elsewhere a profile, when given, must be the table's.
 */
export const tableAdviceInput = z.object({ tableId, profileId: idSchema('a profile id').optional() }).strict()

/** A saved Xì dách table setup's name ("bàn nhà ngoại"): 1–40 characters, not only spaces. */
const setupName = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(40, { error: 'must be at most 40 characters' })

/**
 * A named table setup (issue 35): the rules, the seat, the people and the computer players with their
 * chips, saved to be opened again from the lobby. Xì dách's only, for now (the game tags it).
 */
export const tableSetupSaveInput = z
  .object({ game: z.literal('xidach'), name: setupName, ruleset: tableRulesInput, config: xidachTableConfig })
  .strict()
export const tableSetupsInput = z.object({ game: z.literal('xidach') }).strict()
export const tableSetupDeleteInput = z.object({ game: z.literal('xidach'), name: setupName }).strict()

/** A saved table setup as the lobby lists it. */
export interface NamedTableSetup {
  game: 'xidach'
  name: string
  ruleset: z.infer<typeof tableRulesInput>
  config: z.infer<typeof xidachTableConfig>
  savedAt: string
}

/** `tables.lastSetup`: the game whose last sitting to read. */
export const tableLastSetupInput = z.object({ game: z.enum(GAME_IDS) }).strict()

/** The playing profile's latest sitting at a game: how the sit-down offers it again. */
export interface TableSetup {
  ruleset: { rules: { preset: string } } | { rulesetId: string }
  config: unknown
}

/** A decision in play order: its round's seq in the session and its event's seq in the round. */
const gradeAfter = z.object({ roundSeq: z.number().int().min(0), eventSeq: z.number().int().min(0) }).strict()
export type GradeAfter = z.infer<typeof gradeAfter>

/**
 * A coach's read of its table's grades: with `after` (the last decision its list holds, by round and
 * event in play order), only the grades after it. A coach re-reads after every move, and a whole
 * session's list costs main ≈ 25 ms at a thousand hands (issue 12).
 */
export const tableGradesInput = z
  .object({
    tableId,
    after: gradeAfter.optional(),
    /**
     * Whose grades: at a table of several people each person's decisions are theirs alone (the
     * table's own profile's without it); the profile must sit at the table.
     */
    profileId: idSchema('a profile id').optional()
  })
  .strict()
export const tableClientSeedInput = z.object({ tableId, clientSeed: clientSeedSchema }).strict()

/** The person's decision timer at this table: `on: false` stops it (a round it was off in is recorded untimed). */
export const tableTimerInput = z.object({ tableId, on: z.boolean() }).strict()

/**
 * Xì dách events as the person gets them: a card of a hand still face down to them arrives without
 * its face (`card: null`), so each card can be shown landing in order without showing what it is.
 */
export type XidachLiveEvent =
  | Exclude<XidachEvent, { type: 'dealt' } | { type: 'drew' }>
  | { type: 'dealt' | 'drew'; seat: string; card: Card | null }

export interface TableViews {
  sicbo: { view: SicboView; event: SicboEvent }
  blackjack: { view: BlackjackView; event: BlackjackEvent }
  xidach: { view: XidachView; event: XidachLiveEvent }
}

export interface Commitment {
  serverSeedHash: string
  clientSeed: string
  nonce: number
}

export interface RoundFairness extends Commitment {
  /** Present only after the reveal (the round is over; for a Blackjack shoe, the shoe is finished). */
  serverSeed?: string
  /** Blackjack: the first card of this round within the shoe. */
  offset?: number
  decks?: number
  /**
   * A stacked practice round: how many of its first cards were placed from a scenario file, not
   * shuffled (the rest of the shoe still comes from the seed).
   */
  stacked?: number
  /** Those placed cards, present only after the reveal (like `serverSeed`): until then some are hidden. */
  placed?: Card[]
}

export type TableSeatKind = 'you' | 'bot' | 'dealer-ai' | 'house'

export interface TableSeatInfo {
  seat: SeatId
  kind: TableSeatKind
  /** Bot style or dealer strength, for the label. */
  policy?: string
  /** Chips at the table: the person's balance, or a computer seat's stack; null = unlimited house. */
  balanceMinor: number | null
  /** A rotating bank: the participant holding the dealer's seat (its chips are the dealer's). */
  holder?: SeatId
  /** A person's seat at a table of several people: whose profile plays it, and that profile's name. */
  profileId?: string
  name?: string
}

/** A rotating bank (Xì dách `dealerMode: rotate`): who deals, who deals next, what it takes. */
export interface TableBank {
  /** Who deals the round in play, or dealt the last one; null before the first round. */
  current: SeatId | null
  /** Whether `current` is dealing a round in play now. */
  inPlay: boolean
  /** Who deals the next round if nobody declines; null when nobody has the chips. */
  next: SeatId | null
  /** The rounds in a row `next` will have dealt, counting that round (of `every`). */
  nextRounds: number
  every: number
  /** The chips a seat needs to take the bank (bankMinStakes × maxBet). */
  minChipsMinor: number
  /** Seats passed over for want of chips on the way to `next`. */
  skipped: SeatId[]
  /** When `next` is the person: who deals if they decline (null: nobody else can). */
  ifDeclined: SeatId | null
  /** Everyone the bank passes around, in order, with their chips (and a person's name and profile). */
  participants: TableSeatInfo[]
}

export interface TableRoundState<G extends GameId = GameId> {
  roundId: number
  seq: number
  version: number
  over: boolean
  view: TableViews[G]['view']
  /** Decisions the table waits for from the person (seat and legal actions). */
  yourTurn: Array<{ seat: SeatId; allowed: string[] }>
  /** Whose decision the table is waiting for, if not the person's (a computer seat is thinking). */
  waitingFor: SeatId[]
  /** Events of this round so far, in order (the renderer animates the new ones). */
  events: Array<TableViews[G]['event']>
  nets: Record<SeatId, number> | null
  fairness: RoundFairness
  /** Decision timer: epoch ms when the pending decision times out. */
  deadline: number | null
}

export interface TableState<G extends GameId = GameId> {
  tableId: string
  game: G
  sessionId: number
  profileId: string
  rulesName: string
  rules: unknown
  config: unknown
  seats: TableSeatInfo[]
  /** The seats the person plays. */
  yourSeats: SeatId[]
  round: TableRoundState<G> | null
  /** The commitment for the next round, shown before its deal or roll. */
  next: Commitment
  closed: boolean
  /** Present at a table whose bank rotates. */
  bank?: TableBank
  /** A stacked practice table: its rounds deal a scenario file's cards first (never passed off as random). */
  stacked?: true
  /**
   * The rules' decision timer, in seconds (absent where the rules have none), and whether the person
   * switched it off at this table (`tables.setTimer`).
   */
  timer?: { seconds: number; off: boolean }
  /** Blackjack: the counting settings the person chose at this table (`tables.setCounting`); absent: never set, off. */
  counting?: CountingSettings
  /**
   * A table of several people (issue 35): whose turn it is among the people and whether they have
   * pressed to look. `round.view` shows the hidden cards of `looking` only (null: nobody's).
   */
  people?: { looking: SeatId | null }
}

export const GAME_LIST = GAME_IDS

/** Blackjack hints: the exact EV of each action the person may take now (docs/analysis-blackjack.md). */
export interface BlackjackAdviceInfo {
  roundId: number
  /** The round version the advice is for; a newer version means it is stale. */
  version: number
  seat: SeatId
  hand: number
  /** EV per unit of the spot's original stake, for each action allowed now. */
  evs: Record<string, number>
  best: string
  /** The spot's original stake, minor units (EV cost in chips = EV difference × this). */
  stakeMinor: number
  /**
   * Counter mode (blackjack-counting.ts): the counter's play (basic strategy plus the index plays at
   * this true count), the true count and the index behind it; `best` stays the exact best.
   */
  counter?: CounterAdvice
}

/** Win / push / lose chances and the expected net per unit staked (docs/rules-xidach.md "The advisor"). */
export interface XidachFigures {
  win: number
  push: number
  lose: number
  ev: number
  /** Monte-Carlo: the 99 % interval's half-width on `ev`; 0 when exact. */
  evHalfWidth: number
}

/**
 * Xì dách hints, from what the person may see only: as a player, dằn (stand) against bốc (draw); as
 * the dealer, against each player not yet settled, check now against draw first (the dealer's side:
 * win = the dealer wins).
 */
export type XidachAdviceInfo =
  | {
      role: 'player'
      roundId: number
      version: number
      method: 'exact' | 'monte-carlo'
      samples: number
      stand: XidachFigures
      draw: XidachFigures | null
      best: 'draw' | 'stand'
      stakeMinor: number
    }
  | {
      role: 'dealer'
      roundId: number
      version: number
      method: 'exact'
      players: Array<{
        id: SeatId
        cardCount: number
        now: XidachFigures | null
        afterDraw: XidachFigures | null
        /** Under dealerMin where standing is allowed (dealerPenalty pays-all): đền làng pays this player. */
        standNon: XidachFigures | null
      }>
      check: SeatId[]
      draw: boolean
    }

/** The hints for the person's decision now, for the table's game. */
export type TableAdvice =
  { game: 'blackjack'; advice: BlackjackAdviceInfo } | { game: 'xidach'; advice: XidachAdviceInfo }

/** `table.advice`: a table's `TableAdvice`. */
export type TableAdviceEvent = { tableId: string } & TableAdvice

/** One decision of the person's graded, for the table's game. */
export type TableGrade = { game: 'blackjack'; grade: BlackjackGrade } | { game: 'xidach'; grade: XidachGrade }

/** `tables.grades`: the table's session's graded decisions so far, for the table's game. */
export type TableGrades = { game: 'blackjack'; grades: BlackjackGrade[] } | { game: 'xidach'; grades: XidachGrade[] }

/** `table.grade`: one decision of the person's graded, as the table's `tables.grades` read would list it. */
export type TableGradeEvent = { tableId: string } & TableGrade
