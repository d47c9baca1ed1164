/**
 * The core's handle on Xì dách house-edge simulations: one worker thread per ruleset being simulated,
 * its progress kept here, the result cached per resolved ruleset (a saved ruleset version is immutable,
 * so its resolved rules name it). Cancelling terminates the worker; asking again starts afresh.
 * Finished results are also handed to `remembered` (the core keeps them on disk), and a ruleset it
 * holds is answered from there, so a restart does not forget minutes of simulation.
 */
import { Worker } from 'node:worker_threads'
import type { XidachRules } from '@shared/games/xidach'
import { DEALER_STRENGTHS, type DealerEdge, type EdgeFigure, type EdgeJob } from '../../engine/games/xidach'
import { followJob } from '../follow-job'

/** A house-edge worker on `job` (the exact figures' client starts its jobs here too), not holding the process open. */
export function edgeWorker(job: EdgeJob): Worker {
  const w = new Worker(workerUrl(), { workerData: job })
  w.unref()
  return w
}

function workerUrl(): URL {
  const here = import.meta.url
  return here.endsWith('.ts') ? new URL('./worker-dev.mjs', here) : new URL('./xidach-edge-worker.js', here)
}

export type EdgeRun =
  | { state: 'running'; done: number; results: DealerEdge[] }
  | { state: 'ok'; done: 1; results: DealerEdge[] }
  | { state: 'cancelled' | 'failed'; done: number; results: DealerEdge[]; message: string }

/** Rounds per dealer AI: a 99 % interval of about ± 0.4 % of the stakes (docs/sim-xidach.md). */
export const EDGE_ROUNDS = 200_000
/** A fixed seed: the same ruleset always gets the same figures. */
export const EDGE_SEED = 1
/** Results kept (least recently asked dropped first). */
const CACHE = 64
/** Simulations running at once. */
export const RUNNING = 2

/** Finished results kept beyond this process, by the same key as the cache (the resolved rules). */
export interface RememberedEdges {
  get(key: string): readonly DealerEdge[] | undefined
  set(key: string, results: readonly DealerEdge[]): void
}

interface Job {
  run: EdgeRun
  worker: Worker | null
}

export class XidachEdgeClient {
  private readonly jobs = new Map<string, Job>()

  constructor(
    readonly rounds = EDGE_ROUNDS,
    private readonly remembered: RememberedEdges | null = null
  ) {}

  /** The run for these rules; `start` begins one when there is none (or the last was cancelled or failed). */
  status(rules: XidachRules, start: boolean): EdgeRun | null {
    const key = JSON.stringify(rules)
    const job = this.jobs.get(key) ?? this.recalled(key)
    if (job) {
      // Most recently asked last.
      this.jobs.delete(key)
      this.jobs.set(key, job)
      if (!start || job.run.state === 'running' || job.run.state === 'ok') return job.run
    }
    if (!start) return null
    return this.begin(key, rules).run
  }

  /** A finished run `remembered` holds, taken into the cache. */
  private recalled(key: string): Job | undefined {
    const results = this.remembered?.get(key)
    if (!results) return undefined
    const job: Job = { run: { state: 'ok', done: 1, results: [...results] }, worker: null }
    this.keep(key, job)
    return job
  }

  cancel(rules: XidachRules): EdgeRun | null {
    const job = this.jobs.get(JSON.stringify(rules))
    if (!job) return null
    this.stop(job)
    return job.run
  }

  private stop(job: Job): void {
    if (job.run.state !== 'running') return
    const w = job.worker
    job.worker = null
    job.run = { state: 'cancelled', done: job.run.done, results: job.run.results, message: 'cancelled' }
    void w?.terminate()
  }

  private begin(key: string, rules: XidachRules): Job {
    // On a 2-core machine more than RUNNING simulations at once only slow each other down: the one
    // asked about least recently gives way (asking again restarts it).
    const running = [...this.jobs.values()].filter((j) => j.run.state === 'running')
    for (let i = 0; i <= running.length - RUNNING; i++) this.stop(running[i] as Job)
    const data: EdgeJob = { rules, dealers: DEALER_STRENGTHS, rounds: this.rounds, seed: EDGE_SEED }
    const w = new Worker(workerUrl(), { workerData: data })
    w.unref()
    const job: Job = { run: { state: 'running', done: 0, results: [] }, worker: w }
    followJob<void, EdgeFigure>(w, 'simulation', {
      running: () => job.run.state === 'running',
      progress: (done) => {
        job.run.done = done
      },
      other: (m) => {
        if (m.kind === 'dealer') job.run.results.push(m.result)
      },
      done: () => {
        const results = job.run.results
        job.run = { state: 'ok', done: 1, results }
        job.worker = null
        void w.terminate()
        this.remembered?.set(key, results)
      },
      failed: (message) => {
        job.run = { state: 'failed', done: job.run.done, results: job.run.results, message }
        job.worker = null
      }
    })
    this.keep(key, job)
    return job
  }

  private keep(key: string, job: Job): void {
    this.jobs.set(key, job)
    while (this.jobs.size > CACHE) {
      const [oldest, j] = this.jobs.entries().next().value as [string, Job]
      if (j.run.state === 'running') break
      this.jobs.delete(oldest)
    }
  }

  async close(): Promise<void> {
    const ws: Worker[] = []
    for (const j of this.jobs.values()) {
      if (j.worker) ws.push(j.worker)
      j.worker = null
    }
    await Promise.all(ws.map((w) => w.terminate()))
  }
}
