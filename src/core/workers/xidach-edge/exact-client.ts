/**
 * The core's handle on the exact heads-up Xì dách edge (exact-edge.ts, issue 35): the house-edge worker
 * (worker.ts, an `exact` job) works it out for both dealer AIs, off the core's thread, in about a second;
 * the result is cached per resolved ruleset (a saved ruleset version is immutable, so its resolved rules
 * name it). Asking never waits: the first ask queues the job and answers `running`. One job runs at a
 * time (the lobby asks for every preset at once, and two cores are shared with the table).
 */
import type { Worker } from 'node:worker_threads'
import type { XidachRules } from '@shared/games/xidach'
import {
  DEALER_STRENGTHS,
  EXACT_BUDGET,
  type EdgeFigure,
  type EdgeJob,
  type ExactDealerEdge
} from '../../engine/games/xidach'
import { edgeWorker } from './client'
import { followJob } from '../follow-job'

export type ExactRun =
  | { state: 'running' | 'ok'; results: ExactDealerEdge[] }
  | { state: 'failed'; results: ExactDealerEdge[]; message: string }

/** Results kept (least recently asked dropped first); each is a few numbers. */
const CACHE = 256

export class XidachExactClient {
  private readonly runs = new Map<string, ExactRun>()
  private readonly workers = new Set<Worker>()
  private readonly queue: Array<() => void> = []

  constructor(readonly budget = EXACT_BUDGET) {}

  /** The figures for these rules, as far as they go; the first ask (or one after a failure) starts the work. */
  status(rules: XidachRules): ExactRun {
    const key = JSON.stringify(rules)
    const run = this.runs.get(key)
    if (run && run.state !== 'failed') {
      this.runs.delete(key)
      this.runs.set(key, run)
      return run
    }
    return this.begin(key, rules)
  }

  /** The figures kept or under way for these rules, without starting anything. */
  peek(rules: XidachRules): ExactRun | undefined {
    return this.runs.get(JSON.stringify(rules))
  }

  private begin(key: string, rules: XidachRules): ExactRun {
    let run: ExactRun = { state: 'running', results: [] }
    this.keep(key, run)
    this.queue.push(() => {
      const job: EdgeJob = {
        rules,
        dealers: DEALER_STRENGTHS,
        rounds: 0,
        seed: 0,
        mode: 'exact',
        budget: this.budget
      }
      const w = edgeWorker(job)
      this.workers.add(w)
      const settle = (next: ExactRun): void => {
        if (run.state !== 'running') return
        run = next
        // The finished run replaces the running one, unless the cache has dropped it meanwhile.
        if (this.runs.has(key)) this.runs.set(key, run)
        this.workers.delete(w)
        void w.terminate()
        this.pump()
      }
      followJob<void, EdgeFigure>(w, 'computation', {
        running: () => run.state === 'running',
        other: (m) => {
          if (m.kind === 'exact') run.results.push(m.result)
        },
        done: () => settle({ state: 'ok', results: run.results }),
        failed: (message) => settle({ state: 'failed', results: run.results, message })
      })
    })
    this.pump()
    return run
  }

  private pump(): void {
    if (this.workers.size > 0) return
    this.queue.shift()?.()
  }

  private keep(key: string, run: ExactRun): void {
    this.runs.delete(key)
    this.runs.set(key, run)
    while (this.runs.size > CACHE) this.runs.delete(this.runs.keys().next().value as string)
  }

  async close(): Promise<void> {
    const ws = [...this.workers]
    this.workers.clear()
    await Promise.all(ws.map((w) => w.terminate()))
  }
}
