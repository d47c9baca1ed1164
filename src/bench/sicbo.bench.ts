/**
 * `sicbo.engine.rolls_per_s`: a full 50-spot layout (one bet on every spot of the trainer table),
 * rolled and settled by the engine alone on one thread: FastRng dice, then the same payout table the
 * engine settles with, one lookup per bet, every seat's net and the house's net per roll.
 */
import { resolveSicboRules, sicboSpots, type SicboBet } from '../shared/games/sicbo'
import { compileLayout, settleFast, type CompiledLayout } from '../main/engine/games/sicbo'
import { FastRng } from '../main/engine/random'
import type { Bench } from './types'

const ROLLS = 2_000_000

let layout: CompiledLayout | null = null
let seed = 1
/** Kept so the work can't be optimised away. */
export let sicboBenchSink = 0

function layoutOfEverySpot(): CompiledLayout {
  const r = resolveSicboRules({ preset: 'trainer' })
  if (!r.ok) throw new Error(r.error.message)
  const bets: SicboBet[] = sicboSpots(r.rules).map((spot, i) => ({ seat: 'p1', spot, amountMinor: 100 * (1 + (i % 5)) }))
  if (bets.length !== 50) throw new Error(`expected 50 spots, got ${bets.length}`)
  return compileLayout(r.rules, ['p1'], bets)
}

export const benches: Bench[] = [
  {
    name: 'sicbo.engine.rolls_per_s',
    unit: 'rolls/s',
    target: 2_000_000,
    better: 'higher',
    runs: 5,
    setup: () => {
      layout = layoutOfEverySpot()
    },
    run: () => {
      const l = layout as CompiledLayout
      const rng = new FastRng(seed++)
      const nets = new Float64Array(1)
      let house = 0
      const t0 = performance.now()
      for (let i = 0; i < ROLLS; i++) {
        nets[0] = 0
        house += settleFast(l, rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1, nets)
      }
      const seconds = (performance.now() - t0) / 1000
      sicboBenchSink += house + (nets[0] as number)
      return ROLLS / seconds
    }
  }
]
