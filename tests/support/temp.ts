/** Test helpers: temporary data directories and a full, order-stable dump of a store file. */
import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'

const made: string[] = []

/** A fresh directory removed after the test. */
export function tempDir(prefix = 'banxanh-test-'): string {
  const d = mkdtempSync(join(tmpdir(), prefix))
  made.push(d)
  return d
}

afterEach(() => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true })
})

export interface Dump {
  userVersion: number
  schema: Array<{ type: string; name: string; sql: string | null }>
  rows: Record<string, unknown[]>
}

/** Everything in the database: user_version, schema objects and every row of every table. */
export function dumpDb(db: Database.Database): Dump {
  const schema = db
    .prepare("SELECT type, name, sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name")
    .all() as Dump['schema']
  const rows: Record<string, unknown[]> = {}
  for (const t of schema.filter((s) => s.type === 'table')) {
    const n = (db.prepare(`SELECT count(*) FROM pragma_table_info(?)`).pluck().get(t.name) as number) || 1
    const order = Array.from({ length: n }, (_, i) => i + 1).join(', ')
    rows[t.name] = db.prepare(`SELECT * FROM "${t.name}" ORDER BY ${order}`).all()
  }
  return { userVersion: db.pragma('user_version', { simple: true }) as number, schema, rows }
}

/** Opens a store file read-only (no migrations, no pragmas written) and dumps it. */
export function dumpFile(file: string): Dump {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    return dumpDb(db)
  } finally {
    db.close()
  }
}
