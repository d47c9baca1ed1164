import type Database from 'better-sqlite3'

/** Key → JSON value. Callers validate what they read: the file may hold values from other versions. */
export class SettingsRepo {
  private readonly qGet: Database.Statement<[string], { value_json: string }>
  private readonly qSet: Database.Statement<[string, string]>

  constructor(db: Database.Database) {
    this.qGet = db.prepare('SELECT value_json FROM settings WHERE key = ?')
    this.qSet = db.prepare(
      'INSERT INTO settings (key, value_json) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json'
    )
  }

  get(key: string): unknown {
    const row = this.qGet.get(key)
    if (!row) return undefined
    try {
      return JSON.parse(row.value_json) as unknown
    } catch {
      return undefined
    }
  }

  set(key: string, value: unknown): void {
    this.qSet.run(key, JSON.stringify(value))
  }
}
