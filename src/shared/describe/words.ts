/**
 * What every game's `describe` needs to word an event: a lookup into the event catalogue
 * (src/shared/i18n/events.{vi,en}.ts, keys `events.…`), a seat namer, and the amounts written the
 * caller's way. The renderer passes its own `t` (its catalogue includes this one as `events`, so the
 * keys are the same); the house, which has no i18next, passes `eventText(lang)`.
 */
import type { Minor } from '../money'
import { eventWordsEn } from '../i18n/events.en'
import { eventWordsVi } from '../i18n/events.vi'
import { fill, textAt, type Lang } from '../i18n/words'

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]

/** Every text of the event catalogue by its key in the renderer's catalogue: `events.xidach.natural`. */
export type EventKey = `events.${Leaves<typeof eventWordsVi>}`

export type EventVars = Readonly<Record<string, string | number>>

export type Translate = (key: EventKey, vars?: EventVars) => string

export interface EventWords {
  t: Translate
  /** "Bạn", "Máy 2", "Nhà cái": the caller knows how its screen names seats. */
  seat: (seat: string) => string
  /** "10 chip" */
  chips: (minor: Minor) => string
  /** "+10 chip", "−10 chip" */
  signed: (minor: Minor) => string
}

const CATALOGUES: Record<Lang, object> = { vi: { events: eventWordsVi }, en: { events: eventWordsEn } }

/** The event catalogue's lookup in one language, for code that has no i18next (the house, tests). */
export function eventText(lang: Lang): Translate {
  return (key, vars) => fill(textAt(CATALOGUES[lang], key) ?? key, vars ?? {})
}

/** "Át bích", "10 of hearts"; anything not a card as it is. */
export function cardName(card: unknown, t: Translate): string {
  if (typeof card !== 'string' || card.length !== 2) return String(card)
  const [r, s] = [card[0] as string, card[1] as string]
  if (!(r in eventWordsVi.cards.ranks) || !(s in eventWordsVi.cards.suits)) return card
  return t('events.cards.name', {
    rank: t(`events.cards.ranks.${r}` as EventKey),
    suit: t(`events.cards.suits.${s}` as EventKey)
  })
}

/** A recorded decision ("hit", "draw") in words; an unknown one as it is. */
export function moveName(move: string, t: Translate): string {
  return move in eventWordsVi.moves ? t(`events.moves.${move}` as EventKey) : move
}

/** A hand's outcome in its game's words ("Xì dách", "Nhà cái Blackjack"); unknown as it is. */
export function outcomeName(game: 'blackjack' | 'xidach', outcome: string, t: Translate): string {
  return outcome in eventWordsVi[game].outcome ? t(`events.${game}.outcome.${outcome}` as EventKey) : outcome
}

/** "tay 2": the hand index as people count (from 1). */
export function handName(hand: number, t: Translate): string {
  return t('events.hand', { n: hand + 1 })
}
