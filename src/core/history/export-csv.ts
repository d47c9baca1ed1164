/**
 * The CSV export: one row per finished round, its money as exact chip amounts and its outcome both
 * as a code and in words, read in keyset pages so each read stays short.
 */
import type { Store } from '../store/store'
import { hexOut, timeOut } from '../store/columns'
import { readSettings } from '../settings'
import type { GameId } from '@shared/games'
import { outcomeWords, type OutcomeLanguage } from '@shared/outcome-words'
import { BATCH, type Out, type Snapshot } from './export-file'
import { csvRoundPages, sessionProfileName } from './repo-export'

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

type Cell = string | number | null

/**
 * The CSV's columns, in order: each names its header, the SQL it reads and, where the stored value is
 * not written as it is, how it is written. A new column is one entry here. `$profile` stands for the
 * profile's name: joined when every session is exported, a bound parameter for one session.
 */
interface CsvColumn {
  readonly header: string
  readonly sql: string
  readonly text?: (value: Cell, row: (header: string) => Cell, lang: OutcomeLanguage) => string
}

const chips = (v: Cell): string => chipsText(v as number | null)

export const CSV_COLUMNS: readonly CsvColumn[] = [
  { header: 'session', sql: 'r.session_id' },
  { header: 'profile', sql: '$profile' },
  { header: 'seq', sql: 'r.seq' },
  { header: 'game', sql: 'r.game' },
  { header: 'started_at', sql: timeOut('r.created_at') },
  { header: 'ended_at', sql: `coalesce(${timeOut('r.ended_at')}, '')` },
  { header: 'wagered', sql: 'r.wagered_minor', text: chips },
  { header: 'net', sql: 'r.net_minor', text: chips },
  { header: 'balance_after', sql: 'r.balance_after_minor', text: chips },
  { header: 'outcome', sql: "json_extract(r.result_json, '$.outcome')" },
  {
    // Beside the machine-readable outcome code, the outcome in words in the app's language.
    header: 'outcome_text',
    sql: "json_extract(r.result_json, '$.outcome')",
    text: (v, row, lang) => csvField(outcomeWords(row('game') as GameId, v as string | null, lang))
  },
  { header: 'server_seed_hash', sql: hexOut('r.server_seed_hash') },
  // The seed only once the round has revealed it (a Blackjack shoe's seed waits for the shoe's end).
  { header: 'server_seed', sql: `CASE WHEN r.revealed_at IS NOT NULL THEN ${hexOut('r.server_seed')} END` }
]

export const CSV_HEADER = CSV_COLUMNS.map((c) => c.header)

/** After the columns, the two keys the pages are read by (not written). */
const ID = CSV_COLUMNS.length
const SEQ = CSV_COLUMNS.length + 1
const AT = new Map(CSV_HEADER.map((h, i) => [h, i]))

export async function writeCsv(
  store: Store,
  out: Out,
  sessionId: number | null,
  { maxRound, inPlay }: Snapshot,
  pause: () => Promise<void>,
  progress: (n: number) => void
): Promise<number> {
  const cols = (profile: string): string =>
    [...CSV_COLUMNS.map((c) => (c.sql === '$profile' ? profile : c.sql)), 'r.id', 'r.seq'].join(', ')
  const page = csvRoundPages(store, sessionId, cols)
  const profileName = sessionId === null ? '' : sessionProfileName(store, sessionId)
  // A byte-order mark first: spreadsheet programs then read the file as UTF-8 (Vietnamese names, ♠♥♦♣).
  out.write('\uFEFF' + CSV_HEADER.join(',') + '\r\n')
  const lang = readSettings(store).language
  let after = 0
  let n = 0
  for (;;) {
    const rows = page(after, maxRound, profileName) as Cell[][]
    if (rows.length === 0) break
    let chunk = ''
    for (const r of rows) {
      if (inPlay.has(r[ID] as number)) continue
      const row = (header: string): Cell => r[AT.get(header) as number] as Cell
      chunk += CSV_COLUMNS.map((c, i) => (c.text ? c.text(r[i] as Cell, row, lang) : csvField(r[i] as Cell))).join(',')
      chunk += '\r\n'
      n++
    }
    out.write(chunk)
    const lastRow = rows[rows.length - 1] as Cell[]
    after = (sessionId === null ? lastRow[ID] : lastRow[SEQ]) as number
    progress(n)
    if (rows.length < BATCH) break
    await pause()
  }
  return n
}
