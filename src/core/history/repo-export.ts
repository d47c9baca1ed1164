/**
 * SQL for the exports (export.ts, export-csv.ts, export-json.ts): the snapshot an export covers, and the
 * keyset pages each format reads. Statements are prepared once per export, as it starts.
 */
import type { Store } from '../store/store'
import { hexOut, resultOut, timeOut } from '../store/columns'
import { lastRoundOf, ROUND_WITH_RULES, type SessionRow as SessionRecord } from '../tables/repo'
import { BATCH, type Snapshot } from './export-file'

/** JSON rounds carry their events: smaller batches keep each read short. */
export const JSON_BATCH = 1000

export function sessionExists(store: Store, sessionId: number): boolean {
  return store.db.prepare('SELECT 1 FROM sessions WHERE id = ?').get(sessionId) !== undefined
}

/**
 * The snapshot: rounds finished when the export begins, and the ledger as it stands then. A round in
 * play now settles later with a later transaction, so both stay out together.
 */
export function exportSnapshot(store: Store): Snapshot {
  const db = store.db
  const maxRound = (db.prepare('SELECT coalesce(max(id), 0) AS m FROM rounds').get() as { m: number }).m
  const maxTx = (db.prepare('SELECT coalesce(max(id), 0) AS m FROM ledger_tx').get() as { m: number }).m
  // Only a session's newest round can be in play (tables/repo.ts lastRoundOf): one look per session.
  const inPlay = new Set(
    db
      .prepare(`SELECT r.id FROM sessions s JOIN rounds r ON r.id = (${lastRoundOf('s.id')}) WHERE r.status = 'open'`)
      .pluck()
      .all() as number[]
  )
  return { maxRound, maxTx, inPlay }
}

/** The finished rounds up to `maxRound`: of one session, or of the whole store (`sessionId` null). */
export function finishedRoundCount(store: Store, sessionId: number | null, maxRound: number): number {
  const db = store.db
  return (
    (sessionId === null
      ? db.prepare(`SELECT count(*) AS n FROM rounds WHERE id <= ? AND status = 'over'`).get(maxRound)
      : db
          .prepare(`SELECT count(*) AS n FROM rounds WHERE session_id = ? AND id <= ? AND status = 'over'`)
          .get(sessionId, maxRound)) as { n: number }
  ).n
}

/**
 * The CSV's pages of finished rounds, `BATCH` rows each, as raw rows: the columns `cols` names (given the
 * profile's name's SQL), then `r.id` and `r.seq`. Keyset pages: by seq within one session (its index;
 * the profile's name bound, read once), by id over everything (the primary key, names joined).
 */
export function csvRoundPages(
  store: Store,
  sessionId: number | null,
  cols: (profile: string) => string
): (after: number, maxRound: number, profileName: string) => unknown[][] {
  if (sessionId === null) {
    const q = store.db
      .prepare(
        `SELECT ${cols('p.name')} FROM rounds r JOIN sessions s ON s.id = r.session_id JOIN profiles p ON p.id = s.profile_id
             WHERE r.id > ? AND r.id <= ? AND r.status = 'over' ORDER BY r.id LIMIT ${BATCH}`
      )
      .raw(true)
    return (after, maxRound) => q.all(after, maxRound) as unknown[][]
  }
  const q = store.db
    .prepare(
      `SELECT ${cols('?')} FROM rounds r WHERE r.session_id = ? AND r.seq > ? AND r.id <= ? AND r.status = 'over' ORDER BY r.seq LIMIT ${BATCH}`
    )
    .raw(true)
  return (after, maxRound, profileName) => q.all(profileName, sessionId, after, maxRound) as unknown[][]
}

/** The name of the profile that opened a session, or '' when there is none. */
export function sessionProfileName(store: Store, sessionId: number): string {
  return (
    (store.db
      .prepare('SELECT p.name FROM sessions s JOIN profiles p ON p.id = s.profile_id WHERE s.id = ?')
      .pluck()
      .get(sessionId) as string | undefined) ?? ''
  )
}

/** The table's session row, plus the chips the export carries. */
export type ExportSessionRow = SessionRecord & { chips_in_minor: number; chips_out_minor: number }
export type ExportRulesetRow = {
  id: string
  version: number
  game: string
  name: string
  rules_json: string
  created_at: string
}

/** The sessions exported: every one (`sessionId` null), or the one. */
export function exportSessions(store: Store, sessionId: number | null): ExportSessionRow[] {
  const db = store.db
  return (
    sessionId === null
      ? db.prepare('SELECT * FROM sessions ORDER BY id').all()
      : db.prepare('SELECT * FROM sessions WHERE id = ?').all(sessionId)
  ) as ExportSessionRow[]
}

/** The profiles exported: every one (`profileId` null), or the one. */
export function exportProfiles(
  store: Store,
  profileId: string | null
): Array<{ id: string; name: string; created_at: string }> {
  const db = store.db
  return (
    profileId === null
      ? db.prepare('SELECT id, name, created_at FROM profiles ORDER BY created_at, rowid').all()
      : db.prepare('SELECT id, name, created_at FROM profiles WHERE id = ?').all(profileId)
  ) as Array<{ id: string; name: string; created_at: string }>
}

/** Every version of every ruleset. */
export function allRulesetVersions(store: Store): ExportRulesetRow[] {
  return store.db.prepare('SELECT * FROM rulesets ORDER BY id, version').all() as ExportRulesetRow[]
}

export type RoundJsonRow = {
  id: number
  session_id: number
  seq: number
  game: string
  rules_json: string
  server_seed_hash: string
  seed: string | null
  client_seed: string
  nonce: number
  revealed_at: string | null
  created_at: string
  ended_at: string | null
  result_json: string | null
}

/** The JSON's pages of finished rounds, `JSON_BATCH` each; keyset as the CSV's. */
export function jsonRoundPages(
  store: Store,
  sessionId: number | null
): (after: number, maxRound: number) => RoundJsonRow[] {
  const db = store.db
  const roundCols = `r.id, r.session_id, r.seq, r.game, rs.rules_json, ${hexOut('r.server_seed_hash')} AS server_seed_hash,
    CASE WHEN r.revealed_at IS NOT NULL THEN ${hexOut('r.server_seed')} END AS seed, ${hexOut('r.client_seed')} AS client_seed,
    r.nonce, ${timeOut('r.revealed_at')} AS revealed_at, ${timeOut('r.created_at')} AS created_at,
    ${timeOut('r.ended_at')} AS ended_at, ${resultOut('r.result_json')} AS result_json`
  if (sessionId === null) {
    const q = db.prepare(
      `SELECT ${roundCols} FROM ${ROUND_WITH_RULES} WHERE r.id > ? AND r.id <= ? AND r.status = 'over' ORDER BY r.id LIMIT ${JSON_BATCH}`
    )
    return (after, maxRound) => q.all(after, maxRound) as RoundJsonRow[]
  }
  const q = db.prepare(
    `SELECT ${roundCols} FROM ${ROUND_WITH_RULES} WHERE r.session_id = ? AND r.seq > ? AND r.id <= ? AND r.status = 'over' ORDER BY r.seq LIMIT ${JSON_BATCH}`
  )
  return (after, maxRound) => q.all(sessionId, after, maxRound) as RoundJsonRow[]
}

/** A step as stored: round id, seq, actor, the encoded step, its time. */
export type StepJsonRow = [number, number, string, Uint8Array, number | string]

/** The steps of the rounds with ids from `lo` to `hi`, in order. */
export function stepsBetween(store: Store): (lo: number, hi: number) => StepJsonRow[] {
  const q = store.db
    .prepare(
      'SELECT round_id, seq, actor, data, created_at FROM round_events WHERE round_id BETWEEN ? AND ? ORDER BY round_id, seq'
    )
    .raw(true)
  return (lo, hi) => q.all(lo, hi) as StepJsonRow[]
}

/** A Blackjack grade row: round id, event seq, seat, hand, action, best, EVs, stake, cost, cell, time. */
export type BlackjackGradeJsonRow = [
  number,
  number,
  string,
  number,
  string,
  string,
  string,
  number,
  number,
  string | null,
  string
]

/** The Blackjack grades of the rounds with ids from `lo` to `hi`, in play order. */
export function blackjackGradesBetween(store: Store): (lo: number, hi: number) => BlackjackGradeJsonRow[] {
  const q = store.db
    .prepare(
      'SELECT round_id, event_seq, seat, hand, action, best, evs_json, stake_minor, cost_minor, cell_json, created_at FROM blackjack_grades WHERE round_id BETWEEN ? AND ? ORDER BY round_id, event_seq'
    )
    .raw(true)
  return (lo, hi) => q.all(lo, hi) as BlackjackGradeJsonRow[]
}

/** A Xì dách grade row: round id, event seq, seat, role, action, best, method, figures, stake, cost, time. */
export type XidachGradeJsonRow = [
  number,
  number,
  string,
  string,
  string,
  string,
  string,
  string,
  number,
  number,
  string
]

/** The Xì dách grades of the rounds with ids from `lo` to `hi`, in play order. */
export function xidachGradesBetween(store: Store): (lo: number, hi: number) => XidachGradeJsonRow[] {
  const q = store.db
    .prepare(
      `SELECT round_id, event_seq, seat, role, action, best, method, figures_json, stake_minor, cost_minor, created_at
       FROM xidach_grades WHERE round_id BETWEEN ? AND ? ORDER BY round_id, event_seq`
    )
    .raw(true)
  return (lo, hi) => q.all(lo, hi) as XidachGradeJsonRow[]
}

/** A ledger row: tx id, kind, tx profile id, round id, time, entry profile id, amount. */
export type TxJsonRow = [number, string, string | null, number | null, string, string | null, number]

/**
 * The ledger's pages, `BATCH` entry rows each: every transaction (whole store), or the session's rounds'
 * transactions. The ledger keeps profiles by their integer key (migration 7); the file names them by id.
 */
export function ledgerPages(store: Store, sessionId: number | null): (after: number, maxTx: number) => TxJsonRow[] {
  const db = store.db
  const idOf = (key: string): string => `(SELECT id FROM profiles WHERE key = ${key})`
  const txCols = `t.id, t.kind, ${idOf('t.profile_key')}, t.round_id, ${timeOut('t.created_at')}, ${idOf('e.profile_key')}, e.amount_minor`
  if (sessionId === null) {
    const q = db
      .prepare(
        `SELECT ${txCols}
          FROM ledger_tx t JOIN ledger_entries e ON e.tx_id = t.id WHERE t.id > ? AND t.id <= ? ORDER BY t.id, e.id LIMIT ${BATCH}`
      )
      .raw(true)
    return (after, maxTx) => q.all(after, maxTx) as TxJsonRow[]
  }
  const q = db
    .prepare(
      `SELECT ${txCols}
          FROM ledger_tx t JOIN ledger_entries e ON e.tx_id = t.id
          WHERE t.round_id IN (SELECT id FROM rounds WHERE session_id = ?) AND t.id > ? AND t.id <= ? ORDER BY t.id, e.id LIMIT ${BATCH}`
    )
    .raw(true)
  return (after, maxTx) => q.all(sessionId, after, maxTx) as TxJsonRow[]
}
