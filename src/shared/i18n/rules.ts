/**
 * The house-rule registry's words (rules.vi.ts, rules.en.ts) by key. The registry (src/shared/rules)
 * names a key's label and help and a preset's "follows" line by these keys, never by the words, so
 * the renderer looks them up in its catalogue (`houseRules.registry.<key>`) and the house here.
 */
import type { GameId } from '../games'
import { ruleWordsEn } from './rules.en'
import { ruleWordsVi } from './rules.vi'
import { textAt, type Words } from './words'

type Catalogue = typeof ruleWordsVi

/** Dotted paths to each `{ label, help }` entry: `aceValue`, `pay.xiBang`, `payTable.smallBig`. */
type EntryPaths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends { label: string; help: string } ? `${P}${K}` : EntryPaths<T[K], `${P}${K}.`>
}[keyof T & string]

/** The house-rule keys of a game that have words: a key the registry lists without them is a type error. */
export type RuleKeyName<G extends GameId> = EntryPaths<Catalogue[G]['keys']>
export type PresetName<G extends GameId> = keyof Catalogue[G]['presets'] & string

/** A key into the registry's words: `<game>.keys.<key>.label|help` or `<game>.presets.<preset>`. */
export type RuleWordKey = string & { readonly ruleWord: unique symbol }

export function keyLabel(game: GameId, key: string): RuleWordKey {
  return `${game}.keys.${key}.label` as RuleWordKey
}

export function keyHelp(game: GameId, key: string): RuleWordKey {
  return `${game}.keys.${key}.help` as RuleWordKey
}

export function presetFollows(game: GameId, preset: string): RuleWordKey {
  return `${game}.presets.${preset}` as RuleWordKey
}

/** A registry word in both languages (what `rulesets.presets` sends); the key itself if it has none. */
export function ruleWords(key: RuleWordKey): Words {
  return { vi: textAt(ruleWordsVi, key) ?? key, en: textAt(ruleWordsEn, key) ?? key }
}
