/**
 * Migration 7 (compact rows) on a store the app wrote at schema 6: fixtures/v6-store.sqlite was made
 * by commit 5ddedc4 through its own handlers (fixtures/make-v3-store.mts with `v6`), and
 * fixtures/v6-expected.json holds what that version answered about it (Blackjack grades included).
 * After the current code opens (and migrates) a copy, every row must read back as it was, decoded
 * here independently of the app's SQL (hex from the bytes, ISO from the milliseconds), and every
 * answer must be the same; a migration that fails midway must leave the v6 file as it was.
 */
import Database from 'better-sqlite3'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrate } from '../../src/core/store/migrate'
import { LATEST_VERSION, MIGRATIONS, type Migration } from '../../src/core/store/migrations'
import { openStore } from '../../src/core/store/open'
import { DB_FILE } from '../../src/core/store/paths'
import { call, newCore } from '../support/core'
import {
  dbAtSchema,
  expectedOf,
  expectOpenRoundCloses,
  expectSameAnswers,
  fixtureCopy,
  importFile
} from '../support/store-fixture'
import { dumpDb, dumpFile, type Dump } from '../support/temp'

const expected = expectedOf('v6')
const REBUILT = ['profiles', 'rounds', 'ledger_tx', 'ledger_entries']

type TableRow = { round: { over: boolean } | null }
/** A table as any restart shows it: a round in play resumes as it was, a finished one is in the history. */
const afterRestart = (tables: unknown): unknown =>
  (tables as TableRow[]).map((t) => (!t.round || t.round.over ? { ...t, round: null } : t))

type Row = Record<string, unknown>
const hex = (v: unknown): unknown => (v instanceof Uint8Array ? Buffer.from(v).toString('hex') : v)
const iso = (v: unknown): unknown => (typeof v === 'number' ? new Date(v).toISOString() : v)

/** The rebuilt tables' rows as schema 6 held them: decoded in JS, the JSONB results by SQLite's json(). */
function asSchema6(db: Database.Database): Record<string, Row[]> {
  const keyToId = new Map(
    (db.prepare('SELECT key, id FROM profiles').all() as Array<{ key: number; id: string }>).map((p) => [p.key, p.id])
  )
  const idOf = (key: unknown): string | null => (key === null ? null : (keyToId.get(key as number) as string))
  const rounds = db.prepare('SELECT *, json(result_json) AS result_text FROM rounds ORDER BY id').all() as Row[]
  return {
    profiles: db.prepare('SELECT id, name, name_key, created_at FROM profiles ORDER BY id').all() as Row[],
    rounds: rounds.map(({ result_text, ...r }) => ({
      ...r,
      server_seed_hash: hex(r.server_seed_hash),
      server_seed: hex(r.server_seed),
      client_seed: hex(r.client_seed),
      revealed_at: iso(r.revealed_at),
      created_at: iso(r.created_at),
      ended_at: iso(r.ended_at),
      result_json: r.result_json instanceof Uint8Array ? result_text : r.result_json
    })),
    ledger_tx: (db.prepare('SELECT * FROM ledger_tx ORDER BY id').all() as Row[]).map(({ profile_key, ...t }) => ({
      ...t,
      profile_id: idOf(profile_key),
      created_at: iso(t.created_at)
    })),
    ledger_entries: (db.prepare('SELECT * FROM ledger_entries ORDER BY id').all() as Row[]).map(
      ({ profile_key, ...e }) => ({ ...e, profile_id: idOf(profile_key) })
    )
  }
}

/** Rows without the columns migration 12 added (`format`, `table_format`). */
const withoutFormats = (rows: unknown[] | undefined): unknown[] | undefined =>
  rows?.map((r) => Object.fromEntries(Object.entries(r as Row).filter(([k]) => k !== 'format' && k !== 'table_format')))

const sortedBy = (rows: unknown[], key: string): Row[] =>
  [...(rows as Row[])].sort((a, b) => String(a[key]).localeCompare(String(b[key]), 'en', { numeric: true }))

const sequence = (d: Database.Database, name: string): unknown =>
  d.prepare('SELECT seq FROM sqlite_sequence WHERE name = ?').pluck().get(name)

function triggers(d: Dump): string[] {
  return d.schema.filter((s) => s.type === 'trigger').map((s) => s.name)
}

describe('migration 7 (compact rows) on a store written by schema 6', () => {
  it('keeps every row: rebuilt rows read back exactly, every other table is untouched', () => {
    const dir = fixtureCopy('v6')
    const before = dumpFile(join(dir, DB_FILE))
    expect(before.userVersion).toBe(6)
    expect(before.rows['rounds']!.length).toBeGreaterThan(20)
    expect(before.rows['blackjack_grades']!.length).toBeGreaterThan(0)
    const raw = new Database(join(dir, DB_FILE), { readonly: true })
    const entriesSeq = sequence(raw, 'ledger_entries')
    raw.close()
    const db = newCore(dir).openStore()!.db
    const after = dumpDb(db)
    expect(after.userVersion).toBe(LATEST_VERSION)
    const decoded = asSchema6(db)
    for (const t of REBUILT) expect(sortedBy(decoded[t]!, 'id'), t).toEqual(sortedBy(before.rows[t]!, 'id'))
    // Migration 12 then gave three tables a format column, 1 on every row (tests/store/migration-v12.test.ts).
    for (const [t, rows] of Object.entries(before.rows))
      if (!REBUILT.includes(t)) expect(withoutFormats(after.rows[t]), t).toEqual(rows)
    // Compact: what the app wrote is bytes and milliseconds now.
    const kinds = db
      .prepare(
        `SELECT DISTINCT typeof(server_seed_hash), length(server_seed_hash), typeof(server_seed), typeof(client_seed),
           typeof(created_at), typeof(result_json) FROM rounds WHERE status = 'over'`
      )
      .raw()
      .all()
    expect(kinds).toEqual([['blob', 32, 'blob', 'blob', 'integer', 'blob']])
    expect(db.prepare('SELECT DISTINCT typeof(created_at) FROM ledger_tx').pluck().all()).toEqual(['integer'])
    // Migration 7 carried the entries' counter over; migration 11 then drops it (no reader needs it).
    expect(sequence(db, 'ledger_entries')).toBeUndefined()
    expect(entriesSeq).toEqual(expect.any(Number))
    const at7 = dbAtSchema(join(fixtureCopy('v6'), DB_FILE), 7)
    expect(sequence(at7, 'ledger_entries')).toBe(entriesSeq)
    at7.close()
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
    expect(db.pragma('foreign_key_check')).toEqual([])
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
    // Every table is still STRICT, every trigger is back, and the rules still hold.
    for (const s of after.schema.filter((x) => x.type === 'table')) expect(s.sql, s.name).toMatch(/\) STRICT/)
    expect(triggers(after).sort()).toEqual(triggers(before).sort())
    for (const t of REBUILT) {
      const checks = (d: Dump): number => (d.schema.find((s) => s.name === t)?.sql?.match(/CHECK \(/g) ?? []).length
      expect(checks(after), t).toBeGreaterThanOrEqual(checks(before))
    }
    expect(() => db.prepare('UPDATE ledger_entries SET amount_minor = 1').run()).toThrow(/append-only/)
    expect(() => db.prepare('DELETE FROM ledger_tx').run()).toThrow(/append-only/)
    expect(() => db.prepare('DELETE FROM round_events').run()).toThrow(/append-only/)
    expect(() => db.prepare(`UPDATE rounds SET server_seed = X'00'`).run()).toThrow(/never change/)
    // A balance still reads the covering index only.
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT COALESCE(SUM(amount_minor), 0) AS sum, MAX(id) AS last FROM ledger_entries
         WHERE profile_key = (SELECT key FROM profiles WHERE id = ?) AND id > ?`
      )
      .all('x', 0) as Array<{ detail: string }>
    expect(plan.map((p) => p.detail).join(' | ')).toMatch(/USING COVERING INDEX ledger_entries_by_profile/)
  })

  it('answers every history, recall, grade, export, sort and figure question exactly as schema 6 did', async () => {
    for (const want of Object.values(expected.perProfile)) expect(Object.keys(want.sorted ?? {})).toHaveLength(6)
    const c = newCore(fixtureCopy('v6'))
    expect(await expectSameAnswers(c, expected, { tables: afterRestart, noXidachGrades: true })).toBeGreaterThan(20)
  })

  it("imports schema 6's own export, and today's export of the migrated store, with the same balances", async () => {
    const balances = (l: { profiles: Array<{ id: string; balanceMinor: number }> }): Record<string, number> =>
      Object.fromEntries(l.profiles.map((p) => [p.id, p.balanceMinor]))
    const want = balances(expected.profiles)
    const recorded = Object.values(expected.perProfile)[0]!.exports.json
    const fresh = newCore()
    await importFile(fresh, recorded)
    expect(balances(await call(fresh, 'profiles.list', {}))).toEqual(want)
    const c = newCore(fixtureCopy('v6'))
    const e = await call(c, 'history.export', { scope: { kind: 'all' }, format: 'json' })
    const again = newCore()
    await importFile(again, readFileSync(e.path, 'utf8'))
    expect(balances(await call(again, 'profiles.list', {}))).toEqual(want)
  })

  it('keeps text it cannot make compact exactly as it was (an imported file’s own spelling)', () => {
    const dir = fixtureCopy('v6')
    const db = new Database(join(dir, DB_FILE))
    db.pragma('foreign_keys = ON')
    const odd = {
      ended: '2026-11-20 09:00:00',
      revealed: '2026-11-20T10:00:00+01:00',
      result: '{ "nets": {"you": 5, "dealer": -5}, "wageredMinor": 5, "netMinor": 5, "balanceAfterMinor": 10 }'
    }
    const id = db.prepare(`SELECT max(id) FROM rounds WHERE status = 'over'`).pluck().get() as number
    db.prepare('UPDATE rounds SET ended_at = ?, revealed_at = ?, result_json = ? WHERE id = ?').run(
      odd.ended,
      odd.revealed,
      odd.result,
      id
    )
    db.close()
    const store = newCore(dir).openStore()!.db
    const r = store
      .prepare(
        'SELECT ended_at, revealed_at, typeof(result_json) AS kind, result_json, net_minor FROM rounds WHERE id = ?'
      )
      .get(id)
    // json_extract (the figures, the session totals) reads the text as it reads JSONB.
    expect(r).toEqual({
      ended_at: odd.ended,
      revealed_at: odd.revealed,
      kind: 'text',
      result_json: odd.result,
      net_minor: 5
    })
  })

  it('leaves the v6 file exactly as it was when it fails midway (after the tables were swapped)', () => {
    const dir = fixtureCopy('v6')
    const before = dumpFile(join(dir, DB_FILE))
    const v7 = MIGRATIONS.find((m) => m.version === 7) as Migration
    const failing: Migration = { ...v7, sql: `${v7.sql}\nINSERT INTO no_such_table VALUES (1);` }
    const list = [...MIGRATIONS.filter((m) => m.version < 7), failing]
    expect(() => openStore({ dataDir: dir, migrations: list })).toThrow(/migration 7 .* failed/)
    expect(dumpFile(join(dir, DB_FILE))).toEqual(before)
    // The foreign keys are back on for the connection, whatever happened.
    const db = new Database(join(dir, DB_FILE))
    db.pragma('foreign_keys = ON')
    expect(() => migrate(db, list)).toThrow(/no such table/)
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
    db.close()
    expect(dumpFile(join(dir, DB_FILE))).toEqual(before)
  })

  it('resumes the round left in play and plays on, paying it once', async () => {
    const c = newCore(fixtureCopy('v6'))
    await expectOpenRoundCloses(c, expected)
    expect(c.openStore()!.db.prepare('SELECT sum(amount_minor) FROM ledger_entries').pluck().get()).toBe(0)
  })
})
