/**
 * The open/close path: a sitting at a table opened (one table of a game per profile), left, discarded
 * when a round holds nothing, resumed at start-up, or gone with its profile. What a table is opened or
 * resumed from is opening.ts; this is what the live tables do about it.
 */
import type { TableState } from '@shared/contract/tables'
import { refused } from '../errors'
import { CURRENT_PROFILE_KEY } from '../profiles'
import { arm } from './action'
import { announce, type Tables } from './context'
import { endDamagedTable, isTableDamaged } from './damaged'
import { isoNow, tableProfiles, type LiveTable } from './live'
import { newTable, resumedTable, type OpenInput } from './opening'
import { tableState } from './projection'
import { tablesRepo, type SessionRow } from './repo'

/**
 * A profile sits at one table of a game at a time (a screen attaches to "the" open table of its
 * game): opening another ends the sitting at the old one first, and every window is told, so no
 * sitting is left open behind the person's back (issue 32: a second Sic Bo table, opened from another
 * window, stayed "đang chơi" after "Rời bàn" at the first). A round in play there is refused instead.
 */
export function openTable(c: Tables, input: OpenInput): TableState {
  const store = c.ctx.store()
  const profileId = store.settings.get(CURRENT_PROFILE_KEY)
  const before = [...c.live.values()].filter(
    (x) => !x.closed && x.profileId === profileId && x.driver.game === input.game
  )
  // A round nobody has put anything into blocks nothing (closeTable discards it).
  const busy = before.find((x) => x.round !== null && !isEmpty(x))
  if (busy)
    throw refused(`Another table (${busy.driver.game}, table ${busy.id}) has a round in play; finish it first.`, {
      key: 'tables.otherTableRound',
      vars: { game: busy.driver.game, tableId: String(busy.id) }
    })
  const t = newTable(store, c.games, input, isoNow(c.ctx))
  // Their closing is not this call's answer: every window hears it, the caller's too.
  for (const x of before) closeTable(c, x)
  c.live.set(t.id, t)
  c.games.of(t.driver.game).opened?.(t, c.analysis, c.ctx.log)
  // A new table is news to the caller only: no other window shows it yet.
  return tableState(store, t)
}

/** Leaves the table (between rounds): the sitting ends; every window showing it goes back to its sit-down. */
export function closeTable(c: Tables, t: LiveTable, replyTo?: string): TableState {
  if (t.round && isEmpty(t)) discard(c, t)
  if (t.round) throw refused('Finish the round in play before leaving the table.', { key: 'tables.leaveMidRound' })
  const store = c.ctx.store()
  store.tx(() => tablesRepo(store).endSession.run(isoNow(c.ctx), store.profiles.balance(t.profileId), t.id))
  t.closed = true
  c.live.delete(t.id)
  return announce(c, t, replyTo)
}

/**
 * Before a round starts at `t`: a round in play at another table of any profile at this one (several
 * people share one) blocks it. One nobody has put anything into yet blocks nothing: it goes, and its
 * table is told (every window: it is not the caller's answer).
 */
export function refuseOtherRounds(c: Tables, t: LiveTable): void {
  const mine = new Set(tableProfiles(t))
  const others = [...c.live.values()].filter(
    (x) => x !== t && x.round !== null && tableProfiles(x).some((p) => mine.has(p))
  )
  for (const x of others.filter((o) => isEmpty(o))) {
    discard(c, x)
    announce(c, x)
  }
  const other = others.find((x) => x.round !== null)
  if (other)
    throw refused(`Another table (${other.driver.game}, table ${other.id}) has a round in play; finish it first.`, {
      key: 'tables.otherTableRound',
      vars: { game: other.driver.game, tableId: String(other.id) }
    })
}

/** Whether the round in play holds nothing (see `TableDriver.empty`). */
export function isEmpty(t: LiveTable): boolean {
  return t.round !== null && t.driver.empty !== undefined && t.driver.empty(t.round.state)
}

/** Removes a round in play that holds nothing: no money, no outcome, no trace. */
export function discard(c: Tables, t: LiveTable): void {
  const r = t.round
  if (!r) return
  const store = c.ctx.store()
  store.tx(() => tablesRepo(store).discardRound.run(r.id))
  if (r.timer) clearTimeout(r.timer)
  t.round = null
  // Its number is free again; its commitment was never used up (the nonce did not move).
  t.lastSeq = r.seq - 1
}

/** Rebuilds every open table, replaying unfinished rounds from their committed seed and events. */
export function resumeTables(c: Tables): void {
  const store = c.ctx.store()
  for (const row of tablesRepo(store).openSessions.all()) {
    try {
      resumeTable(c, row)
    } catch (e) {
      c.ctx.log.error(`table ${row.id} could not be resumed`, e)
      // Its saved data is damaged: ended, so nobody is left with a sitting they cannot leave (damaged.ts).
      if (isTableDamaged(e)) endDamagedTable(store, row, isoNow(c.ctx), e.message, c.ctx.log)
    }
  }
}

function resumeTable(c: Tables, row: SessionRow): void {
  const t = resumedTable(c.ctx.store(), c.games, row)
  c.live.set(row.id, t)
  c.games.of(t.driver.game).opened?.(t, c.analysis, c.ctx.log)
  if (t.round) arm(c, t, t.round)
}

/**
 * A profile was deleted (its sessions, rounds and ledger went with it, in the same transaction): its
 * live tables go too. A round in play is void — its stakes were never paid out, and the ledger rows
 * that would settle it are gone with the profile — so nothing is settled; every window hears the
 * table closed.
 */
export function dropProfile(c: Tables, profileId: string): void {
  for (const t of [...c.live.values()]) {
    if (t.profileId !== profileId) continue
    if (t.round?.timer) clearTimeout(t.round.timer)
    t.closed = true
    c.live.delete(t.id)
    announce(c, t)
  }
}

/**
 * Refuses to delete a profile that sits at someone else's open table (a Xì dách table of several
 * people): its seat's chips and ledger are that table's to settle until the table is left.
 */
export function refuseSeatedElsewhere(c: Tables, profileId: string): void {
  for (const t of c.live.values())
    if (!t.closed && t.profileId !== profileId && tableProfiles(t).includes(profileId))
      throw refused('This profile sits at someone else’s table; leave that table first.', {
        key: 'profiles.seatedElsewhere'
      })
}
