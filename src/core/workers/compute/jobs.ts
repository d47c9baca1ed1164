/**
 * The compute worker's jobs, tagged by game (`<game>.<job>`): pure functions of plain data (their
 * arguments and results are structured-cloned across the thread), run off the core's thread where
 * every other action would wait for them. A new job is a line here; the worker (worker.ts) and the
 * client (client.ts) know no job by name.
 */
import type { BlackjackRules } from '@shared/games/blackjack'
import { COUNT_SYSTEMS, type CountSystemId } from '@shared/games/blackjack-counts'
import {
  analyzeHand,
  analyzeRuleset,
  computeIndices,
  type HandQuery,
  type IndexOptions,
  type IndexQuestion
} from '../../engine/games/blackjack'
import { advisePlayer, type PlayerQuestion } from '../../engine/games/xidach'

export const COMPUTE_JOBS = {
  /** Blackjack's whole-ruleset analysis (the exact strategy its computer players and the chart use). */
  'blackjack.ruleset': (rules: BlackjackRules) => analyzeRuleset(rules),
  /** The EVs of every action for the hand in play (the coach's hints and grades). */
  'blackjack.hand': (rules: BlackjackRules, query: HandQuery) => analyzeHand(rules, query),
  /** The index plays of a ruleset for a count system (the Illustrious 18 and Fab 4 by default, ≈ 0.6 s). */
  'blackjack.indices': (
    rules: BlackjackRules,
    system: CountSystemId,
    questions?: IndexQuestion[],
    options?: IndexOptions
  ) => computeIndices(rules, COUNT_SYSTEMS[system], questions, options),
  /** The Xì dách advisor's figures for a player's decision (up to 12 ms exact, then 25 ms sampled). */
  'xidach.player': (question: PlayerQuestion, seed: number) => advisePlayer(question, undefined, seed),
  /**
   * The worker's own memory, for the bench: its V8 heap (in a worker thread these are its own
   * isolate's), and the process's resident set.
   */
  'worker.memory': () => {
    const m = process.memoryUsage()
    return { heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, rss: m.rss }
  }
} as const

export type ComputeJobs = typeof COMPUTE_JOBS
export type JobName = keyof ComputeJobs
export type JobArgs<J extends JobName> = Parameters<ComputeJobs[J]>
export type JobResult<J extends JobName> = ReturnType<ComputeJobs[J]>

/** A request to the worker: the job's name and its arguments. */
export type ComputeRequest = { [J in JobName]: { id: number; job: J; args: JobArgs<J> } }[JobName]

export type ComputeResponse =
  { id: number; ok: true; result: unknown; ms: number } | { id: number; ok: false; message: string }
