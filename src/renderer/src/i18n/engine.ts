/**
 * The renderer's text engine, kept apart from the rune wrapper (index.svelte.ts) so plain tests can use
 * it: lookup by dotted key, `{{name}}` interpolation and plural selection through Intl.PluralRules
 * (`key_one`, `key_other`, …), the placeholders filled as the house fills them (shared/i18n `fill`). It
 * does what i18next did for these catalogues and nothing more (14 KiB of gzipped script less,
 * docs/ui.md); engine.test.ts holds it to i18next's answers for every key of
 * both languages. Behaviours kept: a key with no text gives the key itself; a plural key without the
 * form a count selects falls back to the base key; a var not given leaves its placeholder; Svelte
 * escapes what it renders, so nothing is escaped here.
 */
import type { Language } from '@shared/contract/index'
import { fill } from '@shared/i18n/words'
import { en } from './en'
import { vi } from './vi'

type Tree = { readonly [key: string]: string | Tree }
export type TextVars = Readonly<Record<string, string | number>> & { lng?: Language }

export interface TextEngine {
  /** The language a call without `lng` is in: Vietnamese. */
  readonly language: Language
  /** The text of `key` in `lng`, interpolated with the other vars (and chosen by `count` when a number). */
  t(key: string, vars?: TextVars): string
  /** The raw catalogue entry at `key` (a text or a whole section), undefined when there is none. */
  getResource(lng: Language, ns: 'translation', key: string): unknown
}

function resolve(tree: Tree, key: string): unknown {
  let at: unknown = tree
  for (const part of key.split('.')) {
    if (typeof at !== 'object' || at === null || !Object.prototype.hasOwnProperty.call(at, part)) return undefined
    at = (at as Tree)[part]
  }
  return at
}

export function createEngine(): TextEngine {
  const catalogues: Record<Language, Tree> = { vi, en }
  const rules = new Map<Language, Intl.PluralRules>()
  const pluralOf = (lng: Language, n: number): string => {
    let r = rules.get(lng)
    if (!r) rules.set(lng, (r = new Intl.PluralRules(lng)))
    return r.select(n)
  }
  return {
    language: 'vi',
    t(key, vars = {}) {
      const lng = vars.lng ?? 'vi'
      const tree = catalogues[lng]
      let found: unknown
      // As i18next: a number count selects the form (0 tries `_zero` first), a string one does not.
      const count = vars.count
      if (typeof count === 'number') {
        if (count === 0) found = resolve(tree, `${key}_zero`)
        if (typeof found !== 'string') found = resolve(tree, `${key}_${pluralOf(lng, count)}`)
      }
      if (typeof found !== 'string') found = resolve(tree, key)
      return typeof found === 'string' ? fill(found, vars) : key
    },
    getResource: (lng, _ns, key) => resolve(catalogues[lng], key)
  }
}
