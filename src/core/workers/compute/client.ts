/**
 * The core's handle on the compute worker (worker.ts): one worker thread started on first use, jobs
 * answered in order of arrival. `run(job, …args)` is typed from jobs.ts; the core awaits a promise and
 * never blocks while the worker computes. A game's client (Blackjack's AnalysisClient) builds its
 * caches on top.
 */
import { Worker } from 'node:worker_threads'
import type { ComputeResponse, JobArgs, JobName, JobResult } from './jobs'

/**
 * Where the worker's code is: next to this file when running from source (tsx, tests; worker-dev.mjs
 * loads worker.ts through tsx), or the bundle's own entry `compute-worker.js` beside the running bundle
 * (electron.vite.config.ts, scripts/node-bundle.mjs).
 */
function workerUrl(): URL {
  const here = import.meta.url
  return here.endsWith('.ts') ? new URL('./worker-dev.mjs', here) : new URL('./compute-worker.js', here)
}

type Pending = { resolve: (r: ComputeResponse) => void; reject: (e: Error) => void }

export class ComputeClient {
  /**
   * Where clients start their worker when not beside this module: the bench points it at the bundled
   * worker (out/node/compute-worker.js) before it opens a whole core from source.
   */
  static entry: URL | null = null
  /** The clients whose worker is running: the bench asks the one a core started for its memory. */
  static readonly running = new Set<ComputeClient>()

  private worker: Worker | null = null
  private nextId = 1
  private readonly pending = new Map<number, Pending>()

  private start(): Worker {
    if (this.worker) return this.worker
    const w = new Worker(ComputeClient.entry ?? workerUrl())
    w.unref()
    ComputeClient.running.add(this)
    w.on('message', (m: ComputeResponse) => {
      const p = this.pending.get(m.id)
      if (!p) return
      this.pending.delete(m.id)
      p.resolve(m)
    })
    const failAll = (e: Error): void => {
      for (const p of this.pending.values()) p.reject(e)
      this.pending.clear()
      this.stopped()
    }
    w.on('error', failAll)
    w.on('exit', (code) => {
      if (this.pending.size > 0) failAll(new Error(`compute worker stopped (exit ${code})`))
      this.stopped()
    })
    this.worker = w
    return w
  }

  /** Runs `job` in the worker; rejects with the job's message when it fails there. */
  async run<J extends JobName>(job: J, ...args: JobArgs<J>): Promise<JobResult<J>> {
    const id = this.nextId++
    const w = this.start()
    const r = await new Promise<ComputeResponse>((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      w.postMessage({ id, job, args })
    })
    if (!r.ok) throw new Error(r.message)
    return r.result as JobResult<J>
  }

  /** Whether the worker thread is running. */
  get started(): boolean {
    return this.worker !== null
  }

  private stopped(): void {
    this.worker = null
    ComputeClient.running.delete(this)
  }

  async close(): Promise<void> {
    const w = this.worker
    this.stopped()
    if (w) await w.terminate()
  }
}
