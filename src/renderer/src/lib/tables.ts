/**
 * What the table screens ask the house besides the table itself: the coach's figures and grades,
 * Sic Bo's house edges and a session's recent rolls (these two through the rules and history call
 * modules), typed from the contract like the other call modules (lib/calls.ts).
 */
import { sicboRulesToKeys, type SicboRules } from '@shared/games/sicbo'
import type { In, Out } from './calls'
import { listRounds } from './history'
import type { Client } from './rpc'
import { validateRules } from './rulesets'

type TableId = In<'tables.blackjackAdvice'>['tableId']

/** The exact EV of each action open to the person now (null when no decision of theirs is awaited). */
export const blackjackAdvice = (client: Client, tableId: TableId): Out<'tables.blackjackAdvice'> =>
  client.call('tables.blackjackAdvice', { tableId })

/** Main's grades of the decisions of this table's session, in play order. */
export const blackjackGrades = (client: Client, tableId: TableId): Out<'tables.blackjackGrades'> =>
  client.call('tables.blackjackGrades', { tableId })

/** Main's grades of the Xì dách decisions of this table's session, in play order. */
export const xidachGrades = (client: Client, tableId: TableId): Out<'tables.xidachGrades'> =>
  client.call('tables.xidachGrades', { tableId })

/** The Xì dách advisor's figures for the decision in front of the person. */
export const xidachAdvice = (client: Client, tableId: TableId): Out<'tables.xidachAdvice'> =>
  client.call('tables.xidachAdvice', { tableId })

/** Sic Bo's house edge per spot (percent) under these rules; throws the check's message if they do not pass. */
export async function sicboEdges(client: Client, rules: SicboRules): Promise<Record<string, number>> {
  const res = await validateRules(client, { game: 'sicbo', keys: sicboRulesToKeys(rules) })
  if (!res.ok) throw new Error(res.message)
  return Object.fromEntries((res.houseEdges ?? []).map((e) => [e.spot, e.percent]))
}

/** The last `count` rounds of a session (the newest last). */
export async function lastRounds(
  client: Client,
  sessionId: number,
  count: number
): Promise<Awaited<Out<'history.rounds'>>['items']> {
  const head = await listRounds(client, sessionId, 0, 1)
  return (await listRounds(client, sessionId, Math.max(0, head.total - count), count)).items
}
