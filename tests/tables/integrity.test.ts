/**
 * Tables under attack (issue 12): another profile's table answers exactly like a table that does not
 * exist, table ids have one spelling only, deleting a profile mid-round leaves nothing half-alive, and
 * a refusal names the allowed actions once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Core } from '../../src/core/index'
import { dispatch } from '../../src/core/rpc/dispatch'
import type { TableState } from '@shared/contract/tables'
import { caller, newCore, profileWith } from '../support/core'
import { tempDir } from '../support/temp'

const quiet = { error: () => {}, warn: () => {} }
afterEach(() => {
  vi.useRealTimers()
})

async function call(
  c: Core,
  name: string,
  input: unknown
): Promise<{ ok: boolean; value?: unknown; error?: { code: string; message: string; i18n?: unknown } }> {
  return (await dispatch(c, name, input, caller, quiet)) as {
    ok: boolean
    value?: unknown
    error?: { code: string; message: string; i18n?: unknown }
  }
}

/** A profile's ledger as rows, read straight from the store. */
function ledgerOf(c: Core, profileId: string): unknown[] {
  return c
    .openStore()!
    .db.prepare(
      'SELECT id, tx_id, amount_minor FROM ledger_entries WHERE profile_key = (SELECT key FROM profiles WHERE id = ?) ORDER BY id'
    )
    .all(profileId)
}
function ledgerSum(c: Core): number {
  return c.openStore()!.db.prepare('SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries').pluck().get() as number
}

async function blackjackRound(c: Core): Promise<TableState> {
  const t = await c.handlers['tables.open'](
    { game: 'blackjack', ruleset: { rules: { preset: 'club99' } }, config: { spots: 1, bots: 0 } },
    caller
  )
  return c.handlers['tables.start']({ tableId: t.tableId, stakes: [{ seat: 'you1', amountMinor: 1000 }] }, caller)
}

describe("another profile's table", () => {
  it('answers every table procedure like a table that does not exist, and moves no money', async () => {
    const c = newCore(tempDir())
    const bob = await profileWith(c, 'Bob', 1000)
    let t = await blackjackRound(c)
    // Bob's round may already be over (a natural): then open one more so a round is in play.
    for (let guard = 0; guard < 20 && t.round!.over; guard++)
      t = await c.handlers['tables.start'](
        { tableId: t.tableId, stakes: [{ seat: 'you1', amountMinor: 1000 }] },
        caller
      )
    expect(t.round!.over).toBe(false)
    const bobBefore = ledgerOf(c, bob)
    await profileWith(c, 'Alice', 500)

    const r = t.round!
    const turn = r.yourTurn[0]!
    const missing = String(t.sessionId + 1000)
    const attempts: Array<[string, (id: string) => unknown]> = [
      ['tables.get', (tableId) => ({ tableId })],
      [
        'tables.act',
        (tableId) => ({ tableId, roundId: r.roundId, version: r.version, seat: turn.seat, action: { do: 'stand' } })
      ],
      ['tables.start', (tableId) => ({ tableId, stakes: [{ seat: 'you1', amountMinor: 1000 }] })],
      ['tables.close', (tableId) => ({ tableId })],
      ['tables.setClientSeed', (tableId) => ({ tableId, clientSeed: 'alice-seed' })]
    ]
    for (const [name, input] of attempts) {
      const theirs = await call(c, name, input(t.tableId))
      const none = await call(c, name, input(missing))
      expect(theirs.ok, name).toBe(false)
      expect(theirs.error!.code, name).toBe('not-found')
      // The same answer as for an id that never existed, apart from the id itself.
      const masked = (e: unknown, id: string): string =>
        JSON.stringify(e).replaceAll(`\\"${id}\\"`, 'ID').replaceAll(`"${id}"`, 'ID')
      expect(masked(theirs.error, t.tableId), name).toBe(masked(none.error, missing))
      expect(masked(theirs.error, t.tableId), name).toContain('ID')
    }
    const list = (await call(c, 'tables.list', {})).value as TableState[]
    expect(list).toEqual([])
    expect(ledgerOf(c, bob)).toEqual(bobBefore)

    // Back as Bob, the table is his again and the round is where he left it.
    await c.handlers['profiles.select']({ id: bob }, caller)
    const again = await c.handlers['tables.get']({ tableId: t.tableId }, caller)
    expect(again.round!.version).toBe(r.version)
  })
})

describe("another profile's table, moving on its own", () => {
  it("is not pushed to the windows: a decision timer running out at Bob's table tells Alice nothing", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const c = newCore(tempDir())
    await profileWith(c, 'Bob', 1000)
    let t = await blackjackRound(c)
    for (let guard = 0; guard < 20 && t.round!.over; guard++)
      t = await c.handlers['tables.start'](
        { tableId: t.tableId, stakes: [{ seat: 'you1', amountMinor: 1000 }] },
        caller
      )
    expect(t.round!.deadline).not.toBeNull()
    await profileWith(c, 'Alice', 500)
    const pushed: string[] = []
    c.subscribe((e) => {
      if (e.name === 'table.changed') pushed.push(e.payload.tableId)
    })
    vi.advanceTimersByTime(25_000)
    // The timer did act (Bob's round moved on), but nobody was told.
    const bob = c
      .openStore()!
      .db.prepare('SELECT COUNT(*) FROM round_events WHERE round_id = ?')
      .pluck()
      .get(t.round!.roundId) as number
    expect(bob).toBeGreaterThan(t.round!.version + 1)
    expect(pushed).toEqual([])
  })
})

describe('table ids', () => {
  it('accept only the canonical decimal spelling', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    const t = await c.handlers['tables.open'](
      { game: 'sicbo', ruleset: { rules: { preset: 'trainer' } }, config: {} },
      caller
    )
    expect(t.tableId).toBe('1')
    expect((await call(c, 'tables.get', { tableId: '1' })).ok).toBe(true)
    for (const alias of ['0x1', '1e0', '01', '0b1', '0o1', '1.0', '+1', '00001', '0']) {
      const r = await call(c, 'tables.get', { tableId: alias })
      expect(r.ok, alias).toBe(false)
      // The schema already refuses characters no id has; the rest name no table.
      expect(['not-found', 'bad-request'], alias).toContain(r.error!.code)
    }
  })
})

describe('deleting a profile mid-round', () => {
  it('voids its live rounds: its tables are gone, no internal error, the ledger still sums to zero', async () => {
    // club99 runs a decision timer: a table left alive would still act for the deleted profile.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const errors: string[] = []
    const dir = tempDir()
    const c = newCore(dir, { log: { error: (m, e) => errors.push(`${m}: ${String(e)}`), warn: () => {} } })
    const bob = await profileWith(c, 'Bob', 1000)
    let t = await blackjackRound(c)
    for (let guard = 0; guard < 20 && t.round!.over; guard++)
      t = await c.handlers['tables.start'](
        { tableId: t.tableId, stakes: [{ seat: 'you1', amountMinor: 1000 }] },
        caller
      )
    const r = t.round!
    const alice = await profileWith(c, 'Alice', 700)
    const aliceTable = await c.handlers['tables.open'](
      { game: 'sicbo', ruleset: { rules: { preset: 'trainer' } }, config: {} },
      caller
    )
    const changed: TableState[] = []
    c.subscribe((e) => {
      if (e.name === 'table.changed') changed.push(e.payload)
    })

    const del = await call(c, 'profiles.delete', { id: bob, confirm: true })
    expect(del.ok).toBe(true)
    // Every window learns the table closed.
    expect(changed.some((s) => s.tableId === t.tableId && s.closed)).toBe(true)
    // The round's decision timer runs out with nothing left to act on.
    expect(r.deadline).not.toBeNull()
    vi.advanceTimersByTime(60_000)
    expect(errors).toEqual([])
    vi.useRealTimers()

    await c.handlers['profiles.select']({ id: alice }, caller)
    const act = await call(c, 'tables.act', {
      tableId: t.tableId,
      roundId: r.roundId,
      version: r.version,
      seat: r.yourTurn[0]!.seat,
      action: { do: 'stand' }
    })
    expect(act.error?.code).toBe('not-found')
    const close = await call(c, 'tables.close', { tableId: t.tableId })
    expect(close.error?.code).toBe('not-found')
    expect(ledgerSum(c)).toBe(0)
    // Alice's own table is untouched and still plays.
    const started = await call(c, 'tables.start', { tableId: aliceTable.tableId, stakes: [] })
    expect(started.ok).toBe(true)
    expect(ledgerOf(c, alice)).toHaveLength(1)

    // After a restart nothing of Bob's comes back.
    await c.close()
    const c2 = newCore(dir)
    await c2.handlers['profiles.select']({ id: alice }, caller)
    expect((await call(c2, 'tables.get', { tableId: t.tableId })).error?.code).toBe('not-found')
    expect(ledgerSum(c2)).toBe(0)
  })
})

describe('refusals', () => {
  it('name the allowed actions once', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    const t = await c.handlers['tables.open'](
      { game: 'sicbo', ruleset: { rules: { preset: 'trainer' } }, config: {} },
      caller
    )
    const s = await c.handlers['tables.start']({ tableId: t.tableId, stakes: [] }, caller)
    const r = await call(c, 'tables.act', {
      tableId: t.tableId,
      roundId: s.round!.roundId,
      version: s.round!.version,
      seat: 'dealer',
      action: { type: 'bet', spot: 'small', amountMinor: 1000 }
    })
    expect(r.error?.code).toBe('refused')
    expect(r.error!.message.match(/\(allowed:/g)).toHaveLength(1)
  })
})
