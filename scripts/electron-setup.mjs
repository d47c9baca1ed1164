/**
 * What the desktop app needs beyond `npm ci`, shared by `npm start` (scripts/start.mjs), `npm run native`
 * and `npm run package` (scripts/package.mjs):
 *
 * 1. Electron's binary. electron 45 has no install script: `npm ci` leaves node_modules/electron/dist
 *    missing on every machine, and the binary arrives only when Electron's own installer
 *    (node_modules/electron/install.js, @electron/get underneath) runs. It honours ELECTRON_MIRROR,
 *    ELECTRON_CUSTOM_DIR, electron_config_cache and Electron's cache, so a mirror or an offline cache
 *    works as Electron documents. `installElectron` runs it with a bounded wait and a progress line.
 * 2. better-sqlite3 for Electron's ABI in build/native/better_sqlite3.node. node_modules keeps the Node
 *    build the tests use and is never touched: better-sqlite3's sources are copied to build/native/.work,
 *    where prebuild-install fetches the prebuilt Electron binary (or node-gyp compiles it against
 *    Electron's headers), and the result is copied out. A stamp file names what it was built for, so it is
 *    made once per Electron/better-sqlite3/platform.
 *
 * Every function takes its directories and commands as options, so tests can stand in for the
 * installer, the fetch and the compile with small scripts of their own.
 */
import { spawn } from 'node:child_process'
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './start-web.mjs'

const EXE = { darwin: 'Electron.app/Contents/MacOS/Electron', win32: 'electron.exe' }[process.platform] ?? 'electron'

export const ELECTRON_DIR = join(ROOT, 'node_modules', 'electron')
export const SQLITE_DIR = join(ROOT, 'node_modules', 'better-sqlite3')
export const NATIVE_DIR = join(ROOT, 'build', 'native')
export const BINDING_FILE = 'better_sqlite3.node'
/** Ten minutes: Electron is about 100 MB; a stalled download must not hang `npm start` for ever. */
export const INSTALL_TIMEOUT_MS = 10 * 60_000

const readJson = (f) => JSON.parse(readFileSync(f, 'utf8'))

/** `{ path }` of a runnable Electron binary, or `{ why }` it is not available. Never downloads. */
export function findElectron({ env = process.env, electronDir = ELECTRON_DIR } = {}) {
  const pathTxt = join(electronDir, 'path.txt')
  const rel = existsSync(pathTxt) ? readFileSync(pathTxt, 'utf8').trim() : EXE
  if (env.ELECTRON_OVERRIDE_DIST_PATH) {
    const p = join(env.ELECTRON_OVERRIDE_DIST_PATH, rel)
    return existsSync(p) ? { path: p } : { why: `ELECTRON_OVERRIDE_DIST_PATH has no ${rel}` }
  }
  if (!existsSync(electronDir)) return { why: 'the electron package is not installed' }
  const p = join(electronDir, 'dist', rel)
  if (!existsSync(p)) return { why: 'no node_modules/electron/dist' }
  return { path: p }
}

export function electronVersion(electronDir = ELECTRON_DIR) {
  return readJson(join(electronDir, 'package.json')).version
}

/** The last line of a child's output that says what went wrong (`TypeError: fetch failed`, …). */
function lastProblem(output) {
  const lines = output
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  const problem = lines.findLast(
    (l) => /error|failed|ENOTFOUND|ECONN|EAI_AGAIN|ETIMEDOUT|404|403|checksum/i.test(l) && !/^\s*at /.test(l)
  )
  return (problem ?? lines.at(-1) ?? 'no output').slice(0, 200)
}

/**
 * Runs `command` with a deadline; the progress line says what is happening and for how long. Resolves
 * `{ ok, output, timedOut }`; never rejects.
 */
function runBounded(command, args, { cwd, env, timeoutMs, label, log }) {
  return new Promise((resolve) => {
    const started = Date.now()
    let output = ''
    let child
    try {
      child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    } catch (e) {
      resolve({ ok: false, output: String(e?.message ?? e), timedOut: false })
      return
    }
    const tty = log.isTTY === true
    const tick = () => {
      const s = Math.round((Date.now() - started) / 1000)
      if (tty) log.write(`\r${label}… ${s} s`)
      else if (s > 0 && s % 15 === 0) log.write(`${label}… ${s} s\n`)
    }
    log.write(`${label}…${tty ? '' : '\n'}`)
    const ticker = setInterval(tick, 1000)
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      finish({ ok: false, timedOut: true })
    }, timeoutMs)
    let done = false
    const finish = (r) => {
      if (done) return
      done = true
      clearInterval(ticker)
      clearTimeout(timer)
      if (tty) log.write('\n')
      resolve({ ...r, output })
    }
    child.stdout.on('data', (c) => (output += c))
    child.stderr.on('data', (c) => (output += c))
    child.on('error', (e) => finish({ ok: false, timedOut: false, spawnError: e.message }))
    child.on('exit', (code) => finish({ ok: code === 0, timedOut: false }))
  })
}

/**
 * Downloads Electron's binary with its own installer when it is missing. Resolves `{ ok: true, path }`
 * or `{ ok: false, why }` where `why` names the failure in one phrase.
 */
export async function installElectron({
  env = process.env,
  electronDir = ELECTRON_DIR,
  installer = [process.execPath, join(electronDir, 'install.js')],
  timeoutMs = Number(env.BANXANH_ELECTRON_INSTALL_TIMEOUT_MS) || INSTALL_TIMEOUT_MS,
  log = process.stderr
} = {}) {
  const found = findElectron({ env, electronDir })
  if (found.path) return { ok: true, path: found.path }
  if (!existsSync(electronDir)) return { ok: false, why: 'the electron package is not installed (run npm ci)' }
  const version = electronVersion(electronDir)
  const [cmd, ...args] = installer
  const r = await runBounded(cmd, args, {
    cwd: electronDir,
    env,
    timeoutMs,
    label: `Downloading Electron ${version} (once; honours ELECTRON_MIRROR and Electron's cache)`,
    log
  })
  if (r.timedOut)
    return { ok: false, why: `the Electron download failed: no answer within ${Math.round(timeoutMs / 1000)} s` }
  if (!r.ok) return { ok: false, why: `the Electron download failed (${r.spawnError ?? lastProblem(r.output)})` }
  const after = findElectron({ env, electronDir })
  return after.path
    ? { ok: true, path: after.path }
    : { ok: false, why: `the Electron download failed (its installer left ${after.why})` }
}

/** What build/native/better_sqlite3.node must have been made for. */
export function bindingStamp({ sqliteDir = SQLITE_DIR, electron, platform = process.platform, arch = process.arch }) {
  return `better-sqlite3 ${readJson(join(sqliteDir, 'package.json')).version} electron ${electron} ${platform}-${arch}\n`
}

/**
 * Makes build/native/better_sqlite3.node for Electron's ABI unless the one there was made for this
 * Electron, better-sqlite3 and platform. Resolves `{ ok: true, path, made }` or `{ ok: false, why }`.
 */
export async function ensureNativeBinding({
  env = process.env,
  sqliteDir = SQLITE_DIR,
  nativeDir = NATIVE_DIR,
  electron = electronVersion(),
  fetch = [
    process.execPath,
    join(ROOT, 'node_modules', 'prebuild-install', 'bin.js'),
    '--runtime',
    'electron',
    '--target',
    electron,
    '--arch',
    process.arch,
    '--platform',
    process.platform
  ],
  compile = [
    process.execPath,
    join(ROOT, 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'),
    'rebuild',
    '--release',
    `--target=${electron}`,
    `--arch=${process.arch}`,
    '--dist-url=https://electronjs.org/headers',
    '--runtime=electron'
  ],
  timeoutMs = 15 * 60_000,
  log = process.stderr
} = {}) {
  const target = join(nativeDir, BINDING_FILE)
  const stampFile = join(nativeDir, 'stamp.txt')
  const stamp = bindingStamp({ sqliteDir, electron })
  if (existsSync(target) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp)
    return { ok: true, path: target, made: false }

  const work = join(nativeDir, '.work', 'better-sqlite3')
  const nodeBinary = join(sqliteDir, 'build', 'Release', BINDING_FILE)
  const before = existsSync(nodeBinary) ? readFileSync(nodeBinary) : null
  try {
    rmSync(join(nativeDir, '.work'), { recursive: true, force: true })
    mkdirSync(work, { recursive: true })
    for (const part of ['package.json', 'binding.gyp', 'lib', 'src', 'deps'])
      if (existsSync(join(sqliteDir, part))) cpSync(join(sqliteDir, part), join(work, part), { recursive: true })
  } catch (e) {
    return { ok: false, why: `building better-sqlite3 for Electron failed (copying its sources: ${e.message})` }
  }
  const opts = { cwd: work, env, timeoutMs, log }
  let r = await runBounded(fetch[0], fetch.slice(1), {
    ...opts,
    label: `Fetching better-sqlite3 for Electron ${electron}`
  })
  if (!r.ok)
    r = await runBounded(compile[0], compile.slice(1), {
      ...opts,
      label: `No prebuilt better-sqlite3 for Electron ${electron}: compiling it`
    })
  const built = join(work, 'build', 'Release', BINDING_FILE)
  if (!r.ok || !existsSync(built)) {
    rmSync(join(nativeDir, '.work'), { recursive: true, force: true })
    return {
      ok: false,
      why: `building better-sqlite3 for Electron failed (${r.timedOut ? 'timed out' : lastProblem(r.output)})`
    }
  }
  copyFileSync(built, target)
  writeFileSync(stampFile, stamp)
  rmSync(join(nativeDir, '.work'), { recursive: true, force: true })
  // The Node build in node_modules is what the tests load: it must be exactly what it was.
  if (before && !readFileSync(nodeBinary).equals(before))
    return { ok: false, why: 'node_modules/better-sqlite3 changed while building for Electron (it must not)' }
  return { ok: true, path: target, made: true }
}
