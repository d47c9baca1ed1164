/**
 * The coach's list of grades (coach.svelte.ts `gradeFollower`): each read asks only for the grades
 * after the last one held and adds those; a late older answer is dropped, a grade held is never added
 * twice, a read for another table starts the list again, and the awaited decision's grade is handed on
 * once it arrives.
 */
import { describe, expect, it } from 'vitest'
import { gradeFollower } from './coach.svelte'

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
  it('asks after the last grade it holds and keeps the list in play order, each grade once', async () => {
    let kept: G[] = []
    const handed: G[] = []
    const f = gradeFollower<G>(
      (list) => (kept = list),
      (x) => handed.push(x)
    )
    const asked: Array<{ roundSeq: number; eventSeq: number } | undefined> = []
    const reads: Array<ReturnType<typeof deferred>> = []
    const read = (): void =>
      f.read('t-1', (after) => {
        asked.push(after)
        const d = deferred()
        reads.push(d)
        return d.promise
      })

    read()
    await reads[0]!.answer([g(1, 1), g(1, 2)])
    expect(kept).toEqual([g(1, 1), g(1, 2)])
    f.expect(102, 1) // the person's decision at round seq 2, version 1: its grade is event 2
    read()
    expect(asked[1]).toEqual({ roundSeq: 1, eventSeq: 2 })
    // The answer repeats a grade already held (it was written twice over): it is not added again.
    await reads[1]!.answer([g(1, 2), g(2, 1), g(2, 2)])
    expect(kept).toEqual([g(1, 1), g(1, 2), g(2, 1), g(2, 2)])
    expect(handed).toEqual([g(2, 2)])
    read()
    expect(asked[2]).toEqual({ roundSeq: 2, eventSeq: 2 })
    await reads[2]!.answer([])
    expect(kept).toHaveLength(4)
    expect(handed).toHaveLength(1)
  })

  it('drops a late older answer, and starts again for another table', async () => {
    let kept: G[] = []
    const f = gradeFollower<G>(
      (list) => (kept = list),
      () => {}
    )
    const reads: Array<ReturnType<typeof deferred>> = []
    const asked: Array<{ roundSeq: number; eventSeq: number } | undefined> = []
    const read = (table: string): void =>
      f.read(table, (after) => {
        asked.push(after)
        const d = deferred()
        reads.push(d)
        return d.promise
      })
    read('t-1')
    read('t-1')
    await reads[1]!.answer([g(1, 1), g(1, 2)])
    await reads[0]!.answer([g(1, 1)])
    expect(kept).toEqual([g(1, 1), g(1, 2)])

    read('t-2')
    expect(kept).toEqual([])
    expect(asked[2]).toBeUndefined()
    await reads[2]!.answer([g(1, 1)])
    expect(kept).toEqual([g(1, 1)])
  })
})
