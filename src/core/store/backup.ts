/**
 * Daily backups: `backups/banxanh-YYYY-MM-DD.sqlite` (local date) through better-sqlite3's online
 * `backup()`, which copies a consistent snapshot while the app keeps writing. The copy goes to a
 * temporary name first, so a half-written file never looks like a backup. The newest 7 are kept.
 */
import { mkdirSync, readdirSync, renameSync, rmSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Store } from './store'
import { BACKUP_DIR } from './paths'

export const KEEP_BACKUPS = 7
export const BACKUP_CHECK_MS = 60 * 60 * 1000
const NAME_RE = /^banxanh-(\d{4}-\d{2}-\d{2})\.sqlite$/

export function backupName(at: Date): string {
  const y = at.getFullYear()
  const m = String(at.getMonth() + 1).padStart(2, '0')
  const d = String(at.getDate()).padStart(2, '0')
  return `banxanh-${y}-${m}-${d}.sqlite`
}

export function listBackups(dataDir: string): string[] {
  const dir = join(dataDir, BACKUP_DIR)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => NAME_RE.test(f))
    .sort()
}

/** Makes today's backup unless it exists, then prunes to the newest `keep`. Returns the path written, or null. */
export async function backupIfDue(store: Store, at: Date = store.now(), keep = KEEP_BACKUPS): Promise<string | null> {
  const dir = join(store.dataDir, BACKUP_DIR)
  mkdirSync(dir, { recursive: true })
  const target = join(dir, backupName(at))
  let written: string | null = null
  if (!existsSync(target)) {
    const tmp = `${target}.partial`
    rmSync(tmp, { force: true })
    try {
      await store.db.backup(tmp)
      renameSync(tmp, target)
      written = target
    } catch (e) {
      rmSync(tmp, { force: true })
      throw e
    }
  }
  // Names sort by date, so the oldest come first.
  const all = listBackups(store.dataDir)
  for (const old of all.slice(0, Math.max(0, all.length - keep))) rmSync(join(dir, old), { force: true })
  return written
}

/**
 * Checks now and then every hour while the store is open. Failures are reported, never thrown:
 * a full disk must not take the table down.
 */
export function scheduleBackups(
  store: Store,
  onError: (e: unknown) => void,
  everyMs = BACKUP_CHECK_MS
): () => Promise<void> {
  let running: Promise<void> | null = null
  const check = (): void => {
    if (running || !store.isOpen) return
    running = backupIfDue(store)
      .then(() => undefined, onError)
      .finally(() => {
        running = null
      })
  }
  check()
  const timer = setInterval(check, everyMs)
  timer.unref()
  // The stop function resolves once a backup in progress has finished, so the store can close.
  return async () => {
    clearInterval(timer)
    await running
  }
}
