/**
 * SQL for importing a JSON export (import.ts): what is already here (profiles, rounds by their
 * commitment, sessions, ledger transactions), and the rows written.
 */
import type { Store } from '../store/store'
import { RESULT_IN } from '../store/columns'
import { PROFILE_KEY } from '../store/ledger'
import { BLACKJACK_GRADE_INTO, StepWriter, XIDACH_GRADE_INTO } from '../tables/repo'
import type { BlackjackGradeValues } from '../tables/blackjack-grade-row'
import type { XidachGradeValues } from '../tables/xidach-grade-row'
import { HISTORY_FILE_FORMATS } from './format'

export interface ImportStatements {
  profileById: { get(id: string): { id: string; name: string } | undefined }
  profileByKey: { get(key: string): { id: string } | undefined }
  profileCount: { get(): { n: number } | undefined }
  insertProfile: { run(id: string, name: string, key: string, createdAt: string): unknown }
  roundByCommitment: { get(hash: Buffer | string, nonce: number): { id: number; session_id: number } | undefined }
  localSession: { get(id: number): { ended_at: string | null } | undefined }
  seqTaken: { get(sessionId: number, seq: number): { id: number } | undefined }
  roundlessSession: { get(profileId: string, game: string, startedAt: string): { id: number } | undefined }
  sameUnroundedTx: {
    get(kind: string, profileId: string | null, createdAt: bigint | string): { id: number } | undefined
  }
  insertSession: { run(...a: Array<string | number | null>): { lastInsertRowid: number | bigint } }
  insertRound: { run(...a: Array<Buffer | bigint | string | number | null>): { lastInsertRowid: number | bigint } }
  steps: StepWriter
  insertGrade: { run(...a: BlackjackGradeValues): unknown }
  balance: { get(id: string): { b: number } | undefined }
}

/**
 * Prepared for each import, not kept with the store: the step writer remembers the rules snapshots it
 * has written, and an import that fails rolls those back.
 */
export function importStatements(store: Store): ImportStatements {
  const db = store.db
  return {
    profileById: db.prepare('SELECT id, name FROM profiles WHERE id = ?'),
    profileByKey: db.prepare('SELECT id FROM profiles WHERE name_key = ?'),
    profileCount: db.prepare('SELECT count(*) AS n FROM profiles'),
    insertProfile: db.prepare('INSERT INTO profiles (id, name, name_key, created_at) VALUES (?, ?, ?, ?)'),
    roundByCommitment: db.prepare('SELECT id, session_id FROM rounds WHERE server_seed_hash = ? AND nonce = ? LIMIT 1'),
    localSession: db.prepare('SELECT ended_at FROM sessions WHERE id = ?'),
    seqTaken: db.prepare('SELECT id FROM rounds WHERE session_id = ? AND seq = ? LIMIT 1'),
    roundlessSession: db.prepare(
      // "No rounds" as an export sees it: a session left with a round in play exports without it.
      `SELECT s.id FROM sessions s WHERE s.profile_id = ? AND s.game = ? AND s.started_at = ?
         AND NOT EXISTS (SELECT 1 FROM rounds r WHERE r.session_id = s.id AND r.status = 'over') LIMIT 1`
    ),
    sameUnroundedTx: db.prepare(
      `SELECT id FROM ledger_tx WHERE kind = ? AND profile_key IS ${PROFILE_KEY} AND created_at = ? AND round_id IS NULL LIMIT 1`
    ),
    insertSession: db.prepare(
      `INSERT INTO sessions (profile_id, game, ruleset_id, ruleset_version, rules_name, config_json, table_json, started_at, ended_at, chips_in_minor, chips_out_minor)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
    ),
    insertRound: db.prepare(
      `INSERT INTO rounds (session_id, seq, game, rules_id, server_seed_hash, server_seed, client_seed, nonce, revealed_at, status, version, result_json, created_at, ended_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'over', ?, ${RESULT_IN}, ?, ?)`
    ),
    // The file's texts are written as they are, in the formats they are in.
    steps: new StepWriter(db, HISTORY_FILE_FORMATS),
    insertGrade: db.prepare(`INSERT INTO ${BLACKJACK_GRADE_INTO}`),
    balance: db.prepare(
      'SELECT coalesce(sum(amount_minor), 0) AS b FROM ledger_entries WHERE profile_key = (SELECT key FROM profiles WHERE id = ?)'
    )
  }
}

/** A Xì dách grade written with its round (xidach-grades-io.ts). */
export function xidachGradeInsert(store: Store): { run(...a: XidachGradeValues): unknown } {
  return store.db.prepare(`INSERT INTO ${XIDACH_GRADE_INTO}`)
}
