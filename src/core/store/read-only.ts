/**
 * The data file opened read-only, for a folder that cannot be written (store/faults.ts): what is there
 * stays readable while every write is refused. No migration runs and no pragma is written.
 */
import Database from 'better-sqlite3'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { LATEST_VERSION } from './migrations'
import { DB_FILE } from './paths'
import { Store } from './store'

/** Up to this size a data file in a folder that cannot be written is read from a copy in memory. */
const MAX_MEMORY_COPY_BYTES = 512 * 1024 * 1024

/**
 * The data file, read-only, in a folder that cannot be written. SQLite cannot open a WAL file there
 * unless its -shm already exists (it must make one); then the file is read from a copy in memory,
 * marked as a rollback-journal file (bytes 18–19), which is exact after a clean close (no -wal left).
 */
function openReadOnlyDb(file: string, nativeBinding?: string): Database.Database {
  const binding = nativeBinding ? { nativeBinding } : {}
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true, ...binding })
    db.prepare('SELECT count(*) FROM sqlite_schema').get()
    return db
  } catch (e) {
    if ((e as { code?: unknown }).code !== 'SQLITE_CANTOPEN' || statSync(file).size > MAX_MEMORY_COPY_BYTES) throw e
    const bytes = readFileSync(file)
    if (bytes.length >= 20 && bytes[18] === 2 && bytes[19] === 2) {
      bytes[18] = 1
      bytes[19] = 1
    }
    return new Database(bytes, { readonly: true, ...binding })
  }
}

/**
 * The existing data file opened read-only; null when there is none or it is not at this build's schema
 * version (it would need a migration, which cannot be written). Throws when it cannot be read at all.
 */
export function openReadOnlyStore(dataDir: string, now: () => Date, nativeBinding?: string): Store | null {
  const file = join(dataDir, DB_FILE)
  if (!existsSync(file)) return null
  const db = openReadOnlyDb(file, nativeBinding)
  if ((db.pragma('user_version', { simple: true }) as number) !== LATEST_VERSION) {
    db.close()
    return null
  }
  return new Store(db, dataDir, file, now)
}
