/**
 * Xì dách house rules: every key's allowed values and range, the presets, the input and stored schemas,
 * and `resolveXidachRules` (input → a complete rule set). The entry `./xidach` re-exports this module;
 * docs/rules-xidach.md explains every key in words.
 */
import { z } from 'zod'
import { chipsToMinor, minorToChips, MAX_CHIPS_INPUT, type Minor } from '../money'
import type { RulesResolution } from './resolution'
import { wholeIn } from '../whole-number'

export const ACE_VALUES = ['by-count', 'flexible', 'western'] as const
export const NGU_LINH_LIMITS = ['at-most-21', 'under-21'] as const
export const BOTH_BUST = ['push', 'dealer'] as const
export const EARLY_CHECKS = ['off', 'after-turn', 'any-time'] as const
export const XIDACH_PRESETS = ['wiki', 'online', 'tet', 'pho-bien'] as const
export const NON_PENALTIES = ['off', 'pays-for-dealer'] as const
export const DEALER_PENALTIES = ['off', 'pays-all'] as const
/** `dealer-always` (issue 35, the rulebook's §7.3): the dealer wins every tie of kind, ngũ linh whatever the totals. */
export const SPECIAL_TIES = ['push', 'dealer', 'dealer-always'] as const
/** `bothPenalised` (issue 35, the rulebook's §7.1): a player's non or đền against a dealer's non or đền. */
export const BOTH_PENALISED = ['dealer', 'push'] as const
/** `penalisedLoss` (issue 35, the rulebook's §8.2.1): what a non or đền hand loses to a dealer's ngũ linh. */
export const PENALISED_LOSSES = ['multiplier', 'one-stake'] as const
/** `shortfall` (issue 35, the rulebook's §8.4): who bears what a penalised player's chips cannot pay for the dealer. */
export const SHORTFALLS = ['dealer-pays', 'receivers-share'] as const
export const DEAL_ORDERS = ['dealer-last', 'dealer-first'] as const
export const DRAW_FROM = ['top', 'bottom'] as const
/** `dealerMode`: the bank stays with one seat (`fixed`) or passes around the table (`rotate`). */
export const DEALER_MODES = ['fixed', 'rotate'] as const
export const ROTATE_EVERY_MIN = 1
export const ROTATE_EVERY_MAX = 10
export const BANK_MIN_STAKES_MIN = 1
export const BANK_MIN_STAKES_MAX = 100
/** `denAt`: a bust hand whose lowest total reaches this is đền (a penalised hand). */
export const DEN_AT_MIN = 26
export const DEN_AT_MAX = 30
export const PENALTY_CAP_MIN = 1
export const PENALTY_CAP_MAX = 50
export const MAX_PLAYERS_MIN = 5
export const MAX_PLAYERS_MAX = 7
export const DECISION_SECONDS_MIN = 5
export const DECISION_SECONDS_MAX = 600

export type AceValue = (typeof ACE_VALUES)[number]
export type NguLinhLimit = (typeof NGU_LINH_LIMITS)[number]
export type BothBust = (typeof BOTH_BUST)[number]
export type EarlyCheck = (typeof EARLY_CHECKS)[number]
export type XidachPreset = (typeof XIDACH_PRESETS)[number]
export type NonPenalty = (typeof NON_PENALTIES)[number]
export type DealerPenalty = (typeof DEALER_PENALTIES)[number]
export type SpecialTie = (typeof SPECIAL_TIES)[number]
export type BothPenalised = (typeof BOTH_PENALISED)[number]
export type PenalisedLoss = (typeof PENALISED_LOSSES)[number]
export type Shortfall = (typeof SHORTFALLS)[number]
export type DealOrder = (typeof DEAL_ORDERS)[number]
export type DrawFrom = (typeof DRAW_FROM)[number]
export type DealerMode = (typeof DEALER_MODES)[number]

/** Payout multipliers are whole numbers so stake × multiplier is always whole minor units. */
export const PAY_MIN = 1
export const PAY_MAX = 10

export interface XidachPay {
  xiBang: number
  xiDach: number
  nguLinh: number
}

/** A complete, resolved rule set. Money in minor units (1 chip = 100). */
export interface XidachRules {
  /** The preset these rules started from (for display; every key below is in force as written). */
  preset: XidachPreset
  aceValue: AceValue
  playerMin: number
  dealerMin: number
  nguLinh: NguLinhLimit
  bothBust: BothBust
  pay: XidachPay
  symmetric: boolean
  earlyCheck: EarlyCheck
  penalty: boolean
  /** 'off', or the lowest total (26–30) at which a bust hand is đền: penalised, not merely quắc. */
  denAt: 'off' | number
  /** 'pays-for-dealer': a player standing non, or đền, pays the dealer's losses of the round for it. */
  nonPenalty: NonPenalty
  /** Under pays-for-dealer, the most each penalised player pays for the dealer, in its own stakes. */
  penaltyCap: number
  /** 'pays-all' (đền làng): a dealer ending non or đền pays every unchecked, unpenalised player. */
  dealerPenalty: DealerPenalty
  /**
   * Equal special hands (xì bàng, xì dách, ngũ linh of equal totals): 'push' or the dealer wins;
   * 'dealer-always': the dealer wins every ngũ linh against ngũ linh too, whatever the totals.
   */
  specialTie: SpecialTie
  /** Most players at the table (5–7). */
  maxPlayers: number
  /** 'dealer-last': p1 … pn, dealer, twice (the app's first convention); 'dealer-first': dealer, p1 … pn. */
  dealOrder: DealOrder
  /** Where the cards come off the committed deck: its top (first card first) or its bottom. */
  drawFrom: DrawFrom
  /** The person's decision timer in seconds, or 'off'. */
  decisionSeconds: 'off' | number
  /** At a table: 'fixed' (one dealer all session) or 'rotate' (the bank passes around the table). */
  dealerMode: DealerMode
  /** Under 'rotate': rounds each dealer deals before the bank passes on (1–10). */
  rotateEvery: number
  /** Under 'rotate': a seat takes the bank only with at least this many maximum stakes (maxBet) in chips. */
  bankMinStakes: number
  /** A draw that makes a player's hand bust (quắc) ends its turn, so nobody draws on a bust (no đền bài). */
  bustEndsTurn: boolean
  /** A player's non or đền hand against a dealer hand that ends non or đền: the dealer wins, or 'push'. */
  bothPenalised: BothPenalised
  /** A non or đền hand beaten by the dealer's ngũ linh loses at its 'multiplier' (symmetric) or 'one-stake'. */
  penalisedLoss: PenalisedLoss
  /** Pays-for-dealer: what a penalised player's chips cannot pay, the dealer pays it or the receivers share it. */
  shortfall: Shortfall
  minBetMinor: Minor
  /** null: no table maximum. */
  maxBetMinor: Minor | null
}

const base = {
  playerMin: 16,
  symmetric: true,
  earlyCheck: 'after-turn',
  penalty: true,
  denAt: 'off',
  nonPenalty: 'off',
  penaltyCap: 12,
  dealerPenalty: 'off',
  specialTie: 'push',
  maxPlayers: 5,
  dealOrder: 'dealer-last',
  drawFrom: 'top',
  decisionSeconds: 'off',
  dealerMode: 'fixed',
  rotateEvery: 1,
  bankMinStakes: 10,
  bustEndsTurn: false,
  bothPenalised: 'dealer',
  penalisedLoss: 'multiplier',
  shortfall: 'dealer-pays',
  minBetMinor: 1,
  maxBetMinor: null
} as const

export const XIDACH_PRESET_RULES: Readonly<Record<XidachPreset, Readonly<XidachRules>>> = {
  wiki: {
    ...base,
    preset: 'wiki',
    aceValue: 'by-count',
    dealerMin: 16,
    nguLinh: 'at-most-21',
    bothBust: 'push',
    pay: { xiBang: 1, xiDach: 1, nguLinh: 1 }
  },
  online: {
    ...base,
    preset: 'online',
    aceValue: 'flexible',
    dealerMin: 16,
    nguLinh: 'under-21',
    bothBust: 'dealer',
    pay: { xiBang: 1, xiDach: 1, nguLinh: 1 }
  },
  tet: {
    ...base,
    preset: 'tet',
    aceValue: 'by-count',
    dealerMin: 15,
    nguLinh: 'at-most-21',
    bothBust: 'push',
    pay: { xiBang: 2, xiDach: 1, nguLinh: 2 }
  },
  // "Luật nhà phổ biến": the home-game rulebook issue 14 names (đền at 28, non pays for the dealer,
  // đền làng, the dealer wins equal special hands, seven players, a 15-second timer).
  'pho-bien': {
    ...base,
    preset: 'pho-bien',
    aceValue: 'by-count',
    dealerMin: 15,
    nguLinh: 'at-most-21',
    bothBust: 'push',
    pay: { xiBang: 2, xiDach: 1, nguLinh: 2 },
    denAt: 28,
    nonPenalty: 'pays-for-dealer',
    penaltyCap: 12,
    dealerPenalty: 'pays-all',
    specialTie: 'dealer',
    maxPlayers: 7,
    dealOrder: 'dealer-last',
    drawFrom: 'bottom',
    decisionSeconds: 15
  }
}

export const XIDACH_DEFAULT_PRESET: XidachPreset = 'wiki'

function oneOf<T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `must be one of ${values.join(', ')}` })
}

const minimum = wholeIn(14, 16)
const multiplier = wholeIn(PAY_MIN, PAY_MAX)

const chips = z.number({ error: 'must be a number of chips' }).refine((n) => chipsToMinor(n) !== null, {
  error: `must be a number of chips greater than 0, at most ${MAX_CHIPS_INPUT}, with at most two decimals`
})

/** A whole number in a range, or the word "off". */
function offOr(min: number, max: number) {
  const msg = `must be "off" or a whole number from ${min} to ${max}`
  return z
    .union([z.literal('off'), z.number()], { error: msg })
    .refine((v) => v === 'off' || (Number.isInteger(v) && v >= min && v <= max), { error: msg })
}

const denAt = offOr(DEN_AT_MIN, DEN_AT_MAX)
const penaltyCap = wholeIn(PENALTY_CAP_MIN, PENALTY_CAP_MAX)
const maxPlayers = wholeIn(MAX_PLAYERS_MIN, MAX_PLAYERS_MAX)
const decisionSeconds = offOr(DECISION_SECONDS_MIN, DECISION_SECONDS_MAX)
const rotateEvery = wholeIn(ROTATE_EVERY_MIN, ROTATE_EVERY_MAX)
const bankMinStakes = wholeIn(BANK_MIN_STAKES_MIN, BANK_MIN_STAKES_MAX)

const boolean = (what: string) => z.boolean({ error: `must be true or false (${what})` })

/**
 * House rules as a user, a ruleset or a scenario file writes them (the names of
 * docs/rules-xidach.md): amounts in chips, every key optional (the preset fills the rest). The
 * multipliers may be written nested (`"pay": { "xiBang": 2 }`) or dotted (`"pay.xiBang": 2`) as
 * docs/rules-xidach.md names them; giving one both ways is refused.
 */
export const xidachRulesInputSchema = z
  .object({
    preset: oneOf(XIDACH_PRESETS).optional(),
    aceValue: oneOf(ACE_VALUES).optional(),
    playerMin: minimum.optional(),
    dealerMin: minimum.optional(),
    nguLinh: oneOf(NGU_LINH_LIMITS).optional(),
    bothBust: oneOf(BOTH_BUST).optional(),
    pay: z
      .object({ xiBang: multiplier.optional(), xiDach: multiplier.optional(), nguLinh: multiplier.optional() })
      .strict()
      .optional(),
    'pay.xiBang': multiplier.optional(),
    'pay.xiDach': multiplier.optional(),
    'pay.nguLinh': multiplier.optional(),
    symmetric: boolean('symmetric').optional(),
    earlyCheck: oneOf(EARLY_CHECKS).optional(),
    penalty: boolean('penalty').optional(),
    denAt: denAt.optional(),
    nonPenalty: oneOf(NON_PENALTIES).optional(),
    penaltyCap: penaltyCap.optional(),
    dealerPenalty: oneOf(DEALER_PENALTIES).optional(),
    specialTie: oneOf(SPECIAL_TIES).optional(),
    maxPlayers: maxPlayers.optional(),
    dealOrder: oneOf(DEAL_ORDERS).optional(),
    drawFrom: oneOf(DRAW_FROM).optional(),
    decisionSeconds: decisionSeconds.optional(),
    dealerMode: oneOf(DEALER_MODES).optional(),
    rotateEvery: rotateEvery.optional(),
    bankMinStakes: bankMinStakes.optional(),
    bustEndsTurn: boolean('bustEndsTurn').optional(),
    bothPenalised: oneOf(BOTH_PENALISED).optional(),
    penalisedLoss: oneOf(PENALISED_LOSSES).optional(),
    shortfall: oneOf(SHORTFALLS).optional(),
    minBet: chips.optional(),
    /** null: no maximum. */
    maxBet: chips.nullable().optional()
  })
  .strict()

export type XidachRulesInput = z.input<typeof xidachRulesInputSchema>

export const XIDACH_RULE_KEYS: readonly string[] = Object.keys(xidachRulesInputSchema.shape)

/** A resolved rule set as stored (history, rulesets): validates snapshots read back from disk. */
export const xidachRulesSchema = z
  .object({
    preset: z.enum(XIDACH_PRESETS),
    aceValue: z.enum(ACE_VALUES),
    playerMin: minimum,
    dealerMin: minimum,
    nguLinh: z.enum(NGU_LINH_LIMITS),
    bothBust: z.enum(BOTH_BUST),
    pay: z.object({ xiBang: multiplier, xiDach: multiplier, nguLinh: multiplier }).strict(),
    symmetric: z.boolean(),
    earlyCheck: z.enum(EARLY_CHECKS),
    penalty: z.boolean(),
    // Issue 14's keys: optional so rounds stored before them still read back (absent = the default,
    // which is how the engine reads a missing key).
    denAt: denAt.optional(),
    nonPenalty: z.enum(NON_PENALTIES).optional(),
    penaltyCap: penaltyCap.optional(),
    dealerPenalty: z.enum(DEALER_PENALTIES).optional(),
    specialTie: z.enum(SPECIAL_TIES).optional(),
    maxPlayers: maxPlayers.optional(),
    dealOrder: z.enum(DEAL_ORDERS).optional(),
    drawFrom: z.enum(DRAW_FROM).optional(),
    decisionSeconds: decisionSeconds.optional(),
    dealerMode: z.enum(DEALER_MODES).optional(),
    rotateEvery: rotateEvery.optional(),
    bankMinStakes: bankMinStakes.optional(),
    // Issue 35's keys, optional for the same reason (absent = the default, the behaviour before them).
    bustEndsTurn: z.boolean().optional(),
    bothPenalised: z.enum(BOTH_PENALISED).optional(),
    penalisedLoss: z.enum(PENALISED_LOSSES).optional(),
    shortfall: z.enum(SHORTFALLS).optional(),
    minBetMinor: z.number().int().min(1),
    maxBetMinor: z.number().int().min(1).nullable()
  })
  .strict()

/**
 * Input (unknown, e.g. a scenario's `rules` object) → a complete rule set, or the first problem with
 * `path` written as in the input (`pay.xiBang`, `earlyCheck`) and the reason.
 */
export function resolveXidachRules(input: unknown): RulesResolution<XidachRules> {
  const raw = input ?? {}
  if (typeof raw !== 'object' || Array.isArray(raw))
    return { ok: false, path: '', message: 'must be an object of house rules' }
  for (const key of Object.keys(raw)) {
    if (!XIDACH_RULE_KEYS.includes(key)) {
      return { ok: false, path: key, message: `unknown house rule for xidach (known: ${XIDACH_RULE_KEYS.join(', ')})` }
    }
  }
  const parsed = xidachRulesInputSchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const path = (issue?.path ?? []).map(String).join('.')
    if (issue?.code === 'unrecognized_keys') {
      const key = issue.keys[0] ?? ''
      return { ok: false, path: path ? `${path}.${key}` : key, message: 'unknown key (known: xiBang, xiDach, nguLinh)' }
    }
    return { ok: false, path, message: issue?.message ?? 'invalid' }
  }
  const v = parsed.data
  const from = XIDACH_PRESET_RULES[v.preset ?? XIDACH_DEFAULT_PRESET]
  const pay: XidachPay = { ...from.pay }
  for (const k of ['xiBang', 'xiDach', 'nguLinh'] as const) {
    const nested = v.pay?.[k]
    const dotted = v[`pay.${k}`]
    if (nested !== undefined && dotted !== undefined) {
      return {
        ok: false,
        path: `pay.${k}`,
        message: 'given twice (nested under "pay" and as "pay.' + k + '"); give it once'
      }
    }
    const chosen = nested ?? dotted
    if (chosen !== undefined) pay[k] = chosen
  }
  const minBetMinor = v.minBet === undefined ? from.minBetMinor : (chipsToMinor(v.minBet) as Minor)
  const maxBetMinor =
    v.maxBet === undefined ? from.maxBetMinor : v.maxBet === null ? null : (chipsToMinor(v.maxBet) as Minor)
  if (maxBetMinor !== null && maxBetMinor < minBetMinor) {
    return {
      ok: false,
      path: 'maxBet',
      message: `must be at least minBet (${minorToChips(minBetMinor)})`,
      i18n: { key: 'ruleCheck.maxUnderMin', vars: { min: minorToChips(minBetMinor) } }
    }
  }
  return {
    ok: true,
    rules: { preset: from.preset, ...overlay(from, { ...v, pay }, AS_WRITTEN), minBetMinor, maxBetMinor }
  }
}

/** The keys `resolveXidachRules` works out; every other key of the rules is as the user writes it. */
const WORKED_OUT = ['preset', 'minBetMinor', 'maxBetMinor'] as const
type AsWritten = Exclude<keyof XidachRules, (typeof WORKED_OUT)[number]>
/** The keys as written, in the rules' order (the stored schema's). */
const AS_WRITTEN = Object.keys(xidachRulesSchema.shape).filter(
  (k) => !(WORKED_OUT as readonly string[]).includes(k)
) as AsWritten[]

/**
 * `keys` of `base`, each one `given`'s where it gives it, in `keys`' order: rules are stored and cached
 * by their JSON, so the order is part of what they are.
 */
function overlay<T, K extends keyof T>(base: T, given: { [P in K]?: T[P] }, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>
  for (const k of keys) out[k] = given[k] ?? base[k]
  return out
}
