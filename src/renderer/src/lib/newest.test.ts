import { describe, expect, it } from 'vitest'
import { newest } from './newest'

/** A promise settled from outside, so a test decides which answer arrives first. */
function later<T>(): { promise: Promise<T>; resolve: (v: T) => void; reject: (e: unknown) => void } {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const settled = (): Promise<void> => new Promise((done) => setTimeout(done, 0))

/** One `newest` and what it handed over, each answer written "name: value" or "name failed: error". */
function follower(): { drop: () => void; take: (name: string, answer: Promise<string>) => void; seen: string[] } {
  const n = newest()
  const seen: string[] = []
  return {
    seen,
    drop: () => n.drop(),
    take: (name, answer) =>
      n.take(
        answer,
        (v) => seen.push(`${name}: ${v}`),
        (e) => seen.push(`${name} failed: ${String(e)}`)
      )
  }
}

describe('newest', () => {
  it('keeps the newest answer and drops an older one that arrives after it', async () => {
    const f = follower()
    const first = later<string>()
    const second = later<string>()
    f.take('first', first.promise)
    f.take('second', second.promise)
    second.resolve('2')
    await settled()
    first.resolve('1')
    await settled()
    expect(f.seen).toEqual(['second: 2'])
  })

  it('hands a failure over only while it is the newest', async () => {
    const f = follower()
    const asks = [later<string>(), later<string>()]
    asks.forEach((a, i) => f.take(`ask ${i}`, a.promise))
    for (const a of asks) a.reject('refused')
    await settled()
    expect(f.seen).toEqual(['ask 1 failed: refused'])
  })

  it('after drop, nothing on its way is handed over; a later take is', async () => {
    const f = follower()
    const pending = later<string>()
    f.take('pending', pending.promise)
    f.drop()
    pending.resolve('stale')
    await settled()
    f.take('fresh', Promise.resolve('new'))
    await settled()
    expect(f.seen).toEqual(['fresh: new'])
  })
})
