/**
 * The counter's simulation worker's job and messages (worker.ts, client.ts; docs/sim-blackjack.md,
 * "The simulator screen"). Plain data only: it crosses a thread.
 */
import type { BlackjackRules } from '@shared/games/blackjack'
import type { CountSystemId } from '@shared/games/blackjack-counts'
import type { BlackjackSimReport } from '@shared/contract/simulation'
import type { JobMessage } from '../../job-protocol'

export interface CounterSimJob {
  rules: BlackjackRules
  count: CountSystemId
  /** Units by floored true count 0, 1, 2, … (blackjack-count.ts `CounterPlan.ramp`). */
  ramp: number[]
  indices: boolean
  trueCount: 'exact' | 'half-deck'
  spots: number
  /** Rounds to play in all. */
  rounds: number
  /** Bankroll in units, the hours of one bankroll trial and the rounds per hour (a trial: hours × rounds per hour). */
  bankroll: number
  hours: number
  roundsPerHour: number
  seed: number
}

/** What the worker posts (job-protocol.ts): progress is the share of rounds played, `done` carries the report. */
export type CounterSimMessage = JobMessage<BlackjackSimReport>
