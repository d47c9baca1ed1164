/**
 * `analysis.blackjackEdge`: the exact house edge of Blackjack house rules, for the rules editor, the
 * lobby and the table. `analysis.xidachEdge` / `analysis.xidachEdgeCancel`: the simulated Xì dách
 * house edge against each dealer AI (engine/games/xidach/edge/client.ts), with its progress. Computed by the analysis worker (engine/games/blackjack/analysis/client.ts), so
 * the core's thread never waits; results are cached per resolved ruleset.
 */
import type { BlackjackEdgeInfo, XidachEdgeInfo } from '@shared/contract/analysis'
import { RULES } from '@shared/rules/index'
import type { BlackjackRules } from '@shared/games/blackjack'
import type { XidachRules } from '@shared/games/xidach'
import type { EdgeRun, XidachEdgeClient } from '../../engine/games/xidach'
import type { AnalysisClient } from '../../engine/games/blackjack'
import { rulesRefusal } from '../errors'
import type { Handlers } from '../types'

type AnalysisProcedures = 'analysis.blackjackEdge' | 'analysis.xidachEdge' | 'analysis.xidachEdgeCancel'

function xidachRules(keys: Record<string, unknown>): XidachRules {
  const c = RULES.xidach.check(keys)
  if (!c.ok) throw rulesRefusal(c)
  return c.rules as XidachRules
}

const pct = (x: number): number => Math.round(x * 1e6) / 1e4

function edgeInfo(run: EdgeRun | null, roundsPerDealer: number): XidachEdgeInfo {
  if (run === null) return { state: 'idle', done: 0, results: [], roundsPerDealer }
  const results = run.results.map((r) => ({
    dealer: r.dealer,
    rounds: r.rounds,
    houseEdgePercent: pct(r.edge),
    loPercent: pct(r.lo),
    hiPercent: pct(r.hi)
  }))
  const info: XidachEdgeInfo = { state: run.state, done: run.done, results, roundsPerDealer }
  if ('message' in run) info.message = run.message
  return info
}

export function analysisHandlers(client: AnalysisClient, xidach: XidachEdgeClient): Pick<Handlers, AnalysisProcedures> {
  return {
    'analysis.xidachEdge': ({ keys, start }) =>
      edgeInfo(xidach.status(xidachRules(keys), start === true), xidach.rounds),
    'analysis.xidachEdgeCancel': ({ keys }) => edgeInfo(xidach.cancel(xidachRules(keys)), xidach.rounds),
    'analysis.blackjackEdge': async ({ keys }): Promise<BlackjackEdgeInfo> => {
      const c = RULES.blackjack.check(keys)
      if (!c.ok) throw rulesRefusal(c)
      const a = await client.ruleset(c.rules as BlackjackRules)
      const round = (x: number): number => Math.round(x * 1e6) / 1e6
      const byUpcard: Record<string, number> = {}
      for (const [k, v] of Object.entries(a.byUpcard)) byUpcard[k] = round(v)
      return {
        method: 'exact-cdz-',
        playerEvPercent: round(a.playerEvPercent),
        houseEdgePercent: round(-a.playerEvPercent),
        byUpcard,
        chart: a.chart,
        chartElse: a.chartElse
      }
    }
  }
}
