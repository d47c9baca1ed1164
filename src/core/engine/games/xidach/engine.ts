/**
 * The Xì dách engine as core sees it (`GameEngine`): `start` is setup.ts, `step` is apply.ts on a
 * clone, `pending` legal.ts, `view` view.ts, `nets` settle.ts.
 *
 * Core's loop: `start` with the stakes and a shuffled deck (`shuffledDeck`); then, while not over,
 * ask the seat in `pending` (a bot through ai.ts, the person through the UI) and `step` its action.
 * The dealer's early checks are optional and never in `pending`: whenever `legalActions(state,
 * 'dealer')` is not empty during the players' phase, a computer dealer may be asked
 * (`dealerDecision` returns null to let the moment pass) and a human dealer gets the buttons.
 */
import type { XidachAction, XidachEvent, XidachRules, XidachView } from '@shared/games/xidach'
import { ok, type GameEngine, type StepResult } from '../../game'
import { apply } from './apply'
import { pendingOf } from './legal'
import { netsOf } from './settle'
import { startRound, type XidachSetup } from './setup'
import { cloneState, type XidachState } from './state'
import { viewOf } from './view'

export const xidachEngine: GameEngine<XidachRules, XidachSetup, XidachState, XidachAction, XidachEvent, XidachView> = {
  id: 'xidach',
  start(rules, setup): StepResult<XidachState, XidachEvent> {
    const events: XidachEvent[] = []
    // The setup's deck is copied so the caller's array never becomes part of (or changes with) the state.
    const r = startRound(rules, { ...setup, deck: setup.deck.slice() }, events)
    return r.ok ? ok(r.state, events) : { ok: false, error: r.error }
  },
  step(state, seat, action): StepResult<XidachState, XidachEvent> {
    const next = cloneState(state)
    const events: XidachEvent[] = []
    const bad = apply(next, seat, action, events)
    return bad ? { ok: false, error: bad } : ok(next, events)
  },
  pending: pendingOf,
  view: viewOf,
  isOver: (state) => state.phase === 'over',
  nets: netsOf
}
