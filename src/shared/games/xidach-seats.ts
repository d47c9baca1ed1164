/**
 * How many computer players a Xì dách table seats, for the seat the person takes and the rules: the
 * one bound the sitting-down screen offers and the table checks (core/tables/xidach.ts
 * `configProblem`), so the screen never offers a count the table refuses (issue 32, item 5).
 */
import type { XidachRules } from './xidach-rules'

export type XidachRole = 'player' | 'dealer'

/** A computer player's chips when the sit-down gives none (1,000 chips). */
export const XIDACH_BOT_CHIPS_MINOR = 100_000

/**
 * The chips each computer player sits down with when the person gives none: 1,000, or under a rotating
 * bank twice what holding the bank needs (`bankMinStakes` × the maximum stake), so the bank can pass to
 * them (issue 32: at 1,000 nobody else could ever hold it once the maximum stake was over 100).
 */
export function xidachBotChips(rules: Pick<XidachRules, 'dealerMode' | 'bankMinStakes' | 'maxBetMinor'>): number {
  if (rules.dealerMode !== 'rotate') return XIDACH_BOT_CHIPS_MINOR
  return Math.max(XIDACH_BOT_CHIPS_MINOR, 2 * rules.bankMinStakes * (rules.maxBetMinor ?? 0))
}

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
