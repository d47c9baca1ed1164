/**
 * sicbo.persisted.rolls_per_s: Sic Bo rolls through core and the store, as a window plays them:
 * `tables.start`, one bet, `close` (roll, settle, ledger, figures), each call its own durable
 * transaction (WAL, synchronous=FULL), through the same `dispatch` every host uses. Each run plays
 * ROLLS rolls at one table and reports rolls per second.
 *
 * sicbo.persisted.bytes_per_round: the store's size per real round after those rolls (file + WAL,
 * checkpointed), the figure docs/history.md quotes.
 *
 * blackjack.persisted.hands_per_s: Blackjack hands through core and the store the same way: a club99
 * table with one spot, `tables.start` with a 10-chip stake, then `tables.act` with the generated basic
 * strategy's decision on the round's view until the round is over (the dealer plays inside the last
 * accepted action's transaction). Each run plays HANDS hands at one table and reports hands per second.
 *
 * Every accepted call is one durable transaction, so on a real disk these figures are bounded by the
 * disk's fsync latency; BANXANH_BENCH_TMP=/dev/shm (tmpfs) measures the software cost alone.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createCore, type Core } from '../main/core/index'
import { dispatch } from '../main/rpc/index'
import { DB_FILE } from '../main/store/paths'
import type { ProcedureInput, ProcedureName, ProcedureResult } from '../shared/contract/index'
import { resolveBlackjackRules, type BlackjackRules, type BlackjackView } from '../shared/games/blackjack'
import { basicStrategyAction } from '../main/engine/games/blackjack/strategy'
import type { Bench } from './types'

const ROLLS = Number(process.env.BANXANH_BENCH_ROLLS) || 1_000
const HANDS = Number(process.env.BANXANH_BENCH_HANDS) || 1_000
/** 10 chips: even, so a 3:2 blackjack pays in whole minor units. */
const HAND_STAKE_MINOR = 1_000

let dir = ''
let core: Core | null = null
let tableId = ''
let played = 0

async function callOn<N extends ProcedureName>(on: Core | null, name: N, input: ProcedureInput<N>): Promise<ProcedureResult<N>> {
  if (!on) throw new Error('setup did not run')
  const r = await dispatch(on, name, input, { host: 'cli' })
  if (!r.ok) throw new Error(`${name}: ${r.error.message}`)
  return r.value as ProcedureResult<N>
}

const call = <N extends ProcedureName>(name: N, input: ProcedureInput<N>): Promise<ProcedureResult<N>> => callOn(core, name, input)

function benchDir(): string {
  return mkdtempSync(join(process.env.BANXANH_BENCH_TMP || tmpdir(), 'banxanh-bench-persisted-'))
}

async function setup(): Promise<void> {
  if (core) return
  dir = benchDir()
  core = createCore({ dataDir: dir, host: 'web', backups: false })
  const p = await call('profiles.create', { name: 'Bench' })
  await call('profiles.topUp', { id: p.currentId as string, amountMinor: 100_000_000 })
  tableId = (await call('tables.open', { game: 'sicbo', ruleset: { rules: { preset: 'trainer' } }, config: {} })).tableId
}

// The Blackjack table lives in its own store, so its figure does not depend on the Sic Bo rows before it.
let bjDir = ''
let bjCore: Core | null = null
let bjTableId = ''
let bjRules: BlackjackRules | null = null

async function setupBlackjack(): Promise<void> {
  if (bjCore) return
  const resolved = resolveBlackjackRules({ preset: 'club99' })
  if (!resolved.ok) throw new Error(`club99: ${resolved.message}`)
  bjRules = resolved.rules
  bjDir = benchDir()
  bjCore = createCore({ dataDir: bjDir, host: 'web', backups: false })
  const p = await callOn(bjCore, 'profiles.create', { name: 'Bench' })
  await callOn(bjCore, 'profiles.topUp', { id: p.currentId as string, amountMinor: 100_000_000 })
  bjTableId = (await callOn(bjCore, 'tables.open', { game: 'blackjack', ruleset: { rules: { preset: 'club99' } }, config: { spots: 1, bots: 0 } })).tableId
}

/** Plays one hand to its end as the person would, by the basic strategy (stand if it names nothing). */
async function playHand(): Promise<void> {
  const rules = bjRules as BlackjackRules
  let t = await callOn(bjCore, 'tables.start', { tableId: bjTableId, stakes: [{ seat: 'you1', amountMinor: HAND_STAKE_MINOR }] })
  for (let guard = 0; guard < 64; guard++) {
    const r = t.round
    if (!r) throw new Error('tables.start: no round')
    if (r.over) return
    const turn = r.yourTurn[0]
    if (!turn) throw new Error(`round ${r.roundId} waits for ${r.waitingFor.join(', ') || 'nobody'}, not the person`)
    const name = basicStrategyAction(r.view as BlackjackView, rules) ?? 'stand'
    t = await callOn(bjCore, 'tables.act', { tableId: bjTableId, roundId: r.roundId, version: r.version, seat: turn.seat, action: { do: name } })
  }
  throw new Error('a hand took more than 64 decisions')
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
  },
  {
    name: 'blackjack.persisted.hands_per_s',
    unit: 'hands/s',
    target: 3_000,
    better: 'higher',
    runs: 5,
    setup: setupBlackjack,
    async run() {
      const t0 = performance.now()
      for (let i = 0; i < HANDS; i++) await playHand()
      return HANDS / ((performance.now() - t0) / 1000)
    },
    async teardown() {
      await bjCore?.close()
      bjCore = null
      bjRules = null
      if (bjDir) rmSync(bjDir, { recursive: true, force: true })
      bjDir = ''
    }
  }
]
