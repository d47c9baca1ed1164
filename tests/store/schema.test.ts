/** The schema's own guarantees: append-only history, balanced ledger, cascades on profile deletion. */
import { describe, expect, it } from 'vitest'
import { openStore } from '../../src/core/store/open'
import type { Store } from '../../src/core/store/store'
import { tempDir } from '../support/temp'
import { StepWriter } from '../../src/core/tables/repo'

const T = '2026-01-01T00:00:00.000Z'

function open(): Store {
  const r = openStore({ dataDir: tempDir() })
  if (!r.ok) throw new Error(r.damaged.message)
  return r.store
}

/** One profile with one session, one round with two events, a top-up and a settlement. */
function seed(store: Store, profileId: string): { roundId: number } {
  const db = store.db
  store.profiles.insert(profileId, profileId, profileId, T)
  const session = db
    .prepare(
      `INSERT INTO sessions (profile_id, game, ruleset_id, ruleset_version, started_at) VALUES (?, 'sicbo', 'standard', 1, ?)`
    )
    .run(profileId, T).lastInsertRowid
  const steps = new StepWriter(db)
  const roundId = Number(
    db
      .prepare(
        `INSERT INTO rounds (session_id, seq, game, rules_id, server_seed_hash, server_seed, client_seed, nonce, created_at)
         VALUES (?, 1, 'sicbo', ?, 'hash', 'seed', 'client', 0, ?)`
      )
      .run(session, steps.rulesId('{}'), T).lastInsertRowid
  )
  steps.step(roundId, 0, 'p', '{}', '[]', T)
  steps.step(roundId, 1, 'p', '{}', '[]', T)
  store.ledger.post({
    kind: 'topup',
    profileId,
    roundId: null,
    createdAt: T,
    entries: [
      { profileId, amountMinor: 10_000 },
      { profileId: null, amountMinor: -10_000 }
    ]
  })
  store.ledger.post({
    kind: 'settlement',
    profileId,
    roundId,
    createdAt: T,
    entries: [
      { profileId, amountMinor: -2_500 },
      { profileId: null, amountMinor: 2_500 }
    ]
  })
  return { roundId }
}

describe('schema guarantees', () => {
  it('round events and ledger rows refuse UPDATE and DELETE', () => {
    const store = open()
    const { roundId } = seed(store, 'a')
    const db = store.db
    expect(() => db.prepare('UPDATE round_events SET actor = ? WHERE round_id = ?').run('x', roundId)).toThrow(
      /append-only/
    )
    expect(() => db.prepare('DELETE FROM round_events WHERE round_id = ?').run(roundId)).toThrow(/append-only/)
    expect(() => db.prepare('UPDATE ledger_entries SET amount_minor = 1').run()).toThrow(/append-only/)
    expect(() => db.prepare('DELETE FROM ledger_entries').run()).toThrow(/append-only/)
    expect(() => db.prepare('DELETE FROM ledger_tx').run()).toThrow(/append-only/)
    expect(() => db.prepare("UPDATE rounds SET server_seed = 'other' WHERE id = ?").run(roundId)).toThrow(
      /never change/
    )
    expect(() => db.prepare('UPDATE rounds SET rules_id = rules_id + 1 WHERE id = ?').run(roundId)).toThrow(
      /never change/
    )
    expect(() => db.prepare(`UPDATE rules_snapshots SET rules_json = '{"x":1}'`).run()).toThrow(/never changes/)
    // Every round references its rules snapshot.
    const round = (rulesId: number | null) => () =>
      db
        .prepare(
          `INSERT INTO rounds (session_id, seq, game, rules_id, server_seed_hash, server_seed, client_seed, nonce, created_at)
          SELECT session_id, 2, game, ?, 'h2', 's2', 'c', 1, created_at FROM rounds WHERE id = ?`
        )
        .run(rulesId, roundId)
    expect(round(null)).toThrow(/rules snapshot/)
    expect(round(999)).toThrow(/rules snapshot/)
    // What may change on a round: its status, version, reveal and result.
    db.prepare("UPDATE rounds SET status = 'over', version = 3, revealed_at = ?, ended_at = ? WHERE id = ?").run(
      T,
      T,
      roundId
    )
    store.close()
  })

  it('ruleset versions are immutable', () => {
    const store = open()
    store.db.prepare(`INSERT INTO rulesets VALUES ('house', 1, 'blackjack', 'House', '{}', ?)`).run(T)
    expect(() => store.db.prepare(`UPDATE rulesets SET rules_json = '{"x":1}'`).run()).toThrow(/immutable/)
    store.close()
  })

  it('refuses an unbalanced or malformed ledger transaction and writes nothing', () => {
    const store = open()
    store.profiles.insert('a', 'a', 'a', T)
    store.profiles.insert('b', 'b', 'b', T)
    const base = { kind: 'topup', profileId: 'a', roundId: null, createdAt: T }
    expect(() =>
      store.ledger.post({
        ...base,
        entries: [
          { profileId: 'a', amountMinor: 100 },
          { profileId: null, amountMinor: -99 }
        ]
      })
    ).toThrow(/sum to 1/)
    expect(() => store.ledger.post({ ...base, entries: [{ profileId: 'a', amountMinor: 100 }] })).toThrow(/two entries/)
    expect(() =>
      store.ledger.post({
        ...base,
        entries: [
          { profileId: 'a', amountMinor: 0.5 },
          { profileId: null, amountMinor: -0.5 }
        ]
      })
    ).toThrow(/whole number/)
    expect(() =>
      store.ledger.post({
        ...base,
        entries: [
          { profileId: 'b', amountMinor: 100 },
          { profileId: null, amountMinor: -100 }
        ]
      })
    ).toThrow(/other than/)
    expect(store.ledger.total()).toEqual({ total: 0, n: 0 })
    expect(store.db.prepare('SELECT count(*) FROM ledger_tx').pluck().get()).toBe(0)
    store.close()
  })

  it('deleting a profile removes its history and whole transactions, leaving a ledger that sums to zero', () => {
    const store = open()
    seed(store, 'a')
    seed(store, 'b')
    const count = (t: string): number => store.db.prepare(`SELECT count(*) FROM ${t}`).pluck().get() as number
    expect(count('round_events')).toBe(4)
    expect(store.profiles.delete('a')).toBe(true)
    expect(count('sessions')).toBe(1)
    expect(count('rounds')).toBe(1)
    expect(count('round_events')).toBe(2)
    expect(count('ledger_tx')).toBe(2)
    expect(store.ledger.total()).toEqual({ total: 0, n: 4 })
    expect(store.ledger.unbalanced()).toEqual([])
    expect(store.profiles.balance('b')).toBe(10_000 - 2_500)
    store.close()
  })
})
