/**
 * Re-importing a backup with `skipExisting` (issue 10, item 12): what is already here (rounds by
 * commitment hash + nonce) is left untouched, the rest is imported, in one transaction, and money
 * stays consistent — no round's ledger posted twice, balances unchanged, the ledger summing to zero.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Core } from '../../src/core/index'
import { UPLOAD_CHUNK_MAX } from '@shared/contract/constants'
import { dumpDb } from '../support/temp'
import { balanceOf, call, newCore, profileWith } from '../support/core'
import { openSicbo, playSicbo } from '../support/sicbo'

async function importText(c: Core, text: string, skipExisting?: boolean) {
  let uploadId: string | undefined
  for (let at = 0; at < text.length; at += UPLOAD_CHUNK_MAX) {
    const s = await call(c, 'history.upload', {
      ...(uploadId ? { uploadId } : {}),
      offset: at,
      text: text.slice(at, at + UPLOAD_CHUNK_MAX)
    })
    uploadId = s.uploadId
  }
  return call(c, 'history.import', {
    uploadId: uploadId as string,
    ...(skipExisting === undefined ? {} : { skipExisting })
  })
}

function counts(c: Core): { sessions: number; rounds: number; tx: number; entries: number } {
  const db = c.openStore()!.db
  const n = (sql: string): number => (db.prepare(sql).get() as { n: number }).n
  return {
    sessions: n('SELECT count(*) AS n FROM sessions'),
    rounds: n('SELECT count(*) AS n FROM rounds'),
    tx: n('SELECT count(*) AS n FROM ledger_tx'),
    entries: n('SELECT count(*) AS n FROM ledger_entries')
  }
}

function ledgerHealthy(c: Core): void {
  const store = c.openStore()!
  expect(store.ledger.unbalanced()).toEqual([])
  expect(store.ledger.total().total).toBe(0)
}

async function exportAll(c: Core): Promise<string> {
  const e = await call(c, 'history.export', { scope: { kind: 'all' }, format: 'json' })
  return readFileSync(e.path, 'utf8')
}

describe('import with skipExisting', () => {
  it('re-importing a whole-store export into the same install changes nothing and says what it skipped', async () => {
    const c = newCore()
    const an = await profileWith(c, 'An', 1000)
    const t1 = await openSicbo(c)
    for (let i = 0; i < 3; i++) await playSicbo(c, t1.tableId, [{ spot: 'big', amountMinor: 100 }])
    await call(c, 'tables.close', { tableId: t1.tableId })
    const t2 = await openSicbo(c)
    for (let i = 0; i < 2; i++) await playSicbo(c, t2.tableId, [{ spot: 'small', amountMinor: 250 }])
    await call(c, 'tables.close', { tableId: t2.tableId })
    const text = await exportAll(c)
    const balance = await balanceOf(c, an)
    const before = dumpDb(c.openStore()!.db)

    // Without the option: refused, naming the refusal so the screen can offer the way forward.
    await expect(importText(c, text)).rejects.toMatchObject({ code: 'conflict', i18n: { key: 'history.alreadyHere' } })
    expect(dumpDb(c.openStore()!.db)).toEqual(before)

    const r = await importText(c, text, true)
    // 2 sessions, 5 rounds, 5 round transactions + 1 top-up, all already here.
    expect(r).toMatchObject({ sessions: 0, rounds: 0, ledgerTransactions: 0, moneyImported: false })
    expect(r.skipped).toEqual({ sessions: 2, rounds: 5, ledgerTransactions: 6 })
    expect(dumpDb(c.openStore()!.db)).toEqual(before)
    expect(await balanceOf(c, an)).toBe(balance)
    ledgerHealthy(c)
  })

  it('a partly new file imports only the new part: new sessions, and new rounds of a session already here', async () => {
    const c = newCore()
    const an = await profileWith(c, 'An', 1000)
    const t1 = await openSicbo(c)
    for (let i = 0; i < 4; i++) await playSicbo(c, t1.tableId, [{ spot: 'big', amountMinor: 100 + i }])
    await call(c, 'tables.close', { tableId: t1.tableId })
    const full = JSON.parse(await exportAll(c)) as {
      rounds: Array<{ id: number; seq: number }>
      ledger: Array<{ roundId: number | null; kind: string }>
    }
    expect(full.rounds).toHaveLength(4)

    // Another install holds an older copy: the same session with only its first two rounds.
    const older = structuredClone(full)
    const dropped = new Set(older.rounds.filter((r) => r.seq > older.rounds[1]!.seq).map((r) => r.id))
    expect(dropped.size).toBe(2)
    older.rounds = older.rounds.filter((r) => !dropped.has(r.id))
    older.ledger = older.ledger.filter((t) => t.roundId === null || !dropped.has(t.roundId))
    const other = newCore()
    const chi = await profileWith(other, 'Chi', 70)
    await importText(other, JSON.stringify(older))
    const sessionsThere = (await call(other, 'history.sessions', { profileId: an })).items
    expect(sessionsThere.map((s) => s.rounds)).toEqual([2])
    const anThere = await balanceOf(other, an)
    const shape = counts(other)

    // Meanwhile An played another session here; the newer backup goes to the other install.
    const t2 = await openSicbo(c)
    for (let i = 0; i < 3; i++) await playSicbo(c, t2.tableId, [{ spot: 'small', amountMinor: 200 }])
    await call(c, 'tables.close', { tableId: t2.tableId })
    const newer = await exportAll(c)

    await expect(importText(other, newer)).rejects.toMatchObject({ code: 'conflict' })
    expect(counts(other)).toEqual(shape)
    const r = await importText(other, newer, true)
    // New: session 2 (3 rounds) and rounds 3–4 of session 1; already there: session 1's first two
    // rounds and the top-up (imported the first time with the older copy).
    expect(r).toMatchObject({ sessions: 1, rounds: 5, ledgerTransactions: 5, moneyImported: false })
    expect(r.skipped).toEqual({ sessions: 1, rounds: 2, ledgerTransactions: 3 })
    const list = (await call(other, 'history.sessions', { profileId: an, order: 'asc' })).items
    expect(list.map((s) => s.rounds)).toEqual([4, 3])
    expect(list[0]!.sessionId).toBe(sessionsThere[0]!.sessionId)
    const after = counts(other)
    expect(after.sessions).toBe(shape.sessions + 1)
    expect(after.rounds).toBe(shape.rounds + 5)
    // Five round transactions plus one import-offset (An exists there, so her balance does not move).
    expect(after.tx).toBe(shape.tx + 6)
    expect(await balanceOf(other, an)).toBe(anThere)
    expect(await balanceOf(other, chi)).toBe(7000)
    ledgerHealthy(other)
    // Each round once: no commitment twice.
    const dup = other
      .openStore()!
      .db.prepare(
        'SELECT count(*) AS n FROM (SELECT 1 FROM rounds GROUP BY server_seed_hash, nonce HAVING count(*) > 1)'
      )
      .get() as { n: number }
    expect(dup.n).toBe(0)

    // And once more: now everything is here.
    const again = await importText(other, newer, true)
    expect(again).toMatchObject({ sessions: 0, rounds: 0, ledgerTransactions: 0 })
    expect(again.skipped).toEqual({ sessions: 2, rounds: 7, ledgerTransactions: 8 })
    expect(counts(other)).toEqual(after)
  })
})
