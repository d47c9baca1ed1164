/**
 * Settling a finished round, inside the transaction that finished it: the nets (checked to sum to
 * zero), the person's ledger transaction, the computer stacks, the round's history figures, the seed
 * revealed (a shoe's only when the shoe ends) and the next commitment.
 */
import { DEALER } from '@shared/games'
import { newFairness } from '../fairness/stream'
import type { Store } from '../store/store'
import { roundFigures } from './figures'
import { seatProfile, type LiveRound, type LiveTable, type TableJson } from './live'
import { tablesRepo } from './repo'
import { playedUntimed } from './timer'

/**
 * Each person's net over their seats in a finished round, by profile: what the ledger moves for them
 * (the table's own profile first; at a table of several people, every other person's too).
 */
export function profileNets(t: LiveTable, r: LiveRound): Map<string, number> {
  const nets = t.driver.engine.nets(r.state)
  const out = new Map<string, number>([[t.profileId, 0]])
  for (const s of t.seats) {
    if (s.kind !== 'you') continue
    const id = seatProfile(t, s)
    out.set(id, (out.get(id) ?? 0) + (nets[s.seat] ?? 0))
  }
  return out
}

/** The seats the table's own profile plays (its history's figures are theirs). */
function ownSeats(t: LiveTable): string[] {
  return t.seats.filter((s) => s.kind === 'you' && seatProfile(t, s) === t.profileId).map((s) => s.seat)
}

/**
 * Settles finished round `r`: the round as settled (its seed revealed or not) is returned, `r` left as
 * it was; `table` is mutated. The caller adopts both only after the transaction commits.
 */
export function settle(store: Store, t: LiveTable, r: LiveRound, table: TableJson, now: string): LiveRound {
  const { driver } = t
  const repo = tablesRepo(store)
  const nets = driver.engine.nets(r.state)
  let sum = 0
  for (const v of Object.values(nets)) sum += v
  if (sum !== 0) throw new Error(`round ${r.id}: nets sum to ${sum}, not 0`)
  const byProfile = profileNets(t, r)
  const yours = byProfile.get(t.profileId) ?? 0
  for (const s of t.seats) {
    if (s.kind === 'you') continue
    // Under a rotating bank the dealer's seat moves its holder's stack.
    const key = s.holder ?? s.seat
    const stack = table.stacks[key]
    if (stack !== null && stack !== undefined) table.stacks = { ...table.stacks, [key]: stack + (nets[s.seat] ?? 0) }
  }
  // One ledger transaction per person whose money moved (a transaction names one profile and the house).
  for (const [profileId, net] of byProfile) {
    if (net === 0) continue
    store.ledger.post({
      kind: 'round',
      profileId,
      roundId: r.id,
      createdAt: now,
      entries: [
        { profileId, amountMinor: net },
        { profileId: null, amountMinor: -net }
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
  const figures = roundFigures(r.start, driver, r.state, ownSeats(t), yours)
  const result = {
    nets,
    ...figures,
    ...peopleFigures(t, r),
    ...(r.offset !== null ? { offset: r.offset } : {}),
    ...(r.start.dealer !== undefined ? { dealer: r.start.dealer } : {}),
    ...(playedUntimed(t, r) ? { untimed: true } : {})
  }
  repo.finishRound.run(r.version, JSON.stringify(result), now, revealNow ? now : null, r.id)
  if (revealNow && r.offset !== null) repo.revealRounds.run(now, r.secret.serverSeedHash)
  repo.updateTableJson.run(JSON.stringify(table), t.id)
  return { ...r, revealed: revealNow }
}

/**
 * At a table of several people: each other person's seat, profile and figures for the round (the
 * session's page shows the whole table person by person; the ledger already holds their money).
 */
function peopleFigures(t: LiveTable, r: LiveRound): { people?: PersonFigures[] } {
  if (!t.driver.people || t.driver.people(t.config).length === 0) return {}
  const nets = t.driver.engine.nets(r.state)
  const people: PersonFigures[] = []
  for (const s of t.seats) {
    if (s.kind !== 'you') continue
    const figures = roundFigures(r.start, t.driver, r.state, [s.seat], nets[s.seat] ?? 0)
    people.push({ seat: s.holder ?? s.seat, profileId: seatProfile(t, s), dealer: s.seat === DEALER, ...figures })
  }
  return { people }
}

export interface PersonFigures {
  /** The person's seat at the table ("you", "p2"…), also when they held the bank this round. */
  seat: string
  profileId: string
  dealer: boolean
  wageredMinor: number
  netMinor: number
  balanceAfterMinor: number
  outcome: string
}
