/**
 * Blackjack's decision timer, as rules (rules-blackjack.md, house rule `decisionSeconds`): how long a
 * decision may take, and what running out of time does — the engine's own `timeout` action (stand,
 * or decline insurance), sent for the seat whose decision it was. A table only schedules it. Pure.
 */
import type { SeatId } from '@shared/games'
import type { BlackjackAction, BlackjackRules } from '@shared/games/blackjack'
import type { Pending } from '../../game'
import { blackjackEngine } from './engine'
import type { BlackjackState } from './state'

/** Seconds for a decision, or null when the timer is off. */
export function blackjackDecisionSeconds(rules: BlackjackRules): number | null {
  return rules.decisionSeconds === 'off' ? null : rules.decisionSeconds
}

/**
 * The decisions awaited, with `timeout` listed while the timer is on: the engine accepts it then,
 * but lists only the choices a seat makes itself.
 */
export function withTimeout(state: BlackjackState, pending: Pending[]): Pending[] {
  if (state.rules.decisionSeconds === 'off') return pending
  return pending.map((x) => ({ seat: x.seat, allowed: [...x.allowed, 'timeout'] }))
}

/** What the timer sends when `seat`'s time runs out: `timeout`, or null when the timer is off or the decision is not `seat`'s. */
export function blackjackTimeout(state: BlackjackState, seat: SeatId): BlackjackAction | null {
  if (state.rules.decisionSeconds === 'off') return null
  return blackjackEngine.pending(state).some((p) => p.seat === seat) ? { do: 'timeout' } : null
}
