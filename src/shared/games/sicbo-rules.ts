/**
 * Sic Bo house rules: the keys a ruleset or scenario file writes, the presets, their schema, and
 * `resolveSicboRules` / `sicboRulesToKeys` (keys in chips ↔ rules in minor units).
 */
import type { ServerText } from '../contract/server-text'
import { z } from 'zod'
import type { RulesResolution } from './resolution'
import { chipsAmount, chipsToMinor, minorToChips, type Minor } from '../money'
import {
  ALL_SPOTS,
  DEFAULT_SICBO_PRESET,
  MAX_PAYOUT,
  PAY_TABLE_ROWS,
  PAY_TABLES,
  SICBO_PRESETS,
  type SicboPayTable,
  type SicboPresetName,
  type SicboSpot
} from './sicbo-spots'

/** The house-rule keys as a ruleset or scenario file writes them (amounts in chips). */
export type SicboRuleKeys = {
  payTable: SicboPresetName | SicboPayTable
  oddEven: boolean
  minBet: number
  maxBet: number | null
  maxTotalBet: number | null
}

export const SICBO_RULE_KEYS = ['payTable', 'oddEven', 'minBet', 'maxBet', 'maxTotalBet'] as const

/** Presets differ only in their pay table; limits default to 0.01 and no maximum (docs/rules-sicbo.md). */
export const SICBO_PRESET_KEYS: Readonly<Record<SicboPresetName, Readonly<SicboRuleKeys>>> = {
  trainer: { payTable: 'trainer', oddEven: false, minBet: 0.01, maxBet: null, maxTotalBet: null },
  'atlantic-city': { payTable: 'atlantic-city', oddEven: false, minBet: 0.01, maxBet: null, maxTotalBet: null },
  macau: { payTable: 'macau', oddEven: false, minBet: 0.01, maxBet: null, maxTotalBet: null }
}

const payout = z
  .number({
    error: (iss) => (iss.input === undefined ? 'missing: a custom pay table gives every row' : 'must be a number')
  })
  .int({ error: `must be a whole number from 0 to ${MAX_PAYOUT} ("N to 1")` })
  .min(0, { error: `must be a whole number from 0 to ${MAX_PAYOUT} ("N to 1")` })
  .max(MAX_PAYOUT, { error: `must be a whole number from 0 to ${MAX_PAYOUT} ("N to 1")` })

export const sicboPayTableSchema = z
  .object(Object.fromEntries(PAY_TABLE_ROWS.map((r) => [r, payout])) as Record<keyof SicboPayTable, typeof payout>)
  .strict()

const payTableKey = z.unknown().transform((v, ctx): SicboPresetName | SicboPayTable => {
  if (typeof v === 'string') {
    if ((SICBO_PRESETS as readonly string[]).includes(v)) return v as SicboPresetName
    ctx.addIssue({
      code: 'custom',
      message: `unknown pay table "${v}" (${SICBO_PRESETS.join(', ')}, or a custom table object)`
    })
    return z.NEVER
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    ctx.addIssue({ code: 'custom', message: `must be ${SICBO_PRESETS.join(', ')} or a custom table object` })
    return z.NEVER
  }
  const rows = sicboPayTableSchema.safeParse(v)
  if (!rows.success) {
    for (const issue of rows.error.issues) {
      const message =
        issue.code === 'unrecognized_keys' ? `unknown row (rows: ${PAY_TABLE_ROWS.join(', ')})` : issue.message
      const path = issue.code === 'unrecognized_keys' ? [...issue.path, String(issue.keys[0])] : issue.path
      ctx.addIssue({ code: 'custom', message, path })
    }
    return z.NEVER
  }
  return rows.data
})

const limit = chipsAmount.nullable()

/** Every house-rule key, all required, with the cross-key checks. */
export const sicboRulesSchema = z
  .object({
    payTable: payTableKey,
    oddEven: z.boolean({ error: 'must be true or false' }),
    minBet: chipsAmount,
    maxBet: limit,
    maxTotalBet: limit
  })
  .strict()
  .superRefine((k, ctx) => {
    if (k.maxBet !== null && k.maxBet < k.minBet) {
      const i18n: ServerText = { key: 'ruleCheck.maxUnderMin', vars: { min: k.minBet } }
      ctx.addIssue({
        code: 'custom',
        path: ['maxBet'],
        message: `must be at least minBet (${k.minBet})`,
        params: { i18n }
      })
    }
    if (k.maxTotalBet !== null) {
      const floor = k.maxBet ?? k.minBet
      if (k.maxTotalBet < floor) {
        const name = k.maxBet === null ? 'minBet' : 'maxBet'
        const i18n: ServerText = { key: 'ruleCheck.totalUnderMax', vars: { floor } }
        ctx.addIssue({
          code: 'custom',
          path: ['maxTotalBet'],
          message: `must be at least ${name} (${floor})`,
          params: { i18n }
        })
      }
    }
  })

/** Resolved rules as the engine uses them: the full pay table and limits in minor units. */
export interface SicboRules {
  /** The preset the keys started from. */
  preset: SicboPresetName
  /** The named table in force, or 'custom'. */
  payTableName: SicboPresetName | 'custom'
  payTable: SicboPayTable
  oddEven: boolean
  /** Per spot: a seat's total on one spot must be within [minBet, maxBet]. */
  minBetMinor: Minor
  maxBetMinor: Minor | null
  /** Per seat and roll: the seat's bets on one roll together. */
  maxTotalBetMinor: Minor | null
}

function pathText(path: ReadonlyArray<PropertyKey>): string {
  let out = ''
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out ? `.${String(p)}` : String(p)
  return out
}

/**
 * `{ preset?, …keys }` → full rules, the keys overriding the preset. Serves scenario files and the
 * rulesets screen alike; an unknown key or a value out of range is an error naming the key.
 */
export function resolveSicboRules(input: unknown): RulesResolution<SicboRules> {
  const raw = input === undefined ? {} : input
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, path: '', message: 'house rules must be an object' }
  }
  const given = raw as Record<string, unknown>
  for (const key of Object.keys(given)) {
    if (key !== 'preset' && !(SICBO_RULE_KEYS as readonly string[]).includes(key)) {
      return {
        ok: false,
        path: key,
        message: `unknown house rule (Sic Bo keys: preset, ${SICBO_RULE_KEYS.join(', ')})`
      }
    }
  }
  let preset: SicboPresetName = DEFAULT_SICBO_PRESET
  if (given.preset !== undefined) {
    if (typeof given.preset !== 'string' || !(SICBO_PRESETS as readonly string[]).includes(given.preset)) {
      return {
        ok: false,
        path: 'preset',
        message: `unknown preset ${JSON.stringify(given.preset)} (${SICBO_PRESETS.join(', ')})`
      }
    }
    preset = given.preset as SicboPresetName
  }
  const { preset: _preset, ...overrides } = given
  const merged = { ...SICBO_PRESET_KEYS[preset], ...overrides }
  const parsed = sicboRulesSchema.safeParse(merged)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    // A conflict between two keys carries its text for the screens (superRefine above).
    const i18n = issue?.code === 'custom' ? (issue.params?.['i18n'] as ServerText | undefined) : undefined
    return {
      ok: false,
      path: issue ? pathText(issue.path) : '',
      message: issue?.message ?? 'invalid',
      ...(i18n ? { i18n } : {})
    }
  }
  const k = parsed.data
  const toMinor = (n: number): Minor => chipsToMinor(n) as Minor
  return {
    ok: true,
    rules: {
      preset,
      payTableName: typeof k.payTable === 'string' ? k.payTable : 'custom',
      payTable: typeof k.payTable === 'string' ? { ...PAY_TABLES[k.payTable] } : k.payTable,
      oddEven: k.oddEven,
      minBetMinor: toMinor(k.minBet),
      maxBetMinor: k.maxBet === null ? null : toMinor(k.maxBet),
      maxTotalBetMinor: k.maxTotalBet === null ? null : toMinor(k.maxTotalBet)
    }
  }
}

/** The rules back as keys (chips), e.g. to store a ruleset or show it; `resolveSicboRules` round-trips it. */
export function sicboRulesToKeys(rules: SicboRules): { preset: SicboPresetName } & SicboRuleKeys {
  return {
    preset: rules.preset,
    payTable: rules.payTableName === 'custom' ? { ...rules.payTable } : rules.payTableName,
    oddEven: rules.oddEven,
    minBet: minorToChips(rules.minBetMinor),
    maxBet: rules.maxBetMinor === null ? null : minorToChips(rules.maxBetMinor),
    maxTotalBet: rules.maxTotalBetMinor === null ? null : minorToChips(rules.maxTotalBetMinor)
  }
}

/** The spots a table with these rules offers: 50, or 52 with odd/even. */
export function sicboSpots(rules: Pick<SicboRules, 'oddEven'>): SicboSpot[] {
  return ALL_SPOTS.filter((s) => rules.oddEven || (s !== 'odd' && s !== 'even'))
}
