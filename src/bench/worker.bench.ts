/**
 * The compute worker's memory once a Blackjack table with computer players opens (issue 33: the host
 * grew by about 117 MB; keep the worker under 40 MB). Opening such a table starts the worker and runs
 * the exact analysis of its rules for the computer players (core/games/blackjack.ts `opened`); each run
 * starts a fresh worker and runs that job (`blackjack.ruleset`, vegas-6d) through the same client.
 * - `worker.heap_mb`: the worker's own V8 heap after the job (heapTotal + external, its isolate's:
 *   the analysis keeps its tables in typed arrays, which count as external).
 * - `worker.rss_growth_mb`: the process's resident set after the job less just before the worker
 *   started: the thread's whole cost, its isolate, code and stack included.
 * The worker is the bundled one the shipped app starts (out/node/compute-worker.js, made by
 * scripts/node-bundle.mjs): from source it would load tsx and compile TypeScript (≈ 45 MB more).
 * Resident memory is the allocator's, so a later run may reuse pages an earlier one freed: the median
 * of 3 is reported.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { resolveBlackjackRules } from '@shared/games/blackjack'
import { ComputeClient } from '../core/workers/compute/client'
import type { Bench } from './types'

const MB = 1024 * 1024
const BUNDLED = new URL('../../out/node/compute-worker.js', import.meta.url)

/** A fresh bundled worker after the table's opening job: its heap and the process's growth, in MB. */
async function workerAfterOpening(): Promise<{ heap: number; rss: number }> {
  if (!existsSync(fileURLToPath(BUNDLED)))
    throw new Error('out/node/compute-worker.js is missing: run `node scripts/node-bundle.mjs` first')
  const r = resolveBlackjackRules({ preset: 'vegas-6d' })
  if (!r.ok) throw new Error(r.message)
  const before = process.memoryUsage().rss
  const client = new ComputeClient(BUNDLED)
  try {
    await client.run('blackjack.ruleset', r.rules)
    const m = await client.run('worker.memory')
    return { heap: (m.heapTotal + m.external) / MB, rss: (process.memoryUsage().rss - before) / MB }
  } finally {
    await client.close()
  }
}

export const benches: Bench[] = [
  {
    name: 'worker.heap_mb',
    unit: 'MB',
    target: 40,
    better: 'lower',
    runs: 3,
    run: async () => (await workerAfterOpening()).heap
  },
  {
    name: 'worker.rss_growth_mb',
    unit: 'MB',
    target: 40,
    better: 'lower',
    runs: 3,
    run: async () => (await workerAfterOpening()).rss
  }
]
