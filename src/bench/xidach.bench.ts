/**
 * `xidach.engine.rounds_per_s`: whole Xì dách rounds through the engine's in-place path
 * (`restartRound` + `apply`, the code `step` runs on a copy), wiki rules, four bots (cautious,
 * standard, bold, standard) and the shrewd dealer AI, every seat deciding from its own view, one
 * thread.
 *
 * As in the blackjack bench, the decks are shuffled in setup (a pool of pre-shuffled decks used in
 * turn), since shuffling is the random source's cost, not the engine's; the bots' own random choices
 * are inside the timing. Time is the process's CPU time, so other work on a shared machine does not
 * count against the figure.
 */
import type { Bench } from './types'
import { standardDeck, type Card } from '../shared/cards'
import { resolveXidachRules, type XidachRules } from '../shared/games/xidach'
import { FastRng, shuffled } from '../main/engine/random'
import * as engineModule from '../main/engine/games/xidach/engine'
import * as autoplayModule from '../main/engine/games/xidach/autoplay'
import type { AutoSeats } from '../main/engine/games/xidach/autoplay'

// Local copies: some loaders (tsx) turn imported bindings into getter calls, too slow for the loop.
const { startRound, restartRound } = engineModule
const { playOut, ViewPool } = autoplayModule

const ROUNDS_PER_RUN = 400_000
const DECKS = 4096
const SEATS: AutoSeats = { styles: ['cautious', 'standard', 'bold', 'standard'], dealer: 'shrewd' }
const IDS = ['p1', 'p2', 'p3', 'p4']

let rules: XidachRules
let decks: Card[][] = []
let seed = 1
/** Kept so the work can't be optimised away. */
export let xidachBenchSink = 0

function setup(): void {
  const r = resolveXidachRules({ preset: 'wiki' })
  if (!r.ok) throw new Error(r.message)
  rules = r.rules
  const rng = new FastRng(20240601)
  decks = Array.from({ length: DECKS }, () => shuffled(standardDeck(), rng))
}

function run(): number {
  const rng = new FastRng(seed++)
  const pool = new ViewPool()
  const players = IDS.map((id) => ({ id, bankroll: 1e12, stake: 100 }))
  const started = startRound(rules, { players, dealer: { bankroll: null, bank: null }, deck: decks[0] as Card[] }, null, true)
  if (!started.ok) throw new Error(started.error.message)
  const state = started.state
  let house = 0
  const c0 = process.cpuUsage()
  for (let r = 0; r < ROUNDS_PER_RUN; r++) {
    if (r > 0) restartRound(state, decks[r % DECKS] as Card[], null)
    playOut(state, SEATS, rng, pool)
    for (const p of state.players) house -= p.net + p.received
  }
  const used = process.cpuUsage(c0)
  xidachBenchSink += house
  return ROUNDS_PER_RUN / ((used.user + used.system) / 1e6)
}

export const benches: Bench[] = [
  {
    name: 'xidach.engine.rounds_per_s',
    unit: 'rounds/s',
    target: 300_000,
    better: 'higher',
    runs: 5,
    setup,
    run
  }
]
