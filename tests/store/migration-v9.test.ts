/**
 * Migration 9 drops `rounds_open`, the index of the rounds in play (a page written by two of a
 * Blackjack or Xì dách hand's commits). On a store the app wrote (fixtures/v6-store.sqlite, brought to
 * schema 8 as the versions before ran it) it changes only that index. Its readers now look at each
 * session's newest round only, so a session with finished rounds before its round in play must still
 * count, list, resume and leave out of an export exactly that round, and none when the newest is over;
 * each reader finds it by index, never by reading every round.
 */
import Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { historyRepo } from '../../src/core/history/repo'
import { tablesRepo } from '../../src/core/tables/repo'
import { migrate } from '../../src/core/store/migrate'
import { MIGRATIONS } from '../../src/core/store/migrations'
import { DB_FILE } from '../../src/core/store/paths'
import { call, caller, newCore, profileWith } from '../support/core'
import { openSicbo, playSicbo } from '../support/sicbo'
import { dbAtSchema, fixtureCopy } from '../support/store-fixture'
import { dumpDb, tempDir } from '../support/temp'

const indexes = (db: Database.Database): string[] =>
  (db.prepare(`SELECT name FROM sqlite_schema WHERE type = 'index' ORDER BY name`).pluck().all() as string[]).filter(
    (n) => !n.startsWith('sqlite_autoindex')
  )

/** The query plan of a prepared statement, one line per step. */
const plan = (db: Database.Database, source: string, ...args: unknown[]): string =>
  (db.prepare(`EXPLAIN QUERY PLAN ${source}`).all(...args) as Array<{ detail: string }>)
    .map((p) => p.detail)
    .join(' | ')

describe('migration 9 (no index of the rounds in play)', () => {
  it('on a store the app wrote, drops that index and nothing else: every row is as it was', () => {
    const dir = fixtureCopy('v6')
    const db = dbAtSchema(join(dir, DB_FILE), 8)
    const before = dumpDb(db)
    const indexesBefore = indexes(db)
    expect(before.userVersion).toBe(8)
    expect(indexesBefore).toContain('rounds_open')
    // The fixture was left with a round in play, which the dropped index held.
    expect(db.prepare(`SELECT count(*) FROM rounds WHERE status = 'open'`).pluck().get()).toBeGreaterThan(0)

    expect(
      migrate(
        db,
        MIGRATIONS.filter((m) => m.version <= 9)
      )
    ).toEqual([9])
    const after = dumpDb(db)
    expect(after.userVersion).toBe(9)
    expect(after.rows).toEqual(before.rows)
    expect(indexes(db)).toEqual(indexesBefore.filter((n) => n !== 'rounds_open'))
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
    db.close()
  })

  it("finds a session's round in play behind its finished rounds, by index, and none once the newest is over", async () => {
    const dir = tempDir()
    const first = newCore(dir)
    await profileWith(first, 'An', 1_000)
    // Another session's finished rounds come first in the table, so neither is simply the last row (an
    // earlier sitting: opening the next one ends it, as a profile sits at one table of a game).
    const other = await openSicbo(first)
    await playSicbo(first, other.tableId, [{ spot: 'big', amountMinor: 100 }])
    const t = await openSicbo(first)
    for (let i = 0; i < 3; i++) await playSicbo(first, t.tableId, [{ spot: 'small', amountMinor: 100 }])
    const rounds = (c: typeof first): Promise<{ total: number; items: Array<{ status: string }> }> =>
      call(c, 'history.rounds', { sessionId: t.sessionId, offset: 0, limit: 10 })
    expect((await rounds(first)).total).toBe(3)

    const started = await first.handlers['tables.start']({ tableId: t.tableId, stakes: [] }, caller)
    const roundId = started.round!.roundId
    const page = await rounds(first)
    expect(page.total).toBe(4)
    expect(page.items.map((r) => r.status).sort()).toEqual(['open', 'over', 'over', 'over'])

    const db = first.openStore()!.db
    const history = historyRepo(first.openStore()!)
    const tables = tablesRepo(first.openStore()!)
    expect(history.openRounds.get(t.sessionId)).toEqual({ n: 1 })
    expect(history.openRounds.get(other.sessionId)).toEqual({ n: 0 })
    expect(tables.openRound.get(t.sessionId)).toMatchObject({ id: roundId, status: 'open' })
    expect(tables.openRound.get(other.sessionId)).toBeUndefined()
    // Each looks at the session's newest round through the (session, seq) index: no read of every round.
    for (const source of [history.openRounds.source, tables.openRound.source]) {
      const steps = plan(db, source, t.sessionId)
      expect(steps).toMatch(/SEARCH rounds USING COVERING INDEX sqlite_autoindex_rounds_1 \(session_id=\?\)/)
      expect(steps).not.toMatch(/SCAN/)
    }

    // The round in play stays out of an export, and a restart (the first core never closed) resumes it.
    // Every session's: the other table's round and these three, not the one in play.
    const exported = await call(first, 'history.export', { scope: { kind: 'all' }, format: 'json' })
    expect(exported.rounds).toBe(4)
    const second = newCore(dir)
    const resumed = (await call(second, 'tables.list', {})).find((x) => x.tableId === t.tableId)
    expect(resumed?.round).toMatchObject({ roundId, over: false })
    expect((await rounds(second)).total).toBe(4)
  })
})
