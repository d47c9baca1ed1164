/**
 * The house edge of the ruleset in force for one game, as the lobby shows it: the rules of the table
 * the profile sits at (the one its card goes back to), else the game's default preset (the one its
 * sitting-down screen starts on). Blackjack: exact, from the analysis worker (cached there per
 * resolved ruleset). Sic Bo: exact, from the pay table (lowest and highest spot). Xì dách: the exact
 * heads-up figures (the house starts them on the first ask, in a worker, about a second; issue 35) and
 * a simulation already kept for these rules — the lobby never starts a simulation, and never waits.
 */
import type { XidachDealerEdge, XidachExactInfo } from '@shared/contract/analysis'
import type { GameId } from '@shared/games'
import { RULES, type RuleKeys } from '@shared/rules/index'
import { blackjackEdge, xidachEdge } from '@renderer/lib/analysis'
import { openTableOf } from '@renderer/lib/drill'
import type { Client } from '@renderer/lib/rpc'
import { validateRules } from '@renderer/lib/rulesets'
import { keysOfRules } from '../rules/words'

/** The rules in force: their keys and their name (a preset's key, or a saved ruleset's name). */
export interface RulesInForce {
  keys: RuleKeys
  name: string
  /** From the table the profile sits at (else the default preset). */
  atTable: boolean
}

export type EdgeFigure =
  | { game: 'blackjack'; houseEdgePercent: number }
  | { game: 'sicbo'; lowPercent: number; highPercent: number }
  /**
   * `state`: the simulation's; `none`: none kept for these rules (or it was cancelled or failed).
   * `exact`: the exact heads-up figures, as far as they go.
   */
  | { game: 'xidach'; state: 'none' | 'running'; done: number; exact: XidachExactInfo }
  | { game: 'xidach'; state: 'ok'; results: XidachDealerEdge[]; exact: XidachExactInfo }

export async function rulesInForce(client: Client, game: GameId): Promise<RulesInForce> {
  const table = await openTableOf(client, game)
  const keys = table ? keysOfRules(game, table.rules) : null
  if (table && keys) return { keys, name: table.rulesName, atTable: true }
  const preset = RULES[game].defaultPreset
  return { keys: { preset }, name: preset, atTable: false }
}

export async function edgeOf(client: Client, game: GameId, keys: RuleKeys): Promise<EdgeFigure> {
  if (game === 'blackjack') {
    const r = await blackjackEdge(client, { keys })
    return { game, houseEdgePercent: r.houseEdgePercent }
  }
  if (game === 'sicbo') {
    const r = await validateRules(client, { game, keys })
    if (!r.ok) throw new Error(r.message)
    const edges = (r.houseEdges ?? []).map((e) => e.percent)
    if (edges.length === 0) throw new Error('no spots')
    return { game, lowPercent: Math.min(...edges), highPercent: Math.max(...edges) }
  }
  const info = await xidachEdge(client, { keys, start: false })
  if (info.state === 'ok') return { game, state: 'ok', results: info.results, exact: info.exact }
  return { game, state: info.state === 'running' ? 'running' : 'none', done: info.done, exact: info.exact }
}

/** A Xì dách figure the lobby still waits for: the exact figures being worked out, or a simulation running. */
export function xidachPending(f: EdgeFigure): boolean {
  return f.game === 'xidach' && (f.state === 'running' || f.exact.state === 'running')
}

/** Whether a Xì dách figure has anything to show: an exact figure, or a kept simulation. */
export function xidachShown(f: EdgeFigure): boolean {
  return f.game === 'xidach' && (f.state === 'ok' || f.exact.results.some((r) => r.exact))
}
