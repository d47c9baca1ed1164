/**
 * Paying in chips (docs/rules-sicbo.md "Paying in chips"), kept by main like the payout drill: main deals
 * a task's questions (`drill.chipsNew`, nothing of the answers), the user answers once
 * (`drill.chipsCheck`), main grades each answer against what it dealt, times it from its own clock and
 * saves the result for the profile (`drill_results`, game `sicbo`, `answers_json.kind` chips).
 */
import { z } from 'zod'
import { CHIP_SET_NAMES, type ChipSetName } from '../games/chip-sets'
import { CHIP_TASKS, type ChipItem, type ChipItemCheck, type ChipTask } from '../games/sicbo-chips'
import type { DrillHistoryItem } from './drill'
import { drillId } from './drill'

/** A chip set of one's own: 1–10 different denominations, minor units. */
export const CHIP_DRILL_MAX_DENOMINATIONS = 10
const count = z
  .number({ error: 'must be a number of chips' })
  .int({ error: 'must be a whole number of chips' })
  .min(0, { error: 'must be 0 or more' })
  .max(100_000, { error: 'must be at most 100000' })

export const chipsNewInput = z
  .object({
    task: z.enum(CHIP_TASKS, { error: `must be one of ${CHIP_TASKS.join(', ')}` }),
    /** House rules as `tables.open` takes them: a pay question's "N to 1" and the layout to settle follow them. */
    rules: z.record(z.string().max(64), z.unknown(), { error: 'must be an object of house rules' }).default({}),
    set: z.enum(CHIP_SET_NAMES, { error: `must be one of ${CHIP_SET_NAMES.join(', ')}` }).default('house'),
    /** A set of one's own instead of `set`, lowest first or in any order. */
    denominationsMinor: z
      .array(
        z
          .number({ error: 'must be a number of minor units' })
          .int({ error: 'must be whole minor units' })
          .min(1, { error: 'must be at least 1' })
          .max(100_000_000, { error: 'must be at most 100000000' })
      )
      .min(1, { error: 'must list at least one chip' })
      .max(CHIP_DRILL_MAX_DENOMINATIONS, { error: `must list at most ${CHIP_DRILL_MAX_DENOMINATIONS} chips` })
      .optional()
  })
  .strict()

export const chipsCheckInput = z
  .object({
    drillId,
    answers: z
      .array(
        z.union([
          z.object({ counts: z.array(count).max(CHIP_DRILL_MAX_DENOMINATIONS) }).strict(),
          z
            .object({
              order: z
                .array(z.number().int({ error: 'must be a bet number' }).min(0).max(9))
                .max(10, { error: 'must list at most 10 bets' })
            })
            .strict()
        ])
      )
      .min(1, { error: 'must give at least one answer' })
      .max(10, { error: 'must give at most 10 answers' }),
    elapsedMs: z
      .number({ error: 'must be a number of milliseconds' })
      .int({ error: 'must be whole milliseconds' })
      .min(0, { error: 'must be 0 or more' })
      .max(86_400_000, { error: 'must be at most a day' })
      .optional()
  })
  .strict()

export interface ChipsQuestion {
  drillId: string
  task: ChipTask
  /** The set's name, or null for one's own. */
  set: ChipSetName | null
  /** The chips to answer with, lowest first. */
  denominationsMinor: number[]
  items: ChipItem[]
  rulesName: string
  issuedAt: string
}

export interface ChipsChecked {
  items: ChipItemCheck[]
  score: number
  outOf: number
  correct: boolean
  /** Main's time from the deal to the check. */
  durationMs: number
  result: DrillHistoryItem
}
