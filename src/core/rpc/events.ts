/**
 * Which pushed events a connection hears, the same rule in every host (the browser host's WebSockets,
 * the Electron window): all of them, except one that is the answer to that connection's own call —
 * the call's reply already carries that state, so sending it again as `table.changed` would hand the
 * window the same state twice (the contract: `table.changed` is for changes the window did not cause).
 */
import type { CoreEvent } from '../types'

export function hears(connection: string | undefined, event: CoreEvent): boolean {
  return event.replyTo === undefined || event.replyTo !== connection
}
