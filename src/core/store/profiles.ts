import type Database from 'better-sqlite3'
import type { Balances } from './balances'

export interface ProfileRow {
  id: string
  name: string
  createdAt: string
  balanceMinor: number
}

/** Profiles and their balances (always summed from the ledger, never stored). */
export class ProfileRepo {
  private readonly qList: Database.Statement<[], Omit<ProfileRow, 'balanceMinor'>>
  private readonly qGet: Database.Statement<[string], Omit<ProfileRow, 'balanceMinor'>>
  private readonly qByKey: Database.Statement<[string], { id: string }>
  private readonly qInsert: Database.Statement<[string, string, string, string]>
  private readonly qRename: Database.Statement<[string, string, string]>
  private readonly qDelete: Database.Statement<[string]>
  private readonly qDetach: Database.Statement<[string]>

  constructor(
    db: Database.Database,
    private readonly balances: Balances
  ) {
    const columns = 'SELECT id, name, created_at AS createdAt FROM profiles'
    this.qList = db.prepare(`${columns} ORDER BY created_at, rowid`)
    this.qGet = db.prepare(`${columns} WHERE id = ?`)
    this.qByKey = db.prepare('SELECT id FROM profiles WHERE name_key = ?')
    this.qInsert = db.prepare('INSERT INTO profiles (id, name, name_key, created_at) VALUES (?, ?, ?, ?)')
    this.qRename = db.prepare('UPDATE profiles SET name = ?, name_key = ? WHERE id = ?')
    this.qDelete = db.prepare('DELETE FROM profiles WHERE id = ?')
    // Other people's transactions for this profile's rounds (a Xì dách table of several people, issue 35)
    // stay, detached from the rounds going (round_id NULL, the one change the ledger allows), as when a
    // session is deleted: their balances do not change. The profile's own go whole with it.
    this.qDetach = db.prepare(
      'UPDATE ledger_tx SET round_id = NULL WHERE round_id IN (SELECT r.id FROM rounds r JOIN sessions s ON s.id = r.session_id WHERE s.profile_id = ?)'
    )
  }

  list(): ProfileRow[] {
    return this.qList.all().map((p) => this.withBalance(p))
  }

  get(id: string): ProfileRow | undefined {
    const p = this.qGet.get(id)
    return p && this.withBalance(p)
  }

  /**
   * A row with its balance, built field by field: spreading the driver's row object was most of the
   * cost of the profiles' state that every money round pushes (≈ 3 % of a Sic Bo roll's main time).
   */
  private withBalance(p: Omit<ProfileRow, 'balanceMinor'>): ProfileRow {
    return { id: p.id, name: p.name, createdAt: p.createdAt, balanceMinor: this.balances.of(p.id) }
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
    this.balances.forget(id)
    this.qDetach.run(id)
    const deleted = this.qDelete.run(id).changes === 1
    this.balances.forget(id)
    return deleted
  }

  /** The sum of the profile's ledger entries (0 for an unknown id). */
  balance(id: string): number {
    return this.balances.of(id)
  }
}
