/**
 * A Blackjack hand and the cards coming to it: totals, blackjack, pairs under `splitBy`, and drawing
 * from the shoe (a source that runs out notes who was short and answers E_NO_CARDS).
 */
import type { BlackjackEvent } from '@shared/games/blackjack'
import { cardName, VALUE as VALUE_IMPORT, RANK_INDEX as RANK_INDEX_IMPORT } from './cards'
import { E_NO_CARDS, OK } from './codes'
import type { BjHand, BjSeat, BlackjackState } from './state'

// Local copies: some loaders (tsx) turn imported bindings into getter calls, too slow for the hot path.
const VALUE: Uint8Array = VALUE_IMPORT

const RANK_INDEX: Uint8Array = RANK_INDEX_IMPORT

export function newHand(stake: number): BjHand {
  return {
    cards: [],
    hard: 0,
    aces: 0,
    stake,
    doubled: false,
    fromSplit: false,
    splitAces: false,
    done: false,
    settled: false,
    outcome: null,
    net: 0
  }
}

export function handTotal(h: BjHand): number {
  return h.aces > 0 && h.hard <= 11 ? h.hard + 10 : h.hard
}

export function isBlackjack(h: BjHand): boolean {
  return h.cards.length === 2 && !h.fromSplit && h.aces > 0 && h.hard === 11
}

export function isCharlie(s: BlackjackState, h: BjHand): boolean {
  return s.cfg.charlie > 0 && h.cards.length >= s.cfg.charlie && handTotal(h) <= 21
}

/** Whether two cards make a pair under `splitBy`. */
export function isPair(s: BlackjackState, a: number, b: number): boolean {
  return s.cfg.splitByValue ? VALUE[a] === VALUE[b] : RANK_INDEX[a] === RANK_INDEX[b]
}

export function addCard(h: BjHand, code: number): void {
  h.cards.push(code)
  const v = VALUE[code] as number
  h.hard += v
  if (v === 1) h.aces++
}

export function draw(s: BlackjackState, who: string): number {
  if (s.pos >= s.shoe.length) {
    s.short = who
    return -1
  }
  return s.shoe[s.pos++] as number
}

export function giveHand(s: BlackjackState, seat: number, hand: number, ev: BlackjackEvent[] | null): number {
  const st = s.seats[seat] as BjSeat
  const c = draw(s, st.id)
  if (c < 0) return E_NO_CARDS
  addCard(st.hands[hand] as BjHand, c)
  if (ev !== null) ev.push({ type: 'deal', to: st.id, hand, card: cardName(c) })
  return OK
}

export function giveDealer(s: BlackjackState, faceUp: boolean, ev: BlackjackEvent[] | null): number {
  const c = draw(s, 'dealer')
  if (c < 0) return E_NO_CARDS
  s.dealer.push(c)
  const v = VALUE[c] as number
  s.dealerHard += v
  if (v === 1) s.dealerAces++
  if (ev !== null) ev.push({ type: 'deal', to: 'dealer', hand: 0, card: faceUp ? cardName(c) : null })
  return OK
}
