import type Database from 'better-sqlite3'
import { Balances } from './balances'
import { LedgerRepo } from './ledger'
import { ProfileRepo } from './profiles'
import { SettingsRepo } from './settings'

/** An open, migrated store and its repositories. Every statement is prepared once, here. */
export class Store {
  readonly profiles: ProfileRepo
  readonly ledger: LedgerRepo
  readonly settings: SettingsRepo
  /** Every balance read goes through this memo of ledger sums (see balances.ts). */
  readonly balances: Balances
  private closed = false
  /**
   * One transaction function for every `tx`, made once: the driver's `transaction()` builds five
   * wrappers each time it is called, which cost more than a small action's SQL.
   */
  private readonly runner: Database.Transaction<(fn: () => unknown) => unknown>

  constructor(
    readonly db: Database.Database,
    readonly dataDir: string,
    readonly file: string,
    readonly now: () => Date
  ) {
    this.runner = db.transaction((fn: () => unknown) => fn())
    this.balances = new Balances(db)
    this.profiles = new ProfileRepo(db, this.balances)
    this.ledger = new LedgerRepo(db, this.balances)
    this.settings = new SettingsRepo(db)
  }

  /**
   * Runs `fn` in one IMMEDIATE transaction (takes the write lock up front, so a read-then-write
   * inside cannot be invalidated by another connection). Nested calls become savepoints.
   */
  tx<T>(fn: () => T): T {
    const run = this.runner as Database.Transaction<(fn: () => T) => T>
    if (this.db.inTransaction) {
      try {
        return run(fn)
      } catch (e) {
        // The savepoint rolled back: a balance read inside it may count what it undid.
        this.balances.rolledBack()
        throw e
      }
    }
    this.balances.beginning()
    try {
      const result = run.immediate(fn)
      // Balances read inside the transaction can advance their memo only now that it committed.
      this.balances.committed()
      return result
    } catch (e) {
      this.balances.abandoned()
      throw e
    }
  }

  get isOpen(): boolean {
    return !this.closed && this.db.open
  }

  close(): void {
    if (this.closed) return
    this.closed = true
    if (this.db.open) this.db.close()
  }
}
