/**
 * One Blackjack event in words: each card dealt (to which hand after a split), each decision, the
 * dealer's peek and hole card, insurance and each hand's settlement. The recall's log says every event
 * with it; the table announces only the round's net, which no single event carries.
 */
import type { BlackjackEvent } from '../games/blackjack'
import { cardName, handName, moveName, outcomeName, type EventWords } from './words'

/** The event comes from a record, so a type this code does not know is still said, by its type. */
export function describeBlackjack(e: BlackjackEvent, w: EventWords): string {
  const { t } = w
  switch (e.type) {
    case 'deal': {
      // After a split the seat has several hands: say which one the card went to.
      const seat = e.hand > 0 ? `${w.seat(e.to)}, ${handName(e.hand, t)}` : w.seat(e.to)
      return e.card === null ? t('events.dealHidden', { seat }) : t('events.deal', { seat, card: cardName(e.card, t) })
    }
    case 'action':
      return t('events.blackjack.action', { seat: w.seat(e.seat), hand: handName(e.hand, t), move: moveName(e.do, t) })
    case 'peek':
      return t(e.blackjack ? 'events.blackjack.peekYes' : 'events.blackjack.peekNo')
    case 'reveal':
      return t('events.blackjack.reveal', { card: cardName(e.card, t) })
    case 'insurance-settled':
      return t('events.blackjack.insurance', { seat: w.seat(e.seat), net: w.signed(e.net) })
    case 'hand-settled':
      return t('events.blackjack.handSettled', {
        seat: w.seat(e.seat),
        hand: handName(e.hand, t),
        outcome: outcomeName('blackjack', e.outcome, t),
        net: w.signed(e.net)
      })
    case 'round-over':
      return t('events.over')
    default:
      return t('events.unknown', { type: String((e as { type?: unknown }).type) })
  }
}
