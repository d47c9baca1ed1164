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

describe('newest', () => {
  it('keeps the newest answer and drops an older one that arrives after it', async () => {
    const n = newest()
    const seen: string[] = []
    const first = later<string>()
    const second = later<string>()
    n.take(
      first.promise,
      (v) => seen.push(v),
      () => seen.push('failed')
    )
    n.take(
      second.promise,
      (v) => seen.push(v),
      () => seen.push('failed')
    )
    second.resolve('second')
    await settled()
    first.resolve('first')
    await settled()
    expect(seen).toEqual(['second'])
  })

  it('hands a failure over only while it is the newest', async () => {
    const n = newest()
    const seen: unknown[] = []
    const old = later<string>()
    n.take(
      old.promise,
      (v) => seen.push(v),
      (e) => seen.push(['old failed', e])
    )
    const now = later<string>()
    n.take(
      now.promise,
      (v) => seen.push(v),
      (e) => seen.push(['now failed', e])
    )
    old.reject('gone')
    now.reject('refused')
    await settled()
    expect(seen).toEqual([['now failed', 'refused']])
  })

  it('after drop, nothing on its way is handed over; a later take is', async () => {
    const n = newest()
    const seen: string[] = []
    const pending = later<string>()
    n.take(
      pending.promise,
      (v) => seen.push(v),
      () => seen.push('failed')
    )
    n.drop()
    pending.resolve('stale')
    await settled()
    n.take(
      Promise.resolve('fresh'),
      (v) => seen.push(v),
      () => seen.push('failed')
    )
    await settled()
    expect(seen).toEqual(['fresh'])
  })
})
