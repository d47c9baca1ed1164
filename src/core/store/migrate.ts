import type Database from 'better-sqlite3'
import type { Migration } from './migrations'

export function userVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number
}

/**
 * Applies every migration newer than the file's `user_version`, each in its own transaction that
 * also sets `user_version`: SQLite keeps user_version in the database header, which is written
 * under the same transaction, so a migration that throws leaves both schema and version untouched.
 * Returns the versions applied.
 */
export function migrate(db: Database.Database, migrations: readonly Migration[]): number[] {
  const sorted = [...migrations].sort((a, b) => a.version - b.version)
  sorted.forEach((m, i) => {
    if (!Number.isInteger(m.version) || m.version !== i + 1)
      throw new Error(`migrations: expected version ${i + 1}, found ${m.version} ("${m.name}")`)
  })
  const applied: number[] = []
  for (const m of sorted) {
    if (m.version <= userVersion(db)) continue
    const run = db.transaction(() => {
      db.exec(m.sql)
      m.run?.(db)
      // A rebuild ran with the foreign keys off: the copy must still satisfy every one of them.
      if (m.rebuilds && (db.pragma('foreign_key_check') as unknown[]).length > 0)
        throw new Error('a foreign key no longer holds')
      // PRAGMA takes no bound parameters; the version is a checked integer.
      db.pragma(`user_version = ${m.version}`)
    })
    // The pragma is a no-op inside a transaction, so it is set around it, and always set back.
    const keys = m.rebuilds ? (db.pragma('foreign_keys', { simple: true }) as number) : 0
    if (keys) db.pragma('foreign_keys = OFF')
    try {
      run.immediate()
    } catch (e) {
      throw new MigrationError(m, e)
    } finally {
      if (keys) db.pragma('foreign_keys = ON')
    }
    applied.push(m.version)
  }
  return applied
}

export class MigrationError extends Error {
  constructor(
    readonly migration: Migration,
    cause: unknown
  ) {
    super(
      `migration ${migration.version} ("${migration.name}") failed: ${(cause as Error)?.message ?? String(cause)}`,
      {
        cause
      }
    )
  }
}
