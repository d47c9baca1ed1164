/**
 * `analysis.blackjackEdge`: the exact house edge of Blackjack house rules, for the rules editor, the
 * lobby and the table. Computed by the analysis worker (engine/games/blackjack/analysis/client.ts), so
 * the core's thread never waits; results are cached per resolved ruleset.
 */
import type { BlackjackEdgeInfo } from '../../../shared/contract/analysis'
import { RULES } from '../../../shared/rules/index'
import type { BlackjackRules } from '../../../shared/games/blackjack'
import type { AnalysisClient } from '../../engine/games/blackjack/analysis/client'
import { CoreError } from '../errors'
import type { Handlers } from '../types'

export function analysisHandlers(client: AnalysisClient): Pick<Handlers, 'analysis.blackjackEdge'> {
  return {
    'analysis.blackjackEdge': async ({ keys }): Promise<BlackjackEdgeInfo> => {
      const c = RULES.blackjack.check(keys)
      if (!c.ok) throw new CoreError('refused', `${c.path}: ${c.message}`)
      const a = await client.ruleset(c.rules as BlackjackRules)
      const round = (x: number): number => Math.round(x * 1e6) / 1e6
      const byUpcard: Record<string, number> = {}
      for (const [k, v] of Object.entries(a.byUpcard)) byUpcard[k] = round(v)
      return {
        method: 'exact-cdz-',
        playerEvPercent: round(a.playerEvPercent),
        houseEdgePercent: round(-a.playerEvPercent),
        byUpcard,
        chart: a.chart
      }
    }
  }
}
