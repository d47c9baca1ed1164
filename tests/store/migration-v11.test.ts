/**
 * Migration 11 rebuilds `ledger_entries` without AUTOINCREMENT. On a store the app wrote
 * (fixtures/v6-store.sqlite, brought to schema 10 as the versions before ran it), after one more
 * profile's entries, the newest, went with that profile: no row changes, every index and trigger of
 * the table comes back word for word, the table's `sqlite_sequence` row is gone, every balance is the
 * same, and a money round's commit no longer writes `sqlite_sequence`.
 */
import type Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrate } from '../../src/core/store/migrate'
import { MIGRATIONS } from '../../src/core/store/migrations'
import { DB_FILE } from '../../src/core/store/paths'
import { dbAtSchema, fixtureCopy } from '../support/store-fixture'
import { dumpDb } from '../support/temp'

const parts = (db: Database.Database): Array<{ type: string; name: string; sql: string }> =>
  db
    .prepare(
      "SELECT type, name, sql FROM sqlite_schema WHERE tbl_name = 'ledger_entries' AND type <> 'table' ORDER BY name"
    )
    .all() as Array<{ type: string; name: string; sql: string }>

const tableSql = (db: Database.Database): string =>
  db.prepare("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = 'ledger_entries'").pluck().get() as string

const sequence = (db: Database.Database): unknown =>
  db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'ledger_entries'").pluck().get()

const balances = (db: Database.Database): unknown[] =>
  db
    .prepare(
      `SELECT p.id, coalesce(sum(e.amount_minor), 0) AS b FROM profiles p
       LEFT JOIN ledger_entries e ON e.profile_key = p.key GROUP BY p.id ORDER BY p.id`
    )
    .all()

describe('migration 11 (ledger entries without AUTOINCREMENT)', () => {
  it('on a store the app wrote, keeps every row, index, trigger and balance, and drops the sequence', () => {
    const dir = fixtureCopy('v6')
    const db = dbAtSchema(join(dir, DB_FILE), 10)
    // The newest entries leave with their profile, so the counter stands above the largest id.
    db.prepare("INSERT INTO profiles (id, name, name_key, created_at) VALUES ('gone', 'Gone', 'gone', 'x')").run()
    const tx = db
      .prepare(
        "INSERT INTO ledger_tx (kind, profile_key, created_at) VALUES ('topup', (SELECT key FROM profiles WHERE id = 'gone'), 1)"
      )
      .run().lastInsertRowid
    db.prepare(
      "INSERT INTO ledger_entries (tx_id, profile_key, amount_minor) VALUES (?, (SELECT key FROM profiles WHERE id = 'gone'), 5), (?, NULL, -5)"
    ).run(tx, tx)
    db.prepare("DELETE FROM profiles WHERE id = 'gone'").run()
    const largest = db.prepare('SELECT max(id) FROM ledger_entries').pluck().get() as number
    expect(largest).toBeGreaterThan(10)
    expect(sequence(db)).toBe(largest + 2)
    expect(tableSql(db)).toContain('AUTOINCREMENT')

    const before = dumpDb(db)
    const partsBefore = parts(db)
    expect(partsBefore.map((p) => p.name)).toEqual([
      'ledger_entries_by_profile',
      'ledger_entries_by_tx',
      'ledger_entries_no_delete',
      'ledger_entries_no_update',
      'ledger_entries_profile_matches'
    ])
    const columns = db.pragma('table_xinfo(ledger_entries)')
    const sums = balances(db)
    expect(sums.length).toBeGreaterThan(1)

    expect(
      migrate(
        db,
        MIGRATIONS.filter((m) => m.version <= 11)
      )
    ).toEqual([11])
    expect(dumpDb(db).rows).toEqual(before.rows)
    expect(parts(db)).toEqual(partsBefore)
    expect(db.pragma('table_xinfo(ledger_entries)')).toEqual(columns)
    expect(tableSql(db)).not.toContain('AUTOINCREMENT')
    expect(sequence(db)).toBeUndefined()
    expect(balances(db)).toEqual(sums)
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
    expect(db.pragma('foreign_key_check')).toEqual([])

    // A new entry takes the next rowid, and the sequence table is not written again.
    const next = db
      .prepare(
        "INSERT INTO ledger_tx (kind, profile_key, created_at) VALUES ('topup', (SELECT key FROM profiles ORDER BY key LIMIT 1), 2)"
      )
      .run().lastInsertRowid
    const id = db
      .prepare(
        'INSERT INTO ledger_entries (tx_id, profile_key, amount_minor) VALUES (?, (SELECT profile_key FROM ledger_tx WHERE id = ?), 3)'
      )
      .run(next, next).lastInsertRowid
    expect(Number(id)).toBe(largest + 1)
    expect(sequence(db)).toBeUndefined()
    db.close()
  })
})
