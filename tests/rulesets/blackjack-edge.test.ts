/** `analysis.blackjackEdge` through core: the exact edge of house rules, refusals naming the key. */
import { afterAll, describe, expect, it } from 'vitest'
import { call, newCore } from '../support/core'

const c = newCore()
afterAll(() => c.close())

describe('analysis.blackjackEdge', () => {
  it('gives the exact edge of the keys being edited (6D S17 DAS: Farmer −0.402870 %)', async () => {
    const r = await call(c, 'analysis.blackjackEdge', {
      keys: { preset: 'vegas-6d', resplitAces: false, surrender: 'none' }
    })
    expect(r.method).toBe('exact-cdz-')
    expect(Math.abs(r.playerEvPercent - -0.40287)).toBeLessThanOrEqual(0.001)
    expect(r.houseEdgePercent).toBeCloseTo(-r.playerEvPercent, 9)
    expect(Object.keys(r.byUpcard)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A'])
    expect(r.chart['H16']).toHaveLength(10)
  }, 60_000)

  it('follows a key as it changes (H17 costs the player)', async () => {
    const s17 = await call(c, 'analysis.blackjackEdge', { keys: { preset: 'vegas-6d' } })
    const h17 = await call(c, 'analysis.blackjackEdge', { keys: { preset: 'vegas-6d', dealerHitsSoft17: true } })
    expect(h17.playerEvPercent).toBeLessThan(s17.playerEvPercent - 0.15)
  }, 60_000)

  it('refuses bad keys naming the key', async () => {
    await expect(call(c, 'analysis.blackjackEdge', { keys: { decks: 12 } })).rejects.toMatchObject({
      code: 'refused',
      message: expect.stringContaining('decks')
    })
  })
})
