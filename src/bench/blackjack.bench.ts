/**
 * `blackjack.engine.hands_per_s`: rounds per second through the engine's in-place path
 * (`restartRound` + `applyAction`, the code `step` runs on a copy), 6 decks (club99 preset), one
 * spot, the generated basic strategy choosing every decision (doubles, splits, surrender), one thread.
 *
 * What is timed is the engine and the strategy lookup: the shoes are shuffled in setup (a pool of
 * pre-shuffled shoes dealt to the cut card one after the other), since shuffling is the random
 * source's cost, not the engine's. Time is the process's CPU time, not wall time, so that other
 * work on a shared machine does not count against the figure.
 */
import type { Bench } from './types'
import { createBlackjackSimulation } from '../sim/blackjack'
import type { CounterPlan } from '../sim/blackjack-count'
import { resolveBlackjackRules, type BlackjackRules } from '@shared/games/blackjack'
import { COUNT_SYSTEMS } from '@shared/games/blackjack-counts'
import { FastRng, shuffleInPlace } from '../core/engine/random'
import * as blackjack from '../core/engine/games/blackjack'
import { shoeCodes, VALUE, type BlackjackState, type BjSeat } from '../core/engine/games/blackjack'
import { cpuSecondsSince } from './cpu'
import { benchRules } from './rules'

// Local copies: some loaders (tsx) turn imported bindings into getter calls, too slow for the loop.
const { applyAction, OK } = blackjack
const { idleState, restartRound } = blackjack
const { basicStrategyCode, strategyFor } = blackjack

const ROUNDS_PER_RUN = 1_500_000
const SHOES = 256

let rules: BlackjackRules
let shoes: number[][] = []

function setup(): void {
  rules = benchRules(resolveBlackjackRules({ preset: 'club99' }))
  strategyFor(rules)
  const rng = new FastRng(20240601)
  shoes = Array.from({ length: SHOES }, () => shuffleInPlace(shoeCodes(rules.decks), rng))
}

function run(): number {
  const table = strategyFor(rules)
  const shoe = (shoes[0] as number[]).slice()
  const cutAt = Math.floor(shoe.length * rules.penetration)
  const s: BlackjackState = idleState(rules, {
    seats: [{ id: 'p1', bankroll: 1e12, stake: 1000 }],
    shoe,
    position: 0,
    cutAt
  })
  let next = 1
  let pos = 0
  let check = 0
  const c0 = process.cpuUsage()
  for (let r = 0; r < ROUNDS_PER_RUN; r++) {
    if (pos >= cutAt) {
      const src = shoes[next++ % SHOES] as number[]
      for (let i = 0; i < src.length; i++) shoe[i] = src[i] as number
      pos = 0
    }
    let e = restartRound(s, pos)
    while (e === OK && s.phase !== 'over') e = applyAction(s, s.turn, basicStrategyCode(s, table), null)
    if (e !== OK) throw new Error(`engine refused a bench round (code ${e})`)
    pos = s.pos
    check += (s.seats[0] as BjSeat).hands.length
  }
  const seconds = cpuSecondsSince(c0)
  if (check < ROUNDS_PER_RUN) throw new Error('bench rounds did not play')
  return ROUNDS_PER_RUN / seconds
}

// ---- exact analysis (analysis/, docs/analysis-blackjack.md) ----------------------------------------

function cpuMs(f: () => void): number {
  const c0 = process.cpuUsage()
  f()
  return cpuSecondsSince(c0) * 1000
}

let analysisRules: BlackjackRules
/** Mid-shoe hands: (unseen cards, up-card, hand), dealt from seeded shoes with half the cards gone. */
let handPool: { unseen: Int32Array; up: number; hand: number[] }[] = []
let handNext = 0

function analysisSetup(): void {
  analysisRules = benchRules(resolveBlackjackRules({ preset: 'vegas-6d' }))
  // Warm-up: the dealer's multiset tables are built once per S17/H17 for the process.
  blackjack.analyzeRuleset(analysisRules)
  const rng = new FastRng(1111)
  handPool = []
  const hands = [
    [8, 8],
    [2, 2],
    [10, 6],
    [5, 6],
    [1, 7],
    [9, 3],
    [7, 7],
    [1, 1],
    [4, 4],
    [3, 2]
  ]
  for (let k = 0; k < 40; k++) {
    const shoe = shuffleInPlace(shoeCodes(6), rng)
    const unseen = blackjack.fullShoe(6)
    for (const code of shoe.slice(0, 156)) {
      const v = VALUE[code] as number
      unseen[v] = (unseen[v] as number) - 1
    }
    const hand = hands[k % hands.length] as number[]
    const up = (k % 10) + 1
    for (const v of [...hand, up]) unseen[v] = Math.max(0, (unseen[v] as number) - 1)
    handPool.push({ unseen, up, hand })
  }
}

function handRun(): number {
  const h = handPool[handNext++ % handPool.length] as { unseen: Int32Array; up: number; hand: number[] }
  return cpuMs(() => {
    blackjack.analyzeHand(analysisRules, {
      unseen: h.unseen,
      up: h.up,
      hand: h.hand,
      fromSplit: false,
      hands: 1,
      splitAces: false,
      peeked: true
    })
  })
}

/**
 * `blackjack.sim.rounds_per_s`: the simulator's own loop (`npm run sim`), shuffling included: 6 decks,
 * S17, DAS, 3:2, no surrender (vegas-6d without resplitting aces or surrender), one spot, the generated
 * basic strategy, the shoe dealt to the cut card and reshuffled by FastRng. CPU time, like above.
 */
const SIM_ROUNDS = 4_000_000
let simRules: BlackjackRules
let simSeed = 1

function setupSim(): void {
  simRules = benchRules(resolveBlackjackRules({ preset: 'vegas-6d', resplitAces: false, surrender: 'none' }))
  strategyFor(simRules)
  createBlackjackSimulation(simRules, { seed: 0 }).play(100_000)
}

function runSim(): number {
  const sim = createBlackjackSimulation(simRules, { seed: simSeed++ })
  const c0 = process.cpuUsage()
  sim.play(SIM_ROUNDS)
  const seconds = cpuSecondsSince(c0)
  if (sim.stats().rounds !== SIM_ROUNDS) throw new Error('the simulation did not play')
  return SIM_ROUNDS / seconds
}

/**
 * `blackjack.sim_count.rounds_per_s`: the same loop with a counter (issue 34): Hi-Lo, exact true count,
 * the ramp 1,1,2,4,8,12 (1 to 12 units), basic strategy plus the Illustrious 18 and Fab 4 computed for
 * the rules, 6 decks S17 DAS 3:2 late surrender, penetration 0.75, one spot, one thread. The indices are
 * computed once in setup (they are the analysis's cost, `blackjack.analysis.indices_ms`); each run builds
 * its simulation from them. CPU time.
 */
const COUNT_ROUNDS = 4_000_000
let countRules: BlackjackRules
let countSeed = 1
let countPlan: CounterPlan

function setupCount(): void {
  countRules = benchRules(resolveBlackjackRules({ preset: 'vegas-6d', resplitAces: false, surrender: 'late' }))
  strategyFor(countRules)
  countPlan = { system: COUNT_SYSTEMS.hilo, ramp: [1, 1, 2, 4, 8, 12], indices: true }
  createBlackjackSimulation(countRules, { seed: 0, counter: countPlan }).play(100_000)
}

function runCount(): number {
  const sim = createBlackjackSimulation(countRules, { seed: countSeed++, counter: countPlan })
  const c0 = process.cpuUsage()
  sim.play(COUNT_ROUNDS)
  const seconds = cpuSecondsSince(c0)
  if (sim.stats().rounds !== COUNT_ROUNDS) throw new Error('the simulation did not play')
  return COUNT_ROUNDS / seconds
}

export const benches: Bench[] = [
  {
    name: 'blackjack.sim_count.rounds_per_s',
    unit: 'rounds/s',
    target: 3_000_000,
    better: 'higher',
    runs: 5,
    setup: setupCount,
    run: runCount
  },
  {
    name: 'blackjack.sim.rounds_per_s',
    unit: 'rounds/s',
    target: 4_000_000,
    better: 'higher',
    runs: 5,
    setup: setupSim,
    run: runSim
  },
  {
    name: 'blackjack.engine.hands_per_s',
    unit: 'hands/s',
    target: 1_500_000,
    better: 'higher',
    runs: 5,
    setup,
    run
  },
  {
    // The whole strategy table (every up-card, every two-card start, splits with resplits) and the
    // overall EV, 6 decks (vegas-6d), from nothing cached but the dealer's multiset tables. CPU time.
    name: 'blackjack.analysis.table_ms',
    unit: 'ms',
    target: 300,
    better: 'lower',
    runs: 5,
    setup: analysisSetup,
    run: () => cpuMs(() => void blackjack.analyzeRuleset(analysisRules))
  },
  {
    // Every action (stand, hit, double, split, surrender) of one hand mid-shoe (half a 6-deck shoe gone),
    // pairs included; a new analysis each time. CPU time.
    name: 'blackjack.analysis.hand_ms',
    unit: 'ms',
    target: 20,
    better: 'lower',
    runs: 41,
    setup: analysisSetup,
    run: handRun
  },
  {
    // The Hi-Lo indices of the Illustrious 18 and the Fab 4 (22 questions) for vegas-6d (6D S17 DAS, late
    // surrender; analysis/indices.ts), nothing cached between runs: what the analysis worker runs. CPU time.
    name: 'blackjack.analysis.indices_ms',
    unit: 'ms',
    target: 2000,
    better: 'lower',
    runs: 5,
    setup: () => {
      analysisSetup()
      blackjack.computeIndices(analysisRules, COUNT_SYSTEMS.hilo)
    },
    run: () => cpuMs(() => void blackjack.computeIndices(analysisRules, COUNT_SYSTEMS.hilo))
  }
]
