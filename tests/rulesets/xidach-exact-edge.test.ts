/**
 * The exact heads-up Xì dách edge through core (issue 35): every `analysis.edge` ask for Xì dách rules starts it in
 * the worker without waiting (the answer says `running`), and its figures are exact-edge.ts's own, run
 * in this thread; a ruleset saved starts it straight away; past its time budget it says so and the
 * simulation starts by itself, so there is always a figure. (core/index.ts hands `rulesets.create` and
 * `rulesets.save` answers to `warmEdge`, which hands them to the game's module.)
 */
import { afterAll, describe, expect, it } from 'vitest'
import { createCore } from '../../src/core/index'
import { warmEdge } from '../../src/core/analysis/index'
import type { AnalysisWorkers } from '../../src/core/analysis/game'
import { games } from '../../src/core/games/registry'
import { resolveXidachRules, type XidachRules } from '@shared/games/xidach'
import type { XidachEdgeInfo } from '@shared/contract/analysis'
import { exactXidachEdge } from '../../src/core/engine/games/xidach'
import { XidachExactClient } from '../../src/core/workers'
import { tempDir } from '../support/temp'
import { xidachEdge } from '../support/edge'

type Core = ReturnType<typeof createCore>
const cores: Core[] = []
function start(budget?: number): Core {
  const c = createCore({
    dataDir: tempDir('banxanh-xidach-exact-'),
    host: 'web',
    backups: false,
    log: { error: () => {}, warn: () => {} },
    xidachEdgeRounds: 2000,
    ...(budget === undefined ? {} : { xidachExactBudget: budget })
  })
  cores.push(c)
  return c
}
afterAll(async () => {
  for (const c of cores) await c.close()
})

function rules(keys: unknown): XidachRules {
  const r = resolveXidachRules(keys)
  if (!r.ok) throw new Error(r.message)
  return r.rules
}

async function exactDone(c: Core, keys: Record<string, unknown>): Promise<XidachEdgeInfo> {
  for (;;) {
    const r = await xidachEdge(c, { keys })
    if (r.exact.state !== 'running') return r
    await new Promise((res) => setTimeout(res, 50))
  }
}

describe('analysis.edge (xidach): the exact heads-up figures', () => {
  it('are started by any ask, never waited for, and are exact-edge.ts’s own; no simulation starts', async () => {
    const c = start()
    const keys = { preset: 'pho-bien' }
    const first = await xidachEdge(c, { keys })
    expect(first.exact.state).toBe('running')
    expect(first.state).toBe('idle')
    const done = await exactDone(c, keys)
    expect(done.exact.state).toBe('ok')
    expect(
      done.exact.results.map((r) => r.exact),
      JSON.stringify(done.exact.results)
    ).toEqual([true, true])
    expect(done.state).toBe('idle')
    expect(done.exact.results.map((r) => r.dealer)).toEqual(['simple', 'shrewd'])
    for (const r of done.exact.results) {
      if (!r.exact) throw new Error(`${r.dealer}: not exact`)
      const direct = exactXidachEdge(rules(keys), r.dealer)
      expect(r.playerEvPercent).toBeCloseTo(direct.playerEv * 100, 4)
      expect(r.houseEdgePercent).toBeCloseTo(direct.houseEdge * 100, 4)
      expect(r.ms).toBeGreaterThanOrEqual(0)
    }
    // Kept: asked again (the same rules written otherwise), the same figures at once.
    const again = await xidachEdge(c, { keys: { preset: 'pho-bien', denAt: 28 } })
    expect(again.exact).toEqual(done.exact)
  })

  it('past the time budget: not exact, said so, and the simulation runs without being asked', async () => {
    const c = start(0)
    const keys = { preset: 'online' }
    const done = await exactDone(c, keys)
    expect(done.exact.results).toEqual([
      expect.objectContaining({ dealer: 'simple', exact: false, reason: 'too-slow' }),
      expect.objectContaining({ dealer: 'shrewd', exact: false, reason: 'too-slow' })
    ])
    expect(['running', 'ok']).toContain(done.state)
  })

  it('a ruleset saved has its figures started at once', async () => {
    const client = new XidachExactClient()
    try {
      const r = rules({ preset: 'tet', pay: { nguLinh: 3 } })
      expect(client.peek(r)).toBeUndefined()
      // Only the exact worker is lent: a game's warm-up that reached for another would throw here.
      const workers = { xidachExact: client } as unknown as AnalysisWorkers
      warmEdge(games, workers, { game: 'xidach', shown: { keys: { preset: 'tet', 'pay.nguLinh': 3 } } })
      expect(client.peek(r)?.state).toBe('running')
      // Another game's ruleset starts nothing here (Blackjack's edge is exact when asked; Sic Bo's needs no worker).
      warmEdge(games, workers, { game: 'blackjack', shown: { keys: { preset: 'tet' } } })
      warmEdge(games, workers, { game: 'sicbo', shown: { keys: { preset: 'tet' } } })
      expect(client.peek(rules({ preset: 'tet' }))).toBeUndefined()
    } finally {
      await client.close()
    }
  })
})
