/** Messages between the core and the Xì dách house-edge worker (worker.ts). */
import type { XidachRules } from '@shared/games/xidach'
import type { JobMessage } from '../../job-protocol'
import type { DealerStrength } from './ai'

export interface EdgeJob {
  rules: XidachRules
  dealers: readonly DealerStrength[]
  rounds: number
  seed: number
  /**
   * `exact`: the exact heads-up edge against each dealer AI instead (exact-edge.ts, issue 35), each
   * given up past `budget` dealer hands (then `exact: false`); absent: the bots' simulation.
   */
  mode?: 'exact'
  budget?: number
}

/**
 * One dealer AI's exact heads-up figure: the player's expected net per unit staked under the best play
 * against it, one pack; or, when the enumeration ran past the budget, that it is not exact (the
 * simulation stands in).
 */
export type ExactDealerEdge =
  | { dealer: DealerStrength; exact: true; playerEv: number; houseEdge: number; ms: number }
  | { dealer: DealerStrength; exact: false; reason: 'too-slow'; ms: number }

/** One dealer AI's figure: the house's net per unit staked, with its 99 % interval. */
export interface DealerEdge {
  dealer: DealerStrength
  rounds: number
  edge: number
  lo: number
  hi: number
}

/** A figure as it comes: the simulation's for one dealer AI, or the exact one's. */
export type EdgeFigure = { kind: 'dealer'; result: DealerEdge } | { kind: 'exact'; result: ExactDealerEdge }

/** What the worker posts: its figures one by one, then a bare `done` (job-protocol.ts). */
export type EdgeMessage = JobMessage<void, EdgeFigure>
