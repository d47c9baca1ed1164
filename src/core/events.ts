/**
 * The pushed events' fan-out: every listener a host subscribed (a window, a WebSocket connection) gets
 * each event the core emits. A listener that throws is logged and the others still get the event.
 */
import type { EventName, EventPayloads } from '@shared/contract/index'
import type { CoreContext, CoreListener, Logger } from './types'

export interface EventFanOut {
  emit: CoreContext['emit']
  subscribe(listener: CoreListener): () => void
  /** Every listener goes (the core is closing). */
  clear(): void
}

export function eventFanOut(log: Logger): EventFanOut {
  const listeners = new Set<CoreListener>()

  const emit = <N extends EventName>(name: N, payload: EventPayloads[N], replyTo?: string): void => {
    const event = (
      replyTo === undefined ? { name, payload } : { name, payload, replyTo }
    ) as Parameters<CoreListener>[0]
    for (const l of listeners) {
      try {
        l(event)
      } catch (e) {
        log.error(`event listener failed on ${name}`, e)
      }
    }
  }

  return {
    emit,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    clear: () => listeners.clear()
  }
}
