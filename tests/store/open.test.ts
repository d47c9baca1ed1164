import Database from 'better-sqlite3'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MigrationError } from '../../src/core/store/migrate'
import { LATEST_VERSION, MIGRATIONS, type Migration } from '../../src/core/store/migrations'
import { openStore, type OpenResult } from '../../src/core/store/open'
import { DB_FILE } from '../../src/core/store/paths'
import type { Store } from '../../src/core/store/store'
import { dumpFile, tempDir } from '../support/temp'

function mustOpen(r: OpenResult): Store {
  if (!r.ok) throw new Error(`expected an open store, got ${r.damaged.reason}: ${r.damaged.message}`)
  return r.store
}

/** The tables issue 2 asks the schema to be ready for (written out here, not read from the code). */
const EXPECTED_TABLES = [
  'blackjack_grades',
  'drill_results',
  'ledger_entries',
  'ledger_tx',
  'profiles',
  'round_events',
  'rounds',
  // issue 12: each distinct rules snapshot once, referenced by its rounds
  'rules_snapshots',
  'rulesets',
  'sessions',
  'settings',
  // issue 11: Xì dách decision grades (migration 8)
  'xidach_grades'
]

describe('opening a store', () => {
  it('migrates an empty directory to the latest schema with the required pragmas', () => {
    const dir = tempDir()
    const store = mustOpen(openStore({ dataDir: dir }))
    try {
      expect(existsSync(join(dir, DB_FILE))).toBe(true)
      expect(store.db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION)
      expect(LATEST_VERSION).toBe(MIGRATIONS.length)
      const tables = store.db
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        .pluck()
        .all()
      expect(tables).toEqual(EXPECTED_TABLES)
      expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal')
      expect(store.db.pragma('synchronous', { simple: true })).toBe(2) // FULL
      expect(store.db.pragma('foreign_keys', { simple: true })).toBe(1)
      expect(store.db.pragma('busy_timeout', { simple: true })).toBeGreaterThan(0)
    } finally {
      store.close()
    }
  })

  it('keeps its data across reopening and does not re-run migrations', () => {
    const dir = tempDir()
    const a = mustOpen(openStore({ dataDir: dir }))
    a.profiles.insert('p1', 'Lan', 'lan', '2026-01-01T00:00:00.000Z')
    a.ledger.post({
      kind: 'topup',
      profileId: 'p1',
      roundId: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      entries: [
        { profileId: 'p1', amountMinor: 12_345 },
        { profileId: null, amountMinor: -12_345 }
      ]
    })
    a.close()
    const before = dumpFile(join(dir, DB_FILE))

    const b = mustOpen(openStore({ dataDir: dir }))
    try {
      expect(b.profiles.list()).toEqual([
        { id: 'p1', name: 'Lan', createdAt: '2026-01-01T00:00:00.000Z', balanceMinor: 12_345 }
      ])
    } finally {
      b.close()
    }
    expect(dumpFile(join(dir, DB_FILE))).toEqual(before)
  })
})

describe('migrations', () => {
  const bad = (version: number): Migration => ({
    version,
    name: 'breaks halfway',
    // The first statement succeeds; the second fails, so only a real rollback undoes the first.
    sql: `CREATE TABLE half_done (x INTEGER); INSERT INTO profiles (id) VALUES ('no-name');`
  })

  it('a failing migration leaves the file as it was', () => {
    const dir = tempDir()
    const s = mustOpen(openStore({ dataDir: dir }))
    s.profiles.insert('p1', 'Minh', 'minh', '2026-01-01T00:00:00.000Z')
    s.close()
    const file = join(dir, DB_FILE)
    const before = dumpFile(file)

    expect(() => openStore({ dataDir: dir, migrations: [...MIGRATIONS, bad(LATEST_VERSION + 1)] })).toThrow(
      MigrationError
    )

    const after = dumpFile(file)
    expect(after.userVersion).toBe(LATEST_VERSION)
    expect(after.schema.map((x) => x.name)).not.toContain('half_done')
    expect(after).toEqual(before)
  })

  it('applies each migration in its own transaction: earlier ones stay when a later one fails', () => {
    const dir = tempDir()
    const good: Migration = { version: LATEST_VERSION + 1, name: 'adds a table', sql: 'CREATE TABLE extra (x INTEGER)' }
    expect(() => openStore({ dataDir: dir, migrations: [...MIGRATIONS, good, bad(LATEST_VERSION + 2)] })).toThrow(
      /migration \d+ \("breaks halfway"\) failed/
    )
    const after = dumpFile(join(dir, DB_FILE))
    expect(after.userVersion).toBe(LATEST_VERSION + 1)
    expect(after.schema.map((x) => x.name)).toContain('extra')
    expect(after.schema.map((x) => x.name)).not.toContain('half_done')
  })

  it('refuses a migration list with a gap', () => {
    const dir = tempDir()
    const gap: Migration = { version: LATEST_VERSION + 2, name: 'skips one', sql: 'SELECT 1' }
    expect(() => openStore({ dataDir: dir, migrations: [...MIGRATIONS, gap] })).toThrow(/expected version/)
  })
})

describe('a damaged data file', () => {
  const at = new Date('2026-03-04T05:06:07.089Z')

  it('that is not a database is moved aside with its -wal and -shm, never deleted', () => {
    const dir = tempDir()
    const file = join(dir, DB_FILE)
    const junk = Buffer.alloc(8192)
    for (let i = 0; i < junk.length; i++) junk[i] = (i * 7919 + 13) % 251
    writeFileSync(file, junk)
    writeFileSync(file + '-wal', 'wal bytes')
    writeFileSync(file + '-shm', 'shm bytes')

    const r = openStore({ dataDir: dir, now: () => at })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.damaged.reason).toBe('not-a-database')
    expect(r.damaged.movedTo).toBe(`${file}.damaged-2026-03-04T05-06-07-089Z`)
    expect(r.damaged.message).toContain(r.damaged.movedTo)
    expect(r.damaged.message).toMatch(/not a database/)
    expect(readFileSync(r.damaged.movedTo)).toEqual(junk)
    expect(readFileSync(r.damaged.movedTo + '-wal', 'utf8')).toBe('wal bytes')
    expect(readFileSync(r.damaged.movedTo + '-shm', 'utf8')).toBe('shm bytes')
    expect(existsSync(file)).toBe(false)
    expect(existsSync(file + '-wal')).toBe(false)
  })

  it('from a newer version (user_version 999) is moved aside intact', () => {
    const dir = tempDir()
    const file = join(dir, DB_FILE)
    const db = new Database(file)
    db.exec("CREATE TABLE future (x TEXT); INSERT INTO future VALUES ('keep me')")
    db.pragma('user_version = 999')
    db.close()

    const r = openStore({ dataDir: dir, now: () => at })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.damaged.reason).toBe('newer-version')
    expect(r.damaged.message).toMatch(/newer version/)
    const moved = dumpFile(r.damaged.movedTo)
    expect(moved.userVersion).toBe(999)
    expect(moved.rows.future).toEqual([{ x: 'keep me' }])
    expect(existsSync(file)).toBe(false)
  })

  it('with a valid header but a garbled first page is set aside too', () => {
    const dir = tempDir()
    const file = join(dir, DB_FILE)
    const db = new Database(file)
    db.exec('CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1)')
    db.close()
    const bytes = readFileSync(file)
    for (let i = 100; i < Math.min(bytes.length, 4096); i++) bytes[i] = (i * 31) % 256
    writeFileSync(file, bytes)

    const r = openStore({ dataDir: dir, now: () => at })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(['not-a-database', 'unreadable']).toContain(r.damaged.reason)
    expect(readFileSync(r.damaged.movedTo)).toEqual(bytes)
  })

  it('never overwrites an earlier damaged copy', () => {
    const dir = tempDir()
    const file = join(dir, DB_FILE)
    writeFileSync(file, 'first junk that is long enough to not be a header'.repeat(10))
    const r1 = openStore({ dataDir: dir, now: () => at })
    writeFileSync(file, 'second junk that is long enough to not be a header'.repeat(10))
    const r2 = openStore({ dataDir: dir, now: () => at })
    expect(r1.ok || r2.ok).toBe(false)
    if (r1.ok || r2.ok) return
    expect(r2.damaged.movedTo).not.toBe(r1.damaged.movedTo)
    expect(readFileSync(r1.damaged.movedTo, 'utf8')).toMatch(/^first/)
    expect(readFileSync(r2.damaged.movedTo, 'utf8')).toMatch(/^second/)
  })
})
