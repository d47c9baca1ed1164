/**
 * What the store holds, read back for the tables and the history: every rules snapshot, table
 * state, start entry and step goes through the one upgrade (src/shared/rules/upgrade.ts) with the
 * format its row names. Data no release writes (a file changed by hand, a disk that lost bytes) or a
 * newer release wrote is refused in the person's words (`saved.*`), never a crash or a silent guess.
 */
import {
  upgradeRules,
  upgradeStart,
  upgradeStep,
  upgradeTable,
  type SavedProblem,
  type SavedStep,
  type Upgraded
} from '@shared/rules/upgrade'
import { refused } from '../errors'
import type { StartAction, TableJson } from './live'
import type { EventRow, SessionRow } from './repo'

/** Where a saved value belongs, for the refusal's words: a finished round, or a table (its session). */
export type SavedPlace = { round: number } | { tableId: number }

function refusal(place: SavedPlace, what: string, p: SavedProblem): Error {
  const where = 'round' in place ? `round ${place.round}` : `table ${place.tableId}`
  if (p.newer)
    return refused(`The saved ${what} of ${where} was written by a newer Bàn Xanh (${p.problem}).`, {
      key: 'saved.newer'
    })
  const message = `The saved ${what} of ${where} is damaged and cannot be read back (${p.problem}).`
  return 'round' in place
    ? refused(message, { key: 'saved.roundDamaged', vars: { round: place.round } })
    : refused(message, { key: 'saved.tableDamaged', vars: { tableId: place.tableId } })
}

function parsed(text: string): Upgraded<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch (e) {
    return { ok: false, newer: false, problem: `not JSON (${(e as Error).message})` }
  }
}

function take<T>(r: Upgraded<T>, place: SavedPlace, what: string): T {
  if (!r.ok) throw refusal(place, what, r)
  return r.value
}

/** A round's rules snapshot (`rules_snapshots.rules_json` and its format). */
export function savedRules(game: string, rulesJson: string, format: number, place: SavedPlace): unknown {
  const raw = take(parsed(rulesJson), place, 'rules')
  return take(upgradeRules(game, raw, format), place, 'rules')
}

/** An open table's running state (`sessions.table_json` and its format). */
export function savedTable(row: Pick<SessionRow, 'id' | 'game' | 'table_json' | 'table_format'>): TableJson {
  const place = { tableId: row.id }
  const raw = take(parsed(row.table_json), place, 'table')
  return take(upgradeTable(row.game, raw, row.table_format), place, 'table') as TableJson
}

/** A round's start entry (its step 0). */
export function savedStart(e: EventRow, place: SavedPlace): StartAction {
  const raw = take(parsed(e.action_json), place, 'start entry')
  return take(upgradeStart(raw, e.format), place, 'start entry') as StartAction
}

/** A round's step: its action and the events it produced. */
export function savedStep(e: EventRow, place: SavedPlace): SavedStep {
  return take(upgradeStep(e.action_json, e.events_json, e.format), place, `step ${e.seq}`)
}
