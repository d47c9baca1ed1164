/**
 * What the table screens ask the house besides the table itself: the coach's figures and grades, the
 * rules a ruleset shows before sitting down, the saved rulesets, Sic Bo's house edges, a session's
 * recent rolls and the balance after a settlement. Each is one call; the components only show them.
 */
import type { BlackjackGrade, RoundsPage } from '../../../shared/contract/history'
import type { RulesetDetail, RulesetSummary } from '../../../shared/contract/rulesets'
import type { BlackjackAdviceInfo, XidachAdviceInfo } from '../../../shared/contract/tables'
import type { GameId } from '../../../shared/games'
import { sicboRulesToKeys, type SicboRules } from '../../../shared/games/sicbo'
import type { AppState } from './app.svelte'
import type { Client } from './rpc'

/** A table's rules as chosen before sitting down: a preset (and its keys), or a saved ruleset (and version). */
export type RulesetRef = { rules: { preset: string } } | { rulesetId: string; version?: number }

/** The exact EV of each action open to the person now (null when no decision of theirs is awaited). */
export function blackjackAdvice(client: Client, tableId: string): Promise<BlackjackAdviceInfo | null> {
  return client.call('tables.blackjackAdvice', { tableId })
}

/** Main's grades of every decision of this table's session, in play order. */
export function blackjackGrades(client: Client, tableId: string): Promise<BlackjackGrade[]> {
  return client.call('tables.blackjackGrades', { tableId })
}

/** The Xì dách advisor's figures for the decision in front of the person. */
export function xidachAdvice(client: Client, tableId: string): Promise<XidachAdviceInfo | null> {
  return client.call('tables.xidachAdvice', { tableId })
}

/** A saved ruleset as it would open (its keys and rules), at its latest or a given version. */
export function savedRuleset(client: Client, choice: { rulesetId: string; version?: number }): Promise<RulesetDetail> {
  return client.call('rulesets.get', { id: choice.rulesetId, ...(choice.version !== undefined ? { version: choice.version } : {}) })
}

/** The user's saved rulesets of one game. */
export function savedRulesets(client: Client, game: GameId): Promise<RulesetSummary[]> {
  return client.call('rulesets.list', { game })
}

/** Sic Bo's house edge per spot (percent) under these rules; throws the check's message if they do not pass. */
export async function sicboEdges(client: Client, rules: SicboRules): Promise<Record<string, number>> {
  const res = await client.call('rulesets.validate', { game: 'sicbo', keys: sicboRulesToKeys(rules) })
  if (!res.ok) throw new Error(res.message)
  return Object.fromEntries((res.houseEdges ?? []).map((e) => [e.spot, e.percent]))
}

/** The last `count` rounds of a session (the newest last). */
export async function lastRounds(client: Client, sessionId: number, count: number): Promise<RoundsPage['items']> {
  const head = await client.call('history.rounds', { sessionId, offset: 0, limit: 1 })
  const page = await client.call('history.rounds', { sessionId, offset: Math.max(0, head.total - count), limit: count })
  return page.items
}

/** Settlement moved the balance: the top bar reads it from the profile list, read again here. */
export function rereadBalance(app: AppState): void {
  app.client.call('profiles.list', {}).then((p) => (app.profiles = p), () => undefined)
}
