/**
 * A round started with the person's decision (a Sic Bo roll) is written as it is expected to commit,
 * over and revealed (round-start.ts `insertRound`), so its commit does not touch the open and
 * unrevealed rounds' indexes; one that does not end after all commits open and unrevealed, and a
 * restart resumes it. A Blackjack round whose shoe goes on finishes unrevealed, whether its start or
 * a later decision ends it, and its finish does not touch the unrevealed rounds' index; it enters the
 * history's figures index only when it settles. A decision that leaves a round open writes its step
 * and not the round's row.
 */
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Core } from '../../src/core/index'
import type { CoreError } from '../../src/core/errors'
import type { TableState } from '@shared/contract/tables'
import { DB_FILE } from '../../src/core/store/paths'
import { caller, newCore, profileWith } from '../support/core'
import { tempDir } from '../support/temp'

/** The b-trees (tables and indexes) whose pages the WAL holds from byte `from` on. */
function walTrees(c: Core, dir: string, from: number): Set<string> {
  const db = c.openStore()!.db
  const names = new Map<number, string>()
  for (const r of db.prepare('SELECT name, pageno FROM dbstat').all() as Array<{ name: string; pageno: number }>)
    names.set(r.pageno, r.name)
  const wal = readFileSync(join(dir, `${DB_FILE}-wal`))
  const pageSize = wal.readUInt32BE(8)
  const trees = new Set<string>()
  for (let at = Math.max(32, from); at + 24 + pageSize <= wal.length; at += 24 + pageSize)
    trees.add(names.get(wal.readUInt32BE(at)) ?? `page ${wal.readUInt32BE(at)}`)
  return trees
}

function row(c: Core, id: number): { status: string; revealed: number; result: number } {
  return c
    .openStore()!
    .db.prepare(
      'SELECT status, revealed_at IS NOT NULL AS revealed, result_json IS NOT NULL AS result FROM rounds WHERE id = ?'
    )
    .get(id) as { status: string; revealed: number; result: number }
}

/**
 * A one-spot Blackjack table without insurance: an ace up would otherwise ask for that decision
 * first, and refuse the decision these tests make.
 */
async function openBlackjack(c: Core): Promise<TableState> {
  return c.handlers['tables.open'](
    { game: 'blackjack', ruleset: { rules: { preset: 'vegas-6d', insurance: false } }, config: { spots: 1, bots: 0 } },
    caller
  )
}

describe('the round row a start writes', () => {
  it("writes a Sic Bo roll's round as it commits: the open and unrevealed rounds' indexes stay untouched", async () => {
    const dir = tempDir()
    const c = newCore(dir)
    await profileWith(c, 'An', 1_000)
    const opened = await c.handlers['tables.open'](
      { game: 'sicbo', ruleset: { rules: { preset: 'trainer' } }, config: {} },
      caller
    )
    const db = c.openStore()!.db
    for (let i = 0; i < 5; i++) {
      db.pragma('wal_checkpoint(TRUNCATE)')
      const from = statSync(join(dir, `${DB_FILE}-wal`)).size
      const t = await c.handlers['tables.start'](
        {
          tableId: opened.tableId,
          stakes: [],
          act: { seat: 'you', action: { type: 'roll', bets: [{ spot: 'big', amountMinor: 100 }] } }
        },
        caller
      )
      expect(t.round?.over).toBe(true)
      const trees = walTrees(c, dir, from)
      expect(trees.has('rounds')).toBe(true)
      expect(trees.has('rounds_open')).toBe(false)
      expect(trees.has('rounds_unrevealed')).toBe(false)
      expect(row(c, t.round!.roundId)).toEqual({ status: 'over', revealed: 1, result: 1 })
      expect(t.round?.fairness.serverSeed).toBeDefined()
    }
  })

  it('commits a round that the first decision did not end as open and unrevealed, and resumes it after a restart', async () => {
    const dir = tempDir()
    const first = newCore(dir)
    await profileWith(first, 'An', 10_000)
    const opened = await openBlackjack(first)
    const stakes = [{ seat: 'you1', amountMinor: 1_000 }]
    let open: TableState | null = null
    for (let i = 0; i < 60 && !open; i++) {
      let t: TableState
      try {
        t = await first.handlers['tables.start'](
          { tableId: opened.tableId, stakes, act: { seat: 'you1', action: { do: 'hit' } } },
          caller
        )
      } catch (e) {
        // A natural ends the round before any decision: it is played without one, and the next dealt.
        // Any other refusal is this test's failure.
        if ((e as CoreError).i18n?.key !== 'tables.roundGone') throw e
        const natural = await first.handlers['tables.start']({ tableId: opened.tableId, stakes }, caller)
        expect(natural.round?.over).toBe(true)
        continue
      }
      if (t.round?.over) {
        // The hit ended it (a bust): settled and revealed like any round.
        expect(row(first, t.round.roundId)).toMatchObject({ status: 'over', result: 1 })
        continue
      }
      open = t
    }
    expect(open).not.toBeNull()
    const r = open!.round!
    expect(row(first, r.roundId)).toEqual({ status: 'open', revealed: 0, result: 0 })
    expect(r.fairness.serverSeed).toBeUndefined()
    // A second core on the folder stands in for a restart after a crash.
    const second = newCore(dir)
    const [resumed] = await second.handlers['tables.list']({}, caller)
    expect(resumed?.round?.roundId).toBe(r.roundId)
    expect(resumed?.round?.version).toBe(r.version)
    expect(resumed?.round?.view).toEqual(r.view)
  })

  it("finishes a Blackjack round whose shoe goes on unrevealed, in a commit that leaves the unrevealed rounds' index alone", async () => {
    const dir = tempDir()
    const c = newCore(dir)
    await profileWith(c, 'An', 10_000)
    const opened = await openBlackjack(c)
    const tableId = opened.tableId
    const stakes = [{ seat: 'you1', amountMinor: 1_000 }]
    const db = c.openStore()!.db
    let settled = 0
    let decided = 0
    for (let i = 0; i < 40 && (settled < 3 || decided < 3); i++) {
      // Started with the decision (written over and revealed, as a Sic Bo roll is) and ended by it.
      let t: TableState
      try {
        t = await c.handlers['tables.start'](
          { tableId, stakes, act: { seat: 'you1', action: { do: 'stand' } } },
          caller
        )
      } catch (e) {
        if ((e as CoreError).i18n?.key !== 'tables.roundGone') throw e
        t = await c.handlers['tables.start']({ tableId, stakes }, caller)
      }
      expect(t.round?.over).toBe(true)
      // The shoe's seed is shown only once the shoe is finished; until then the row must not say revealed.
      const shoeDone = t.round!.fairness.serverSeed !== undefined
      expect(row(c, t.round!.roundId)).toEqual({ status: 'over', revealed: shoeDone ? 1 : 0, result: 1 })
      if (!shoeDone) settled++

      // Started open, then ended by a decision in a commit of its own.
      const started = await c.handlers['tables.start']({ tableId, stakes }, caller)
      if (started.round?.over) continue
      db.pragma('wal_checkpoint(TRUNCATE)')
      const from = statSync(join(dir, `${DB_FILE}-wal`)).size
      const r = started.round!
      const done = await c.handlers['tables.act'](
        { tableId, roundId: r.roundId, version: r.version, seat: 'you1', action: { do: 'stand' } },
        caller
      )
      expect(done.round?.over).toBe(true)
      if (done.round!.fairness.serverSeed !== undefined) continue
      const trees = walTrees(c, dir, from)
      expect(trees.has('rounds')).toBe(true)
      expect(trees.has('rounds_unrevealed')).toBe(false)
      expect(row(c, r.roundId)).toEqual({ status: 'over', revealed: 0, result: 1 })
      decided++
    }
    expect(settled).toBeGreaterThanOrEqual(3)
    expect(decided).toBeGreaterThanOrEqual(3)
  })

  it("writes a Blackjack round into the history's figures index once, when it settles, not when it starts", async () => {
    const dir = tempDir()
    const c = newCore(dir)
    await profileWith(c, 'An', 10_000)
    const opened = await openBlackjack(c)
    const { tableId, sessionId } = opened
    const stakes = [{ seat: 'you1', amountMinor: 1_000 }]
    const db = c.openStore()!.db
    // The chart's condition word for word: SQLite refuses the query if the index cannot answer it.
    const charted = (): number =>
      db
        .prepare(
          'SELECT count(*) FROM rounds INDEXED BY rounds_figures WHERE session_id = ? AND balance_after_minor IS NOT NULL'
        )
        .pluck()
        .get(sessionId) as number
    const over = (): number =>
      db
        .prepare(`SELECT count(*) FROM rounds WHERE session_id = ? AND status = 'over'`)
        .pluck()
        .get(sessionId) as number
    let checked = 0
    for (let i = 0; i < 40 && checked < 3; i++) {
      db.pragma('wal_checkpoint(TRUNCATE)')
      const from = statSync(join(dir, `${DB_FILE}-wal`)).size
      const started = await c.handlers['tables.start']({ tableId, stakes }, caller)
      expect(charted()).toBe(over())
      if (started.round?.over) continue
      const trees = walTrees(c, dir, from)
      expect(trees.has('rounds')).toBe(true)
      expect(trees.has('rounds_figures')).toBe(false)
      const r = started.round!
      await c.handlers['tables.act'](
        { tableId, roundId: r.roundId, version: r.version, seat: 'you1', action: { do: 'stand' } },
        caller
      )
      expect(charted()).toBe(over())
      expect(db.prepare('SELECT balance_after_minor IS NOT NULL FROM rounds WHERE id = ?').pluck().get(r.roundId)).toBe(
        1
      )
      checked++
    }
    expect(checked).toBe(3)
  })

  it("writes a decision that leaves a Blackjack round open as its step alone, not the round's row; a restart resumes it at that version", async () => {
    const dir = tempDir()
    const first = newCore(dir)
    await profileWith(first, 'An', 10_000)
    const { tableId } = await openBlackjack(first)
    const stakes = [{ seat: 'you1', amountMinor: 1_000 }]
    const db = first.openStore()!.db
    const version = (id: number): number =>
      db.prepare('SELECT version FROM rounds WHERE id = ?').pluck().get(id) as number
    let open: TableState | null = null
    for (let i = 0; i < 60 && !open; i++) {
      const started = await first.handlers['tables.start']({ tableId, stakes }, caller)
      if (started.round?.over) continue
      const r = started.round!
      db.pragma('wal_checkpoint(TRUNCATE)')
      const from = statSync(join(dir, `${DB_FILE}-wal`)).size
      const hit = await first.handlers['tables.act'](
        { tableId, roundId: r.roundId, version: r.version, seat: 'you1', action: { do: 'hit' } },
        caller
      )
      if (hit.round?.over) continue
      const trees = walTrees(first, dir, from)
      expect(trees.has('round_events')).toBe(true)
      expect(trees.has('rounds')).toBe(false)
      expect(hit.round!.version).toBe(r.version + 1)
      open = hit
    }
    expect(open).not.toBeNull()
    const r = open!.round!
    // A second core on the folder stands in for a restart after a crash: it counts the round's steps.
    const second = newCore(dir)
    const [resumed] = await second.handlers['tables.list']({}, caller)
    expect(resumed?.round?.roundId).toBe(r.roundId)
    expect(resumed?.round?.version).toBe(r.version)
    expect(resumed?.round?.view).toEqual(r.view)
    // It plays on from there, and the settled row holds the round's last step.
    const done = await second.handlers['tables.act'](
      { tableId: resumed!.tableId, roundId: r.roundId, version: r.version, seat: 'you1', action: { do: 'stand' } },
      caller
    )
    expect(done.round?.over).toBe(true)
    const steps = db.prepare('SELECT max(seq) FROM round_events WHERE round_id = ?').pluck().get(r.roundId)
    expect(version(r.roundId)).toBe(steps)
    expect(done.round!.version).toBe(steps)
  })
})
