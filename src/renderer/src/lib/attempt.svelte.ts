/**
 * One action of a form that the house may refuse (a name, a top-up, a new ruleset): `busy` while it
 * runs, so the form's button waits; `error` the refusal in words (`describeError`), or a form's own
 * reason set by the form itself; cleared when the action is tried again.
 */
import { describeError } from './errors'

export class Attempt {
  busy = $state(false)
  error = $state<string | null>(null)

  /** Whether `action` went through; when it did not, `error` says why. */
  async run(action: () => Promise<unknown>): Promise<boolean> {
    this.busy = true
    this.error = null
    try {
      await action()
      return true
    } catch (e) {
      this.error = describeError(e)
      return false
    } finally {
      this.busy = false
    }
  }
}
