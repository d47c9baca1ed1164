/** Messages between the core and the Xì dách house-edge worker (worker.ts). */
import type { XidachRules } from '@shared/games/xidach'
import type { DealerStrength } from '../ai'

export interface EdgeJob {
  rules: XidachRules
  dealers: readonly DealerStrength[]
  rounds: number
  seed: number
}

/** One dealer AI's figure: the house's net per unit staked, with its 99 % interval. */
export interface DealerEdge {
  dealer: DealerStrength
  rounds: number
  edge: number
  lo: number
  hi: number
}

export type EdgeMessage =
  | { kind: 'progress'; done: number }
  | { kind: 'dealer'; result: DealerEdge }
  | { kind: 'done' }
  | { kind: 'failed'; message: string }
