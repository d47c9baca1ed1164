#!/usr/bin/env node
/**
 * `npm start [-- --no-open]`: opens the desktop app.
 *
 * 1. Electron's binary: when missing (always, right after `npm ci`), Electron's own installer fetches it,
 *    with a bounded wait and a progress line (scripts/electron-setup.mjs).
 * 2. better-sqlite3 for Electron's ABI in build/native (fetched or compiled once; node_modules untouched).
 * 3. The app is built if stale, then launched.
 *
 * If a step fails (no internet, as on the CI machines), one line names the step and why, and the browser
 * host starts instead and opens in the default browser; `--no-open`, or CI set in the environment,
 * skips opening it.
 */
import { spawn } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { ensureNativeBinding, findElectron, installElectron } from './electron-setup.mjs'
import { buildIfNeeded, ROOT, runWebHost } from './start-web.mjs'

export { findElectron }

/** The default steps; tests replace them with stand-ins. */
const STEPS = {
  installElectron,
  ensureNativeBinding,
  buildIfNeeded,
  runWebHost,
  launch(electronPath, args) {
    const child = spawn(electronPath, [ROOT, ...args], { cwd: ROOT, stdio: 'inherit' })
    // Ctrl-C reaches the child through the terminal; a TERM sent to us alone is passed on.
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
    child.on('error', (e) => {
      process.stderr.write(`error: could not launch Electron: ${e.message}\n`)
      process.exit(1)
    })
  }
}

/**
 * Runs the start path. Resolves `{ mode: 'desktop', electron }` once Electron is launched, or
 * `{ mode: 'web', why, open }` once the browser host runs instead.
 */
export async function startApp({
  argv = process.argv.slice(2),
  env = process.env,
  out = process.stdout,
  steps = {}
} = {}) {
  const s = { ...STEPS, ...steps }
  const open = !argv.includes('--no-open') && !env.CI
  const appArgs = argv.filter((a) => a !== '--no-open')
  const fallBack = async (why) => {
    out.write(
      `Could not open the desktop app: ${why}. Starting the browser host instead${open ? ' and opening it in your browser' : ''}.\n`
    )
    await s.runWebHost({ open, args: [] })
    return { mode: 'web', why, open }
  }
  const electron = await s.installElectron({ env })
  if (!electron.ok) return fallBack(electron.why)
  const native = await s.ensureNativeBinding({ env })
  if (!native.ok) return fallBack(native.why)
  s.buildIfNeeded('app')
  s.launch(electron.path, appArgs)
  return { mode: 'desktop', electron: electron.path }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await startApp()
}
