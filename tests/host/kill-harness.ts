/**
 * The randomized kill test (issue 12): a child browser host, driven through its WebSocket across the
 * three games, SIGKILLed at random points — right after an answer, or while a call is on its way.
 * After every restart it checks, against what the host had acknowledged before the kill:
 *   - no acknowledged action is lost: each table's round is where the last answer left it (same
 *     round, same version, same view), each settled round is settled in the store with the net the
 *     answer showed, every acknowledged top-up is there;
 *   - none is applied twice: at most one ledger transaction per round, and the top-ups and the
 *     balance are exactly the acknowledged ones (plus, at most, the one call that was on its way);
 *   - the ledger sums to zero.
 * Used by tests/host/kill.test.ts (in `npm test`) and `npm run soak -- --kills N`.
 */
import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DB_FILE } from '../../src/core/store/paths'
import type { TableState } from '@shared/contract/tables'
import { fakeRenderer, HostClient, kill, launchHost, type ChildHost, type RpcAnswer } from './child-host'

export interface KillReport {
  kills: number
  /** Calls the host answered (acknowledged). */
  acknowledged: number
  /** Kills that came while a call was on its way. */
  inFlight: number
  roundsSettled: number
  games: Record<string, number>
  anomalies: string[]
}

type Game = 'blackjack' | 'xidach' | 'sicbo'
const GAMES: readonly Game[] = ['blackjack', 'xidach', 'sicbo']

const OPEN: Record<Game, unknown> = {
  // No decision timer: nothing moves while nobody acts, so a round's state after a restart is exact.
  blackjack: { game: 'blackjack', ruleset: { rules: { preset: 'vegas-6d' } }, config: { spots: 2, bots: 1 } },
  xidach: {
    game: 'xidach',
    ruleset: { rules: { preset: 'wiki' } },
    config: { role: 'player', bots: ['standard', 'bold'], dealerAi: 'shrewd' }
  },
  sicbo: { game: 'sicbo', ruleset: { rules: { preset: 'trainer' } }, config: {} }
}
const STAKES: Record<Game, Array<{ seat: string; amountMinor: number }>> = {
  blackjack: [
    { seat: 'you1', amountMinor: 1000 },
    { seat: 'you2', amountMinor: 2000 }
  ],
  xidach: [{ seat: 'you', amountMinor: 1500 }],
  sicbo: []
}

/** mulberry32: a small seeded generator, so a failing run can be repeated with its seed. */
function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

interface Call {
  name: string
  input: unknown
  tableId?: string
}

/** What the host has acknowledged so far. */
interface Model {
  profileId: string | null
  topUps: number
  /** Last acknowledged state of each table, by id. */
  tables: Map<string, TableState>
  /** Settled rounds the person saw: round id → the person's net. */
  settled: Map<number, number>
  balance: number | null
}

const yourNet = (s: TableState): number => {
  const nets = s.round?.nets ?? {}
  let sum = 0
  for (const seat of s.yourSeats) sum += nets[seat] ?? 0
  return sum
}

function adopt(m: Model, s: TableState): void {
  m.tables.set(s.tableId, s)
  const you = s.seats.find((x) => x.kind === 'you')
  if (you && typeof you.balanceMinor === 'number') m.balance = you.balanceMinor
  if (s.round?.over) m.settled.set(s.round.roundId, yourNet(s))
}

/** The next call for `game`'s table, given what the host last said about it. */
function nextCall(m: Model, game: Game, random: () => number): Call {
  const t = [...m.tables.values()].find((x) => x.game === game && !x.closed)
  if (!t) return { name: 'tables.open', input: OPEN[game] }
  const r = t.round
  if (!r || r.over) {
    if (m.profileId && (m.balance ?? 0) < 500_000)
      return { name: 'profiles.topUp', input: { id: m.profileId, amountMinor: 10_000_000 } }
    return { name: 'tables.start', input: { tableId: t.tableId, stakes: STAKES[game] }, tableId: t.tableId }
  }
  const act = (seat: string, action: Record<string, unknown>): Call => ({
    name: 'tables.act',
    input: { tableId: t.tableId, roundId: r.roundId, version: r.version, seat, action },
    tableId: t.tableId
  })
  if (game === 'sicbo') {
    const you = r.yourTurn.find((y) => y.seat === 'you')
    const dealer = r.yourTurn.find((y) => y.allowed.includes('close'))
    const spots = ['small', 'big', 'odd', 'even']
    if (you?.allowed.includes('bet') && (r.version === 0 || (random() < 0.5 && r.version < 4))) {
      return act('you', { type: 'bet', spot: spots[Math.floor(random() * spots.length)] as string, amountMinor: 1000 })
    }
    if (dealer) return act(dealer.seat, { type: 'close' })
  }
  const turn = r.yourTurn[Math.floor(random() * r.yourTurn.length)]
  if (!turn) throw new Error(`table ${t.tableId} (${game}) waits for nobody: ${JSON.stringify(r.waitingFor)}`)
  const choices = turn.allowed.filter((a) => a !== 'timeout' && a !== 'check')
  const what = choices[Math.floor(random() * choices.length)] ?? 'stand'
  return act(turn.seat, { do: what })
}

/** Reads the store as an auditor would: read-only, next to the running host. */
function audit(dataDir: string): {
  ledgerSum: number
  doubleRounds: number
  topUps: number
  rounds: Map<number, { status: string; net: number | null; events: number; version: number }>
  balance: (id: string) => number
} {
  const db = new Database(join(dataDir, DB_FILE), { readonly: true, fileMustExist: true })
  try {
    const ledgerSum = db.prepare('SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries').pluck().get() as number
    const doubleRounds = db
      .prepare(
        'SELECT COUNT(*) FROM (SELECT round_id FROM ledger_tx WHERE round_id IS NOT NULL GROUP BY round_id HAVING COUNT(*) > 1)'
      )
      .pluck()
      .get() as number
    const topUps = db.prepare("SELECT COUNT(*) FROM ledger_tx WHERE kind = 'topup'").pluck().get() as number
    const rounds = new Map<number, { status: string; net: number | null; events: number; version: number }>()
    const rows = db
      .prepare(
        `SELECT r.id, r.status, r.version,
                (SELECT COUNT(*) FROM round_events e WHERE e.round_id = r.id) AS events,
                (SELECT SUM(le.amount_minor) FROM ledger_tx t JOIN ledger_entries le ON le.tx_id = t.id WHERE t.round_id = r.id AND le.profile_key IS NOT NULL) AS net
         FROM rounds r`
      )
      .all() as Array<{ id: number; status: string; version: number; events: number; net: number | null }>
    for (const row of rows)
      rounds.set(row.id, { status: row.status, net: row.net, events: row.events, version: row.version })
    const balances = new Map(
      (
        db
          .prepare(
            'SELECT p.id, SUM(e.amount_minor) AS s FROM ledger_entries e JOIN profiles p ON p.key = e.profile_key GROUP BY p.id'
          )
          .all() as Array<{ id: string; s: number }>
      ).map((r) => [r.id, r.s])
    )
    return { ledgerSum, doubleRounds, topUps, rounds, balance: (id) => balances.get(id) ?? 0 }
  } finally {
    db.close()
  }
}

const sameRound = (a: TableState['round'], b: TableState['round']): boolean =>
  a !== null &&
  b !== null &&
  a.roundId === b.roundId &&
  a.version === b.version &&
  JSON.stringify(a.view) === JSON.stringify(b.view)

export async function runKills(opts: {
  kills: number
  seed?: number
  log?: (line: string) => void
}): Promise<KillReport> {
  const seed = opts.seed ?? Math.floor(Math.random() * 2 ** 31)
  const random = rng(seed)
  const log = opts.log ?? (() => {})
  const base = mkdtempSync(join(tmpdir(), 'banxanh-kill-'))
  const dataDir = join(base, 'data')
  const renderer = fakeRenderer(base)
  const report: KillReport = { kills: 0, acknowledged: 0, inFlight: 0, roundsSettled: 0, games: {}, anomalies: [] }
  const anomaly = (what: string): void => {
    report.anomalies.push(`kill ${report.kills} (seed ${seed}): ${what}`)
    log(`ANOMALY ${what}`)
  }
  const m: Model = { profileId: null, topUps: 0, tables: new Map(), settled: new Map(), balance: null }
  let game: Game = 'blackjack'
  let host: ChildHost | null = null
  let lastLife: { inFlight: Call | null } = { inFlight: null }
  try {
    for (let life = 0; life <= opts.kills; life++) {
      host = await launchHost(dataDir, renderer)
      const client = await HostClient.connect(host)
      const ask = async (name: string, input: unknown): Promise<RpcAnswer> => client.call(name, input)

      // ---- after a restart: check everything acknowledged against what the host and the store say.
      const { inFlight } = lastLife
      if (life > 0) {
        const a = audit(dataDir)
        if (a.ledgerSum !== 0) anomaly(`the ledger sums to ${a.ledgerSum}`)
        if (a.doubleRounds > 0) anomaly(`${a.doubleRounds} round(s) have more than one ledger transaction`)
        const extraTopUp = inFlight?.name === 'profiles.topUp' ? 1 : 0
        if (a.topUps < m.topUps || a.topUps > m.topUps + extraTopUp)
          anomaly(`${a.topUps} top-ups in the store, ${m.topUps} acknowledged${extraTopUp ? ' (+1 on its way)' : ''}`)
        // A top-up cut off on its way that did commit is durable from now on: the next lives count it.
        else m.topUps = a.topUps
        for (const [roundId, net] of m.settled) {
          const row = a.rounds.get(roundId)
          if (!row || row.status !== 'over')
            anomaly(`round ${roundId} was acknowledged settled but is ${row?.status ?? 'missing'}`)
          else if ((row.net ?? 0) !== net) anomaly(`round ${roundId}: acknowledged net ${net}, ledger ${row.net ?? 0}`)
        }
        for (const [id, before] of m.tables) {
          const got = await ask('tables.get', { tableId: id })
          const touched = inFlight?.tableId === id
          if (!got.ok) {
            anomaly(`table ${id} did not come back: ${got.error?.code} ${got.error?.message}`)
            continue
          }
          const now = got.value as TableState
          const was = before.round && !before.round.over ? before.round : null
          const is = now.round && !now.round.over ? now.round : null
          if (was) {
            const row = a.rounds.get(was.roundId)
            if (is && sameRound(was, is)) continue
            if (!touched)
              anomaly(
                `table ${id}: round ${was.roundId} v${was.version} came back as ${is ? `round ${is.roundId} v${is.version}${is.roundId === was.roundId && is.version === was.version ? ' with another view' : ''}` : 'no round in play'}`
              )
            else if (is && (is.roundId !== was.roundId || is.version <= was.version))
              anomaly(
                `table ${id}: the call on its way moved round ${was.roundId} v${was.version} to round ${is.roundId} v${is.version}`
              )
            else if (!is && row?.status !== 'over')
              anomaly(`table ${id}: round ${was.roundId} is neither in play nor settled`)
            if (is && row && row.events !== is.version + 1)
              anomaly(`table ${id}: round ${is.roundId} v${is.version} has ${row.events} events stored`)
          } else if (is && !(touched && inFlight?.name === 'tables.start')) {
            anomaly(`table ${id}: round ${is.roundId} is in play though none was acknowledged`)
          }
        }
        if (m.profileId) {
          const stored = a.balance(m.profileId)
          if (!inFlight && m.balance !== null && stored !== m.balance)
            anomaly(`balance ${stored} in the store, ${m.balance} acknowledged`)
        }
      }

      // ---- this life: adopt what the host says now, then play until the kill.
      if (life === 0) {
        const created = await ask('profiles.create', { name: 'Người thử' })
        if (!created.ok) throw new Error(`profiles.create: ${created.error?.message}`)
        m.profileId = (created.value as { currentId: string }).currentId
        m.balance = 0
      }
      const listed = await ask('tables.list', {})
      m.tables.clear()
      for (const s of (listed.value as TableState[]) ?? []) adopt(m, s)
      // A round in play must be finished before another table may start one.
      const busy = [...m.tables.values()].find((s) => s.round && !s.round.over)
      if (busy) game = busy.game as Game
      const profiles = await ask('profiles.list', {})
      m.balance =
        (profiles.value as { profiles: Array<{ id: string; balanceMinor: number }> }).profiles.find(
          (p) => p.id === m.profileId
        )?.balanceMinor ?? 0
      if (life === opts.kills) break

      const calls = 1 + Math.floor(random() * 14)
      const whileInFlight = random() < 0.5
      lastLife = { inFlight: null }
      /** Adopts an answer into what the host has acknowledged. */
      const acknowledge = async (call: Call, got: RpcAnswer): Promise<void> => {
        report.acknowledged++
        if (!got.ok) {
          // A refusal changes nothing; read the table again and go on.
          if (call.tableId) {
            const again = await ask('tables.get', { tableId: call.tableId }).catch(() => null)
            if (again?.ok) adopt(m, again.value as TableState)
          }
          return
        }
        if (call.name === 'profiles.topUp') {
          m.topUps++
          const p = (got.value as { profiles: Array<{ id: string; balanceMinor: number }> }).profiles.find(
            (x) => x.id === m.profileId
          )
          if (p) m.balance = p.balanceMinor
          return
        }
        const st = got.value as TableState
        adopt(m, st)
        if (st.round?.over) {
          report.roundsSettled++
          report.games[st.game] = (report.games[st.game] ?? 0) + 1
          if (random() < 0.6) game = GAMES[(GAMES.indexOf(game) + 1) % GAMES.length] as Game
        }
      }
      let lateAnswer: Promise<void> = Promise.resolve()
      for (let i = 0; i < calls + (whileInFlight ? 1 : 0); i++) {
        const call = nextCall(m, game, random)
        const answer = client.call(call.name, call.input)
        if (whileInFlight && i === calls) {
          lastLife = { inFlight: call }
          // An answer that still arrives was sent by the host before it died: it counts as acknowledged.
          lateAnswer = answer.then(
            (got) => {
              lastLife = { inFlight: null }
              return acknowledge(call, got)
            },
            () => undefined
          )
          // Kill somewhere between sending and the answer (or just after it): at once, or a few ms later.
          const wait = random() < 0.5 ? 0 : random() * 4
          await new Promise((r) => (wait === 0 ? setImmediate(r) : setTimeout(r, wait)))
          break
        }
        await acknowledge(call, await answer)
      }
      await kill(host)
      host = null
      client.close()
      await lateAnswer
      report.kills++
      // Counted only when no answer came: the call really was cut off.
      if (lastLife.inFlight) report.inFlight++
      log(
        `kill ${report.kills}/${opts.kills}: ${lastLife.inFlight ? `during ${lastLife.inFlight.name}` : 'after an answer'} (${report.acknowledged} answers, ${report.roundsSettled} rounds settled)`
      )
    }
    // Finally a clean stop: the store is whole.
    if (host) {
      host.child.kill('SIGTERM')
      await host.exited
      host = null
    }
    const db = new Database(join(dataDir, DB_FILE), { readonly: true, fileMustExist: true })
    const check = db.pragma('integrity_check', { simple: true })
    db.close()
    if (check !== 'ok') anomaly(`integrity_check: ${String(check)}`)
    return report
  } finally {
    if (host) await kill(host)
    rmSync(base, { recursive: true, force: true })
  }
}
