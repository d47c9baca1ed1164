/**
 * Each recorded event in words, in the user's language, for the recall's log: who did what, which
 * card or die, what a check or the settlement gave. Events come from the house's record; anything
 * this screen does not know is still shown, by its type.
 */
import type { Card } from '@shared/cards'
import type { GameId, SeatId } from '@shared/games'
import { DEALER } from '@shared/games'
import type { SicboSpot } from '@shared/games/sicbo'
import { chips, t, type MessageKey } from '@renderer/i18n/index.svelte'
import { historyVi } from '@renderer/i18n/history.vi'
import { spotName } from '@renderer/components/sicbo/spots'
import { signedChips } from '../format'
import type { Frame } from '../replay'

/** "Át bích", "10 of hearts"; anything not a card as it is. */
export function cardName(card: unknown): string {
  if (typeof card !== 'string' || card.length !== 2) return String(card)
  const [r, s] = [card[0] as string, card[1] as string]
  if (!(r in historyVi.cards.ranks) || !(s in historyVi.cards.suits)) return card
  return t('history.cards.name', {
    rank: t(`history.cards.ranks.${r}` as MessageKey),
    suit: t(`history.cards.suits.${s}` as MessageKey)
  })
}

/** Rank and suit symbol for the card face ("10♥"). */
export function cardFace(card: Card): { rank: string; suit: string; red: boolean } {
  const r = card[0] === 'T' ? '10' : (card[0] as string)
  const s = card[1] as 'S' | 'H' | 'D' | 'C'
  return { rank: r, suit: { S: '♠', H: '♥', D: '♦', C: '♣' }[s], red: s === 'H' || s === 'D' }
}

export function outcomeName(outcome: string): string {
  return outcome in historyVi.outcomes ? t(`history.outcomes.${outcome}` as MessageKey) : outcome
}

export function moveName(move: string): string {
  return move in historyVi.moves ? t(`history.moves.${move}` as MessageKey) : move
}

/** Seat names: the dealer, the person ("Bạn", or "Bạn (ô 2)" with several spots), anyone else by id. */
/** Who held a rotating bank ('you' or a computer player's seat "b2"). */
export function dealerName(seat: string): string {
  if (seat === 'you') return t('history.recall.you')
  const n = /^b(\d+)$/.exec(seat)?.[1]
  return n ? t('xidach.seat.bot', { n }) : t('history.recall.seat', { id: seat })
}

export function seatNamer(yourSeats: readonly SeatId[]): (seat: string) => string {
  return (seat) => {
    if (seat === DEALER || seat === 'house') return t('history.recall.dealer')
    const i = yourSeats.indexOf(seat)
    if (i >= 0) return yourSeats.length > 1 ? t('history.recall.youN', { n: i + 1 }) : t('history.recall.you')
    if (seat === 'table') return t('history.recall.table')
    // Computer seats as the tables name them ("Máy 1").
    const bot = /^b(\d+)$/.exec(seat)
    if (bot) return t('history.recall.bot', { n: Number(bot[1]) })
    return t('history.recall.seat', { id: seat })
  }
}

type Ev = Record<string, unknown> & { type?: unknown }

function handWord(hand: unknown): string {
  return t('history.recall.hand', { n: Number(hand) + 1 })
}

function netsText(nets: unknown, name: (s: string) => string, only: readonly string[]): string {
  if (!nets || typeof nets !== 'object') return ''
  return Object.entries(nets as Record<string, number>)
    .filter(([s]) => only.length === 0 || only.includes(s))
    .map(([s, n]) => `${name(s)} ${signedChips(n)}`)
    .join(', ')
}

export function describeFrame(
  game: GameId,
  f: Frame,
  name: (seat: string) => string,
  yourSeats: readonly string[]
): string {
  const e = f.ev as Ev | null
  if (!e || typeof e !== 'object') {
    if (f.event === null && f.actor === 'table')
      return game === 'sicbo' ? t('history.ev.opened') : t('history.recall.stepStart')
    return t('history.ev.plain', { actor: name(f.actor), action: JSON.stringify(f.action) })
  }
  const seat = (k = 'seat'): string => name(String(e[k]))
  switch (e.type) {
    // Sic Bo
    case 'bet-placed': {
      const b = e.bet as { seat: string; spot: SicboSpot; amountMinor: number }
      return t('history.ev.bet', { seat: name(b.seat), chips: chips(b.amountMinor), spot: spotName(b.spot) })
    }
    case 'bets-removed':
      return e.spot === null
        ? t('history.ev.cleared', { seat: seat() })
        : t('history.ev.removed', { seat: seat(), spot: spotName(e.spot as SicboSpot) })
    case 'betting-closed':
      return t('history.ev.closed')
    case 'rolled': {
      const [a, b, c] = e.dice as [number, number, number]
      return t(a === b && b === c ? 'history.ev.rolledTriple' : 'history.ev.rolled', {
        a,
        b,
        c,
        total: Number(e.total)
      })
    }
    // Blackjack
    case 'deal': {
      // After a split the seat has several hands: say which one the card went to.
      const who = Number(e.hand) > 0 ? `${seat('to')}, ${handWord(e.hand)}` : seat('to')
      return e.card === null
        ? t('history.ev.dealHidden', { seat: who })
        : t('history.ev.deal', { seat: who, card: cardName(e.card) })
    }
    case 'action':
      return t('history.ev.action', { seat: seat(), hand: handWord(e.hand), move: moveName(String(e.do)) })
    case 'peek':
      return e.blackjack === true ? t('history.ev.peekYes') : t('history.ev.peekNo')
    case 'reveal':
      return t('history.ev.reveal', { card: cardName(e.card) })
    case 'insurance-settled':
      return t('history.ev.insurance', { seat: seat(), net: signedChips(Number(e.net)) })
    case 'hand-settled':
      return t('history.ev.handSettled', {
        seat: seat(),
        hand: handWord(e.hand),
        outcome: outcomeName(String(e.outcome)),
        net: signedChips(Number(e.net))
      })
    case 'round-over':
    case 'over':
      return t('history.ev.over')
    // Xì dách
    case 'dealt':
      return t('history.ev.deal', { seat: seat(), card: cardName(e.card) })
    case 'natural':
      return t('history.ev.natural', { seat: seat(), kind: outcomeName(String(e.kind)) })
    case 'turn':
      return t('history.ev.turn', { seat: seat() })
    case 'drew':
      return t('history.ev.drew', { seat: seat(), card: cardName(e.card) })
    case 'stood':
      return t('history.ev.stood', { seat: seat() })
    case 'checked':
      return t(e.early === true ? 'history.ev.checkedEarly' : 'history.ev.checked', { seat: seat() })
    case 'penalised':
      return t('history.ev.penalised', { seat: seat(), chips: chips(Number(e.paid)) })
    case 'settled':
      if (game === 'sicbo') return t('history.ev.settledSicbo', { nets: netsText(e.nets, name, yourSeats) })
      return t('history.ev.settled', {
        seat: seat(),
        outcome: outcomeName(String(e.outcome)),
        net: signedChips(Number(e.net))
      })
    default:
      return t('history.ev.unknown', { type: String(e.type) })
  }
}
