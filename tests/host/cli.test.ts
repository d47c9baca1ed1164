/**
 * The browser host as `npm run start:web` runs it (its bundle, out/node/web-host.js, as a child
 * process): exactly one URL line on stdout, graceful exit on SIGTERM, data kept across restarts.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { WEB_HOST } from '../support/node-programs'
import { tempDir } from '../support/temp'

const ROOT = resolve(__dirname, '../..')
const LINE = /^Bàn Xanh is at (http:\/\/127\.0\.0\.1:(\d+)\/\?token=([A-Za-z0-9_-]+))$/

interface Running {
  child: ChildProcess
  url: string
  port: number
  token: string
  stdout: () => string
}

function launch(dataDir: string, rendererDir: string, args: string[] = []): Promise<Running> {
  const child = spawn(process.execPath, [WEB_HOST, ...args], {
    cwd: ROOT,
    env: { ...process.env, BANXANH_DATA_DIR: dataDir, BANXANH_RENDERER_DIR: rendererDir },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let out = ''
  let err = ''
  child.stdout?.setEncoding('utf8')
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (c: string) => (err += c))
  return new Promise((res, rej) => {
    const timer = setTimeout(() => rej(new Error(`no URL line within 20 s; stderr: ${err}`)), 20_000)
    child.on('exit', (code) => rej(new Error(`exited with ${code}: ${err}`)))
    child.stdout?.on('data', (c: string) => {
      out += c
      const first = out.split('\n')[0] as string
      const m = LINE.exec(first)
      if (m && out.includes('\n')) {
        clearTimeout(timer)
        res({ child, url: m[1] as string, port: Number(m[2]), token: m[3] as string, stdout: () => out })
      }
    })
  })
}

function call(r: Running, name: string, input: unknown): Promise<{ ok: boolean; value?: unknown }> {
  return new Promise((res, rej) => {
    const ws = new WebSocket(`ws://127.0.0.1:${r.port}/rpc?token=${r.token}`, {
      headers: { Origin: `http://127.0.0.1:${r.port}` }
    })
    ws.on('error', rej)
    ws.on('open', () => ws.send(JSON.stringify({ id: 7, name, input })))
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { id?: number; result?: { ok: boolean; value?: unknown } }
      if (frame.id === 7 && frame.result) {
        ws.close()
        res(frame.result)
      }
    })
  })
}

function stop(r: Running, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((res) => {
    r.child.removeAllListeners('exit')
    r.child.on('exit', (code) => res(code))
    r.child.kill(signal)
  })
}

function fakeRenderer(): string {
  const dir = join(tempDir(), 'renderer')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Bàn Xanh</title>')
  return dir
}

describe('npm run start:web (the host process)', () => {
  it('prints one URL line, exits cleanly on SIGTERM and SIGINT, and keeps data across restarts', async () => {
    const data = tempDir()
    const renderer = fakeRenderer()
    const first = await launch(data, renderer)
    const created = await call(first, 'profiles.create', { name: 'Bà Tư' })
    expect(created.ok).toBe(true)
    expect(await stop(first, 'SIGTERM')).toBe(0)
    expect(first.stdout().trim().split('\n')).toHaveLength(1)

    const second = await launch(data, renderer)
    expect(second.token).not.toBe(first.token)
    const listed = await call(second, 'profiles.list', {})
    expect(listed).toMatchObject({ ok: true, value: { profiles: [{ name: 'Bà Tư' }] } })
    expect(await stop(second, 'SIGINT')).toBe(0)
  }, 60_000)

  it('takes --port and refuses a bad one with a clear message', async () => {
    const renderer = fakeRenderer()
    const bad = spawn(process.execPath, [WEB_HOST, '--port', 'eighty'], {
      cwd: ROOT,
      env: { ...process.env, BANXANH_DATA_DIR: tempDir(), BANXANH_RENDERER_DIR: renderer },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let err = ''
    bad.stderr.setEncoding('utf8')
    bad.stderr.on('data', (c: string) => (err += c))
    const code = await new Promise<number | null>((res) => bad.on('exit', res))
    expect(code).toBe(2)
    expect(err).toMatch(/--port: must be a whole number/)
  }, 30_000)
})
