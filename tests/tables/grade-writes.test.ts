/**
 * How the table's coach writes its grades (docs/history.md "Writing grades"): the grades computed
 * close together share one transaction (a grade costs a commit otherwise, as much as the decision it
 * grades), every reader of grades sees them without waiting on the clock, and one grade that cannot be
 * written loses no other.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Core } from '../../src/core/index'
import type { BlackjackGrade } from '@shared/contract/history'
import type { TableState } from '@shared/contract/tables'
import { tablesRepo } from '../../src/core/tables/repo'
import type { Store } from '../../src/core/store/store'
import { decide } from '../support/blackjack'
import { call, newCore, profileWith } from '../support/core'
import { gradesOf } from '../support/coach'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/**
 * Plays Blackjack rounds, standing on every decision, until the person has made `minDecisions`
 * decisions in at least `minRounds` rounds (a natural on either side ends a round with none); the
 * decisions made (each is graded) and the round of each.
 */
async function playStanding(
  c: Core,
  minDecisions: number,
  minRounds = 1,
  /** After each decision: the table's answer and the action taken. */
  decided?: (t: TableState, action: string) => Promise<void>
): Promise<{ t: TableState; decisions: number; roundOf: number[] }> {
  let t: TableState = await call(c, 'tables.open', {
    game: 'blackjack',
    ruleset: { rules: { preset: 'vegas-6d' } },
    config: { spots: 1, bots: 0 }
  })
  let decisions = 0
  const roundOf: number[] = []
  for (let round = 0; decisions < minDecisions || new Set(roundOf).size < minRounds; round++) {
    if (round >= 100) throw new Error('100 rounds without enough decisions')
    t = await call(c, 'tables.start', { tableId: t.tableId, stakes: [{ seat: 'you1', amountMinor: 1000 }] })
    for (let guard = 0; guard < 10 && !t.round!.over; guard++) {
      const turn = t.round!.yourTurn[0]!
      // Standing is offered on every hand; insurance is declined with its own action.
      const action = turn.allowed.includes('stand') ? 'stand' : (turn.allowed[0] as string)
      t = await decide(c, t, action)
      decisions++
      await decided?.(t, action)
    }
    roundOf.push(...new Array<number>(decisions - roundOf.length).fill(t.round!.roundId))
  }
  return { t, decisions, roundOf }
}

/** Each grade row written, with the number of the store transaction it was written in. */
function watchGradeWrites(store: Store): { txOf: number[] } {
  const repo = tablesRepo(store)
  const txOf: number[] = []
  let txCount = 0
  let current = 0
  const tx = store.tx.bind(store)
  vi.spyOn(store, 'tx').mockImplementation(<T>(fn: () => T): T => {
    if (store.db.inTransaction) return tx(fn)
    const mine = ++txCount
    return tx(() => {
      current = mine
      return fn()
    })
  })
  const run = repo.insertGrade.run.bind(repo.insertGrade)
  vi.spyOn(repo.insertGrade, 'run').mockImplementation((...args) => {
    txOf.push(current)
    return run(...args)
  })
  return { txOf }
}

describe('writing grades', () => {
  it('writes the grades of decisions made close together in one transaction, which every reader waits for', async () => {
    // Only the queue's timer is held, so every grade computed during play is still queued at the end.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const c = newCore()
    await profileWith(c, 'An', 10_000)
    const { txOf } = watchGradeWrites(c.openStore()!)
    const { t, decisions } = await playStanding(c, 6)
    // The history reads the grades straight after play: it waits for them, and they are all there.
    const detail = await call(c, 'history.session', { sessionId: t.sessionId, maxPoints: 10 })
    expect(detail.mistakes!.graded).toBe(decisions)
    expect(txOf).toHaveLength(decisions)
    expect(new Set(txOf).size).toBe(1)
    // A later decision's grade is written on its own timer, in a transaction of its own.
    await playStanding(c, 1)
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1), { timeout: 30_000, interval: 20 })
    vi.runOnlyPendingTimers()
    expect(new Set(txOf).size).toBe(2)
  }, 60_000)

  it('answers a coach that reads after every move with the grades still queued, leaving them to share one write', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const c = newCore()
    await profileWith(c, 'An', 10_000)
    const { txOf } = watchGradeWrites(c.openStore()!)
    // As the table screen's coach: after each answer, the grades after the last one it holds.
    const held: BlackjackGrade[] = []
    const { t, decisions } = await playStanding(c, 6, 1, async (t, action) => {
      const last = held.at(-1)
      const more = gradesOf(
        'blackjack',
        await call(c, 'tables.grades', {
          tableId: t.tableId,
          ...(last ? { after: { roundSeq: last.roundSeq, eventSeq: last.eventSeq } } : {})
        })
      )
      // The grade of the decision just made, and only it: its round's seq and its event.
      expect(more).toHaveLength(1)
      expect(more[0]).toMatchObject({ roundId: t.round!.roundId, roundSeq: t.round!.seq, action })
      held.push(...more)
    })
    // Nothing was written while the coach read: the grades wait for their timer, and go in one transaction.
    expect(txOf).toHaveLength(0)
    vi.runOnlyPendingTimers()
    expect(txOf).toHaveLength(decisions)
    expect(new Set(txOf).size).toBe(1)
    // What the coach was answered from the queue is what the store now holds, field for field.
    expect(gradesOf('blackjack', await call(c, 'tables.grades', { tableId: t.tableId }))).toEqual(held)
    const detail = await call(c, 'history.session', { sessionId: t.sessionId, maxPoints: 10 })
    expect(detail.mistakes!.graded).toBe(decisions)
  }, 60_000)

  it("sends a coach only the grades after the last one it holds, in play order; refuses a malformed 'after'", async () => {
    const c = newCore()
    await profileWith(c, 'An', 10_000)
    const { t, decisions } = await playStanding(c, 8, 3)
    const all = gradesOf('blackjack', await call(c, 'tables.grades', { tableId: t.tableId }))
    expect(all).toHaveLength(decisions)
    const key = (g: { roundSeq: number; eventSeq: number }): number => g.roundSeq * 1_000 + g.eventSeq
    // Every cut of the list, from before the first grade to the last: exactly the grades after it.
    for (const [i, g] of all.entries()) {
      const after = { roundSeq: g.roundSeq, eventSeq: g.eventSeq }
      const tail = gradesOf('blackjack', await call(c, 'tables.grades', { tableId: t.tableId, after }))
      expect(tail).toEqual(all.slice(i + 1))
      expect(tail.every((x) => key(x) > key(after))).toBe(true)
    }
    expect(
      gradesOf('blackjack', await call(c, 'tables.grades', { tableId: t.tableId, after: { roundSeq: 0, eventSeq: 0 } }))
    ).toEqual(all)
    for (const after of [{ roundSeq: -1, eventSeq: 0 }, { roundSeq: 1.5, eventSeq: 0 }, { roundSeq: 1 }])
      await expect(call(c, 'tables.grades', { tableId: t.tableId, after } as never)).rejects.toMatchObject({
        code: 'bad-request'
      })
  }, 60_000)

  it('loses no other grade when one of a batch cannot be written', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const warnings: string[] = []
    const c = newCore(undefined, { log: { error: () => {}, warn: (m: string) => void warnings.push(m) } })
    await profileWith(c, 'An', 10_000)
    const { t, decisions, roundOf } = await playStanding(c, 4, 2)
    // The second round's grades fail each time they are tried; the queue is written only now.
    const failing = roundOf.find((r) => r !== roundOf[0]) as number
    const repo = tablesRepo(c.openStore()!)
    const run = repo.insertGrade.run.bind(repo.insertGrade)
    vi.spyOn(repo.insertGrade, 'run').mockImplementation((...args) => {
      if (args[0] === failing) throw new Error('a write that fails')
      return run(...args)
    })
    const detail = await call(c, 'history.session', { sessionId: t.sessionId, maxPoints: 10 })
    expect(detail.mistakes!.graded).toBe(roundOf.filter((r) => r !== failing).length)
    expect(detail.mistakes!.graded).toBeLessThan(decisions)
    expect(warnings.some((w) => w.includes(`round ${failing} failed: a write that fails`))).toBe(true)
  }, 60_000)
})
