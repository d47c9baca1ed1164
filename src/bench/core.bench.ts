/**
 * core.action_ms: the time from a procedure call, through input validation and a durable store
 * write (WAL, synchronous=FULL, one transaction), to its answer — `profiles.topUp` through the same
 * `dispatch` every host uses. Each run makes 10,000 calls and reports their p99 in milliseconds.
 * The floor is the disk: with synchronous=FULL every commit waits for an fsync of the WAL. The store
 * is made in the OS temp dir, or under BANXANH_BENCH_TMP (e.g. /dev/shm, tmpfs, to see the software
 * alone). Each call's time is wall time: it is a latency, fsync wait included.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createCore, type Core } from '../core/index'
import { dispatch } from '../core/rpc/index'
import type { Bench } from './types'

/** 10,000 as the issue defines the figure; BANXANH_BENCH_CALLS shortens a quick local check. */
const CALLS = Number(process.env.BANXANH_BENCH_CALLS) || 10_000

let dir = ''
let core: Core | null = null
let profileId = ''

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

export const benches: Bench[] = [
  {
    name: 'core.action_ms',
    unit: 'ms (p99)',
    target: 5,
    better: 'lower',
    runs: 3,
    async setup() {
      dir = mkdtempSync(join(process.env.BANXANH_BENCH_TMP || tmpdir(), 'banxanh-bench-'))
      core = createCore({ dataDir: dir, host: 'web', backups: false })
      const r = await dispatch(core, 'profiles.create', { name: 'Bench' }, { host: 'cli' })
      if (!r.ok) throw new Error(r.error.message)
      profileId = (r.value as { currentId: string }).currentId
    },
    async run() {
      if (!core) throw new Error('setup did not run')
      const times = new Array<number>(CALLS)
      for (let i = 0; i < CALLS; i++) {
        const t0 = process.hrtime.bigint()
        const r = await dispatch(
          core,
          'profiles.topUp',
          { id: profileId, amountMinor: 100 + (i % 1000) },
          { host: 'cli' }
        )
        times[i] = Number(process.hrtime.bigint() - t0) / 1e6
        if (!r.ok) throw new Error(r.error.message)
      }
      times.sort((a, b) => a - b)
      return percentile(times, 99)
    },
    async teardown() {
      await core?.close()
      core = null
      rmSync(dir, { recursive: true, force: true })
    }
  }
]
