/** What each Sic Bo seat may do now: bet (and remove, clear) while betting is open; the dealer closes. */
import { DEALER } from '@shared/games'
import type { Pending } from '../../game'
import type { SicboState } from './state'

export function legalActions(state: SicboState, seat: string): string[] {
  if (state.phase !== 'betting') return []
  if (seat === DEALER) return ['close']
  if (!state.seats.some((s) => s.id === seat)) return []
  const alone = state.seats.length === 1 ? ['roll'] : []
  return state.bets.some((b) => b.seat === seat) ? ['bet', 'remove', 'clear', ...alone] : ['bet', ...alone]
}

/** Every seat may bet at once; the dealer may close at any moment. */
export function pendingOf(state: SicboState): Pending[] {
  if (state.phase !== 'betting') return []
  return [
    ...state.seats.map((s) => ({ seat: s.id, allowed: legalActions(state, s.id) })),
    { seat: DEALER, allowed: ['close'] }
  ]
}
