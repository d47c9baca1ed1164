/** Small formatters the history screens share: signed chips, dates and times in the user's language. */
import type { EventWords } from '@shared/describe/words'
import type { GameId } from '@shared/games'
import { chips, formatNumber, locale, t, language } from '@renderer/i18n/index.svelte'

/** "+1.250 chip", "−300 chip", "0 chip". */
export function signedChips(minor: number): string {
  return minor > 0 ? `+${chips(minor)}` : minor < 0 ? `−${chips(-minor)}` : chips(0)
}

/** What the games' event words (src/shared/describe) need, in the language shown, naming seats by `seat`. */
export function eventWords(seat: (seat: string) => string): EventWords {
  return { t, seat, chips, signed: signedChips }
}

export function gameName(game: GameId): string {
  return t(`games.${game}.name`)
}

export function dateTime(iso: string | null): string {
  if (!iso) return '—'
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return iso
  // Vietnamese write the time, then the day: "19:30 ngày 28/11/2026" (Intl's own vi-VN medium style
  // reads "19:30 28 thg 11, 2026").
  if (language() === 'vi') {
    const time = new Intl.DateTimeFormat('vi-VN', { hour: '2-digit', minute: '2-digit' }).format(d)
    const day = new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(d)
    return `${time} ngày ${day}`
  }
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' }).format(d)
}

/** "28/11/2026 19:30": for dense rows of facts. */
export function shortDateTime(iso: string | null): string {
  if (!iso) return '—'
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return iso
  return new Intl.DateTimeFormat(locale(), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit'
  }).format(d)
}

export function timeOnly(iso: string | null): string {
  if (!iso) return '—'
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return iso
  return new Intl.DateTimeFormat(locale(), { timeStyle: 'medium' }).format(d)
}

export function percent(p: number | null): string {
  if (p === null) return '—'
  return new Intl.NumberFormat(locale(), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero'
  }).format(p / 100)
}

export function count(n: number): string {
  return formatNumber(n)
}

/** `yyyy-mm-dd` of a local date input → the instant of that local midnight (ISO), or null. */
export function localMidnight(date: string, plusDays = 0): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!m) return null
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plusDays)
  return Number.isNaN(d.getTime()) ? null : d.toISOString()
}
