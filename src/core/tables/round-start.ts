/**
 * A new round (`tables.start`): who holds a rotating bank, the seating and stakes, the round's secret
 * and its opened state, then the round's row, its start step and the table changes that belong to it,
 * the computer seats and, when the round starts with it, the person's first decision — one commit
 * (action.ts `commitAction`).
 */
import type { Minor } from '@shared/money'
import type { TableState } from '@shared/contract/tables'
import { conflict } from '../errors'
import type { FairnessSecret } from '../fairness/stream'
import type { Store } from '../store/store'
import type { TableSeat } from './driver'
import { commitAction, stepDecision } from './action'
import { advance } from './computer'
import type { Tables } from './context'
import { checkedDecision } from './decision'
import { isoNow, seatProfile, unwrap, type LiveRound, type LiveTable, type StartAction, type TableJson } from './live'
import { aiRng, roundSecret } from './randomness'
import { openRound } from './replay'
import { tablesRepo, type TablesRepo } from './repo'
import { takeBank } from './rotation'
import { addBotStakes, bankrollsOf, personStakes } from './stakes'

/**
 * Starts a round at table `t` (its checks against other tables done); with `first`, the person's first
 * decision too, in the same transaction (a Sic Bo roll with its bets): a refused decision rolls the
 * start back with it. `committed` runs once the round is committed (action.ts `commitAction`).
 */
export function startRound(
  c: Tables,
  t: LiveTable,
  stakesIn: Array<{ seat: string; amountMinor: Minor; profileId?: string }>,
  first: { seat: string; action: Record<string, unknown> } | undefined,
  declineBank: boolean,
  replyTo: string | undefined,
  committed: (r: LiveRound) => void
): TableState {
  const now = isoNow(c.ctx)
  const seq = t.lastSeq + 1
  let rulesId = t.rulesId
  const write = (store: Store): { r: LiveRound; table: TableJson } => {
    const repo = tablesRepo(store)
    // Planned inside the transaction: the stake is checked against the balance the round is written on.
    const plan = planRound(store, t, stakesIn, declineBank)
    const { table } = plan
    t.seats = plan.seats
    rulesId ??= repo.steps.rulesId(JSON.stringify(t.rules))
    // Started with the person's decision (a Sic Bo roll), the round is written as ending here.
    const r = advance(store, t, insertRound(repo, t, plan, rulesId, seq, now, first !== undefined), table, now)
    if (!first) return { r, table }
    if (t.driver.engine.isOver(r.state))
      throw conflict('The round ended before your decision could be taken.', { key: 'tables.roundGone' })
    const next = stepDecision(store, t, r, first.seat, checkedDecision(t, r, first.seat, first.action), table, now)
    if (!t.driver.engine.isOver(next.state)) repo.reopenRound.run(next.id)
    return { r: next, table }
  }
  return commitAction(c, t, write, replyTo, (r) => {
    // Only now: a snapshot added by a transaction that rolled back does not exist.
    t.rulesId = rulesId
    committed(r)
  })
}

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
