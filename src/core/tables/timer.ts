/**
 * The person's decision timer: scheduling only. How long a decision may take and what running out
 * of time does are the game's rules (the driver's `decisionSeconds` and `timeoutFor`, from
 * engine/games/blackjack/timer.ts and engine/games/xidach/pauses.ts).
 */
import type { SeatId } from '@shared/games'
import type { CoreContext } from '../types'
import { hasPeople, type LiveRound, type LiveTable } from './live'
import { isTurnOf, turnOf } from './projection'

/**
 * Arms the timer on the first of the person's decisions now that has a timeout (a pause has none),
 * setting `r.deadline`; when it runs out, `expire` takes the timeout action for that seat, unless
 * the round moved on or the table closed meanwhile. At a table of several people the clock waits
 * behind the privacy screen: it starts when the person whose turn it is presses to look (action.ts
 * `look`), so passing the computer costs them no time.
 */
export function armTimer(
  ctx: CoreContext,
  t: LiveTable,
  r: LiveRound,
  expire: (seat: SeatId, action: unknown) => void
): void {
  const seconds = t.driver.decisionSeconds?.(t.rules) ?? null
  const timeoutFor = t.driver.timeoutFor
  if (seconds === null || !timeoutFor || t.table.timerOff === true) return
  if (hasPeople(t) && !isTurnOf(t, r, t.looking)) return
  let first: { seat: SeatId; action: unknown } | null = null
  for (const y of turnOf(t, r).yours) {
    const action: unknown = timeoutFor(r.state, y.seat)
    if (action !== null) {
      first = { seat: y.seat, action }
      break
    }
  }
  if (!first) return
  const { seat, action } = first
  r.deadline = ctx.now().getTime() + seconds * 1000
  r.timer = setTimeout(() => {
    if (t.round !== r || t.closed) return
    try {
      expire(seat, action)
    } catch (e) {
      ctx.log.error(`decision timer on table ${t.id} failed`, e)
    }
  }, seconds * 1000)
  r.timer.unref?.()
}

/**
 * Whether a round was played untimed: its rules have a decision timer and the person had it off when
 * the round settled or switched it during the round (written into the round's figures at settlement).
 */
export function playedUntimed(t: LiveTable, r: LiveRound): boolean {
  if ((t.driver.decisionSeconds?.(t.rules) ?? null) === null) return false
  return t.table.timerOff === true || t.table.untimedRound === r.id
}
