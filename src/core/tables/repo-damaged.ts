/** SQL for ending an open table whose saved state cannot be read back (damaged.ts). */
import type Database from 'better-sqlite3'
import { perStore } from '../store/per-store'
import type { Store } from '../store/store'

export interface DamagedRepo {
  /** The session's table state replaced by the damaged mark. */
  mark: Database.Statement<[string, number]>
  /** Whose session it is, and whether it was ended as damaged. */
  damaged: Database.Statement<[number], { profile_id: string; damaged: number }>
}

export const damagedRepo: (store: Store) => DamagedRepo = perStore((db) => ({
  mark: db.prepare<[string, number]>('UPDATE sessions SET table_json = ? WHERE id = ?'),
  damaged: db.prepare<[number], { profile_id: string; damaged: number }>(
    `SELECT profile_id, json_extract(table_json, '$.damaged.at') IS NOT NULL AS damaged FROM sessions WHERE id = ?`
  )
}))
