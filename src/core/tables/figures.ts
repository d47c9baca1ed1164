/**
 * A settled round's figures for the person, written into rounds.result_json at settlement (inside
 * the settling transaction): what they staked, their net, their balance after, and a short outcome.
 * Migration 3 indexes the numbers as columns and adds them to the session's running totals, so the
 * history never re-reads events to draw a chart or sum a session. It lives with the settlement that
 * writes it (settle.ts): core/history reads what is stored and depends on core/tables, never back.
 */
import type { SeatId } from '@shared/games'
import type { Minor } from '@shared/money'
import type { AnyTableDriver } from './driver'
import type { StartEntry } from './replay'

export interface RoundFigures {
  /** Everything the person staked this round (doubles, splits, insurance included where the driver says). */
  wageredMinor: Minor
  /** The person's net over their seats (what the ledger moved). */
  netMinor: Minor
  /** The person's balance when the round began plus this net. */
  balanceAfterMinor: Minor
  /** Short, language-neutral (dice "2-2-5", cards); '' when the driver gives none. */
  outcome: string
}

export function roundFigures(
  start: StartEntry,
  driver: AnyTableDriver,
  state: unknown,
  personSeats: readonly SeatId[],
  netMinor: Minor
): RoundFigures {
  const summary = driver.summarize?.(state, personSeats)
  let wagered = 0
  if (summary) wagered = summary.wageredMinor
  else for (const s of personSeats) wagered += start.stakes?.[s] ?? 0
  const first = personSeats[0]
  const before = first === undefined ? 0 : (start.bankrolls?.[first] ?? 0)
  return { wageredMinor: wagered, netMinor, balanceAfterMinor: before + netMinor, outcome: summary?.outcome ?? '' }
}
