import type Database from 'better-sqlite3'
import type { Balances } from './balances'
import { encodeTime } from './columns'

export interface LedgerEntryInput {
  /** null is the house. */
  profileId: string | null
  amountMinor: number
}

export interface LedgerTxInput {
  kind: string
  /** The one profile this transaction concerns; entries may name only it or the house. */
  profileId: string | null
  roundId: number | null
  createdAt: string
  entries: LedgerEntryInput[]
}

/**
 * SQL: the ledger's key (migration 7) of one bound profile id, NULL for the house. An id no profile
 * has gives -1, which no profile's key is, so the foreign key refuses the row as it refused the id.
 */
export const PROFILE_KEY =
  '(SELECT CASE WHEN t IS NULL THEN NULL ELSE coalesce((SELECT key FROM profiles WHERE id = t), -1) END FROM (SELECT ? AS t))'

/**
 * The money ledger: append-only transactions whose entries sum to exactly zero. `post` refuses an
 * unbalanced or malformed transaction before writing anything, and writes all of it or none.
 */
export class LedgerRepo {
  private readonly qTx: Database.Statement<[string, string | null, number | null, bigint | string]>
  private readonly qEntry: Database.Statement<[number | bigint, string | null, number]>
  /** A profile's entry and the house's, the shape of nearly every transaction, in one statement. */
  private readonly qPair: Database.Statement<[number | bigint, string | null, number, number | bigint, number]>
  private readonly qTotal: Database.Statement<[], { total: number; n: number }>
  private readonly qUnbalanced: Database.Statement<[], { tx_id: number; total: number }>
  /** All of a transaction's rows or none (a savepoint inside the caller's transaction); made once. */
  private readonly write: Database.Transaction<(tx: LedgerTxInput) => { txId: number; lastId: number }>

  constructor(
    private readonly db: Database.Database,
    private readonly balances: Balances
  ) {
    this.qTx = db.prepare(
      `INSERT INTO ledger_tx (kind, profile_key, round_id, created_at) VALUES (?, ${PROFILE_KEY}, ?, ?)`
    )
    this.qEntry = db.prepare(
      `INSERT INTO ledger_entries (tx_id, profile_key, amount_minor) VALUES (?, ${PROFILE_KEY}, ?)`
    )
    this.qPair = db.prepare(
      `INSERT INTO ledger_entries (tx_id, profile_key, amount_minor) VALUES (?, ${PROFILE_KEY}, ?), (?, NULL, ?)`
    )
    this.qTotal = db.prepare('SELECT COALESCE(SUM(amount_minor), 0) AS total, COUNT(*) AS n FROM ledger_entries')
    this.qUnbalanced = db.prepare(
      'SELECT tx_id, SUM(amount_minor) AS total FROM ledger_entries GROUP BY tx_id HAVING SUM(amount_minor) <> 0'
    )
    this.write = db.transaction((tx: LedgerTxInput) => {
      const txId = this.qTx.run(tx.kind, tx.profileId, tx.roundId, encodeTime(tx.createdAt)).lastInsertRowid
      const [a, b] = tx.entries as [LedgerEntryInput, LedgerEntryInput]
      let lastId: number | bigint = 0
      if (tx.entries.length === 2 && b.profileId === null)
        lastId = this.qPair.run(txId, a.profileId, a.amountMinor, txId, b.amountMinor).lastInsertRowid
      else for (const e of tx.entries) lastId = this.qEntry.run(txId, e.profileId, e.amountMinor).lastInsertRowid
      return { txId: Number(txId), lastId: Number(lastId) }
    })
  }

  post(tx: LedgerTxInput): number {
    const own = checkBalanced(tx)
    const before = this.balances.writing(tx.profileId)
    const { txId, lastId } = this.write(tx)
    if (before && tx.profileId !== null) this.balances.wrote(tx.profileId, before, own, lastId)
    return txId
  }

  /** Sum of every entry (0 in a healthy store) and how many there are. */
  total(): { total: number; n: number } {
    return this.qTotal.get() ?? { total: 0, n: 0 }
  }

  /** Transactions whose entries do not sum to zero (none in a healthy store). */
  unbalanced(): Array<{ txId: number; total: number }> {
    return this.qUnbalanced.all().map((r) => ({ txId: r.tx_id, total: r.total }))
  }
}

/** Refuses an unbalanced or malformed transaction; returns what it moves for its profile. */
function checkBalanced(tx: LedgerTxInput): number {
  if (tx.entries.length < 2) throw new Error(`ledger ${tx.kind}: a transaction needs at least two entries`)
  let sum = 0
  let own = 0
  for (const [i, e] of tx.entries.entries()) {
    if (!Number.isSafeInteger(e.amountMinor) || e.amountMinor === 0)
      throw new Error(`ledger ${tx.kind}: entries[${i}].amountMinor must be a non-zero whole number of minor units`)
    if (e.profileId !== null && e.profileId !== tx.profileId)
      throw new Error(`ledger ${tx.kind}: entries[${i}] names a profile other than the transaction's`)
    sum += e.amountMinor
    if (e.profileId !== null) own += e.amountMinor
  }
  if (sum !== 0) throw new Error(`ledger ${tx.kind}: entries sum to ${sum}, not 0`)
  return own
}
