/**
 * The core's handle on counter's simulations (the simulator screen; docs/sim-blackjack.md, "The
 * simulator screen"): one worker thread per run, as the Xì dách house-edge runs have (a run is
 * minutes of one core, and terminating its thread is the one way to stop a tight loop at once).
 * The run's progress is kept here and read by polling; cancelling terminates the worker and keeps no
 * figures of the run. One run at a time: on a 2-core machine a second would only slow the first, so
 * a new run cancels the one before.
 */
import { Worker } from 'node:worker_threads'
import type { BlackjackSimReport } from '@shared/contract/simulation'
import type { CounterSimJob } from '../../engine/games/blackjack'
import { followJob } from '../follow-job'

function workerUrl(): URL {
  const here = import.meta.url
  return here.endsWith('.ts') ? new URL('./worker-dev.mjs', here) : new URL('./blackjack-sim-worker.js', here)
}

export type CounterSimRun =
  | { state: 'running'; done: number }
  | { state: 'ok'; done: 1; report: BlackjackSimReport }
  | { state: 'cancelled' | 'failed'; done: number; message: string }

interface Job {
  run: CounterSimRun
  worker: Worker | null
  /** Who started it: another profile's run is not theirs to read or stop. */
  owner: string
  rounds: number
}

/** A run as read: its state and the rounds it plays in all. */
export interface CounterSimView {
  run: CounterSimRun
  rounds: number
}

/** Finished runs kept to be read (the oldest dropped first). */
const KEEP = 8

export class CounterSimClient {
  private readonly jobs = new Map<string, Job>()
  private next = 1

  /** Starts a run; its id. */
  start(job: CounterSimJob, owner: string): string {
    for (const j of this.jobs.values()) this.stop(j)
    const id = `sim-${this.next++}`
    const w = new Worker(workerUrl(), { workerData: job })
    w.unref()
    const entry: Job = { run: { state: 'running', done: 0 }, worker: w, owner, rounds: job.rounds }
    followJob<BlackjackSimReport>(w, 'simulation', {
      running: () => entry.run.state === 'running',
      progress: (done) => {
        entry.run.done = done
      },
      done: (m) => {
        entry.run = { state: 'ok', done: 1, report: m.result }
        entry.worker = null
        void w.terminate()
      },
      failed: (message) => {
        entry.run = { state: 'failed', done: entry.run.done, message }
        entry.worker = null
      }
    })
    this.jobs.set(id, entry)
    while (this.jobs.size > KEEP) {
      const oldest = this.jobs.keys().next().value as string
      this.jobs.delete(oldest)
    }
    return id
  }

  /** The run, or null when there is none by that id for this owner. */
  status(id: string, owner: string): CounterSimView | null {
    const j = this.jobs.get(id)
    return j && j.owner === owner ? { run: j.run, rounds: j.rounds } : null
  }

  /** Stops the run (terminating its worker); a finished one stays as it was. */
  cancel(id: string, owner: string): CounterSimView | null {
    const j = this.jobs.get(id)
    if (!j || j.owner !== owner) return null
    this.stop(j)
    return { run: j.run, rounds: j.rounds }
  }

  private stop(j: Job): void {
    if (j.run.state !== 'running') return
    const w = j.worker
    j.worker = null
    j.run = { state: 'cancelled', done: j.run.done, message: 'cancelled' }
    void w?.terminate()
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
