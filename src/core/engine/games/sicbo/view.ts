/** What a Sic Bo seat sees: everything but the dice, until the roll. */
import type { SicboView } from '@shared/games/sicbo'
import { stakedBy, type SicboState } from './state'

export function viewOf(state: SicboState, _viewer: string | null): SicboView {
  // Sic Bo has no private information between seats; only the dice are secret, until the roll.
  const rolled = state.phase === 'over'
  return {
    game: 'sicbo',
    phase: state.phase,
    rules: state.rules,
    seats: state.seats.map((s) => ({
      id: s.id,
      bankrollMinor: s.bankrollMinor,
      stakedMinor: stakedBy(state.bets, s.id)
    })),
    dealerBankrollMinor: state.dealerBankrollMinor,
    bets: state.bets.map((b) => ({ ...b })),
    dice: rolled ? [...state.dice] : null,
    total: rolled ? state.dice[0] + state.dice[1] + state.dice[2] : null,
    settled:
      rolled && state.settled
        ? { ...state.settled, bets: state.settled.bets.map((b) => ({ ...b })), nets: { ...state.settled.nets } }
        : null
  }
}
