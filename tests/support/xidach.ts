/** Xì dách engine steps for engine tests: a list of moves played in order, any refusal thrown. */
import type { XidachAction } from '@shared/games/xidach'
import { xidachEngine, type XidachState } from '../../src/core/engine/games/xidach'

export function play(state: XidachState, moves: Array<[string, XidachAction]>): XidachState {
  let s = state
  for (const [seat, action] of moves) {
    const res = xidachEngine.step(s, seat, action)
    if (!res.ok) throw new Error(res.error.message)
    s = res.state
  }
  return s
}

export const DRAW: XidachAction = { do: 'draw' }
export const STAND: XidachAction = { do: 'stand' }
