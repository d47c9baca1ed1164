/**
 * Xì dách stakes against the dealer's bank: the largest stake a player may place now and why a stake is
 * refused. Here rather than in the engine because the UI shows the cap while betting, from the same rules.
 */
import { minorToChips, type Minor } from '../money'
import type { XidachRules } from './xidach-rules'

/** The largest multiplier any win can pay: the bank must cover every stake at it. */
export function largestMultiplier(rules: XidachRules): number {
  return Math.max(1, rules.pay.xiBang, rules.pay.xiDach, rules.pay.nguLinh)
}

/**
 * The most a player can lose per unit staked: the largest multiplier, or 1 when `symmetric` is false
 * (a dealer win then costs only the stake). A player's chips must cover stake × this.
 */
export function largestLossMultiplier(rules: XidachRules): number {
  return rules.symmetric ? largestMultiplier(rules) : 1
}

export interface StakeRoom {
  /** The player's chips now (minor units). */
  chips: Minor
  /** The dealer's declared bank for the round; null = unlimited. */
  bank: Minor | null
  /** Stakes already accepted from the other players this round. */
  otherStakes: readonly Minor[]
}

export type StakeLimit = 'chips' | 'bank' | 'maxBet' | 'none'

export interface StakeCap {
  /** Largest acceptable stake in minor units; below `rules.minBetMinor` means no stake is possible. */
  max: Minor
  /** What sets `max` (the tightest limit). */
  by: StakeLimit
}

/** The largest stake a player may place now (the UI shows it while betting; the engine enforces it). */
export function maxStake(rules: XidachRules, room: StakeRoom): StakeCap {
  let max = Number.MAX_SAFE_INTEGER
  let by: StakeLimit = 'none'
  const byChips = Math.floor(room.chips / largestLossMultiplier(rules))
  if (byChips < max) {
    max = byChips
    by = 'chips'
  }
  if (room.bank !== null) {
    const m = largestMultiplier(rules)
    let used = 0
    for (const s of room.otherStakes) used += s * m
    const byBank = Math.max(0, Math.floor((room.bank - used) / m))
    if (byBank < max) {
      max = byBank
      by = 'bank'
    }
  }
  if (rules.maxBetMinor !== null && rules.maxBetMinor < max) {
    max = rules.maxBetMinor
    by = 'maxBet'
  }
  return { max: Math.max(0, max), by }
}

const chipsText = (m: Minor): string => String(minorToChips(m))

/**
 * A refused stake: the English reason, and the code and values the player's language words it with
 * (server-text.ts, `engine.<code>`; amounts in chips).
 */
export interface StakeIssue {
  code: string
  message: string
  vars: Record<string, number>
}

/** Null when the stake is acceptable, else the reason with the largest stake still possible. */
export function stakeRefusal(rules: XidachRules, stake: Minor, room: StakeRoom): string | null {
  return stakeIssue(rules, stake, room)?.message ?? null
}

/** `stakeRefusal` with the refusal's code and values. */
export function stakeIssue(rules: XidachRules, stake: Minor, room: StakeRoom): StakeIssue | null {
  if (!Number.isInteger(stake) || stake <= 0)
    return { code: 'stake-not-positive', message: 'the stake must be a positive amount', vars: {} }
  const c = minorToChips
  if (stake < rules.minBetMinor) {
    return {
      code: 'stake-under-min',
      message: `stake ${chipsText(stake)} is under the table minimum ${chipsText(rules.minBetMinor)}`,
      vars: { stake: c(stake), min: c(rules.minBetMinor) }
    }
  }
  const cap = maxStake(rules, room)
  if (stake <= cap.max) return null
  const none = cap.max < rules.minBetMinor
  const possible = none
    ? `no stake is possible (the table minimum is ${chipsText(rules.minBetMinor)})`
    : `the largest stake still possible is ${chipsText(cap.max)}`
  const times = cap.by === 'bank' ? largestMultiplier(rules) : largestLossMultiplier(rules)
  const message =
    cap.by === 'bank'
      ? `stake ${chipsText(stake)} is over what the dealer's bank can still cover at ×${times}: ${possible}`
      : cap.by === 'chips'
        ? `stake ${chipsText(stake)} is more than the player's chips cover at ×${times}: ${possible}`
        : cap.by === 'maxBet'
          ? `stake ${chipsText(stake)} is over the table maximum: ${possible}`
          : `stake ${chipsText(stake)} is refused: ${possible}`
  // Nothing stakeable says so whatever set the cap; else the cap's own words with the largest stake.
  if (none) return { code: 'stake-none-possible', message, vars: { stake: c(stake), min: c(rules.minBetMinor) } }
  if (cap.by === 'bank') return { code: 'stake-over-bank', message, vars: { stake: c(stake), times, max: c(cap.max) } }
  if (cap.by === 'chips')
    return { code: 'stake-over-cover', message, vars: { stake: c(stake), times, max: c(cap.max) } }
  return { code: 'stake-over-max', message, vars: { stake: c(stake), max: c(cap.max) } }
}
