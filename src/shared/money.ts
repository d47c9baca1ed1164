/**
 * Play money. Amounts cross the contract as chips (numbers with at most two decimals) and live
 * everywhere else as integer minor units (1 chip = 100), so every payout ratio is exact.
 */
import { z } from 'zod'

export type Minor = number

export const MINOR_PER_CHIP = 100
/** Largest amount of chips any single input may carry; keeps minor units far inside 2^53. */
export const MAX_CHIPS_INPUT = 1_000_000_000

/** Chips → minor units, or null when the amount is not a positive number with at most two decimals. */
export function chipsToMinor(chips: number): Minor | null {
  if (typeof chips !== 'number' || !Number.isFinite(chips) || chips <= 0 || chips > MAX_CHIPS_INPUT) return null
  const minor = Math.round(chips * MINOR_PER_CHIP)
  // Two-decimal check done on the rounded value so 0.1 + 0.2 style inputs are not refused.
  if (Math.abs(minor - chips * MINOR_PER_CHIP) > 1e-6) return null
  return minor
}

export function minorToChips(minor: Minor): number {
  return minor / MINOR_PER_CHIP
}

/** Exact ratio payout: stake × num / den, in minor units. Throws if it would not be whole. */
export function payRatio(stake: Minor, num: number, den = 1): Minor {
  const raw = stake * num
  if (raw % den !== 0) throw new Error(`payout ${stake}×${num}/${den} is not a whole number of minor units`)
  return raw / den
}

/** Zod schema for an amount of chips as it crosses any boundary (IPC, scenario files, imports). */
export const chipsAmount = z
  .number({ error: 'must be a number of chips' })
  .finite()
  .positive({ error: 'must be greater than 0' })
  .max(MAX_CHIPS_INPUT, { error: `must be at most ${MAX_CHIPS_INPUT}` })
  .refine((n) => chipsToMinor(n) !== null, { error: 'must have at most two decimals' })

/** Zod schema for a stake, bet or bank as tables take it: whole minor units, over 0, at most MAX_CHIPS_INPUT chips. */
export const stakeMinor = z
  .number({ error: 'must be a number of minor units' })
  .int({ error: 'must be whole minor units' })
  .positive({ error: 'must be greater than 0' })
  .max(MAX_CHIPS_INPUT * MINOR_PER_CHIP, { error: 'is too large' })

export function formatChips(minor: Minor, locale = 'vi-VN'): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(
    minorToChips(minor)
  )
}
