/**
 * Migration 10 makes `rounds_figures`, the session chart's index, hold finished rounds only (a partial
 * index on `balance_after_minor IS NOT NULL`, the chart queries' own condition). On a store the app
 * wrote (fixtures/v6-store.sqlite, brought to schema 9 as the versions before ran it) no row changes,
 * the index holds exactly the rounds with figures, and every chart query of every session answers
 * exactly as before.
 */
import type Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { HistoryRepo } from '../../src/core/history/repo'
import { migrate } from '../../src/core/store/migrate'
import { MIGRATIONS } from '../../src/core/store/migrations'
import { DB_FILE } from '../../src/core/store/paths'
import { dbAtSchema, fixtureCopy } from '../support/store-fixture'
import { dumpDb } from '../support/temp'

/** Every chart read of every session, as the history's own statements answer them. */
function chartAnswers(db: Database.Database): unknown[] {
  const repo = new HistoryRepo(db)
  const sessions = db.prepare('SELECT id FROM sessions ORDER BY id').pluck().all() as number[]
  return sessions.map((s) => {
    const first = repo.firstPoint.get(s)
    const last = repo.lastPoint.get(s)
    const span = first && last ? Math.max(1, last.seq - first.seq) : 1
    const buckets = { s, min: first?.seq ?? 0, b: 7, span }
    return {
      s,
      first,
      last,
      count: repo.pointCount.get(s),
      all: repo.allPoints.all(s),
      min: repo.bucketMin.all(buckets),
      max: repo.bucketMax.all(buckets)
    }
  })
}

describe('migration 10 (the figures index holds finished rounds only)', () => {
  it('on a store the app wrote, changes no row and no chart answer, and indexes exactly the rounds with figures', () => {
    const dir = fixtureCopy('v6')
    const db = dbAtSchema(join(dir, DB_FILE), 9)
    const before = dumpDb(db)
    const answers = chartAnswers(db)
    expect(answers.length).toBeGreaterThan(1)
    expect(answers.some((a) => (a as { all: unknown[] }).all.length > 5)).toBe(true)
    // Rounds without figures (the round in play) sat in the index before. An index b-tree keeps one
    // entry per cell, in its interior pages as well as its leaves.
    const indexed = (): number =>
      db.prepare(`SELECT sum(ncell) FROM dbstat WHERE name = 'rounds_figures'`).pluck().get() as number
    const rounds = db.prepare('SELECT count(*) FROM rounds').pluck().get() as number
    const withFigures = db
      .prepare('SELECT count(*) FROM rounds WHERE balance_after_minor IS NOT NULL')
      .pluck()
      .get() as number
    expect(indexed()).toBe(rounds)
    expect(withFigures).toBeLessThan(rounds)

    expect(
      migrate(
        db,
        MIGRATIONS.filter((m) => m.version <= 10)
      )
    ).toEqual([10])
    expect(dumpDb(db).rows).toEqual(before.rows)
    expect(chartAnswers(db)).toEqual(answers)
    expect(indexed()).toBe(withFigures)
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
    db.close()
  })
})
