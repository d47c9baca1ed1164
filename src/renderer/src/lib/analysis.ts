/**
 * The renderer's house-edge calls: Blackjack's exact edge for a set of rules, and Xì dách's simulated
 * one (a run the house keeps going in the background; asking again reads how far it is).
 */
import type { In, Out } from './calls'
import type { Client } from './rpc'

export const blackjackEdge = (client: Client, input: In<'analysis.blackjackEdge'>): Out<'analysis.blackjackEdge'> =>
  client.call('analysis.blackjackEdge', input)

export const xidachEdge = (client: Client, input: In<'analysis.xidachEdge'>): Out<'analysis.xidachEdge'> =>
  client.call('analysis.xidachEdge', input)

export const cancelXidachEdge = (
  client: Client,
  input: In<'analysis.xidachEdgeCancel'>
): Out<'analysis.xidachEdgeCancel'> => client.call('analysis.xidachEdgeCancel', input)

export const blackjackRuleCosts = (
  client: Client,
  input: In<'analysis.blackjackRuleCosts'>
): Out<'analysis.blackjackRuleCosts'> => client.call('analysis.blackjackRuleCosts', input)
