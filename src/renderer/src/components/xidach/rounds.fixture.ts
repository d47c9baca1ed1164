/**
 * Xì dách rounds as the house's live events, written out from docs/rules-xidach.md, for the tests of
 * what the table announces (words.test.ts) and of the recall saying the same (recall/describe.test.ts):
 * a natural at the deal (then its settlement), a player who drew while quắc and paid đền bài, a check
 * by the dealer, the dealer's đền làng.
 */
import type { Card } from '@shared/cards'
import type { TableSeatInfo, XidachLiveEvent } from '@shared/contract/tables'

export const seats: TableSeatInfo[] = [
  { seat: 'you', kind: 'you', balanceMinor: 100_000 },
  { seat: 'b1', kind: 'bot', policy: 'standard', balanceMinor: 100_000 },
  { seat: 'b2', kind: 'bot', policy: 'bold', balanceMinor: 100_000 },
  { seat: 'dealer', kind: 'dealer-ai', policy: 'shrewd', balanceMinor: null }
]

const deal = (order: string[], cards: Card[]): XidachLiveEvent[] =>
  cards.map((card, i) => ({ type: 'dealt', seat: order[i % order.length] as string, card: card }))

/** Máy 2 holds Xì dách at the deal; the rest play it out against the dealer. */
export const naturalRound: XidachLiveEvent[] = [
  ...deal(['you', 'b1', 'b2', 'dealer'], ['9S', '5H', 'AS', '7C', '8D', 'TD', 'KS', 'QH']),
  { type: 'natural', seat: 'b2', kind: 'xi-dach' },
  { type: 'settled', seat: 'b2', outcome: 'xi-dach', net: 1000 },
  { type: 'turn', seat: 'you' },
  { type: 'stood', seat: 'you' },
  { type: 'turn', seat: 'b1' },
  { type: 'drew', seat: 'b1', card: null },
  { type: 'stood', seat: 'b1' },
  { type: 'turn', seat: 'dealer' },
  { type: 'drew', seat: 'dealer', card: '2H' },
  { type: 'stood', seat: 'dealer' },
  { type: 'settled', seat: 'you', outcome: 'lose', net: -1000 },
  { type: 'settled', seat: 'b1', outcome: 'win', net: 1000 },
  { type: 'over' }
]

/** The person drew while quắc and paid đền bài; the dealer checked Máy 1 early, then ended non. */
export const penaltyRound: XidachLiveEvent[] = [
  ...deal(['you', 'b1', 'b2', 'dealer'], ['TS', 'TH', '7S', '6C', '5D', '4D', '2S', '3H']),
  { type: 'turn', seat: 'you' },
  { type: 'drew', seat: 'you', card: '9C' },
  { type: 'drew', seat: 'you', card: '3C' },
  { type: 'penalised', seat: 'you', paid: 2000 },
  { type: 'settled', seat: 'you', outcome: 'penalised', net: -2000 },
  { type: 'paid-for-dealer', seat: 'you', amount: 1000 },
  { type: 'turn', seat: 'b1' },
  { type: 'stood', seat: 'b1' },
  { type: 'turn', seat: 'b2' },
  { type: 'drew', seat: 'b2', card: null },
  { type: 'drew', seat: 'b2', card: null },
  { type: 'stood', seat: 'b2' },
  { type: 'turn', seat: 'dealer' },
  { type: 'checked', seat: 'b1', early: true },
  { type: 'settled', seat: 'b1', outcome: 'win', net: 1000 },
  { type: 'drew', seat: 'dealer', card: '4S' },
  { type: 'stood', seat: 'dealer' },
  { type: 'dealer-penalised', kind: 'non' },
  { type: 'settled', seat: 'b2', outcome: 'win', net: 1000 },
  { type: 'over' }
]

/** Both hands of the deal are naturals: Xì bàng for the person, Xì dách for Máy 1. */
export const twoNaturals: XidachLiveEvent[] = [
  ...deal(['you', 'b1', 'b2', 'dealer'], ['AH', 'AD', '4C', '9H', 'AC', 'JS', '8C', 'TC']),
  { type: 'natural', seat: 'you', kind: 'xi-bang' },
  { type: 'natural', seat: 'b1', kind: 'xi-dach' },
  { type: 'settled', seat: 'you', outcome: 'xi-bang', net: 2000 },
  { type: 'settled', seat: 'b1', outcome: 'xi-dach', net: 1000 },
  { type: 'turn', seat: 'b2' },
  { type: 'stood', seat: 'b2' },
  { type: 'turn', seat: 'dealer' },
  { type: 'stood', seat: 'dealer' },
  { type: 'settled', seat: 'b2', outcome: 'push', net: 0 },
  { type: 'over' }
]
