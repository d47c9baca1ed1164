/**
 * `analysis.edge` for Xì dách rules through core: the simulated house edge against each dealer AI, run in a worker
 * with its progress, cached per ruleset, cancellable; refused rules name the key. The figures must be
 * the simulator's own (`simulateXidach`, the same seed and rounds) run in this thread. Finished runs
 * are kept in the data folder for the next start, as long as the file is this build's and whole.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createCore } from '../../src/core/index'
import { resolveXidachRules } from '@shared/games/xidach'
import { simulateXidach } from '../../src/sim/xidach'
import { EDGE_SEED } from '../../src/core/workers'
import { tempDir } from '../support/temp'
import { newCore } from '../support/core'
import { xidachEdge, xidachEdgeCancel } from '../support/edge'
import { EDGE_FILE } from '../../src/core/analysis/xidach-edge-file'
import { APP_VERSION } from '../../src/core/version'
import type { XidachEdgeInfo } from '@shared/contract/analysis'

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
const once = (keys: Record<string, unknown>) => xidachEdge(c, { keys })
/**
 * The simulation's part of an answer: every ask also starts (or reads) the exact heads-up figures, whose
 * state and times depend on when they were asked (tests/rulesets/xidach-exact-edge.test.ts checks them).
 */
const sim = (info: XidachEdgeInfo): Omit<XidachEdgeInfo, 'exact'> => {
  const { exact, ...rest } = info
  void exact
  return rest
}

describe('analysis.edge (xidach)', () => {
  it('is idle until asked to start, then runs both dealer AIs to the simulator’s own figures', async () => {
    const keys = { preset: 'tet', denAt: 28 }
    expect((await once(keys)).state).toBe('idle')
    const first = await xidachEdge(c, { keys, start: true })
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
    const again = await xidachEdge(c, { keys: { denAt: 28, preset: 'tet' }, start: true })
    expect(sim(again)).toEqual(sim(done))
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
      const started = await xidachEdge(slow, { keys, start: true })
      expect(started.state).toBe('running')
      const cancelled = await xidachEdgeCancel(slow, { keys })
      expect(cancelled.state).toBe('cancelled')
      expect((await xidachEdge(slow, { keys })).state).toBe('cancelled')
      expect((await xidachEdge(slow, { keys, start: true })).state).toBe('running')
      await xidachEdgeCancel(slow, { keys })
    } finally {
      await slow.close()
    }
  })

  it('refuses bad rules naming the key', async () => {
    await expect(xidachEdge(c, { keys: { playerMin: 30 }, start: true })).rejects.toMatchObject({
      code: 'refused',
      message: expect.stringContaining('playerMin')
    })
  })
})

describe('analysis.edge (xidach): simulations at once', () => {
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
      expect((await xidachEdge(slow, { keys: a, start: true })).state).toBe('running')
      expect((await xidachEdge(slow, { keys: b, start: true })).state).toBe('running')
      // a asked again: b is now the least recently asked.
      expect((await xidachEdge(slow, { keys: a })).state).toBe('running')
      expect((await xidachEdge(slow, { keys: d, start: true })).state).toBe('running')
      expect((await xidachEdge(slow, { keys: b })).state).toBe('cancelled')
      expect((await xidachEdge(slow, { keys: a })).state).toBe('running')
    } finally {
      await slow.close()
    }
  })
})

describe('analysis.edge (xidach): kept across a restart (xidach-edges.json)', () => {
  const keys = { preset: 'wiki', denAt: 28 }
  /** A core on `dir` as the app starts one; its warnings collected. */
  const start = (dir: string, rounds = ROUNDS, warnings: string[] = []) =>
    newCore(dir, { xidachEdgeRounds: rounds, log: { error: () => {}, warn: (m: string) => warnings.push(m) } })
  async function finished(core: ReturnType<typeof newCore>) {
    await xidachEdge(core, { keys, start: true })
    for (;;) {
      const r = await xidachEdge(core, { keys })
      if (r.state !== 'running') return r
      await new Promise((res) => setTimeout(res, 20))
    }
  }

  it('a finished run is shown after a restart without being run again', async () => {
    const dir = tempDir('banxanh-xidach-edge-kept-')
    const first = start(dir)
    const done = await finished(first)
    expect(done.state).toBe('ok')
    await first.close()
    const again = start(dir)
    // Not asked to start: without the file this is 'idle' ("not computed for these rules").
    expect(sim(await xidachEdge(again, { keys }))).toEqual(sim(done))
    // Other rules were never run.
    expect((await xidachEdge(again, { keys: { preset: 'tet' } })).state).toBe('idle')
  })

  it('a file of other rounds, another build, or damaged is ignored, and replaced by the next finished run', async () => {
    const dir = tempDir('banxanh-xidach-edge-stale-')
    const first = start(dir)
    const done = await finished(first)
    await first.close()
    const file = join(dir, EDGE_FILE)
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { build: string; runs: Record<string, unknown> }
    expect(kept.build).toBe(APP_VERSION)

    // Other rounds: other figures, so not these.
    const more = start(dir, ROUNDS + 1)
    expect((await xidachEdge(more, { keys })).state).toBe('idle')
    await more.close()
    // Another build's dealer AIs may play differently.
    writeFileSync(file, JSON.stringify({ ...kept, build: `${APP_VERSION}-other` }))
    const other = start(dir)
    expect((await xidachEdge(other, { keys })).state).toBe('idle')
    await other.close()
    // An entry that is not a whole run (a figure that is not a number) is dropped.
    const [key, run] = Object.entries(kept.runs)[0] as [string, Array<Record<string, unknown>>]
    writeFileSync(file, JSON.stringify({ ...kept, runs: { [key]: [{ ...run[0], edge: 'big' }, run[1]] } }))
    const bad = start(dir)
    expect((await xidachEdge(bad, { keys })).state).toBe('idle')
    await bad.close()
    // A damaged file: ignored, and the next finished run writes it whole again.
    writeFileSync(file, '{"format":1,"build":')
    const damaged = start(dir)
    expect((await xidachEdge(damaged, { keys })).state).toBe('idle')
    expect(sim(await finished(damaged))).toEqual(sim(done))
    await damaged.close()
    expect(sim(await xidachEdge(start(dir), { keys }))).toEqual(sim(done))
  })

  it('a folder it cannot write to keeps the figures for this run only, with one warning', async () => {
    const dir = tempDir('banxanh-xidach-edge-unwritable-')
    // Something else at the temporary name: the write fails whoever runs the test (root included).
    mkdirSync(join(dir, `${EDGE_FILE}.partial`))
    const warnings: string[] = []
    const core = start(dir, ROUNDS, warnings)
    const done = await finished(core)
    expect(done.state).toBe('ok')
    expect(sim(await xidachEdge(core, { keys }))).toEqual(sim(done))
    expect(existsSync(join(dir, EDGE_FILE))).toBe(false)
    expect(warnings.filter((w) => w.includes(EDGE_FILE))).toHaveLength(1)
  })
})
