/**
 * The randomized kill test in `npm test` (issue 12): about a minute of SIGKILLs across the three games
 * (tests/host/kill-harness.ts says what is checked after each restart). `npm run soak -- --kills N`
 * runs the same test longer.
 */
import { describe, expect, it } from 'vitest'
import { runKills } from './kill-harness'

const KILLS = 50

describe('a host killed at random points', () => {
  it(`loses no acknowledged action, applies none twice, and keeps the ledger at zero (${KILLS} kills)`, async () => {
    const report = await runKills({ kills: KILLS })
    expect(report.anomalies).toEqual([])
    expect(report.kills).toBe(KILLS)
    // The kills really came in play: rounds were settled in more than one game, and some kills hit a call on its way.
    expect(report.roundsSettled).toBeGreaterThan(0)
    expect(Object.keys(report.games).length).toBeGreaterThan(1)
    expect(report.inFlight).toBeGreaterThan(0)
  }, 600_000)
})
