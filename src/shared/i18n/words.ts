/**
 * What every catalogue shares: the two languages, a text in both, the shape a translation must have
 * (the Vietnamese catalogue with each text widened to `string`, so a missing or extra English word
 * is a type error) and the lookup of a dotted key in a catalogue. The renderer's catalogues
 * (src/renderer/src/i18n) include the shared ones (this folder), so each word is written once.
 */
export type Lang = 'vi' | 'en'

/** One text in both languages, as the house sends words it has no key for on the wire. */
export interface Words {
  vi: string
  en: string
}

export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }

/** The text at a dotted key (`xidach.keys.pay.xiBang.label`) in a catalogue; undefined when absent. */
export function textAt(catalogue: object, key: string): string | undefined {
  let node: unknown = catalogue
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

/** A template's `{{name}}` placeholders filled in (the renderer's i18next writes them the same way). */
export function fill(template: string, vars: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}
