/** The Blackjack analysis tests' rules: a preset with the keys the analysis does not model (Charlie, a card limit) off. */
import { resolveBlackjackRules, type BlackjackRules } from '@shared/games/blackjack'

export function rulesOf(over: Record<string, unknown>): BlackjackRules {
  const r = resolveBlackjackRules({ preset: 'vegas-6d', charlie: 'off', maxCards: 'none', ...over })
  if (!r.ok) throw new Error(`${r.path}: ${r.message}`)
  return r.rules
}
