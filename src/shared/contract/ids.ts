/**
 * The ids the house hands out and takes back (profiles, tables, rulesets, drills, import uploads):
 * 1–64 letters, digits, `_` or `-`, so an id is safe in a log line, a file name or a URL.
 */
import { z } from 'zod'

/** An id schema that refuses anything else as `must be <what>` (e.g. `idSchema('a table id')`). */
export function idSchema(what: string) {
  const error = `must be ${what}`
  return z
    .string({ error })
    .min(1, { error })
    .max(64, { error })
    .regex(/^[A-Za-z0-9_-]+$/, { error })
}
