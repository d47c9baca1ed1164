/** Sic Bo's house-rule keys for the rules screen (docs/rules-sicbo.md); their words are in src/shared/i18n/rules.*.ts. */
import {
  DEFAULT_SICBO_PRESET,
  MAX_PAYOUT,
  PAY_TABLES,
  PAY_TABLE_ROWS,
  resolveSicboRules,
  sicboRulesToKeys,
  type SicboPayTable
} from '../games/sicbo'
import { boolean, chips, integer, keysCheck, ruleKeys, tableLimits } from './build'
import type { GameRulesDraft } from './types'

export const sicboRulesDraft: GameRulesDraft<'sicbo'> = {
  game: 'sicbo',
  defaultPreset: DEFAULT_SICBO_PRESET,
  presets: ['trainer', 'atlantic-city', 'macau'],
  keys: [
    ...ruleKeys<'sicbo'>(
      'docs/rules-sicbo.md, Pay tables (seed 003)',
      PAY_TABLE_ROWS.map((row) => [`payTable.${row}`, 'payTable', integer(0, MAX_PAYOUT)] as const)
    ),
    ...ruleKeys<'sicbo'>('docs/rules-sicbo.md, oddEven (seed 003)', [['oddEven', 'spots', boolean]]),
    ...tableLimits<'sicbo'>(null, 'docs/rules-sicbo.md, maxBet'),
    ...ruleKeys<'sicbo'>('docs/rules-sicbo.md, maxTotalBet', [['maxTotalBet', 'limits', chips(null)]])
  ],
  check: keysCheck(resolveSicboRules, (rules) => ({ ...sicboRulesToKeys(rules) })),
  expand: (k) => {
    const table = sicboPayTableOf(k)
    return table ? { ...k, payTable: table } : k
  }
}

/** The pay table a keys object stands for, a named table expanded. */
export function sicboPayTableOf(keys: Record<string, unknown>): SicboPayTable | null {
  const t = keys.payTable
  if (typeof t === 'string') return t in PAY_TABLES ? { ...PAY_TABLES[t as keyof typeof PAY_TABLES] } : null
  if (typeof t === 'object' && t !== null && !Array.isArray(t)) return t as SicboPayTable
  return null
}
