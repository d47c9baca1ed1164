/**
 * Blackjack's analysis of a ruleset (analysis/game.ts): the exact house edge, for the rules editor, the
 * lobby and the table, and that edge rule by rule (rule-costs.ts). Computed by the analysis worker
 * (workers/compute/blackjack-analysis.ts), so the core's thread never waits; results are cached per
 * resolved ruleset. Exact in under a second, so nothing is warmed when a ruleset is saved.
 */
import type { AnalysisEdge, AnalysisRuleCosts } from '@shared/contract/analysis'
import type { BlackjackRules } from '@shared/games/blackjack'
import { RULES } from '@shared/rules/index'
import { rulesRefusal } from '../errors'
import type { AnalysisGame, EdgeKeys } from './game'
import { ruleCosts } from './rule-costs'

function blackjackRules(keys: EdgeKeys): BlackjackRules {
  const c = RULES.blackjack.check(keys)
  if (!c.ok) throw rulesRefusal(c)
  return c.rules as BlackjackRules
}

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6

export const blackjackAnalysis: AnalysisGame = {
  async edge(keys, _start, { analysis }): Promise<AnalysisEdge> {
    const a = await analysis.ruleset(blackjackRules(keys))
    const byUpcard: Record<string, number> = {}
    for (const [k, v] of Object.entries(a.byUpcard)) byUpcard[k] = round6(v)
    return {
      game: 'blackjack',
      edge: {
        method: 'exact-cdz-',
        playerEvPercent: round6(a.playerEvPercent),
        houseEdgePercent: round6(-a.playerEvPercent),
        byUpcard,
        chart: a.chart,
        chartElse: a.chartElse
      }
    }
  },
  async ruleCosts(keys, { analysis }): Promise<AnalysisRuleCosts> {
    const r = await ruleCosts(blackjackRules(keys), async (rules) => (await analysis.ruleset(rules)).playerEvPercent)
    return {
      game: 'blackjack',
      costs: {
        baselineEvPercent: round6(r.baselineEvPercent),
        playerEvPercent: round6(r.playerEvPercent),
        rows: r.rows.map((row) => ({ ...row, evPercent: round6(row.evPercent) })),
        togetherPercent: round6(r.togetherPercent)
      }
    }
  }
}
