/**
 * Cards as the blackjack engine holds them: small integers (index into the canonical deck of
 * shared/cards `standardDeck()`, suit-major), so the hot path compares and sums numbers only.
 */
import { standardDeck, pipValue, rankOf, RANKS, type Card } from '@shared/cards'

/** Code → card name ("AS" …). */
export const CARD_NAMES: readonly Card[] = standardDeck()
const CODES = new Map<Card, number>(CARD_NAMES.map((c, i) => [c, i]))

/** Code → blackjack value with the ace as 1 (tens and faces 10). */
export const VALUE: Uint8Array = Uint8Array.from(CARD_NAMES, (c) => pipValue(rankOf(c)))
/** Code → rank index 0–12 (A, 2 … K), for `splitBy: "rank"`. */
export const RANK_INDEX: Uint8Array = Uint8Array.from(CARD_NAMES, (c) => RANKS.indexOf(rankOf(c)))

export function cardCode(card: Card): number {
  const code = CODES.get(card)
  if (code === undefined) throw new RangeError(`not a card: ${String(card)}`)
  return code
}

export function cardName(code: number): Card {
  const card = CARD_NAMES[code]
  if (card === undefined) throw new RangeError(`not a card code: ${code}`)
  return card
}

/** Every card of `decks` decks in canonical order, as codes; shuffle it before dealing. */
export function shoeCodes(decks: number): number[] {
  const out: number[] = []
  for (let d = 0; d < decks; d++) for (let c = 0; c < 52; c++) out.push(c)
  return out
}

/** Best total of cards whose ace-as-1 sum is `hard`: one ace counts 11 when that doesn't bust. */
export function bestTotal(hard: number, aces: number): number {
  return aces > 0 && hard <= 11 ? hard + 10 : hard
}

export function isSoft(hard: number, aces: number): boolean {
  return aces > 0 && hard <= 11
}
