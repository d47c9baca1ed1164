/**
 * Answers to a request made again and again (advice as the round moves, a list as the profile
 * changes) where only the newest counts: an older answer that arrives late is dropped, so a slow one
 * for a round or profile gone by never shows. The one way the renderer follows such answers.
 */
export interface Newest {
  /** Hands `answer`'s value to `ok` (or its failure to `failed`) only if no later `take` or `drop` came. */
  take<T>(answer: Promise<T>, ok: (value: T) => void, failed: (error: unknown) => void): void
  /** Makes every answer still on its way stale. */
  drop(): void
}

export function newest(): Newest {
  let seq = 0
  return {
    take(answer, ok, failed) {
      const mine = ++seq
      answer.then(
        (v) => {
          if (mine === seq) ok(v)
        },
        (e: unknown) => {
          if (mine === seq) failed(e)
        }
      )
    },
    drop() {
      seq++
    }
  }
}
