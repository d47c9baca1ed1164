/**
 * `analysis.simulate`, `analysis.simulation`, `analysis.simulationCancel`: simulations run in a worker
 * and followed by polling (docs/sim-blackjack.md, "The simulator screen"). Game-tagged: Blackjack's
 * counter is the one game with a simulator screen today. The rules are checked here (a bad key is
 * refused naming it), the run is the current profile's: another profile neither reads nor stops it.
 */
import type { SimulationInfo } from '@shared/contract/simulation'
import { simRounds } from '@shared/contract/constants'
import type { BlackjackRules } from '@shared/games/blackjack'
import { RULES } from '@shared/rules/index'
import type { CounterSimClient, CounterSimView } from '../workers'
import { notFound, rulesRefusal } from '../errors'
import { CURRENT_PROFILE_KEY } from '../profiles'
import type { CoreContext, Handlers } from '../types'

type SimulationProcedures = 'analysis.simulate' | 'analysis.simulation' | 'analysis.simulationCancel'

function infoOf(runId: string, { run, rounds }: CounterSimView): SimulationInfo {
  const info: SimulationInfo = { runId, game: 'blackjack', state: run.state, done: run.done, rounds }
  if (run.state === 'ok') info.report = run.report
  else if (run.state === 'failed') info.message = run.message
  return info
}

export function simulationHandlers(ctx: CoreContext, sims: CounterSimClient): Pick<Handlers, SimulationProcedures> {
  /** The current profile's id, or '' with none chosen (a run is then nobody's in particular). */
  const owner = (): string => {
    const id = ctx.store().settings.get(CURRENT_PROFILE_KEY)
    return typeof id === 'string' ? id : ''
  }
  const missing = (runId: string): Error =>
    notFound(`There is no simulation "${runId}" (a newer run may have replaced it); run it again.`, {
      key: 'simulation.notFound'
    })
  return {
    'analysis.simulate': (input) => {
      const c = RULES.blackjack.check(input.keys)
      if (!c.ok) throw rulesRefusal(c)
      const total = simRounds(input.length, input.roundsPerHour)
      const runId = sims.start(
        {
          rules: c.rules as BlackjackRules,
          count: input.count,
          ramp: input.ramp,
          indices: input.indices,
          trueCount: input.trueCount,
          spots: input.spots,
          rounds: total,
          bankroll: input.bankroll,
          hours: input.hours,
          roundsPerHour: input.roundsPerHour,
          seed: input.seed ?? Math.floor(Math.random() * 2_147_483_647)
        },
        owner()
      )
      return infoOf(runId, { run: { state: 'running', done: 0 }, rounds: total })
    },
    'analysis.simulation': ({ runId }) => {
      const view = sims.status(runId, owner())
      if (!view) throw missing(runId)
      return infoOf(runId, view)
    },
    'analysis.simulationCancel': ({ runId }) => {
      const view = sims.cancel(runId, owner())
      if (!view) throw missing(runId)
      return infoOf(runId, view)
    }
  }
}
