/**
 * The house-rule registry of every game (see types.ts), and the helpers the rules screen edits a
 * keys object with. Shared with the renderer: nothing here touches Node.
 */
import type { GameId } from '../games'
import { blackjackRulesDraft } from './blackjack'
import { sicboRulesDraft } from './sicbo'
import { keyHelp, keyLabel, presetFollows } from '../i18n/rules'
import type { GameRulesDraft, GameRulesInfo, KeysCheck, PresetInfo, RuleKeyInfo, RuleKeys, RuleValue } from './types'
import { xidachRulesDraft } from './xidach'

export type * from './types'
export { xidachRulesToKeys } from './xidach'
export { sicboPayTableOf } from './sicbo'
export { ruleWords } from '../i18n/rules'

/** The value at a dotted key (`pay.xiBang`), named sub-tables expanded; undefined when absent. */
export function getRuleValue(info: Pick<GameRulesInfo, 'expand'>, keys: RuleKeys, key: string): unknown {
  let node: unknown = info.expand ? info.expand(keys) : keys
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

/** A copy of `keys` with one dotted key set (named sub-tables written out first). */
export function setRuleValue(
  info: Pick<GameRulesInfo, 'expand'>,
  keys: RuleKeys,
  key: string,
  value: unknown
): RuleKeys {
  const root: RuleKeys = structuredClone(info.expand ? info.expand(keys) : keys)
  const parts = key.split('.')
  let node = root as Record<string, unknown>
  for (const part of parts.slice(0, -1)) {
    const next = node[part]
    const child =
      next !== null && typeof next === 'object' && !Array.isArray(next) ? (next as Record<string, unknown>) : {}
    node[part] = child
    node = child
  }
  node[parts[parts.length - 1] as string] = value
  return root
}

function complete<G extends GameId>(draft: GameRulesDraft<G>): GameRulesInfo {
  const presetKeys = new Map<string, RuleKeys>()
  for (const preset of draft.presets) {
    const c: KeysCheck = draft.check({ preset })
    if (!c.ok) throw new Error(`${draft.game} preset ${preset} does not resolve: ${c.path}: ${c.message}`)
    presetKeys.set(preset, c.keys)
  }
  const keys: RuleKeyInfo[] = draft.keys.map((k) => {
    const defaults: Record<string, RuleValue> = {}
    for (const [preset, pk] of presetKeys) defaults[preset] = getRuleValue(draft, pk, k.key) as RuleValue
    return { ...k, defaults, label: keyLabel(draft.game, k.key), help: keyHelp(draft.game, k.key) }
  })
  const presets: PresetInfo[] = draft.presets.map((preset) => ({
    preset,
    isDefault: preset === draft.defaultPreset,
    follows: presetFollows(draft.game, preset)
  }))
  return { ...draft, presets, keys }
}

export const RULES: Readonly<Record<GameId, GameRulesInfo>> = {
  xidach: complete(xidachRulesDraft),
  blackjack: complete(blackjackRulesDraft),
  sicbo: complete(sicboRulesDraft)
}

/** `{ preset?, …keys }` of any game → its resolved rules and canonical keys, or the key at fault. */
export function checkRuleKeys(game: GameId, input: unknown): KeysCheck {
  return RULES[game].check(input)
}

/** The canonical keys of a preset. */
export function presetKeys(game: GameId, preset: string): RuleKeys {
  const c = RULES[game].check({ preset })
  if (!c.ok) throw new Error(`${game}: unknown preset ${preset}`)
  return c.keys
}
