/**
 * History at scale (issue 6). Setup seeds a store with 1,000,000 finished Sic Bo rounds — one session
 * of 100,000 and the rest in sessions of 1,000 — by direct INSERTs, 50,000 rounds per transaction,
 * into a temporary data dir; each round is stored as a table stores it (rules snapshot, start entry,
 * bet, close with the engine's events, ledger transaction), and the big session's rounds carry real
 * seeds so their recall verifies. Then, through the same `dispatch` every host uses:
 *
 * - history.sessions_ms        open the sessions list (first page, newest first)
 * - history.stats_ms           the 100,000-round session: summary figures and chart data
 * - history.recall_ms          open one round of it for recall (steps, views, proof verified)
 * - history.export_rounds_per_s  CSV export of that session
 * - history.store_bytes_per_round  the store file's size divided by its rounds
 *
 * BANXANH_BENCH_ROUNDS shrinks the store for a quick local check (the big session stays a tenth).
 */
import Database from 'better-sqlite3'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createCore, type Core } from '../core/index'
import { fairDice } from '../core/fairness/outcome'
import { hashServerSeed } from '../core/fairness/stream'
import { dispatch } from '../core/rpc/index'
import { DB_FILE } from '../core/store/paths'
import { StepWriter } from '../core/tables/repo'
import { encodeHex, encodeTime, RESULT_IN } from '../core/store/columns'
import { PROFILE_KEY } from '../core/store/ledger'
import { resolveSicboRules } from '@shared/games/sicbo'
import type { ProcedureInput, ProcedureName, ProcedureResult } from '@shared/contract/index'
import type { Bench } from './types'
import { cpuSecondsSince } from './cpu'
import { callCore } from './play'
import { benchRules } from './rules'

const TOTAL = Number(process.env.BANXANH_BENCH_ROUNDS) || 1_000_000
const BIG = Math.min(100_000, Math.floor(TOTAL / 10))
const SMALL_SESSION = 1_000
const PER_TX = 50_000

let dir = ''
let core: Core | null = null
let bigSession = 0
let bigRoundIds: number[] = []
let seeded: Promise<void> | null = null

function call<N extends ProcedureName>(name: N, input: ProcedureInput<N>): Promise<ProcedureResult<N>> {
  if (!core) throw new Error('setup did not run')
  return callCore(core, name, input)
}

function seed(file: string, profileIds: string[]): void {
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL') // seeding only; the app itself runs FULL
  db.pragma('cache_size = -262144') // 256 MiB: every table and index being filled stays in memory
  db.pragma('foreign_keys = ON')
  const rules = benchRules(resolveSicboRules({ preset: 'trainer' }))
  const rulesJson = JSON.stringify(rules)
  const rulesId = db.transaction(() => new StepWriter(db).rulesId(rulesJson))()
  const insSession = db.prepare(
    `INSERT INTO sessions (profile_id, game, ruleset_id, ruleset_version, rules_name, config_json, table_json, started_at, ended_at, chips_in_minor, chips_out_minor)
     VALUES (?, 'sicbo', 'preset:trainer', 1, 'trainer', '{}', ?, ?, ?, ?, ?)`
  )
  const insRound = db.prepare(
    `INSERT INTO rounds (session_id, seq, game, rules_id, server_seed_hash, server_seed, client_seed, nonce, revealed_at, status, version, result_json, created_at, ended_at)
     VALUES (?, ?, 'sicbo', ?, ?, ?, ?, ?, ?, 'over', 2, ${RESULT_IN}, ?, ?)`
  )
  // Steps are written as the tables write them (compacted, event-codec.ts).
  const steps = new StepWriter(db)
  const insEvent = {
    run: (roundId: number, seq: number, actor: string, action: string, events: string, at: string): void =>
      steps.step(roundId, seq, actor, action, events, at)
  }
  // Rows in the store's compact form (migration 7: columns.ts), as the tables and the ledger write them.
  const insTx = db.prepare(
    `INSERT INTO ledger_tx (kind, profile_key, round_id, created_at) VALUES ('round', ${PROFILE_KEY}, ?, ?)`
  )
  const insEntry = db.prepare(
    `INSERT INTO ledger_entries (tx_id, profile_key, amount_minor) VALUES (?, ${PROFILE_KEY}, ?)`
  )
  const insTopup = db.prepare(
    `INSERT INTO ledger_tx (kind, profile_key, round_id, created_at) VALUES ('topup', ${PROFILE_KEY}, NULL, ?)`
  )

  const balance = new Map<string, number>()
  const start = Date.parse('2025-01-01T00:00:00.000Z')
  let clockMs = start
  let lcg = 987654321
  const rand = (): number => (lcg = (lcg * 1103515245 + 12345) % 2147483648)
  const clientSeed = 'benchclient0001'
  const fakeHex = (n: number): string => n.toString(16).padStart(64, '0')
  let made = 0
  let sessionNo = 0

  const plan: Array<{ profile: string; rounds: number; big: boolean }> = [
    { profile: profileIds[0] as string, rounds: BIG, big: true }
  ]
  for (let left = TOTAL - BIG, i = 0; left > 0; i++) {
    const n = Math.min(SMALL_SESSION, left)
    plan.push({ profile: profileIds[i % profileIds.length] as string, rounds: n, big: false })
    left -= n
  }
  // Oldest first so ids and dates grow together, as in real use; the big session is in the middle.
  const mid = Math.floor(plan.length / 2)
  const big = plan.shift()!
  plan.splice(mid, 0, big)

  type Later = {
    roundId: number
    at: string
    before: number
    stake: number
    bet: object
    dice: number[]
    total: number
    win: boolean
    net: number
    profile: string
  }
  let later: Later[] = []
  const flush = (): void => {
    for (const x of later) {
      insEvent.run(
        x.roundId,
        0,
        'table',
        JSON.stringify({ type: 'start', bankrolls: { you: x.before, dealer: null }, stakes: {} }),
        '[]',
        x.at
      )
      insEvent.run(
        x.roundId,
        1,
        'you',
        JSON.stringify({ type: 'bet', spot: 'small', amountMinor: x.stake }),
        JSON.stringify([{ type: 'bet-placed', bet: x.bet }]),
        x.at
      )
      insEvent.run(
        x.roundId,
        2,
        'dealer',
        '{"type":"close"}',
        JSON.stringify([
          { type: 'betting-closed' },
          { type: 'rolled', dice: x.dice, total: x.total },
          {
            type: 'settled',
            bets: [{ ...x.bet, pays: x.win ? 1 : null, netMinor: x.net }],
            nets: { you: x.net, dealer: -x.net },
            winningSpots: x.win ? ['small'] : []
          }
        ]),
        x.at
      )
    }
    for (const x of later) {
      const txId = insTx.run(x.profile, x.roundId, encodeTime(x.at)).lastInsertRowid
      insEntry.run(txId, x.profile, x.net)
      insEntry.run(txId, null, -x.net)
    }
    later = []
  }
  let txOpen = false
  const begin = (): void => {
    db.exec('BEGIN')
    txOpen = true
  }
  const commit = (): void => {
    db.exec('COMMIT')
    txOpen = false
  }
  begin()
  for (const p of plan) {
    for (const id of profileIds)
      if (!balance.has(id)) {
        const txId = insTopup.run(id, encodeTime(new Date(clockMs).toISOString())).lastInsertRowid
        insEntry.run(txId, id, 100_000_000)
        insEntry.run(txId, null, -100_000_000)
        balance.set(id, 100_000_000)
      }
    const started = new Date(clockMs).toISOString()
    const chipsIn = balance.get(p.profile) as number
    const sessionId = Number(
      insSession.run(p.profile, JSON.stringify({ rules }), started, started, chipsIn, chipsIn).lastInsertRowid
    )
    sessionNo++
    if (p.big) bigSession = sessionId
    for (let seq = 1; seq <= p.rounds; seq++) {
      clockMs += 3000
      const at = new Date(clockMs).toISOString()
      const nonce = made
      let serverSeed: string
      let hash: string
      let dice: number[]
      if (p.big) {
        serverSeed = fakeHex(made + 1).replace(/^0{8}/, 'b1b1b1b1')
        hash = hashServerSeed(serverSeed)
        dice = fairDice({ serverSeed, clientSeed, nonce })
      } else {
        serverSeed = fakeHex(made + 1)
        hash = fakeHex(made + 1).replace(/^0{8}/, 'ffffffff')
        dice = [(rand() % 6) + 1, (rand() % 6) + 1, (rand() % 6) + 1]
      }
      const total = dice[0]! + dice[1]! + dice[2]!
      const triple = dice[0] === dice[1] && dice[1] === dice[2]
      const stake = 100 * ((seq % 5) + 1)
      const win = !triple && total <= 10
      const net = win ? stake : -stake
      const before = balance.get(p.profile) as number
      const after = before + net
      balance.set(p.profile, after)
      const bet = { seat: 'you', spot: 'small', amountMinor: stake }
      const result = {
        nets: { you: net, dealer: -net },
        wageredMinor: stake,
        netMinor: net,
        balanceAfterMinor: after,
        outcome: dice.join('-')
      }
      const roundId = Number(
        insRound.run(
          sessionId,
          seq,
          rulesId,
          encodeHex(hash),
          encodeHex(serverSeed),
          encodeHex(clientSeed),
          nonce,
          encodeTime(at),
          JSON.stringify(result),
          encodeTime(at),
          encodeTime(at)
        ).lastInsertRowid
      )
      if (p.big) bigRoundIds.push(roundId)
      // Events and ledger rows are written per batch, table by table: far fewer page switches.
      later.push({ roundId, at, before, stake, bet, dice, total, win, net, profile: p.profile })
      made++
      if (made % PER_TX === 0) {
        flush()
        commit()
        begin()
      }
    }
    db.prepare('UPDATE sessions SET chips_out_minor = ? WHERE id = ?').run(balance.get(p.profile) as number, sessionId)
  }
  flush()
  if (txOpen) commit()
  db.pragma('wal_checkpoint(TRUNCATE)')
  db.close()
  void sessionNo
}

async function ensureSeeded(): Promise<void> {
  seeded ??= (async () => {
    dir = mkdtempSync(join(process.env.BANXANH_BENCH_TMP || tmpdir(), 'banxanh-bench-history-'))
    const c = createCore({ dataDir: dir, host: 'web', backups: false })
    const ids: string[] = []
    for (const name of ['An', 'Bình', 'Chi']) {
      const r = await dispatch(c, 'profiles.create', { name }, { host: 'cli' })
      if (!r.ok) throw new Error(r.error.message)
      ids.push((r.value as { currentId: string }).currentId)
    }
    await c.close()
    const t0 = performance.now()
    seed(join(dir, DB_FILE), ids)
    process.stderr.write(
      `  seeded ${TOTAL.toLocaleString('en')} rounds in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`
    )
    core = createCore({ dataDir: dir, host: 'web', backups: false })
    process.once('exit', cleanup)
  })()
  return seeded
}

function cleanup(): void {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = ''
}

let recallPick = 0

export const benches: Bench[] = [
  {
    name: 'history.sessions_ms',
    unit: 'ms',
    target: 100,
    better: 'lower',
    runs: 7,
    setup: ensureSeeded,
    async run() {
      const t0 = performance.now()
      const page = await call('history.sessions', {})
      const ms = performance.now() - t0
      if (page.items.length === 0) throw new Error('no sessions')
      return ms
    }
  },
  {
    name: 'history.stats_ms',
    unit: 'ms',
    target: 200,
    better: 'lower',
    runs: 7,
    setup: ensureSeeded,
    async run() {
      const t0 = performance.now()
      const d = await call('history.session', { sessionId: bigSession })
      const ms = performance.now() - t0
      if (d.figures.rounds !== BIG || d.series.seq.length > 2000) throw new Error('unexpected stats')
      return ms
    }
  },
  {
    name: 'history.recall_ms',
    unit: 'ms',
    target: 20,
    better: 'lower',
    runs: 21,
    setup: ensureSeeded,
    async run() {
      const roundId = bigRoundIds[(recallPick++ * 7919) % bigRoundIds.length] as number
      const t0 = performance.now()
      const r = await call('history.round', { roundId })
      const ms = performance.now() - t0
      if (r.fairness.verify.state !== 'verified') throw new Error(`round ${roundId}: ${r.fairness.verify.detail}`)
      return ms
    }
  },
  {
    name: 'history.export_rounds_per_s',
    unit: 'rounds/s',
    target: 100_000,
    better: 'higher',
    runs: 3,
    setup: ensureSeeded,
    async run() {
      // CPU time: the export is work, not waiting (its file writes are not synced), so a shared
      // machine's other load does not count against it.
      const c0 = process.cpuUsage()
      const r = await call('history.export', { scope: { kind: 'session', sessionId: bigSession }, format: 'csv' })
      const s = cpuSecondsSince(c0)
      rmSync(r.path, { force: true })
      if (r.rounds !== BIG) throw new Error('unexpected export')
      return r.rounds / s
    }
  },
  {
    name: 'history.store_bytes_per_round',
    unit: 'bytes',
    target: null,
    better: 'lower',
    runs: 1,
    setup: ensureSeeded,
    run() {
      const file = join(dir, DB_FILE)
      const size = statSync(file).size + (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0)
      return size / TOTAL
    },
    async teardown() {
      await core?.close()
      core = null
      cleanup()
      seeded = null
      bigRoundIds = []
    }
  }
]
