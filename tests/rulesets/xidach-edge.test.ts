/**
 * `analysis.xidachEdge` through core: the simulated house edge against each dealer AI, run in a worker
 * with its progress, cached per ruleset, cancellable; refused rules name the key. The figures must be
 * the simulator's own (`simulateXidach`, the same seed and rounds) run in this thread.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { createCore } from '../../src/main/core/index'
import { resolveXidachRules } from '@shared/games/xidach'
import { simulateXidach } from '../../src/sim/xidach'
import { EDGE_SEED } from '../../src/main/engine/games/xidach'
import { tempDir } from '../support/temp'
import { call } from '../support/core'

const ROUNDS = 3000
const c = createCore({
  dataDir: tempDir('banxanh-xidach-edge-'),
  host: 'web',
  backups: false,
  log: { error: () => {}, warn: () => {} },
  xidachEdgeRounds: ROUNDS
})
afterAll(() => c.close())

async function until(keys: Record<string, unknown>): Promise<Awaited<ReturnType<typeof once>>> {
  for (;;) {
    const r = await once(keys)
    if (r.state !== 'running') return r
    await new Promise((res) => setTimeout(res, 20))
  }
}
const once = (keys: Record<string, unknown>) => call(c, 'analysis.xidachEdge', { keys })

describe('analysis.xidachEdge', () => {
  it('is idle until asked to start, then runs both dealer AIs to the simulator’s own figures', async () => {
    const keys = { preset: 'tet', denAt: 28 }
    expect((await once(keys)).state).toBe('idle')
    const first = await call(c, 'analysis.xidachEdge', { keys, start: true })
    expect(first.state).toBe('running')
    expect(first.roundsPerDealer).toBe(ROUNDS)
    const done = await until(keys)
    expect(done.state).toBe('ok')
    expect(done.done).toBe(1)
    expect(done.results.map((r) => r.dealer)).toEqual(['simple', 'shrewd'])
    const rules = resolveXidachRules(keys)
    if (!rules.ok) throw new Error(rules.message)
    for (const r of done.results) {
      const direct = simulateXidach(rules.rules, r.dealer, ROUNDS, EDGE_SEED)
      expect(r.rounds).toBe(ROUNDS)
      expect(r.houseEdgePercent).toBeCloseTo(direct.house.edge * 100, 4)
      expect(r.loPercent).toBeCloseTo(direct.house.lo * 100, 4)
      expect(r.hiPercent).toBeCloseTo(direct.house.hi * 100, 4)
      expect(r.loPercent).toBeLessThan(r.hiPercent)
    }
    // Cached: asking again (even to start) answers the kept result at once.
    const again = await call(c, 'analysis.xidachEdge', { keys: { denAt: 28, preset: 'tet' }, start: true })
    expect(again).toEqual(done)
  })

  it('can be cancelled while running, and started afresh', async () => {
    const slow = createCore({
      dataDir: tempDir('banxanh-xidach-edge-slow-'),
      host: 'web',
      backups: false,
      log: { error: () => {}, warn: () => {} },
      xidachEdgeRounds: 50_000_000
    })
    try {
      const keys = { preset: 'online' }
      const started = await call(slow, 'analysis.xidachEdge', { keys, start: true })
      expect(started.state).toBe('running')
      const cancelled = await call(slow, 'analysis.xidachEdgeCancel', { keys })
      expect(cancelled.state).toBe('cancelled')
      expect((await call(slow, 'analysis.xidachEdge', { keys })).state).toBe('cancelled')
      expect((await call(slow, 'analysis.xidachEdge', { keys, start: true })).state).toBe('running')
      await call(slow, 'analysis.xidachEdgeCancel', { keys })
    } finally {
      await slow.close()
    }
  })

  it('refuses bad rules naming the key', async () => {
    await expect(call(c, 'analysis.xidachEdge', { keys: { playerMin: 30 }, start: true })).rejects.toMatchObject({
      code: 'refused',
      message: expect.stringContaining('playerMin')
    })
  })
})

describe('analysis.xidachEdge: simulations at once', () => {
  it('a third run makes the least recently asked of two running give way', async () => {
    const slow = createCore({
      dataDir: tempDir('banxanh-xidach-edge-many-'),
      host: 'web',
      backups: false,
      log: { error: () => {}, warn: () => {} },
      xidachEdgeRounds: 50_000_000
    })
    try {
      const a = { preset: 'wiki' }
      const b = { preset: 'online' }
      const d = { preset: 'tet' }
      expect((await call(slow, 'analysis.xidachEdge', { keys: a, start: true })).state).toBe('running')
      expect((await call(slow, 'analysis.xidachEdge', { keys: b, start: true })).state).toBe('running')
      // a asked again: b is now the least recently asked.
      expect((await call(slow, 'analysis.xidachEdge', { keys: a })).state).toBe('running')
      expect((await call(slow, 'analysis.xidachEdge', { keys: d, start: true })).state).toBe('running')
      expect((await call(slow, 'analysis.xidachEdge', { keys: b })).state).toBe('cancelled')
      expect((await call(slow, 'analysis.xidachEdge', { keys: a })).state).toBe('running')
    } finally {
      await slow.close()
    }
  })
})
