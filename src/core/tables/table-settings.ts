/**
 * A table's settings as the person changes them, kept with the table (sessions.table_json): the
 * decision timer switched off or on, their own client seed, Blackjack's counting. Each is written in
 * its own transaction and adopted after it; the answer goes to the caller, `table.changed` to the rest.
 */
import type { TableState } from '@shared/contract/tables'
import type { CountingSettings } from '@shared/contract/blackjack-counting'
import type { BlackjackRules } from '@shared/games/blackjack'
import { refused } from '../errors'
import { arm } from './action'
import { announce, type Tables } from './context'
import type { LiveTable, TableJson } from './live'
import { tablesRepo } from './repo'

/** Writes the table's new settings, then adopts them. */
function saveTable(c: Tables, t: LiveTable, table: TableJson): void {
  const store = c.ctx.store()
  store.tx(() => tablesRepo(store).updateTableJson.run(JSON.stringify(table), t.id))
  t.table = table
}

/**
 * The person switches the decision timer off or on at the table (issue 32: reading the hints takes
 * longer than 15 s). Off, a decision waits for the person; a round in play when it is switched is
 * marked (`untimedRound`) and settles recorded as played untimed, as does every round settled while
 * it is off. Switched on during a decision, the decision gets the rules' whole time again.
 */
export function setTimer(c: Tables, t: LiveTable, on: boolean, replyTo?: string): TableState {
  const r = t.round
  saveTable(c, t, { ...t.table, timerOff: !on, untimedRound: r ? r.id : (t.table.untimedRound ?? null) })
  if (r) {
    if (r.timer) clearTimeout(r.timer)
    r.timer = null
    r.deadline = null
    if (on) arm(c, t, r)
  }
  return announce(c, t, replyTo)
}

export function setClientSeed(c: Tables, t: LiveTable, clientSeed: string, replyTo?: string): TableState {
  if (t.round) throw refused('The client seed can change only between rounds.', { key: 'tables.seedBetweenRounds' })
  if (t.table.shoe)
    throw refused('The client seed can change only when a new shoe is shuffled.', { key: 'tables.seedNewShoe' })
  // The server seed stays the one already committed to (its hash was shown): a client seed of one's
  // own is worth something only because the house chose its seed before seeing it.
  saveTable(c, t, { ...t.table, clientSeed, next: { ...t.table.next, clientSeed } })
  return announce(c, t, replyTo)
}

/** The person's counting settings at a Blackjack table (blackjack-counting.ts). */
export function setCounting(c: Tables, t: LiveTable, counting: CountingSettings, replyTo?: string): TableState {
  saveTable(c, t, { ...t.table, counting })
  // Counter mode judges by the indices: the worker starts on them now (cached per ruleset and system).
  if (counting.on && counting.counter)
    void c.analysis?.indices(t.rules as BlackjackRules, counting.system).catch(() => undefined)
  return announce(c, t, replyTo)
}
