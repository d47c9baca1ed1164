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
 * (`pauses`; `passes` moves go through first) or the round ends, then settles a finished round.
 * Mutates `r` and `table`, which the caller adopts only after the transaction commits. An
 * unfinished round's row is not touched: its version is the number of its last step (a resumed
 * round reads it off its steps, opening.ts), written into the row only when the round is settled,
 * so a decision that leaves the round open writes its step's page and no other.
 */
export function advance(store: Store, t: LiveTable, r: LiveRound, table: TableJson, now: string): void {
  const { driver } = t
  const { engine } = driver
  for (let guard = 0; guard < 1000 && !engine.isOver(r.state); guard++) {
    const pending = engine.pending(r.state)
    const computer = pending.find((p) => isComputer(t, p.seat))
    if (!computer) break
    // Before anyone else moves, the computer dealer may take an optional decision (an early check).
    const optional = dealerOptional(t, r)
    if (optional) {
      record(store, t, r, optional.seat, optional.action, now)
      continue
    }
    // The person could act optionally: stop, unless they let this one move happen or chose not to be
    // stopped (the stopForEarlyChecks setting; a pause from before the change still shows until passed).
    if (t.stopsForOptional() && pauses(t, r.state, pending).length > 0) {
      if (r.passes <= 0) break
      r.passes -= 1
    }
    const seat = t.seats.find((x) => x.seat === computer.seat) as TableSeat
    record(
      store,
      t,
      r,
      seat.seat,
      driver.botAction(seat, engine.view(r.state, seat.seat), t.rules, aiRng(r.secret, r.version + 1, r.offset)),
      now
    )
  }
  r.passes = 0
  if (engine.isOver(r.state)) settle(store, t, r, table, now)
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

/** Steps one computer decision and stores it as the round's next event (inside the caller's transaction). */
function record(store: Store, t: LiveTable, r: LiveRound, seat: SeatId, action: unknown, now: string): void {
  const step = unwrap(t.driver.engine.step(r.state, seat, action))
  r.version += 1
  r.state = step.state
  r.events = [...r.events, ...step.events]
  tablesRepo(store).steps.step(r.id, r.version, seat, JSON.stringify(action), JSON.stringify(step.events), now)
}
