/**
 * The rules screen's registry: for each game, every house-rule key with its type, allowed values and
 * default per preset. The keys and ranges are the games' own zod schemas' (src/shared/games/*);
 * tests/rulesets/registry.test.ts drives each entry's extremes through the game's resolve function,
 * so this file cannot drift from what tables accept. Data only: a key's name and explanation and a
 * preset's "follows" line are words in the catalogues (src/shared/i18n/rules.*.ts), named here by key.
 */
import type { ServerText } from '../contract/server-text'
import type { GameId } from '../games'
import type { PresetName, RuleKeyName, RuleWordKey } from '../i18n/rules'

export type { Words } from '../i18n/words'
export type { RuleWordKey } from '../i18n/rules'

/**
 * How a key is edited. `chips` amounts are chips (two decimals), as rulesets and scenario files
 * write them. `special` is a value outside the range that switches the key off (`"off"`, `"none"`,
 * or null for "no maximum").
 */
export type RuleKeyKind =
  | { type: 'enum'; values: readonly string[] }
  | { type: 'boolean' }
  | { type: 'integer'; min: number; max: number; special?: string | null }
  | { type: 'number'; min: number; max: number; step: number }
  | { type: 'chips'; min: number; max: number; special?: string | null }

export type RuleValue = string | number | boolean | null

export interface RuleKeyInfo {
  /** The key as the rules object writes it; a dotted key sits inside an object (`pay.xiBang`, `payTable.double`). */
  key: string
  /** Keys shown together on the screen (e.g. the pay table's rows). */
  group: string
  kind: RuleKeyKind
  /** The value each preset gives this key. */
  defaults: Readonly<Record<string, RuleValue>>
  /** Its name and its explanation, as keys into the registry's words. */
  label: RuleWordKey
  help: RuleWordKey
  /** Where the rule comes from: the docs/rules-*.md section and the seed it follows. */
  source: string
}

export interface PresetInfo {
  preset: string
  isDefault: boolean
  /**
   * Which seed or house the preset follows (the preset tables of docs/rules-*.md), as a key into the
   * registry's words.
   */
  follows: RuleWordKey
}

/** Any game's rules object in the form rulesets store and scenario files use: `{ preset, …keys }`. */
export type RuleKeys = Record<string, unknown>

export type KeysCheck =
  { ok: true; keys: RuleKeys; rules: unknown } | { ok: false; path: string; message: string; i18n?: ServerText }

export interface GameRulesInfo {
  game: GameId
  defaultPreset: string
  presets: readonly PresetInfo[]
  keys: readonly RuleKeyInfo[]
  /**
   * `{ preset?, …keys }` → the game's resolved rules and the complete canonical keys (every key
   * written out, so a stored ruleset means the same thing even if a preset's defaults change later).
   */
  check(input: unknown): KeysCheck
  /** Writes named sub-tables out in full so every dotted key can be read and set (Sic Bo's `payTable`). */
  expand?(keys: RuleKeys): RuleKeys
}

/** One key as a game's registry writes it: the defaults and the words' keys are filled in (index.ts). */
export interface RuleKeyDraft<G extends GameId> {
  key: RuleKeyName<G>
  group: string
  kind: RuleKeyKind
  source: string
}

/** A game's registry as written by hand. */
export interface GameRulesDraft<G extends GameId> {
  game: G
  defaultPreset: string
  presets: readonly PresetName<G>[]
  keys: ReadonlyArray<RuleKeyDraft<G>>
  check: GameRulesInfo['check']
  expand?: GameRulesInfo['expand']
}
