/**
 * The browser host as a child process: its bundle, out/node/web-host.js (what `npm run start:web` runs
 * once the renderer and the bundle are fresh), on a free port (0) and the given data directory; its one
 * stdout line gives the URL with the token. global-setup.ts makes both before the first test, so each
 * start skips start-web.mjs's staleness walk over the sources (≈ 0.15 s of CPU a start, ~120 starts).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { ROOT } from './electron-binary'

const URL_LINE = /^Bàn Xanh is at (http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)$/m

export interface WebHostProcess {
  readonly url: string
  readonly child: ChildProcess
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>
}

export async function startWebHost(dataDir: string, timeoutMs = 60_000): Promise<WebHostProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'out', 'node', 'web-host.js'), '--port', '0'], {
    cwd: ROOT,
    env: { ...process.env, BANXANH_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8')
  child.stderr.setEncoding('utf8')
  child.stderr.on('data', (d: string) => (stderr += d))

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`browser host: no URL line within ${timeoutMs} ms\nstdout: ${stdout}\nstderr: ${stderr}`))
    }, timeoutMs)
    child.stdout.on('data', (d: string) => {
      stdout += d
      const m = URL_LINE.exec(stdout)
      if (m?.[1]) {
        clearTimeout(timer)
        resolve(m[1])
      }
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`browser host exited (${code ?? signal}) before printing its URL\nstderr: ${stderr}`))
    })
  })

  return {
    url,
    child,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill(signal)
      const force = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(force)
    }
  }
}
