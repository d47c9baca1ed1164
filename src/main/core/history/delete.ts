/**
 * Deleting a finished session: its rounds and their events go; its money stays. The session's
 * ledger transactions are kept and detached from the deleted rounds (round_id set to NULL, the one
 * change the ledger allows, migration 3), so the profile's balance — the sum of its entries — does
 * not move, and every transaction still sums to zero. Chips won are not taken back, chips lost are
 * not refunded: deleting history is not undoing play.
 */
import type { DeleteSessionResult } from '@shared/contract/history'
import type { Store } from '../../store/store'
import { notFound, refused } from '../errors'

const statements = new WeakMap<Store, ReturnType<typeof prepare>>()

function prepare(store: Store) {
  const db = store.db
  return {
    session: db.prepare<[number], { id: number; ended_at: string | null }>(
      'SELECT id, ended_at FROM sessions WHERE id = ?'
    ),
    rounds: db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM rounds WHERE session_id = ?'),
    detach: db.prepare<[number]>(
      'UPDATE ledger_tx SET round_id = NULL WHERE round_id IN (SELECT id FROM rounds WHERE session_id = ?)'
    ),
    delete: db.prepare<[number]>('DELETE FROM sessions WHERE id = ?')
  }
}

export function deleteSession(store: Store, sessionId: number): DeleteSessionResult {
  let q = statements.get(store)
  if (!q) {
    q = prepare(store)
    statements.set(store, q)
  }
  const s = q
  return store.tx(() => {
    const row = s.session.get(sessionId)
    if (!row) throw notFound(`There is no session ${sessionId}.`, { key: 'history.noSession', vars: { sessionId } })
    if (row.ended_at === null)
      throw refused('This session is still at the table; leave the table first.', { key: 'history.sessionAtTable' })
    const rounds = s.rounds.get(sessionId)?.n ?? 0
    const kept = s.detach.run(sessionId).changes
    s.delete.run(sessionId)
    return { sessionId, rounds, keptLedgerTransactions: kept }
  })
}
