/**
 * One Xì dách event in words: each card dealt or drawn (face down while the person may not see it),
 * naturals, turns, checks (kiểm bài), penalties (đền bài, đền làng) and each settlement. The table
 * announces some of them with it (components/xidach/words.ts chooses which) and the recall's log says
 * every event with it, so both say the same words.
 */
import type { XidachLiveEvent } from '../contract/tables'
import { cardName, outcomeName, type EventWords } from './words'

/** The event comes from a record, so a type this code does not know is still said, by its type. */
export function describeXidach(e: XidachLiveEvent, w: EventWords): string {
  const { t } = w
  switch (e.type) {
    case 'dealt':
      return e.card === null
        ? t('events.dealHidden', { seat: w.seat(e.seat) })
        : t('events.deal', { seat: w.seat(e.seat), card: cardName(e.card, t) })
    case 'drew':
      return e.card === null
        ? t('events.xidach.drewHidden', { seat: w.seat(e.seat) })
        : t('events.xidach.drew', { seat: w.seat(e.seat), card: cardName(e.card, t) })
    case 'natural':
      return t('events.xidach.natural', { seat: w.seat(e.seat), kind: outcomeName('xidach', e.kind, t) })
    case 'turn':
      return t('events.xidach.turn', { seat: w.seat(e.seat) })
    case 'stood':
      return t('events.xidach.stood', { seat: w.seat(e.seat) })
    case 'checked':
      return t(e.early ? 'events.xidach.checkedEarly' : 'events.xidach.checked', { seat: w.seat(e.seat) })
    case 'penalised':
      return t('events.xidach.penalised', { seat: w.seat(e.seat), chips: w.chips(e.paid) })
    case 'settled':
      return t('events.xidach.settled', {
        seat: w.seat(e.seat),
        outcome: outcomeName('xidach', e.outcome, t),
        net: w.signed(e.net)
      })
    case 'dealer-penalised':
      return t(e.kind === 'non' ? 'events.xidach.dealerPenalisedNon' : 'events.xidach.dealerPenalisedDen')
    case 'paid-for-dealer':
      return t('events.xidach.paidForDealer', { seat: w.seat(e.seat), chips: w.chips(e.amount) })
    case 'unpaid':
      return t('events.xidach.unpaid', { seat: w.seat(e.seat), chips: w.chips(e.amount) })
    case 'over':
      return t('events.over')
    default:
      return t('events.unknown', { type: String((e as { type?: unknown }).type) })
  }
}
