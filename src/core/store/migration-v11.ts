/**
 * Migration 11, the ledger's entries take plain rowids (issue 12): `ledger_entries.id` was
 * AUTOINCREMENT, so every money round also read and rewrote the table's row in `sqlite_sequence`,
 * one more b-tree and one more 4 KiB WAL page in its commit (of 13.35 on a Sic Bo roll), for a
 * promise no reader needs. The balances' memo (balances.ts) needs only that a profile's new entries
 * get ids above the last one it has seen, and a rowid is one more than the table's largest: the
 * profile's own last entry stays in the table (the ledger is append-only) until the profile is
 * deleted, and deleting it drops the memo. An id can now be given again only after the newest
 * entries went with their profile, and nothing keeps those ids (exports name transactions, whose ids
 * were never AUTOINCREMENT).
 *
 * SQLite cannot drop AUTOINCREMENT in place (and better-sqlite3's defensive mode refuses
 * `writable_schema`), so the table is rebuilt: copied with its ids into `ledger_entries_v11`, the old
 * one dropped (with its indexes, triggers and `sqlite_sequence` row), the copy renamed, and its two
 * indexes and three triggers made again from migration 7's own text. Nothing references the entries,
 * so the drop cascades nowhere; the foreign keys are off for the rebuild and checked before the
 * commit (`rebuilds`).
 */
import type { Migration } from './migrations'
import { LEDGER_ENTRIES_PARTS } from './migration-v7'

const sql = `
CREATE TABLE ledger_entries_v11 (
  -- A rowid: one more than the largest, which is all balances.ts needs (migration-v11.ts).
  id            INTEGER PRIMARY KEY,
  tx_id         INTEGER NOT NULL REFERENCES ledger_tx(id) ON DELETE CASCADE,
  profile_key   INTEGER REFERENCES profiles(key),
  amount_minor  INTEGER NOT NULL CHECK (amount_minor <> 0)
) STRICT;
INSERT INTO ledger_entries_v11 (id, tx_id, profile_key, amount_minor)
  SELECT id, tx_id, profile_key, amount_minor FROM ledger_entries ORDER BY id;
DROP TABLE ledger_entries;
ALTER TABLE ledger_entries_v11 RENAME TO ledger_entries;

${LEDGER_ENTRIES_PARTS}`

export const migrationV11: Migration = {
  version: 11,
  name: 'ledger entries without AUTOINCREMENT: one page a money round fewer',
  sql,
  rebuilds: true
}
