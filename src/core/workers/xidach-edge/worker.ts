/**
 * The Xì dách house-edge worker (worker_threads): simulates the bots against each dealer AI with the
 * simulator's own loop (src/sim/xidach.ts), posting its progress; or, for an `exact` job, works out the
 * exact heads-up edge against each (exact-edge.ts), each given up past its time budget. One job per
 * worker: cancelling is terminating it, so a long run never holds anything up.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { simulateXidach } from '../../../sim/xidach'
import { exactOrNot, type EdgeJob, type EdgeMessage } from '../../engine/games/xidach'

const port = parentPort
if (port) {
  const job = workerData as EdgeJob
  const post = (m: EdgeMessage): void => port.postMessage(m)
  try {
    const n = job.dealers.length
    job.dealers.forEach((dealer, i) => {
      if (job.mode === 'exact') {
        post({ kind: 'exact', result: exactOrNot(job.rules, dealer, job.budget ?? Infinity) })
        post({ kind: 'progress', done: (i + 1) / n })
        return
      }
      let last = -1
      const r = simulateXidach(job.rules, dealer, job.rounds, job.seed, (done) => {
        const pct = Math.floor(((i + done) / n) * 100)
        if (pct !== last) post({ kind: 'progress', done: (i + done) / n })
        last = pct
      })
      post({ kind: 'dealer', result: { dealer, rounds: r.rounds, edge: r.house.edge, lo: r.house.lo, hi: r.house.hi } })
    })
    post({ kind: 'done' })
  } catch (e) {
    post({ kind: 'failed', message: (e as Error).message })
  }
}
