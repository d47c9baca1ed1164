/**
 * The compute worker (worker_threads): runs the jobs of jobs.ts off the core's thread. A message
 * `{ id, job, args }` is answered `{ id, ok: true, result, ms }`, or `{ id, ok: false, message }` when
 * the job throws or is not one of jobs.ts's. It knows no game: the jobs are looked up by name.
 */
import { parentPort } from 'node:worker_threads'
import { COMPUTE_JOBS, type ComputeRequest, type ComputeResponse } from './jobs'

const port = parentPort
if (port) {
  port.on('message', (m: ComputeRequest) => {
    const t0 = performance.now()
    let reply: ComputeResponse
    try {
      if (!Object.hasOwn(COMPUTE_JOBS, m.job)) throw new Error(`no compute job "${String(m.job)}"`)
      const run = COMPUTE_JOBS[m.job] as (...args: readonly unknown[]) => unknown
      reply = { id: m.id, ok: true, result: run(...m.args), ms: performance.now() - t0 }
    } catch (e) {
      reply = { id: m.id, ok: false, message: (e as Error).message }
    }
    port.postMessage(reply)
  })
}
