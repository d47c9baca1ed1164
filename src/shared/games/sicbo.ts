/**
 * Sic Bo rules as data (docs/rules-sicbo.md): bet spots, pay tables, house-rule keys, the payout of one spot
 * for one roll, and the engine's action / event / view shapes. Shared with the renderer, so nothing
 * here touches Node.
 */
import { z } from 'zod'
import { chipsAmount, chipsToMinor, minorToChips, type Minor } from '../money'

// ---- dice ------------------------------------------------------------------------------------------

export type Face = 1 | 2 | 3 | 4 | 5 | 6
export type SicboDice = [number, number, number]
export const FACES: readonly Face[] = [1, 2, 3, 4, 5, 6]

// ---- spots -----------------------------------------------------------------------------------------

type TotalSpotValue = 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17
export type SicboSpot =
  | 'small'
  | 'big'
  | 'odd'
  | 'even'
  | 'any-triple'
  | `single:${Face}`
  | `total:${TotalSpotValue}`
  | `double:${Face}`
  | `triple:${Face}`
  | `combo:${Face}-${Face}`

export type ParsedSpot =
  | { kind: 'small' | 'big' | 'odd' | 'even' | 'any-triple' }
  | { kind: 'single' | 'double' | 'triple'; face: Face }
  | { kind: 'total'; total: number }
  | { kind: 'combo'; a: Face; b: Face }

/**
 * Every spot in one fixed order (52, odd/even included). The position is the spot's index in the
 * engine's payout tables, so it never depends on which house rules are on.
 */
export const ALL_SPOTS: readonly SicboSpot[] = (() => {
  const out: SicboSpot[] = ['small', 'big', 'odd', 'even']
  for (const f of FACES) out.push(`single:${f}`)
  for (let t = 4; t <= 17; t++) out.push(`total:${t as TotalSpotValue}`)
  for (const f of FACES) out.push(`double:${f}`)
  for (const f of FACES) out.push(`triple:${f}`)
  out.push('any-triple')
  for (const a of FACES) for (const b of FACES) if (a < b) out.push(`combo:${a}-${b}`)
  return out
})()

const SPOT_INDEX: ReadonlyMap<string, number> = new Map(ALL_SPOTS.map((s, i) => [s, i]))

export function spotIndex(spot: SicboSpot): number {
  return SPOT_INDEX.get(spot) as number
}

/** The spot a key names, or null for anything rules.md does not list. */
export function parseSpot(key: string): ParsedSpot | null {
  if (typeof key !== 'string' || !SPOT_INDEX.has(key)) return null
  if (key === 'small' || key === 'big' || key === 'odd' || key === 'even' || key === 'any-triple') return { kind: key }
  const [kind, arg] = key.split(':') as [string, string]
  if (kind === 'total') return { kind: 'total', total: Number(arg) }
  if (kind === 'combo') {
    const [a, b] = arg.split('-').map(Number) as [Face, Face]
    return { kind: 'combo', a, b }
  }
  return { kind: kind as 'single' | 'double' | 'triple', face: Number(arg) as Face }
}

/** Why a key is not a spot at this table, in words, or null when it is one. */
export function spotRefusal(key: string, oddEven: boolean): string | null {
  if (typeof key !== 'string') return 'a spot must be text'
  if (!SPOT_INDEX.has(key)) {
    const combo = /^combo:([1-6])-([1-6])$/.exec(key)
    if (combo && Number(combo[1]) > Number(combo[2])) {
      return `unknown spot "${key}" (a combination names the smaller number first: combo:${combo[2]}-${combo[1]})`
    }
    return `unknown spot "${key}"`
  }
  if ((key === 'odd' || key === 'even') && !oddEven)
    return `spot "${key}" is not on this table (house rule oddEven is off)`
  return null
}

/** The spots a table with these rules offers: 50, or 52 with odd/even. */
export function sicboSpots(rules: Pick<SicboRules, 'oddEven'>): SicboSpot[] {
  return ALL_SPOTS.filter((s) => rules.oddEven || (s !== 'odd' && s !== 'even'))
}

// ---- pay tables ------------------------------------------------------------------------------------

/**
 * One pay table: every row of rules.md's table, each "N to 1" with the stake returned. A total row
 * covers both totals with the same odds (`total5_16` pays total 5 and total 16). Odd/even is not a
 * row: rules.md fixes it at 1 to 1.
 */
// Type aliases rather than interfaces so they fit `Record<string, …>` shapes (rulesets, JSON).
export type SicboPayTable = {
  smallBig: number
  single1: number
  single2: number
  single3: number
  total4_17: number
  total5_16: number
  total6_15: number
  total7_14: number
  total8_13: number
  total9_12: number
  total10_11: number
  double: number
  triple: number
  anyTriple: number
  combo: number
}

export const PAY_TABLE_ROWS = [
  'smallBig',
  'single1',
  'single2',
  'single3',
  'total4_17',
  'total5_16',
  'total6_15',
  'total7_14',
  'total8_13',
  'total9_12',
  'total10_11',
  'double',
  'triple',
  'anyTriple',
  'combo'
] as const satisfies ReadonlyArray<keyof SicboPayTable>

export const SICBO_PRESETS = ['trainer', 'atlantic-city', 'macau'] as const
export type SicboPresetName = (typeof SICBO_PRESETS)[number]
export const DEFAULT_SICBO_PRESET: SicboPresetName = 'trainer'

/** docs/rules-sicbo.md "Presets and pay tables", column by column. */
export const PAY_TABLES: Readonly<Record<SicboPresetName, Readonly<SicboPayTable>>> = {
  trainer: {
    smallBig: 1,
    single1: 1,
    single2: 2,
    single3: 3,
    total4_17: 60,
    total5_16: 30,
    total6_15: 17,
    total7_14: 12,
    total8_13: 8,
    total9_12: 6,
    total10_11: 6,
    double: 11,
    triple: 180,
    anyTriple: 30,
    combo: 6
  },
  'atlantic-city': {
    smallBig: 1,
    single1: 1,
    single2: 2,
    single3: 3,
    total4_17: 60,
    total5_16: 30,
    total6_15: 17,
    total7_14: 12,
    total8_13: 8,
    total9_12: 6,
    total10_11: 6,
    double: 10,
    triple: 180,
    anyTriple: 30,
    combo: 5
  },
  macau: {
    smallBig: 1,
    single1: 1,
    single2: 2,
    single3: 3,
    total4_17: 50,
    total5_16: 18,
    total6_15: 14,
    total7_14: 12,
    total8_13: 8,
    total9_12: 6,
    total10_11: 6,
    double: 8,
    triple: 150,
    anyTriple: 24,
    combo: 5
  }
}

/** Odd and even pay 1 to 1 at every table (docs/rules-sicbo.md). */
export const ODD_EVEN_PAYS = 1
/** Highest "N to 1" a custom row may hold; far above any real table, and keeps every payout exact. */
export const MAX_PAYOUT = 1000

const TOTAL_ROW: Record<number, keyof SicboPayTable> = {
  4: 'total4_17',
  17: 'total4_17',
  5: 'total5_16',
  16: 'total5_16',
  6: 'total6_15',
  15: 'total6_15',
  7: 'total7_14',
  14: 'total7_14',
  8: 'total8_13',
  13: 'total8_13',
  9: 'total9_12',
  12: 'total9_12',
  10: 'total10_11',
  11: 'total10_11'
}

export function totalRow(total: number): keyof SicboPayTable {
  const row = TOTAL_ROW[total]
  if (!row) throw new RangeError(`no total spot for ${total}`)
  return row
}

// ---- the payout of one spot ------------------------------------------------------------------------

function countOf(dice: SicboDice, face: number): number {
  return (dice[0] === face ? 1 : 0) + (dice[1] === face ? 1 : 0) + (dice[2] === face ? 1 : 0)
}

export function isTriple(dice: SicboDice): boolean {
  return dice[0] === dice[1] && dice[1] === dice[2]
}

/**
 * What one spot pays on one roll: N ("N to 1", stake returned) when it wins, null when it loses.
 * This is the only place the rules of a spot live; the engine's one settlement, the house edges and
 * the drill all read it.
 */
export function spotPays(table: SicboPayTable, spot: ParsedSpot, dice: SicboDice): number | null {
  const total = dice[0] + dice[1] + dice[2]
  switch (spot.kind) {
    case 'small':
      return !isTriple(dice) && total >= 4 && total <= 10 ? table.smallBig : null
    case 'big':
      return !isTriple(dice) && total >= 11 && total <= 17 ? table.smallBig : null
    case 'odd':
      return !isTriple(dice) && total % 2 === 1 ? ODD_EVEN_PAYS : null
    case 'even':
      return !isTriple(dice) && total % 2 === 0 ? ODD_EVEN_PAYS : null
    case 'single': {
      const n = countOf(dice, spot.face)
      return n === 0 ? null : n === 1 ? table.single1 : n === 2 ? table.single2 : table.single3
    }
    case 'total':
      return total === spot.total ? table[totalRow(spot.total)] : null
    case 'double':
      return countOf(dice, spot.face) >= 2 ? table.double : null
    case 'triple':
      return countOf(dice, spot.face) === 3 ? table.triple : null
    case 'any-triple':
      return isTriple(dice) ? table.anyTriple : null
    case 'combo':
      // Paid once however many dice show A or B (2-2-5 pays combo:2-5 once).
      return countOf(dice, spot.a) > 0 && countOf(dice, spot.b) > 0 ? table.combo : null
  }
}

// ---- house rules -----------------------------------------------------------------------------------

/** The house-rule keys as a ruleset or scenario file writes them (amounts in chips). */
export type SicboRuleKeys = {
  payTable: SicboPresetName | SicboPayTable
  oddEven: boolean
  minBet: number
  maxBet: number | null
  maxTotalBet: number | null
}

export const SICBO_RULE_KEYS = ['payTable', 'oddEven', 'minBet', 'maxBet', 'maxTotalBet'] as const

/** Presets differ only in their pay table; limits default to 0.01 and no maximum (rules.md). */
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
      ctx.addIssue({ code: 'custom', path: ['maxBet'], message: `must be at least minBet (${k.minBet})` })
    }
    if (k.maxTotalBet !== null) {
      const floor = k.maxBet ?? k.minBet
      if (k.maxTotalBet < floor) {
        const name = k.maxBet === null ? 'minBet' : 'maxBet'
        ctx.addIssue({ code: 'custom', path: ['maxTotalBet'], message: `must be at least ${name} (${floor})` })
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

export interface RulesError {
  /** The key, as written in the rules object (`minBet`, `payTable.double`); empty for the whole object. */
  path: string
  message: string
}

export type ResolveResult<R> = { ok: true; rules: R } | { ok: false; error: RulesError }

function pathText(path: ReadonlyArray<PropertyKey>): string {
  let out = ''
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out ? `.${String(p)}` : String(p)
  return out
}

/**
 * `{ preset?, …keys }` → full rules, the keys overriding the preset. Serves scenario files and the
 * rulesets screen alike; an unknown key or a value out of range is an error naming the key.
 */
export function resolveSicboRules(input: unknown): ResolveResult<SicboRules> {
  const raw = input === undefined ? {} : input
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, error: { path: '', message: 'house rules must be an object' } }
  }
  const given = raw as Record<string, unknown>
  for (const key of Object.keys(given)) {
    if (key !== 'preset' && !(SICBO_RULE_KEYS as readonly string[]).includes(key)) {
      return {
        ok: false,
        error: { path: key, message: `unknown house rule (Sic Bo keys: preset, ${SICBO_RULE_KEYS.join(', ')})` }
      }
    }
  }
  let preset: SicboPresetName = DEFAULT_SICBO_PRESET
  if (given.preset !== undefined) {
    if (typeof given.preset !== 'string' || !(SICBO_PRESETS as readonly string[]).includes(given.preset)) {
      return {
        ok: false,
        error: {
          path: 'preset',
          message: `unknown preset ${JSON.stringify(given.preset)} (${SICBO_PRESETS.join(', ')})`
        }
      }
    }
    preset = given.preset as SicboPresetName
  }
  const { preset: _preset, ...overrides } = given
  const merged = { ...SICBO_PRESET_KEYS[preset], ...overrides }
  const parsed = sicboRulesSchema.safeParse(merged)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { ok: false, error: { path: issue ? pathText(issue.path) : '', message: issue?.message ?? 'invalid' } }
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

// ---- actions, events, view -------------------------------------------------------------------------

// Odd/even pass here; whether this table offers them is the engine's check, against its rules.
const spotKey = z.string({ error: 'a spot must be text' }).superRefine((s, ctx) => {
  const problem = spotRefusal(s, true)
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
})
const minorAmount = z
  .number({ error: 'must be a number of minor units' })
  .int({ error: 'must be whole minor units' })
  .positive({ error: 'must be greater than 0' })
  .max(100_000_000_000, { error: 'is too large' })

/**
 * What a seat can do. Players `bet`, `remove` (their bets on one spot) and `clear` (all their bets)
 * while betting is open; the dealer `close`s betting, which rolls and settles. A player alone at the
 * table may also `roll`: place these bets (each checked as a `bet`) and have the dealer close, as one
 * action, so a table's whole roll is one durable commit.
 */
export const SICBO_MAX_ROLL_BETS = 60
export const sicboActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bet'), spot: spotKey, amountMinor: minorAmount }).strict(),
  z.object({ type: z.literal('remove'), spot: spotKey }).strict(),
  z.object({ type: z.literal('clear') }).strict(),
  z.object({ type: z.literal('close') }).strict(),
  z
    .object({
      type: z.literal('roll'),
      bets: z
        .array(z.object({ spot: spotKey, amountMinor: minorAmount }).strict())
        .max(SICBO_MAX_ROLL_BETS, { error: `at most ${SICBO_MAX_ROLL_BETS} bets in one roll` })
    })
    .strict()
])
export type SicboAction = z.infer<typeof sicboActionSchema>
export type SicboActionType = SicboAction['type']

export interface SicboBet {
  seat: string
  spot: SicboSpot
  amountMinor: Minor
}

export interface SicboSettledBet extends SicboBet {
  /** "N to 1" when the bet won, null when it lost. */
  pays: number | null
  netMinor: Minor
}

export type SicboEvent =
  | { type: 'bet-placed'; bet: SicboBet }
  | { type: 'bets-removed'; seat: string; spot: SicboSpot | null; amountMinor: Minor }
  | { type: 'betting-closed' }
  | { type: 'rolled'; dice: SicboDice; total: number }
  | { type: 'settled'; bets: SicboSettledBet[]; nets: Record<string, Minor>; winningSpots: SicboSpot[] }

export interface SicboView {
  game: 'sicbo'
  phase: 'betting' | 'over'
  rules: SicboRules
  /** Chips each seat had when the round began, and what it has staked so far. */
  seats: Array<{ id: string; bankrollMinor: Minor; stakedMinor: Minor }>
  dealerBankrollMinor: Minor | null
  /** The layout is public: every seat sees every bet. */
  bets: SicboBet[]
  /** Null until the roll: the dice never reach a view before betting closes. */
  dice: SicboDice | null
  total: number | null
  settled: { bets: SicboSettledBet[]; nets: Record<string, Minor>; winningSpots: SicboSpot[] } | null
}

// ---- payout drill ----------------------------------------------------------------------------------

/** Why a bet won or lost, as codes and numbers so the UI can put it in words in any language. */
export type DrillReason =
  /** small/big or odd/even against a triple: always loses. */
  | { code: 'lost-to-triple'; face: number }
  /** small/big: the total is (not) in 4–10 / 11–17. */
  | { code: 'total-range'; total: number; low: number; high: number }
  /** odd/even: the total's parity. */
  | { code: 'total-parity'; total: number }
  /** single N: how many dice show N (0 loses; 1, 2, 3 pay the single1/2/3 rows). */
  | { code: 'single-count'; face: number; count: number }
  /** total T: the total rolled. */
  | { code: 'total-exact'; spotTotal: number; total: number }
  /** double N: how many dice show N (2 or 3 win, paid the same). */
  | { code: 'double-count'; face: number; count: number }
  /** triple N: how many dice show N. */
  | { code: 'triple-count'; face: number; count: number }
  /** any triple: whether the roll is a triple (face 0 when it is not). */
  | { code: 'any-triple'; face: number }
  /** combo A-B: how many dice show each; paid once when both show. */
  | { code: 'combo-count'; a: number; b: number; countA: number; countB: number }

export interface DrillBetExplained {
  bet: number
  spot: SicboSpot
  amountMinor: Minor
  wins: boolean
  /** "N to 1" when it wins, null when it loses. */
  pays: number | null
  /** What the dealer pays this bet (stake × N); the stake itself stays with the player. 0 for a loss. */
  payoutMinor: Minor
  reason: DrillReason
}

export interface SicboDrill {
  bets: Array<{ spot: SicboSpot; amountMinor: Minor }>
  dice: SicboDice
}

/** The user's answer: what each bet pays (0 for a losing bet), or the total the dealer pays out. */
export const drillAnswerSchema = z.discriminatedUnion('mode', [
  z
    .object({
      mode: z.literal('per-bet'),
      payoutsMinor: z.array(
        z.number().int({ error: 'must be whole minor units' }).min(0, { error: 'must be 0 or more' })
      )
    })
    .strict(),
  z
    .object({
      mode: z.literal('total'),
      totalMinor: z.number().int({ error: 'must be whole minor units' }).min(0, { error: 'must be 0 or more' })
    })
    .strict()
])
export type DrillAnswer = z.infer<typeof drillAnswerSchema>

export type DrillMistake =
  | { kind: 'bet'; bet: number; givenMinor: Minor; expectedMinor: Minor; explanation: DrillBetExplained }
  | { kind: 'total'; givenMinor: Minor; expectedMinor: Minor }

export interface DrillCheck {
  correct: boolean
  /** Per-bet mode: how many bets were answered right, out of `bets.length`; total mode: 1 or 0 of 1. */
  score: number
  outOf: number
  expectedTotalMinor: Minor
  /** Every bet explained, winners and losers, for the breakdown. */
  bets: DrillBetExplained[]
  mistakes: DrillMistake[]
}
