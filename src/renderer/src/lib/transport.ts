/**
 * The two ways to reach the house: the Electron preload's `window.banxanh`, or the browser host's
 * WebSocket speaking the frames of shared/contract/wire. Both are a `Bridge` plus a connection status.
 */
import type { Bridge, RpcResult } from '@shared/contract/index'
import type { CallFrame, ServerFrame } from '@shared/contract/wire'

export type ConnectionStatus = 'connecting' | 'open' | 'lost'

export interface Transport extends Bridge {
  readonly status: ConnectionStatus
  onStatus(listener: (status: ConnectionStatus) => void): () => void
  /** Try to reconnect now instead of waiting for the next back-off step. */
  reconnectNow(): void
}

/** A call's promise rejects with this when the connection drops before its answer arrives. */
export class Disconnected extends Error {
  override readonly name = 'Disconnected'
}

export function electronTransport(bridge: Bridge): Transport {
  return {
    status: 'open',
    invoke: (name, input) => bridge.invoke(name, input),
    subscribe: (listener) => bridge.subscribe(listener),
    onStatus: () => () => {},
    reconnectNow: () => {}
  }
}

/** The subset of the DOM WebSocket this transport uses, so tests can hand in a fake. */
export interface SocketLike {
  readonly readyState: number
  send(data: string): void
  close(): void
  onopen: ((ev: unknown) => void) | null
  onclose: ((ev: unknown) => void) | null
  onerror: ((ev: unknown) => void) | null
  onmessage: ((ev: { data: unknown }) => void) | null
}

export interface WsOptions {
  url: string
  connect?: (url: string) => SocketLike
  /** Back-off between reconnect attempts: starts here, doubles, stops growing at `maxDelayMs`. */
  minDelayMs?: number
  maxDelayMs?: number
  /** A call not answered within this time fails with `disconnected` (the server may never have seen it). */
  callTimeoutMs?: number
  setTimer?: (fn: () => void, ms: number) => unknown
  clearTimer?: (handle: unknown) => void
}

const OPEN = 1

interface Pending {
  resolve: (r: RpcResult<unknown>) => void
  reject: (e: Disconnected) => void
  timer: unknown
  frame: CallFrame
  sent: boolean
}

export function wsTransport(options: WsOptions): Transport {
  const connect = options.connect ?? ((url: string) => new WebSocket(url) as unknown as SocketLike)
  const minDelay = options.minDelayMs ?? 500
  const maxDelay = options.maxDelayMs ?? 8000
  const callTimeout = options.callTimeoutMs ?? 20_000
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>))

  let socket: SocketLike | null = null
  let status: ConnectionStatus = 'connecting'
  let delay = minDelay
  let retryTimer: unknown = null
  let nextId = 1
  const pending = new Map<number, Pending>()
  const eventListeners = new Set<(event: string, payload: unknown) => void>()
  const statusListeners = new Set<(s: ConnectionStatus) => void>()

  function setStatus(next: ConnectionStatus): void {
    if (status === next) return
    status = next
    for (const l of statusListeners) l(next)
  }

  function sendPending(): void {
    for (const p of pending.values()) {
      if (!p.sent && socket?.readyState === OPEN) {
        socket.send(JSON.stringify(p.frame))
        p.sent = true
      }
    }
  }

  function onMessage(data: unknown): void {
    if (typeof data !== 'string') return
    let frame: ServerFrame
    try {
      frame = JSON.parse(data) as ServerFrame
    } catch {
      return
    }
    if ('id' in frame && typeof frame.id === 'number') {
      const p = pending.get(frame.id)
      if (!p) return
      pending.delete(frame.id)
      clearTimer(p.timer)
      p.resolve(frame.result)
    } else if ('event' in frame && typeof frame.event === 'string') {
      for (const l of eventListeners) l(frame.event, frame.payload)
    }
  }

  function open(): void {
    retryTimer = null
    let s: SocketLike
    try {
      s = connect(options.url)
    } catch {
      scheduleRetry()
      return
    }
    socket = s
    s.onopen = () => {
      delay = minDelay
      setStatus('open')
      sendPending()
    }
    s.onmessage = (ev) => onMessage(ev.data)
    s.onerror = () => {}
    s.onclose = () => {
      if (socket !== s) return
      socket = null
      // A call already on the wire may or may not have been done; its caller must know it is unknown.
      for (const [id, p] of pending) {
        if (p.sent) {
          pending.delete(id)
          clearTimer(p.timer)
          p.reject(new Disconnected('connection lost before the answer arrived'))
        }
      }
      setStatus('lost')
      scheduleRetry()
    }
  }

  function scheduleRetry(): void {
    if (retryTimer !== null) return
    const wait = delay
    delay = Math.min(delay * 2, maxDelay)
    retryTimer = setTimer(open, wait)
  }

  open()

  return {
    get status() {
      return status
    },
    invoke(name, input) {
      return new Promise((resolve, reject) => {
        const id = nextId++
        const frame: CallFrame = { id, name, input }
        const timer = setTimer(() => {
          if (pending.delete(id)) reject(new Disconnected('no answer from the server'))
        }, callTimeout)
        const p: Pending = { resolve, reject, timer, frame, sent: false }
        pending.set(id, p)
        sendPending()
      })
    },
    subscribe(listener) {
      eventListeners.add(listener)
      return () => eventListeners.delete(listener)
    },
    onStatus(listener) {
      statusListeners.add(listener)
      return () => statusListeners.delete(listener)
    },
    reconnectNow() {
      if (socket) return
      if (retryTimer !== null) clearTimer(retryTimer)
      retryTimer = null
      delay = minDelay
      open()
    }
  }
}
