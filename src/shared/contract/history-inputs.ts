/**
 * History procedures' inputs: the zod schemas main checks every history call against (sessions list and
 * filters, one session, rounds, one round's recall, export and its chunks, upload, import, stats,
 * deletion), and the limits they carry. The results are in ./history; docs/history.md documents both.
 */
import { z } from 'zod'
import { GAME_IDS } from '../games'
import { EXPORT_CHUNK_MAX, HISTORY_RESULTS, HISTORY_SORTS, UPLOAD_CHUNK_MAX } from './constants'
import { idSchema } from './ids'
import { wholeIn } from '../whole-number'

const id = idSchema('an id')
const rowId = (what: string) => wholeIn(1, Number.MAX_SAFE_INTEGER, `must be a ${what} id`)
export const sessionIdSchema = rowId('session')
export const roundIdSchema = rowId('round')
const offset = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must be 0 or more' })
  .max(1_000_000_000, { error: 'is too large' })
/** Where a chunk of a file starts, in characters or bytes (a file far larger than any export is refused). */
const fileOffset = z
  .number()
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must be 0 or more' })
  .max(2 ** 40, { error: 'is too large' })
/** A whole number from `min` to `max`: page sizes and chart points, refused in the same words. */
const wholeFrom = (min: number, max: number) =>
  z
    .number()
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` })
/** An instant as ISO 8601 (`2026-01-31T23:00:00.000Z`, or a date `2026-01-31` = its midnight UTC). */
const instant = z
  .string({ error: 'must be a date' })
  .max(40, { error: 'must be a date' })
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/, {
    error: 'must be an ISO date like 2026-01-31 or 2026-01-31T23:00:00Z'
  })
  .refine((s) => !Number.isNaN(Date.parse(s)), { error: 'is not a real date' })

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
    limit: wholeFrom(1, 200).default(50)
  })
  .strict()

export const historySessionInput = z
  .object({
    sessionId: sessionIdSchema,
    /** Most points of the balance chart (min/max buckets beyond it); default and maximum 2000. */
    maxPoints: wholeFrom(2, 2000).default(2000),
    /**
     * The profile looking (optional): one of the other people at a Xì dách table of several people gets
     * its own figures there (docs/history.md "Sessions of several people").
     */
    profileId: id.optional()
  })
  .strict()

export const historyRoundsInput = z
  .object({
    sessionId: sessionIdSchema,
    offset: offset.default(0),
    limit: wholeFrom(1, 500).default(100),
    /**
     * The profile looking (optional): one of the other people at a Xì dách table of several people gets
     * its own figures there (docs/history.md "Sessions of several people").
     */
    profileId: id.optional()
  })
  .strict()

export const historyRoundInput = z
  .object({
    roundId: roundIdSchema,
    /**
     * The profile looking (optional): one of the other people at a Xì dách table of several people gets
     * its own figures there (docs/history.md "Sessions of several people").
     */
    profileId: id.optional()
  })
  .strict()

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

export const historyExportChunkInput = z
  .object({
    fileName: exportFileName,
    offset: fileOffset,
    length: z
      .number()
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(EXPORT_CHUNK_MAX, { error: `must be at most ${EXPORT_CHUNK_MAX}` })
      .default(EXPORT_CHUNK_MAX)
  })
  .strict()

export const historyUploadInput = z
  .object({
    /** Omitted for the first chunk; then the id the first answer gave. */
    uploadId: id.optional(),
    /** Characters received so far; a chunk must continue exactly where the upload stands. */
    offset: fileOffset,
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
/** One profile's statistics, over the sessions the list's own filters keep (the same meanings as there). */
export const historyStatsInput = z
  .object({
    profileId: id,
    game: z.enum(GAME_IDS).optional(),
    from: instant.optional(),
    to: instant.optional(),
    result: z.enum(HISTORY_RESULTS).optional()
  })
  .strict()

export const historyDeleteSessionInput = z
  .object({
    sessionId: sessionIdSchema,
    confirm: z.literal(true, { error: 'deleting a session must be confirmed' }),
    /** The profile deleting (optional): only the opener of a session of several people may delete it. */
    profileId: id.optional()
  })
  .strict()
