/**
 * Saved rulesets through core: presets, create from a preset, edit as new immutable versions,
 * duplicate, delete only while unused; a table opened with a ruleset records its version; editing
 * never changes a past round; refusals name the key; Sic Bo's live house edges.
 */
import { describe, expect, it } from 'vitest'
import { savedRuleset } from '../../src/core/rulesets/index'
import { call, newCore, profileWith } from '../support/core'
import { openSicbo, playSicbo } from '../support/sicbo'
import { PUBLISHED_PAY_TABLES } from '../support/sicbo-pay-tables'

const rejects = (p: Promise<unknown>) => expect(p).rejects

describe('rulesets', () => {
  it('lists the presets of each game, read-only, saying what each follows', async () => {
    const c = newCore()
    const all = await call(c, 'rulesets.presets', {})
    expect(all.map((p) => `${p.game}/${p.preset}`)).toEqual([
      'xidach/wiki',
      'xidach/online',
      'xidach/tet',
      'xidach/pho-bien',
      'blackjack/club99',
      'blackjack/vegas-6d',
      'blackjack/european',
      'blackjack/single-deck',
      'sicbo/trainer',
      'sicbo/atlantic-city',
      'sicbo/macau'
    ])
    const club = all.find((p) => p.preset === 'club99')!
    expect(club.isDefault).toBe(true)
    // What the rules are, in each language (issue 32: no citation in place of the rules).
    expect(club.follows.en).toContain('Six decks; the dealer stands on soft 17; late surrender')
    expect(club.follows.vi).toContain('Sáu bộ bài')
    expect(club.keys).toMatchObject({ preset: 'club99', decks: 6, charlie: 11, decisionSeconds: 20 })
    expect((await call(c, 'rulesets.presets', { game: 'sicbo' })).map((p) => p.preset)).toEqual([
      'trainer',
      'atlantic-city',
      'macau'
    ])
  })

  it('creates, edits as versions, duplicates and deletes; names unique per game', async () => {
    const c = newCore()
    const created = await call(c, 'rulesets.create', {
      game: 'blackjack',
      name: '  Nhà Tư  ',
      preset: 'vegas-6d',
      keys: { decks: 2 }
    })
    expect(created).toMatchObject({ game: 'blackjack', name: 'Nhà Tư', version: 1, preset: 'vegas-6d', sessions: 0 })
    expect(created.keys).toMatchObject({ preset: 'vegas-6d', decks: 2, resplitAces: true, surrender: 'late' })
    await rejects(call(c, 'rulesets.create', { game: 'blackjack', name: 'nhà tư', preset: 'club99' })).toMatchObject({
      code: 'conflict'
    })
    // The same name in another game is fine.
    await call(c, 'rulesets.create', { game: 'sicbo', name: 'Nhà Tư', preset: 'macau' })

    const v2 = await call(c, 'rulesets.save', {
      id: created.id,
      baseVersion: 1,
      keys: { ...created.keys, decks: 4, dealerHitsSoft17: true }
    })
    expect(v2.version).toBe(2)
    expect(v2.versions.map((v) => v.version)).toEqual([1, 2])
    expect(v2.shown.keys).toMatchObject({ decks: 4, dealerHitsSoft17: true })
    // Saving over an older version is a conflict; saving nothing new adds no version.
    await rejects(call(c, 'rulesets.save', { id: created.id, baseVersion: 1, keys: created.keys })).toMatchObject({
      code: 'conflict'
    })
    expect((await call(c, 'rulesets.save', { id: created.id, baseVersion: 2, keys: v2.keys })).version).toBe(2)
    const old = await call(c, 'rulesets.get', { id: created.id, version: 1 })
    expect(old.shown.keys).toMatchObject({ decks: 2, dealerHitsSoft17: false })
    expect(old.version).toBe(2)

    const copy = await call(c, 'rulesets.duplicate', { id: created.id, version: 1, name: 'Bản sao' })
    expect(copy).toMatchObject({ version: 1, name: 'Bản sao' })
    expect(copy.id).not.toBe(created.id)
    expect(copy.keys).toEqual(old.shown.keys)
    expect((await call(c, 'rulesets.list', { game: 'blackjack' })).map((r) => r.name)).toEqual(['Bản sao', 'Nhà Tư'])
    const left = await call(c, 'rulesets.delete', { id: copy.id, confirm: true })
    expect(left.map((r) => r.id)).toEqual([created.id])
    await rejects(call(c, 'rulesets.get', { id: copy.id })).toMatchObject({ code: 'not-found' })
  })

  it('refuses a key out of range or an impossible combination, naming the key', async () => {
    const c = newCore()
    await rejects(
      call(c, 'rulesets.create', { game: 'xidach', name: 'X', preset: 'wiki', keys: { playerMin: 17 } })
    ).toMatchObject({
      code: 'refused',
      message: expect.stringMatching(/^rules\.playerMin: .*14 to 16/)
    })
    await rejects(
      call(c, 'rulesets.create', { game: 'blackjack', name: 'B', preset: 'club99', keys: { surrender: 'early' } })
    ).toMatchObject({
      code: 'refused',
      message: expect.stringMatching(/^rules\.surrender: .*peek/)
    })
    await rejects(
      call(c, 'rulesets.create', { game: 'sicbo', name: 'S', preset: 'trainer', keys: { minBet: 10, maxBet: 5 } })
    ).toMatchObject({
      message: expect.stringMatching(/^rules\.maxBet: /)
    })
    await rejects(call(c, 'rulesets.create', { game: 'sicbo', name: 'S', preset: 'vegas' })).toMatchObject({
      message: expect.stringMatching(/^rules\.preset: /)
    })
    const check = await call(c, 'rulesets.validate', { game: 'xidach', keys: { 'pay.xiBang': 11 } })
    expect(check).toMatchObject({ ok: false, path: 'pay.xiBang' })
    expect(await call(c, 'rulesets.list', {})).toEqual([])
  })

  it("shows each Sic Bo spot's house edge, live, as the pay table is edited", async () => {
    const c = newCore()
    // Independent: every ordered roll of three dice, the spot's net per unit staked.
    const rolls: number[][] = []
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let d = 1; d <= 6; d++) rolls.push([a, b, d])
    const edge = (wins: (r: number[]) => number | null): number => {
      let net = 0
      for (const r of rolls) {
        const pays = wins(r)
        net += pays === null ? -1 : pays
      }
      return (-net / 216) * 100
    }
    const count = (r: number[], f: number) => r.filter((x) => x === f).length
    const triple = (r: number[]) => r[0] === r[1] && r[1] === r[2]
    const sum = (r: number[]) => r[0]! + r[1]! + r[2]!
    // The trainer table with double paying 20.
    const table = { ...PUBLISHED_PAY_TABLES.trainer, double: 20 }
    const r = await call(c, 'rulesets.validate', { game: 'sicbo', keys: { preset: 'trainer', payTable: table } })
    if (!r.ok) throw new Error(r.message)
    const of = (spot: string) => r.houseEdges!.find((e) => e.spot === spot)!.percent
    expect(of('small')).toBeCloseTo(
      edge((x) => (!triple(x) && sum(x) <= 10 ? 1 : null)),
      10
    )
    expect(of('single:4')).toBeCloseTo(
      edge((x) => (count(x, 4) === 0 ? null : count(x, 4))),
      10
    )
    expect(of('double:2')).toBeCloseTo(
      edge((x) => (count(x, 2) >= 2 ? 20 : null)),
      10
    )
    expect(of('double:2')).toBeLessThan(0) // 20 to 1 favours the player
    expect(r.houseEdges).toHaveLength(50)
  })

  it('opens a table with a ruleset version; editing the ruleset never changes a past round', async () => {
    const c = newCore()
    await profileWith(c, 'An', 1000)
    const rs = await call(c, 'rulesets.create', {
      game: 'sicbo',
      name: 'Bàn nhà',
      preset: 'trainer',
      keys: { maxBet: 20 }
    })
    const t = await openSicbo(c, { rulesetId: rs.id })
    expect(t.rulesName).toBe('Bàn nhà')
    expect(t.rules).toMatchObject({ maxBetMinor: 2000 })
    const played = await playSicbo(c, t.tableId, [{ spot: 'small', amountMinor: 1500 }])
    await call(c, 'tables.close', { tableId: t.tableId })
    // A bet over the ruleset's maximum was refused at that table.
    const t2 = await openSicbo(c, { rulesetId: rs.id, version: 1 })
    const started = await call(c, 'tables.start', { tableId: t2.tableId, stakes: [] })
    await rejects(
      call(c, 'tables.act', {
        tableId: t2.tableId,
        roundId: started.round!.roundId,
        version: started.round!.version,
        seat: 'you',
        action: { type: 'bet', spot: 'big', amountMinor: 2500 }
      })
    ).toMatchObject({ code: 'refused' })
    await call(c, 'tables.act', {
      tableId: t2.tableId,
      roundId: started.round!.roundId,
      version: started.round!.version,
      seat: 'dealer',
      action: { type: 'close' }
    })
    await call(c, 'tables.close', { tableId: t2.tableId })

    const v2 = await call(c, 'rulesets.save', {
      id: rs.id,
      baseVersion: 1,
      name: 'Bàn nhà mới',
      keys: { ...rs.keys, maxBet: 500, oddEven: true }
    })
    expect(v2.version).toBe(2)
    const recall = await call(c, 'history.round', { roundId: played.roundId })
    expect(recall.rules).toMatchObject({ maxBetMinor: 2000, oddEven: false })
    expect(recall.rulesName).toBe('Bàn nhà')
    const sessions = await call(c, 'history.sessions', {})
    expect(sessions.items.map((s) => [s.rulesetId, s.rulesetVersion])).toEqual([
      [rs.id, 1],
      [rs.id, 1]
    ])
    // A new table takes the latest version.
    const t3 = await openSicbo(c, { rulesetId: rs.id })
    expect(t3.rules).toMatchObject({ maxBetMinor: 50_000, oddEven: true })
    expect(t3.rulesName).toBe('Bàn nhà mới')
    await call(c, 'tables.close', { tableId: t3.tableId })
    expect((await call(c, 'history.sessions', { sort: 'date', order: 'desc', limit: 1 })).items[0]).toMatchObject({
      rulesetId: rs.id,
      rulesetVersion: 2
    })

    // In use: it cannot be deleted, and the refusal says why.
    await rejects(call(c, 'rulesets.delete', { id: rs.id, confirm: true })).toMatchObject({
      code: 'refused',
      message: expect.stringContaining('3 sessions')
    })
    // A ruleset belongs to one game.
    expect(() => savedRuleset(c.openStore()!, 'blackjack', { rulesetId: rs.id })).toThrow(/is for sicbo, not blackjack/)
    await rejects(
      call(c, 'tables.open', { game: 'sicbo', ruleset: { rulesetId: rs.id, version: 9 }, config: {} })
    ).toMatchObject({ code: 'not-found' })
  })
})
