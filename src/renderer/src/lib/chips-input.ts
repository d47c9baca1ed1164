/**
 * What the user types into a chips field → integer minor units, in the way their language writes
 * numbers, as the app itself shows them: Vietnamese "1.000", "1.250,5", "12,5"; English "1,000",
 * "1,250.5", "12.5". Groups of three digits may also be set off by spaces. A lone separator followed by
 * one or two digits is read as the decimal mark either way ("12.5" in Vietnamese, "12,5" in English),
 * since it cannot be a thousands group; anything else ambiguous, signs and more than two decimals are
 * refused, so "1.000" is never silently read as one chip.
 */
import { chipsToMinor, type Minor } from '@shared/money'

export type ChipsParse = { ok: true; minor: Minor } | { ok: false; reason: 'format' | 'range' }

export type NumberLanguage = 'vi' | 'en'

const MARKS: Record<NumberLanguage, { group: string; decimal: string }> = {
  vi: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' }
}

const esc = (c: string): string => `\\${c}`

/** The typed text as plain digits with "." for decimals, or null when it is not a number written in `lang`. */
export function normalizeNumber(text: string, lang: NumberLanguage): string | null {
  // Spaces (also no-break and narrow no-break) only ever separate groups of digits.
  const s = text.trim().replace(/(\d)[\u0020\u00a0\u202f](?=\d{3}(?:\D|$))/g, '$1')
  const { group, decimal } = MARKS[lang]
  const g = esc(group)
  const d = esc(decimal)
  const grouped = new RegExp(`^(\\d{1,3}(?:${g}\\d{3})+|\\d+)(?:${d}(\\d{1,2}))?$`).exec(s)
  if (grouped) return `${(grouped[1] as string).split(group).join('')}${grouped[2] ? `.${grouped[2]}` : ''}`
  // The other mark with one or two digits after it can only be a decimal mark.
  const other = new RegExp(`^(\\d+)${g}(\\d{1,2})$`).exec(s)
  if (other) return `${other[1]}.${other[2]}`
  return null
}

export function parseChips(text: string, minMinor: Minor, maxMinor: Minor, lang: NumberLanguage = 'vi'): ChipsParse {
  const plain = normalizeNumber(text, lang)
  if (plain === null) return { ok: false, reason: 'format' }
  const minor = chipsToMinor(Number(plain))
  // The shape already guarantees digits with at most two decimals, so chipsToMinor can only refuse
  // zero or an amount beyond any input limit: both are out of range.
  if (minor === null) return { ok: false, reason: 'range' }
  if (minor < minMinor || minor > maxMinor) return { ok: false, reason: 'range' }
  return { ok: true, minor }
}
