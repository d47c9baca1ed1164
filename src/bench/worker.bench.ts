/**
 * The compute worker's memory once a Blackjack table with computer players opens and plays (issue 33:
 * the host grew by about 117 MB; keep the worker under 40 MB). Each run opens a core on a fresh store
 * (tmpfs where there is one), opens a vegas-6d table with one spot and two computer players — which
 * starts the worker and runs the exact analysis of its rules for them (core/games/blackjack.ts `opened`)
 * — and plays ROUNDS rounds through `dispatch` as a window would, the person by the basic strategy:
 * every decision of the person's is graded by the worker (`blackjack.hand`, the chart's ruleset for a
 * mistake). Then, with the grades written, the worker is asked for its memory; jobs are answered in
 * order, so the opening's analysis is over by then.
 * - `worker.heap_mb`: the worker's own V8 heap after that (heapTotal + external, its isolate's: the
 *   analysis keeps its tables in typed arrays, which count as external). Measured as it is, garbage and
 *   all: that is what the worker holds until V8 next collects.
 * - `worker.rss_growth_mb`: the process's resident set after that less just before the table opened:
 *   the thread's whole cost, its isolate, code and stack included (and what the rounds cost the main
 *   thread: its store, its engine).
 * The worker is the bundled one the shipped app starts (out/node/compute-worker.js, made by
 * scripts/node-bundle.mjs; `ComputeClient.entry`): from source it would load tsx and compile TypeScript
 * (≈ 45 MB more). Resident memory is the allocator's, so a later run may reuse pages an earlier one
 * freed: the median of 3 is reported.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { resolveBlackjackRules } from '@shared/games/blackjack'
import { createCore } from '../core/index'
import { ComputeClient } from '../core/workers/compute/client'
import { callCore, playBlackjackRound } from './play'
import { benchRules } from './rules'
import type { Bench } from './types'

const MB = 1024 * 1024
const BUNDLED = new URL('../../out/node/compute-worker.js', import.meta.url)
const ROUNDS = Number(process.env.BANXANH_BENCH_WORKER_ROUNDS) || 30
/** 10 chips: even, so a 3:2 blackjack pays in whole minor units. */
const STAKE_MINOR = 1_000

/** A fresh core's worker after the table opened and played: its heap and the process's growth, in MB. */
async function workerAfterPlaying(): Promise<{ heap: number; rss: number }> {
  if (!existsSync(fileURLToPath(BUNDLED)))
    throw new Error('out/node/compute-worker.js is missing: run `node scripts/node-bundle.mjs` first')
  if (ComputeClient.running.size > 0) throw new Error('a compute worker from an earlier run is still running')
  const dir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'banxanh-bench-worker-'))
  ComputeClient.entry = BUNDLED
  const core = createCore({ dataDir: dir, host: 'web', backups: false })
  try {
    const p = await callCore(core, 'profiles.create', { name: 'Bench' })
    await callCore(core, 'profiles.topUp', { id: p.currentId as string, amountMinor: 10_000_000 })
    const before = process.memoryUsage().rss
    const { tableId } = await callCore(core, 'tables.open', {
      game: 'blackjack',
      ruleset: { rules: { preset: 'vegas-6d' } },
      config: { spots: 1, bots: 2 }
    })
    const rules = benchRules(resolveBlackjackRules({ preset: 'vegas-6d' }))
    for (let i = 0; i < ROUNDS; i++) await playBlackjackRound(core, tableId, rules, STAKE_MINOR)
    await core.gradesWritten()
    const [client, ...more] = [...ComputeClient.running]
    if (!client || more.length > 0)
      throw new Error(`expected the core's one compute worker, found ${more.length + (client ? 1 : 0)}`)
    const m = await client.run('worker.memory')
    return { heap: (m.heapTotal + m.external) / MB, rss: (process.memoryUsage().rss - before) / MB }
  } finally {
    await core.close()
    ComputeClient.entry = null
    rmSync(dir, { recursive: true, force: true })
  }
}

export const benches: Bench[] = [
  {
    name: 'worker.heap_mb',
    unit: 'MB',
    target: 40,
    better: 'lower',
    runs: 3,
    run: async () => (await workerAfterPlaying()).heap
  },
  {
    name: 'worker.rss_growth_mb',
    unit: 'MB',
    target: 40,
    better: 'lower',
    runs: 3,
    run: async () => (await workerAfterPlaying()).rss
  }
]
