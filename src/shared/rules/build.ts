/**
 * The registry's rows written as tables: each key is `[key, group, kind]`, a game's keys from one
 * source come in one call, and the table limits every game has come from `tableLimits`. A game's
 * `check` is `keysCheck` over its resolve function.
 */
import type { GameId } from '../games'
import type { RulesResolution } from '../games/resolution'
import { MAX_CHIPS_INPUT } from '../money'
import type { RuleKeyName } from '../i18n/rules'
import type { KeysCheck, RuleKeyDraft, RuleKeyKind, RuleKeys } from './types'

/** A game's `check`: the input resolved to its rules (or its first problem), and those rules written back out as keys. */
export function keysCheck<R>(
  resolve: (input: unknown) => RulesResolution<R>,
  toKeys: (rules: R, input: unknown) => RuleKeys
): (input: unknown) => KeysCheck {
  return (input) => {
    const r = resolve(input)
    if (!r.ok) return { ok: false, path: r.path, message: r.message, ...(r.i18n ? { i18n: r.i18n } : {}) }
    return { ok: true, keys: toKeys(r.rules, input), rules: r.rules }
  }
}

export type RuleRow<G extends GameId> = readonly [key: RuleKeyName<G>, group: string, kind: RuleKeyKind]

export function ruleKeys<G extends GameId>(source: string, rows: ReadonlyArray<RuleRow<G>>): Array<RuleKeyDraft<G>> {
  return rows.map(([key, group, kind]) => ({ key, group, kind, source }))
}

export const boolean: RuleKeyKind = { type: 'boolean' }

export function oneOf(values: readonly string[]): RuleKeyKind {
  return { type: 'enum', values }
}

export function integer(min: number, max: number, special?: string | null): RuleKeyKind {
  return special === undefined ? { type: 'integer', min, max } : { type: 'integer', min, max, special }
}

/** An amount in chips, from one hundredth up to the most a field takes. */
export function chips(special?: string | null): RuleKeyKind {
  const range = { type: 'chips', min: 0.01, max: MAX_CHIPS_INPUT } as const
  return special === undefined ? range : { ...range, special }
}

export const LIMITS_SOURCE = 'docs/rules-*.md, table limits (minBet, maxBet)'

/** The smallest and largest stake, which every game has; `noMax` is the value of "no maximum". */
export function tableLimits<G extends GameId>(
  noMax: string | null,
  maxBetSource = LIMITS_SOURCE
): Array<RuleKeyDraft<G>> {
  return [
    { key: 'minBet' as RuleKeyName<G>, group: 'limits', kind: chips(), source: LIMITS_SOURCE },
    { key: 'maxBet' as RuleKeyName<G>, group: 'limits', kind: chips(noMax), source: maxBetSource }
  ]
}
