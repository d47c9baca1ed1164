/**
 * `analysis.blackjackEdge`: the exact house edge of Blackjack house rules, for the rules editor, the
 * lobby and the table; `analysis.blackjackRuleCosts`: that edge rule by rule (rule-costs.ts). `analysis.xidachEdge` / `analysis.xidachEdgeCancel`: the simulated Xì dách
 * house edge against each dealer AI (engine/games/xidach/edge/client.ts), with its progress. Computed by the analysis worker (engine/games/blackjack/analysis/client.ts), so
 * the core's thread never waits; results are cached per resolved ruleset.
 */
import type { BlackjackEdgeInfo, BlackjackRuleCostsInfo, XidachEdgeInfo } from '@shared/contract/analysis'
import { RULES } from '@shared/rules/index'
import type { BlackjackRules } from '@shared/games/blackjack'
import type { XidachRules } from '@shared/games/xidach'
import type { EdgeRun, XidachEdgeClient } from '../../engine/games/xidach'
import type { AnalysisClient } from '../../engine/games/blackjack'
import { rulesRefusal } from '../errors'
import type { Handlers } from '../types'
import { ruleCosts } from './rule-costs'

type AnalysisProcedures =
  'analysis.blackjackEdge' | 'analysis.blackjackRuleCosts' | 'analysis.xidachEdge' | 'analysis.xidachEdgeCancel'

function blackjackRules(keys: Record<string, unknown>): BlackjackRules {
  const c = RULES.blackjack.check(keys)
  if (!c.ok) throw rulesRefusal(c)
  return c.rules as BlackjackRules
}

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6

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

export function analysisHandlers(
  client: AnalysisClient,
  xidachEdges: XidachEdgeClient
): Pick<Handlers, AnalysisProcedures> {
  return {
    'analysis.xidachEdge': ({ keys, start }) =>
      edgeInfo(xidachEdges.status(xidachRules(keys), start === true), xidachEdges.rounds),
    'analysis.xidachEdgeCancel': ({ keys }) => edgeInfo(xidachEdges.cancel(xidachRules(keys)), xidachEdges.rounds),
    'analysis.blackjackRuleCosts': async ({ keys }): Promise<BlackjackRuleCostsInfo> => {
      const r = await ruleCosts(blackjackRules(keys), async (rules) => (await client.ruleset(rules)).playerEvPercent)
      return {
        baselineEvPercent: round6(r.baselineEvPercent),
        playerEvPercent: round6(r.playerEvPercent),
        rows: r.rows.map((row) => ({ ...row, evPercent: round6(row.evPercent) })),
        togetherPercent: round6(r.togetherPercent)
      }
    },
    'analysis.blackjackEdge': async ({ keys }): Promise<BlackjackEdgeInfo> => {
      const a = await client.ruleset(blackjackRules(keys))
      const byUpcard: Record<string, number> = {}
      for (const [k, v] of Object.entries(a.byUpcard)) byUpcard[k] = round6(v)
      return {
        method: 'exact-cdz-',
        playerEvPercent: round6(a.playerEvPercent),
        houseEdgePercent: round6(-a.playerEvPercent),
        byUpcard,
        chart: a.chart,
        chartElse: a.chartElse
      }
    }
  }
}
