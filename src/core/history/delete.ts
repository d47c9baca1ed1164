/**
 * Deleting a finished session: its rounds and their events go; its money stays. The session's
 * ledger transactions are kept and detached from the deleted rounds (round_id set to NULL, the one
 * change the ledger allows, migration 3), so the profile's balance — the sum of its entries — does
 * not move, and every transaction still sums to zero. Chips won are not taken back, chips lost are
 * not refunded: deleting history is not undoing play.
 *
 * A session of several people (Xì dách `config.people`) is in every seated person's history: only the
 * person who opened it may delete it; any other profile deleting it is refused and nothing is lost (a
 * session of one person is deleted whoever is playing, as before).
 */
import type { DeleteSessionResult } from '@shared/contract/history'
import type { Store } from '../store/store'
import { notFound, refused } from '../errors'
import { deleteRepo } from './repo-delete'

export function deleteSession(store: Store, sessionId: number, profileId?: string): DeleteSessionResult {
  const s = deleteRepo(store)
  return store.tx(() => {
    const row = s.session.get(sessionId)
    if (!row) throw notFound(`There is no session ${sessionId}.`, { key: 'history.noSession', vars: { sessionId } })
    if (row.ended_at === null)
      throw refused('This session is still at the table; leave the table first.', { key: 'history.sessionAtTable' })
    if (row.shared === 1 && profileId !== undefined && profileId !== row.profile_id)
      throw refused(`This table was opened by ${row.opener}; only ${row.opener} can delete its session.`, {
        key: 'history.sharedSession',
        vars: { name: row.opener }
      })
    const rounds = s.rounds.get(sessionId)?.n ?? 0
    const kept = s.detach.run(sessionId).changes
    s.delete.run(sessionId)
    return { sessionId, rounds, keptLedgerTransactions: kept }
  })
}
