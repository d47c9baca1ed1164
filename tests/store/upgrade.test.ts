/**
 * Saved data read back through the one upgrade (src/shared/rules/upgrade.ts, docs/history.md "Saved
 * data formats"): the formats checked, a Sic Bo pay table missing a row filled from its preset (the
 * rows as docs/rules-sicbo.md lists them), damaged data refused in words rather than crashing, and a
 * house rule added later (a fake one, added here) leaving every round stored before it replaying to
 * the nets its release recorded.
 */
import Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { blackjackRulesSchema } from '@shared/games/blackjack'
import { PAY_TABLE_ROWS } from '@shared/games/sicbo-spots'
import type { RoundRecall } from '@shared/contract/history'
import { upgradeRules, upgradeStart, upgradeStep, upgradeTable, SAVED_FORMAT } from '@shared/rules/upgrade'
import { BLACKJACK_RULES_ADDED } from '@shared/rules/upgrade-blackjack'
import { rulesUpgrade } from '@shared/rules/upgrade-kit'
import { SICBO_RULES_ADDED, sicboStoredRulesSchema, upgradeSicboRules } from '@shared/rules/upgrade-sicbo'
import { historyRepo } from '../../src/core/history/repo'
import { games } from '../../src/core/games/registry'
import { replayRound, type StartEntry } from '../../src/core/tables/replay'
import { tablesRepo } from '../../src/core/tables/repo'
import { DB_FILE } from '../../src/core/store/paths'
import { attempt, call, newCore } from '../support/core'
import { recordedOf, storeCopy } from '../support/release-stores'
import { PUBLISHED_PAY_TABLES } from '../support/sicbo-pay-tables'

/** docs/rules-sicbo.md "Presets and pay tables": the macau column. */
const MACAU = PUBLISHED_PAY_TABLES.macau
const sicbo = (payTable: Record<string, number>, preset = 'macau', payTableName = 'macau'): unknown => ({
  preset,
  payTableName,
  payTable,
  oddEven: false,
  minBetMinor: 1,
  maxBetMinor: null,
  maxTotalBetMinor: null
})
const without = (table: Record<string, number>, row: string): Record<string, number> =>
  Object.fromEntries(Object.entries(table).filter(([k]) => k !== row))

const RELEASES = ['96ddf3f', 'db01221'] as const

describe('the format a saved value names', () => {
  it('is today’s or older: a newer one is told apart from one no release writes', () => {
    expect(SAVED_FORMAT).toEqual({ rules: 1, table: 1, step: 1 })
    expect(upgradeSicboRules(sicbo(MACAU), 2)).toMatchObject({ ok: false, newer: true })
    for (const bad of [0, -1, 1.5, Number.NaN])
      expect(upgradeSicboRules(sicbo(MACAU), bad), String(bad)).toMatchObject({ ok: false, newer: false })
    expect(upgradeStep('{"do":"hit"}', '[]', 2)).toMatchObject({ ok: false, newer: true })
    expect(upgradeStart({ type: 'start', bankrolls: {}, stakes: {} }, 2)).toMatchObject({ ok: false, newer: true })
    expect(upgradeRules('roulette', {}, 1)).toMatchObject({ ok: false, newer: false })
  })
})

describe('Sic Bo’s pay table', () => {
  it('missing a row (a bet added later) gains the preset’s row; every other row stays', () => {
    for (const row of PAY_TABLE_ROWS) {
      const r = upgradeSicboRules(sicbo(without(MACAU, row)), 1)
      expect(r.ok && r.value.payTable, row).toEqual(MACAU)
      // In the rows' own order, so the rules' JSON is the same text a full table gives.
      expect(r.ok && Object.keys(r.value.payTable), row).toEqual([...PAY_TABLE_ROWS])
    }
    // A custom table keeps its own rows and takes the missing one from the preset it started from
    // (trainer's combo pays 6 to 1 in docs/rules-sicbo.md).
    const custom = { ...without(MACAU, 'combo'), triple: 200 }
    const r = upgradeSicboRules(sicbo(custom, 'trainer', 'custom'), 1)
    expect(r.ok && r.value.payTable).toEqual({ ...MACAU, triple: 200, combo: 6 })
  })

  it('with a row no release knows, or a row that is not a payout, is refused, naming it', () => {
    expect(upgradeSicboRules(sicbo({ ...MACAU, fourOfAKind: 9 }), 1)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('fourOfAKind') as unknown
    })
    expect(upgradeSicboRules(sicbo({ ...MACAU, combo: -1 }), 1)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('rules.payTable.combo') as unknown
    })
  })
})

/** Every rules snapshot and table state a fixture store holds, as text, with its game and format. */
function storedTexts(tag: string): { rules: Array<[string, string, number]>; tables: Array<[string, string, number]> } {
  const c = newCore(storeCopy(tag))
  const db = c.openStore()!.db
  return {
    rules: db
      .prepare(
        'SELECT DISTINCT r.game, s.rules_json, s.format FROM rounds r JOIN rules_snapshots s ON s.id = r.rules_id'
      )
      .raw()
      .all() as Array<[string, string, number]>,
    tables: db.prepare('SELECT game, table_json, table_format FROM sessions').raw().all() as Array<
      [string, string, number]
    >
  }
}

describe.each(RELEASES)('every rules snapshot and table state of the store release %s made', (tag) => {
  it('reads back as exactly what was stored (nothing stored before today needed a default)', () => {
    const { rules, tables } = storedTexts(tag)
    expect(new Set(rules.map((r) => r[0]))).toEqual(new Set(['sicbo', 'blackjack', 'xidach']))
    for (const [game, text, format] of rules) {
      expect(format).toBe(1)
      const r = upgradeRules(game, JSON.parse(text), format)
      expect(r.ok && JSON.stringify(r.value), game).toBe(text)
    }
    for (const [game, text, format] of tables) {
      const r = upgradeTable(game, JSON.parse(text), format)
      expect(r.ok && JSON.stringify(r.value), game).toBe(text)
    }
  })
})

/** A store copy (already opened, so migrated, by today's code) changed by hand as damage would. */
function tamper(dir: string, sql: string[]): string {
  const db = new Database(join(dir, DB_FILE))
  try {
    for (const s of sql) db.exec(s)
  } finally {
    db.close()
  }
  return dir
}

describe('a store whose saved data no release wrote', () => {
  it('refuses the damaged round in the person’s words, recalls the others, and resumes the other tables', async () => {
    const tag = 'db01221'
    const recorded = recordedOf(tag)
    // The rules of the Blackjack table with a round in play, and a finished round played under them.
    const dir = storeCopy(tag)
    const c0 = newCore(dir)
    const db = c0.openStore()!.db
    const inPlay = recorded.inPlay['blackjack']!.roundId
    const rulesId = db.prepare('SELECT rules_id FROM rounds WHERE id = ?').pluck().get(inPlay) as number
    const sameRules = db
      .prepare(`SELECT id FROM rounds WHERE rules_id = ? AND status = 'over' ORDER BY id LIMIT 1`)
      .pluck()
      .get(rulesId) as number
    const blackjack = recorded.recalls.find(
      (r): r is RoundRecall => r.refused === undefined && r.roundId === sameRules
    )!
    const otherRules = recorded.recalls.find(
      (r): r is RoundRecall =>
        r.refused === undefined && r.game === 'blackjack' && JSON.stringify(r.rules) !== JSON.stringify(blackjack.rules)
    )
    await c0.close()
    tamper(dir, [
      'DROP TRIGGER rules_snapshots_immutable',
      `UPDATE rules_snapshots SET rules_json = json_set(rules_json, '$.decks', 'many') WHERE id = ${rulesId}`
    ])
    const errors: unknown[] = []
    const c = newCore(dir, { log: { error: (...a: unknown[]) => errors.push(a), warn: () => {} } })
    await expect(attempt(() => call(c, 'history.round', { roundId: blackjack.roundId }))).rejects.toMatchObject({
      code: 'refused',
      i18n: { key: 'saved.roundDamaged', vars: { round: blackjack.seq } }
    })
    // The other games' rounds recall; their tables resume; the Blackjack table, on the damaged rules, does not.
    const sicboRound = recorded.recalls.find((r): r is RoundRecall => r.refused === undefined && r.game === 'sicbo')!
    expect((await call(c, 'history.round', { roundId: sicboRound.roundId })).nets).toEqual(sicboRound.nets)
    // A Blackjack round of the other table (its own rules snapshot) still recalls.
    expect(otherRules).toBeDefined()
    expect((await call(c, 'history.round', { roundId: otherRules!.roundId })).nets).toEqual(otherRules!.nets)
    for (const [game, open] of Object.entries(recorded.inPlay)) {
      await call(c, 'profiles.select', { id: recorded.profiles[game] as string })
      const ids = (await call(c, 'tables.list', {})).map((t) => t.tableId)
      expect(ids.includes(open.tableId), game).toBe(game !== 'blackjack')
    }
    expect(errors.length).toBe(1)
  })

  it('refuses a round whose step says a newer format, as written by a newer release', async () => {
    const tag = 'db01221'
    const recorded = recordedOf(tag)
    const round = recorded.recalls.find((r): r is RoundRecall => r.refused === undefined && r.game === 'xidach')!
    const dir = storeCopy(tag)
    await newCore(dir).close()
    tamper(dir, [
      'DROP TRIGGER round_events_no_update',
      `UPDATE round_events SET format = 2 WHERE round_id = ${round.roundId}
         AND seq = (SELECT max(seq) FROM round_events WHERE round_id = ${round.roundId})`
    ])
    const c = newCore(dir)
    await expect(attempt(() => call(c, 'history.round', { roundId: round.roundId }))).rejects.toMatchObject({
      code: 'refused',
      i18n: { key: 'saved.newer' }
    })
  })

  it('with a Sic Bo snapshot lacking a row recalls and plays on as before, the row from the preset', async () => {
    const tag = 'db01221'
    const recorded = recordedOf(tag)
    const dir = storeCopy(tag)
    await newCore(dir).close()
    tamper(dir, [
      'DROP TRIGGER rules_snapshots_immutable',
      `UPDATE rules_snapshots SET rules_json = json_remove(rules_json, '$.payTable.combo') WHERE rules_json LIKE '%payTable%'`,
      `UPDATE sessions SET table_json = json_remove(table_json, '$.rules.payTable.combo') WHERE game = 'sicbo'`
    ])
    const c = newCore(dir)
    const db = c.openStore()!.db
    expect(db.prepare(`SELECT count(*) FROM rules_snapshots WHERE rules_json LIKE '%combo%'`).pluck().get()).toBe(0)
    for (const before of recorded.recalls) {
      if (before.refused !== undefined || before.game !== 'sicbo') continue
      const now = await call(c, 'history.round', { roundId: before.roundId })
      expect((now.rules as { payTable: unknown }).payTable).toEqual(MACAU)
      expect(now.nets).toEqual(before.nets)
      expect(now.fairness.verify.state).toBe('verified')
    }
    await call(c, 'profiles.select', { id: recorded.profiles['sicbo'] as string })
    const open = (await call(c, 'tables.list', {})).find((t) => t.tableId === recorded.inPlay['sicbo']?.tableId)
    expect(open?.round).toMatchObject({ roundId: recorded.inPlay['sicbo']?.roundId, over: false })
  })
})

/**
 * A house rule added after these stores were made, with the value meaning "as before": `extraDeck`,
 * "off" (the shoe as it was) or "on" (one more deck in the shoe). The engine is told what the key means
 * by `played`: the rules it replays with. Stored snapshots lack the key; the upgrade fills "off".
 */
const withExtraDeck = rulesUpgrade(blackjackRulesSchema.extend({ extraDeck: z.enum(['off', 'on']) }), {
  ...BLACKJACK_RULES_ADDED,
  extraDeck: 'off'
})
function played(rules: { extraDeck: 'off' | 'on'; decks: number }): unknown {
  const { extraDeck, ...rest } = rules
  return extraDeck === 'on' ? { ...rest, decks: rest.decks + 1 } : rest
}

/** The same for Sic Bo: `generous` "on" pays every row one more. */
const withGenerous = rulesUpgrade(sicboStoredRulesSchema.extend({ generous: z.boolean() }), {
  ...SICBO_RULES_ADDED,
  generous: false
})
function paid(rules: { generous: boolean; payTable: Record<string, number> }): unknown {
  const { generous, ...rest } = rules
  if (!generous) return rest
  return { ...rest, payTable: Object.fromEntries(Object.entries(rest.payTable).map(([k, v]) => [k, v + 1])) }
}

describe.each(RELEASES)('a house rule added after release %s made its store', (tag) => {
  it('leaves every stored round replaying to the nets that release recorded; "on" would not', () => {
    const recorded = recordedOf(tag)
    const c = newCore(storeCopy(tag))
    const store = c.openStore()!
    const history = historyRepo(store)
    const tables = tablesRepo(store)
    let replayed = 0
    const differs = { blackjack: 0, sicbo: 0 }
    let sicboWins = 0
    for (const before of recorded.recalls) {
      if (before.refused !== undefined || (before.game !== 'blackjack' && before.game !== 'sicbo')) continue
      const row = history.round.get(before.roundId)!
      const steps = tables.events(before.roundId)
      const input = {
        config: JSON.parse(row.config_json) as unknown,
        secret: { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: row.nonce },
        start: JSON.parse(steps[0]!.action_json) as StartEntry,
        actions: steps.slice(1).map((e) => ({ actor: e.actor, action: JSON.parse(e.action_json) as unknown }))
      }
      const game = before.game
      const raw = JSON.parse(row.rules_json) as Record<string, unknown>
      // Without its default the new key would refuse every old snapshot: the default is what keeps them.
      if (game === 'blackjack')
        expect(rulesUpgrade(blackjackRulesSchema.extend({ extraDeck: z.enum(['off', 'on']) }), {})(raw, 1).ok).toBe(
          false
        )
      const upgraded = game === 'blackjack' ? withExtraDeck(raw, row.rules_format) : withGenerous(raw, row.rules_format)
      if (!upgraded.ok) throw new Error(upgraded.problem)
      const meaning = (on: boolean): unknown =>
        game === 'blackjack'
          ? played({ ...(upgraded.value as { extraDeck: 'off' | 'on'; decks: number }), extraDeck: on ? 'on' : 'off' })
          : paid({ ...(upgraded.value as { generous: boolean; payTable: Record<string, number> }), generous: on })
      const driver = games.of(game).driver
      const off = replayRound(driver, { ...input, rules: meaning(false) })
      expect(off?.nets, `round ${before.roundId}`).toEqual(before.nets)
      const on = replayRound(driver, { ...input, rules: meaning(true) })
      if (JSON.stringify(on?.nets) !== JSON.stringify(before.nets)) differs[game]++
      if (game === 'sicbo' && (before.netMinor ?? 0) > 0) sicboWins++
      replayed++
    }
    expect(replayed).toBe(9)
    // One more deck deals other cards: some round ends otherwise. A row paying one more changes
    // exactly the rounds the person's bet won.
    expect(differs.blackjack).toBeGreaterThan(0)
    expect(differs.sicbo).toBe(sicboWins)
  })
})
