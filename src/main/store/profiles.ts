import type Database from 'better-sqlite3'

export interface ProfileRow {
  id: string
  name: string
  createdAt: string
  balanceMinor: number
}

/** Profiles and their balances (always summed from the ledger, never stored). */
export class ProfileRepo {
  private readonly qList: Database.Statement<[], ProfileRow>
  private readonly qGet: Database.Statement<[string], ProfileRow>
  private readonly qByKey: Database.Statement<[string], { id: string }>
  private readonly qInsert: Database.Statement<[string, string, string, string]>
  private readonly qRename: Database.Statement<[string, string, string]>
  private readonly qDelete: Database.Statement<[string]>
  private readonly qBalance: Database.Statement<[string], { b: number }>

  constructor(db: Database.Database) {
    const withBalance = `SELECT p.id, p.name, p.created_at AS createdAt,
        (SELECT COALESCE(SUM(e.amount_minor), 0) FROM ledger_entries e WHERE e.profile_id = p.id) AS balanceMinor
      FROM profiles p`
    this.qList = db.prepare(`${withBalance} ORDER BY p.created_at, p.rowid`)
    this.qGet = db.prepare(`${withBalance} WHERE p.id = ?`)
    this.qByKey = db.prepare('SELECT id FROM profiles WHERE name_key = ?')
    this.qInsert = db.prepare('INSERT INTO profiles (id, name, name_key, created_at) VALUES (?, ?, ?, ?)')
    this.qRename = db.prepare('UPDATE profiles SET name = ?, name_key = ? WHERE id = ?')
    this.qDelete = db.prepare('DELETE FROM profiles WHERE id = ?')
    this.qBalance = db.prepare('SELECT COALESCE(SUM(amount_minor), 0) AS b FROM ledger_entries WHERE profile_id = ?')
  }

  list(): ProfileRow[] {
    return this.qList.all()
  }

  get(id: string): ProfileRow | undefined {
    return this.qGet.get(id)
  }

  idByNameKey(nameKey: string): string | undefined {
    return this.qByKey.get(nameKey)?.id
  }

  insert(id: string, name: string, nameKey: string, createdAt: string): void {
    this.qInsert.run(id, name, nameKey, createdAt)
  }

  rename(id: string, name: string, nameKey: string): boolean {
    return this.qRename.run(name, nameKey, id).changes === 1
  }

  /** Cascades to the profile's sessions, rounds, events, drill results and whole ledger transactions. */
  delete(id: string): boolean {
    return this.qDelete.run(id).changes === 1
  }

  balance(id: string): number {
    return this.qBalance.get(id)?.b ?? 0
  }
}
