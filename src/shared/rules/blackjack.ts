/** Blackjack's house-rule keys for the rules screen (docs/rules-blackjack.md, seed 004): the rows of `BLACKJACK_RULE_TABLE`; their words are in src/shared/i18n/rules.*.ts. */
import {
  BLACKJACK_RULE_KEYS,
  BLACKJACK_RULE_TABLE,
  DEFAULT_BLACKJACK_PRESET,
  resolveBlackjackRules,
  type BlackjackRuleKey
} from '../games/blackjack'
import type { RuleKeyName } from '../i18n/rules'
import { keysCheck, ruleKeys, tableLimits, type RuleRow } from './build'
import type { GameRulesDraft } from './types'

// Blackjack's resolved rules are its keys; only the preset is the input's.
const check = keysCheck(resolveBlackjackRules, (rules, input) => {
  const given = (input ?? {}) as Record<string, unknown>
  const preset = typeof given.preset === 'string' ? given.preset : DEFAULT_BLACKJACK_PRESET
  return { preset, ...rules }
})

/** A rule without words in both catalogues fails to compile here. */
const withWords = (key: Exclude<BlackjackRuleKey, 'minBet' | 'maxBet'>): RuleKeyName<'blackjack'> => key

const rows: Array<RuleRow<'blackjack'>> = BLACKJACK_RULE_KEYS.flatMap((key) => {
  const { group, kind } = BLACKJACK_RULE_TABLE[key]
  return key === 'minBet' || key === 'maxBet' ? [] : [[withWords(key), group, kind] as const]
})

export const blackjackRulesDraft: GameRulesDraft<'blackjack'> = {
  game: 'blackjack',
  defaultPreset: DEFAULT_BLACKJACK_PRESET,
  presets: ['club99', 'vegas-6d', 'european', 'single-deck'],
  check,
  keys: [
    ...ruleKeys<'blackjack'>('docs/rules-blackjack.md, House rules (seed 004)', rows),
    ...tableLimits<'blackjack'>('none')
  ]
}
