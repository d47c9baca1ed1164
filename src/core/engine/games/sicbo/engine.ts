/**
 * Sic Bo as a `GameEngine` (docs/rules-sicbo.md): `start` is setup.ts, `step` apply.ts, `pending` legal.ts,
 * `view` view.ts, the close and the nets settle.ts. Pure: `step` never mutates its input.
 */
import type { SicboAction, SicboEvent, SicboRules, SicboView } from '@shared/games/sicbo'
import type { GameEngine } from '../../game'
import { stepAction } from './apply'
import { pendingOf } from './legal'
import { startRound } from './setup'
import type { SicboSetup, SicboState } from './state'
import { viewOf } from './view'

export const sicboEngine: GameEngine<SicboRules, SicboSetup, SicboState, SicboAction, SicboEvent, SicboView> = {
  id: 'sicbo',

  start: startRound,

  step: stepAction,

  pending: pendingOf,

  view: viewOf,

  isOver(state) {
    return state.phase === 'over'
  },

  nets(state) {
    if (!state.settled) throw new Error('the round is not over yet')
    return { ...state.settled.nets }
  }
}
