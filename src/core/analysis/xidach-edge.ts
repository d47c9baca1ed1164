/**
 * Xì dách's analysis of a ruleset (analysis/game.ts): the exact heads-up edge against each dealer AI
 * (workers/xidach-edge/exact-client.ts, started on every ask, never waited for) and the simulated one
 * (workers/xidach-edge/client.ts), with its progress; the simulation starts by itself where the exact
 * figure ran past its budget. A ruleset saved has its exact figure started straight away (issue 35).
 */
import type { AnalysisEdge, XidachEdgeInfo, XidachExactInfo } from '@shared/contract/analysis'
import type { XidachRules } from '@shared/games/xidach'
import { RULES } from '@shared/rules/index'
import type { EdgeRun, ExactRun } from '../workers'
import { rulesRefusal } from '../errors'
import type { AnalysisGame, EdgeKeys } from './game'

function xidachRules(keys: EdgeKeys): XidachRules {
  const c = RULES.xidach.check(keys)
  if (!c.ok) throw rulesRefusal(c)
  return c.rules as XidachRules
}

const pct = (x: number): number => Math.round(x * 1e6) / 1e4

function exactInfo(run: ExactRun): XidachExactInfo {
  const results = run.results.map((r) =>
    r.exact
      ? {
          dealer: r.dealer,
          exact: true as const,
          playerEvPercent: pct(r.playerEv),
          houseEdgePercent: pct(r.houseEdge),
          ms: Math.round(r.ms)
        }
      : { dealer: r.dealer, exact: false as const, reason: r.reason, ms: Math.round(r.ms) }
  )
  const info: XidachExactInfo = { state: run.state, results }
  if ('message' in run) info.message = run.message
  return info
}

function edgeInfo(run: EdgeRun | null, roundsPerDealer: number, exact: ExactRun): AnalysisEdge {
  if (run === null)
    return { game: 'xidach', edge: { state: 'idle', done: 0, results: [], roundsPerDealer, exact: exactInfo(exact) } }
  const results = run.results.map((r) => ({
    dealer: r.dealer,
    rounds: r.rounds,
    houseEdgePercent: pct(r.edge),
    loPercent: pct(r.lo),
    hiPercent: pct(r.hi)
  }))
  const edge: XidachEdgeInfo = { state: run.state, done: run.done, results, roundsPerDealer, exact: exactInfo(exact) }
  if ('message' in run) edge.message = run.message
  return { game: 'xidach', edge }
}

export const xidachAnalysis: AnalysisGame = {
  edge(keys, start, { xidachSims: xidach, xidachExact: exact }) {
    const rules = xidachRules(keys)
    const e = exact.status(rules)
    // Where the exact figure ran past its budget the simulation stands in, started without a click.
    const simulate = start || (e.state === 'ok' && e.results.some((r) => !r.exact))
    return edgeInfo(xidach.status(rules, simulate), xidach.rounds, e)
  },
  edgeCancel(keys, { xidachSims: xidach, xidachExact: exact }) {
    const rules = xidachRules(keys)
    return edgeInfo(xidach.cancel(rules), xidach.rounds, exact.status(rules))
  },
  warmEdge(keys, { xidachExact: exact }) {
    const c = RULES.xidach.check(keys)
    if (c.ok) exact.status(c.rules as XidachRules)
  }
}
