/**
 * The exact heads-up Xì dách edge (exact-edge.ts, issue 35) on one pack, every preset against both dealer
 * AIs: played out through the engine (`SimTable`: `restartRound` + `apply`, the dealer AI deciding from
 * its own view) with the best play the solver found, the exact figure lies within the simulation's 99 %
 * interval. (Small decks against a brute force through the engine: xidach-exact-edge.test.ts.)
 */
import { describe, expect, it } from 'vitest'
import { resolveXidachRules, XIDACH_PRESETS } from '@shared/games/xidach'
import { exactXidachEdge } from '../../src/core/engine/games/xidach'
import { simulateHeadsUp, strategyPlay } from '../../src/sim/xidach-heads-up'

// 60,000 rounds per line, seed 35: a 99 % interval of about ± 1.1 % of the stake around the simulated
// mean (docs/sim-xidach.md gives 1,000,000-round figures, about ± 0.27 %).
const ROUNDS = 60_000

describe('exact heads-up edge: one pack, every preset', () => {
  for (const preset of XIDACH_PRESETS) {
    for (const dealer of ['simple', 'shrewd'] as const) {
      it(`${preset} / ${dealer}: the exact figure lies within the 99 % interval of its best play simulated`, () => {
        const r = resolveXidachRules({ preset })
        if (!r.ok) throw new Error(r.message)
        const e = exactXidachEdge(r.rules, dealer)
        const sim = simulateHeadsUp(r.rules, dealer, strategyPlay(e.strategy), ROUNDS, 35)
        expect(sim.hi - sim.lo).toBeLessThan(0.03)
        expect(e.playerEv).toBeGreaterThanOrEqual(sim.lo)
        expect(e.playerEv).toBeLessThanOrEqual(sim.hi)
        expect(e.houseEdge).toBe(-e.playerEv)
      }, 30_000)
    }
  }
})
