/**
 * The migration tests' fixtures (tests/store/fixtures, made by make-v3-store.mts on an older commit):
 * a copy of a store an older version wrote, and the check that today's code, having migrated it,
 * answers every question as that version did (its answers are in the fixture's `-expected.json`).
 */
import Database from 'better-sqlite3'
import { copyFileSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'
import { UPLOAD_CHUNK_MAX } from '@shared/contract/constants'
import type { Core } from '../../src/core/index'
import { migrate } from '../../src/core/store/migrate'
import { MIGRATIONS } from '../../src/core/store/migrations'
import { DB_FILE } from '../../src/core/store/paths'
import { call } from './core'
import { withoutNoGrades, withoutNoXidachGrades } from './later-answers'
import { tempDir } from './temp'

export const FIXTURES = join(__dirname, '..', 'store', 'fixtures')

/**
 * The store file `file` opened directly (foreign keys on) and migrated up to schema `version` only,
 * as a version of the app that knew no later migration left it.
 */
export function dbAtSchema(file: string, version: number): Database.Database {
  const db = new Database(file)
  db.pragma('foreign_keys = ON')
  migrate(
    db,
    MIGRATIONS.filter((m) => m.version <= version)
  )
  return db
}

/** What make-v3-store.mts recorded (`sorted` from schema 4 on). */
export interface Expected {
  profiles: { profiles: Array<{ id: string; balanceMinor: number }>; currentId: string }
  open: { tableId: string }
  userVersion: number
  perProfile: Record<
    string,
    {
      sessions: unknown
      sorted?: Record<string, unknown>
      detail: Array<{ session: unknown; rounds: { items: Array<{ roundId: number }> }; recalls: unknown[] }>
      tables: unknown
      exports: Record<'json' | 'csv', string>
    }
  >
}

export function expectedOf(tag: string): Expected {
  return JSON.parse(readFileSync(join(FIXTURES, `${tag}-expected.json`), 'utf8')) as Expected
}

/** A fresh data directory holding a copy of `<tag>-store.sqlite`. */
export function fixtureCopy(tag: string): string {
  const dir = tempDir(`banxanh-${tag}-`)
  copyFileSync(join(FIXTURES, `${tag}-store.sqlite`), join(dir, DB_FILE))
  return dir
}

/** The export's own time is when it was made; everything else in the file comes from the store. */
export const sameFile = (text: string): string => text.replace(/"exportedAt":"[^"]*"/, '"exportedAt":"…"')

export interface SameAnswers {
  /** How today's tables answer differs from the recorded one, exactly (a restart, a new action). */
  tables: (recorded: unknown) => unknown
  /** Takes out of a recall what was added after the fixture was made. */
  recall?: (answer: unknown) => unknown
  /** The fixture was made before issue 11's grades: its answers had none. */
  noGrades?: boolean
  /** The fixture was made after the Blackjack grades but before Xì dách's (migration 8). */
  noXidachGrades?: boolean
  /** Takes out of today's CSV export what was added after the fixture was made. */
  csv?: (text: string) => string
}

/**
 * Every profile's history lists (in every recorded sort), each session's figures and rounds, every
 * round's recall, the tables, and both exports, exactly as recorded. Returns how many recalls it checked.
 */
export async function expectSameAnswers(c: Core, expected: Expected, how: SameAnswers): Promise<number> {
  const recall = how.recall ?? ((a: unknown) => a)
  const grades = (a: unknown, key: 'mistakes' | 'grades'): unknown =>
    how.noGrades ? withoutNoGrades(a, key) : how.noXidachGrades ? withoutNoXidachGrades(a, key) : a
  expect(await call(c, 'profiles.list', {})).toEqual(expected.profiles)
  let recalls = 0
  for (const [profileId, want] of Object.entries(expected.perProfile)) {
    await call(c, 'profiles.select', { id: profileId })
    expect(await call(c, 'history.sessions', { order: 'asc', limit: 200 })).toEqual(want.sessions)
    for (const [key, page] of Object.entries(want.sorted ?? {})) {
      const [sort, order] = key.split('-') as ['net' | 'rounds' | 'date', 'asc' | 'desc']
      expect(await call(c, 'history.sessions', { sort, order, limit: 200 }), key).toEqual(page)
    }
    for (const d of want.detail) {
      const sessionId = (d.session as { session: { sessionId: number } }).session.sessionId
      expect(grades(await call(c, 'history.session', { sessionId }), 'mistakes')).toEqual(d.session)
      expect(await call(c, 'history.rounds', { sessionId, limit: 500 })).toEqual(d.rounds)
      for (const r of d.recalls) {
        const roundId = (r as { roundId: number }).roundId
        expect(recall(grades(await call(c, 'history.round', { roundId }), 'grades'))).toEqual(r)
        recalls++
      }
    }
    expect(await call(c, 'tables.list', {})).toEqual(how.tables(want.tables))
    for (const format of ['json', 'csv'] as const) {
      const e = await call(c, 'history.export', { scope: { kind: 'all' }, format })
      const got = readFileSync(e.path, 'utf8')
      const asRecorded = format === 'csv' && how.csv ? how.csv(got) : got
      expect(sameFile(asRecorded)).toBe(sameFile(want.exports[format]))
    }
  }
  return recalls
}

/** Uploads an export's text in chunks, as a window does, and imports it. */
export async function importFile(c: Core, text: string): Promise<void> {
  let uploadId: string | undefined
  for (let at = 0; at < text.length; at += UPLOAD_CHUNK_MAX) {
    const chunk = { ...(uploadId ? { uploadId } : {}), offset: at, text: text.slice(at, at + UPLOAD_CHUNK_MAX) }
    uploadId = (await call(c, 'history.upload', chunk)).uploadId
  }
  await call(c, 'history.import', { uploadId: uploadId as string })
}

/**
 * The fixture's Sic Bo round left in play (bets placed) resumes and is closed by the dealer: the
 * balance moves by its net once and its proof verifies. Returns the balance before and the net.
 */
export async function expectOpenRoundCloses(c: Core, expected: Expected): Promise<{ before: number; net: number }> {
  const id = expected.profiles.currentId
  await call(c, 'profiles.select', { id })
  const tableId = expected.open.tableId
  const r = (await call(c, 'tables.get', { tableId })).round!
  expect(r.over).toBe(false)
  const before = expected.profiles.profiles.find((p) => p.id === id)!.balanceMinor
  const act = { tableId, roundId: r.roundId, version: r.version, seat: 'dealer', action: { type: 'close' } } as const
  const net = (await call(c, 'tables.act', act)).round!.nets!['you'] as number
  const list = await call(c, 'profiles.list', {})
  expect(list.profiles.find((p) => p.id === id)!.balanceMinor).toBe(before + net)
  expect((await call(c, 'history.round', { roundId: r.roundId })).fairness.verify.state).toBe('verified')
  return { before, net }
}
