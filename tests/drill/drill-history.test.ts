/**
 * `drill.history`: every drill's results of the current profile for History, newest first, with each
 * drill's count, best (highest share right, then fastest) and averages worked out here from the
 * answers given and main's clock; another profile's results are not among them.
 */
import { describe, expect, it } from 'vitest'
import { call, newCore } from '../support/core'
import { tempDir } from '../support/temp'
import { parseCard, pipValue, rankOf, type Card } from '@shared/cards'

const v = (c: Card): number => pipValue(rankOf(parseCard(c)!))
const HILO = (x: number): number => (x >= 2 && x <= 6 ? 1 : x === 1 || x === 10 ? -1 : 0)

describe('drill.history', () => {
  it('lists every drill’s results, newest first, with each drill’s best and averages', async () => {
    const clock = { ms: Date.UTC(2026, 0, 15, 12, 0, 0) }
    const core = newCore(tempDir('banxanh-drillhist-'), { now: () => new Date(clock.ms) })
    await call(core, 'profiles.create', { name: 'An' })
    expect(await call(core, 'drill.history', { limit: 10 })).toEqual({ recent: [], stats: [] })

    // A Hi-Lo count right on both counts in 30 s, then one wrong on both in 10 s (timed from the last card
    // shown: 26 cards at a second each).
    const q1 = await call(core, 'drill.countNew', { decks: 1, cards: 26, speedMs: 1000 })
    const rc1 = q1.cards.reduce((s, c) => s + HILO(v(c)), 0)
    clock.ms += 26_000 + 30_000
    await call(core, 'drill.countCheck', { drillId: q1.drillId, running: rc1, trueCount: rc1 / 0.5 })
    const q2 = await call(core, 'drill.countNew', { decks: 1, cards: 26, speedMs: 1000 })
    const rc2 = q2.cards.reduce((s, c) => s + HILO(v(c)), 0)
    clock.ms += 26_000 + 10_000
    await call(core, 'drill.countCheck', { drillId: q2.drillId, running: rc2 + 1, trueCount: rc2 / 0.5 + 0.75 })
    // A Sic Bo payout drill answered with a total no roll pays, in 5 s.
    const q3 = await call(core, 'drill.new', { game: 'sicbo', rules: { preset: 'macau' }, bets: 3 })
    clock.ms += 5_000
    await call(core, 'drill.check', { drillId: q3.drillId, answer: { mode: 'total', totalMinor: 99_999_999_999 } })

    const h = await call(core, 'drill.history', { limit: 10 })
    expect(h.recent.map((r) => [r.drill, r.score, r.outOf, r.durationMs, r.correct])).toEqual([
      ['sicbo-payout', 0, 1, 5_000, false],
      ['bj-count', 0, 2, 10_000, false],
      ['bj-count', 2, 2, 30_000, true]
    ])
    expect(h.stats.map((s) => s.drill)).toEqual(['sicbo-payout', 'bj-count'])
    const count = h.stats.find((s) => s.drill === 'bj-count')!
    expect(count.count).toBe(2)
    expect([count.best.score, count.best.durationMs]).toEqual([2, 30_000])
    expect(count.averageShare).toBeCloseTo(0.5, 12)
    expect(count.averageMs).toBeCloseTo(20_000, 9)
    expect((await call(core, 'drill.history', { limit: 1 })).recent).toHaveLength(1)

    // Another profile sees none of them.
    await call(core, 'profiles.create', { name: 'Bình' })
    expect(await call(core, 'drill.history', { limit: 10 })).toEqual({ recent: [], stats: [] })
  })
})
