/**
 * The action path: a decision of the person's (or the timer's) or a `continue` at a pause, stepped and
 * stored with the computer seats' replies and, when the round ends, its settlement — in one
 * transaction (`commitAction`), after which the table adopts the round, arms the decision timer and
 * answers. Who acts now is worked out once per round state (projection.ts `turnOf`) and shared by the
 * looking check, the timer and the answer; the next decision is checked against the same.
 */
import type { SeatId } from '@shared/games'
import type { TableState } from '@shared/contract/tables'
import type { Store } from '../store/store'
import { conflict, refused } from '../errors'
import { profilesState } from '../profiles'
import { advance, stepRound } from './computer'
import { announce, shown, type Tables } from './context'
import { checkedDecision, checkSeatProfile } from './decision'
import { CONTINUE, hasPeople, isoNow, seatProfile, type LiveRound, type LiveTable, type TableJson } from './live'
import { isTurnOf, pauses, turnOf } from './projection'
import { profileNets } from './settle'
import { armTimer } from './timer'

/** What an action writes, inside its transaction: the round and the table as the commit leaves them. */
export type ActionWrite = (store: Store) => { r: LiveRound; table: TableJson }

/**
 * An action's one transaction, then the table adopts what it wrote. `write` runs inside the transaction;
 * its last reads, after the writes, are the person's balance as the commit leaves it (the answer is then
 * projected from it, balances.ts `asOfCommit`) and the profiles' new state where a finished round moved
 * their money. `committed` runs once the transaction has committed, before the table adopts the round
 * (what must not outlive a rollback). The answer goes to `replyTo` as its reply, every other window
 * hears it as `table.changed`; when the round moved a balance, every window hears the profiles' state.
 */
export function commitAction(
  c: Tables,
  t: LiveTable,
  write: ActionWrite,
  replyTo?: string,
  committed?: (r: LiveRound) => void
): TableState {
  const store = c.ctx.store()
  // A new round's seating is the table's from its planning on (advance and settle read it): put back if it fails.
  const seatsBefore = t.seats
  let done: { r: LiveRound; table: TableJson; profiles: ReturnType<typeof profilesState> | null }
  try {
    done = store.tx(() => {
      const { r, table } = write(store)
      store.profiles.balance(t.profileId)
      const moved = t.driver.engine.isOver(r.state) && [...profileNets(t, r).values()].some((n) => n !== 0)
      return { r, table, profiles: moved ? profilesState(store) : null }
    })
  } catch (e) {
    t.seats = seatsBefore
    throw e
  }
  const { r, table, profiles } = done
  committed?.(r)
  t.lastSeq = Math.max(t.lastSeq, r.seq)
  if (r.timer) clearTimeout(r.timer)
  r.timer = null
  t.table = table
  const turn = turnOf(t, r)
  // A table of several people: the turn of whoever looked has ended, their cards are hidden again.
  if (t.looking != null && (turn.over || !turn.yours.some((y) => y.seat === t.looking))) t.looking = null
  if (turn.over) {
    t.round = null
    t.lastRound = r
    c.coach.finished(t, r)
  } else {
    t.round = r
    arm(c, t, r)
  }
  const state = store.balances.asOfCommit(() => announce(c, t, replyTo))
  if (profiles) c.ctx.emit('profiles.changed', profiles)
  // A table nobody is shown (another profile's, moved by its timer) is followed when next opened.
  if (!turn.over && shown(c, t)) c.coach.follow(t, r)
  return state
}

/** Arms the decision timer of round `r` (timer.ts); running out, it takes the timeout as a decision. */
export function arm(c: Tables, t: LiveTable, r: LiveRound): void {
  armTimer(c.ctx, t, r, (seat, action) => applyDecision(c, t, r, seat, action))
}

/** Inside the caller's transaction: steps a decision and stores it, then the computer seats follow. */
export function stepDecision(
  store: Store,
  t: LiveTable,
  r: LiveRound,
  seat: SeatId,
  action: unknown,
  table: TableJson,
  now: string
): LiveRound {
  const next = stepRound(store, t, r, seat, action, now)
  return advance(store, t, { ...next, deadline: null, passes: 0 }, table, now)
}

/** One accepted decision of the person's (or the timer's), then the computer seats, in one transaction. */
function applyDecision(
  c: Tables,
  t: LiveTable,
  r: LiveRound,
  seat: SeatId,
  action: unknown,
  replyTo?: string
): TableState {
  const table: TableJson = { ...t.table }
  const now = isoNow(c.ctx)
  return commitAction(c, t, (store) => ({ r: stepDecision(store, t, r, seat, action, table, now), table }), replyTo)
}

export interface ActInput {
  roundId: number
  version: number
  seat: string
  action: Record<string, unknown>
  profileId?: string | undefined
}

/** The person's decision at table `t` (`tables.act`): checked against the round they saw, graded, applied. */
export function act(c: Tables, t: LiveTable, input: ActInput, replyTo?: string): TableState {
  const r = t.round
  if (!r || r.id !== input.roundId)
    throw conflict('That round is no longer in play at this table.', { key: 'tables.roundGone' })
  if (r.version !== input.version)
    throw conflict('The table has moved on since you acted; here is where it stands now.', { key: 'tables.movedOn' })
  // Not an engine action: it only lets the next computer move happen, so no game's schema knows it.
  if (input.action['do'] === CONTINUE) return pass(c, t, r, input.seat, input.profileId, replyTo)
  const action = checkedDecision(t, r, input.seat, input.action, input.profileId)
  // The question the decision answers (its grade's) is fixed now, before the action changes the round.
  // At a table of several people, asked from the seat whose owner looked (checkedDecision insists).
  const grade = c.coach.beforeAction(t, r)
  const state = applyDecision(c, t, r, input.seat, action, replyTo)
  grade?.(input.seat, action, r.version + 1)
  return state
}

/** `continue` at a pause: exactly the next computer move happens, then the table pauses again if it still may. */
function pass(c: Tables, t: LiveTable, r: LiveRound, seat: SeatId, profileId?: string, replyTo?: string): TableState {
  if (!pauses(t, r.state, turnOf(t, r).pending).some((p) => p.seat === seat)) {
    throw refused(`"${seat}" has nothing to let pass now: the table is not paused for it.`, {
      key: 'tables.nothingToPass'
    })
  }
  checkSeatProfile(t, seat, profileId)
  const table: TableJson = { ...t.table }
  const now = isoNow(c.ctx)
  const next: LiveRound = { ...r, deadline: null, passes: 1 }
  return commitAction(c, t, (store) => ({ r: advance(store, t, next, table, now), table }), replyTo)
}

/**
 * A table of several people (issue 35): the person whose turn it is has the computer and presses to
 * see their own cards. Only their seat's, during their turn: the projection shows their hidden cards
 * from now until the turn ends (commitAction), then nobody's again.
 */
export function look(c: Tables, t: LiveTable, seat: string, profileId: string, replyTo?: string): TableState {
  if (!hasPeople(t)) throw refused('One person plays at this table.', { key: 'tables.onePerson' })
  const r = t.round
  const s = t.seats.find((x) => x.seat === seat && x.kind === 'you')
  if (!s || seatProfile(t, s) !== profileId)
    throw refused(`"${seat}" is not that profile's seat at this table.`, {
      key: 'tables.notProfileSeat',
      vars: { seat }
    })
  if (!r || !isTurnOf(t, r, seat))
    throw refused(`It is not "${seat}"'s turn: its cards cannot be shown yet.`, {
      key: 'tables.notLookTurn',
      vars: { seat }
    })
  t.looking = seat
  // Their decision's clock starts now, not while the computer was being passed to them.
  if (!r.timer) arm(c, t, r)
  const state = announce(c, t, replyTo)
  // Their hints too: worked out only now that they look (coach.follow asks from the looking seat).
  if (shown(c, t)) c.coach.follow(t, r)
  return state
}
