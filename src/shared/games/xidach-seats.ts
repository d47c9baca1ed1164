/**
 * How many computer players a Xì dách table seats, for the seat the person takes and the rules: the
 * one bound the sitting-down screen offers and the table checks (core/tables/xidach.ts
 * `configProblem`), so the screen never offers a count the table refuses (issue 32, item 5).
 */
import type { XidachRules } from './xidach-rules'

export type XidachRole = 'player' | 'dealer'

export function xidachBotRange(
  role: XidachRole,
  rules: Pick<XidachRules, 'maxPlayers' | 'dealerMode'>
): { min: number; max: number } {
  const most = rules.maxPlayers
  // A rotating bank: whoever deals, everyone else plays, so the bots are the players each round.
  if (rules.dealerMode === 'rotate') return { min: 1, max: most }
  // A fixed bank: the person playing is one of the players; dealing, they need someone to deal to.
  return role === 'player' ? { min: 0, max: most - 1 } : { min: 1, max: most }
}
