/**
 * The browser host, in-process on port 0 with a small stand-in renderer: token and origin checks
 * before anything reaches the core, a real call over the WebSocket, a table's state sent once to the
 * window that acted and pushed to the others, static files with the right types and headers, and no
 * way out of the renderer directory.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { request } from 'node:http'
import { connect } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { ServerFrame } from '@shared/contract/wire'
import { startWebHost, type WebHost } from '../../src/host/web/server'

const SECRET = 'top secret outside the renderer'
let host: WebHost
let root: string
let base: string

beforeAll(async () => {
  // Lives for the whole file (the per-test temp helper would remove it after the first test).
  base = mkdtempSync(join(tmpdir(), 'banxanh-host-'))
  root = join(base, 'renderer')
  mkdirSync(join(root, 'assets'), { recursive: true })
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><title>Bàn Xanh</title><script type="module" src="./assets/app.js"></script>'
  )
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log("table")')
  writeFileSync(join(root, 'assets', 'felt.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(base, 'secret.txt'), SECRET)
  symlinkSync(join(base, 'secret.txt'), join(root, 'assets', 'link.txt'))
  host = await startWebHost({
    dataDir: join(base, 'data'),
    rendererDir: root,
    log: { error: () => {}, warn: () => {} }
  })
})

afterAll(async () => {
  await host?.close()
  rmSync(base, { recursive: true, force: true })
})

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A raw HTTP GET: the path goes out exactly as written (no URL normalization). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, path, method, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

type Opened = { ws: WebSocket; status?: undefined } | { status: number; ws?: undefined }

function openWs(query: string, headers: Record<string, string> = { Origin: host.origin }): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/rpc${query}`, { headers })
    ws.once('open', () => resolve({ ws }))
    ws.once('unexpected-response', (_req, res) => {
      resolve({ status: res.statusCode ?? 0 })
      res.resume()
    })
    ws.once('error', (e) => reject(e))
  })
}

/** Sends frames and collects what comes back until `until` is satisfied. */
function exchange(ws: WebSocket, frames: string[], until: (got: ServerFrame[]) => boolean): Promise<ServerFrame[]> {
  return new Promise((resolve, reject) => {
    const got: ServerFrame[] = []
    const timer = setTimeout(() => reject(new Error(`timed out; got ${JSON.stringify(got)}`)), 5000)
    ws.on('message', (data) => {
      got.push(JSON.parse(String(data)) as ServerFrame)
      if (until(got)) {
        clearTimeout(timer)
        resolve(got)
      }
    })
    for (const f of frames) ws.send(f)
  })
}

describe('browser host: who may talk to the core', () => {
  it('prints a URL on 127.0.0.1 with a long random token', () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[A-Za-z0-9_-]{40,}$/)
    expect(host.origin).toBe(`http://127.0.0.1:${host.port}`)
  })

  it('refuses a WebSocket upgrade without the token, or with a wrong one (401)', async () => {
    expect(await openWs('')).toEqual({ status: 401 })
    expect(await openWs('?token=')).toEqual({ status: 401 })
    expect(await openWs(`?token=${host.token.slice(0, -1)}x`)).toEqual({ status: 401 })
    expect(await openWs(`?token=${host.token}${host.token}`)).toEqual({ status: 401 })
  })

  it('refuses a cross-origin upgrade even with the token (403)', async () => {
    expect(await openWs(`?token=${host.token}`, { Origin: 'http://evil.example' })).toEqual({ status: 403 })
    expect(await openWs(`?token=${host.token}`, { Origin: `http://localhost:${host.port}` })).toEqual({ status: 403 })
  })

  it('refuses HTTP API requests without the token (401) and cross-origin ones (403)', async () => {
    expect((await get('/rpc')).status).toBe(401)
    expect((await get('/api/profiles')).status).toBe(401)
    expect((await get(`/api/profiles?token=${host.token}`, { Origin: 'http://evil.example' })).status).toBe(403)
    expect((await get('/', { Origin: 'http://evil.example' })).status).toBe(403)
    // A page reached through another host name (DNS rebinding) is refused too.
    expect((await get('/', { Host: `evil.example:${host.port}` })).status).toBe(403)
    expect((await get(`/rpc?token=${host.token}`)).status).toBe(426)
  })

  it('refuses an absolute-form request line naming another authority (403), even with the right Host header and token', async () => {
    /** A raw request: the request line goes out exactly as written. */
    const raw = (requestLine: string, extra = ''): Promise<string> =>
      new Promise((resolve, reject) => {
        const socket = connect(host.port, '127.0.0.1', () => {
          socket.write(`${requestLine}\r\nHost: 127.0.0.1:${host.port}\r\n${extra}Connection: close\r\n\r\n`)
        })
        let got = ''
        socket.setEncoding('utf8')
        socket.on('data', (d: string) => (got += d))
        socket.on('end', () => resolve(got))
        socket.on('error', reject)
      })
    const status = (answer: string): number => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)
    expect(status(await raw(`GET http://evil.example/rpc?token=${host.token} HTTP/1.1`))).toBe(403)
    expect(status(await raw(`GET http://evil.example/ HTTP/1.1`))).toBe(403)
    expect(status(await raw(`GET https://127.0.0.1:${host.port}/ HTTP/1.1`))).toBe(403)
    const upgrade = `Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n`
    expect(status(await raw(`GET http://evil.example/rpc?token=${host.token} HTTP/1.1`, upgrade))).toBe(403)
    // The same authority as the Host header is only another spelling of the same request.
    expect(status(await raw(`GET http://127.0.0.1:${host.port}/ HTTP/1.1`))).toBe(200)
    expect(status(await raw(`GET / HTTP/1.1`))).toBe(200)
  })

  it('answers real calls over the WebSocket and pushes events', async () => {
    const opened = await openWs(`?token=${host.token}`)
    if (!opened.ws) throw new Error(`refused with ${opened.status}`)
    const ws = opened.ws
    const got = await exchange(
      ws,
      [
        JSON.stringify({ id: 1, name: 'profiles.create', input: { name: 'Khách' } }),
        JSON.stringify({ id: 2, name: 'profiles.create', input: { name: '' } }),
        JSON.stringify({ id: 3, name: 'no.such', input: {} }),
        '{not json',
        JSON.stringify({ id: 4, name: 'app.info', input: {}, extra: true }),
        JSON.stringify({ id: 5, name: 'profiles.create', input: { name: 'z'.repeat(70_000) } })
      ],
      (g) => g.filter((f) => 'id' in f).length === 6 && g.some((f) => 'event' in f)
    )
    const reply = (id: number) => got.find((f) => 'id' in f && f.id === id)
    expect(reply(1)).toMatchObject({ result: { ok: true, value: { profiles: [{ name: 'Khách', balanceMinor: 0 }] } } })
    expect(reply(2)).toMatchObject({
      result: { ok: false, error: { code: 'bad-request', message: 'profiles.create: name: must not be empty' } }
    })
    expect(reply(3)).toMatchObject({ result: { ok: false, error: { code: 'unknown-procedure' } } })
    expect(reply(-1)).toMatchObject({
      result: { ok: false, error: { code: 'bad-request', message: expect.stringContaining('not valid JSON') } }
    })
    expect(reply(4)).toMatchObject({
      result: { ok: false, error: { code: 'bad-request', message: expect.stringContaining('"extra"') } }
    })
    expect(reply(5)).toMatchObject({
      result: { ok: false, error: { code: 'bad-request', message: expect.stringContaining('too large') } }
    })
    expect(got.find((f) => 'event' in f)).toMatchObject({
      event: 'profiles.changed',
      payload: { profiles: [{ name: 'Khách' }] }
    })
    ws.close()
  })
})

describe('browser host: a table change, once to each window', () => {
  /** A connection that keeps every frame it is sent, and calls procedures one at a time. */
  async function window(): Promise<{
    frames: ServerFrame[]
    call: (name: string, input: unknown) => Promise<unknown>
    close: () => void
  }> {
    const opened = await openWs(`?token=${host.token}`)
    if (!opened.ws) throw new Error(`refused with ${opened.status}`)
    const ws = opened.ws
    const frames: ServerFrame[] = []
    const waiting = new Map<number, (value: unknown) => void>()
    ws.on('message', (data) => {
      const f = JSON.parse(String(data)) as ServerFrame
      frames.push(f)
      if ('id' in f) waiting.get(f.id)?.(f.result)
    })
    let next = 100
    const call = (name: string, input: unknown): Promise<unknown> =>
      new Promise((resolve, reject) => {
        const id = next++
        const timer = setTimeout(() => reject(new Error(`${name}: no reply`)), 5000)
        waiting.set(id, (result) => {
          clearTimeout(timer)
          const r = result as { ok: boolean; value?: unknown; error?: unknown }
          if (r.ok) resolve(r.value)
          else reject(new Error(`${name}: ${JSON.stringify(r.error)}`))
        })
        ws.send(JSON.stringify({ id, name, input }))
      })
    return { frames, call, close: () => ws.close() }
  }
  type Table = { tableId: string; round: { roundId: number; version: number; over: boolean } | null }
  const tableEvents = (frames: ServerFrame[]) =>
    frames.filter((f) => 'event' in f && f.event === 'table.changed').map((f) => ('event' in f ? f.payload : null))

  it('answers the acting window with the state as its reply only, and pushes it to another window', async () => {
    const acting = await window()
    const other = await window()
    const made = (await acting.call('profiles.create', { name: 'Lan' })) as { currentId: string }
    await acting.call('profiles.topUp', { id: made.currentId, amountMinor: 100_000 })
    const opened = (await acting.call('tables.open', {
      game: 'sicbo',
      ruleset: { rules: { preset: 'trainer' } },
      config: {}
    })) as Table
    const started = (await acting.call('tables.start', { tableId: opened.tableId, stakes: [] })) as Table
    const r = started.round!
    const bet = (await acting.call('tables.act', {
      tableId: opened.tableId,
      roundId: r.roundId,
      version: r.version,
      seat: 'you',
      action: { type: 'bet', spot: 'big', amountMinor: 500 }
    })) as Table
    // A call of the other window's after them: its frames before this reply include every push of theirs.
    await other.call('app.info', {})
    // The acting window's events arrive before the reply of the call that caused them (one socket, in order).
    expect(tableEvents(acting.frames)).toEqual([])
    expect(tableEvents(other.frames)).toEqual([started, bet])
    acting.close()
    other.close()
  })
})

describe('browser host: static files', () => {
  it('serves index.html at / with the strict CSP allowing only its own WebSocket', async () => {
    const r = await get('/')
    expect(r.status).toBe(200)
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(r.body).toContain('<title>Bàn Xanh</title>')
    const csp = String(r.headers['content-security-policy'])
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain(`connect-src 'self' ws://127.0.0.1:${host.port}`)
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/)
    expect(r.headers['x-content-type-options']).toBe('nosniff')
  })

  it('gives each file its MIME type', async () => {
    expect((await get('/assets/app.js')).headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect((await get('/assets/felt.svg')).headers['content-type']).toBe('image/svg+xml')
    const head = await get('/assets/app.js', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body).toBe('')
    expect((await get('/assets/app.js', {}, 'POST')).status).toBe(405)
  })

  it('never serves anything outside the renderer directory', async () => {
    for (const path of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/..%5csecret.txt',
      '/assets/link.txt',
      '/secret.txt%00.js',
      '/%E0%A4%A'
    ]) {
      const r = await get(path)
      expect([400, 404], path).toContain(r.status)
      expect(r.body, path).not.toContain(SECRET)
    }
  })

  it('answers 404 for missing files and the app page for client-side routes', async () => {
    expect((await get('/assets/missing.js')).status).toBe(404)
    const route = await get('/lobby')
    expect(route.status).toBe(200)
    expect(route.body).toContain('<title>Bàn Xanh</title>')
  })
})
