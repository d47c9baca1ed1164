/**
 * Balances, always summed from the ledger. Summing a long history on every action would cost
 * ~150 ms at a million entries, so each process keeps a memo in memory (never on disk): the sum of
 * a profile's entries up to the last entry id it has seen. A read adds only entries after that id.
 * This is exact because entries are append-only and an entry's id is a rowid, one more than the
 * table's largest: the profile's own last entry, the memo's id, stays in the table until the profile
 * is deleted, so every entry it gets later has a larger id (an id is given again only after the
 * newest entries went with their profile, migration-v11.ts). The memo is only advanced once a
 * transaction has committed, so a rolled-back write can never be counted, and it is dropped when the
 * profile's entries are deleted. A new process starts with an empty memo.
 *
 * A read inside a write transaction that no ledger write of that profile follows is the sum the
 * commit leaves (the transaction holds the write lock, so no other connection writes meanwhile): the
 * later reads of that transaction are answered with it, the memo advances to it at commit without
 * reading again, and `asOfCommit` answers the reads of the commit's own answer (a table's new state)
 * with it. Any other read asks SQLite for the entries after the memo, which is what lets it see
 * another connection's writes.
 */
import type Database from 'better-sqlite3'

export type Sum = { sum: number; upTo: number }

export class Balances {
  private readonly memo = new Map<string, Sum>()
  /** Profiles whose balance was read inside the open transaction: their memo advances after commit. */
  private readonly touched = new Set<string>()
  /** Of those, the sums read after the transaction's last ledger write for the profile. */
  private staged = new Map<string, Sum>()
  /** The staged sums of the last commit, and whether `asOfCommit` is answering with them now. */
  private lastCommit = new Map<string, Sum>()
  private pinned = false
  private readonly qSince: Database.Statement<[string, number], { sum: number; last: number | null }>

  constructor(private readonly db: Database.Database) {
    this.qSince = db.prepare(
      `SELECT COALESCE(SUM(amount_minor), 0) AS sum, MAX(id) AS last FROM ledger_entries
       WHERE profile_key = (SELECT key FROM profiles WHERE id = ?) AND id > ?`
    )
  }

  of(profileId: string): number {
    // Inside a transaction, a sum read since its last write of the profile is still the sum.
    const known = this.db.inTransaction
      ? this.staged.get(profileId)
      : this.pinned
        ? this.lastCommit.get(profileId)
        : null
    if (known) return known.sum
    return this.read(profileId)
  }

  private read(profileId: string): number {
    const memo = this.memo.get(profileId) ?? { sum: 0, upTo: 0 }
    const row = this.qSince.get(profileId, memo.upTo) ?? { sum: 0, last: null }
    const sum = memo.sum + row.sum
    const upTo = row.last ?? memo.upTo
    if (this.db.inTransaction) {
      this.touched.add(profileId)
      this.staged.set(profileId, { sum, upTo })
    } else if (row.last !== null) this.memo.set(profileId, { sum, upTo })
    return sum
  }

  /** An outermost transaction begins: until it commits there is no last commit to answer from. */
  beginning(): void {
    this.lastCommit.clear()
  }

  /**
   * Inside a transaction, before a ledger write of the profile: a sum read earlier is no longer the
   * commit's. Returns that sum, for `wrote`.
   */
  writing(profileId: string | null): Sum | undefined {
    if (profileId === null) return undefined
    const before = this.staged.get(profileId)
    this.staged.delete(profileId)
    return before
  }

  /**
   * After that write succeeded inside the same transaction: the sum read before it plus the amount it
   * wrote for the profile is the sum now, counting every entry up to `lastId` (the write's last row),
   * so the read after a money round's settlement need not ask SQLite again. Nothing else can have
   * written meanwhile: the transaction holds the write lock.
   */
  wrote(profileId: string, before: Sum, amountMinor: number, lastId: number): void {
    if (!this.db.inTransaction) return
    this.staged.set(profileId, { sum: before.sum + amountMinor, upTo: lastId })
  }

  /**
   * After a commit: the balances read inside it move their memo past what it wrote, from the sum read
   * after its last write where there is one, else by reading again now, outside any transaction
   * (otherwise every later read would re-sum those entries).
   */
  committed(): void {
    // The staged sums become the last commit's; the two maps swap rather than copy (every action
    // commits, and a copy was a new Map each time).
    const spare = this.lastCommit
    this.lastCommit = this.staged
    this.staged = spare
    spare.clear()
    if (this.touched.size === 0) return
    // Outside the transaction now: `read` sets the memo directly and touches nothing.
    for (const id of this.touched) {
      const at = this.lastCommit.get(id)
      if (at) this.memo.set(id, at)
      else this.read(id)
    }
    this.touched.clear()
  }

  /** A transaction, or a savepoint inside one, rolled back: what was read inside it may be gone. */
  rolledBack(): void {
    this.staged.clear()
    this.lastCommit.clear()
  }

  /** The outermost transaction ended without committing. */
  abandoned(): void {
    this.rolledBack()
    this.touched.clear()
  }

  /**
   * Runs `fn` (the projection of what the last commit answers) with the balances read after that
   * commit's last writes answered as they were at the commit, without reading again.
   */
  asOfCommit<T>(fn: () => T): T {
    this.pinned = true
    try {
      return fn()
    } finally {
      this.pinned = false
    }
  }

  /** After the profile's entries were deleted (or might have been). */
  forget(profileId: string): void {
    this.memo.delete(profileId)
    this.staged.delete(profileId)
    this.lastCommit.delete(profileId)
  }
}
