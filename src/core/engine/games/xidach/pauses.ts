/**
 * Xì dách's optional moments and decision timer, as rules (rules-xidach.md, house rules `earlyCheck`
 * and `decisionSeconds`). A table decides only *when* to ask and schedules the timer; which decisions
 * are open, and what running out of time does, is said here. Pure: plain data in, plain data out.
 *
 * Early checks are optional, never in the engine's `pending`: while the players draw, the dealer MAY
 * check the hands it is allowed to (`legalActions`). On the dealer's own turn its checks are in
 * `pending` like any decision, so only the players' phase has optional ones.
 */
import { DEALER, type SeatId } from '@shared/games'
import type { XidachAction, XidachRules } from '@shared/games/xidach'
import { legalActions, pendingOf } from './legal'
import type { XidachState } from './state'

/** Decisions `seat` may take now that the engine does not wait for (the dealer's early checks); empty when none. */
export function xidachOptional(state: XidachState, seat: SeatId): string[] {
  return seat === DEALER && state.phase === 'players' ? legalActions(state, DEALER) : []
}

/** Seconds for a decision under house rule `decisionSeconds`, or null when the timer is off. */
export function xidachDecisionSeconds(rules: XidachRules): number | null {
  return typeof rules.decisionSeconds === 'number' ? rules.decisionSeconds : null
}

/**
 * When the time runs out, a hand under the minimum draws and one at or over it stands (players
 * against `playerMin`, the dealer against `dealerMin`). Only on a decision the engine waits for: the
 * pauses for early checks have no timer (null).
 */
export function xidachTimeout(state: XidachState, seat: SeatId): XidachAction | null {
  const pending = pendingOf(state)[0]
  if (!pending || pending.seat !== seat) return null
  const rules = state.rules
  if (seat === DEALER) {
    const d = state.dealer.standing
    return d >= 0 && d < rules.dealerMin && pending.allowed.includes('draw') ? { do: 'draw' } : { do: 'stand' }
  }
  const p = state.players.find((x) => x.id === seat)
  if (!p) return null
  return p.standing >= 0 && p.standing < rules.playerMin && pending.allowed.includes('draw')
    ? { do: 'draw' }
    : { do: 'stand' }
}
