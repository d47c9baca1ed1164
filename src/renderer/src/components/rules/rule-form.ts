import type { GameRulesInfo, RuleKeys } from '@shared/rules/index'

/**
 * What every field of one ruleset's form shares: the game's registry and the keys being edited (a
 * field reads its value from them), the house's refusals by key, and where a field reports its change
 * and its own problem (both by key). One object, so a field is given only its key and how it is drawn.
 */
export interface RuleForm {
  rules: Pick<GameRulesInfo, 'expand'>
  keys: RuleKeys
  problems: Readonly<Record<string, string>>
  onchange: (key: string, value: unknown) => void
  onproblem?: ((key: string, problem: string | null) => void) | undefined
}
