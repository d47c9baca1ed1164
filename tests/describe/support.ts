/**
 * Event words for the describe tests in both languages, through the shared catalogue's own lookup
 * (`eventText`), seats named as the tables do and chips written plainly, so each expected line reads
 * exactly as the catalogue's template filled in by hand.
 */
import { eventText, type EventWords } from '@shared/describe/words'
import type { Lang } from '@shared/i18n/words'

const NAMES: Record<Lang, Record<string, string>> = {
  vi: { you: 'Bạn', b1: 'Máy 1', b2: 'Máy 2', dealer: 'Nhà cái' },
  en: { you: 'You', b1: 'Computer 1', b2: 'Computer 2', dealer: 'Dealer' }
}

export function wordsIn(lang: Lang): EventWords {
  const chips = (minor: number): string => `${minor / 100} chip`
  return {
    t: eventText(lang),
    seat: (s) => NAMES[lang][s] ?? s,
    chips,
    signed: (minor) => (minor > 0 ? `+${chips(minor)}` : minor < 0 ? `−${chips(-minor)}` : chips(0))
  }
}
