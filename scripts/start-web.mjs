#!/usr/bin/env node
/**
 * `npm run start:web [-- --port N]`: builds the renderer with `electron-vite build` when out/ is missing
 * or older than its sources, bundles the host (scripts/node-bundle.mjs, out/node) when it is stale, then
 * runs the browser host (out/node/web-host.js, from src/host/web/main.ts) in this process. Build output goes to stderr so stdout carries only the host's one URL line.
 * Also exports the build helpers scripts/start.mjs uses.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { newest, withBuildLock } from './build-lock.mjs'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')

const RENDERER_INPUTS = ['src/renderer', 'src/shared', 'electron.vite.config.ts']
const APP_INPUTS = ['src/main', 'src/core', 'src/preload', ...RENDERER_INPUTS]
const RENDERER_OUTPUTS = ['out/renderer/index.html']
const APP_OUTPUTS = ['out/main/index.js', 'out/preload/index.cjs', ...RENDERER_OUTPUTS]

/** Oldest output, or 0 when one is missing. */
function oldest(paths) {
  let min = Infinity
  for (const p of paths) {
    const f = join(ROOT, p)
    if (!existsSync(f)) return 0
    min = Math.min(min, statSync(f).mtimeMs)
  }
  return min
}

/** Why a build is needed, or null when out/ is up to date. `what` is 'renderer' or 'app'. */
export function buildReason(what) {
  const outputs = what === 'renderer' ? RENDERER_OUTPUTS : APP_OUTPUTS
  const inputs = what === 'renderer' ? RENDERER_INPUTS : APP_INPUTS
  const built = oldest(outputs)
  if (built === 0) return 'out/ has no build yet'
  if (newest(ROOT, inputs) > built) return 'the sources changed since the last build'
  return null
}

/**
 * The browser host needs only the renderer, so it builds only that: a config that takes the project's
 * `renderer` section and nothing else (a main-process compile error must not stop the web host).
 */
function rendererOnlyConfig() {
  const dir = join(ROOT, 'node_modules', '.cache', 'banxanh')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, 'electron.vite.renderer-only.config.mjs')
  writeFileSync(
    file,
    `import base from ${JSON.stringify(join(ROOT, 'electron.vite.config.ts'))}\n` +
      `const config = typeof base === 'function' ? await base({ command: 'build', mode: 'production' }) : base\n` +
      `export default { renderer: config.renderer }\n`
  )
  return file
}

const LOCK = join(ROOT, 'node_modules', '.cache', 'banxanh', 'build.lock')

/** Runs `electron-vite build` (the whole app, or only the renderer) if needed; exits when it fails. */
export function buildIfNeeded(what) {
  if (!buildReason(what)) return
  withBuildLock(LOCK, () => build(what))
}

function build(what) {
  // Checked again under the lock: another process may have just built it.
  const reason = buildReason(what)
  if (!reason) return
  process.stderr.write(`Building ${what === 'renderer' ? 'the renderer' : 'the app'} (${reason})…\n`)
  const bin = join(ROOT, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js')
  const args = what === 'renderer' ? ['build', '--config', rendererOnlyConfig()] : ['build']
  const r = spawnSync(process.execPath, [bin, ...args], {
    cwd: ROOT,
    stdio: ['ignore', process.stderr, process.stderr]
  })
  if (r.status !== 0) {
    process.stderr.write(`error: the build failed (electron-vite exited with ${r.status ?? r.signal}); see above\n`)
    process.exit(1)
  }
}

/**
 * Starts the browser host in this process; it prints the URL and runs until SIGINT/SIGTERM. With
 * `open`, the host also opens its URL in the default browser (`npm start`'s fallback).
 */
export async function runWebHost({ open = false, args = process.argv.slice(2) } = {}) {
  buildIfNeeded('renderer')
  if (open) process.env.BANXANH_OPEN_BROWSER = '1'
  // The host runs in this process and reads its arguments from process.argv: give it only its own
  // (npm start's `--no-open` and the desktop app's arguments are not the browser host's).
  process.argv.splice(2, Infinity, ...args)
  const { NODE_OUT, ensureNodeBundle } = await import('./node-bundle.mjs')
  ensureNodeBundle()
  await import(pathToFileURL(join(NODE_OUT, 'web-host.js')).href)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runWebHost()
}
