import type Database from 'better-sqlite3'

/**
 * Key → JSON value. Callers validate what they read: the file may hold values from other versions.
 *
 * Every table action reads the current profile (twice: whose table, and who hears of it), so plain
 * values read outside a transaction are remembered. This is exact: this connection is the only
 * writer (one host per data folder, lock.ts), every write goes through `set`, which forgets the key,
 * and a value read inside a transaction is never remembered (that transaction may still roll back).
 */
export class SettingsRepo {
  private readonly qGet: Database.Statement<[string], { value_json: string }>
  private readonly qSet: Database.Statement<[string, string]>
  private readonly memo = new Map<string, string | number | boolean | null | undefined>()

  constructor(private readonly db: Database.Database) {
    this.qGet = db.prepare('SELECT value_json FROM settings WHERE key = ?')
    this.qSet = db.prepare(
      'INSERT INTO settings (key, value_json) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json'
    )
  }

  get(key: string): unknown {
    if (this.memo.has(key)) return this.memo.get(key)
    const value = this.read(key)
    // Only plain values: a caller may change an object it was given.
    const plain =
      value === null ||
      value === undefined ||
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'boolean'
    if (plain && !this.db.inTransaction) this.memo.set(key, value)
    return value
  }

  set(key: string, value: unknown): void {
    this.memo.delete(key)
    this.qSet.run(key, JSON.stringify(value))
  }

  private read(key: string): unknown {
    const row = this.qGet.get(key)
    if (!row) return undefined
    try {
      return JSON.parse(row.value_json) as unknown
    } catch {
      return undefined
    }
  }
}
