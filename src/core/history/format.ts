/**
 * The JSON export format, `banxanh-history/1` (docs/history.md): everything needed to rebuild the
 * history elsewhere, and nothing secret (a seed appears only once revealed; tables' running state,
 * which holds the next round's seed, is never written). Import reads it with this schema first.
 */
import { z } from 'zod'
import { GAME_IDS } from '@shared/games'
import { COUNT_SYSTEM_IDS } from '@shared/games/blackjack-counts'
import { COUNT_INDEX_ACTIONS } from '@shared/games/blackjack-counting'

export const HISTORY_FORMAT = 'banxanh-history/1'

/**
 * The saved-data formats (src/shared/rules/upgrade.ts) the texts of a `banxanh-history/1` file are in:
 * its rules, start entries and steps are the store's, copied as they are. A new format of either is a
 * new file format too (the export copies stored texts without reading them).
 */
export const HISTORY_FILE_FORMATS = { rules: 1, step: 1 } as const

const text = (max: number) =>
  z.string({ error: 'must be text' }).max(max, { error: `must be at most ${max} characters` })
const ident = text(64)
  .regex(/^[A-Za-z0-9_:-]+$/, { error: 'must be an id' })
  .min(1, { error: 'must not be empty' })
const when = text(40).refine((s) => !Number.isNaN(Date.parse(s)), { error: 'must be an ISO date and time' })
const int = (min: number) =>
  z
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be at least ${min}` })
    .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' })
const money = z
  .number({ error: 'must be minor units' })
  .int({ error: 'must be whole minor units' })
  .min(-Number.MAX_SAFE_INTEGER)
  .max(Number.MAX_SAFE_INTEGER)
const hex64 = text(64).regex(/^[0-9a-f]{64}$/, { error: 'must be 64 lower-case hex digits' })
const json = z.unknown()
const game = z.enum(GAME_IDS, { error: `must be one of ${GAME_IDS.join(', ')}` })

export const exportedProfile = z
  .object({ id: ident, name: text(40).min(1, { error: 'must not be empty' }), createdAt: when })
  .strict()

export const exportedRuleset = z
  .object({
    id: ident,
    version: int(1),
    game,
    name: text(60).min(1, { error: 'must not be empty' }),
    keys: z.record(z.string(), json),
    createdAt: when
  })
  .strict()

export const exportedSession = z
  .object({
    id: int(1),
    profileId: ident,
    game,
    rulesetId: text(80).min(1),
    rulesetVersion: int(1),
    rulesName: text(80),
    config: json,
    rules: json,
    startedAt: when,
    endedAt: when.nullable(),
    chipsInMinor: money,
    chipsOutMinor: money
  })
  .strict()

export const exportedEvent = z
  .object({ seq: int(0), actor: text(64).min(1), action: json, events: z.array(json), at: when })
  .strict()

/** Counter mode's verdict on a graded decision (contract/blackjack-counting.ts `CounterAdvice`). */
const counterVerdict = z
  .object({
    system: z.enum(COUNT_SYSTEM_IDS),
    tc: z.number().int().min(-100).max(100),
    best: text(32).min(1),
    index: z
      .object({
        hand: text(9).min(1),
        up: text(2).min(1),
        play: z.enum(COUNT_INDEX_ACTIONS),
        basic: z.enum(COUNT_INDEX_ACTIONS),
        dir: z.enum(['atOrAbove', 'below']),
        tc: z.number().int().min(-100).max(100).nullable()
      })
      .strict()
      .nullable()
  })
  .strict()

/** A Blackjack decision graded at the table (migration 5); `eventSeq` names its step in `events`. */
export const exportedGrade = z
  .object({
    eventSeq: int(1),
    seat: text(64).min(1),
    hand: int(0),
    action: text(32).min(1),
    best: text(32).min(1),
    evs: z.record(text(32), z.number({ error: 'must be a number' }).min(-10).max(10)),
    stakeMinor: int(0),
    costMinor: int(0),
    cell: z
      .object({
        row: text(8).min(1),
        up: text(2).min(1),
        chart: text(16).nullable(),
        first: text(16).optional(),
        counter: counterVerdict.optional()
      })
      .strict()
      .nullable(),
    at: when
  })
  .strict()

const ev = z.number({ error: 'must be a number' }).min(-10).max(10)
/**
 * A chance. Exports made before the advisor clamped its exact sums can hold a certain outcome an ulp
 * past 1 (1.0000000000000002): within a rounding error of [0, 1] it is read as the bound it meant.
 */
const share = z
  .number({ error: 'must be a number' })
  .min(-1e-9)
  .max(1 + 1e-9)
  .transform((p) => Math.min(1, Math.max(0, p)))

/** A Xì dách decision graded at the table (migration 8); `eventSeq` names its step in `events`. */
export const exportedXidachGrade = z
  .object({
    eventSeq: int(1),
    seat: text(64).min(1),
    role: z.enum(['player', 'dealer'], { error: 'must be player or dealer' }),
    action: text(32).min(1),
    best: text(32).min(1),
    method: z.enum(['exact', 'monte-carlo'], { error: 'must be exact or monte-carlo' }),
    evs: z.record(text(32), ev),
    halfWidths: z.record(text(32), z.number({ error: 'must be a number' }).min(0).max(10)),
    chances: z.record(text(32), z.object({ win: share, push: share, lose: share }).strict()).nullable(),
    stakeMinor: int(0),
    costMinor: int(0),
    at: when
  })
  .strict()

export const exportedRound = z
  .object({
    id: int(1),
    sessionId: int(1),
    seq: int(1),
    game,
    rules: z.record(z.string(), json),
    serverSeedHash: hex64,
    /** Only when revealed. */
    serverSeed: hex64.optional(),
    clientSeed: text(256),
    nonce: int(0),
    revealedAt: when.nullable(),
    createdAt: when,
    endedAt: when.nullable(),
    result: z
      .object({
        nets: z.record(z.string(), money),
        wageredMinor: money.optional(),
        netMinor: money.optional(),
        balanceAfterMinor: money.optional(),
        outcome: text(200).optional(),
        offset: int(0).optional()
      })
      .loose(),
    events: z.array(exportedEvent).min(1, { error: 'a round has at least its start entry' }),
    /** Blackjack: the decisions graded at the table; absent in files from before grades were kept. */
    grades: z.array(exportedGrade).optional(),
    /** Xì dách: the same (migration 8); absent in files from before they were kept. */
    xidachGrades: z.array(exportedXidachGrade).optional()
  })
  .strict()

export const exportedLedgerTx = z
  .object({
    id: int(1),
    kind: text(32).min(1),
    profileId: ident.nullable(),
    roundId: int(1).nullable(),
    createdAt: when,
    entries: z
      .array(z.object({ profileId: ident.nullable(), amountMinor: money }).strict())
      .min(2, { error: 'a transaction has at least two entries' })
  })
  .strict()

export const historyFileSchema = z
  .object({
    format: z.literal(HISTORY_FORMAT, { error: `must be "${HISTORY_FORMAT}" (this app reads only that format)` }),
    exportedAt: when,
    app: text(40),
    scope: z.union([
      z.object({ kind: z.literal('all') }).strict(),
      z.object({ kind: z.literal('session'), sessionId: int(1) }).strict()
    ]),
    profiles: z.array(exportedProfile),
    rulesets: z.array(exportedRuleset),
    sessions: z.array(exportedSession),
    rounds: z.array(exportedRound),
    ledger: z.array(exportedLedgerTx)
  })
  .strict()

export type HistoryFile = z.infer<typeof historyFileSchema>
export type ExportedRound = z.infer<typeof exportedRound>
