/** How the Blackjack table names seats and totals, through the i18n layer. */
import { language, t } from '@renderer/i18n/index.svelte'
import { computerSeatName } from '@shared/seat-names'
import { pipValue, rankOf, type Card } from '@shared/cards'

/** "you2" → "Ô 2 của bạn", "b1" → "Máy 1", "dealer" → "Nhà cái". */
export function seatName(seat: string): string {
  const you = /^you(\d+)$/.exec(seat)
  if (you) return t('blackjack.seat.you', { n: Number(you[1]) })
  const bot = computerSeatName(seat, language())
  if (bot) return bot
  if (seat === 'dealer') return t('blackjack.seat.dealer')
  return seat
}

/** A total as soft ("7/17 mềm") or hard ("17 cứng"); 21 is just 21, soft or not (nothing is left to decide). */
export function totalText(total: number, soft: boolean): string {
  if (total === 0) return '—'
  if (total === 21) return '21'
  if (soft && total <= 21) return t('blackjack.hand.soft', { low: total - 10, total })
  return t('blackjack.hand.hard', { total })
}

/**
 * A total in a compact (split) hand: numbers only, a soft total as its two values ("7/17" reads as soft
 * in any language), a hard one bare; totalText gives the words beside it for the tooltip and screen readers.
 */
export function totalShort(total: number, soft: boolean): string {
  if (total === 0) return '—'
  return soft && total < 21 ? `${total - 10}/${total}` : String(total)
}

/**
 * The dealer's line: with one card up (the hole card down, or not dealt yet) that card by its value
 * ("Dealer shows 10", "Dealer shows A"): a "hard 10" or "soft 1/11" is no total of a hand yet.
 */
export function dealerLine(dealer: { cards: ReadonlyArray<Card | null>; total: number; soft: boolean }): string {
  const up = dealer.cards.filter((c): c is Card => c !== null)
  if (up.length === 1) {
    const rank = rankOf(up[0] as Card)
    const card = rank === 'A' ? 'A' : String(pipValue(rank))
    return t('blackjack.dealer.shows', { card })
  }
  const total = dealer.total > 21 ? String(dealer.total) : totalText(dealer.total, dealer.soft)
  return t('blackjack.dealer.total', { total })
}
