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
import { writeCsv } from './export-csv'
import { Out, type Snapshot } from './export-file'
import { writeJson } from './export-json'
import { exportSnapshot, finishedRoundCount, sessionExists } from './repo-export'

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
  const pause = opts.yieldEvery ?? tick
  const sessionId = 'sessionId' in scope ? scope.sessionId : null
  if (sessionId !== null && !sessionExists(store, sessionId)) {
    throw notFound(`There is no session ${sessionId}.`, { key: 'history.noSession', vars: { sessionId } })
  }
  // The snapshot: rounds finished when the export begins, and the ledger as it stands then.
  const snap: Snapshot = exportSnapshot(store)
  const total = { n: finishedRoundCount(store, sessionId, snap.maxRound) }
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
