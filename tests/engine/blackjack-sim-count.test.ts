/**
 * The counter's simulator (src/sim/blackjack.ts with a counter plan, src/sim/blackjack-count.ts; issue 34
 * item 5; docs/sim-blackjack.md, "Counting"): flat basic strategy in counting mode against the exact
 * analysis, a Hi-Lo counter's edge, and the statistics against numbers worked by hand.
 */
import { describe, expect, it } from 'vitest'
import { resolveBlackjackRules, type BlackjackRules } from '@shared/games/blackjack'
import { COUNT_SYSTEMS } from '@shared/games/blackjack-counts'
import { analyzeRuleset, KEY_COUNT, MASKS, strategyFor } from '../../src/core/engine/games/blackjack'
import { createBlackjackSimulation } from '../../src/sim/blackjack'
import {
  bakedCharts,
  counterReport,
  indexTableOf,
  n0,
  NEVER,
  normalCdf,
  parseRamp,
  riskOfRuin,
  riskOfRuinWithin,
  score,
  wilson99,
  Z99,
  CELL_KEYS,
  CELL_SLOTS,
  TC_LO,
  TC_HI
} from '../../src/sim/blackjack-count'

function rules(keys: Record<string, unknown>): BlackjackRules {
  const r = resolveBlackjackRules(keys)
  if (!r.ok) throw new Error(r.message)
  return r.rules
}

describe('counter simulation: flat basic strategy', () => {
  // Each case plays millions of rounds: seconds on a quiet machine, minutes on a loaded one. The
  // timeouts bound a hang; they are not a speed check (speed is `npm run bench`).
  // 6D S17 DAS, split to 4, no resplit of aces, no surrender, peek, 3:2: Farmer's −0.402870 %, and the
  // project's exact analysis. Off the top (every-round), where the exact figure applies.
  const farmer = rules({ preset: 'vegas-6d', resplitAces: false, surrender: 'none', shuffle: 'every-round' })

  it('reproduces the exact edge within its 99 % interval', () => {
    const exact = analyzeRuleset(farmer).playerEvPercent / 100
    expect(Math.abs(exact - -0.0040287)).toBeLessThan(1e-5)
    const sim = createBlackjackSimulation(farmer, {
      seed: 34,
      counter: { system: COUNT_SYSTEMS.hilo, ramp: [1], indices: false }
    })
    sim.play(2_000_000)
    const c = sim.stats().counter
    if (!c) throw new Error('no counter figures')
    // Flat one-unit bets: a unit is the initial bet, so EV per round is EV per initial bet.
    expect(c.avgBet).toBe(1)
    const lo = c.evRound - Z99 * c.seRound
    const hi = c.evRound + Z99 * c.seRound
    expect(lo).toBeLessThan(exact)
    expect(hi).toBeGreaterThan(exact)
    // The interval is that of 2 M rounds (SD ≈ 1.15 per round: SE ≈ 0.08 %), not a wide one that
    // would hold anything.
    expect(c.seRound).toBeGreaterThan(0.0006)
    expect(c.seRound).toBeLessThan(0.001)
    expect(c.sdRound).toBeGreaterThan(1.1)
    expect(c.sdRound).toBeLessThan(1.2)
  }, 300_000)

  it('plays and pays exactly as the plain simulator does (same seed, same rounds)', () => {
    const shoe = rules({ preset: 'vegas-6d', resplitAces: false, surrender: 'none' })
    const plain = createBlackjackSimulation(shoe, { seed: 5, spots: 3 })
    const counted = createBlackjackSimulation(shoe, {
      seed: 5,
      spots: 3,
      counter: { system: COUNT_SYSTEMS.ko, ramp: [1], indices: false }
    })
    plain.play(200_000)
    counted.play(200_000)
    const a = plain.stats()
    const b = counted.stats()
    expect(b.ev).toBe(a.ev)
    expect(b.se).toBe(a.se)
    // Per round in units (3 spots of one unit each) against the plain per-stake figure.
    expect(b.counter?.evRound).toBeCloseTo(3 * a.ev, 10)
  }, 300_000)
})

describe('counter simulation: a Hi-Lo counter', () => {
  it('wins with a 1–12 ramp and indices in a 6-deck 75 % game (99 % interval above 0)', () => {
    // 6D S17 DAS, late surrender, no resplit of aces, 75 % penetration, Hi-Lo exact true count, ramp
    // 1,1,2,4,8,12, Illustrious 18 + Fab 4. Published simulations of such a game (Schlesinger,
    // *Blackjack Attack*, 3rd ed., ch. 10's six-deck tables; Wong, *Professional Blackjack*) put it
    // around +1 to +1.5 units per 100 rounds; held loosely here (0.5 … 2.2).
    const game = rules({ preset: 'vegas-6d', resplitAces: false, surrender: 'late' })
    const sim = createBlackjackSimulation(game, {
      seed: 2026,
      counter: { system: COUNT_SYSTEMS.hilo, ramp: [1, 1, 2, 4, 8, 12], indices: true }
    })
    sim.play(4_000_000)
    const c = sim.stats().counter
    if (!c) throw new Error('no counter figures')
    expect(c.indices).toBe(22)
    const r = counterReport({ rounds: 4_000_000, ...c }, { roundsPerHour: 100 })
    expect(r.ev100Lo).toBeGreaterThan(0)
    expect(r.ev100).toBeGreaterThan(0.5)
    expect(r.ev100).toBeLessThan(2.2)
    // A 1–12 ramp bets more than one unit on average and its rounds spread wider than flat play's 1.15.
    expect(c.avgBet).toBeGreaterThan(1.2)
    expect(c.sdRound).toBeGreaterThan(2)
  }, 300_000)
})

describe('counter statistics (worked by hand)', () => {
  it('N0 = (SD/EV)², SCORE = 10⁶ (EV/SD)² = 10⁶/N0', () => {
    // EV 0.02, SD 2 per round: (2/0.02)² = 100² = 10,000 rounds; SCORE 10⁶ × 0.0001 = 100.
    expect(n0(0.02, 2)).toBeCloseTo(10_000, 9)
    expect(score(0.02, 2)).toBeCloseTo(100, 9)
    // EV 0.015, SD 3: N0 = 200² = 40,000; SCORE = 10⁶ / 40,000 = 25.
    expect(n0(0.015, 3)).toBeCloseTo(40_000, 6)
    expect(score(0.015, 3)).toBeCloseTo(25, 9)
    expect(n0(-0.005, 1.15)).toBe(Infinity)
    expect(score(-0.005, 1.15)).toBe(0)
  })

  it('risk of ruin: exp(−2·EV·B/SD²) and the first-passage law within n rounds', () => {
    // EV 0.02, SD 2, B 200: exp(−2 × 0.02 × 200 / 4) = e⁻² = 0.1353352832.
    expect(riskOfRuin(0.02, 2, 200)).toBeCloseTo(0.1353352832, 9)
    // B = SD²/EV × ln 2 / 2 … halves: EV 0.01, SD 1, B 34.657359 (= 50 ln 2): e^(−ln 2) = 0.5.
    expect(riskOfRuin(0.01, 1, 50 * Math.LN2)).toBeCloseTo(0.5, 9)
    expect(riskOfRuin(-0.01, 1, 1000)).toBe(1)
    // No drift: the reflection principle, 2Φ(−B/(SD√n)); B 20, SD 1, n 100: 2Φ(−2) = 0.0455002638.
    expect(riskOfRuinWithin(0, 1, 20, 100)).toBeCloseTo(0.0455002638, 6)
    // A very long trip tends to the unlimited risk.
    expect(riskOfRuinWithin(0.02, 2, 200, 1e9)).toBeCloseTo(0.1353352832, 6)
    // With drift, against the law written out: B 100, EV 0.01, SD 1, n 10,000: μn = 100, σ√n = 100:
    // Φ(−2) + e⁻² Φ(0) = 0.0227501319 + 0.1353352832 × 0.5 = 0.0904177735.
    expect(riskOfRuinWithin(0.01, 1, 100, 10_000)).toBeCloseTo(0.0904177735, 6)
  })

  it('Φ and Wilson’s interval', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7)
    expect(normalCdf(1.959963985)).toBeCloseTo(0.975, 7)
    expect(normalCdf(-2.5758293035489)).toBeCloseTo(0.005, 7)
    // No successes in n: the upper end is z²/(n + z²); z = 2.5758293, n = 100: 6.6348966/106.6348966.
    const [lo, hi] = wilson99(0, 100)
    expect(lo).toBeCloseTo(0, 12)
    expect(hi).toBeCloseTo(6.6348966 / 106.6348966, 6)
    // Half of n: centred on ½.
    const [a, b] = wilson99(50, 100)
    expect((a + b) / 2).toBeCloseTo(0.5, 12)
  })

  it('report: per 100 rounds, per hour, per cent of the bet', () => {
    const r = counterReport(
      { rounds: 1_000_000, avgBet: 2, evRound: 0.02, seRound: 0.001, sdRound: 2, trials: 40, busts: 4 },
      { roundsPerHour: 80, bankroll: 200, hours: 50 }
    )
    expect(r.ev100).toBeCloseTo(2, 12)
    expect(r.ev100Lo).toBeCloseTo(2 - 100 * Z99 * 0.001, 12)
    expect(r.evPct).toBeCloseTo(1, 12)
    expect(r.winPerHour).toBeCloseTo(1.6, 12)
    expect(r.sdHour).toBeCloseTo(2 * Math.sqrt(80), 12)
    expect(r.n0).toBeCloseTo(10_000, 6)
    expect(r.n0Lo).toBeLessThan(r.n0)
    expect(r.n0Hi).toBeGreaterThan(r.n0)
    expect(r.ruin?.trialRounds).toBe(4000)
    expect(r.ruin?.simulated).toBeCloseTo(0.1, 12)
    expect(r.ruin?.formulaForever).toBeCloseTo(Math.exp(-2), 12)
  })
})

describe('counter plan', () => {
  it('parses a ramp and refuses a bad one by name', () => {
    expect(parseRamp('1,1,2,4,8,12')).toEqual([1, 1, 2, 4, 8, 12])
    expect(() => parseRamp('1,0,2')).toThrow(/--ramp must be whole numbers of units ≥ 1/)
    expect(() => parseRamp('1,,2')).toThrow(/--ramp/)
    expect(() => parseRamp('1,2.5')).toThrow(/--ramp/)
  })

  it('puts each index in its cell, surrender first, insurance apart', () => {
    const t = indexTableOf([
      { hand: '15', up: 'T', play: 'stand', basic: 'hit', dir: 'atOrAbove', tc: 4, crossing: 4.2 },
      { hand: '15', up: 'T', play: 'hit', basic: 'surrender', dir: 'below', tc: 0, crossing: -0.1 },
      { hand: 'TT', up: '6', play: 'split', basic: 'stand', dir: 'atOrAbove', tc: 4, crossing: 4.4 },
      { hand: '12', up: '4', play: 'hit', basic: 'stand', dir: 'below', tc: 0, crossing: 0.3 },
      { hand: 'insurance', up: 'A', play: 'insure', basic: 'decline', dir: 'atOrAbove', tc: 3, crossing: 3.1 },
      { hand: '11', up: 'A', play: 'double', basic: 'hit', dir: 'atOrAbove', tc: null, crossing: null }
    ])
    const at = (up: number, cell: number, slot: number): number => ((up - 1) * CELL_KEYS + cell) * CELL_SLOTS + slot
    // 15 against a ten: surrender's index in the first slot (hit = 1, stand = 2, double = 4, split = 8,
    // surrender = 16: codes.ts), then the stand.
    expect([t.dev[at(10, 15, 0)], t.basic[at(10, 15, 0)], t.above[at(10, 15, 0)], t.tc[at(10, 15, 0)]]).toEqual([
      1, 16, 0, 0
    ])
    expect([t.dev[at(10, 15, 1)], t.basic[at(10, 15, 1)], t.above[at(10, 15, 1)], t.tc[at(10, 15, 1)]]).toEqual([
      2, 1, 1, 4
    ])
    // T,T against a 6: the pair's cell (32 + 10).
    expect([t.dev[at(6, 42, 0)], t.basic[at(6, 42, 0)], t.tc[at(6, 42, 0)]]).toEqual([8, 2, 4])
    expect([t.dev[at(4, 12, 0)], t.above[at(4, 12, 0)]]).toEqual([1, 0])
    expect(t.insureAt).toBe(3)
    // No crossing: no entry.
    expect(t.dev[at(1, 11, 0)]).toBe(0)
    expect(indexTableOf([]).insureAt).toBe(NEVER)
  })
})

describe('counter plan: charts with the indices baked in', () => {
  it('plays each deviation at its count where it is legal, and basic strategy elsewhere', () => {
    const base = strategyFor(rules({ preset: 'vegas-6d', resplitAces: false, surrender: 'late' }))
    const ix = indexTableOf([
      { hand: '16', up: 'T', play: 'stand', basic: 'hit', dir: 'atOrAbove', tc: 0, crossing: 0.1 },
      { hand: '10', up: 'T', play: 'double', basic: 'hit', dir: 'atOrAbove', tc: 4, crossing: 4.1 },
      { hand: 'TT', up: '6', play: 'split', basic: 'stand', dir: 'atOrAbove', tc: 4, crossing: 4.4 },
      { hand: '12', up: '4', play: 'hit', basic: 'stand', dir: 'below', tc: 0, crossing: 0.3 }
    ])
    const charts = bakedCharts(base, ix)
    expect(charts).toHaveLength(TC_HI - TC_LO + 1)
    // Chart keys (strategy.ts): hard t → t, pair v → 31 + v; table masks: hit 1, double 2, split 4, surrender 8.
    const play = (tc: number, up: number, key: number, m: number): number =>
      (charts[tc - TC_LO] as { action: Uint8Array }).action[((up - 1) * KEY_COUNT + key) * MASKS + m] as number
    const HIT = 1
    const STAND = 2
    const DOUBLE = 4
    const SPLIT = 8
    const SURRENDER = 16
    // 16 v T, three cards (hit only): hit below 0, stand from 0.
    expect(play(-1, 10, 16, 1)).toBe(HIT)
    expect(play(0, 10, 16, 1)).toBe(STAND)
    // Two cards with surrender allowed: basic surrenders 16 v T in this game; the stand index (against
    // hitting) does not replace a surrender.
    expect(play(0, 10, 16, 1 | 2 | 8)).toBe(SURRENDER)
    // 10 v T: double from +4 on two cards; on three (no double) hit.
    expect(play(3, 10, 10, 1 | 2)).toBe(HIT)
    expect(play(4, 10, 10, 1 | 2)).toBe(DOUBLE)
    expect(play(9, 10, 10, 1)).toBe(HIT)
    // 5,5 v T (pair key 36): no pair index, its total's (hard 10) applies.
    expect(play(4, 10, 36, 1 | 2 | 4)).toBe(DOUBLE)
    // T,T v 6 (pair key 41): stand, split from +4; where split is not legal, the hard 20 stands.
    expect(play(3, 6, 41, 1 | 2 | 4)).toBe(STAND)
    expect(play(4, 6, 41, 1 | 2 | 4)).toBe(SPLIT)
    // 12 v 4: stand, hit below 0.
    expect(play(0, 4, 12, 1)).toBe(STAND)
    expect(play(-1, 4, 12, 1)).toBe(HIT)
    // Everything else is the base chart at every count.
    for (const tc of [TC_LO, 0, TC_HI])
      for (const [up, key, m] of [
        [10, 17, 1],
        [6, 11, 3],
        [1, 19, 1],
        [5, 39, 7]
      ] as const)
        expect(play(tc, up, key, m)).toBe(base.action[((up - 1) * KEY_COUNT + key) * MASKS + m])
  })
})
