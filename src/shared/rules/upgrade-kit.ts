/**
 * The parts every saved-data upgrade is made of (upgrade.ts is the one entry point; each game's rules
 * have their own file, upgrade-<game>.ts). A saved value comes with the format it was written in; an
 * upgrade checks that format, runs the steps from it to today's, fills each key added since with the
 * value that keeps the behaviour before the key, and validates the result against today's schema.
 *
 * The convention a newcomer follows when adding a house rule (docs/history.md "Saved data formats"):
 * the new key goes into the game's `ADDED` table with the value meaning "as before it", so every
 * stored snapshot without it reads back as the rules it was played under. A change no default can
 * express (a key renamed, a meaning changed) is a new format number with a step from the one before.
 */
import type { z } from 'zod'

/**
 * The format each kind of saved data is written in by this release. Data written before formats
 * were recorded has none stored and reads as 1 (migration 12 gives the columns that default).
 */
export const SAVED_FORMAT = {
  /** A round's rules snapshot (`rules_snapshots`) and the rules inside a table's state. */
  rules: 1,
  /** A table's running state between rounds (`sessions.table_json`). */
  table: 1,
  /** A round's start entry and each step after it (`round_events`). */
  step: 1
} as const

export type SavedKind = keyof typeof SAVED_FORMAT

/** Why a saved value could not be read: written by a newer release, or not what any release writes. */
export interface SavedProblem {
  /** The value's format is newer than this release knows (an older app on a newer file). */
  newer: boolean
  /** Where in the value and what is wrong, in English for logs (the screens word it by its key). */
  problem: string
}

export type Upgraded<T> = { ok: true; value: T } | ({ ok: false } & SavedProblem)

export const damaged = (problem: string): { ok: false } & SavedProblem => ({ ok: false, newer: false, problem })

/** The format stored beside a value, checked: a whole number from 1 to today's. */
export function formatProblem(kind: SavedKind, format: unknown): ({ ok: false } & SavedProblem) | null {
  if (typeof format !== 'number' || !Number.isInteger(format) || format < 1)
    return damaged(`${kind} format ${String(format)} is not a format`)
  if (format > SAVED_FORMAT[kind])
    return {
      ok: false,
      newer: true,
      problem: `${kind} format ${format} is newer than this release's (${SAVED_FORMAT[kind]})`
    }
  return null
}

/** A step from one format to the next: `from` is the format it reads. */
export interface FormatStep {
  from: number
  run: (value: Record<string, unknown>) => Record<string, unknown>
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/** The first issue of a failed parse as "path: message". */
export function issueText(error: z.ZodError, prefix: string): string {
  const issue = error.issues[0]
  const path = [prefix, ...(issue?.path ?? []).map(String)].filter((p) => p !== '').join('.')
  return `${path}: ${issue?.message ?? 'invalid'}`
}

/**
 * One game's rules upgrade: `added` holds each key added after the first stored rules with the value
 * that keeps the behaviour before it (filled only where the snapshot lacks the key); `fill` is for
 * what a flat default cannot say (Sic Bo fills a missing pay-table row from the preset); `steps` run
 * first, from the snapshot's format up to today's.
 */
export function rulesUpgrade<T>(
  schema: z.ZodType<T>,
  added: Readonly<Record<string, unknown>>,
  options: { steps?: readonly FormatStep[]; fill?: (value: Record<string, unknown>) => Record<string, unknown> } = {}
): (raw: unknown, format: number) => Upgraded<T> {
  return (raw, format) => {
    const wrong = formatProblem('rules', format)
    if (wrong) return wrong
    if (!isRecord(raw)) return damaged('rules: not an object of house rules')
    let value: Record<string, unknown> = raw
    for (const step of options.steps ?? []) if (step.from >= format) value = step.run(value)
    const missing = Object.keys(added).filter((k) => !(k in value))
    if (missing.length > 0) value = { ...value, ...Object.fromEntries(missing.map((k) => [k, added[k]])) }
    if (options.fill) value = options.fill(value)
    const parsed = schema.safeParse(value)
    return parsed.success ? { ok: true, value: parsed.data } : damaged(issueText(parsed.error, 'rules'))
  }
}
