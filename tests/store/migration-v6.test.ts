/**
 * Migration 6 (fewer pages per round: a partial balance index, no sessions sort indexes) on a store
 * the app wrote at schema 4: fixtures/v4-store.sqlite was made by commit dbea774 through its own
 * handlers (fixtures/make-v3-store.mts with `v4`), and fixtures/v4-expected.json holds what that
 * version answered about it. After migrations 5 and 6 every row must be the same, and after the
 * current code opens (and migrates) a copy every answer must be too: profiles and balances, the history lists in every sort, each
 * session's figures and rounds, every round's recall, both exports, and the table left with a round
 * in play, which must then play on.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { UPLOAD_CHUNK_MAX } from '@shared/contract/constants'
import { DB_FILE } from '../../src/core/store/paths'
import { call, newCore } from '../support/core'
import { csvAsSchema3Wrote } from '../support/later-answers'
import { dbAtSchema, expectedOf, expectOpenRoundCloses, expectSameAnswers, fixtureCopy } from '../support/store-fixture'
import { dumpDb, dumpFile } from '../support/temp'

const expected = expectedOf('v4')

type TableRow = { round: { over: boolean } | null }

/** A table as any restart shows it: a round in play resumes as it was, a finished one is in the history. */
const afterRestart = (tables: unknown): unknown =>
  (tables as TableRow[]).map((t) => (!t.round || t.round.over ? { ...t, round: null } : t))

const v4Copy = (): string => fixtureCopy('v4')

describe('migration 6 (after 5, the Blackjack grades) on a store written by schema 4', () => {
  it('changes only indexes: every row of every table is as it was', () => {
    const dir = v4Copy()
    const before = dumpFile(join(dir, DB_FILE))
    expect(before.userVersion).toBe(4)
    expect(before.rows['rounds']!.length).toBeGreaterThan(20)
    // Migrations 5 and 6 only, as the version that brought them ran them (7 rewrites every round).
    const db = dbAtSchema(join(dir, DB_FILE), 6)
    const after = dumpDb(db)
    expect(after.userVersion).toBe(6)
    // Migration 5 (the Blackjack grades) adds its table, empty; every other row is as it was.
    const { blackjack_grades: grades, ...rows } = after.rows
    expect(grades).toEqual([])
    expect(rows).toEqual(before.rows)
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
    expect(db.pragma('foreign_key_check')).toEqual([])
    const indexes = (d: typeof before): string[] => d.schema.filter((s) => s.type === 'index').map((s) => s.name)
    expect(indexes(after)).not.toContain('sessions_by_profile_net')
    expect(indexes(after)).not.toContain('sessions_by_profile_rounds')
    // Only the people's entries are in the balance index (the house's never were read from it) …
    const indexed = db
      .prepare('SELECT count(*) FROM ledger_entries INDEXED BY ledger_entries_by_profile WHERE profile_id IS NOT NULL')
      .pluck()
      .get()
    expect(indexed).toBe(db.prepare('SELECT count(*) FROM ledger_entries WHERE profile_id IS NOT NULL').pluck().get())
    expect(db.prepare('SELECT count(*) FROM ledger_entries WHERE profile_id IS NULL').pluck().get()).toBeGreaterThan(0)
    // … and every balance still reads it, index only.
    const plan = db
      .prepare(
        'EXPLAIN QUERY PLAN SELECT COALESCE(SUM(amount_minor), 0) AS sum, MAX(id) AS last FROM ledger_entries WHERE profile_id = ? AND id > ?'
      )
      .all('x', 0) as Array<{ detail: string }>
    expect(plan.map((p) => p.detail).join(' | ')).toMatch(/USING COVERING INDEX ledger_entries_by_profile/)
    // The append-only rules are untouched.
    expect(() => db.prepare('UPDATE ledger_entries SET amount_minor = 1').run()).toThrow(/append-only/)
    expect(() => db.prepare('DELETE FROM round_events').run()).toThrow(/append-only/)
    db.close()
  })

  it('answers every history, recall, export, sort and figure question exactly as schema 4 did', async () => {
    for (const want of Object.values(expected.perProfile)) expect(Object.keys(want.sorted ?? {})).toHaveLength(6)
    const how = { tables: afterRestart, noGrades: true, csv: csvAsSchema3Wrote }
    expect(await expectSameAnswers(newCore(v4Copy()), expected, how)).toBeGreaterThan(20)
  })

  it('imports its own export into a fresh store with the same balances', async () => {
    const c = newCore(v4Copy())
    const e = await call(c, 'history.export', { scope: { kind: 'all' }, format: 'json' })
    const fresh = newCore()
    const text = readFileSync(e.path, 'utf8')
    let uploadId: string | undefined
    for (let at = 0; at < text.length; at += UPLOAD_CHUNK_MAX) {
      uploadId = (
        await call(fresh, 'history.upload', {
          ...(uploadId ? { uploadId } : {}),
          offset: at,
          text: text.slice(at, at + UPLOAD_CHUNK_MAX)
        })
      ).uploadId
    }
    await call(fresh, 'history.import', { uploadId: uploadId as string })
    const list = await call(fresh, 'profiles.list', {})
    const balances = (l: typeof list): Record<string, number> =>
      Object.fromEntries(l.profiles.map((p) => [p.id, p.balanceMinor]))
    expect(balances(list)).toEqual(balances(expected.profiles as typeof list))
  })

  it('resumes the round left in play and plays on, paying it once', async () => {
    const c = newCore(v4Copy())
    const { before, net } = await expectOpenRoundCloses(c, expected)
    const tableId = expected.open.tableId
    // A roll after the migration, bets and dice in one action, settles against the same balance.
    const rolled = await call(c, 'tables.start', {
      tableId,
      stakes: [],
      act: { seat: 'you', action: { type: 'roll', bets: [{ spot: 'big', amountMinor: 500 }] } }
    })
    expect(rolled.round!.over).toBe(true)
    const after = (await call(c, 'profiles.list', {})).profiles.find(
      (p) => p.id === expected.profiles.currentId
    )!.balanceMinor
    expect(after).toBe(before + net + (rolled.round!.nets!['you'] as number))
    expect(c.openStore()!.db.prepare('SELECT sum(amount_minor) FROM ledger_entries').pluck().get()).toBe(0)
  })
})
