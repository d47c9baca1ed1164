/**
 * Blackjack's saved rules read back (upgrade.ts is the entry point; upgrade-kit.ts says how). A
 * snapshot is the resolved rules, every key of `blackjackRulesSchema`; a key added to the game later
 * carries `before` in `BLACKJACK_RULE_TABLE`, the value meaning "as before it", so a round stored
 * without the key replays as it was played.
 */
import { BLACKJACK_RULES_ADDED, blackjackRulesSchema, type BlackjackRules } from '../games/blackjack'
import { rulesUpgrade, type Upgraded } from './upgrade-kit'

export { BLACKJACK_RULES_ADDED }

export const upgradeBlackjackRules: (raw: unknown, format: number) => Upgraded<BlackjackRules> = rulesUpgrade(
  blackjackRulesSchema,
  BLACKJACK_RULES_ADDED
)
