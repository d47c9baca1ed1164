/**
 * The game-tagged analysis procedures (`analysis.edge`, `analysis.edgeCancel`, `analysis.ruleCosts`)
 * called through the dispatcher for one game, each answer checked to carry that game's tag before its
 * figures are handed back.
 */
import type { Core } from '../../src/core/index'
import type { BlackjackEdgeInfo, BlackjackRuleCostsInfo, XidachEdgeInfo } from '@shared/contract/analysis'
import { call } from './core'

type Keys = Record<string, unknown>

function tagged<G extends string>(r: { game: string }, game: G): void {
  if (r.game !== game) throw new Error(`answered for ${r.game}, asked for ${game}`)
}

/** `analysis.edge` for Blackjack rules: the exact edge. */
export async function blackjackEdge(c: Core, input: { keys: Keys }): Promise<BlackjackEdgeInfo> {
  const r = await call(c, 'analysis.edge', { game: 'blackjack', ...input })
  tagged(r, 'blackjack')
  return r.edge as BlackjackEdgeInfo
}

/** `analysis.edge` for Xì dách rules: the exact heads-up figures and the simulation's progress. */
export async function xidachEdge(c: Core, input: { keys: Keys; start?: boolean }): Promise<XidachEdgeInfo> {
  const r = await call(c, 'analysis.edge', { game: 'xidach', ...input })
  tagged(r, 'xidach')
  return r.edge as XidachEdgeInfo
}

/** `analysis.edgeCancel` for Xì dách rules. */
export async function xidachEdgeCancel(c: Core, input: { keys: Keys }): Promise<XidachEdgeInfo> {
  const r = await call(c, 'analysis.edgeCancel', { game: 'xidach', ...input })
  tagged(r, 'xidach')
  return r.edge as XidachEdgeInfo
}

/** `analysis.ruleCosts` for Blackjack rules. */
export async function blackjackRuleCosts(c: Core, input: { keys: Keys }): Promise<BlackjackRuleCostsInfo> {
  const r = await call(c, 'analysis.ruleCosts', { game: 'blackjack', ...input })
  tagged(r, 'blackjack')
  return r.costs
}
