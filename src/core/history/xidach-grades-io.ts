/**
 * Xì dách grades in a JSON export and back (docs/history.md): read in batches by round for the export
 * (export-json.ts) and written with their round (import.ts; import-check.ts checks them first), as the
 * row the table's coach writes (tables/xidach-grade-row.ts). Their SQL is the export's and the import's
 * repositories' (repo-export.ts, repo-import.ts).
 */
import type { Store } from '../store/store'
import type { HistoryFile } from './format'
import { xidachGradesBetween } from './repo-export'
import { xidachGradeInsert } from './repo-import'
import { xidachGradeRow } from '../tables/xidach-grade-row'

/** The export's reader: each round's grades between two round ids, as JSON text (in play order). */
export function xidachGradesJson(store: Store): (lo: number, hi: number) => Map<number, string[]> {
  const read = xidachGradesBetween(store)
  return (lo, hi) => {
    const out = new Map<number, string[]>()
    for (const g of read(lo, hi)) {
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
export function xidachGradesWriter(store: Store): (roundId: number, r: HistoryFile['rounds'][number]) => void {
  const insert = xidachGradeInsert(store)
  return (roundId, r) => {
    for (const g of r.xidachGrades ?? []) insert.run(...xidachGradeRow(roundId, g))
  }
}
