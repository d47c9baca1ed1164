/**
 * A Xì dách session of several people (issue 35): the whole table's results, person by person, from
 * what each settled round's row keeps of every person at it (`result.people`, core/tables/settle.ts).
 * Each person's money is in their own ledger already; this is the session page's table of them.
 */
import type { XidachPersonResult } from '@shared/contract/history'
import type { Store } from '../store/store'
import { sessionPeopleRows } from './repo-people'

/** Every person at the session's table with their rounds, rounds dealt, stakes, net, wins and losses; [] for one person. */
export function xidachSessionPeople(store: Store, sessionId: number, config: unknown): XidachPersonResult[] {
  const people = (config as { people?: Array<{ profileId: string }> } | null)?.people ?? []
  if (people.length === 0) return []
  const rows = sessionPeopleRows(store, sessionId)
  const order = new Map(people.map((p, i) => [p.profileId, i + 1]))
  return rows
    .map((r) => ({
      profileId: r.profile_id,
      name: r.name,
      rounds: r.rounds,
      dealt: r.dealt,
      wageredMinor: r.wagered,
      netMinor: r.net,
      wins: r.wins,
      losses: r.losses
    }))
    .sort((a, b) => (order.get(a.profileId) ?? 0) - (order.get(b.profileId) ?? 0))
}
