/**
 * A round's outcome in words, from the short language-neutral code the house stores with it
 * (`TableDriver.summarize`: "2-2-5", "ngu-linh AC 2D v JD KD", "AS KH / 9D 7C v 7C ??"). The code
 * stays the machine-readable form (CSV `outcome`, JSON); this is what people read: the history's
 * rounds list, the recall and the CSV's `outcome_text`. Shared because the house writes the CSV and
 * the renderer the screens, and both must say the same thing. Cards are written as people write
 * them ("A♠ 10♥"); computer players as everywhere (src/shared/seat-names.ts).
 *
 * Anything that does not parse is returned as it is: an unknown code is never hidden. The words are the
 * catalogue's, src/shared/i18n/outcome.{vi,en}.ts.
 */
import type { GameId } from './games'
import { outcomeEn } from './i18n/outcome.en'
import { outcomeVi } from './i18n/outcome.vi'
import { computerSeatName } from './seat-names'
import { fill, type Lang } from './i18n/words'

export type OutcomeLanguage = Lang

const WORDS: Record<Lang, typeof outcomeVi> = { vi: outcomeVi, en: outcomeEn }

const SUITS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' }
const CARD = /^([2-9TJQKA])([SHDC])$/

/** "AS" → "A♠", "TD" → "10♦"; "??" (a hole card never turned over) → "face down"; else null. */
function cardText(code: string, lang: OutcomeLanguage): string | null {
  if (code === '??') return WORDS[lang].faceDown
  const m = CARD.exec(code)
  if (!m) return null
  return `${m[1] === 'T' ? '10' : m[1]}${SUITS[m[2] as string]}`
}

/** Space-separated cards in words, or null when any of them is not a card. */
function cardsText(codes: string, lang: OutcomeLanguage): string | null {
  const parts = codes
    .trim()
    .split(/\s+/)
    .filter((s) => s !== '')
  const out: string[] = []
  for (const p of parts) {
    const c = cardText(p, lang)
    if (c === null) return null
    out.push(c)
  }
  return out.join(' ')
}

function seatText(id: string, lang: OutcomeLanguage): string {
  const w = WORDS[lang]
  if (id === 'you') return w.you
  return computerSeatName(id, lang) ?? id
}

function sicbo(code: string, lang: OutcomeLanguage): string | null {
  const m = /^([1-6])-([1-6])-([1-6])$/.exec(code)
  if (!m) return null
  const [a, b, c] = [m[1] as string, m[2] as string, m[3] as string]
  const w = WORDS[lang]
  const total = Number(a) + Number(b) + Number(c)
  if (a === b && b === c) return fill(w.diceTriple, { a, b, c, total })
  return fill(w.dice, { a, b, c, total, side: total <= 10 ? w.small : w.big })
}

function blackjack(code: string, lang: OutcomeLanguage): string | null {
  const v = code.lastIndexOf(' v ')
  if (v < 0) return null
  const hands = code
    .slice(0, v)
    .split(' / ')
    .map((h) => cardsText(h, lang))
  const dealer = cardsText(code.slice(v + 3), lang)
  if (dealer === null || hands.some((h) => h === null)) return null
  const w = WORDS[lang]
  return `${w.you}: ${hands.join(' · ')} — ${w.dealer} ${dealer}`
}

function xidach(code: string, lang: OutcomeLanguage): string | null {
  const w = WORDS[lang]
  const outcome = (o: string): string | null =>
    o === '?' ? w.unknown : o in w.xidach ? w.xidach[o as keyof typeof w.xidach] : null
  // The person dealing: "<dealer's cards>: <seat> <outcome>, …" (each player's outcome as theirs).
  const colon = code.indexOf(': ')
  if (colon >= 0) {
    const dealer = cardsText(code.slice(0, colon), lang)
    if (dealer === null) return null
    const seats: string[] = []
    for (const part of code.slice(colon + 2).split(', ')) {
      const [id, o, ...rest] = part.split(' ')
      const word = o === undefined ? null : outcome(o)
      if (!id || word === null || rest.length > 0) return null
      seats.push(`${seatText(id, lang)}: ${word.toLowerCase()}`)
    }
    return `${w.youDealing}: ${dealer} — ${seats.join(', ')}`
  }
  // A player: "<outcome> <cards>, … v <dealer's cards>".
  const v = code.lastIndexOf(' v ')
  if (v < 0) return null
  const dealer = cardsText(code.slice(v + 3), lang)
  if (dealer === null) return null
  const hands: string[] = []
  for (const part of code.slice(0, v).split(', ')) {
    const space = part.indexOf(' ')
    const word = outcome(space < 0 ? part : part.slice(0, space))
    const cards = space < 0 ? '' : cardsText(part.slice(space + 1), lang)
    if (word === null || cards === null) return null
    hands.push(cards ? `${word} (${cards})` : word)
  }
  return `${hands.join(', ')} — ${w.dealer} ${dealer}`
}

/** The outcome code of a round of `game` in words; the code itself when it does not parse; '' for none. */
export function outcomeWords(game: GameId | string, code: string | null | undefined, lang: OutcomeLanguage): string {
  if (!code) return ''
  const worded =
    game === 'sicbo'
      ? sicbo(code, lang)
      : game === 'blackjack'
        ? blackjack(code, lang)
        : game === 'xidach'
          ? xidach(code, lang)
          : null
  return worded ?? code
}
