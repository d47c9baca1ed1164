/**
 * The browser host as a child process (its bundle, out/node/web-host.js, as `npm run start:web`
 * runs it) and a small WebSocket client for it: used by the kill test, the soak run and the
 * two-hosts test.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import WebSocket from 'ws'
import { WEB_HOST } from '../support/node-programs'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const LINE = /^Bàn Xanh is at http:\/\/127\.0\.0\.1:(\d+)\/\?token=([A-Za-z0-9_-]+)$/

export interface RpcAnswer {
  ok: boolean
  value?: unknown
  error?: { code: string; message: string; i18n?: { key: string; vars?: Record<string, unknown> } }
}

export interface ChildHost {
  child: ChildProcess
  port: number
  token: string
  stderr(): string
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>
}

/** A directory with a stand-in index.html: the host needs one to start; no page is loaded. */
export function fakeRenderer(base = mkdtempSync(join(tmpdir(), 'banxanh-renderer-'))): string {
  const dir = join(base, 'renderer')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Bàn Xanh</title>')
  return dir
}

/** Spawns a host; resolves once it prints its URL, rejects with its stderr if it exits first. */
export function launchHost(dataDir: string, rendererDir: string): Promise<ChildHost> {
  const child = spawn(process.execPath, [WEB_HOST], {
    cwd: ROOT,
    env: { ...process.env, BANXANH_DATA_DIR: dataDir, BANXANH_RENDERER_DIR: rendererDir },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let out = ''
  let err = ''
  child.stdout?.setEncoding('utf8')
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (c: string) => (err += c))
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)))
  return new Promise((res, rej) => {
    const timer = setTimeout(() => rej(new Error(`no URL line within 60 s; stderr: ${err}`)), 60_000)
    void exited.then((code) => {
      clearTimeout(timer)
      rej(new HostExited(code, err))
    })
    child.stdout?.on('data', (c: string) => {
      out += c
      const m = LINE.exec(out.split('\n')[0] as string)
      if (m && out.includes('\n')) {
        clearTimeout(timer)
        res({ child, port: Number(m[1]), token: m[2] as string, stderr: () => err, exited })
      }
    })
  })
}

export class HostExited extends Error {
  constructor(
    readonly code: number | null,
    readonly stderr: string
  ) {
    super(`the host exited with ${code}: ${stderr}`)
  }
}

/** One WebSocket to a host; every call resolves with its answer, or rejects when the connection is lost first. */
export class HostClient {
  private nextId = 1
  private readonly pending = new Map<number, { resolve: (a: RpcAnswer) => void; reject: (e: Error) => void }>()
  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { id?: number; result?: RpcAnswer }
      if (typeof frame.id !== 'number' || !frame.result) return
      const p = this.pending.get(frame.id)
      this.pending.delete(frame.id)
      p?.resolve(frame.result)
    })
    const lost = (): void => {
      for (const p of this.pending.values()) p.reject(new Error('connection lost'))
      this.pending.clear()
    }
    ws.on('close', lost)
    ws.on('error', lost)
  }

  static connect(h: ChildHost): Promise<HostClient> {
    return new Promise((res, rej) => {
      const ws = new WebSocket(`ws://127.0.0.1:${h.port}/rpc?token=${h.token}`, {
        headers: { Origin: `http://127.0.0.1:${h.port}` }
      })
      ws.once('open', () => res(new HostClient(ws)))
      ws.once('error', rej)
    })
  }

  call(name: string, input: unknown): Promise<RpcAnswer> {
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      this.ws.send(JSON.stringify({ id, name, input }))
    })
  }

  close(): void {
    this.ws.close()
  }
}

/** SIGKILL, then the exit (the process is reaped, so its lock is visibly stale). */
export async function kill(h: ChildHost): Promise<void> {
  h.child.kill('SIGKILL')
  await h.exited
}
