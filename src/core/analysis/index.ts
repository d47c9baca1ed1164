/**
 * `analysis.blackjackEdge`: the exact house edge of Blackjack house rules, for the rules editor, the
 * lobby and the table; `analysis.blackjackRuleCosts`: that edge rule by rule (rule-costs.ts). `analysis.xidachEdge` / `analysis.xidachEdgeCancel`: the
 * exact heads-up Xì dách edge against each dealer AI (engine/games/xidach/edge/exact-client.ts, started
 * on every ask, never waited for) and the simulated one (engine/games/xidach/edge/client.ts), with its
 * progress; the simulation starts by itself where the exact figure ran past its budget. Computed by the analysis worker (engine/games/blackjack/analysis/client.ts), so
 * the core's thread never waits; results are cached per resolved ruleset.
 */
import type {
  BlackjackEdgeInfo,
  BlackjackRuleCostsInfo,
  XidachEdgeInfo,
  XidachExactInfo
} from '@shared/contract/analysis'
import { RULES } from '@shared/rules/index'
import type { BlackjackRules } from '@shared/games/blackjack'
import type { XidachRules } from '@shared/games/xidach'
import type { EdgeRun, ExactRun, XidachEdgeClient, XidachExactClient } from '../workers'
import type { AnalysisClient } from '../workers'
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

function edgeInfo(run: EdgeRun | null, roundsPerDealer: number, exact: ExactRun): XidachEdgeInfo {
  if (run === null) return { state: 'idle', done: 0, results: [], roundsPerDealer, exact: exactInfo(exact) }
  const results = run.results.map((r) => ({
    dealer: r.dealer,
    rounds: r.rounds,
    houseEdgePercent: pct(r.edge),
    loPercent: pct(r.lo),
    hiPercent: pct(r.hi)
  }))
  const info: XidachEdgeInfo = { state: run.state, done: run.done, results, roundsPerDealer, exact: exactInfo(exact) }
  if ('message' in run) info.message = run.message
  return info
}

/**
 * A ruleset just saved (or created): its exact heads-up Xì dách edge is started in the background, so the
 * lobby, the sit-down and the editor find it worked out (issue 35). Other games' edges are computed when
 * asked (Blackjack's, exact, in under a second) or need no worker (Sic Bo's).
 */
export function warmEdge(exact: XidachExactClient, saved: { game: string; shown: { keys: unknown } }): void {
  if (saved.game !== 'xidach') return
  const c = RULES.xidach.check(saved.shown.keys)
  if (c.ok) exact.status(c.rules as XidachRules)
}

export function analysisHandlers(
  client: AnalysisClient,
  xidach: XidachEdgeClient,
  exact: XidachExactClient
): Pick<Handlers, AnalysisProcedures> {
  return {
    'analysis.xidachEdge': ({ keys, start }) => {
      const rules = xidachRules(keys)
      const e = exact.status(rules)
      // Where the exact figure ran past its budget the simulation stands in, started without a click.
      const simulate = start === true || (e.state === 'ok' && e.results.some((r) => !r.exact))
      return edgeInfo(xidach.status(rules, simulate), xidach.rounds, e)
    },
    'analysis.xidachEdgeCancel': ({ keys }) => {
      const rules = xidachRules(keys)
      return edgeInfo(xidach.cancel(rules), xidach.rounds, exact.status(rules))
    },
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
