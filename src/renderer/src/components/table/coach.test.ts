/**
 * The coach's list of grades (coach.svelte.ts `gradeFollower`): read once when a table opens, then
 * each pushed grade merged in, in play order and each grade once whichever comes first (a grade pushed
 * while the read is on its way is in both); a late older read is dropped, a read for another table
 * starts the list again, a push for another table is ignored, and the awaited decision's grade is
 * handed on once the list holds it.
 */
import { describe, expect, it } from 'vitest'
import { gradeFollower, lastOfRound } from './coach.svelte'

interface G {
  roundId: number
  roundSeq: number
  eventSeq: number
  costMinor: number
}

const g = (roundSeq: number, eventSeq: number): G => ({ roundId: 100 + roundSeq, roundSeq, eventSeq, costMinor: 0 })

/** A read the test answers when it likes. */
function deferred(): { promise: Promise<G[]>; answer: (list: G[]) => Promise<void> } {
  let answer!: (list: G[]) => void
  const promise = new Promise<G[]>((r) => (answer = r))
  return {
    promise,
    answer: async (list) => {
      answer(list)
      // Let the follower take it (a resolved promise's handlers run as microtasks).
      await new Promise((r) => setTimeout(r, 0))
    }
  }
}

describe('the coach follows the grades', () => {
  it('merges the opening read and the pushed grades in play order, each grade once', async () => {
    let kept: G[] = []
    const handed: G[] = []
    const f = gradeFollower<G>(
      (list) => (kept = list),
      (x) => handed.push(x)
    )
    const d = deferred()
    f.read('t-1', () => d.promise)
    // A grade pushed while the read is on its way, and the person's next decision noted.
    f.add('t-1', [g(2, 1)])
    expect(kept).toEqual([g(2, 1)])
    f.expect(102, 1) // the decision at round seq 2, version 1: its grade is event 2
    expect(handed).toEqual([])
    // The read holds the older grades and the one already pushed: each is kept once, in play order.
    await d.answer([g(1, 1), g(1, 2), g(2, 1)])
    expect(kept).toEqual([g(1, 1), g(1, 2), g(2, 1)])
    f.add('t-1', [g(2, 2)])
    expect(kept).toEqual([g(1, 1), g(1, 2), g(2, 1), g(2, 2)])
    expect(handed).toEqual([g(2, 2)])
    // The same grade pushed twice is not added again, nor handed on again.
    f.add('t-1', [g(2, 2)])
    expect(kept).toHaveLength(4)
    expect(handed).toHaveLength(1)
    // A grade that arrived before its decision was noted is handed on when it is.
    f.add('t-1', [g(3, 1)])
    f.expect(103, 0)
    expect(handed).toEqual([g(2, 2), g(3, 1)])
  })

  it('drops a late older read, starts again for another table, and ignores its pushes', async () => {
    let kept: G[] = []
    const f = gradeFollower<G>(
      (list) => (kept = list),
      () => {}
    )
    const first = deferred()
    const second = deferred()
    f.read('t-1', () => first.promise)
    f.read('t-1', () => second.promise)
    await second.answer([g(1, 1), g(1, 2)])
    await first.answer([g(1, 1), g(9, 9)])
    expect(kept).toEqual([g(1, 1), g(1, 2)])

    const other = deferred()
    f.read('t-2', () => other.promise)
    expect(kept).toEqual([])
    f.add('t-1', [g(1, 3)])
    expect(kept).toEqual([])
    await other.answer([g(1, 1)])
    expect(kept).toEqual([g(1, 1)])
  })
})

/**
 * Issue 32: the previous hand's grade stayed under the next hand's hint. The last grade is shown only
 * while the round it grades is the one on the table.
 */
describe("the coach's last grade", () => {
  const last = { good: false, text: 'That play cost 5 chips of EV.', roundId: 101 }
  it('shows during its own round, after its decision and once the round is over', () => {
    expect(lastOfRound(last, 101)).toEqual({ good: false, text: 'That play cost 5 chips of EV.' })
  })
  it('is gone once the next round is dealt, or with no round on the table', () => {
    expect(lastOfRound(last, 102)).toBeNull()
    expect(lastOfRound(last, null)).toBeNull()
    expect(lastOfRound(null, 101)).toBeNull()
  })
})
