/**
 * What each of a Blackjack ruleset's rules is worth: the player's EV with that one rule changed from a
 * baseline game, against the baseline itself, from the exact analysis. The baseline is the game rule
 * tables are usually written against (six decks, S17, peek, double any two, DAS, split to four hands,
 * no resplit or hit of aces, no surrender, 3:2; Farmer's −0.4029 %), so "H17 costs 0.22 %" reads as
 * published tables do. A rule that cannot stand alone in the baseline (early surrender needs no peek, a
 * charlie needs room under maxCards) is measured on top of the rule it needs, which is named. What the
 * rows do not add up to, the rules' effect on each other, is its own figure.
 */
import {
  BLACKJACK_EV_KEYS,
  blackjackPresets,
  type BlackjackRuleKey,
  type BlackjackRules
} from '@shared/games/blackjack'
import { resolveBlackjackRules } from '@shared/games/blackjack'

export const RULE_COST_BASELINE: Readonly<BlackjackRules> = {
  ...blackjackPresets['vegas-6d'],
  resplitAces: false,
  surrender: 'none'
}

/** A key whose value may be invalid alone in the baseline, and the keys it may need with it. */
const NEEDS: Partial<Record<BlackjackRuleKey, readonly BlackjackRuleKey[]>> = {
  surrender: ['peek'],
  peek: ['surrender'],
  charlie: ['maxCards'],
  maxCards: ['charlie']
}

export interface RuleCostRow {
  key: BlackjackRuleKey
  /** The person's value and the baseline's. */
  value: BlackjackRules[BlackjackRuleKey]
  baseline: BlackjackRules[BlackjackRuleKey]
  /** Keys set to the person's values too, because this one can't stand without them (counted in their own rows). */
  with: BlackjackRuleKey[]
  /** The player's EV change, percent of the initial stake (negative: it costs the player). */
  evPercent: number
}

export interface RuleCosts {
  baselineEvPercent: number
  playerEvPercent: number
  rows: RuleCostRow[]
  /** playerEvPercent − baselineEvPercent − Σ rows: what the rules do to each other. */
  togetherPercent: number
}

const valid = (r: BlackjackRules): boolean => resolveBlackjackRules(r).ok

/**
 * The rows for `rules`, given the player's EV (percent) of any rules; `ev` is asked for the baseline,
 * the rules themselves and one variant a differing key (each cached by the caller's analysis).
 */
export async function ruleCosts(rules: BlackjackRules, ev: (r: BlackjackRules) => Promise<number>): Promise<RuleCosts> {
  const base: BlackjackRules = { ...RULE_COST_BASELINE }
  // The keys the exact analysis plays by, in the order people read them (the rule table's `ev`).
  const differing = BLACKJACK_EV_KEYS.filter((k) => rules[k] !== base[k])
  const [baselineEvPercent, playerEvPercent] = await Promise.all([ev(base), ev(rules)])
  const rows = await Promise.all(
    differing.map(async (key): Promise<RuleCostRow> => {
      const alone: BlackjackRules = { ...base, [key]: rules[key] }
      let context: BlackjackRuleKey[] = []
      if (!valid(alone)) context = (NEEDS[key] ?? []).filter((k) => rules[k] !== base[k])
      const under: BlackjackRules = { ...base }
      for (const k of context) Object.assign(under, { [k]: rules[k] })
      const variant: BlackjackRules = { ...under, [key]: rules[key] }
      if (!valid(variant) || !valid(under)) throw new Error(`no valid variant for ${key}`)
      const [withKey, without] = await Promise.all([ev(variant), context.length ? ev(under) : baselineEvPercent])
      return { key, value: rules[key], baseline: base[key], with: context, evPercent: withKey - without }
    })
  )
  const sum = rows.reduce((a, r) => a + r.evPercent, 0)
  return { baselineEvPercent, playerEvPercent, rows, togetherPercent: playerEvPercent - baselineEvPercent - sum }
}
