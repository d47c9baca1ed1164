/** Blackjack's house-rule keys for the rules screen (docs/rules-blackjack.md, seed 004); their words are in src/shared/i18n/rules.*.ts. */
import { BLACKJACK_PAYS, DEFAULT_BLACKJACK_PRESET, resolveBlackjackRules } from '../games/blackjack'
import { boolean, integer, keysCheck, oneOf, ruleKeys, tableLimits } from './build'
import type { GameRulesDraft } from './types'

// Blackjack's resolved rules are its keys; only the preset is the input's.
const check = keysCheck(resolveBlackjackRules, (rules, input) => {
  const given = (input ?? {}) as Record<string, unknown>
  const preset = typeof given.preset === 'string' ? given.preset : DEFAULT_BLACKJACK_PRESET
  return { preset, ...rules }
})

export const blackjackRulesDraft: GameRulesDraft<'blackjack'> = {
  game: 'blackjack',
  defaultPreset: DEFAULT_BLACKJACK_PRESET,
  presets: ['club99', 'vegas-6d', 'european', 'single-deck'],
  check,
  keys: [
    ...ruleKeys<'blackjack'>('docs/rules-blackjack.md, House rules (seed 004)', [
      ['decks', 'shoe', integer(1, 8)],
      ['penetration', 'shoe', { type: 'number', min: 0.5, max: 0.9, step: 0.01 }],
      ['shuffle', 'shoe', oneOf(['shoe', 'every-round'])],
      ['peek', 'dealer', boolean],
      ['dealerHitsSoft17', 'dealer', boolean],
      ['doubleOn', 'double', oneOf(['any', '9-11', '10-11'])],
      ['doubleAfterSplit', 'double', boolean],
      ['splitBy', 'split', oneOf(['rank', 'value'])],
      ['maxHands', 'split', integer(1, 8)],
      ['resplitAces', 'split', boolean],
      ['hitSplitAces', 'split', boolean],
      ['surrender', 'player', oneOf(['late', 'early', 'none'])],
      ['insurance', 'player', boolean],
      ['blackjackPays', 'payouts', oneOf(BLACKJACK_PAYS)],
      ['charlie', 'payouts', integer(5, 11, 'off')],
      ['maxCards', 'player', integer(3, 21, 'none')],
      ['decisionSeconds', 'player', integer(5, 600, 'off')]
    ]),
    ...tableLimits<'blackjack'>('none')
  ]
}
