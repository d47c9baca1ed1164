/**
 * Settling a finished round, inside the transaction that finished it: the nets (checked to sum to
 * zero), the person's ledger transaction, the computer stacks, the round's history figures, the seed
 * revealed (a shoe's only when the shoe ends) and the next commitment.
 */
import { newFairness } from '../../fairness/stream'
import type { Store } from '../../store/store'
import { roundFigures } from './figures'
import { personSeats, type LiveRound, type LiveTable, type TableJson } from './live'
import { tablesRepo } from './repo'
import { playedUntimed } from './timer'

/** The person's net over their seats in a finished round: what the ledger moves for them. */
export function personNet(t: LiveTable, r: LiveRound): number {
  const nets = t.driver.engine.nets(r.state)
  let yours = 0
  for (const s of personSeats(t)) yours += nets[s] ?? 0
  return yours
}

/** Mutates `r` and `table`, which the caller adopts only after the transaction commits. */
export function settle(store: Store, t: LiveTable, r: LiveRound, table: TableJson, now: string): void {
  const { driver } = t
  const repo = tablesRepo(store)
  const nets = driver.engine.nets(r.state)
  let sum = 0
  for (const v of Object.values(nets)) sum += v
  if (sum !== 0) throw new Error(`round ${r.id}: nets sum to ${sum}, not 0`)
  const yours = personNet(t, r)
  for (const s of t.seats) {
    if (s.kind === 'you') continue
    // Under a rotating bank the dealer's seat moves its holder's stack.
    const key = s.holder ?? s.seat
    const stack = table.stacks[key]
    if (stack !== null && stack !== undefined) table.stacks = { ...table.stacks, [key]: stack + (nets[s.seat] ?? 0) }
  }
  if (yours !== 0) {
    store.ledger.post({
      kind: 'round',
      profileId: t.profileId,
      roundId: r.id,
      createdAt: now,
      entries: [
        { profileId: t.profileId, amountMinor: yours },
        { profileId: null, amountMinor: -yours }
      ]
    })
  }
  // A shoe's seed is revealed only when the shoe is finished: later rounds still come from it.
  let revealNow = true
  if (table.shoe && driver.shoeAfter) {
    const after = driver.shoeAfter(r.state)
    if (after.cutCardOut) {
      table.shoe = null
    } else {
      table.shoe = { ...table.shoe, position: after.position }
      revealNow = false
    }
  }
  if (!table.shoe) {
    table.nonce += 1
    table.next = newFairness(table.clientSeed, table.nonce)
  }
  const figures = roundFigures(r.start, driver, r.state, personSeats(t), yours)
  const result = {
    nets,
    ...figures,
    ...(r.offset !== null ? { offset: r.offset } : {}),
    ...(r.start.dealer !== undefined ? { dealer: r.start.dealer } : {}),
    ...(playedUntimed(t, r) ? { untimed: true } : {})
  }
  repo.finishRound.run(r.version, JSON.stringify(result), now, revealNow ? now : null, r.id)
  if (revealNow && r.offset !== null) repo.revealRounds.run(now, r.secret.serverSeedHash)
  r.revealed = revealNow
  repo.updateTableJson.run(JSON.stringify(table), t.id)
}
