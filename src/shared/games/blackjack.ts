/**
 * Blackjack house rules (docs/rules-blackjack.md), the actions a seat may send, and what a seat sees.
 * Shared by main and the renderer: no Node imports here.
 */
import { z } from 'zod'
import { chipsAmount, chipsToMinor, MAX_CHIPS_INPUT, stakeMinor } from '../money'
import type { RuleKeyKind } from '../rules/types'
import type { Card } from '../cards'
import type { RulesResolution } from './resolution'
import { wholeIn } from '../whole-number'

// ---- house rules ---------------------------------------------------------------------------------

const bool = (key: string) => z.boolean({ error: `${key} must be true or false` })
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.map((v) => `"${v}"`).join(', ')}` })

export const BLACKJACK_PAYS = ['3:2', '6:5', '1:1'] as const
export type BlackjackPays = (typeof BLACKJACK_PAYS)[number]

/**
 * One house rule, said once: what it accepts, how the rules screen edits it and under which heading
 * (src/shared/rules/blackjack.ts), where it sits among the rule costs when the exact analysis plays by it
 * (src/core/analysis/rule-costs.ts; absent: it does not move the EV), and, for a rule added after rules
 * were first stored, the value that keeps the old behaviour (upgrade-blackjack.ts reads a snapshot
 * without the key as that). The schema, the editor, the upgrade, the rule costs and the strategy cache
 * all read this table, so a new rule is a row here, its value in the presets below, its words
 * (src/shared/i18n/rules.*.ts), and the code that plays it (tests/architecture/newcomer-cost.test.ts).
 */
interface RuleRow<S extends z.ZodType> {
  schema: S
  kind: RuleKeyKind
  group: 'shoe' | 'dealer' | 'double' | 'split' | 'player' | 'payouts' | 'limits'
  ev?: number
  before?: z.infer<S>
}
const row = <S extends z.ZodType>(r: RuleRow<S>): RuleRow<S> => r
const flag = (key: string, group: RuleRow<z.ZodBoolean>['group'], more: Partial<RuleRow<z.ZodBoolean>> = {}) =>
  row({ schema: bool(key), kind: { type: 'boolean' }, group, ...more })
const choice = <T extends readonly [string, ...string[]]>(values: T, group: RuleRow<z.ZodType>['group'], ev?: number) =>
  row({ schema: oneOf(values), kind: { type: 'enum', values }, group, ...(ev === undefined ? {} : { ev }) })
/** A count from `min` to `max`, or the word `special` that switches it off. */
const countOr = <W extends string>(special: W, min: number, max: number, error: string) =>
  z.union([z.literal(special), wholeIn(min, max)], { error })

export const BLACKJACK_RULE_TABLE = {
  decks: row({ schema: wholeIn(1, 8), kind: { type: 'integer', min: 1, max: 8 }, group: 'shoe', ev: 1 }),
  penetration: row({
    schema: z
      .number({ error: 'must be a number from 0.5 to 0.9' })
      .min(0.5, { error: 'must be a number from 0.5 to 0.9' })
      .max(0.9, { error: 'must be a number from 0.5 to 0.9' }),
    kind: { type: 'number', min: 0.5, max: 0.9, step: 0.01 },
    group: 'shoe'
  }),
  shuffle: choice(['shoe', 'every-round'], 'shoe'),
  peek: flag('peek', 'dealer', { ev: 4 }),
  dealerHitsSoft17: flag('dealerHitsSoft17', 'dealer', { ev: 3 }),
  doubleOn: choice(['any', '9-11', '10-11'], 'double', 6),
  doubleAfterSplit: flag('doubleAfterSplit', 'double', { ev: 7 }),
  splitBy: choice(['rank', 'value'], 'split'),
  maxHands: row({
    schema: wholeIn(1, 8, 'must be a whole number from 1 to 8 (1 = no splitting)'),
    kind: { type: 'integer', min: 1, max: 8 },
    group: 'split',
    ev: 8
  }),
  resplitAces: flag('resplitAces', 'split', { ev: 9 }),
  hitSplitAces: flag('hitSplitAces', 'split', { ev: 10 }),
  surrender: choice(['late', 'early', 'none'], 'player', 5),
  insurance: flag('insurance', 'player'),
  blackjackPays: choice(BLACKJACK_PAYS, 'payouts', 2),
  charlie: row({
    schema: countOr('off', 5, 11, 'must be "off" or a card count from 5 to 11'),
    kind: { type: 'integer', min: 5, max: 11, special: 'off' },
    group: 'payouts',
    ev: 11
  }),
  maxCards: row({
    schema: countOr('none', 3, 21, 'must be "none" or a card count from 3 to 21'),
    kind: { type: 'integer', min: 3, max: 21, special: 'none' },
    group: 'player',
    ev: 12
  }),
  decisionSeconds: row({
    schema: countOr('off', 5, 600, 'must be "off" or a whole number of seconds from 5 to 600'),
    kind: { type: 'integer', min: 5, max: 600, special: 'off' },
    group: 'player'
  }),
  // The table limits every game has; the rules screen lists them from src/shared/rules/build.ts `tableLimits`.
  minBet: row({ schema: chipsAmount, kind: { type: 'chips', min: 0.01, max: MAX_CHIPS_INPUT }, group: 'limits' }),
  maxBet: row({
    schema: z.union([z.literal('none'), chipsAmount], {
      error: 'must be "none" or an amount of chips greater than 0 with at most two decimals'
    }),
    kind: { type: 'chips', min: 0.01, max: MAX_CHIPS_INPUT, special: 'none' },
    group: 'limits'
  })
}

type RuleTable = typeof BLACKJACK_RULE_TABLE
export const blackjackRulesSchema = z
  .object(
    Object.fromEntries(Object.entries(BLACKJACK_RULE_TABLE).map(([k, r]) => [k, r.schema])) as {
      [K in keyof RuleTable]: RuleTable[K]['schema']
    }
  )
  .strict()

export type BlackjackRules = z.infer<typeof blackjackRulesSchema>
export type BlackjackRuleKey = keyof BlackjackRules

/** Every rule key, in the table's order (the rules screen's). */
export const BLACKJACK_RULE_KEYS = Object.keys(BLACKJACK_RULE_TABLE) as BlackjackRuleKey[]

/** The keys the exact analysis plays by, in the order the rule costs list them (the rest do not move the EV). */
export const BLACKJACK_EV_KEYS: readonly BlackjackRuleKey[] = BLACKJACK_RULE_KEYS.filter(
  (k) => BLACKJACK_RULE_TABLE[k].ev !== undefined
).sort((a, b) => (BLACKJACK_RULE_TABLE[a].ev ?? 0) - (BLACKJACK_RULE_TABLE[b].ev ?? 0))

/** Keys added after the first stored rules, each with the value that keeps the old behaviour. */
export const BLACKJACK_RULES_ADDED: Readonly<Partial<BlackjackRules>> = Object.fromEntries(
  BLACKJACK_RULE_KEYS.flatMap((k) => {
    const before = (BLACKJACK_RULE_TABLE[k] as { before?: unknown }).before
    return before === undefined ? [] : [[k, before]]
  })
)

export const BLACKJACK_PRESETS = ['club99', 'vegas-6d', 'european', 'single-deck'] as const
export type BlackjackPreset = (typeof BLACKJACK_PRESETS)[number]
export const DEFAULT_BLACKJACK_PRESET: BlackjackPreset = 'club99'

/** Keys every preset shares (docs/rules-blackjack.md "House rules" defaults); the table's columns override them below. */
const common = {
  penetration: 0.75,
  shuffle: 'shoe',
  doubleOn: 'any',
  splitBy: 'rank',
  hitSplitAces: false,
  insurance: true,
  blackjackPays: '3:2',
  minBet: 0.01,
  maxBet: 'none'
} as const

/** The six-deck shoe game club99 and vegas-6d share: S17, peek, DAS, four hands (the keys in this order). */
const sixDeckShoe = {
  ...common,
  decks: 6,
  dealerHitsSoft17: false,
  peek: true,
  doubleAfterSplit: true,
  maxHands: 4
} as const

export const blackjackPresets: Readonly<Record<BlackjackPreset, Readonly<BlackjackRules>>> = {
  club99: {
    ...sixDeckShoe,
    resplitAces: false,
    surrender: 'late',
    charlie: 11,
    maxCards: 11,
    decisionSeconds: 20
  },
  'vegas-6d': {
    ...sixDeckShoe,
    resplitAces: true,
    surrender: 'late',
    charlie: 'off',
    maxCards: 'none',
    decisionSeconds: 'off'
  },
  european: {
    ...common,
    decks: 6,
    dealerHitsSoft17: false,
    peek: false,
    doubleAfterSplit: true,
    maxHands: 2,
    resplitAces: false,
    surrender: 'none',
    charlie: 'off',
    maxCards: 'none',
    decisionSeconds: 'off'
  },
  'single-deck': {
    ...common,
    decks: 1,
    dealerHitsSoft17: true,
    peek: true,
    doubleAfterSplit: false,
    maxHands: 2,
    resplitAces: false,
    surrender: 'none',
    charlie: 'off',
    maxCards: 'none',
    decisionSeconds: 'off'
  }
}

/**
 * `{ preset?, …keys }` → a complete ruleset. Keys override the preset. Refusals name the key:
 * unknown keys, values out of range, and combinations the table can't play:
 * - `surrender: "early"` needs `peek: false` and `"late"` needs `peek: true`: early surrender is the
 *   one made before the dealer can know about a blackjack, late the one made after the peek, so
 *   the peek setting decides which kind exists (see docs/rules-blackjack.md);
 * - a `charlie` larger than `maxCards` could never happen;
 * - `minBet` above `maxBet`.
 */
export function resolveBlackjackRules(input: unknown): RulesResolution<BlackjackRules> {
  if (input === undefined || input === null) input = {}
  if (typeof input !== 'object' || Array.isArray(input)) return { ok: false, path: '', message: 'must be an object' }
  const given = input as Record<string, unknown>
  const { preset: presetRaw, ...overrides } = given
  let preset: BlackjackPreset = DEFAULT_BLACKJACK_PRESET
  if (presetRaw !== undefined) {
    if (typeof presetRaw !== 'string' || !(BLACKJACK_PRESETS as readonly string[]).includes(presetRaw)) {
      return {
        ok: false,
        path: 'preset',
        message: `must be one of ${BLACKJACK_PRESETS.map((p) => `"${p}"`).join(', ')}`
      }
    }
    preset = presetRaw as BlackjackPreset
  }
  for (const key of Object.keys(overrides)) {
    if (!(key in blackjackRulesSchema.shape))
      return { ok: false, path: key, message: `unknown blackjack house rule "${key}"` }
  }
  const parsed = blackjackRulesSchema.safeParse({ ...blackjackPresets[preset], ...overrides })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { ok: false, path: issue ? issue.path.map(String).join('.') : '', message: issue?.message ?? 'invalid' }
  }
  const r = parsed.data
  // Of two keys in conflict, name the one the user wrote (the other came from the preset).
  const blame = (a: BlackjackRuleKey, b: BlackjackRuleKey): string => (b in overrides || !(a in overrides) ? b : a)
  if (r.surrender === 'early' && r.peek) {
    return {
      ok: false,
      path: blame('peek', 'surrender'),
      message:
        'early surrender is made before the dealer can know about a blackjack, so it needs peek: false (with the peek use "late")',
      i18n: { key: 'ruleCheck.earlySurrenderPeek' }
    }
  }
  if (r.surrender === 'late' && !r.peek) {
    return {
      ok: false,
      path: blame('peek', 'surrender'),
      message:
        'late surrender is made after the dealer\'s peek, so it needs peek: true (without the peek use "early" or "none")',
      i18n: { key: 'ruleCheck.lateSurrenderPeek' }
    }
  }
  if (r.charlie !== 'off' && r.maxCards !== 'none' && r.charlie > r.maxCards) {
    return {
      ok: false,
      path: blame('maxCards', 'charlie'),
      message: `a charlie of ${r.charlie} cards can never happen when a hand holds at most ${r.maxCards} cards (maxCards)`,
      i18n: { key: 'ruleCheck.charlieOverMaxCards', vars: { charlie: r.charlie, maxCards: r.maxCards } }
    }
  }
  if (r.maxBet !== 'none' && r.minBet > r.maxBet) {
    return {
      ok: false,
      path: blame('minBet', 'maxBet'),
      message: `minBet ${r.minBet} is above maxBet ${r.maxBet}`,
      i18n: { key: 'ruleCheck.maxUnderMin', vars: { min: r.minBet } }
    }
  }
  return { ok: true, rules: r }
}

// ---- the odd-cent rule ----------------------------------------------------------------------------

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b)
}

/**
 * The step every stake must be a multiple of, in minor units (docs/rules-blackjack.md, "Odd cents"):
 * blackjack pays exactly stake × 3/2 (or 6/5), and surrender and the default insurance are exactly
 * half the stake, so no payout ever needs rounding. 3:2 with halves: 2 units (0.02 chips); 6:5: 10;
 * 1:1 with halves: 2; 1:1 without surrender or insurance: 1. The refusal and the rules editor name it.
 */
export function blackjackStakeStep(r: Pick<BlackjackRules, 'blackjackPays' | 'surrender' | 'insurance'>): number {
  const den = r.blackjackPays === '3:2' ? 2 : r.blackjackPays === '6:5' ? 5 : 1
  const halfUnit = r.surrender !== 'none' || r.insurance ? 2 : 1
  return (halfUnit * den) / gcd(halfUnit, den)
}

/** The smallest stake the table takes: the table minimum rounded up to the step (minor units). */
export function blackjackSmallestStake(
  r: Pick<BlackjackRules, 'blackjackPays' | 'surrender' | 'insurance' | 'minBet'>
): number {
  const step = blackjackStakeStep(r)
  const min = chipsToMinor(r.minBet) ?? 1
  return Math.ceil(min / step) * step
}

// ---- actions -------------------------------------------------------------------------------------

/** `timeout`: the decision timer ran out; the table treats it as stand (or as decline for insurance). */
export const BLACKJACK_ACTIONS = [
  'hit',
  'stand',
  'double',
  'split',
  'surrender',
  'insurance',
  'even-money',
  'decline',
  'timeout'
] as const
export type BlackjackActionName = (typeof BLACKJACK_ACTIONS)[number]
/** The decisions a person takes (every action but `timeout`), in the order the table lists them. */
export const BLACKJACK_DECISIONS: readonly BlackjackActionName[] = BLACKJACK_ACTIONS.filter((a) => a !== 'timeout')

/**
 * `amountMinor` only with `insurance`: a partial insurance bet, from the table minimum (or half the
 * stake, if that is smaller) up to half the stake, in minor units; without it insurance is half the
 * stake. Even money stays all or nothing.
 */
export const blackjackActionSchema = z
  .object({
    do: oneOf(BLACKJACK_ACTIONS),
    amountMinor: stakeMinor.optional()
  })
  .strict()
  .refine((a) => a.amountMinor === undefined || a.do === 'insurance', {
    error: 'only insurance takes an amount',
    path: ['amountMinor']
  })
export type BlackjackAction = z.infer<typeof blackjackActionSchema>

// ---- outcomes, view, events ----------------------------------------------------------------------

/**
 * How a hand ended (docs/rules-blackjack.md):
 * `blackjack` paid blackjackPays · `win` 1:1 · `charlie` 1:1 at once · `even-money` blackjack paid 1:1
 * against an ace · `push` stake back · `lose` lower total · `bust` over 21 · `surrender` half back ·
 * `dealer-blackjack` lost to the dealer's blackjack (original stake under the peek; every stake on
 * the hand without it).
 */
export const BLACKJACK_OUTCOMES = [
  'blackjack',
  'win',
  'charlie',
  'even-money',
  'push',
  'lose',
  'bust',
  'surrender',
  'dealer-blackjack'
] as const
export type BlackjackOutcome = (typeof BLACKJACK_OUTCOMES)[number]

export type BlackjackPhase = 'insurance' | 'play' | 'over'

export interface BlackjackHandView {
  cards: Card[]
  /** Best total (an ace counts 11 while that doesn't bust). */
  total: number
  soft: boolean
  /** Minor units on this hand, double included. */
  stake: number
  doubled: boolean
  /** Made by a split: 21 on two cards is not a blackjack. */
  fromSplit: boolean
  /** No more decisions on this hand. */
  done: boolean
  /** Set once the hand is settled; until then null. */
  outcome: BlackjackOutcome | null
  /** Minor units won (+) or lost (−), once settled; 0 before. */
  net: number
}

export interface BlackjackSeatView {
  id: string
  /** Chips at the start of the round, minor units. */
  bankroll: number
  /** The original stake, minor units. */
  stake: number
  /** Stakes, doubles, splits and insurance placed so far, minor units. */
  committed: number
  /** Insurance placed (minor units), 0 when none. */
  insurance: number
  /** The insurance bet's net once settled, else null. */
  insuranceNet: number | null
  hands: BlackjackHandView[]
  /** The seat's net once the round is over, else null. */
  net: number | null
}

export interface BlackjackView {
  phase: BlackjackPhase
  dealer: {
    /** null stands for the face-down hole card. */
    cards: Array<Card | null>
    /** Total of the face-up cards. */
    total: number
    soft: boolean
  }
  seats: BlackjackSeatView[]
  /** Whose decision the table waits for, or null. */
  turn: { seat: string; hand: number } | null
  /** Legal actions of the viewer now (empty when it is not the viewer's turn). */
  allowed: BlackjackActionName[]
  /** The decision timer in seconds, or null when off. */
  decisionSeconds: number | null
  shoe: { remaining: number; cutCardOut: boolean }
  /** Seat id → net in minor units (and `dealer`), once the round is over. */
  nets: Record<string, number> | null
}

export type BlackjackEvent =
  | { type: 'deal'; to: string; hand: number; card: Card | null }
  | { type: 'action'; seat: string; hand: number; do: BlackjackActionName }
  | { type: 'peek'; blackjack: boolean }
  | { type: 'reveal'; card: Card }
  | { type: 'insurance-settled'; seat: string; net: number }
  | { type: 'hand-settled'; seat: string; hand: number; outcome: BlackjackOutcome; net: number }
  | { type: 'round-over'; nets: Record<string, number> }
