/**
 * The house's refusals in the user's language. The house sends `{ key, vars }` next to its English
 * message (RpcError.i18n); the text is `server.<key>` from the catalogue. Anything short of a complete
 * text gives null, so the caller shows the house's own message instead: a key this renderer does not
 * know (a newer house), or a value the text needs that did not come.
 */
import type { i18n } from 'i18next'
import type { Language } from '@shared/contract/index'
import { LOCALE_TAG } from './locale'
import type { Vars } from './messages'

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g

/**
 * How to word the values the house sends as keys, by the name of the var that carries them (a Sic Bo
 * `spot` such as "combo:2-5", a request's `field`); index.svelte.ts lists them. A var not listed is
 * shown as sent.
 */
export type ValueWords = Readonly<Record<string, (value: string) => string>>

export function serverText(
  engine: i18n,
  lng: Language,
  text: { key: string; vars?: Vars } | undefined,
  valueWords: ValueWords
): string | null {
  if (!text || typeof text.key !== 'string' || text.key === '') return null
  const full = `server.${text.key}`
  // getResource, not exists: a key naming a whole section (an object) is no text.
  const template: unknown = engine.getResource(lng, 'translation', full)
  if (typeof template !== 'string') return null
  const given = text.vars ?? {}
  for (const m of template.matchAll(PLACEHOLDER)) {
    const name = m[1] as string
    if (!Object.prototype.hasOwnProperty.call(given, name)) return null
  }
  // Numbers are written the language's way ("1.000.000" / "1,000,000").
  const format = new Intl.NumberFormat(LOCALE_TAG[lng])
  const vars: Vars = {}
  for (const [k, v] of Object.entries(given)) {
    const word = Object.prototype.hasOwnProperty.call(valueWords, k) ? valueWords[k] : undefined
    vars[k] = typeof v === 'number' ? format.format(v) : word ? word(v) : v
  }
  return engine.t(full, { ...vars, lng })
}
