/**
 * The Blackjack engine tests' fixtures: rules from a preset, a deal from exact card lists, and one
 * action (or a list of them) through the public engine API.
 */
import {
  resolveBlackjackRules,
  type BlackjackActionName,
  type BlackjackEvent,
  type BlackjackRules
} from '@shared/games/blackjack'
import type { Card } from '@shared/cards'
import { blackjackEngine as E, type BlackjackState, cardCode } from '../../src/core/engine/games/blackjack'

export function rules(over: Record<string, unknown> = {}): BlackjackRules {
  const r = resolveBlackjackRules({ preset: 'vegas-6d', ...over })
  if (!r.ok) throw new Error(`${r.path}: ${r.message}`)
  return r.rules
}

export const codes = (cards: string[]): number[] => cards.map((c) => cardCode(c as Card))

export interface Dealt {
  state: BlackjackState
  events: BlackjackEvent[]
}

export function deal(
  r: BlackjackRules,
  cards: string[],
  seats: Array<[string, number, number]> = [['p1', 100_000, 1000]]
): Dealt {
  const res = E.start(r, {
    seats: seats.map(([id, bankroll, stake]) => ({ id, bankroll, stake })),
    shoe: codes(cards),
    position: 0
  })
  if (!res.ok) throw new Error(res.error.message)
  return { state: res.state, events: res.events }
}

export function act(state: BlackjackState, seat: string, a: BlackjackActionName): BlackjackState {
  const res = E.step(state, seat, { do: a })
  if (!res.ok) throw new Error(res.error.message)
  return res.state
}

export function refusedWith(state: BlackjackState, seat: string, a: BlackjackActionName): string {
  const res = E.step(state, seat, { do: a })
  if (res.ok) throw new Error(`${a} was accepted`)
  return res.error.message
}

export function play(state: BlackjackState, steps: Array<[string, BlackjackActionName]>): BlackjackState {
  return steps.reduce((s, [seat, a]) => act(s, seat, a), state)
}
