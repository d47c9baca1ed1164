/**
 * History procedures' results: sessions (one sitting at one table) with their figures and chip-balance
 * chart, their rounds, the recall of one round (every step, the rules in force, the fairness proof),
 * export, import and deletion. docs/history.md documents inputs, results and errors of each.
 *
 * Nothing here ever carries a secret: a round still in play cannot be recalled, and a server seed
 * appears only once it has been revealed (a Blackjack shoe's seed when the shoe is finished).
 */
import type { GameId, SeatId } from '../games'
import type { ExportFormat } from './history-inputs'
import type { CounterAdvice } from './blackjack-counting'

// The procedures' inputs (schemas and limits) are in ./history-inputs, apart from these shapes so that
// each module is one thing: what main checks on the way in, and what it answers.

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
  /**
   * Present (true) only when the table was ended at start-up because its saved data was damaged and
   * could not be resumed (docs/history.md, "Saved data formats"); its round in play, if any, was void.
   */
  damaged?: true
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
  /** `chart`: the chart's play for this hand; `first`: the cell's own play where the hand could not make it. */
  cell: { row: string; up: string; chart: string | null; first?: string; counter?: CounterAdvice } | null
  at: string
}

/** A Blackjack session's mistakes: decisions graded, their total cost, and each mistake. */
export interface SessionMistakes {
  graded: number
  costMinor: number
  items: BlackjackGrade[]
}

/**
 * One Xì dách decision of the person's graded by main at the table (docs/rules-xidach.md "Grades"),
 * from the advisor's figures for what the person could see. `action` and `best` are the table's words
 * ("draw", "stand", "check p1"); `evs` the expected net of each choice open, on the person's side, per
 * unit of `stakeMinor` (a player: its stake; dealing: the stakes of the players not yet settled);
 * `halfWidths` their 99 % interval when sampled (empty when exact), a gap inside it costing nothing;
 * `chances` a player's win / push / lose per choice (null dealing).
 */
export interface XidachGrade {
  roundId: number
  roundSeq: number
  eventSeq: number
  seat: SeatId
  role: 'player' | 'dealer'
  action: string
  best: string
  method: 'exact' | 'monte-carlo'
  evs: Record<string, number>
  halfWidths: Record<string, number>
  chances: Record<string, { win: number; push: number; lose: number }> | null
  stakeMinor: number
  costMinor: number
  at: string
}

/** A Xì dách session's mistakes, as Blackjack's. */
export interface XidachSessionMistakes {
  graded: number
  costMinor: number
  items: XidachGrade[]
}

export interface SessionDetail {
  session: SessionListItem
  figures: SessionFigures
  /** Blackjack sessions only. */
  mistakes?: SessionMistakes
  /** Xì dách sessions only. */
  xidachMistakes?: XidachSessionMistakes
  /** A Xì dách table of several people (issue 35): every person's results at it, the opener first. */
  xidachPeople?: XidachPersonResult[]
  /** The rules the table was opened with (each round keeps its own snapshot too). */
  rules: unknown
  config: unknown
  series: BalanceSeries
}

/** One person's results at a Xì dách table of several people (their money moved in their own ledger). */
export interface XidachPersonResult {
  profileId: string
  /** null when the profile has since been deleted. */
  name: string | null
  rounds: number
  /** Rounds they held the bank. */
  dealt: number
  wageredMinor: number
  netMinor: number
  wins: number
  losses: number
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
  /** The rules had a decision timer and the person had it off for some of this round (`tables.setTimer`). */
  untimed?: true
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
  /** A stacked practice round: how many of its first cards were placed from a scenario file, not shuffled. */
  stacked?: number
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
  /** Played with the decision timer off for some of the round (as in `RoundListItem`). */
  untimed?: true
  steps: RecallStep[]
  fairness: RecallFairness
  /** Blackjack: every decision graded at the table, in play order. */
  grades?: BlackjackGrade[]
  /** Xì dách: every decision graded at the table, in play order. */
  xidachGrades?: XidachGrade[]
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
