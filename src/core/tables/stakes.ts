/**
 * The money a new round starts with: the person's stakes (checked to be theirs, one a seat, and
 * given the way the game takes them), every seat's chips, and the computer players' stakes. The
 * game's own limits (minimum, maximum, the bank) are checked by its engine when the round opens.
 */
import { DEALER, type SeatId } from '@shared/games'
import type { Minor } from '@shared/money'
import type { RandomSource } from '../engine/random'
import { refused } from '../errors'
import type { TableSeat } from './driver'
import { hasPeople, seatProfile, type LiveTable, type TableJson } from './live'

/** The person's stakes by seat, refused when a seat is not theirs, is staked twice, or the game takes stakes otherwise. */
export function personStakes(
  t: LiveTable,
  seats: readonly TableSeat[],
  stakesIn: ReadonlyArray<{ seat: string; amountMinor: Minor; profileId?: string }>
): Record<SeatId, Minor> {
  const { driver } = t
  const mine = seats.filter((s) => s.kind === 'you')
  const several = hasPeople(t)
  const stakes: Record<SeatId, Minor> = {}
  for (const s of stakesIn) {
    const seat = mine.find((m) => m.seat === s.seat)
    if (!seat)
      throw refused(`"${s.seat}" is not your seat at this table.`, {
        key: 'tables.notYourSeat',
        vars: { seat: s.seat }
      })
    // Several people at one table: each stake comes with the profile whose chips it takes (issue 35).
    if ((several || s.profileId !== undefined) && s.profileId !== seatProfile(t, seat))
      throw refused(`"${s.seat}" is not that profile's seat at this table.`, {
        key: 'tables.notProfileSeat',
        vars: { seat: s.seat }
      })
    if (several && s.seat === DEALER)
      throw refused('The dealer places no stake; the players stake against the bank.', { key: 'tables.dealerNoStake' })
    if (stakes[s.seat] !== undefined)
      throw refused(`"${s.seat}" has two stakes.`, { key: 'tables.twoStakes', vars: { seat: s.seat } })
    stakes[s.seat] = s.amountMinor
  }
  const upFront = driver.stakesUpFrontFor?.(t.config, seats) ?? driver.stakesUpFront
  if (upFront && stakesIn.length === 0) throw refused('Place a stake first.', { key: 'tables.stakeMissing' })
  if (!upFront && stakesIn.length > 0) {
    throw driver.stakesUpFront
      ? refused('The dealer places no stake; the players stake against the bank.', { key: 'tables.dealerNoStake' })
      : refused('At this table stakes are placed as bets.', { key: 'tables.stakesAsBets' })
  }
  return stakes
}

/**
 * Chips each seat brings to the round: a person's balance (their own profile's at a table of several
 * people), a computer seat's (or its holder's) stack, null for an unlimited house.
 */
export function bankrollsOf(
  seats: readonly TableSeat[],
  balance: (s: TableSeat) => Minor,
  table: TableJson
): Record<SeatId, Minor | null> {
  const bankrolls: Record<SeatId, Minor | null> = {}
  for (const s of seats) bankrolls[s.seat] = s.kind === 'you' ? balance(s) : (table.stacks[s.holder ?? s.seat] ?? null)
  return bankrolls
}

/** Adds the computer players' stakes to `stakes`; one that sits the round out adds none. */
export function addBotStakes(
  t: LiveTable,
  seats: readonly TableSeat[],
  bankrolls: Record<SeatId, Minor | null>,
  rng: RandomSource,
  stakes: Record<SeatId, Minor>
): void {
  for (const s of seats) {
    if (s.kind !== 'bot') continue
    const stake = t.driver.botStake(s, t.rules, bankrolls[s.seat] ?? null, rng)
    if (stake !== null) stakes[s.seat] = stake
  }
}
