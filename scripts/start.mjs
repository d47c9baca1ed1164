#!/usr/bin/env node
/**
 * `npm start`: builds if needed, then launches the desktop app. Where there is no Electron binary
 * (a machine where it could not be downloaded), it says so in one line and starts the browser host
 * instead, which prints its URL.
 *
 * The binary is looked up without `require('electron')`: that module tries to download Electron
 * when its binary is missing, which must never happen at start-up.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildIfNeeded, ROOT, runWebHost } from './start-web.mjs'

const EXE = { darwin: 'Electron.app/Contents/MacOS/Electron', win32: 'electron.exe' }[process.platform] ?? 'electron'

/** `{ path }` of a runnable Electron binary, or `{ why }` it is not available. */
export function findElectron(env = process.env) {
  const pkgDir = join(ROOT, 'node_modules', 'electron')
  const pathTxt = join(pkgDir, 'path.txt')
  const rel = existsSync(pathTxt) ? readFileSync(pathTxt, 'utf8').trim() : EXE
  if (env.ELECTRON_OVERRIDE_DIST_PATH) {
    const p = join(env.ELECTRON_OVERRIDE_DIST_PATH, rel)
    return existsSync(p) ? { path: p } : { why: `ELECTRON_OVERRIDE_DIST_PATH has no ${rel}` }
  }
  if (!existsSync(pkgDir)) return { why: 'the electron package is not installed' }
  const p = join(pkgDir, 'dist', rel)
  if (!existsSync(p)) return { why: 'no node_modules/electron/dist' }
  return { path: p }
}

async function main() {
  const electron = findElectron()
  if (!electron.path) {
    process.stdout.write(`Electron's binary is not available on this machine (${electron.why}); starting the browser host instead.\n`)
    await runWebHost()
    return
  }
  buildIfNeeded('app')
  const child = spawn(electron.path, [ROOT, ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' })
  // Ctrl-C reaches the child through the terminal; a TERM sent to us alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
  child.on('error', (e) => {
    process.stderr.write(`error: could not launch Electron: ${e.message}\n`)
    process.exit(1)
  })
}

await main()
