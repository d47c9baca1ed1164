/**
 * What the person saw at a Blackjack table, counted here from the views the renderer received; and
 * the person's decision sent as the table screen sends it.
 */
import type { Core } from '../../src/core/index'
import { parseCard, pipValue, rankOf, type Card } from '@shared/cards'
import type { CountingSettings } from '@shared/contract/blackjack-counting'
import type { TableState } from '@shared/contract/tables'
import type { BlackjackView } from '@shared/games/blackjack'
import { call } from './core'

/** A card's value for the analysis: A = 1, 2–9, T/J/Q/K = 10. */
export const value = (c: Card): number => pipValue(rankOf(parseCard(c)!))

/** Face-up cards of a view by value; null (the hole card) is not seen. */
export function faceUp(v: BlackjackView): number[] {
  const n = new Array<number>(11).fill(0)
  const add = (c: Card): void => {
    n[value(c)] = (n[value(c)] as number) + 1
  }
  for (const s of v.seats) for (const h of s.hands) for (const c of h.cards) add(c)
  for (const c of v.dealer.cards) if (c !== null) add(c)
  return n
}

/** The person's decision `action` on the round in play, for the seat whose turn it is. */
export function decide(c: Core, t: TableState, action: string): Promise<TableState> {
  return call(c, 'tables.act', {
    tableId: t.tableId,
    roundId: t.round!.roundId,
    version: t.round!.version,
    seat: t.round!.yourTurn[0]!.seat,
    action: { do: action }
  })
}

/** Counter mode on, Hi-Lo, no quiz, one unit of 10 chips: main's grades judge by the indices at the count. */
export const COUNTER_MODE: CountingSettings = {
  on: true,
  system: 'hilo',
  exact: false,
  quiz: false,
  ramp: [1],
  unitMinor: 1000,
  counter: true
}
