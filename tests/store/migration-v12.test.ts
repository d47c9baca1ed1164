/**
 * Migration 12 gives rules snapshots, sessions (their table state) and round steps the number of the
 * format they are written in. On a store the app wrote (fixtures/v6-store.sqlite, brought to schema 11
 * as the versions before ran it): no row is rewritten, every row reads format 1, and a failing check
 * refuses a format below 1.
 */
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrate } from '../../src/core/store/migrate'
import { MIGRATIONS } from '../../src/core/store/migrations'
import { DB_FILE } from '../../src/core/store/paths'
import { dbAtSchema, fixtureCopy } from '../support/store-fixture'
import { dumpDb } from '../support/temp'

const ADDED: Record<string, string> = { rules_snapshots: 'format', sessions: 'table_format', round_events: 'format' }

describe('migration 12 (saved data formats)', () => {
  it('on a store the app wrote, adds a format of 1 to every snapshot, session and step and changes nothing else', () => {
    const dir = fixtureCopy('v6')
    const db = dbAtSchema(join(dir, DB_FILE), 11)
    const before = dumpDb(db)
    expect(before.rows['round_events']!.length).toBeGreaterThan(50)
    expect(
      migrate(
        db,
        MIGRATIONS.filter((m) => m.version <= 12)
      )
    ).toEqual([12])
    const after = dumpDb(db)
    for (const [table, rows] of Object.entries(before.rows)) {
      const column = ADDED[table]
      if (!column) {
        expect(after.rows[table], table).toEqual(rows)
        continue
      }
      const now = after.rows[table] as Array<Record<string, unknown>>
      expect(
        now.map((r) => r[column]),
        table
      ).toEqual(rows.map(() => 1))
      expect(
        now.map(({ [column]: _format, ...rest }) => rest),
        table
      ).toEqual(rows)
    }
    expect(() => db.prepare('INSERT INTO rules_snapshots (rules_json, format) VALUES (?, 0)').run('{"x":1}')).toThrow(
      /CHECK/
    )
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
    db.close()
  })
})
