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

/** The figures of `game` in an answer tagged with it (the house answers for the game asked about). */
function edgeOf<G extends AnalysisEdge['game']>(r: AnalysisEdge, game: G): Extract<AnalysisEdge, { game: G }>['edge'] {
  if (r.game !== game) throw new Error(`analysis.edge answered for ${r.game}, asked for ${game}`)
  return r.edge as Extract<AnalysisEdge, { game: G }>['edge']
}

export const blackjackEdge = async (client: Client, input: Keys): Promise<BlackjackEdgeInfo> =>
  edgeOf(await client.call('analysis.edge', { game: 'blackjack', ...input }), 'blackjack')

export const xidachEdge = async (client: Client, input: XidachAsk): Promise<XidachEdgeInfo> =>
  edgeOf(await client.call('analysis.edge', { game: 'xidach', ...input }), 'xidach')

export const cancelXidachEdge = async (client: Client, input: Keys): Promise<XidachEdgeInfo> =>
  edgeOf(await client.call('analysis.edgeCancel', { game: 'xidach', ...input }), 'xidach')

export const blackjackRuleCosts = async (client: Client, input: Keys): Promise<BlackjackRuleCostsInfo> =>
  (await client.call('analysis.ruleCosts', { game: 'blackjack', ...input })).costs
