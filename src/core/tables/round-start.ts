/**
 * A new round before and as it is written (service.ts `start`): who holds a rotating bank, the
 * seating and stakes, the round's secret and its opened state, then the round's row, its start step
 * and the table changes that belong to it. Kept apart from the service so `start` reads as its
 * procedure: the checks, this, the computer seats, the commit.
 */
import type { Minor } from '@shared/money'
import type { FairnessSecret } from '../fairness/stream'
import type { Store } from '../store/store'
import type { TableSeat } from './driver'
import { seatProfile, unwrap, type LiveRound, type LiveTable, type StartAction, type TableJson } from './live'
import { aiRng, roundSecret } from './randomness'
import { openRound } from './replay'
import type { TablesRepo } from './repo'
import { takeBank } from './rotation'
import { addBotStakes, bankrollsOf, personStakes } from './stakes'

/** Everything a round starts from, computed before anything is written. */
export interface RoundPlan {
  seats: TableSeat[]
  /** The table as it will be once the round starts (a new shoe, who holds the bank). */
  table: TableJson
  secret: FairnessSecret
  offset: number | null
  start: StartAction
  opening: { state: unknown; events: unknown[] }
}

export function planRound(
  store: Store,
  t: LiveTable,
  stakesIn: Array<{ seat: string; amountMinor: Minor; profileId?: string }>,
  declineBank: boolean
): RoundPlan {
  const { driver } = t
  // A rotating bank: who holds it this round decides the seating, so it comes before the stakes.
  const bank = takeBank(store, t, declineBank)
  const seats = bank ? driver.seats(t.config, bank.dealer) : t.seats
  const stakes = personStakes(t, seats, stakesIn)

  const table: TableJson = { ...t.table }
  const { secret, offset, random, placed } = roundSecret(t, table, driver.randomness(t.rules), t.lastSeq + 1)
  // Read inside the transaction: each stake is checked against the balance the round is written on.
  const bankrolls = bankrollsOf(seats, (s) => store.profiles.balance(seatProfile(t, s)), table)
  addBotStakes(t, seats, bankrolls, aiRng(secret, 0, offset), stakes)
  const start: StartAction = {
    type: 'start',
    bankrolls,
    stakes,
    ...(offset !== null ? { offset } : {}),
    ...(bank ? { dealer: bank.dealer } : {}),
    ...(placed ? { stacked: placed } : {})
  }
  const opening = unwrap(openRound(driver, { rules: t.rules, config: t.config, seats, bankrolls, stakes, random }))
  if (bank) table.bank = { holder: bank.dealer, rounds: bank.rounds }
  return { seats, table, secret, offset, start, opening }
}

/**
 * Inside the caller's transaction: the round's row, its start step, and the table changes it brings.
 * `settling`: the round starts with the person's decision and is expected to end in this same
 * transaction (a Sic Bo roll), so its row is written as it will be committed, over and revealed, and
 * never enters the open and unrevealed rounds' indexes: two pages fewer in the commit. Only the
 * committed state is ever seen (one transaction), and the caller puts a round that did not end after
 * all back to open before the commit (`TablesRepo.reopenRound`).
 */
export function insertRound(
  repo: TablesRepo,
  t: LiveTable,
  plan: RoundPlan,
  rulesId: number,
  seq: number,
  now: string,
  settling: boolean
): LiveRound {
  const { secret, start, opening, table } = plan
  const id = Number(
    repo.insertRound.run(
      t.id,
      seq,
      t.driver.game,
      rulesId,
      secret.serverSeedHash,
      secret.serverSeed,
      secret.clientSeed,
      secret.nonce,
      now,
      settling
    ).lastInsertRowid
  )
  repo.steps.step(id, 0, 'table', JSON.stringify(start), JSON.stringify(opening.events), now)
  // A new shoe is part of the table from its first round on: a crash before that round settles must resume into it.
  if (table.shoe && !t.table.shoe) repo.updateTableJson.run(JSON.stringify(table), t.id)
  // Who holds the bank is part of the table from the round's start on, like a new shoe.
  if (start.dealer !== undefined) repo.updateTableJson.run(JSON.stringify(table), t.id)
  return {
    id,
    seq,
    start,
    secret,
    offset: plan.offset,
    state: opening.state,
    version: 0,
    events: [...opening.events],
    deadline: null,
    timer: null,
    revealed: false,
    passes: 0
  }
}
