/**
 * A typed calendar date ↔ the filters' local yyyy-mm-dd, in the order the app's language writes dates
 * (not the browser's, which is what <input type="date"> follows): Vietnamese day/month/year
 * "01/12/2026", English (the app's en-US) month/day/year "12/01/2026". "/", "." and "-" all separate;
 * a one-digit day or month is accepted; the year has four digits. Dates that do not exist (31/02) are
 * refused rather than rolled over into the next month.
 */
export type DateLanguage = 'vi' | 'en'

export type DateParse = { ok: true; iso: string } | { ok: false; reason: 'format' | 'invalid' }

const pad = (n: number, width = 2): string => String(n).padStart(width, '0')

function daysIn(year: number, month: number): number {
  // Day 0 of the next month is this month's last day (UTC, so no time zone can move it).
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** yyyy-mm-dd → the language's form; '' stays '' and anything not a yyyy-mm-dd date is shown as is. */
export function formatDateInput(iso: string, lang: DateLanguage): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!m) return iso
  const [, y, mo, d] = m as unknown as [string, string, string, string]
  return lang === 'vi' ? `${d}/${mo}/${y}` : `${mo}/${d}/${y}`
}

/** What the user typed → yyyy-mm-dd; blank means "no date" (iso ''). */
export function parseDateInput(text: string, lang: DateLanguage): DateParse {
  const s = text.trim()
  if (s === '') return { ok: true, iso: '' }
  const m = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(s)
  if (!m) return { ok: false, reason: 'format' }
  const a = Number(m[1])
  const b = Number(m[2])
  const year = Number(m[3])
  const [day, month] = lang === 'vi' ? [a, b] : [b, a]
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month))
    return { ok: false, reason: 'invalid' }
  return { ok: true, iso: `${pad(year, 4)}-${pad(month)}-${pad(day)}` }
}
