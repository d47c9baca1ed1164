/**
 * Restoring a daily backup (backup.ts) after the data file was found damaged: the newest backup that
 * opens cleanly is copied to the data file's name; whatever sat there is moved aside, never overwritten.
 */
import Database from 'better-sqlite3'
import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { listBackups } from './backup'
import { LATEST_VERSION } from './migrations'
import { moveAside } from './open'
import { BACKUP_DIR, DB_FILE } from './paths'

/** The newest backup that opens cleanly and is not newer than this build, or null. */
export function goodBackup(dataDir: string, nativeBinding?: string): string | null {
  for (const name of [...listBackups(dataDir)].reverse()) {
    const file = join(dataDir, BACKUP_DIR, name)
    // A backup copied from a WAL store is itself in WAL mode: reading it leaves a -wal and -shm of
    // the reader's own making, which go again (a backup never has companions of its own).
    const made = ['-wal', '-shm'].filter((x) => !existsSync(file + x))
    let db: Database.Database | undefined
    try {
      db = new Database(file, { readonly: true, fileMustExist: true, ...(nativeBinding ? { nativeBinding } : {}) })
      const ok = db.pragma('quick_check(1)', { simple: true }) === 'ok'
      const version = db.pragma('user_version', { simple: true }) as number
      if (ok && version <= LATEST_VERSION) return name
    } catch {
      // not a good backup: try the one before
    } finally {
      db?.close()
      for (const x of made) rmSync(file + x, { force: true })
    }
  }
  return null
}

/** Puts backup `name` (from goodBackup) at the data file's name; the backup itself stays as it is. */
export function restoreBackupFile(dataDir: string, name: string, at: Date): void {
  const file = join(dataDir, DB_FILE)
  // Whatever sits at the data file's name is set aside, never overwritten.
  if (existsSync(file)) moveAside(file, at)
  // A copy through a temporary name: the backup itself stays as it is.
  const tmp = `${file}.restoring`
  rmSync(tmp, { force: true })
  copyFileSync(join(dataDir, BACKUP_DIR, name), tmp)
  renameSync(tmp, file)
}
