/**
 * sicbo.persisted.rolls_per_s: Sic Bo rolls through core and the store, as a window plays them:
 * `tables.start`, one bet, `close` (roll, settle, ledger, figures), each call its own durable
 * transaction (WAL, synchronous=FULL), through the same `dispatch` every host uses. Each run plays
 * ROLLS rolls at one table and reports rolls per second.
 *
 * sicbo.persisted.bytes_per_round: the store's size per real round after those rolls (file + WAL,
 * checkpointed), the figure docs/history.md quotes.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createCore, type Core } from '../main/core/index'
import { dispatch } from '../main/rpc/index'
import { DB_FILE } from '../main/store/paths'
import type { ProcedureInput, ProcedureName, ProcedureResult } from '../shared/contract/index'
import type { Bench } from './types'

const ROLLS = Number(process.env.BANXANH_BENCH_ROLLS) || 1_000

let dir = ''
let core: Core | null = null
let tableId = ''
let played = 0

async function call<N extends ProcedureName>(name: N, input: ProcedureInput<N>): Promise<ProcedureResult<N>> {
  if (!core) throw new Error('setup did not run')
  const r = await dispatch(core, name, input, { host: 'cli' })
  if (!r.ok) throw new Error(`${name}: ${r.error.message}`)
  return r.value as ProcedureResult<N>
}

async function setup(): Promise<void> {
  if (core) return
  dir = mkdtempSync(join(process.env.BANXANH_BENCH_TMP || tmpdir(), 'banxanh-bench-persisted-'))
  core = createCore({ dataDir: dir, host: 'web', backups: false })
  const p = await call('profiles.create', { name: 'Bench' })
  await call('profiles.topUp', { id: p.currentId as string, amountMinor: 100_000_000 })
  tableId = (await call('tables.open', { game: 'sicbo', ruleset: { rules: { preset: 'trainer' } }, config: {} })).tableId
}

export const benches: Bench[] = [
  {
    name: 'sicbo.persisted.rolls_per_s',
    unit: 'rolls/s',
    target: 5_000,
    better: 'higher',
    runs: 5,
    setup,
    async run() {
      const t0 = performance.now()
      for (let i = 0; i < ROLLS; i++) {
        const t = await call('tables.start', { tableId, stakes: [] })
        const r = t.round!
        const b = await call('tables.act', { tableId, roundId: r.roundId, version: r.version, seat: 'you', action: { type: 'bet', spot: i % 2 ? 'small' : 'big', amountMinor: 100 } })
        await call('tables.act', { tableId, roundId: r.roundId, version: b.round!.version, seat: 'dealer', action: { type: 'close' } })
      }
      played += ROLLS
      return ROLLS / ((performance.now() - t0) / 1000)
    }
  },
  {
    name: 'sicbo.persisted.bytes_per_round',
    unit: 'bytes',
    target: null,
    better: 'lower',
    runs: 1,
    setup,
    run() {
      if (!core || played === 0) throw new Error('run sicbo.persisted.rolls_per_s first')
      core.openStore()!.db.pragma('wal_checkpoint(TRUNCATE)')
      const file = join(dir, DB_FILE)
      return (statSync(file).size + (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0)) / played
    },
    async teardown() {
      await core?.close()
      core = null
      played = 0
      if (dir) rmSync(dir, { recursive: true, force: true })
      dir = ''
    }
  }
]
