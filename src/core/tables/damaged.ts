/**
 * An open table whose saved state cannot be read back (`saved.tableDamaged`: its table state, or the
 * rules, start entry or a step of its round in play) is ended at resume instead of staying an open
 * session nobody can leave or delete (docs/history.md, "Saved data formats and their upgrade").
 *
 * In one transaction: the round in play, if any, is void and goes, as an empty round goes at leaving
 * (`discardRound`). Its stakes were never taken: the ledger moves only when a round settles
 * (settle.ts), so there is nothing to give back and the balance is exactly as it stands. The session
 * is ended as leaving ends it (`endSession`, the balance as it leaves), and its table state is replaced
 * by the mark below, which keeps the damaged text as it was stored for whoever looks into it. History
 * shows the session as ended with its saved data damaged (`SessionListItem.damaged`), and asking the
 * tables for it is refused as damaged (`damagedRefusal`) rather than not found.
 */
import type { Store } from '../store/store'
import { CoreError, refused } from '../errors'
import type { Logger } from '../types'
import { tablesRepo, type SessionRow } from './repo'
import { damagedRepo } from './repo-damaged'

/** What `sessions.table_json` holds once a damaged table is ended (`{ "damaged": DamagedMark }`). */
export interface DamagedMark {
  /** When it was ended. */
  at: string
  /** Why it could not be resumed (the refusal's English text). */
  problem: string
  /** The table state as it was stored, and the format its row named. */
  saved: string
  format: number
  /** The round in play that was void (its number in the session), if there was one. */
  voidedRound: number | null
}

/** Whether `e` is the refusal of a table whose saved data is damaged (not one a newer release wrote). */
export function isTableDamaged(e: unknown): e is CoreError {
  return e instanceof CoreError && e.i18n.key === 'saved.tableDamaged'
}

/**
 * Ends the damaged open table `row`, in one transaction (see the top of this file). A store that
 * cannot be written (read-only, full) leaves it as it was, logged: the next start-up tries again.
 */
export function endDamagedTable(store: Store, row: SessionRow, now: string, problem: string, log: Logger): void {
  try {
    end(store, row, now, problem)
  } catch (e) {
    log.error(`table ${row.id} could not be ended`, e)
  }
}

function end(store: Store, row: SessionRow, now: string, problem: string): void {
  const repo = tablesRepo(store)
  const q = damagedRepo(store)
  store.tx(() => {
    const open = repo.openRound.get(row.id)
    // Only an open round without a result is removed (the statement's own guard): nothing settled goes.
    if (open) repo.discardRound.run(open.id)
    const mark: DamagedMark = {
      at: now,
      problem,
      saved: row.table_json,
      format: row.table_format,
      voidedRound: open ? open.seq : null
    }
    q.mark.run(JSON.stringify({ damaged: mark }), row.id)
    repo.endSession.run(now, store.profiles.balance(row.profile_id), row.id)
  })
}

/**
 * The refusal for asking about table `id` when it is `profileId`'s table ended as damaged; null
 * otherwise (another profile's table answers as one that does not exist, as every table does).
 */
export function damagedRefusal(store: Store, id: number, profileId: unknown): CoreError | null {
  const row = damagedRepo(store).damaged.get(id)
  if (!row || row.profile_id !== profileId || !row.damaged) return null
  return refused(`The saved data of table ${id} is damaged and cannot be reopened; it was ended.`, {
    key: 'saved.tableDamaged',
    vars: { tableId: id }
  })
}
