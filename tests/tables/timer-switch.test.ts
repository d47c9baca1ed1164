/**
 * The decision timer switched off at the table (issue 32): with it off, a decision waits however long
 * the person reads (no deadline, no timeout); a round it was off in is recorded as played untimed, in
 * the rounds list and the recall; switched on again, the next decision has its deadline and the next
 * round is timed. A table whose rules have no timer records nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Core } from '../../src/core/index'
import type { TableState } from '@shared/contract/tables'
import { caller, newCore, profileWith } from '../support/core'
import { tempDir } from '../support/temp'

afterEach(() => {
  vi.useRealTimers()
})

const open = async (c: Core, rules: Record<string, unknown>): Promise<TableState> =>
  c.handlers['tables.open']({ game: 'blackjack', ruleset: { rules }, config: { spots: 1, bots: 0 } }, caller)
const deal = async (c: Core, t: TableState): Promise<TableState> =>
  c.handlers['tables.start']({ tableId: t.tableId, stakes: [{ seat: 'you1', amountMinor: 1000 }] }, caller)
const setTimer = async (c: Core, t: TableState, on: boolean): Promise<TableState> =>
  c.handlers['tables.setTimer']({ tableId: t.tableId, on }, caller)

/** Stands (declines insurance) until the round is over. */
async function playOut(c: Core, t: TableState): Promise<TableState> {
  for (let guard = 0; guard < 50 && t.round && !t.round.over; guard++) {
    const turn = t.round.yourTurn[0]
    if (!turn) throw new Error('the table waits for nobody')
    t = await c.handlers['tables.act'](
      {
        tableId: t.tableId,
        roundId: t.round.roundId,
        version: t.round.version,
        seat: turn.seat,
        action: { do: turn.allowed.includes('decline') ? 'decline' : 'stand' }
      },
      caller
    )
  }
  return t
}

/** Deals until the person has a decision to make (a natural at the deal ends a round at once). */
async function dealToDecision(c: Core, t: TableState): Promise<TableState> {
  for (let i = 0; i < 30; i++) {
    t = await deal(c, t)
    if (t.round && !t.round.over && t.round.yourTurn.length > 0) return t
    t = await playOut(c, t)
  }
  throw new Error('no decision in 30 rounds')
}

const roundsOf = async (c: Core, t: TableState) =>
  (await c.handlers['history.rounds']({ sessionId: t.sessionId, offset: 0, limit: 500 }, caller)).items

describe('the decision timer switched off at the table', () => {
  it('waits with no deadline while off, records the round untimed, and times again once on', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    // CLUB 99: a 20-second decision timer.
    let t = await open(c, { preset: 'club99' })
    expect(t.timer).toEqual({ seconds: 20, off: false })
    t = await dealToDecision(c, t)
    expect(t.round!.deadline).toBe(Date.now() + 20_000)
    const untimedFrom = t.round!.roundId

    // Switched off mid-decision: no deadline, and an hour of reading stands nothing.
    t = await setTimer(c, t, false)
    expect(t.timer).toEqual({ seconds: 20, off: true })
    expect(t.round!.deadline).toBeNull()
    const version = t.round!.version
    vi.advanceTimersByTime(3_600_000)
    const later = await c.handlers['tables.get']({ tableId: t.tableId }, caller)
    expect(later.round!.version).toBe(version)
    expect(later.round!.events).not.toContainEqual(expect.objectContaining({ do: 'timeout' }))
    t = await playOut(c, later)

    // The next round, still off: no deadline either.
    t = await dealToDecision(c, t)
    expect(t.round!.deadline).toBeNull()
    t = await playOut(c, t)

    // On again between rounds: the next decision has its 20 seconds and its round is timed. The last
    // round played off is the newest so far (dealing to a decision may deal natural rounds first, and
    // those after the switch are timed too).
    const lastOff = Math.max(...(await roundsOf(c, t)).map((r) => r.roundId))
    t = await setTimer(c, t, true)
    expect(t.timer).toEqual({ seconds: 20, off: false })
    t = await dealToDecision(c, t)
    expect(t.round!.deadline).toBe(Date.now() + 20_000)
    t = await playOut(c, t)

    const rounds = await roundsOf(c, t)
    const untimed = rounds.filter((r) => r.untimed === true).map((r) => r.roundId)
    // Every round from the one switched off in, up to the switch back on, and none before or after.
    expect(untimed[0]).toBe(untimedFrom)
    expect(rounds.filter((r) => r.roundId >= untimedFrom && r.roundId <= lastOff).every((r) => r.untimed)).toBe(true)
    expect(rounds.filter((r) => r.roundId > lastOff).length).toBeGreaterThan(0)
    expect(rounds.filter((r) => r.roundId > lastOff).some((r) => r.untimed)).toBe(false)
    expect(rounds.filter((r) => r.roundId < untimedFrom).some((r) => r.untimed)).toBe(false)
    const recall = await c.handlers['history.round']({ roundId: untimedFrom }, caller)
    expect(recall.untimed).toBe(true)
    const lastTimed = rounds[rounds.length - 1]!.roundId
    expect((await c.handlers['history.round']({ roundId: lastTimed }, caller)).untimed).toBeUndefined()
  })

  it('switched on during a decision, gives that decision the whole time again; the round is still untimed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    let t = await open(c, { preset: 'club99' })
    t = await setTimer(c, t, false)
    t = await dealToDecision(c, t)
    expect(t.round!.deadline).toBeNull()
    vi.advanceTimersByTime(60_000)
    t = await setTimer(c, t, true)
    expect(t.round!.deadline).toBe(Date.now() + 20_000)
    const id = t.round!.roundId
    await playOut(c, t)
    expect((await c.handlers['history.round']({ roundId: id }, caller)).untimed).toBe(true)
  })

  it('records nothing at a table whose rules have no timer', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    let t = await open(c, { preset: 'vegas-6d' })
    expect(t.timer).toBeUndefined()
    t = await setTimer(c, t, false)
    t = await playOut(c, await deal(c, t))
    expect((await roundsOf(c, t)).some((r) => r.untimed)).toBe(false)
  })
})
