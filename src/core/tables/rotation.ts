/**
 * A rotating bank at a live table (Xì dách `dealerMode: rotate`): who holds it, who deals next, and
 * the seating that follows. Who deals is decided by the pure `nextBank` (bank.ts) over the seats' chips.
 */
import type { SeatId } from '@shared/games'
import { minorToChips, type Minor } from '@shared/money'
import type { TableBank } from '@shared/contract/tables'
import type { Store } from '../store/store'
import { refused } from '../errors'
import { nextBank, type BankPlan } from './bank'
import type { Rotation, TableSeat } from './driver'
import { hasPeople, seatProfile, type LiveTable, type TableJson } from './live'

export function rotationOf(t: LiveTable): Rotation | null {
  return t.driver.rotation?.(t.config, t.rules) ?? null
}

/**
 * A seat's chips: a person's balance (their own profile's at a table of several people), or its
 * holder's (or its own) stack; null = unlimited house.
 */
export function chipsOf(store: Store, t: LiveTable, table: TableJson, s: TableSeat): Minor | null {
  return s.kind === 'you' ? store.profiles.balance(seatProfile(t, s)) : (table.stacks[s.holder ?? s.seat] ?? null)
}

/** Whether `seat` is a person's (any person's at a table of several people) among the bank's participants. */
function isPerson(rotation: Rotation, seat: SeatId | null): boolean {
  return seat !== null && rotation.participants.some((p) => p.seat === seat && p.kind === 'you')
}

/** Who deals next under a rotating bank (`declined`: the person passes it on). */
function bankPlan(store: Store, t: LiveTable, rotation: Rotation, declined: SeatId | null): BankPlan {
  const chips = new Map(rotation.participants.map((p) => [p.seat, chipsOf(store, t, t.table, p)]))
  return nextBank({
    order: rotation.participants.map((p) => p.seat),
    last: t.table.bank ?? null,
    every: rotation.every,
    first: rotation.first,
    eligible: (seat) => (chips.get(seat) ?? 0) >= rotation.minChipsMinor,
    declined
  })
}

/** What the table shows of its bank: who holds it, who takes it next, and who could not. */
export function bankInfo(store: Store, t: LiveTable, rotation: Rotation): TableBank {
  const inPlay = t.round?.start.dealer ?? null
  const plan = bankPlan(store, t, rotation, null)
  // Whichever person the bank is offered to may pass it on.
  const ifDeclined = isPerson(rotation, plan.dealer) ? bankPlan(store, t, rotation, plan.dealer).dealer : null
  return {
    current: inPlay ?? t.lastRound?.start.dealer ?? null,
    inPlay: inPlay !== null,
    next: plan.dealer,
    nextRounds: plan.rounds,
    every: rotation.every,
    minChipsMinor: rotation.minChipsMinor,
    skipped: plan.skipped,
    ifDeclined,
    participants: rotation.participants.map((p) => ({
      seat: p.seat,
      kind: p.kind,
      ...(p.policy ? { policy: p.policy } : {}),
      ...(p.kind === 'you' && hasPeople(t)
        ? { profileId: seatProfile(t, p), name: store.profiles.get(seatProfile(t, p))?.name ?? '' }
        : {}),
      balanceMinor: chipsOf(store, t, t.table, p)
    }))
  }
}

/** Between rounds the table shows the next round's seating (the next holder of a rotating bank). */
export function reseat(store: Store, t: LiveTable): void {
  const rotation = rotationOf(t)
  if (!rotation) return
  const dealer = bankPlan(store, t, rotation, null).dealer
  if (dealer !== null) t.seats = t.driver.seats(t.config, dealer)
}

/** The holder of a rotating bank for the round about to start, or null at a fixed-dealer table. */
export function takeBank(store: Store, t: LiveTable, declineBank: boolean): { dealer: SeatId; rounds: number } | null {
  const rotation = rotationOf(t)
  if (!rotation) {
    if (declineBank)
      throw refused('The dealer does not change at this table: there is no bank to decline.', {
        key: 'tables.noBankToDecline'
      })
    return null
  }
  const offered = bankPlan(store, t, rotation, null)
  // The person offered the bank (any of the people at a table of several) may pass it on.
  if (declineBank && !isPerson(rotation, offered.dealer)) {
    throw refused('The bank is not yours to decline this round.', { key: 'tables.bankNotOffered' })
  }
  const plan = declineBank ? bankPlan(store, t, rotation, offered.dealer) : offered
  if (plan.dealer === null) {
    const needChips = minorToChips(rotation.minChipsMinor)
    throw declineBank
      ? refused(
          `Nobody else at the table has the ${needChips} chips it takes to hold the bank; you cannot decline it.`,
          { key: 'tables.bankNobodyElse', vars: { needChips } }
        )
      : refused(`Nobody at the table has the ${needChips} chips it takes to hold the bank.`, {
          key: 'tables.bankNobody',
          vars: { needChips }
        })
  }
  return { dealer: plan.dealer, rounds: plan.rounds }
}
