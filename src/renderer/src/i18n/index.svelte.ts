/**
 * i18n for the renderer: i18next (engine.ts) does lookup, interpolation and plural selection; this
 * wrapper adds typed keys and makes the language a rune, so every text read through `t` re-renders
 * when the language changes.
 */
import type { Language } from '@shared/contract/index'
import { formatChips, minorToChips, type Minor } from '@shared/money'
import { createEngine } from './engine'
import { LOCALE_TAG } from './locale'
import { serverText, type ValueWords } from './server-text'
import { spotWords } from '@shared/describe/spots'
import { fieldWords, reasonWords } from './request-words'
import type { MessageKey, PluralKey, Vars } from './messages'

export type { MessageKey, PluralKey, Vars } from './messages'
export { LOCALE_TAG } from './locale'

const engine = createEngine()

let current = $state<Language>('vi')

export function language(): Language {
  return current
}

export function locale(): string {
  return LOCALE_TAG[current]
}

export function setLanguage(next: Language): void {
  current = next
  if (typeof document !== 'undefined') document.documentElement.lang = next
}

export function t(key: MessageKey, vars?: Vars): string {
  return engine.t(key, { ...vars, lng: current })
}

/** Values the house's refusals name by key, worded in the language shown. */
const VALUE_WORDS: ValueWords = {
  // A refused request's field and reason (server text `request.invalid`).
  field: (v) => fieldWords(v, current),
  problem: (v) => reasonWords(v, current),
  // A Sic Bo spot ("small" → "Nhỏ").
  spot: (v) => spotWords(v, t)
}

/** The house's refusal in the current language (`server.<key>`), or null when the catalogue lacks it. */
export function tServer(text: { key: string; vars?: Vars } | undefined): string | null {
  return serverText(engine, current, text, VALUE_WORDS)
}

/** A text chosen by a number: Vietnamese has one form, English "1 profile" / "2 profiles". */
export function tn(key: PluralKey, count: number, vars?: Vars): string {
  return engine.t(key, { ...vars, count, lng: current })
}

/** "1.250,5 chip" / "1,250.5 chips", from integer minor units. */
export function chips(minor: Minor): string {
  return tn('chips.amount', minorToChips(minor), { amount: formatChips(minor, LOCALE_TAG[current]) })
}

export function formatNumber(n: number): string {
  return new Intl.NumberFormat(LOCALE_TAG[current]).format(n)
}

/** An expected value per unit staked, as a signed percent to one decimal ("+1,2 %" / "−0.4%"). */
export function evPercent(ev: number): string {
  return new Intl.NumberFormat(LOCALE_TAG[current], {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero'
  }).format(ev)
}

export function formatDate(iso: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return iso
  return new Intl.DateTimeFormat(LOCALE_TAG[current], { dateStyle: 'long' }).format(d)
}
