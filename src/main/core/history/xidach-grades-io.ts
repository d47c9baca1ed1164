/**
 * Xì dách grades in a JSON export and back (docs/history.md): read in batches by round for the export
 * (export-json.ts), checked against their round (import-check.ts) and written with it (import.ts). The
 * SQL lives here so the export and import keep only the lines that call it.
 */
import type Database from 'better-sqlite3'
import { xidachCost } from '../tables/xidach-grading'
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

/**
 * A round's Xì dách grades must describe its own decisions and add up, as Blackjack's do: each names an
 * action step of the round taken by its seat, once; the action and the best are among the choices
 * valued, the best the highest, and the cost is what the table computes from them (xidachCost).
 */
export function checkXidachGrades(
  r: HistoryFile['rounds'][number],
  at: string,
  bad: (where: string, why: string) => never
): void {
  if (r.game !== 'xidach') bad(`${at}.xidachGrades`, 'only Xì dách rounds have these graded decisions')
  const seen = new Set<number>()
  ;(r.xidachGrades ?? []).forEach((g, k) => {
    const where = `${at}.xidachGrades[${k}]`
    if (seen.has(g.eventSeq)) bad(`${where}.eventSeq`, `step ${g.eventSeq} is graded twice`)
    seen.add(g.eventSeq)
    const step = r.events[g.eventSeq]
    if (!step) bad(`${where}.eventSeq`, `the round has no step ${g.eventSeq}`)
    else if (step.actor !== g.seat)
      bad(`${where}.seat`, `step ${g.eventSeq} was taken by "${step.actor}", not "${g.seat}"`)
    if ((g.seat === 'dealer') !== (g.role === 'dealer')) bad(`${where}.role`, `"${g.seat}" does not play ${g.role}`)
    const best = g.evs[g.best]
    if (g.evs[g.action] === undefined) bad(`${where}.action`, `"${g.action}" has no EV in the grade`)
    if (best === undefined) bad(`${where}.best`, `"${g.best}" has no EV in the grade`)
    if (Object.values(g.evs).some((v) => v > (best as number) + 1e-12))
      bad(`${where}.best`, 'another choice has a higher EV')
    const cost = xidachCost(g, g.action)
    if (cost !== g.costMinor) bad(`${where}.costMinor`, `says ${g.costMinor}, the EVs and stake give ${cost}`)
  })
}
