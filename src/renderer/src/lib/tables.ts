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

type TableId = In<'tables.advice'>['tableId']
type Advice = NonNullable<Awaited<Out<'tables.advice'>>>
type Grades = Awaited<Out<'tables.grades'>>
type AdviceOf<G extends Advice['game']> = { [A in Advice as A['game']]: A['advice'] }[G]
type GradesOf<G extends Grades['game']> = { [A in Grades as A['game']]: A['grades'] }[G]

/** The hints for the decision now (`tables.advice`, tagged with the table's game), when they are `game`'s. */
async function adviceFor<G extends Advice['game']>(
  client: Client,
  tableId: TableId,
  game: G,
  profileId?: string
): Promise<AdviceOf<G> | null> {
  const a = await client.call('tables.advice', { tableId, ...(profileId ? { profileId } : {}) })
  return a && a.game === game ? (a.advice as AdviceOf<G>) : null
}

/** Main's grades of this table's session's decisions, in play order (`tables.grades`), when they are `game`'s. */
async function gradesFor<G extends Grades['game']>(
  client: Client,
  tableId: TableId,
  game: G,
  profileId?: string
): Promise<GradesOf<G>> {
  const g = await client.call('tables.grades', { tableId, ...(profileId ? { profileId } : {}) })
  return (g.game === game ? g.grades : []) as GradesOf<G>
}

/** The exact EV of each action open to the person now (null when no decision of theirs is awaited). */
export const blackjackAdvice = (client: Client, tableId: TableId): Promise<AdviceOf<'blackjack'> | null> =>
  adviceFor(client, tableId, 'blackjack')

/** Main's grades of the decisions of this table's session, in play order. */
export const blackjackGrades = (client: Client, tableId: TableId): Promise<GradesOf<'blackjack'>> =>
  gradesFor(client, tableId, 'blackjack')

/**
 * Main's grades of the Xì dách decisions of this table's session, in play order; at a table of several
 * people, `profileId`'s own.
 */
export const xidachGrades = (client: Client, tableId: TableId, profileId?: string): Promise<GradesOf<'xidach'>> =>
  gradesFor(client, tableId, 'xidach', profileId)

/** The Xì dách advisor's figures for the decision in front of the person (at a table of several people, the one who looked). */
export const xidachAdvice = (
  client: Client,
  tableId: TableId,
  profileId?: string
): Promise<AdviceOf<'xidach'> | null> => adviceFor(client, tableId, 'xidach', profileId)

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
