/**
 * Export of one session or everything, as CSV (one row per round) or JSON (`banxanh-history/1`).
 * Streamed into `<dataDir>/exports/` in batches: each batch is one short read, then the event loop
 * gets a turn (progress events go out, tables keep playing). The export covers the rounds that were
 * finished when it began (ids up to that moment's newest), so rounds finishing meanwhile never make
 * it half-consistent. The file appears under its final name only when complete.
 */
import { randomBytes } from 'node:crypto'
import { closeSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import type { ExportFormat } from '@shared/contract/history-inputs'
import type { ExportProgress, ExportResult } from '@shared/contract/history'
import type { Store } from '../../store/store'
import { notFound } from '../errors'
import { APP_VERSION } from '../version'
import { HISTORY_FORMAT } from './format'
import { decodeStep, decodeTime } from '../../store/event-codec'
import { ROUND_WITH_RULES } from '../tables/repo'
import { readSettings } from '../settings'
import { outcomeWords } from '@shared/outcome-words'

export const EXPORTS_DIR = 'exports'
const BATCH = 10_000
/** JSON rounds carry their events: smaller batches keep each read short. */
const JSON_BATCH = 1000

export type ExportScope = { sessionId: number } | { all: true }

export interface ExportOptions {
  store: Store
  scope: ExportScope
  format: ExportFormat
  now: Date
  progress?: (p: ExportProgress) => void
  /** Lets the event loop run between batches; benches pass a no-op to measure the work alone. */
  yieldEvery?: () => Promise<void>
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/** Minor units as chips with two decimals, exactly (no float formatting). */
export function chipsText(minor: number | null): string {
  if (minor === null) return ''
  const sign = minor < 0 ? '-' : ''
  const a = Math.abs(minor)
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`
}

export function csvField(v: string | number | null): string {
  if (v === null) return ''
  const s = String(v)
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

export const CSV_HEADER = [
  'session',
  'profile',
  'seq',
  'game',
  'started_at',
  'ended_at',
  'wagered',
  'net',
  'balance_after',
  'outcome',
  'outcome_text',
  'server_seed_hash',
  'server_seed'
]

type CsvRow = [
  number,
  number,
  number,
  string,
  string,
  string,
  string | null,
  number | null,
  number | null,
  number | null,
  string | null,
  string,
  string | null
]
type RoundJsonRow = {
  id: number
  session_id: number
  seq: number
  game: string
  rules_json: string
  server_seed_hash: string
  seed: string | null
  client_seed: string
  nonce: number
  revealed_at: string | null
  created_at: string
  ended_at: string | null
  result_json: string | null
}

class Out {
  private readonly fd: number
  bytes = 0
  constructor(readonly path: string) {
    this.fd = openSync(path, 'w')
  }
  write(s: string): void {
    if (!s) return
    const b = Buffer.from(s, 'utf8')
    let at = 0
    while (at < b.length) at += writeSync(this.fd, b, at, b.length - at)
    this.bytes += b.length
  }
  close(): void {
    closeSync(this.fd)
  }
}

function fileName(scope: ExportScope, format: ExportFormat, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-')
  const what = 'sessionId' in scope ? `session-${scope.sessionId}` : 'all'
  return `banxanh-${what}-${stamp}-${randomBytes(3).toString('hex')}.${format}`
}

export function exportsDir(store: Store): string {
  return join(store.dataDir, EXPORTS_DIR)
}

export async function exportHistory(opts: ExportOptions): Promise<ExportResult> {
  const { store, scope, format } = opts
  const db = store.db
  const pause = opts.yieldEvery ?? tick
  const sessionId = 'sessionId' in scope ? scope.sessionId : null
  if (sessionId !== null && !db.prepare('SELECT 1 FROM sessions WHERE id = ?').get(sessionId)) {
    throw notFound(`There is no session ${sessionId}.`)
  }
  // The snapshot: rounds finished when the export begins, and the ledger as it stands then. A round
  // in play now settles later with a later transaction, so both stay out together.
  const maxRound = (db.prepare('SELECT coalesce(max(id), 0) AS m FROM rounds').get() as { m: number }).m
  const maxTx = (db.prepare('SELECT coalesce(max(id), 0) AS m FROM ledger_tx').get() as { m: number }).m
  const inPlay = new Set(db.prepare(`SELECT id FROM rounds WHERE status = 'open'`).pluck().all() as number[])
  const snap: Snapshot = { maxRound, maxTx, inPlay }
  const total = (
    sessionId === null
      ? db.prepare(`SELECT count(*) AS n FROM rounds WHERE id <= ? AND status = 'over'`).get(maxRound)
      : db
          .prepare(`SELECT count(*) AS n FROM rounds WHERE session_id = ? AND id <= ? AND status = 'over'`)
          .get(sessionId, maxRound)
  ) as { n: number }
  const exportId = randomBytes(6).toString('hex')
  const name = fileName(scope, format, opts.now)
  const dir = exportsDir(store)
  mkdirSync(dir, { recursive: true })
  const final = join(dir, name)
  const out = new Out(`${final}.part`)
  let done = 0
  const report = (finished: boolean): void =>
    opts.progress?.({ exportId, format, roundsDone: done, roundsTotal: total.n, done: finished })
  try {
    if (format === 'csv') done = await writeCsv(store, out, sessionId, snap, pause, (n) => ((done = n), report(false)))
    else done = await writeJson(store, out, sessionId, snap, opts.now, pause, (n) => ((done = n), report(false)))
    out.close()
    renameSync(out.path, final)
  } catch (e) {
    try {
      out.close()
    } catch {
      // already closed
    }
    rmSync(out.path, { force: true })
    throw e
  }
  report(true)
  return { exportId, format, fileName: name, path: final, rounds: done, bytes: out.bytes }
}

interface Snapshot {
  maxRound: number
  maxTx: number
  inPlay: ReadonlySet<number>
}

async function writeCsv(
  store: Store,
  out: Out,
  sessionId: number | null,
  { maxRound, inPlay }: Snapshot,
  pause: () => Promise<void>,
  progress: (n: number) => void
): Promise<number> {
  const cols = (
    profile: string
  ): string => `r.session_id, r.id, r.seq, r.game, r.created_at, coalesce(r.ended_at, ''), ${profile}, r.wagered_minor,
    r.net_minor, r.balance_after_minor, json_extract(r.result_json, '$.outcome'), r.server_seed_hash,
    CASE WHEN r.revealed_at IS NOT NULL THEN r.server_seed END`
  // Keyset pages: by seq within one session (its index; the profile's name read once), by id over
  // everything (the primary key, names joined).
  const q =
    sessionId === null
      ? store.db
          .prepare(
            `SELECT ${cols('p.name')} FROM rounds r JOIN sessions s ON s.id = r.session_id JOIN profiles p ON p.id = s.profile_id
             WHERE r.id > ? AND r.id <= ? AND r.status = 'over' ORDER BY r.id LIMIT ${BATCH}`
          )
          .raw(true)
      : store.db
          .prepare(
            `SELECT ${cols('?')} FROM rounds r WHERE r.session_id = ? AND r.seq > ? AND r.id <= ? AND r.status = 'over' ORDER BY r.seq LIMIT ${BATCH}`
          )
          .raw(true)
  const profileName =
    sessionId === null
      ? ''
      : ((store.db
          .prepare('SELECT p.name FROM sessions s JOIN profiles p ON p.id = s.profile_id WHERE s.id = ?')
          .pluck()
          .get(sessionId) as string | undefined) ?? '')
  // A byte-order mark first: spreadsheet programs then read the file as UTF-8 (Vietnamese names, ♠♥♦♣).
  out.write('\uFEFF' + CSV_HEADER.join(',') + '\r\n')
  // Beside each machine-readable outcome code, the outcome in words in the app's language.
  const lang = readSettings(store).language
  let after = 0
  let n = 0
  for (;;) {
    const rows = (
      sessionId === null ? q.all(after, maxRound) : q.all(profileName, sessionId, after, maxRound)
    ) as CsvRow[]
    if (rows.length === 0) break
    let chunk = ''
    for (const r of rows) {
      if (inPlay.has(r[1])) continue
      chunk +=
        r[0] +
        ',' +
        csvField(r[6]) +
        ',' +
        r[2] +
        ',' +
        r[3] +
        ',' +
        r[4] +
        ',' +
        r[5] +
        ',' +
        chipsText(r[7]) +
        ',' +
        chipsText(r[8]) +
        ',' +
        chipsText(r[9]) +
        ',' +
        csvField(r[10]) +
        ',' +
        csvField(outcomeWords(r[3], r[10], lang)) +
        ',' +
        r[11] +
        ',' +
        (r[12] ?? '') +
        '\r\n'
    }
    out.write(chunk)
    n += rows.filter((r) => !inPlay.has(r[1])).length
    const lastRow = rows[rows.length - 1] as CsvRow
    after = sessionId === null ? lastRow[1] : lastRow[2]
    progress(n)
    if (rows.length < BATCH) break
    await pause()
  }
  return n
}

async function writeJson(
  store: Store,
  out: Out,
  sessionId: number | null,
  { maxRound, maxTx, inPlay }: Snapshot,
  now: Date,
  pause: () => Promise<void>,
  progress: (n: number) => void
): Promise<number> {
  const db = store.db
  const scope = sessionId === null ? { kind: 'all' } : { kind: 'session', sessionId }
  out.write(
    `{"format":${JSON.stringify(HISTORY_FORMAT)},"exportedAt":${JSON.stringify(now.toISOString())},"app":${JSON.stringify(APP_VERSION)},"scope":${JSON.stringify(scope)},\n`
  )

  // Sessions, then the profiles and ruleset versions they need (everything, for a whole-store export).
  type SessionRow = {
    id: number
    profile_id: string
    game: string
    ruleset_id: string
    ruleset_version: number
    rules_name: string
    config_json: string
    table_json: string
    started_at: string
    ended_at: string | null
    chips_in_minor: number
    chips_out_minor: number
  }
  const sessions = (
    sessionId === null
      ? db.prepare('SELECT * FROM sessions ORDER BY id').all()
      : db.prepare('SELECT * FROM sessions WHERE id = ?').all(sessionId)
  ) as SessionRow[]
  const profiles = (
    sessionId === null
      ? db.prepare('SELECT id, name, created_at FROM profiles ORDER BY created_at, rowid').all()
      : db.prepare('SELECT id, name, created_at FROM profiles WHERE id = ?').all(sessions[0]?.profile_id ?? '')
  ) as Array<{ id: string; name: string; created_at: string }>
  type RulesetRow = { id: string; version: number; game: string; name: string; rules_json: string; created_at: string }
  let rulesets = db.prepare('SELECT * FROM rulesets ORDER BY id, version').all() as RulesetRow[]
  if (sessionId !== null) {
    const used = new Set(sessions.map((s) => `${s.ruleset_id}\u0000${s.ruleset_version}`))
    rulesets = rulesets.filter((r) => used.has(`${r.id}\u0000${r.version}`))
  }
  out.write(
    `"profiles":${JSON.stringify(profiles.map((p) => ({ id: p.id, name: p.name, createdAt: p.created_at })))},\n`
  )
  out.write(
    `"rulesets":${JSON.stringify(
      rulesets.map((r) => ({
        id: r.id,
        version: r.version,
        game: r.game,
        name: r.name,
        keys: JSON.parse(r.rules_json) as unknown,
        createdAt: r.created_at
      }))
    )},\n`
  )
  out.write('"sessions":[')
  sessions.forEach((s, i) => {
    const table = JSON.parse(s.table_json) as { rules?: unknown }
    out.write(
      (i ? ',\n' : '\n') +
        JSON.stringify({
          id: s.id,
          profileId: s.profile_id,
          game: s.game,
          rulesetId: s.ruleset_id,
          rulesetVersion: s.ruleset_version,
          rulesName: s.rules_name,
          config: JSON.parse(s.config_json) as unknown,
          // Only the rules: table_json also holds the next round's secret seed.
          rules: table.rules ?? null,
          startedAt: s.started_at,
          endedAt: s.ended_at,
          chipsInMinor: s.chips_in_minor,
          chipsOutMinor: s.chips_out_minor
        })
    )
  })
  out.write('],\n"rounds":[')

  const roundCols = `r.id, r.session_id, r.seq, r.game, rs.rules_json, r.server_seed_hash, CASE WHEN r.revealed_at IS NOT NULL THEN r.server_seed END AS seed,
    r.client_seed, r.nonce, r.revealed_at, r.created_at, r.ended_at, r.result_json`
  const qRounds =
    sessionId === null
      ? db.prepare(
          `SELECT ${roundCols} FROM ${ROUND_WITH_RULES} WHERE r.id > ? AND r.id <= ? AND r.status = 'over' ORDER BY r.id LIMIT ${JSON_BATCH}`
        )
      : db.prepare(
          `SELECT ${roundCols} FROM ${ROUND_WITH_RULES} WHERE r.session_id = ? AND r.seq > ? AND r.id <= ? AND r.status = 'over' ORDER BY r.seq LIMIT ${JSON_BATCH}`
        )
  const qEvents = db
    .prepare(
      'SELECT round_id, seq, actor, data, created_at FROM round_events WHERE round_id BETWEEN ? AND ? ORDER BY round_id, seq'
    )
    .raw(true)
  const qGrades = db
    .prepare(
      'SELECT round_id, event_seq, seat, hand, action, best, evs_json, stake_minor, cost_minor, cell_json, created_at FROM blackjack_grades WHERE round_id BETWEEN ? AND ? ORDER BY round_id, event_seq'
    )
    .raw(true)
  let after = 0
  let n = 0
  for (;;) {
    const rows = (
      sessionId === null ? qRounds.all(after, maxRound) : qRounds.all(sessionId, after, maxRound)
    ) as RoundJsonRow[]
    if (rows.length === 0) break
    let lo = Infinity
    let hi = 0
    for (const r of rows) {
      lo = Math.min(lo, r.id)
      hi = Math.max(hi, r.id)
    }
    const byRound = new Map<number, string[]>()
    for (const r of rows) byRound.set(r.id, [])
    for (const e of qEvents.all(lo, hi) as Array<[number, number, string, Uint8Array, number | string]>) {
      const list = byRound.get(e[0])
      if (!list) continue
      // The decoded JSON text is spliced in as it is: it was written by JSON.stringify.
      const step = decodeStep(e[3])
      list.push(
        `{"seq":${e[1]},"actor":${JSON.stringify(e[2])},"action":${step.action_json},"events":${step.events_json},"at":${JSON.stringify(decodeTime(e[4]))}}`
      )
    }
    const gradesOf = new Map<number, string[]>()
    for (const g of qGrades.all(lo, hi) as Array<
      [number, number, string, number, string, string, string, number, number, string | null, string]
    >) {
      if (!byRound.has(g[0])) continue
      const list = gradesOf.get(g[0]) ?? []
      list.push(
        `{"eventSeq":${g[1]},"seat":${JSON.stringify(g[2])},"hand":${g[3]},"action":${JSON.stringify(g[4])},"best":${JSON.stringify(g[5])},` +
          `"evs":${g[6]},"stakeMinor":${g[7]},"costMinor":${g[8]},"cell":${g[9] ?? 'null'},"at":${JSON.stringify(g[10])}}`
      )
      gradesOf.set(g[0], list)
    }
    let chunk = ''
    for (const r of rows) {
      if (inPlay.has(r.id)) continue
      const grades = gradesOf.get(r.id)
      chunk +=
        (n === 0 && chunk === '' ? '\n' : ',\n') +
        `{"id":${r.id},"sessionId":${r.session_id},"seq":${r.seq},"game":${JSON.stringify(r.game)},"rules":${r.rules_json},` +
        `"serverSeedHash":${JSON.stringify(r.server_seed_hash)},${r.seed ? `"serverSeed":${JSON.stringify(r.seed)},` : ''}` +
        `"clientSeed":${JSON.stringify(r.client_seed)},"nonce":${r.nonce},"revealedAt":${JSON.stringify(r.revealed_at)},` +
        `"createdAt":${JSON.stringify(r.created_at)},"endedAt":${JSON.stringify(r.ended_at)},"result":${r.result_json ?? '{"nets":{}}'},` +
        `"events":[${(byRound.get(r.id) ?? []).join(',')}]${grades ? `,"grades":[${grades.join(',')}]` : ''}}`
    }
    out.write(chunk)
    n += rows.filter((r) => !inPlay.has(r.id)).length
    const lastRow = rows[rows.length - 1] as RoundJsonRow
    after = sessionId === null ? lastRow.id : lastRow.seq
    progress(n)
    if (rows.length < JSON_BATCH) break
    await pause()
  }
  out.write('\n],\n"ledger":[')

  // Ledger: every transaction (whole store), or the session's rounds' transactions.
  const qTx =
    sessionId === null
      ? db
          .prepare(
            `SELECT t.id, t.kind, t.profile_id, t.round_id, t.created_at, e.profile_id, e.amount_minor
          FROM ledger_tx t JOIN ledger_entries e ON e.tx_id = t.id WHERE t.id > ? AND t.id <= ? ORDER BY t.id, e.id LIMIT ${BATCH}`
          )
          .raw(true)
      : db
          .prepare(
            `SELECT t.id, t.kind, t.profile_id, t.round_id, t.created_at, e.profile_id, e.amount_minor
          FROM ledger_tx t JOIN ledger_entries e ON e.tx_id = t.id
          WHERE t.round_id IN (SELECT id FROM rounds WHERE session_id = ?) AND t.id > ? AND t.id <= ? ORDER BY t.id, e.id LIMIT ${BATCH}`
          )
          .raw(true)
  type TxRow = [number, string, string | null, number | null, string, string | null, number]
  let afterTx = 0
  let first = true
  let pendingTx: {
    id: number
    kind: string
    profileId: string | null
    roundId: number | null
    createdAt: string
    entries: Array<{ profileId: string | null; amountMinor: number }>
  } | null = null
  const flush = (): void => {
    if (!pendingTx) return
    out.write((first ? '\n' : ',\n') + JSON.stringify(pendingTx))
    first = false
    pendingTx = null
  }
  for (;;) {
    const rows = (sessionId === null ? qTx.all(afterTx, maxTx) : qTx.all(sessionId, afterTx, maxTx)) as TxRow[]
    if (rows.length === 0) break
    // A page may end inside a transaction: drop that transaction's rows and read it whole next time.
    const full = rows.length === BATCH
    const lastId = (rows[rows.length - 1] as TxRow)[0]
    const take = full && rows.some((r) => r[0] !== lastId) ? rows.filter((r) => r[0] !== lastId) : rows
    for (const r of take) {
      if (!pendingTx || pendingTx.id !== r[0]) {
        flush()
        pendingTx = { id: r[0], kind: r[1], profileId: r[2], roundId: r[3], createdAt: r[4], entries: [] }
      }
      pendingTx.entries.push({ profileId: r[5], amountMinor: r[6] })
    }
    flush()
    afterTx = (take[take.length - 1] as TxRow)[0]
    if (!full) break
    await pause()
  }
  out.write('\n]}\n')
  return n
}
