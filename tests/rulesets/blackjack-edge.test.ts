/** `analysis.edge` for Blackjack rules through core: the exact edge of house rules, refusals naming the key. */
import { afterAll, describe, expect, it } from 'vitest'
import { call, newCore } from '../support/core'
import { blackjackEdge, xidachEdge } from '../support/edge'

const c = newCore()
afterAll(() => c.close())

describe('analysis.edge (blackjack)', () => {
  it('gives the exact edge of the keys being edited (6D S17 DAS: Farmer −0.402870 %)', async () => {
    const r = await blackjackEdge(c, {
      keys: { preset: 'vegas-6d', resplitAces: false, surrender: 'none' }
    })
    expect(r.method).toBe('exact-cdz-')
    expect(Math.abs(r.playerEvPercent - -0.40287)).toBeLessThanOrEqual(0.001)
    expect(r.houseEdgePercent).toBeCloseTo(-r.playerEvPercent, 9)
    expect(Object.keys(r.byUpcard)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A'])
    expect(r.chart['H16']).toHaveLength(10)
  }, 60_000)

  it('follows a key as it changes (H17 costs the player)', async () => {
    const s17 = await blackjackEdge(c, { keys: { preset: 'vegas-6d' } })
    const h17 = await blackjackEdge(c, { keys: { preset: 'vegas-6d', dealerHitsSoft17: true } })
    expect(h17.playerEvPercent).toBeLessThan(s17.playerEvPercent - 0.15)
  }, 60_000)

  it('stands on hard 18–20 against every up-card in the chart, as every published basic strategy does', async () => {
    // H20's only two-card hand is T,T, which sits on its pair row: the row was left empty and read
    // "hit" across, shown in the chart and given as the "why" of hard-20 grades.
    for (const preset of ['vegas-6d', 'single-deck', 'european']) {
      const r = await blackjackEdge(c, { keys: { preset } })
      for (const row of ['H18', 'H19', 'H20']) expect(r.chart[row], `${preset} ${row}`).toEqual(Array(10).fill('stand'))
    }
  }, 120_000)

  it('gives each double or surrender cell its fallback, as published charts write Dh, Ds, Rh, Rs, Rp', async () => {
    // Published 4–8 deck H17 DAS late-surrender basic strategy (Wizard of Odds): 11 v 6 Dh, A,7 v 3–6 Ds,
    // 16 v T Rh, 17 v A Rs, 8,8 v A Rp; every other cell's fallback is the cell's own play.
    const r = await blackjackEdge(c, {
      keys: { preset: 'vegas-6d', dealerHitsSoft17: true, surrender: 'late' }
    })
    const UPS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A']
    const cell = (row: string, up: string) => [r.chart[row]![UPS.indexOf(up)], r.chartElse[row]![UPS.indexOf(up)]]
    expect(cell('H11', '6')).toEqual(['double', 'hit'])
    for (const up of ['3', '4', '5', '6']) expect(cell('S18', up)).toEqual(['double', 'stand'])
    expect(cell('H16', 'T')).toEqual(['surrender', 'hit'])
    expect(cell('H17', 'A')).toEqual(['surrender', 'stand'])
    expect(cell('8,8', 'A')).toEqual(['surrender', 'split'])
    for (const [row, plays] of Object.entries(r.chart))
      plays.forEach((p, i) => {
        const other = r.chartElse[row]![i]
        if (p === 'double' || p === 'surrender') expect(['hit', 'stand', 'split']).toContain(other)
        else expect(other).toBe(p)
      })
  }, 60_000)

  it('answers tagged with the game asked about, and refuses a game without the analysis by its schema', async () => {
    const bj = await call(c, 'analysis.edge', { game: 'blackjack', keys: { preset: 'vegas-6d' } })
    expect(bj.game).toBe('blackjack')
    // The same keys' object read as Xì dách rules: a different game's answer, not Blackjack's figures.
    const xd = await xidachEdge(c, { keys: { preset: 'tet' } })
    expect(xd.roundsPerDealer).toBeGreaterThan(0)
    // Sic Bo's edges come from its pay table (rulesets.validate), so it is not one of the schema's games.
    const sicbo = { game: 'sicbo', keys: { preset: 'macau' } } as unknown as Parameters<typeof call<'analysis.edge'>>[2]
    await expect(call(c, 'analysis.edge', sicbo)).rejects.toMatchObject({ code: 'bad-request' })
    const cancel = { game: 'blackjack', keys: {} } as unknown as Parameters<typeof call<'analysis.edgeCancel'>>[2]
    await expect(call(c, 'analysis.edgeCancel', cancel)).rejects.toMatchObject({ code: 'bad-request' })
  }, 60_000)

  it('refuses bad keys naming the key', async () => {
    await expect(blackjackEdge(c, { keys: { decks: 12 } })).rejects.toMatchObject({
      code: 'refused',
      message: expect.stringContaining('decks')
    })
  })
})
