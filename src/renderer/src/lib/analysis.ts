/**
 * The renderer's house-edge calls: Blackjack's exact edge for a set of rules (and rule by rule), and Xì
 * dách's (exact heads-up figures and a simulation the house keeps going in the background; asking again
 * reads how far it is). The procedures are tagged with the game (`analysis.edge { game, keys }`); each
 * call here asks for one game and hands back that game's figures.
 */
import type { AnalysisEdge, BlackjackEdgeInfo, BlackjackRuleCostsInfo, XidachEdgeInfo } from '@shared/contract/analysis'
import type { In } from './calls'
import type { Client } from './rpc'

type Keys = Omit<Extract<In<'analysis.edge'>, { game: 'blackjack' }>, 'game'>
type XidachAsk = Omit<Extract<In<'analysis.edge'>, { game: 'xidach' }>, 'game'>

/** Blackjack's figures in an answer (the house answers for the game asked about). */
function blackjackOf(r: AnalysisEdge): BlackjackEdgeInfo {
  if (r.game !== 'blackjack') throw new Error(`analysis.edge answered for ${r.game}, asked for blackjack`)
  return r.edge
}

/** Xì dách's figures in an answer. */
function xidachOf(r: AnalysisEdge): XidachEdgeInfo {
  if (r.game !== 'xidach') throw new Error(`analysis.edge answered for ${r.game}, asked for xidach`)
  return r.edge
}

export const blackjackEdge = async (client: Client, input: Keys): Promise<BlackjackEdgeInfo> =>
  blackjackOf(await client.call('analysis.edge', { game: 'blackjack', ...input }))

export const xidachEdge = async (client: Client, input: XidachAsk): Promise<XidachEdgeInfo> =>
  xidachOf(await client.call('analysis.edge', { game: 'xidach', ...input }))

export const cancelXidachEdge = async (client: Client, input: Keys): Promise<XidachEdgeInfo> =>
  xidachOf(await client.call('analysis.edgeCancel', { game: 'xidach', ...input }))

export const blackjackRuleCosts = async (client: Client, input: Keys): Promise<BlackjackRuleCostsInfo> =>
  (await client.call('analysis.ruleCosts', { game: 'blackjack', ...input })).costs
