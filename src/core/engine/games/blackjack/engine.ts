/**
 * Blackjack as a `GameEngine`: `start` is setup.ts (checks and the deal), `step` is apply.ts on a
 * copy, `pending` legal.ts, `view` view.ts, `nets` settle.ts.
 */
import type { BlackjackAction, BlackjackEvent, BlackjackRules, BlackjackView } from '@shared/games/blackjack'
import type { GameEngine, Nets, Pending } from '../../game'
import { stepAction } from './apply'
import { legalActions } from './legal'
import { roundNets } from './settle'
import { startRound, type BlackjackSetup } from './setup'
import type { BjSeat, BlackjackState } from './state'
import { viewOf } from './view'

export const blackjackEngine: GameEngine<
  BlackjackRules,
  BlackjackSetup,
  BlackjackState,
  BlackjackAction,
  BlackjackEvent,
  BlackjackView
> = {
  id: 'blackjack',

  start: startRound,

  step: stepAction,

  pending(state): Pending[] {
    if (state.phase === 'over') return []
    return [{ seat: (state.seats[state.turn] as BjSeat).id, allowed: legalActions(state) }]
  },

  view(state, viewer) {
    return viewOf(state, viewer)
  },

  isOver(state) {
    return state.phase === 'over'
  },

  nets(state): Nets {
    return roundNets(state)
  }
}
