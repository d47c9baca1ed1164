/**
 * The computer seats' turn: after each accepted decision (and when a round opens) they decide, one
 * stored event each, until the person is asked, may act optionally, or the round ends — then a
 * finished round is settled. All inside the caller's transaction.
 */
import type { SeatId } from '@shared/games'
import type { Store } from '../store/store'
import type { TableSeat } from './driver'
import { isComputer, unwrap, type LiveRound, type LiveTable, type TableJson } from './live'
import { pauses } from './projection'
import { aiRng } from './randomness'
import { tablesRepo } from './repo'
import { settle } from './settle'

/**
 * Lets computer seats decide until the person is asked, may act optionally before a computer move
 * (`pauses`; `r.passes` moves go through first) or the round ends, then settles a finished round.
 * Returns the round as they leave it (each move a new `LiveRound`, `r` untouched); mutates `table`,
 * which the caller adopts only after the transaction commits. An unfinished round's row is not
 * touched: its version is the number of its last step (a resumed round reads it off its steps,
 * opening.ts), written into the row only when the round is settled, so a decision that leaves the
 * round open writes its step's page and no other.
 */
export function advance(store: Store, t: LiveTable, r: LiveRound, table: TableJson, now: string): LiveRound {
  const { driver } = t
  const { engine } = driver
  let passes = r.passes
  for (let guard = 0; guard < 1000 && !engine.isOver(r.state); guard++) {
    const pending = engine.pending(r.state)
    const computer = pending.find((p) => isComputer(t, p.seat))
    if (!computer) break
    // Before anyone else moves, the computer dealer may take an optional decision (an early check).
    const optional = dealerOptional(t, r)
    if (optional) {
      r = stepRound(store, t, r, optional.seat, optional.action, now)
      continue
    }
    // The person could act optionally: stop, unless they let this one move happen or chose not to be
    // stopped (the stopForEarlyChecks setting; a pause from before the change still shows until passed).
    if (t.stopsForOptional() && pauses(t, r.state, pending).length > 0) {
      if (passes <= 0) break
      passes -= 1
    }
    const seat = t.seats.find((x) => x.seat === computer.seat) as TableSeat
    const action = driver.botAction(
      seat,
      engine.view(r.state, seat.seat),
      t.rules,
      aiRng(r.secret, r.version + 1, r.offset)
    )
    r = stepRound(store, t, r, seat.seat, action, now)
  }
  if (r.passes !== 0) r = { ...r, passes: 0 }
  return engine.isOver(r.state) ? settle(store, t, r, table, now) : r
}

/** A computer dealer's optional decision now, or null (none open, or it lets the moment pass). */
function dealerOptional(t: LiveTable, r: LiveRound): { seat: SeatId; action: unknown } | null {
  const { driver } = t
  if (!driver.optional || !driver.optionalAction) return null
  for (const seat of t.seats) {
    if (seat.kind !== 'dealer-ai' || driver.optional(r.state, seat.seat).length === 0) continue
    const action: unknown = driver.optionalAction(
      seat,
      driver.engine.view(r.state, seat.seat),
      t.rules,
      aiRng(r.secret, r.version + 1, r.offset)
    )
    if (action !== null) return { seat: seat.seat, action }
  }
  return null
}

/**
 * The one write of a step, the person's, the timer's or a computer seat's: the engine steps `action`,
 * the step is stored as the round's next event (inside the caller's transaction), and the round after
 * it is a new `LiveRound` — `r` is left as it was, so a failed transaction leaves the live round alone
 * and whatever was worked out once per round state (projection.ts `turnOf`) stays true of it.
 */
export function stepRound(
  store: Store,
  t: LiveTable,
  r: LiveRound,
  seat: SeatId,
  action: unknown,
  now: string
): LiveRound {
  const step = unwrap(t.driver.engine.step(r.state, seat, action))
  const next: LiveRound = { ...r, state: step.state, version: r.version + 1, events: [...r.events, ...step.events] }
  tablesRepo(store).steps.step(r.id, next.version, seat, JSON.stringify(action), JSON.stringify(step.events), now)
  return next
}
