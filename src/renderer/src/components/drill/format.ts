/** How the drill screens write a time taken, the moment a result was made, a number and a card. */
import { parseCard, rankOf, type Card } from '@shared/cards'
import { formatDate, locale } from '@renderer/i18n/index.svelte'

/** 1234 ms → "1,2" (vi) or "1.2" (en): seconds to one decimal. */
export function seconds(ms: number): string {
  return new Intl.NumberFormat(locale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(ms / 1000)
}

/** The date and the hour:minute of a result. */
export function whenText(iso: string): string {
  return `${formatDate(iso)} ${new Date(iso).toLocaleTimeString(locale(), { hour: '2-digit', minute: '2-digit' })}`
}

/** A count or a share, in the person's locale, to at most `digits` decimals. */
export function num(x: number, digits = 2): string {
  return new Intl.NumberFormat(locale(), { maximumFractionDigits: digits }).format(x)
}

/** A card by its rank alone, as a player says it ("10", "K", "A"): the drills ask about ranks, not suits. */
export function cardWord(c: Card): string {
  const p = parseCard(c)
  return p ? rankOf(p).replace('T', '10') : c
}

/** Choices that are their own words: how many, how many decks. */
export function plainOptions<V extends string>(values: readonly V[]): { value: V; label: string }[] {
  return values.map((v) => ({ value: v, label: v }))
}
