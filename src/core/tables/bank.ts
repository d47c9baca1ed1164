/**
 * A rotating bank (Xì dách `dealerMode: rotate`): who deals the next round. Pure, so the table, the
 * UI's "who deals next" and the tests all ask the same function.
 *
 * The bank stays with its holder for `every` rounds in a row, then passes to the next participant
 * in seat order. A participant takes it only when `eligible` (its chips reach the requirement); one
 * that is not is skipped, and so is one that declines (the person): the bank passes on to the next.
 * A holder that falls short of the requirement, or declines, mid-turn loses the bank at once.
 */
import type { SeatId } from '@shared/games'

/** Who dealt the last round and how many rounds in a row they have dealt (persisted with the table). */
export interface BankHolder {
  holder: SeatId
  rounds: number
}

export interface BankPlan {
  /** The participant who deals the next round, or null when nobody may (no one has the chips). */
  dealer: SeatId | null
  /** Its count of rounds in a row once it deals (1 for a new holder). */
  rounds: number
  /** Participants passed over for want of chips, in the order the bank reached them. */
  skipped: SeatId[]
}

export function nextBank(input: {
  /** Participants in the order the bank passes. */
  order: readonly SeatId[]
  last: BankHolder | null
  every: number
  /** Who takes the bank first at a new table. */
  first: SeatId
  eligible: (seat: SeatId) => boolean
  declined?: SeatId | null
}): BankPlan {
  const { order, last, every, first, eligible } = input
  const declined = input.declined ?? null
  if (last && last.rounds < every && order.includes(last.holder) && last.holder !== declined && eligible(last.holder)) {
    return { dealer: last.holder, rounds: last.rounds + 1, skipped: [] }
  }
  // A new turn: from the seat after the last holder, or from the first dealer at a new table.
  const from = last && order.includes(last.holder) ? order.indexOf(last.holder) + 1 : Math.max(0, order.indexOf(first))
  const skipped: SeatId[] = []
  for (let k = 0; k < order.length; k++) {
    const seat = order[(from + k) % order.length] as SeatId
    if (seat === declined) continue
    if (!eligible(seat)) {
      skipped.push(seat)
      continue
    }
    return { dealer: seat, rounds: 1, skipped }
  }
  return { dealer: null, rounds: 0, skipped }
}
