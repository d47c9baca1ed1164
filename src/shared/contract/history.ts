/**
 * History procedures: sessions (one sitting at one table) with their figures and chip-balance chart,
 * their rounds, the recall of one round (every step, the rules in force, the fairness proof),
 * export, import and deletion. docs/history.md documents inputs, results and errors of each.
 *
 * Nothing here ever carries a secret: a round still in play cannot be recalled, and a server seed
 * appears only once it has been revealed (a Blackjack shoe's seed when the shoe is finished).
 */
import { z } from 'zod'
import { GAME_IDS, type GameId, type SeatId } from '../games'

const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be an id' })
const rowId = (what: string) =>
  z
    .number({ error: `must be a ${what} id` })
    .int({ error: `must be a ${what} id` })
    .min(1, { error: `must be a ${what} id` })
    .max(Number.MAX_SAFE_INTEGER, { error: `must be a ${what} id` })
export const sessionIdSchema = rowId('session')
export const roundIdSchema = rowId('round')
const offset = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must be 0 or more' })
  .max(1_000_000_000, { error: 'is too large' })
/** An instant as ISO 8601 (`2026-01-31T23:00:00.000Z`, or a date `2026-01-31` = its midnight UTC). */
const instant = z
  .string({ error: 'must be a date' })
  .max(40, { error: 'must be a date' })
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/, {
    error: 'must be an ISO date like 2026-01-31 or 2026-01-31T23:00:00Z'
  })
  .refine((s) => !Number.isNaN(Date.parse(s)), { error: 'is not a real date' })

export const HISTORY_SORTS = ['date', 'net', 'rounds'] as const
export const HISTORY_RESULTS = ['won', 'lost', 'even'] as const

export const historySessionsInput = z
  .object({
    /** Omitted: every profile's sessions. */
    profileId: id.optional(),
    game: z.enum(GAME_IDS).optional(),
    /** Sessions started at or after `from` and before `to` (half-open, so consecutive ranges never overlap). */
    from: instant.optional(),
    to: instant.optional(),
    /** By the session's net over its settled rounds: won > 0, lost < 0, even = 0. */
    result: z.enum(HISTORY_RESULTS).optional(),
    sort: z.enum(HISTORY_SORTS).default('date'),
    order: z.enum(['asc', 'desc']).default('desc'),
    offset: offset.default(0),
    limit: z
      .number()
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(200, { error: 'must be at most 200' })
      .default(50)
  })
  .strict()

export const historySessionInput = z
  .object({
    sessionId: sessionIdSchema,
    /** Most points of the balance chart (min/max buckets beyond it); default and maximum 2000. */
    maxPoints: z
      .number()
      .int({ error: 'must be a whole number' })
      .min(2, { error: 'must be at least 2' })
      .max(2000, { error: 'must be at most 2000' })
      .default(2000)
  })
  .strict()

export const historyRoundsInput = z
  .object({
    sessionId: sessionIdSchema,
    offset: offset.default(0),
    limit: z
      .number()
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(500, { error: 'must be at most 500' })
      .default(100)
  })
  .strict()

export const historyRoundInput = z.object({ roundId: roundIdSchema }).strict()

export const EXPORT_FORMATS = ['csv', 'json'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

export const historyExportInput = z
  .object({
    scope: z.discriminatedUnion(
      'kind',
      [
        z.object({ kind: z.literal('session'), sessionId: sessionIdSchema }).strict(),
        z.object({ kind: z.literal('all') }).strict()
      ],
      { error: 'must be { kind: "session", sessionId } or { kind: "all" }' }
    ),
    format: z.enum(EXPORT_FORMATS)
  })
  .strict()

/** An export file's name as `history.export` returned it. */
export const exportFileName = z
  .string({ error: 'must be an export file name' })
  .max(120, { error: 'must be an export file name' })
  .regex(/^banxanh-[A-Za-z0-9_-]+\.(csv|json)$/, { error: 'must be an export file name' })

export const EXPORT_CHUNK_MAX = 1024 * 1024

export const historyExportChunkInput = z
  .object({
    fileName: exportFileName,
    offset: z
      .number()
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be 0 or more' })
      .max(2 ** 40, { error: 'is too large' }),
    length: z
      .number()
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(EXPORT_CHUNK_MAX, { error: `must be at most ${EXPORT_CHUNK_MAX}` })
      .default(EXPORT_CHUNK_MAX)
  })
  .strict()

/** Below the 64 KiB input limit with room for the rest of the frame. */
export const UPLOAD_CHUNK_MAX = 48 * 1024

export const historyUploadInput = z
  .object({
    /** Omitted for the first chunk; then the id the first answer gave. */
    uploadId: id.optional(),
    /** Characters received so far; a chunk must continue exactly where the upload stands. */
    offset: z
      .number()
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be 0 or more' })
      .max(2 ** 40, { error: 'is too large' }),
    text: z
      .string({ error: 'must be text' })
      .max(UPLOAD_CHUNK_MAX, { error: `must be at most ${UPLOAD_CHUNK_MAX} characters` })
  })
  .strict()

export const historyImportInput = z
  .object({
    uploadId: id,
    /** Import only what is not already in this install, leaving what is untouched (else such a file is refused). */
    skipExisting: z.boolean({ error: 'must be true or false' }).optional()
  })
  .strict()

/** One profile's figures per game (the statistics screen). */
export const historyStatsInput = z.object({ profileId: id }).strict()

export const historyDeleteSessionInput = z
  .object({ sessionId: sessionIdSchema, confirm: z.literal(true, { error: 'deleting a session must be confirmed' }) })
  .strict()

// ---- results ---------------------------------------------------------------------------------------

export interface SessionListItem {
  sessionId: number
  game: GameId
  profileId: string
  profileName: string
  /** null: played under a preset (then `rulesName` is the preset). */
  rulesetId: string | null
  rulesetVersion: number
  rulesName: string
  startedAt: string
  endedAt: string | null
  /** Still at the table. */
  open: boolean
  /** The profile's balance when the session began and (once ended) when it ended. */
  chipsInMinor: number
  chipsOutMinor: number | null
  /** Settled rounds, what the person staked over them, and their net. */
  rounds: number
  wageredMinor: number
  netMinor: number
}

export interface SessionsPage {
  /** Sessions matching the filters, over all pages. */
  total: number
  offset: number
  items: SessionListItem[]
}

export interface SessionFigures {
  rounds: number
  wageredMinor: number
  netMinor: number
  /** Rounds the person won (net > 0), lost (net < 0), and pushed (net 0 with something staked). */
  wins: number
  losses: number
  pushes: number
  /** Largest single-round win and loss (a loss is negative); null when there was none. */
  biggestWinMinor: number | null
  biggestLossMinor: number | null
  /** net ÷ wagered × 100 (e.g. −2.78); null when nothing was staked. */
  returnPct: number | null
}

/**
 * The balance after each settled round, columnar for the chart (uPlot takes it as is). Over
 * `maxPoints` rounds it is downsampled: each bucket of rounds gives its lowest and highest balance
 * (in round order), and the very first and last rounds are always present exactly.
 */
export interface BalanceSeries {
  seq: number[]
  balanceMinor: number[]
  /** Settled rounds the series stands for. */
  rounds: number
  downsampled: boolean
}

/**
 * One Blackjack decision graded by main at the table (migration 5): the EV of each action that was
 * allowed (per unit of the spot's stake, from the exact analysis of what the person could see), the
 * best, and the cost of the one chosen in minor units (0: the best play). `cell` is the "why": the
 * chart cell of the hand for the round's rules and the chart's play there; where the best play
 * differs from it, the composition of the cards seen made the difference.
 */
export interface BlackjackGrade {
  roundId: number
  roundSeq: number
  /** The decision's step in the round (its index among the recall's steps). */
  eventSeq: number
  seat: SeatId
  hand: number
  action: string
  best: string
  evs: Record<string, number>
  stakeMinor: number
  costMinor: number
  cell: { row: string; up: string; chart: string | null } | null
  at: string
}

/** A Blackjack session's mistakes: decisions graded, their total cost, and each mistake. */
export interface SessionMistakes {
  graded: number
  costMinor: number
  items: BlackjackGrade[]
}

export interface SessionDetail {
  session: SessionListItem
  figures: SessionFigures
  /** Blackjack sessions only. */
  mistakes?: SessionMistakes
  /** The rules the table was opened with (each round keeps its own snapshot too). */
  rules: unknown
  config: unknown
  series: BalanceSeries
}

/** When a round ran, what it moved and how it came out: the same in the rounds list and the recall. */
export interface RoundFigures {
  startedAt: string
  endedAt: string | null
  wageredMinor: number | null
  netMinor: number | null
  balanceAfterMinor: number | null
  /** Short, language-neutral: the dice ("2-2-5") or the cards; empty when the game gives none. */
  outcome: string | null
}

export interface RoundListItem extends RoundFigures {
  roundId: number
  seq: number
  status: 'open' | 'over'
  /** A rotating bank (Xì dách `dealerMode: rotate`): who dealt this finished round ('you' or a bot's seat). */
  dealer?: SeatId
  revealed: boolean
}

export interface RoundsPage {
  total: number
  offset: number
  items: RoundListItem[]
}

/** One recorded step: the start entry (the deal or the opening of bets) or one decision. */
export interface RecallStep {
  index: number
  kind: 'start' | 'action'
  /** 'table' for the start entry, else the seat that decided. */
  actor: string
  action: unknown
  /** The engine's events of this step, in order (cards dealt, dice, checks, settlement). */
  events: unknown[]
  at: string
  /** What the person saw after this step (the engine's view of their seat); absent if it cannot be rebuilt. */
  view?: unknown
}

export interface RecallVerify {
  /** verified: the seed matches its hash and gives exactly the recorded outcome; pending: not revealed yet. */
  state: 'verified' | 'failed' | 'pending'
  detail: string
  checks: Array<{ name: string; ok: boolean; detail: string; expected?: string; actual?: string }>
}

export interface RecallFairness {
  serverSeedHash: string
  clientSeed: string
  nonce: number
  /** Present only once revealed. */
  serverSeed?: string
  revealedAt: string | null
  /** Card games: the first card of this round in the shoe, and the shoe's decks. */
  offset?: number
  decks?: number
  /** The published record `npm run verify` accepts (only once revealed). */
  record?: unknown
  verify: RecallVerify
}

export interface RoundRecall extends RoundFigures {
  /** Always true: the UI shows it as a recall, never as a table to act on. */
  recall: true
  roundId: number
  sessionId: number
  seq: number
  game: GameId
  rulesName: string
  /** The exact rules the round was played under (its snapshot). */
  rules: unknown
  config: unknown
  yourSeats: SeatId[]
  /** A rotating bank: who dealt this round ('you' or a bot's seat); the seats above are as it dealt. */
  dealer?: SeatId
  /** Every participant's net, minor units (sums to 0). */
  nets: Record<SeatId, number>
  steps: RecallStep[]
  fairness: RecallFairness
  /** Blackjack: every decision graded at the table, in play order. */
  grades?: BlackjackGrade[]
}

export interface ExportResult {
  exportId: string
  format: ExportFormat
  /** File name in the data directory's `exports` folder (for `history.exportChunk`). */
  fileName: string
  /** Where the host finds it on disk. */
  path: string
  rounds: number
  bytes: number
}

export interface ExportChunk {
  fileName: string
  offset: number
  /** Total size of the file. */
  bytes: number
  /** This chunk's bytes, base64 (a chunk boundary may fall inside a UTF-8 character). */
  base64: string
  done: boolean
}

export interface UploadState {
  uploadId: string
  /** Characters received so far. */
  received: number
}

export interface ImportResult {
  profiles: Array<{ id: string; name: string; created: boolean }>
  rulesets: number
  sessions: number
  rounds: number
  ledgerTransactions: number
  /** What was already here and left untouched (only with `skipExisting`; else all 0). */
  skipped: { sessions: number; rounds: number; ledgerTransactions: number }
  /** Whether the file's money came along (a whole-store export into a profile the import created). */
  moneyImported: boolean
}

export interface GameStats {
  game: GameId
  /** Settled rounds, and how many the person won (net > 0), lost (< 0) or pushed (0 with a stake). */
  rounds: number
  wins: number
  losses: number
  pushes: number
  wageredMinor: number
  netMinor: number
  /** Card games: the person's naturals (Xì dách: xì bàng or xì dách; Blackjack: a two-card 21 not from a split), and hands over 21. Sic Bo: null. */
  naturals: number | null
  busts: number | null
}

export interface StatsResult {
  profileId: string
  games: GameStats[]
}

export interface DeleteSessionResult {
  sessionId: number
  rounds: number
  /** Ledger transactions kept (detached from the deleted rounds): the balance does not change. */
  keptLedgerTransactions: number
}

export interface ExportProgress {
  exportId: string
  format: ExportFormat
  roundsDone: number
  roundsTotal: number
  done: boolean
}
