/**
 * The CSV export: one row per finished round, its money as exact chip amounts and its outcome both
 * as a code and in words, read in keyset pages so each read stays short.
 */
import type { Store } from '../../store/store'
import { hexOut, timeOut } from '../../store/columns'
import { readSettings } from '../settings'
import { outcomeWords } from '@shared/outcome-words'
import { BATCH, type Out, type Snapshot } from './export-file'

/** Minor units as chips with two decimals, exactly (no float formatting). */
export function chipsText(minor: number | null): string {
  if (minor === null) return ''
  const sign = minor < 0 ? '-' : ''
  const a = Math.abs(minor)
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`
}

export function csvField(v: string | number | null): string {
  if (v === null) return ''
  const s = String(v)
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

export const CSV_HEADER = [
  'session',
  'profile',
  'seq',
  'game',
  'started_at',
  'ended_at',
  'wagered',
  'net',
  'balance_after',
  'outcome',
  'outcome_text',
  'server_seed_hash',
  'server_seed'
]

type CsvRow = [
  number,
  number,
  number,
  string,
  string,
  string,
  string | null,
  number | null,
  number | null,
  number | null,
  string | null,
  string,
  string | null
]

export async function writeCsv(
  store: Store,
  out: Out,
  sessionId: number | null,
  { maxRound, inPlay }: Snapshot,
  pause: () => Promise<void>,
  progress: (n: number) => void
): Promise<number> {
  const cols = (
    profile: string
  ): string => `r.session_id, r.id, r.seq, r.game, ${timeOut('r.created_at')}, coalesce(${timeOut('r.ended_at')}, ''), ${profile},
    r.wagered_minor, r.net_minor, r.balance_after_minor, json_extract(r.result_json, '$.outcome'), ${hexOut('r.server_seed_hash')},
    CASE WHEN r.revealed_at IS NOT NULL THEN ${hexOut('r.server_seed')} END`
  // Keyset pages: by seq within one session (its index; the profile's name read once), by id over
  // everything (the primary key, names joined).
  const q =
    sessionId === null
      ? store.db
          .prepare(
            `SELECT ${cols('p.name')} FROM rounds r JOIN sessions s ON s.id = r.session_id JOIN profiles p ON p.id = s.profile_id
             WHERE r.id > ? AND r.id <= ? AND r.status = 'over' ORDER BY r.id LIMIT ${BATCH}`
          )
          .raw(true)
      : store.db
          .prepare(
            `SELECT ${cols('?')} FROM rounds r WHERE r.session_id = ? AND r.seq > ? AND r.id <= ? AND r.status = 'over' ORDER BY r.seq LIMIT ${BATCH}`
          )
          .raw(true)
  const profileName =
    sessionId === null
      ? ''
      : ((store.db
          .prepare('SELECT p.name FROM sessions s JOIN profiles p ON p.id = s.profile_id WHERE s.id = ?')
          .pluck()
          .get(sessionId) as string | undefined) ?? '')
  // A byte-order mark first: spreadsheet programs then read the file as UTF-8 (Vietnamese names, ♠♥♦♣).
  out.write('\uFEFF' + CSV_HEADER.join(',') + '\r\n')
  // Beside each machine-readable outcome code, the outcome in words in the app's language.
  const lang = readSettings(store).language
  let after = 0
  let n = 0
  for (;;) {
    const rows = (
      sessionId === null ? q.all(after, maxRound) : q.all(profileName, sessionId, after, maxRound)
    ) as CsvRow[]
    if (rows.length === 0) break
    let chunk = ''
    for (const r of rows) {
      if (inPlay.has(r[1])) continue
      chunk +=
        r[0] +
        ',' +
        csvField(r[6]) +
        ',' +
        r[2] +
        ',' +
        r[3] +
        ',' +
        r[4] +
        ',' +
        r[5] +
        ',' +
        chipsText(r[7]) +
        ',' +
        chipsText(r[8]) +
        ',' +
        chipsText(r[9]) +
        ',' +
        csvField(r[10]) +
        ',' +
        csvField(outcomeWords(r[3], r[10], lang)) +
        ',' +
        r[11] +
        ',' +
        (r[12] ?? '') +
        '\r\n'
    }
    out.write(chunk)
    n += rows.filter((r) => !inPlay.has(r[1])).length
    const lastRow = rows[rows.length - 1] as CsvRow
    after = sessionId === null ? lastRow[1] : lastRow[2]
    progress(n)
    if (rows.length < BATCH) break
    await pause()
  }
  return n
}
