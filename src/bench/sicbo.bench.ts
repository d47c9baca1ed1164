/**
 * `sicbo.engine.rolls_per_s`: a full 50-spot layout (one bet on every spot of the trainer table),
 * rolled and settled on one thread by `settle`, the one settlement the engine's `close` (so every
 * table), the drills and this bench share: FastRng dice, then each bet's net, every seat's net and
 * the house's net per roll, as the round's `settled` event carries them. Time is the process's CPU
 * time, so other work on a shared machine does not count against the figure.
 */
import {
  resolveSicboRules,
  sicboSpots,
  spotIndex,
  type SicboBet,
  type SicboDice,
  type SicboRules
} from '@shared/games/sicbo'
import * as sicbo from '../core/engine/games/sicbo'
import { FastRng } from '../core/engine/random'
import type { SicboSeat } from '../core/engine/games/sicbo'
import type { Bench } from './types'
import { cpuSecondsSince } from './cpu'
import { benchRules } from './rules'

// A local copy: some loaders (tsx) turn imported bindings into getter calls, too slow for the loop.
const { settle } = sicbo

const ROLLS = 2_000_000

let rules: SicboRules
let bets: SicboBet[] = []
let spots: number[] = []
const seats: SicboSeat[] = [{ id: 'p1', bankrollMinor: 1e12 }]
let seed = 1
/** Kept so the work can't be optimised away. */
export let sicboBenchSink = 0

function setup(): void {
  rules = benchRules(resolveSicboRules({ preset: 'trainer' }))
  bets = sicboSpots(rules).map((spot, i) => ({ seat: 'p1', spot, amountMinor: 100 * (1 + (i % 5)) }))
  spots = bets.map((b) => spotIndex(b.spot))
  if (bets.length !== 50) throw new Error(`expected 50 spots, got ${bets.length}`)
}

function run(): number {
  const rng = new FastRng(seed++)
  const dice: SicboDice = [1, 1, 1]
  let house = 0
  let won = 0
  const c0 = process.cpuUsage()
  for (let i = 0; i < ROLLS; i++) {
    dice[0] = rng.int(6) + 1
    dice[1] = rng.int(6) + 1
    dice[2] = rng.int(6) + 1
    const s = settle(rules, seats, bets, spots, dice)
    house += s.nets['dealer'] as number
    won += s.winningSpots.length + (s.betNets[i % 50] as number)
  }
  const seconds = cpuSecondsSince(c0)
  sicboBenchSink += house + won
  return ROLLS / seconds
}

export const benches: Bench[] = [
  {
    name: 'sicbo.engine.rolls_per_s',
    unit: 'rolls/s',
    target: 2_000_000,
    better: 'higher',
    runs: 5,
    setup,
    run
  }
]
