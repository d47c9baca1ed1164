/**
 * The IPC contract: every procedure (name → zod input schema, result type) and every pushed event.
 * main validates each input with its schema before anything else; the renderer's one client is typed
 * from this table, so a renamed field fails the type check on both sides.
 *
 * Amounts cross the boundary as integer minor units (1 chip = 100) named `…Minor`; the UI converts
 * what the user types with `chipsToMinor` from shared/money.
 */
import { z } from 'zod'
import { GAME_IDS, type GameId } from '../games'
import {
  tableActInput,
  tableClientSeedInput,
  tableTimerInput,
  tableLookInput,
  tableSetupDeleteInput,
  tableSetupSaveInput,
  tableSetupsInput,
  type NamedTableSetup,
  tableLastSetupInput,
  type TableSetup,
  tableIdInput,
  tableAdviceInput,
  tableGradesInput,
  tableOpenInput,
  tableStartInput,
  type TableAdvice,
  type TableAdviceEvent,
  type TableGradeEvent,
  type TableGrades,
  type TableState
} from './tables'
import {
  bjTrayCheckInput,
  bjTrayNewInput,
  tableCountingInput,
  tableCountInput,
  tableCountQuizInput,
  type BjTrayCheck,
  type BjTrayQuestion,
  type TableCountInfo,
  type TableCountQuizResult
} from './blackjack-counting'
import {
  historyDeleteSessionInput,
  historyExportChunkInput,
  historyExportInput,
  historyImportInput,
  historyRoundInput,
  historyRoundsInput,
  historySessionInput,
  historySessionsInput,
  historyStatsInput,
  historyUploadInput
} from './history-inputs'
import {
  type DeleteSessionResult,
  type ExportChunk,
  type ExportProgress,
  type ExportResult,
  type ImportResult,
  type RoundRecall,
  type RoundsPage,
  type SessionDetail,
  type SessionsPage,
  type StatsResult,
  type UploadState
} from './history'
import {
  rulesetCreateInput,
  rulesetDeleteInput,
  rulesetDuplicateInput,
  rulesetGetInput,
  rulesetSaveInput,
  rulesetsGameInput,
  rulesetValidateInput,
  type PresetSummary,
  type RulesCheckResult,
  type RulesetDetail,
  type RulesetSummary
} from './rulesets'
import {
  drillCheckInput,
  drillNewInput,
  drillHistoryInput,
  drillTrendsInput,
  type DrillHistory,
  type DrillChecked,
  type DrillQuestion,
  type SicboTrends
} from './drill'
import { liveRollInput, type LiveRoll } from './live-roll'
import { chipsCheckInput, chipsNewInput, type ChipsChecked, type ChipsQuestion } from './chip-drill'
import {
  bjCardsAnswerInput,
  bjCardsBoardInput,
  bjCardsStartInput,
  bjCountCheckInput,
  bjCountNewInput,
  type BjCardFeedback,
  type BjCardsBoard,
  type BjCardsSession,
  type BjCountCheck,
  type BjCountQuestion,
  type BjDrillChecked
} from './blackjack-drill'
import { drillResultsInput, type DrillResultsOf } from './drill-results'
import type { FairnessVerdict } from '../fairness'
import { fairnessVerifyInput } from './fairness-verify'
import {
  analysisEdgeCancelInput,
  analysisEdgeInput,
  analysisRuleCostsInput,
  type AnalysisEdge,
  type AnalysisRuleCosts
} from './analysis'
import { simulateInput, simulationInput, type SimulationInfo } from './simulation'
import { idSchema } from './ids'
import { LANGUAGES, PACES, TOP_UP_MAX_MINOR, TOP_UP_MIN_MINOR } from './constants'

// ---- shared pieces -------------------------------------------------------------------------------

export type Language = (typeof LANGUAGES)[number]

const id = idSchema('an id')
/** 1–40 characters after NFC normalization and trimming (so a decomposed "ứ" counts once), no control characters. */
export const profileName = z
  .string({ error: 'must be text' })
  .max(200, { error: 'must be at most 40 characters' })
  .transform((s) => s.normalize('NFC').trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'must not be empty' })
      .max(40, { error: 'must be at most 40 characters' })
      .regex(/^[^\p{Cc}]*$/u, { error: 'must not contain control characters' })
  )

/** Top-ups: 1 to 1,000,000 chips, at most two decimals, in minor units. */
export const topUpMinor = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be whole minor units' })
  .min(TOP_UP_MIN_MINOR, { error: 'must be at least 1 chip' })
  .max(TOP_UP_MAX_MINOR, { error: 'must be at most 1,000,000 chips' })

const empty = z.object({}).strict()

export interface ProfileSummary {
  id: string
  name: string
  balanceMinor: number
  createdAt: string
}

export interface ProfilesState {
  profiles: ProfileSummary[]
  currentId: string | null
}

/** How fast a table plays a round's events to the person (presentation only; the house is instant). */
export type Pace = (typeof PACES)[number]

export interface Settings {
  language: Language
  /** 'system' follows the OS's prefers-reduced-motion. */
  reducedMotion: 'system' | 'on' | 'off'
  pace: Pace
  /** Ask before a Xì dách draw that would cost đền bài. */
  confirmPenalty: boolean
  /**
   * Xì dách, the person dealing: the table stops before each computer move where an early check is
   * possible (check, or "Tiếp tục"); false plays on, leaving the checks to the person's own turn.
   */
  stopForEarlyChecks: boolean
  /** Sound effects, 0–100, and whether they are muted. */
  volume: number
  muted: boolean
  /** Games whose guided first round is still to be shown (each is dismissed for good). */
  guides: GameId[]
}

export const settingsPatch = z
  .object({
    language: z.enum(LANGUAGES).optional(),
    reducedMotion: z.enum(['system', 'on', 'off']).optional(),
    pace: z.enum(PACES).optional(),
    confirmPenalty: z.boolean({ error: 'must be true or false' }).optional(),
    stopForEarlyChecks: z.boolean({ error: 'must be true or false' }).optional(),
    volume: z
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be at least 0' })
      .max(100, { error: 'must be at most 100' })
      .optional(),
    muted: z.boolean({ error: 'must be true or false' }).optional(),
    guides: z
      .array(z.enum(GAME_IDS), { error: 'must be a list of games' })
      .max(GAME_IDS.length, { error: `must list at most ${GAME_IDS.length} games` })
      .optional()
  })
  .strict()

/**
 * What the app knows about its own store. A damaged file is moved aside, never deleted; the notice
 * stays (on disk too) until the user starts fresh or restores `backup`, the newest backup that opens
 * cleanly (a file name in the data folder's `backups/`, or null when there is none). A `fault` store
 * is open and readable but cannot write (the disk is full, the data folder is read-only…); it clears
 * on its own once writing works again.
 */
export type StoreStatus =
  | { state: 'ok' }
  | {
      state: 'damaged'
      reason: 'not-a-database' | 'newer-version' | 'unreadable'
      message: string
      movedTo: string
      backup: string | null
    }
  | { state: 'fault'; fault: StoreFaultKind; message: string }

/** Why the store cannot write: `read-only` data folder or file, `disk-full`, or another write error. */
export type StoreFaultKind = 'read-only' | 'disk-full' | 'write-failed'

export interface AppInfo {
  version: string
  host: 'electron' | 'web'
  dataDir: string
  store: StoreStatus
}

// ---- procedures ----------------------------------------------------------------------------------

/**
 * One entry of the table: `takes(schema).returns<Result>()`. The result is a type only (main's handler
 * and the renderer's client read it; nothing is there at run time); the schema's type is inferred, so
 * no entry spells its input twice.
 */
function takes<I extends z.ZodType>(input: I): { returns<R>(): { input: I; result: R } } {
  return { returns: <R>() => ({ input, result: undefined as unknown as R }) }
}

export const procedures = {
  'app.info': takes(empty).returns<AppInfo>(),
  /** Acknowledge a damaged store: the app starts on a fresh file (the old one stays where it was moved). */
  'store.startFresh': takes(empty).returns<AppInfo>(),
  /** Acknowledge a damaged store by restoring the newest good backup (a copy; the backup stays). */
  'store.restoreBackup': takes(empty).returns<AppInfo>(),
  /** Shows the data folder in the system's file manager (where the damaged file was moved). */
  'store.openFolder': takes(empty).returns<{ opened: boolean }>(),

  'settings.get': takes(empty).returns<Settings>(),
  'settings.set': takes(settingsPatch).returns<Settings>(),

  'profiles.list': takes(empty).returns<ProfilesState>(),
  /**
   * A new profile, the one played with from then on; `select: false` keeps the current one (a person
   * added to a Xì dách table of several people from its sit-down).
   */
  'profiles.create': takes(
    z.object({ name: profileName, select: z.boolean().optional() }).strict()
  ).returns<ProfilesState>(),
  'profiles.rename': takes(z.object({ id, name: profileName }).strict()).returns<ProfilesState>(),
  'profiles.select': takes(z.object({ id }).strict()).returns<ProfilesState>(),
  /** `confirm: true` is the user's explicit confirmation; the UI asks first. */
  'profiles.delete': takes(
    z.object({ id, confirm: z.literal(true, { error: 'deleting a profile must be confirmed' }) }).strict()
  ).returns<ProfilesState>(),
  'profiles.topUp': takes(z.object({ id, amountMinor: topUpMinor }).strict()).returns<ProfilesState>(),
  /** Sit at a table: the game, its house rules, its seats; opens a session. */
  'tables.open': takes(tableOpenInput).returns<TableState>(),
  'tables.get': takes(tableIdInput).returns<TableState>(),
  /** The current profile's open tables (a round interrupted by a crash is here, resumed). */
  'tables.list': takes(empty).returns<TableState[]>(),
  'tables.start': takes(tableStartInput).returns<TableState>(),
  'tables.act': takes(tableActInput).returns<TableState>(),
  /** Leave the table (only between rounds); ends the session. */
  'tables.close': takes(tableIdInput).returns<TableState>(),
  'tables.setClientSeed': takes(tableClientSeedInput).returns<TableState>(),
  'tables.setTimer': takes(tableTimerInput).returns<TableState>(),
  /** A table of several people: the person whose turn it is has the computer and sees their own cards. */
  'tables.look': takes(tableLookInput).returns<TableState>(),
  'tables.lastSetup': takes(tableLastSetupInput).returns<TableSetup | null>(),
  /** Named table setups (issue 35: "bàn nhà ngoại"), kept for everyone on this computer, newest first. */
  'tables.setups': takes(tableSetupsInput).returns<NamedTableSetup[]>(),
  /** Saves a setup under its name (a setup of the same name is replaced); the list as it now is. */
  'tables.saveSetup': takes(tableSetupSaveInput).returns<NamedTableSetup[]>(),
  'tables.deleteSetup': takes(tableSetupDeleteInput).returns<NamedTableSetup[]>(),
  /**
   * The hints for the person's decision now, tagged with the table's game (its coach: Blackjack's EV of
   * each action, Xì dách's advisor figures — bốc against dằn, or as the dealer whom to check and whether
   * to draw), from what the person may see only (never a hidden card or the deck's order); null when no
   * decision of theirs is awaited. A game without a coach refuses (`tables.hintsUnavailable`).
   */
  'tables.advice': takes(tableAdviceInput).returns<TableAdvice | null>(),
  // The person's decisions graded by main at this table's session so far (as history keeps them), once
  // written, tagged with the table's game; a game without a coach refuses.
  'tables.grades': takes(tableGradesInput).returns<TableGrades>(),
  // Counting at a Blackjack table (issue 34; docs/rules-blackjack.md "Counting at the table").
  /** The person's counting settings at the table: shown or not, system, exact true count, quiz, ramp, counter mode. */
  'tables.setCounting': takes(tableCountingInput).returns<TableState>(),
  /** The cards of the shoe seen before the round shown (the screen adds what it shows), the ramp's next bet, the last bet's check. */
  'tables.count': takes(tableCountInput).returns<TableCountInfo>(),
  /** "What's the count?": the running count answered, graded against the cards shown, kept in the drill history. */
  'tables.countQuiz': takes(tableCountQuizInput).returns<TableCountQuizResult>(),

  /** Checks a finished round's fairness record as `npm run verify` does: `{ ok, checks }`. */
  'fairness.verify': takes(fairnessVerifyInput).returns<FairnessVerdict>(),

  // The Sic Bo payout drill (docs/rules-sicbo.md "Payout drill"): deal, check and score, results per profile.
  'drill.new': takes(drillNewInput).returns<DrillQuestion>(),
  'drill.check': takes(drillCheckInput).returns<DrillChecked>(),
  /** One drill's results of the profile, tagged with its game: Sic Bo's payout drill, or one kind of Blackjack's. */
  'drill.results': takes(drillResultsInput).returns<DrillResultsOf>(),
  'drill.history': takes(drillHistoryInput).returns<DrillHistory>(), // every drill's, for History
  'drill.payoutTrends': takes(drillTrendsInput).returns<SicboTrends>(), // timed runs by bet type, for History
  // Paying in chips (docs/rules-sicbo.md): the fewest chips, colouring up, a settlement's order; graded by main.
  'drill.chipsNew': takes(chipsNewInput).returns<ChipsQuestion>(),
  'drill.chipsCheck': takes(chipsCheckInput).returns<ChipsChecked>(),
  // A live roll (docs/rules-sicbo.md): a real roll's dice and bets paid; nothing stored, never a fair round.
  'drill.liveRoll': takes(liveRollInput).returns<LiveRoll>(),
  // Blackjack drills: strategy flashcards (issue 34, exact for the rules), Hi-Lo counting (issue 11) and
  // the discard tray. Each exists for one game, so each is named for what it drills (strategy, count,
  // tray), not for its game (issue 33); the Sic Bo payout drill's timed runs are `drill.payoutTrends`.
  /** A ruleset's chart and this profile's answers on it (the heat map). */
  'drill.strategyBoard': takes(bjCardsBoardInput).returns<BjCardsBoard>(),
  'drill.strategyStart': takes(bjCardsStartInput).returns<BjCardsSession>(),
  /** Grades the hand shown, saves the session so far and deals the next hand. */
  'drill.strategyAnswer': takes(bjCardsAnswerInput).returns<BjCardFeedback>(),
  'drill.countNew': takes(bjCountNewInput).returns<BjCountQuestion>(),
  'drill.countCheck': takes(bjCountCheckInput).returns<BjDrillChecked<BjCountCheck>>(),
  /** The discard-tray drill (issue 34): a tray of discards to read as decks left, to the half deck. */
  'drill.trayNew': takes(bjTrayNewInput).returns<BjTrayQuestion>(),
  'drill.trayCheck': takes(bjTrayCheckInput).returns<BjDrillChecked<BjTrayCheck>>(),

  // House rules (docs/rulesets.md).
  'rulesets.presets': takes(rulesetsGameInput).returns<PresetSummary[]>(),
  'rulesets.list': takes(rulesetsGameInput).returns<RulesetSummary[]>(),
  'rulesets.get': takes(rulesetGetInput).returns<RulesetDetail>(),
  /** Checks keys without saving: the rules screen's live validation (and Sic Bo's live house edges). */
  'rulesets.validate': takes(rulesetValidateInput).returns<RulesCheckResult>(),
  /**
   * The house edge of house rules, tagged with the game (rules refused name the key), computed off the
   * core's thread: Blackjack's exact figure; Xì dách's exact heads-up figures against each dealer AI and
   * the simulated ones (99 % intervals) — `start: true` begins a simulation when none is kept, and the
   * answer is its progress or its result.
   */
  'analysis.edge': takes(analysisEdgeInput).returns<AnalysisEdge>(),
  /** Stops a running Xì dách simulation (what it had is dropped; asking again starts afresh). */
  'analysis.edgeCancel': takes(analysisEdgeCancelInput).returns<AnalysisEdge>(),
  /** Blackjack: the edge by rule, each rule that differs from the baseline game with its worth (exact, off the core's thread). */
  'analysis.ruleCosts': takes(analysisRuleCostsInput).returns<AnalysisRuleCosts>(),
  /** A simulation in a worker (game-tagged; Blackjack: a counter's run, docs/sim-blackjack.md): starts it, answers its progress. */
  'analysis.simulate': takes(simulateInput).returns<SimulationInfo>(),
  /** A run's progress, and its report once done. */
  'analysis.simulation': takes(simulationInput).returns<SimulationInfo>(),
  /** Stops a run: its worker ends and nothing of it is kept. */
  'analysis.simulationCancel': takes(simulationInput).returns<SimulationInfo>(),
  'rulesets.create': takes(rulesetCreateInput).returns<RulesetDetail>(),
  /** Saves an edit as a new immutable version. */
  'rulesets.save': takes(rulesetSaveInput).returns<RulesetDetail>(),
  'rulesets.duplicate': takes(rulesetDuplicateInput).returns<RulesetDetail>(),
  /** Only when no session used any of its versions; `confirm: true` is the user's confirmation. */
  'rulesets.delete': takes(rulesetDeleteInput).returns<RulesetSummary[]>(),

  // Session history (docs/history.md).
  'history.sessions': takes(historySessionsInput).returns<SessionsPage>(),
  'history.session': takes(historySessionInput).returns<SessionDetail>(),
  'history.rounds': takes(historyRoundsInput).returns<RoundsPage>(),
  /** One finished round as it happened, read-only, with its fairness proof. */
  'history.round': takes(historyRoundInput).returns<RoundRecall>(),
  /** Writes a CSV or JSON export into the data directory's `exports` folder, with progress events. */
  'history.export': takes(historyExportInput).returns<ExportResult>(),
  /** Reads an export file back in chunks (the browser host's download). */
  'history.exportChunk': takes(historyExportChunkInput).returns<ExportChunk>(),
  /** Sends a JSON export to import, in chunks. */
  'history.upload': takes(historyUploadInput).returns<UploadState>(),
  /** Validates an uploaded JSON export completely, then imports it in one transaction (or changes nothing). */
  'history.import': takes(historyImportInput).returns<ImportResult>(),
  'history.deleteSession': takes(historyDeleteSessionInput).returns<DeleteSessionResult>(),
  'history.stats': takes(historyStatsInput).returns<StatsResult>()
} as const

export type Procedures = typeof procedures
export type ProcedureName = keyof Procedures
export type ProcedureInput<N extends ProcedureName> = z.input<Procedures[N]['input']>
export type ProcedureParsed<N extends ProcedureName> = z.output<Procedures[N]['input']>
export type ProcedureResult<N extends ProcedureName> = Procedures[N]['result']

// ---- results and errors --------------------------------------------------------------------------

export const ERROR_CODES = [
  'bad-request', // input failed its schema
  'unknown-procedure',
  'forbidden', // wrong sender frame or token
  'not-found',
  'conflict', // e.g. duplicate profile name, action against an old state
  'refused', // a rule refused it (stake over the limit, illegal action …)
  'store', // the store cannot be used (damaged, read-only)
  'internal'
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export interface RpcError {
  code: ErrorCode
  /** The house's own words (English), always present. */
  message: string
  /**
   * The same refusal as a catalogue key (server-text.ts) and its values, when the house has one: the
   * renderer shows `server.<key>` in the user's language and falls back to `message`.
   */
  i18n?: { key: string; vars?: Record<string, string | number> }
}

export type RpcResult<T> = { ok: true; value: T } | { ok: false; error: RpcError }

// ---- pushed events -------------------------------------------------------------------------------

export interface EventPayloads {
  'profiles.changed': ProfilesState
  'settings.changed': Settings
  /**
   * A table's state changed other than as the answer to this window's own call: the timer, another
   * window, or a table this window's call closed or cleared besides the one it named. The state a call
   * answers is that call's reply only (rpc/events.ts `hears`): a window never gets it twice.
   */
  'table.changed': TableState
  /**
   * The hints for the person's decision now at a table, pushed when main has them (every decision,
   * hints on or off: its grade needs the same figures), so a table screen never asks and waits.
   */
  'table.advice': TableAdviceEvent
  /** A decision of the person's graded (as `tables.grades` would list it), pushed when computed. */
  'table.grade': TableGradeEvent
  /** A running `history.export`: sent as it goes and once at the end (`done`). */
  'history.exportProgress': ExportProgress
  /** The desktop menu asked for a screen (Electron only; main sends it, the core never does). */
  'app.menu': { command: MenuCommand }
}

/** Screens the desktop app's native menu opens. */
export const MENU_COMMANDS = ['lobby', 'rules', 'history', 'settings'] as const
export type MenuCommand = (typeof MENU_COMMANDS)[number]
export type EventName = keyof EventPayloads

/** The bridge both transports implement (Electron preload, browser WebSocket). */
export interface Bridge {
  invoke(name: string, input: unknown): Promise<RpcResult<unknown>>
  subscribe(listener: (event: string, payload: unknown) => void): () => void
}

/** Channel names used on Electron IPC; the WebSocket carries the same frames as JSON. */
export { IPC_INVOKE, IPC_EVENT } from './channels'

// ---- content security policy ---------------------------------------------------------------------

/**
 * The policy both hosts send with the renderer (Electron with its app:// responses and the dev
 * server's, the browser host as a header). No inline script, no eval, nothing from elsewhere;
 * `connect` adds the browser host's WebSocket origin (`ws://127.0.0.1:PORT`). Inline styles are
 * allowed because the renderer sets style attributes at run time (its index.html says why); styles
 * cannot run code. The `<meta>` policy in index.html applies as well and both must pass, so each
 * must allow at least what the app uses.
 */
export function contentSecurityPolicy(connect: readonly string[] = []): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    ['connect-src', "'self'", ...connect].join(' '),
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'"
  ].join('; ')
}
