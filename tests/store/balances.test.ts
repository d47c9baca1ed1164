import Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openStore } from '../../src/core/store/open'
import { DB_FILE } from '../../src/core/store/paths'
import type { Store } from '../../src/core/store/store'
import { summed } from '../support/ledger'
import { tempDir } from '../support/temp'

const T = '2026-01-01T00:00:00.000Z'

function open(dir = tempDir()): Store {
  const r = openStore({ dataDir: dir })
  if (!r.ok) throw new Error(r.damaged.message)
  return r.store
}

function topUp(store: Store, profileId: string, amountMinor: number): void {
  store.ledger.post({
    kind: 'topup',
    profileId,
    roundId: null,
    createdAt: T,
    entries: [
      { profileId, amountMinor },
      { profileId: null, amountMinor: -amountMinor }
    ]
  })
}

/** A top-up and a read of the balance in a transaction (a savepoint, inside one) that then throws. */
function abortedTopUp(store: Store, profileId: string, amountMinor: number): void {
  expect(() =>
    store.tx(() => {
      topUp(store, profileId, amountMinor)
      store.profiles.balance(profileId)
      throw new Error('abort')
    })
  ).toThrow('abort')
}

describe('balances (memoized sums of the ledger)', () => {
  it('always equals the plain sum, across reads, rollbacks and deletions', () => {
    const store = open()
    store.profiles.insert('a', 'a', 'a', T)
    store.profiles.insert('b', 'b', 'b', T)
    topUp(store, 'a', 1_000)
    expect(store.profiles.balance('a')).toBe(1_000)
    topUp(store, 'b', 7)
    topUp(store, 'a', 250)
    expect(store.profiles.balance('a')).toBe(1_250)

    // Read inside a transaction that then rolls back: the rolled-back entry must not stick.
    expect(() =>
      store.tx(() => {
        topUp(store, 'a', 5_000)
        expect(store.profiles.balance('a')).toBe(6_250)
        throw new Error('abort')
      })
    ).toThrow('abort')
    expect(store.profiles.balance('a')).toBe(1_250)
    topUp(store, 'a', 1)
    expect(store.profiles.balance('a')).toBe(summed(store, 'a'))
    expect(store.profiles.balance('a')).toBe(1_251)

    // Read inside a transaction that commits: the memo moves past its entries, and stays exact.
    store.tx(() => {
      topUp(store, 'a', 40)
      expect(store.profiles.balance('a')).toBe(1_291)
    })
    topUp(store, 'a', 9)
    expect(store.profiles.balance('a')).toBe(1_300)
    expect(store.profiles.balance('a')).toBe(summed(store, 'a'))

    store.profiles.delete('a')
    expect(store.profiles.balance('a')).toBe(0)
    expect(store.profiles.balance('b')).toBe(7)
    store.close()
  })

  it('stays exact when the newest entries leave with their profile and their ids are given again', () => {
    const store = open()
    store.profiles.insert('a', 'a', 'a', T)
    store.profiles.insert('b', 'b', 'b', T)
    topUp(store, 'a', 100)
    expect(store.profiles.balance('a')).toBe(100)
    topUp(store, 'b', 7)
    const lastId = (): number => store.db.prepare('SELECT max(id) FROM ledger_entries').pluck().get() as number
    const bLast = lastId()
    expect(store.profiles.balance('b')).toBe(7)
    // b's entries are the newest; deleting b takes them, and the next entries take their ids again
    // (a rowid is one more than the largest, migration-v11.ts), so this case is the one to get right.
    store.profiles.delete('b')
    topUp(store, 'a', 20)
    expect(lastId()).toBe(bLast)
    expect(store.profiles.balance('a')).toBe(120)
    store.profiles.insert('b', 'b', 'b', T)
    expect(store.profiles.balance('b')).toBe(0)
    topUp(store, 'b', 3)
    expect(store.profiles.balance('b')).toBe(3)
    topUp(store, 'a', 1)
    expect(store.profiles.balance('a')).toBe(121)
    for (const id of ['a', 'b']) expect(store.profiles.balance(id)).toBe(summed(store, id))
    store.close()
  })

  it('sees entries written by another connection to the same file', () => {
    const dir = tempDir()
    const store = open(dir)
    store.profiles.insert('a', 'a', 'a', T)
    topUp(store, 'a', 100)
    expect(store.profiles.balance('a')).toBe(100)
    const other = new Database(join(dir, DB_FILE))
    other.pragma('foreign_keys = ON')
    const tx = other
      .prepare(
        "INSERT INTO ledger_tx (kind, profile_key, created_at) VALUES ('topup', (SELECT key FROM profiles WHERE id = 'a'), ?)"
      )
      .run(T).lastInsertRowid
    other
      .prepare(
        'INSERT INTO ledger_entries (tx_id, profile_key, amount_minor) VALUES (?, (SELECT key FROM profiles WHERE id = ?), ?), (?, NULL, ?)'
      )
      .run(tx, 'a', 40, tx, -40)
    other.close()
    expect(store.profiles.balance('a')).toBe(140)
    store.close()
  })

  it('stays the plain sum over random writes, reads, rolled-back and committed transactions and other connections', () => {
    const dir = tempDir()
    const store = open(dir)
    const ids = ['a', 'b', 'c']
    for (const id of ids) store.profiles.insert(id, id, id, T)
    const other = new Database(join(dir, DB_FILE))
    // A small fixed generator (LCG), so a failure replays.
    let x = 12345
    const rnd = (n: number): number => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0
      return x % n
    }
    const check = (): void => {
      for (const id of ids) expect(store.profiles.balance(id)).toBe(summed(store, id))
    }
    for (let step = 0; step < 400; step++) {
      const id = ids[rnd(ids.length)] as string
      const op = rnd(9)
      if (op === 0) topUp(store, id, 1 + rnd(100))
      else if (op === 1) abortedTopUp(store, id, 1 + rnd(100))
      else if (op === 2)
        store.tx(() => {
          store.profiles.balance(id)
          topUp(store, id, 1 + rnd(100))
          store.profiles.balance(id)
        })
      else if (op === 3) {
        const tx = other
          .prepare(
            "INSERT INTO ledger_tx (kind, profile_key, created_at) VALUES ('topup', (SELECT key FROM profiles WHERE id = ?), ?)"
          )
          .run(id, T).lastInsertRowid
        other
          .prepare(
            'INSERT INTO ledger_entries (tx_id, profile_key, amount_minor) VALUES (?, (SELECT key FROM profiles WHERE id = ?), ?), (?, NULL, ?)'
          )
          .run(tx, id, 3, tx, -3)
      } else if (op === 6) {
        // A read after the transaction's last write is the commit's sum, and answers its projection.
        store.tx(() => {
          topUp(store, id, 1 + rnd(100))
          store.profiles.balance(id)
        })
        expect(store.balances.asOfCommit(() => store.profiles.balance(id))).toBe(summed(store, id))
      } else if (op === 7) {
        // A write after the read: the read is not the commit's sum.
        store.tx(() => {
          store.profiles.balance(id)
          topUp(store, id, 1 + rnd(100))
        })
        expect(store.balances.asOfCommit(() => store.profiles.balance(id))).toBe(summed(store, id))
      } else if (op === 8) {
        // A savepoint inside the transaction rolls back a write its own read counted.
        store.tx(() => {
          abortedTopUp(store, id, 1 + rnd(100))
          if (rnd(2)) topUp(store, id, 1 + rnd(100))
        })
        expect(store.balances.asOfCommit(() => store.profiles.balance(id))).toBe(summed(store, id))
      } else store.profiles.balance(id)
      check()
    }
    other.close()
    store.close()
  })
})
