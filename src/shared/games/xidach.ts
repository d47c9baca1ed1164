/**
 * Xì dách (Vietnamese blackjack): house rules, presets, actions, what a seat sees, and the stake caps.
 * Shared by main and the renderer, so nothing here imports from Node. docs/rules-xidach.md describes the
 * rules and explains every key in words.
 */
import { z } from 'zod'
import { chipsToMinor, minorToChips, MAX_CHIPS_INPUT, type Minor } from '../money'
import type { Card } from '../cards'

// ---- house rules ---------------------------------------------------------------------------------

export const ACE_VALUES = ['by-count', 'flexible', 'western'] as const
export const NGU_LINH_LIMITS = ['at-most-21', 'under-21'] as const
export const BOTH_BUST = ['push', 'dealer'] as const
export const EARLY_CHECKS = ['off', 'after-turn', 'any-time'] as const
export const XIDACH_PRESETS = ['wiki', 'online', 'tet', 'pho-bien'] as const
export const NON_PENALTIES = ['off', 'pays-for-dealer'] as const
export const DEALER_PENALTIES = ['off', 'pays-all'] as const
export const SPECIAL_TIES = ['push', 'dealer'] as const
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
  /** Equal special hands (xì bàng, xì dách, ngũ linh of equal totals): 'push' or the dealer wins. */
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

const minimum = z
  .number({ error: 'must be a whole number from 14 to 16' })
  .int({ error: 'must be a whole number from 14 to 16' })
  .min(14, { error: 'must be a whole number from 14 to 16' })
  .max(16, { error: 'must be a whole number from 14 to 16' })

const multiplier = z
  .number({ error: `must be a whole number from ${PAY_MIN} to ${PAY_MAX}` })
  .int({ error: `must be a whole number from ${PAY_MIN} to ${PAY_MAX}` })
  .min(PAY_MIN, { error: `must be a whole number from ${PAY_MIN} to ${PAY_MAX}` })
  .max(PAY_MAX, { error: `must be a whole number from ${PAY_MIN} to ${PAY_MAX}` })

const chips = z.number({ error: 'must be a number of chips' }).refine((n) => chipsToMinor(n) !== null, {
  error: `must be a number of chips greater than 0, at most ${MAX_CHIPS_INPUT}, with at most two decimals`
})

function wholeIn(min: number, max: number) {
  const msg = `must be a whole number from ${min} to ${max}`
  return z.number({ error: msg }).int({ error: msg }).min(min, { error: msg }).max(max, { error: msg })
}

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
 * House rules as a user, a ruleset or a scenario file writes them (rules.md names): amounts in chips,
 * every key optional (the preset fills the rest). The multipliers may be written nested
 * (`"pay": { "xiBang": 2 }`) or dotted (`"pay.xiBang": 2`) as rules.md names them; giving one both
 * ways is refused.
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
    minBetMinor: z.number().int().min(1),
    maxBetMinor: z.number().int().min(1).nullable()
  })
  .strict()

export type ResolveResult = { ok: true; rules: XidachRules } | { ok: false; path: string; message: string }

/**
 * Input (unknown, e.g. a scenario's `rules` object) → a complete rule set, or the first problem with
 * `path` written as in the input (`pay.xiBang`, `earlyCheck`) and the reason.
 */
export function resolveXidachRules(input: unknown): ResolveResult {
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
    return { ok: false, path: 'maxBet', message: `must be at least minBet (${minorToChips(minBetMinor)})` }
  }
  return {
    ok: true,
    rules: {
      preset: from.preset,
      aceValue: v.aceValue ?? from.aceValue,
      playerMin: v.playerMin ?? from.playerMin,
      dealerMin: v.dealerMin ?? from.dealerMin,
      nguLinh: v.nguLinh ?? from.nguLinh,
      bothBust: v.bothBust ?? from.bothBust,
      pay,
      symmetric: v.symmetric ?? from.symmetric,
      earlyCheck: v.earlyCheck ?? from.earlyCheck,
      penalty: v.penalty ?? from.penalty,
      denAt: v.denAt ?? from.denAt,
      nonPenalty: v.nonPenalty ?? from.nonPenalty,
      penaltyCap: v.penaltyCap ?? from.penaltyCap,
      dealerPenalty: v.dealerPenalty ?? from.dealerPenalty,
      specialTie: v.specialTie ?? from.specialTie,
      maxPlayers: v.maxPlayers ?? from.maxPlayers,
      dealOrder: v.dealOrder ?? from.dealOrder,
      drawFrom: v.drawFrom ?? from.drawFrom,
      decisionSeconds: v.decisionSeconds ?? from.decisionSeconds,
      dealerMode: v.dealerMode ?? from.dealerMode,
      rotateEvery: v.rotateEvery ?? from.rotateEvery,
      bankMinStakes: v.bankMinStakes ?? from.bankMinStakes,
      minBetMinor,
      maxBetMinor
    }
  }
}

// ---- stakes and the dealer's bank ----------------------------------------------------------------

/** The largest multiplier any win can pay: the bank must cover every stake at it. */
export function largestMultiplier(rules: XidachRules): number {
  return Math.max(1, rules.pay.xiBang, rules.pay.xiDach, rules.pay.nguLinh)
}

/**
 * The most a player can lose per unit staked: the largest multiplier, or 1 when `symmetric` is false
 * (a dealer win then costs only the stake). A player's chips must cover stake × this.
 */
export function largestLossMultiplier(rules: XidachRules): number {
  return rules.symmetric ? largestMultiplier(rules) : 1
}

export interface StakeRoom {
  /** The player's chips now (minor units). */
  chips: Minor
  /** The dealer's declared bank for the round; null = unlimited. */
  bank: Minor | null
  /** Stakes already accepted from the other players this round. */
  otherStakes: readonly Minor[]
}

export type StakeLimit = 'chips' | 'bank' | 'maxBet' | 'none'

export interface StakeCap {
  /** Largest acceptable stake in minor units; below `rules.minBetMinor` means no stake is possible. */
  max: Minor
  /** What sets `max` (the tightest limit). */
  by: StakeLimit
}

/** The largest stake a player may place now (the UI shows it while betting; the engine enforces it). */
export function maxStake(rules: XidachRules, room: StakeRoom): StakeCap {
  let max = Number.MAX_SAFE_INTEGER
  let by: StakeLimit = 'none'
  const byChips = Math.floor(room.chips / largestLossMultiplier(rules))
  if (byChips < max) {
    max = byChips
    by = 'chips'
  }
  if (room.bank !== null) {
    const m = largestMultiplier(rules)
    let used = 0
    for (const s of room.otherStakes) used += s * m
    const byBank = Math.max(0, Math.floor((room.bank - used) / m))
    if (byBank < max) {
      max = byBank
      by = 'bank'
    }
  }
  if (rules.maxBetMinor !== null && rules.maxBetMinor < max) {
    max = rules.maxBetMinor
    by = 'maxBet'
  }
  return { max: Math.max(0, max), by }
}

const chipsText = (m: Minor): string => String(minorToChips(m))

/**
 * A refused stake: the English reason, and the code and values the player's language words it with
 * (server-text.ts, `engine.<code>`; amounts in chips).
 */
export interface StakeIssue {
  code: string
  message: string
  vars: Record<string, number>
}

/** Null when the stake is acceptable, else the reason with the largest stake still possible. */
export function stakeRefusal(rules: XidachRules, stake: Minor, room: StakeRoom): string | null {
  return stakeIssue(rules, stake, room)?.message ?? null
}

/** `stakeRefusal` with the refusal's code and values. */
export function stakeIssue(rules: XidachRules, stake: Minor, room: StakeRoom): StakeIssue | null {
  if (!Number.isInteger(stake) || stake <= 0)
    return { code: 'stake-not-positive', message: 'the stake must be a positive amount', vars: {} }
  const c = minorToChips
  if (stake < rules.minBetMinor) {
    return {
      code: 'stake-under-min',
      message: `stake ${chipsText(stake)} is under the table minimum ${chipsText(rules.minBetMinor)}`,
      vars: { stake: c(stake), min: c(rules.minBetMinor) }
    }
  }
  const cap = maxStake(rules, room)
  if (stake <= cap.max) return null
  const none = cap.max < rules.minBetMinor
  const possible = none
    ? `no stake is possible (the table minimum is ${chipsText(rules.minBetMinor)})`
    : `the largest stake still possible is ${chipsText(cap.max)}`
  const times = cap.by === 'bank' ? largestMultiplier(rules) : largestLossMultiplier(rules)
  const message =
    cap.by === 'bank'
      ? `stake ${chipsText(stake)} is over what the dealer's bank can still cover at ×${times}: ${possible}`
      : cap.by === 'chips'
        ? `stake ${chipsText(stake)} is more than the player's chips cover at ×${times}: ${possible}`
        : cap.by === 'maxBet'
          ? `stake ${chipsText(stake)} is over the table maximum: ${possible}`
          : `stake ${chipsText(stake)} is refused: ${possible}`
  // Nothing stakeable says so whatever set the cap; else the cap's own words with the largest stake.
  if (none) return { code: 'stake-none-possible', message, vars: { stake: c(stake), min: c(rules.minBetMinor) } }
  if (cap.by === 'bank') return { code: 'stake-over-bank', message, vars: { stake: c(stake), times, max: c(cap.max) } }
  if (cap.by === 'chips')
    return { code: 'stake-over-cover', message, vars: { stake: c(stake), times, max: c(cap.max) } }
  return { code: 'stake-over-max', message, vars: { stake: c(stake), max: c(cap.max) } }
}

// ---- actions -------------------------------------------------------------------------------------

/** A decision at the table. `stake` is placed before the deal (see `xidachStakeSchema`). */
export const xidachActionSchema = z.discriminatedUnion(
  'do',
  [
    z.object({ do: z.literal('draw') }).strict(),
    z.object({ do: z.literal('stand') }).strict(),
    z
      .object({
        do: z.literal('check'),
        target: z
          .string({ error: 'check needs a target seat' })
          .regex(/^[a-z0-9_-]{1,16}$/, { error: 'must be a seat id' })
      })
      .strict()
  ],
  { error: 'must be one of: draw, stand, check (with a target)' }
)
export type XidachAction = z.infer<typeof xidachActionSchema>

/** A player's stake before the deal, in minor units. */
export const xidachStakeSchema = z
  .object({
    amountMinor: z
      .number({ error: 'must be a number' })
      .int({ error: 'must be whole minor units' })
      .min(1, { error: 'must be greater than 0' })
      .max(MAX_CHIPS_INPUT * 100, { error: 'is too large' })
  })
  .strict()
export type XidachStake = z.infer<typeof xidachStakeSchema>

// ---- outcomes, view, events ----------------------------------------------------------------------

/**
 * A player's result against the dealer:
 * wins `xi-bang` `xi-dach` `ngu-linh` (with that hand class) and `win` (any other win);
 * `push`; losses `lose` (beaten), `bust` (quắc), `non` (under playerMin), `den` (a bust at or over
 * `denAt`); `penalised` (đền bài: drew while bust).
 */
export const XIDACH_OUTCOMES = [
  'xi-bang',
  'xi-dach',
  'ngu-linh',
  'win',
  'push',
  'lose',
  'bust',
  'non',
  'den',
  'penalised'
] as const
export type XidachOutcome = (typeof XIDACH_OUTCOMES)[number]

export type XidachPhase = 'players' | 'dealer' | 'over'
/** waiting: turn not come yet; drawing: its turn; done: finished drawing, not settled; settled. */
export type XidachSeatStatus = 'waiting' | 'drawing' | 'done' | 'settled'

export interface XidachPlayerView {
  id: string
  stake: Minor
  cardCount: number
  /** null while face down to the viewer. */
  cards: Card[] | null
  /** Best total (ngũ linh: its lowest qualifying total); null while face down. */
  total: number | null
  status: XidachSeatStatus
  penalised: boolean
  outcome: XidachOutcome | null
  /** Settlement against the dealer, once settled. */
  net: Minor | null
  /** Stakes received from other players' penalties this round. */
  received: Minor
  /** Under `nonPenalty: pays-for-dealer`: what this penalised player paid in the dealer's place (0 otherwise). */
  paidForDealer: Minor
}

export interface XidachDealerView {
  cardCount: number
  cards: Card[] | null
  total: number | null
  /** The declared bank (null: unlimited). */
  bank: Minor | null
  /** Under `dealerPenalty: pays-all`, once the dealer ended non or đền (đền làng); else null. */
  penalised: 'non' | 'den' | null
}

export interface XidachView {
  game: 'xidach'
  rules: XidachRules
  /** A player id, 'dealer', or null for an onlooker. */
  viewer: string | null
  phase: XidachPhase
  /** Whose decision the table waits for (null when over). */
  turn: string | null
  players: XidachPlayerView[]
  dealer: XidachDealerView
  /** Cards left in the deck (never their order). */
  deckCount: number
  /** The viewer's legal actions now, e.g. ["draw", "stand"] or ["check p1", "draw"]. */
  allowed: string[]
}

/**
 * What happened, in order, for the round's log and replay. Events carry cards, so they belong to the
 * main process (store, replay); a seat gets its `view`, never the raw events.
 */
export type XidachEvent =
  | { type: 'dealt'; seat: string; card: Card }
  | { type: 'natural'; seat: string; kind: 'xi-bang' | 'xi-dach' }
  | { type: 'turn'; seat: string }
  | { type: 'drew'; seat: string; card: Card }
  | { type: 'stood'; seat: string }
  | { type: 'checked'; seat: string; early: boolean }
  | { type: 'penalised'; seat: string; paid: Minor }
  | { type: 'settled'; seat: string; outcome: XidachOutcome; net: Minor }
  /** Đền làng: the dealer ended non or đền and pays the unchecked players. */
  | { type: 'dealer-penalised'; kind: 'non' | 'den' }
  /** Pays-for-dealer: a penalised player paid `amount` of the dealer's losses. */
  | { type: 'paid-for-dealer'; seat: string; amount: Minor }
  | { type: 'over' }
