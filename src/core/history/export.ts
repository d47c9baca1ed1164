/**
 * Export of one session or everything, as CSV (one row per round) or JSON (`banxanh-history/1`).
 * Streamed into `<dataDir>/exports/` in batches: each batch is one short read, then the event loop
 * gets a turn (progress events go out, tables keep playing). The export covers the rounds that were
 * finished when it began (ids up to that moment's newest), so rounds finishing meanwhile never make
 * it half-consistent. The file appears under its final name only when complete.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { ExportFormat } from '@shared/contract/history-inputs'
import type { ExportProgress, ExportResult } from '@shared/contract/history'
import type { Store } from '../store/store'
import { notFound } from '../errors'
import { lastRoundOf } from '../tables/repo'
import { writeCsv } from './export-csv'
import { Out, type Snapshot } from './export-file'
import { writeJson } from './export-json'

export const EXPORTS_DIR = 'exports'

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
    throw notFound(`There is no session ${sessionId}.`, { key: 'history.noSession', vars: { sessionId } })
  }
  // The snapshot: rounds finished when the export begins, and the ledger as it stands then. A round
  // in play now settles later with a later transaction, so both stay out together.
  const maxRound = (db.prepare('SELECT coalesce(max(id), 0) AS m FROM rounds').get() as { m: number }).m
  const maxTx = (db.prepare('SELECT coalesce(max(id), 0) AS m FROM ledger_tx').get() as { m: number }).m
  // Only a session's newest round can be in play (tables/repo.ts lastRoundOf): one look per session.
  const inPlay = new Set(
    db
      .prepare(`SELECT r.id FROM sessions s JOIN rounds r ON r.id = (${lastRoundOf('s.id')}) WHERE r.status = 'open'`)
      .pluck()
      .all() as number[]
  )
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
