/**
 * The browser host: the built renderer over HTTP and the same core as Electron over a WebSocket,
 * on 127.0.0.1 only. Every request is checked in this order, before anything reaches the core:
 *   1. Host header is exactly 127.0.0.1:PORT (a DNS-rebinding page cannot pose as us), and so is the
 *      authority of an absolute-form request line (`GET http://…/`) → else 403;
 *   2. an Origin header, when present, is exactly http://127.0.0.1:PORT (no cross-origin) → else 403;
 *   3. `/rpc` (WebSocket) and `/api/*` carry this run's random token (`?token=`) → else 401.
 * Static files need no token: they hold no data, and the page itself gets the token from its URL.
 */
import { spawn } from 'node:child_process'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import { contentSecurityPolicy } from '@shared/contract/index'
import type { CallFrame, EventFrame, ReplyFrame } from '@shared/contract/wire'
import { createCore } from '../../core/index'
import { consoleLogger, type Core, type Logger } from '../../core/types'
import { dispatch, hears, MAX_INPUT_BYTES } from '../../core/rpc/index'
import { resolveStatic, serveFile } from '../../core/serve/static'

export const HOST = '127.0.0.1'
/** A frame may carry a 64 KiB input plus its envelope; anything larger is refused unread. */
export const MAX_FRAME_BYTES = MAX_INPUT_BYTES + 1024
/** Beyond this the ws library drops the connection outright (close code 1009). */
const HARD_FRAME_LIMIT = 1024 * 1024

export interface WebHostOptions {
  dataDir: string
  /** The built renderer (out/renderer). */
  rendererDir: string
  /** 0 (the default) picks a free port. */
  port?: number
  /** Tests may fix it; by default 32 random bytes per run. */
  token?: string
  log?: Logger
  /** How `store.openFolder` shows the data folder; by default the desktop's file manager. */
  openFolder?: (dir: string) => Promise<boolean>
}

/**
 * The browser host runs on the user's own machine, so it can show the folder itself: the platform's
 * opener, detached, with the folder as its only argument (no shell).
 */
function openInFileManager(dir: string): Promise<boolean> {
  const cmd = process.platform === 'win32' ? 'explorer.exe' : process.platform === 'darwin' ? 'open' : 'xdg-open'
  return new Promise((resolveOpened) => {
    try {
      const child = spawn(cmd, [dir], { detached: true, stdio: 'ignore' })
      child.once('error', () => resolveOpened(false))
      child.once('spawn', () => {
        child.unref()
        resolveOpened(true)
      })
    } catch {
      resolveOpened(false)
    }
  })
}

export interface WebHost {
  readonly port: number
  readonly origin: string
  readonly token: string
  /** The page to open, token included. */
  readonly url: string
  readonly core: Core
  close(): Promise<void>
}

export async function startWebHost(opts: WebHostOptions): Promise<WebHost> {
  const log = opts.log ?? consoleLogger
  const token = opts.token ?? randomBytes(32).toString('base64url')
  const core = createCore({ dataDir: opts.dataDir, host: 'web', log, openFolder: opts.openFolder ?? openInFileManager })
  const wss = new WebSocketServer({ noServer: true, maxPayload: HARD_FRAME_LIMIT })
  let origin = ''
  let hostHeader = ''
  let headers: Record<string, string> = {}
  let nextConnection = 1

  const tokenOk = (url: URL): boolean => {
    const given = Buffer.from(url.searchParams.get('token') ?? '')
    const want = Buffer.from(token)
    return given.length === want.length && timingSafeEqual(given, want)
  }

  /** The status to refuse with, or null when the request may go on. */
  const check = (req: IncomingMessage, url: URL, needsToken: boolean): { status: 401 | 403; reason: string } | null => {
    if (req.headers.host !== hostHeader) return { status: 403, reason: 'wrong Host header' }
    // An absolute-form request line (`GET http://evil.example/rpc`) names its own authority, which
    // wins over the Host header: it must be us too. An origin-form path resolves against our origin.
    if (url.origin !== origin) return { status: 403, reason: 'wrong authority in the request line' }
    const o = req.headers.origin
    if (o !== undefined && o !== origin) return { status: 403, reason: 'cross-origin request refused' }
    if (needsToken && !tokenOk(url)) return { status: 401, reason: 'missing or wrong token' }
    return null
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    try {
      handle(req, res)
    } catch (e) {
      log.error(`${req.method} ${req.url}: failed`, e)
      if (!res.headersSent) plain(res, 500, 'internal error', headers)
      else res.destroy()
    }
  })

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    let url: URL
    try {
      url = new URL(req.url ?? '/', origin)
    } catch {
      return plain(res, 400, 'malformed URL', headers)
    }
    const isApi = url.pathname === '/rpc' || url.pathname === '/api' || url.pathname.startsWith('/api/')
    const refusal = check(req, url, isApi)
    if (refusal) return plain(res, refusal.status, refusal.reason, headers)
    if (isApi) {
      // Every API call goes over the WebSocket; plain HTTP gets no further than this.
      return url.pathname === '/rpc'
        ? plain(res, 426, 'use a WebSocket', { ...headers, Upgrade: 'websocket' })
        : plain(res, 404, 'no such API', headers)
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return plain(res, 405, 'method not allowed', { ...headers, Allow: 'GET, HEAD' })
    const found = resolveStatic(opts.rendererDir, url.pathname)
    if (!found.ok) return plain(res, found.status, found.reason, headers)
    serveFile(req, res, found.file, headers)
  }

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    let url: URL
    try {
      url = new URL(req.url ?? '/', origin)
    } catch {
      return refuseUpgrade(socket, 404, 'not found')
    }
    if (url.pathname !== '/rpc') return refuseUpgrade(socket, 404, 'not found')
    const refusal = check(req, url, true)
    if (refusal) return refuseUpgrade(socket, refusal.status, refusal.reason)
    wss.handleUpgrade(req, socket, head, (ws) => serveConnection(ws, `ws#${nextConnection++}`))
  })

  const serveConnection = (ws: WebSocket, connection: string): void => {
    const send = (frame: ReplyFrame | EventFrame): void => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame))
    }
    // Not the state this connection's own call was answered with: it has that as its reply.
    const unsubscribe = core.subscribe((e) => {
      if (hears(connection, e)) send({ event: e.name, payload: e.payload })
    })
    ws.on('close', unsubscribe)
    ws.on('error', (e) => log.warn(`${connection}: ${e.message}`))
    ws.on('message', (data: RawData) => {
      const text = rawText(data)
      if (Buffer.byteLength(text) > MAX_FRAME_BYTES) {
        return send(
          badRequest(leadingId(text), `request too large: the limit is ${MAX_INPUT_BYTES / 1024} KiB of input`)
        )
      }
      let frame: unknown
      try {
        frame = JSON.parse(text)
      } catch {
        return send(badRequest(leadingId(text), 'request is not valid JSON'))
      }
      const call = asCall(frame)
      if (typeof call === 'string') return send(badRequest(idOf(frame), call))
      dispatch(core, call.name, call.input, { host: 'web', connection }, log).then(
        (result) => send({ id: call.id, result }),
        (e: unknown) => {
          log.error(`${connection}: dispatch failed`, e)
          send({
            id: call.id,
            result: { ok: false, error: { code: 'internal', message: 'Something went wrong inside the app.' } }
          })
        }
      )
    })
  }

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, HOST, () => {
      server.off('error', reject)
      resolveListen()
    })
  }).catch(async (e: unknown) => {
    await core.close()
    throw e
  })

  const port = (server.address() as AddressInfo).port
  origin = `http://${HOST}:${port}`
  hostHeader = `${HOST}:${port}`
  headers = securityHeaders(port)

  let closing: Promise<void> | null = null
  return {
    port,
    origin,
    token,
    url: `${origin}/?token=${token}`,
    core,
    close() {
      closing ??= (async () => {
        for (const ws of wss.clients) ws.close(1001, 'the host is shutting down')
        await new Promise<void>((r) => {
          server.close(() => r())
          server.closeAllConnections()
        })
        wss.close()
        await core.close()
      })()
      return closing
    }
  }
}

function securityHeaders(port: number): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy([`ws://${HOST}:${port}`]),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin'
  }
}

function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string>): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(`${status} ${text}\n`)
}

const REASONS: Record<number, string> = { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' }

function refuseUpgrade(socket: Duplex, status: 401 | 403 | 404, text: string): void {
  const body = `${status} ${text}\n`
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  )
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8')
  return data.toString('utf8')
}

function badRequest(id: number, message: string): ReplyFrame {
  return { id, result: { ok: false, error: { code: 'bad-request', message } } }
}

/** The client writes `{"id":N,…}` first, so an oversized or broken frame can still be answered in place. */
function leadingId(text: string): number {
  const m = /^\s*\{\s*"id"\s*:\s*(\d{1,15})\s*[,}]/.exec(text.slice(0, 64))
  return m ? Number(m[1]) : -1
}

function idOf(frame: unknown): number {
  const id = (frame as { id?: unknown } | null)?.id
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : -1
}

function asCall(frame: unknown): CallFrame | string {
  if (frame === null || typeof frame !== 'object' || Array.isArray(frame)) return 'a request must be a JSON object'
  const f = frame as Record<string, unknown>
  if (typeof f.id !== 'number' || !Number.isSafeInteger(f.id)) return 'id: must be a whole number'
  if (typeof f.name !== 'string') return 'name: must be the name of a procedure'
  for (const k of Object.keys(f))
    if (k !== 'id' && k !== 'name' && k !== 'input') return `unexpected field "${k}" in the request`
  return { id: f.id, name: f.name, input: f.input }
}
