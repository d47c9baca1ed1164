/**
 * What a table needs of a game's rules beyond their own check (issue 32, item 6): rules that are
 * consistent as rules but that no table can be played under. One function, so the rules editor's
 * badge and Save (`rulesets.validate`, `rulesets.save`) refuse exactly what opening a table refuses.
 * It is not part of the rules' own check: a ruleset saved before this check keeps reading as it was
 * saved (its sessions' history stays), and only a table or a new version asks for it.
 */
import type { ServerText } from '../contract/server-text'
import type { GameId } from '../games'
import type { XidachRules } from '../games/xidach-rules'

export interface TableRulesProblem {
  /** The key to fix, as the rules editor names it. */
  path: string
  message: string
  i18n: ServerText
}

export function tableRulesProblem(game: GameId, rules: unknown): TableRulesProblem | null {
  if (game !== 'xidach') return null
  const r = rules as Pick<XidachRules, 'dealerMode' | 'maxBetMinor'>
  // Taking a rotating bank takes bankMinStakes × maxBet in chips: without a maximum stake nobody can.
  if (r.dealerMode === 'rotate' && r.maxBetMinor === null)
    return {
      path: 'maxBet',
      message: 'dealerMode rotate needs a maximum stake (a seat takes the bank with bankMinStakes × maxBet in chips)',
      i18n: { key: 'ruleCheck.rotateNeedsMaxBet' }
    }
  return null
}
