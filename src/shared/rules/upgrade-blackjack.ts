/**
 * Blackjack's saved rules read back (upgrade.ts is the entry point; upgrade-kit.ts says how). A
 * snapshot is the resolved rules, every key of `blackjackRulesSchema`; a key added to the game later
 * goes into `BLACKJACK_RULES_ADDED` with the value meaning "as before it", so a round stored without
 * the key replays as it was played.
 */
import { blackjackRulesSchema, type BlackjackRules } from '../games/blackjack'
import { rulesUpgrade, type Upgraded } from './upgrade-kit'

/** Keys added after the first stored Blackjack rules, each with the value that keeps the old behaviour (none yet). */
export const BLACKJACK_RULES_ADDED: Readonly<Partial<BlackjackRules>> = {}

export const upgradeBlackjackRules: (raw: unknown, format: number) => Upgraded<BlackjackRules> = rulesUpgrade(
  blackjackRulesSchema,
  BLACKJACK_RULES_ADDED
)
