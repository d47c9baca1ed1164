/**
 * Opening the store: pragmas, damage detection, migrations. A file that is not a database, or one
 * written by a newer schema than this build knows, is moved aside (never deleted) together with its
 * -wal/-shm exactly as they were, reported, and noted on disk (notice.ts); the caller decides when to
 * start a fresh file (`store.startFresh`) or restore a backup.
 */
import Database from 'better-sqlite3'
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { join } from 'node:path'
import { DB_FILE } from './paths'
import { LATEST_VERSION, MIGRATIONS, type Migration } from './migrations'
import { migrate, userVersion } from './migrate'
import { writeNotice } from './notice'
import { Store } from './store'

export interface OpenOptions {
  dataDir: string
  migrations?: readonly Migration[]
  now?: () => Date
  /** Path to a better-sqlite3 .node built for the running ABI (the packaged Electron app). */
  nativeBinding?: string
}

export type DamageReason = 'not-a-database' | 'newer-version' | 'unreadable'

export interface Damaged {
  state: 'damaged'
  reason: DamageReason
  message: string
  movedTo: string
}

export type OpenResult = { ok: true; store: Store } | { ok: false; damaged: Damaged }

/** SQLite result codes that mean "this file's content is not a usable database". */
const DAMAGE_CODES: Record<string, Exclude<DamageReason, 'newer-version'>> = {
  SQLITE_NOTADB: 'not-a-database',
  SQLITE_CORRUPT: 'unreadable',
  SQLITE_CORRUPT_INDEX: 'unreadable',
  SQLITE_CORRUPT_SEQUENCE: 'unreadable',
  SQLITE_CORRUPT_VTAB: 'unreadable'
}

export const BUSY_TIMEOUT_MS = 5000

export function openStore(opts: OpenOptions): OpenResult {
  const migrations = opts.migrations ?? MIGRATIONS
  const latest = opts.migrations ? Math.max(0, ...opts.migrations.map((m) => m.version)) : LATEST_VERSION
  const now = opts.now ?? (() => new Date())
  mkdirSync(opts.dataDir, { recursive: true })
  const file = join(opts.dataDir, DB_FILE)
  const dbOptions: Database.Options = opts.nativeBinding ? { nativeBinding: opts.nativeBinding } : {}

  // Checked by hand before SQLite sees the file: SQLite would discard a -wal it cannot match to
  // the file, and that -wal may hold the last moments of the user's data.
  if (!looksLikeSqlite(file)) return damaged(opts.dataDir, file, 'not-a-database', now(), readIfExists(file + '-shm'))

  // The -shm as it was: opening a WAL file rebuilds its index, and a damaged file must be set aside
  // exactly as it was found.
  const shm = readIfExists(file + '-shm')
  // First a read-only look: a read-only connection never checkpoints, so a damaged main file cannot
  // swallow the WAL that holds the newest commits. It stays open until the writer is settled: while
  // it holds its lock, closing the writer cannot checkpoint either.
  let probe: Database.Database | undefined
  let db: Database.Database | undefined
  const closeAll = (): void => {
    for (const c of [db, probe]) {
      try {
        c?.close()
      } catch {
        // closing a half-open handle can fail on a damaged file; the rename below is what matters
      }
    }
    db = undefined
    probe = undefined
  }
  try {
    if (existsSync(file) && statSync(file).size > 0) {
      probe = new Database(file, { ...dbOptions, readonly: true, fileMustExist: true })
      // Reading the schema forces SQLite to parse the header, the first page and the WAL.
      probe.prepare('SELECT count(*) FROM sqlite_schema').get()
      const version = userVersion(probe)
      if (version > latest) {
        closeAll()
        const movedTo = moveAside(file, now(), shm)
        return noticed(opts.dataDir, {
          state: 'damaged',
          reason: 'newer-version',
          movedTo,
          message: `The data file was written by a newer version of Bàn Xanh (schema ${version}; this version knows up to ${latest}). It was moved to ${movedTo}; nothing was deleted.`
        })
      }
    }
    db = new Database(file, dbOptions)
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`)
    db.prepare('SELECT count(*) FROM sqlite_schema').get()
    // WAL + FULL: a committed action survives a power cut; readers never block the writer.
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = FULL')
    db.pragma('foreign_keys = ON')
    migrate(db, migrations)
    const store = new Store(db, opts.dataDir, file, now)
    db = undefined
    closeAll()
    return { ok: true, store }
  } catch (e) {
    const reason = damageReason(e)
    closeAll()
    if (!reason) throw e
    return damaged(opts.dataDir, file, reason, now(), shm)
  }
}

/** The damage an error reports, or undefined for any other failure (permissions, disk…). */
function damageReason(e: unknown): Exclude<DamageReason, 'newer-version'> | undefined {
  const code = (e as { code?: unknown }).code
  return typeof code === 'string' ? DAMAGE_CODES[code] : undefined
}

function readIfExists(file: string): Buffer | null {
  return existsSync(file) ? readFileSync(file) : null
}

/** Records the notice on disk (it outlives restarts until acknowledged) and returns the result. */
function noticed(dataDir: string, d: Damaged): OpenResult {
  writeNotice(dataDir, d)
  return { ok: false, damaged: d }
}

function damaged(
  dataDir: string,
  file: string,
  reason: 'not-a-database' | 'unreadable',
  at: Date,
  shm: Buffer | null
): OpenResult {
  const movedTo = moveAside(file, at, shm)
  return noticed(dataDir, {
    state: 'damaged',
    reason,
    movedTo,
    message:
      reason === 'not-a-database'
        ? `The data file is not a database (it may be damaged). It was moved to ${movedTo}; nothing was deleted.`
        : `The data file is damaged and cannot be read. It was moved to ${movedTo}; nothing was deleted.`
  })
}

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1')

/** True for a missing or empty file (SQLite starts it fresh) or one that begins with SQLite's magic. */
function looksLikeSqlite(file: string): boolean {
  if (!existsSync(file)) return true
  const size = statSync(file).size
  if (size === 0) return true
  if (size < 100) return false // shorter than SQLite's header
  const head = Buffer.alloc(SQLITE_MAGIC.length)
  const fd = openSync(file, 'r')
  try {
    readSync(fd, head, 0, head.length, 0)
  } finally {
    closeSync(fd)
  }
  return head.equals(SQLITE_MAGIC)
}

/**
 * Renames the file and its -wal/-shm/-journal to `<file>.damaged-<timestamp>[-n]`; returns the new
 * path. `shm` is the -shm as it was before SQLite looked at the file: it is put back, byte for byte.
 */
export function moveAside(file: string, at: Date, shm: Buffer | null = null): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-')
  let target = `${file}.damaged-${stamp}`
  for (let n = 1; existsSync(target); n++) target = `${file}.damaged-${stamp}-${n}`
  renameSync(file, target)
  for (const suffix of ['-wal', '-shm', '-journal']) {
    if (existsSync(file + suffix)) renameSync(file + suffix, target + suffix)
  }
  if (shm) writeFileSync(target + '-shm', shm)
  return target
}
