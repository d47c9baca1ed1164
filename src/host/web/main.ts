/**
 * `npm run start:web [-- --port N]`: runs the browser host until SIGINT/SIGTERM. Prints exactly one
 * line on stdout — `Bàn Xanh is at http://127.0.0.1:PORT/?token=TOKEN` — which tests parse; every
 * other message goes to stderr.
 */
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { resolveDataDir } from '../../core/store/paths'
import { openInBrowser } from './open-browser'
import { DataDirLocked } from '../../core/store/lock'
import { startWebHost } from './server'

function fail(message: string): never {
  process.stderr.write(`error: ${message}\n`)
  process.exit(2)
}

export function parsePort(args: readonly string[]): number {
  let port = 0
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string
    let value: string | undefined
    if (a === '--port') value = args[++i]
    else if (a.startsWith('--port=')) value = a.slice('--port='.length)
    else fail(`unknown argument "${a}" (usage: npm run start:web [-- --port N])`)
    if (value === undefined || !/^\d{1,5}$/.test(value) || Number(value) > 65535)
      fail(`--port: must be a whole number from 0 to 65535 (0 picks a free port), got "${value ?? ''}"`)
    port = Number(value)
  }
  return port
}

/**
 * The project folder: the nearest one above this file holding package.json. The host runs from source
 * (src/host/web, tests through tsx) and bundled (out/node, `npm run start:web`), at different depths.
 */
function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir)
    if (up === dir) break
    dir = up
  }
  return dir
}

async function main(): Promise<void> {
  const port = parsePort(process.argv.slice(2))
  const root = projectRoot()
  const rendererDir = process.env.BANXANH_RENDERER_DIR
    ? resolve(process.env.BANXANH_RENDERER_DIR)
    : join(root, 'out', 'renderer')
  if (!existsSync(join(rendererDir, 'index.html')))
    fail(`${rendererDir} has no index.html: build the renderer first (npm run build, or use npm run start:web)`)
  const dataDir = resolveDataDir()
  let host
  try {
    host = await startWebHost({ dataDir, rendererDir, port })
  } catch (e) {
    // Vietnamese first, then English: the message says which process holds the folder.
    if (e instanceof DataDirLocked) fail(e.message.replace('\n', '\nerror: '))
    const err = e as NodeJS.ErrnoException
    if (err.code === 'EADDRINUSE')
      fail(`port ${port} is already in use; pick another with --port N, or leave it out for a free one`)
    if (err.code === 'EACCES') fail(`not allowed to listen on port ${port}`)
    fail(`could not start: ${err.message}`)
  }
  process.stderr.write(`data: ${dataDir}\n`)
  process.stdout.write(`Bàn Xanh is at ${host.url}\n`)
  if (process.env.BANXANH_OPEN_BROWSER === '1') openInBrowser(host.url)

  let stopping = false
  const stop = (signal: string): void => {
    if (stopping) return
    stopping = true
    process.stderr.write(`${signal}: closing\n`)
    host.close().then(
      () => process.exit(0),
      (e: unknown) => {
        process.stderr.write(`error while closing: ${(e as Error).message}\n`)
        process.exit(1)
      }
    )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((e: unknown) => fail((e as Error).message))
