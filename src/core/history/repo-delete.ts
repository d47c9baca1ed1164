/** SQL for deleting a finished session (delete.ts): its rounds go, its ledger transactions stay, detached. */
import type Database from 'better-sqlite3'
import { perStore } from '../store/per-store'
import type { Store } from '../store/store'

export interface DeleteRepo {
  /** The session, who opened it, and whether several people sat at it (`config.people`). */
  session: Database.Statement<
    [number],
    { id: number; ended_at: string | null; profile_id: string; opener: string; shared: number }
  >
  rounds: Database.Statement<[number], { n: number }>
  /** Its rounds' ledger transactions kept, their round_id set to NULL (the one change the ledger allows). */
  detach: Database.Statement<[number]>
  delete: Database.Statement<[number]>
}

export const deleteRepo: (store: Store) => DeleteRepo = perStore((db) => ({
  session: db.prepare(
    `SELECT s.id, s.ended_at, s.profile_id, p.name AS opener,
            coalesce(json_array_length(s.config_json, '$.people'), 0) > 0 AS shared
       FROM sessions s JOIN profiles p ON p.id = s.profile_id WHERE s.id = ?`
  ),
  rounds: db.prepare('SELECT count(*) AS n FROM rounds WHERE session_id = ?'),
  detach: db.prepare(
    'UPDATE ledger_tx SET round_id = NULL WHERE round_id IN (SELECT id FROM rounds WHERE session_id = ?)'
  ),
  delete: db.prepare('DELETE FROM sessions WHERE id = ?')
}))
