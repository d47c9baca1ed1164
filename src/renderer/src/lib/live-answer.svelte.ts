/**
 * A house answer a panel shows, read from a component's setup (it makes an effect) and read again
 * whenever what `read` or `again` reads changes (a profile, a `reload` count). The newest answer wins
 * (lib/newest.ts); the last one stays on show while the next is on its way; a failure is put in
 * words (`describeError`) and cleared by the next read.
 */
import { describeError } from './errors'
import { newest } from './newest'

export function liveAnswer<T>(
  read: () => Promise<T>,
  again: () => unknown = () => undefined
): { readonly value: T | null; readonly error: string | null } {
  let value = $state<T | null>(null)
  let error = $state<string | null>(null)
  const answers = newest()
  $effect(() => {
    void again()
    error = null
    answers.take(
      read(),
      (v) => (value = v),
      (e) => (error = describeError(e))
    )
  })
  return {
    get value() {
      return value
    },
    get error() {
      return error
    }
  }
}
