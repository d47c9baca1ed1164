/**
 * A computer player's name, in one place (issue 32: "Máy N" / "Computer N" was written in five
 * catalogues and built in as many modules). The tables, the recall, the grades, the rounds list and the
 * CSV all name a computer seat ("b1", "b2", …) through here, so the same player has one name
 * everywhere. The words are src/shared/i18n/seats.{vi,en}.ts.
 */
import { seatsEn } from './i18n/seats.en'
import { seatsVi } from './i18n/seats.vi'
import { fill, type Lang } from './i18n/words'

const WORDS: Record<Lang, typeof seatsEn> = { vi: seatsVi, en: seatsEn }

/** The number of a computer player's seat ("b2" → 2); null for any other seat. */
export function computerNumber(seat: string): number | null {
  const m = /^b([1-9]\d*)$/.exec(seat)
  return m ? Number(m[1]) : null
}

/** The name of computer player `n` (1-based, as its seat "b<n>"): "Máy 2", "Computer 2". */
export function computerName(n: number, lang: Lang): string {
  return fill(WORDS[lang].computer, { n })
}

/** The name of a computer player's seat ("b2" → "Máy 2"); null when the seat is not a computer player's. */
export function computerSeatName(seat: string, lang: Lang): string | null {
  const n = computerNumber(seat)
  return n === null ? null : computerName(n, lang)
}
