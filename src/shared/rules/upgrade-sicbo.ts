/**
 * Sic Bo's saved rules read back (upgrade.ts is the entry point; upgrade-kit.ts says how). A snapshot
 * is the resolved rules (`SicboRules`: the whole pay table, limits in minor units). A bet added to the
 * game brings a pay-table row, which every snapshot stored before it lacks: the row is filled from
 * the preset the rules started from (a named table's own row; a custom table keeps its rows and gains
 * the preset's for the new one). No round stored before the bet can have a stake on it, so its replay
 * is unchanged; a table resumed with such rules offers the bet at the preset's odds.
 */
import { z } from 'zod'
import { sicboPayTableSchema, type SicboRules } from '../games/sicbo-rules'
import { PAY_TABLE_ROWS, PAY_TABLES, SICBO_PRESETS, type SicboPresetName } from '../games/sicbo-spots'
import { isRecord, rulesUpgrade, type Upgraded } from './upgrade-kit'

const minor = z.number().int().min(1)

/** Resolved Sic Bo rules as stored: every key, every pay-table row (after the upgrade's fill). */
export const sicboStoredRulesSchema = z
  .object({
    preset: z.enum(SICBO_PRESETS),
    payTableName: z.enum([...SICBO_PRESETS, 'custom']),
    payTable: sicboPayTableSchema,
    oddEven: z.boolean(),
    minBetMinor: minor,
    maxBetMinor: minor.nullable(),
    maxTotalBetMinor: minor.nullable()
  })
  .strict()

/** Keys added after the first stored Sic Bo rules, each with the value that keeps the old behaviour (none yet). */
export const SICBO_RULES_ADDED: Readonly<Partial<SicboRules>> = {}

/** The pay table with every row today's game has: a missing one from the preset's table, in the rows' order. */
function fillRows(value: Record<string, unknown>): Record<string, unknown> {
  const table = value['payTable']
  const preset = value['preset']
  if (!isRecord(table) || typeof preset !== 'string' || !(SICBO_PRESETS as readonly string[]).includes(preset))
    return value
  if (PAY_TABLE_ROWS.every((row) => row in table)) return value
  const from = PAY_TABLES[preset as SicboPresetName]
  const filled: Record<string, unknown> = {}
  for (const row of PAY_TABLE_ROWS) filled[row] = row in table ? table[row] : from[row]
  // A row today's game does not know stays, so the schema names it rather than dropping it silently.
  for (const [row, pays] of Object.entries(table)) if (!(row in filled)) filled[row] = pays
  return { ...value, payTable: filled }
}

export const upgradeSicboRules: (raw: unknown, format: number) => Upgraded<SicboRules> = rulesUpgrade(
  sicboStoredRulesSchema,
  SICBO_RULES_ADDED,
  { fill: fillRows }
)
