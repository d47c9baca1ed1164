/**
 * The recall's words: each recorded event of a frame in the user's language for its log (the game's
 * own event words, src/shared/describe, as the live table says them), the seat names, and the cards as
 * the card faces show them. Events come from the house's record; anything this screen does not know
 * is still shown, by its type.
 */
import type { Card } from '@shared/cards'
import { describeBlackjack } from '@shared/describe/blackjack'
import { describeSicbo } from '@shared/describe/sicbo'
import { cardName as cardWords, moveName as moveWords, outcomeName as outcomeWords } from '@shared/describe/words'
import { describeXidach } from '@shared/describe/xidach'
import type { BlackjackEvent } from '@shared/games/blackjack'
import type { GameId, SeatId } from '@shared/games'
import { DEALER } from '@shared/games'
import type { SicboEvent } from '@shared/games/sicbo'
import type { XidachLiveEvent } from '@shared/contract/tables'
import { computerSeatName } from '@shared/seat-names'
import { language, t } from '@renderer/i18n/index.svelte'
import { eventWords } from '../format'
import type { Frame } from '../replay'

/** "Át bích", "10 of hearts"; anything not a card as it is. */
export function cardName(card: unknown): string {
  return cardWords(card, t)
}

/** Rank and suit symbol for the card face ("10♥"). */
export function cardFace(card: Card): { rank: string; suit: string; red: boolean } {
  const r = card[0] === 'T' ? '10' : (card[0] as string)
  const s = card[1] as 'S' | 'H' | 'D' | 'C'
  return { rank: r, suit: { S: '♠', H: '♥', D: '♦', C: '♣' }[s], red: s === 'H' || s === 'D' }
}

export function outcomeName(game: 'blackjack' | 'xidach', outcome: string): string {
  return outcomeWords(game, outcome, t)
}

export function moveName(move: string): string {
  return moveWords(move, t)
}

/** Who held a rotating bank ('you' or a computer player's seat "b2"). */
export function dealerName(seat: string): string {
  if (seat === 'you') return t('history.recall.you')
  return computerSeatName(seat, language()) ?? t('history.recall.seat', { id: seat })
}

/** Seat names: the dealer, the person ("Bạn", or "Bạn (ô 2)" with several spots), anyone else by id. */
export function seatNamer(yourSeats: readonly SeatId[]): (seat: string) => string {
  return (seat) => {
    if (seat === DEALER || seat === 'house') return t('history.recall.dealer')
    const i = yourSeats.indexOf(seat)
    if (i >= 0) return yourSeats.length > 1 ? t('history.recall.youN', { n: i + 1 }) : t('history.recall.you')
    if (seat === 'table') return t('history.recall.table')
    // Computer players by the one name they have everywhere (src/shared/seat-names.ts).
    return computerSeatName(seat, language()) ?? t('history.recall.seat', { id: seat })
  }
}

export function describeFrame(
  game: GameId,
  f: Frame,
  name: (seat: string) => string,
  yourSeats: readonly string[]
): string {
  const e = f.ev
  if (!e || typeof e !== 'object') {
    // A step that recorded no event: the round's opening, or a decision said as it was sent.
    if (f.event === null && f.actor === 'table')
      return game === 'sicbo' ? t('history.ev.opened') : t('history.recall.stepStart')
    return t('history.ev.plain', { actor: name(f.actor), action: JSON.stringify(f.action) })
  }
  // The record holds the events the game's engine wrote, so each is that game's event type.
  const words = eventWords(name)
  switch (game) {
    case 'sicbo':
      return describeSicbo(e as SicboEvent, words, yourSeats)
    case 'blackjack':
      return describeBlackjack(e as BlackjackEvent, words)
    case 'xidach':
      return describeXidach(e as XidachLiveEvent, words)
  }
}
