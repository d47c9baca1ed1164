/**
 * Balances, always summed from the ledger. Summing a long history on every action would cost
 * ~150 ms at a million entries, so each process keeps a memo in memory (never on disk): the sum of
 * a profile's entries up to the last entry id it has seen. A read adds only entries after that id.
 * This is exact because entry ids are AUTOINCREMENT (never reused) and entries are append-only;
 * the memo is only advanced outside a transaction, so a rolled-back write can never be counted, and
 * it is dropped when the profile's entries are deleted. A new process starts with an empty memo.
 */
import type Database from 'better-sqlite3'

export class Balances {
  private readonly memo = new Map<string, { sum: number; upTo: number }>()
  /** Profiles whose balance was read inside the open transaction: their memo advances after commit. */
  private readonly touched = new Set<string>()
  private readonly qSince: Database.Statement<[string, number], { sum: number; last: number | null }>

  constructor(private readonly db: Database.Database) {
    this.qSince = db.prepare(
      `SELECT COALESCE(SUM(amount_minor), 0) AS sum, MAX(id) AS last FROM ledger_entries
       WHERE profile_key = (SELECT key FROM profiles WHERE id = ?) AND id > ?`
    )
  }

  of(profileId: string): number {
    const known = this.memo.get(profileId) ?? { sum: 0, upTo: 0 }
    const row = this.qSince.get(profileId, known.upTo) ?? { sum: 0, last: null }
    const sum = known.sum + row.sum
    if (this.db.inTransaction) this.touched.add(profileId)
    else if (row.last !== null) this.memo.set(profileId, { sum, upTo: row.last })
    return sum
  }

  /**
   * After a commit: re-read the balances read inside it, now outside any transaction, so their memo
   * moves past what the transaction wrote (otherwise every later read would re-sum those entries).
   */
  committed(): void {
    if (this.touched.size === 0) return
    const ids = [...this.touched]
    this.touched.clear()
    for (const id of ids) this.of(id)
  }

  rolledBack(): void {
    this.touched.clear()
  }

  /** After the profile's entries were deleted (or might have been). */
  forget(profileId: string): void {
    this.memo.delete(profileId)
  }
}
