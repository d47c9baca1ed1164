/** Picks the transport: the Electron preload's bridge when present, else the browser host's WebSocket. */
import type { Bridge } from '@shared/contract/index'
import { createClient, type Client } from './rpc'
import { takeToken } from './token'
import { electronTransport, wsTransport } from './transport'

declare global {
  interface Window {
    banxanh?: Bridge
  }
}

export type Connection = { kind: 'ready'; client: Client } | { kind: 'no-token' }

export function connect(): Connection {
  if (window.banxanh) return { kind: 'ready', client: createClient(electronTransport(window.banxanh)) }
  const token = takeToken({ location: window.location, history: window.history, storage: window.sessionStorage })
  if (!token) return { kind: 'no-token' }
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws'
  const url = `${scheme}://${window.location.host}/rpc?token=${encodeURIComponent(token)}`
  return { kind: 'ready', client: createClient(wsTransport({ url })) }
}
