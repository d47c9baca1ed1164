/**
 * Xì dách grades in a JSON export and back (docs/history.md): read in batches by round for the export
 * (export-json.ts) and written with their round (import.ts; import-check.ts checks them first). The
 * SQL lives here so the export and import keep only the lines that call it.
 */
import type Database from 'better-sqlite3'
import type { HistoryFile } from './format'

type Row = [number, number, string, string, string, string, string, string, number, number, string]

/** The export's reader: each round's grades between two round ids, as JSON text (in play order). */
export function xidachGradesJson(db: Database.Database): (lo: number, hi: number) => Map<number, string[]> {
  const q = db
    .prepare(
      `SELECT round_id, event_seq, seat, role, action, best, method, figures_json, stake_minor, cost_minor, created_at
       FROM xidach_grades WHERE round_id BETWEEN ? AND ? ORDER BY round_id, event_seq`
    )
    .raw(true)
  return (lo, hi) => {
    const out = new Map<number, string[]>()
    for (const g of q.all(lo, hi) as Row[]) {
      const f = g[7]
      const list = out.get(g[0]) ?? []
      // figures_json is `{"evs":…,"halfWidths":…,"chances":…}` as JSON.stringify wrote it: spliced in.
      list.push(
        `{"eventSeq":${g[1]},"seat":${JSON.stringify(g[2])},"role":${JSON.stringify(g[3])},"action":${JSON.stringify(g[4])},` +
          `"best":${JSON.stringify(g[5])},"method":${JSON.stringify(g[6])},${f.slice(1, -1)},"stakeMinor":${g[8]},` +
          `"costMinor":${g[9]},"at":${JSON.stringify(g[10])}}`
      )
      out.set(g[0], list)
    }
    return out
  }
}

/** The import's writer: a round's grades under its new id. */
export function xidachGradesWriter(db: Database.Database): (roundId: number, r: HistoryFile['rounds'][number]) => void {
  const insert = db.prepare(
    `INSERT INTO xidach_grades (round_id, event_seq, seat, role, action, best, method, figures_json, stake_minor, cost_minor, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
  )
  return (roundId, r) => {
    for (const g of r.xidachGrades ?? [])
      insert.run(
        roundId,
        g.eventSeq,
        g.seat,
        g.role,
        g.action,
        g.best,
        g.method,
        JSON.stringify({ evs: g.evs, halfWidths: g.halfWidths, chances: g.chances }),
        g.stakeMinor,
        g.costMinor,
        g.at
      )
  }
}
