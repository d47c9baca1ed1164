/**
 * Migration 4 (the compact store) on a store the app wrote at schema 3: fixtures/v3-store.sqlite was
 * made by commit 2a46885 through its own handlers (fixtures/make-v3-store.mts), and
 * fixtures/v3-expected.json holds what that version answered about it. After the current code opens
 * (and migrates) a copy, every answer must be the same: profiles and balances, the history lists,
 * each session's figures and rounds, every round's recall, both exports, and the table left with a
 * round in play, which must then play on.
 */
import Database from 'better-sqlite3'
import { copyFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tablesRepo } from '../../src/core/tables/repo'
import { LATEST_VERSION } from '../../src/core/store/migrations'
import { DB_FILE } from '../../src/core/store/paths'
import { call, newCore } from '../support/core'
import { csvAsSchema3Wrote } from '../support/later-answers'
import { expectedOf, expectSameAnswers, FIXTURES } from '../support/store-fixture'
import { tempDir } from '../support/temp'

const expected = expectedOf('v3')

type TableRow = { game: string; round: { over: boolean; yourTurn: Array<{ seat: string; allowed: string[] }> } | null }

/**
 * A table as any restart shows it (schema 3 did the same): a round in play resumes as it was, the
 * last finished round is no longer on the table (it is in the history). One thing is new in this
 * version, not in the store: a player alone at a Sic Bo table may also `roll` (bets and roll in one).
 */
function afterRestart(tables: unknown): unknown {
  return (tables as TableRow[]).map((t) => {
    if (!t.round || t.round.over) return { ...t, round: null }
    if (t.game !== 'sicbo') return t
    const yourTurn = t.round.yourTurn.map((y) => (y.seat === 'you' ? { ...y, allowed: [...y.allowed, 'roll'] } : y))
    return { ...t, round: { ...t.round, yourTurn } }
  })
}

type RawStep = {
  round_id: number
  seq: number
  actor: string
  action_json: string
  events_json: string
  created_at: string
}

function v3Copy(): { dir: string; steps: RawStep[]; rules: Map<number, string>; counts: Record<string, number> } {
  const dir = tempDir('banxanh-v3-')
  copyFileSync(join(FIXTURES, 'v3-store.sqlite'), join(dir, DB_FILE))
  const db = new Database(join(dir, DB_FILE), { readonly: true })
  try {
    expect(db.pragma('user_version', { simple: true })).toBe(3)
    const steps = db
      .prepare(
        'SELECT round_id, seq, actor, action_json, events_json, created_at FROM round_events ORDER BY round_id, seq'
      )
      .all() as RawStep[]
    const rules = new Map(
      (db.prepare('SELECT id, rules_json FROM rounds').all() as Array<{ id: number; rules_json: string }>).map((r) => [
        r.id,
        r.rules_json
      ])
    )
    const counts: Record<string, number> = {}
    for (const t of ['profiles', 'sessions', 'rounds', 'ledger_tx', 'ledger_entries', 'rulesets'])
      counts[t] = db.prepare(`SELECT count(*) FROM ${t}`).pluck().get() as number
    return { dir, steps, rules, counts }
  } finally {
    db.close()
  }
}

/**
 * The Xì dách view gained two fields with the house-rule variants (issue 14), after schema 3's answers
 * were recorded: the dealer's `penalised` (null unless đền làng applies) and each player's
 * `paidForDealer` (0 unless a penalised non pays for the dealer). An old round has them at exactly those
 * defaults; anything else in the recall must be what schema 3 answered.
 */
function withoutHouseRuleDefaults(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutHouseRuleDefaults)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) {
    if ((k === 'penalised' && v === null) || (k === 'paidForDealer' && v === 0)) continue
    out[k] = withoutHouseRuleDefaults(v)
  }
  return out
}

describe('migration 4 on a store written by schema 3', () => {
  it('keeps every step, rules snapshot and row, stored once and compactly', () => {
    const before = v3Copy()
    const c = newCore(before.dir)
    const db = c.openStore()!.db
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION)
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
    expect(db.pragma('foreign_key_check')).toEqual([])
    for (const [t, n] of Object.entries(before.counts))
      expect(db.prepare(`SELECT count(*) FROM ${t}`).pluck().get(), t).toBe(n)

    // Each distinct snapshot once; each round references the one with its exact text.
    const distinct = new Set(before.rules.values())
    expect(db.prepare('SELECT count(*) FROM rules_snapshots').pluck().get()).toBe(distinct.size)
    expect(distinct.size).toBeLessThan(before.rules.size)
    const after = db
      .prepare('SELECT r.id, s.rules_json FROM rounds r JOIN rules_snapshots s ON s.id = r.rules_id')
      .all() as Array<{ id: number; rules_json: string }>
    expect(new Map(after.map((r) => [r.id, r.rules_json]))).toEqual(before.rules)

    // Every step gives back its exact action and events text and its time.
    const repo = tablesRepo(c.openStore()!)
    const decoded: RawStep[] = []
    for (const id of [...before.rules.keys()].sort((a, b) => a - b)) {
      for (const e of repo.events(id))
        decoded.push({
          round_id: id,
          seq: e.seq,
          actor: e.actor,
          action_json: e.action_json,
          events_json: e.events_json,
          created_at: e.created_at
        })
    }
    expect(decoded).toEqual(before.steps)
    const stored = db.prepare('SELECT sum(length(data)) FROM round_events').pluck().get() as number
    const text = before.steps.reduce((n, s) => n + s.action_json.length + s.events_json.length, 0)
    expect(stored).toBeLessThan(text / 3)

    // The append-only rules still hold on the rebuilt step table.
    expect(() => db.prepare(`UPDATE round_events SET actor = 'x'`).run()).toThrow(/append-only/)
    expect(() => db.prepare('DELETE FROM round_events').run()).toThrow(/append-only/)
  })

  it('answers every history, recall, export and figure question exactly as schema 3 did', async () => {
    const { dir } = v3Copy()
    const how = { tables: afterRestart, recall: withoutHouseRuleDefaults, noGrades: true, csv: csvAsSchema3Wrote }
    expect(await expectSameAnswers(newCore(dir), expected, how)).toBeGreaterThan(20)
  })

  it('resumes the round left in play and plays on, paying it once', async () => {
    const { dir } = v3Copy()
    const c = newCore(dir)
    await call(c, 'profiles.select', { id: expected.profiles.currentId })
    const tableId = expected.open.tableId
    const t = await call(c, 'tables.get', { tableId })
    const r = t.round!
    expect(r.over).toBe(false)
    const staked = (r.view as { bets: Array<{ amountMinor: number }> }).bets.reduce((n, b) => n + b.amountMinor, 0)
    expect(staked).toBeGreaterThan(0)
    const before = expected.profiles.profiles.find((p) => p.id === expected.profiles.currentId)!.balanceMinor
    const done = await call(c, 'tables.act', {
      tableId,
      roundId: r.roundId,
      version: r.version,
      seat: 'dealer',
      action: { type: 'close' }
    })
    const net = done.round!.nets!['you'] as number
    const list = await call(c, 'profiles.list', {})
    expect(list.profiles.find((p) => p.id === expected.profiles.currentId)!.balanceMinor).toBe(before + net)
    const recall = await call(c, 'history.round', { roundId: r.roundId })
    expect(recall.netMinor).toBe(net)
    expect(recall.fairness.verify.state).toBe('verified')
    // A new round after the migration is stored the new way and recalls too.
    const next = await call(c, 'tables.start', { tableId, stakes: [] })
    expect(next.round!.seq).toBe(r.seq + 1)
    const db = c.openStore()!.db
    expect(db.prepare('SELECT sum(amount_minor) FROM ledger_entries').pluck().get()).toBe(0)
    expect(
      db.prepare('SELECT count(DISTINCT rules_id) FROM rounds WHERE session_id = ?').pluck().get(Number(tableId))
    ).toBe(1)
  })
})
