/**
 * Words of the Xì dách table: seat names and the announcements a round's new events make. Everything
 * here reads only what the house sent the person (their view and the events it let through).
 */
import type { Card } from '@shared/cards'
import type { TableSeatInfo, XidachLiveEvent } from '@shared/contract/tables'
import { DEALER } from '@shared/games'
import type { XidachOutcome, XidachRules, XidachView } from '@shared/games/xidach'
import { describeXidach } from '@shared/describe/xidach'
import { computerSeatName } from '@shared/seat-names'
import { language, t } from '@renderer/i18n/index.svelte'
import { eventWords } from '../history/format'

export const YOU = 'you'

/**
 * "Bạn", "Máy 2 (liều)", "Nhà cái" — or "Bạn (nhà cái)" when the person deals; at a table of several
 * people each person by name ("Lan", "Lan (nhà cái)").
 */
export function seatName(seat: string, seats: readonly TableSeatInfo[], withPolicy = false): string {
  const info = seats.find((s) => s.seat === seat)
  if (seat === DEALER) {
    // A table of several people names each person by their profile (issue 35).
    if (info?.kind === 'you' && info.name) return t('xidach.seat.personDealer', { name: info.name })
    if (info?.kind === 'you') return t('xidach.seat.youDealer')
    // A rotating bank: a computer player holds the dealer's seat this round.
    const held = info?.holder ? computerSeatName(info.holder, language()) : null
    return held ? t('xidach.seat.botDealer', { name: held }) : t('xidach.seat.dealer')
  }
  if (info?.kind === 'you') return info.name ? info.name : t('xidach.seat.you')
  const name = computerSeatName(seat, language()) ?? seat
  if (
    withPolicy &&
    info?.policy &&
    (info.policy === 'cautious' || info.policy === 'standard' || info.policy === 'bold')
  ) {
    return `${name} (${t(`xidach.style.${info.policy}`)})`
  }
  return name
}

export function outcomeText(o: XidachOutcome): string {
  return t(`xidach.outcome.${o}`)
}

/** An outcome's bare term ("Non" where outcomeText says "Non (under the minimum)"), for a short felt. */
export function outcomeTerm(o: XidachOutcome): string {
  return t(`xidach.outcomeTerm.${o}`)
}

/**
 * The announcements of events `from`… of a round: naturals, checks, penalties (đền bài, đền làng) and
 * settlements, each in the words the recall's log gives the same event (src/shared/describe/xidach.ts).
 */
export function announcements(
  events: readonly XidachLiveEvent[],
  from: number,
  seats: readonly TableSeatInfo[]
): string[] {
  const words = eventWords((seat) => seatName(seat, seats))
  return events
    .slice(from)
    .filter(announced)
    .map((e) => describeXidach(e, words))
}

/** Which events the table says aloud: the cards and turns show on the felt, the rest is news. */
function announced(e: XidachLiveEvent): boolean {
  switch (e.type) {
    case 'natural':
    case 'checked':
    case 'penalised':
    case 'dealer-penalised':
    case 'paid-for-dealer':
    case 'unpaid':
      return true
    case 'settled':
      // Naturals and đền bài were announced as such; the rest of the hand classes as they settle.
      return e.outcome !== 'xi-bang' && e.outcome !== 'xi-dach' && e.outcome !== 'penalised'
    default:
      return false
  }
}

/** What the round's end says about the dealer's hand, when it is a ngũ linh or quắc. */
export function dealerEnding(view: XidachView): string | null {
  const d = view.dealer
  if (d.cards === null || d.total === null || view.phase !== 'over') return null
  if (d.total > 21) return t('xidach.announce.dealerBust')
  if (d.cardCount === 5) return t('xidach.announce.dealerNgu')
  return null
}

/** The cards in dealing order (for the fairness record), from a finished round's events. */
export function dealtInOrder(events: readonly XidachLiveEvent[]): Card[] {
  const out: Card[] = []
  // A card still face down to the person (null) is not theirs to record.
  for (const e of events) if ((e.type === 'dealt' || e.type === 'drew') && e.card !== null) out.push(e.card)
  return out
}

/**
 * The round's cards for the fairness record, in the committed deck's own order: under `drawFrom:
 * bottom` the k cards that came out are the deck's last k, last first, so they are listed reversed
 * from position 52 − k (as the house's recall does).
 */
export function dealtInDeckOrder(
  events: readonly XidachLiveEvent[],
  rules: XidachRules
): { cards: Card[]; offset?: number } {
  const cards = dealtInOrder(events)
  if (rules.drawFrom !== 'bottom') return { cards }
  return { cards: cards.reverse(), offset: 52 - cards.length }
}
