/**
 * One action of a form that the house may refuse (a name, a top-up, a new ruleset): `busy` while it
 * runs, so the form's button waits; `error` the refusal in words (`describeError`, inside the form's
 * own sentence when it gives one), or a form's own reason set by the form itself; cleared when the
 * action is tried again. The words are kept as how to word them, not as text, so a refusal shown
 * before the language changes is read again in the new language (issue 32: it stayed in the old one).
 */
import { describeError } from './errors'

export class Attempt {
  busy = $state(false)
  #words = $state<(() => string) | null>(null)
  /** The refusal in the language shown now. */
  get error(): string | null {
    return this.#words ? this.#words() : null
  }
  /** A form's own reason: a function of `t` follows the language; a plain string stays as given. */
  set error(words: string | (() => string) | null) {
    this.#words = words === null ? null : typeof words === 'string' ? () => words : words
  }
  /** What the action threw, for a form that answers one refusal in its own way (an offer, a retry). */
  refused: unknown = null

  /** `sentence` puts the refusal's words in the form's own line ("Export failed: …"). */
  constructor(private readonly sentence: (message: string) => string = (message) => message) {}

  /** Whether `action` went through; when it did not, `error` says why. */
  async run(action: () => Promise<unknown>): Promise<boolean> {
    this.busy = true
    this.error = null
    this.refused = null
    try {
      await action()
      return true
    } catch (e) {
      this.refused = e
      this.error = () => this.sentence(describeError(e))
      return false
    } finally {
      this.busy = false
    }
  }
}
