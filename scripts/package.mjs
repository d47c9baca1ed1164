#!/usr/bin/env node
/**
 * `npm run package [-- electron-builder args]`: installers for this OS (Windows NSIS, macOS dmg, Linux
 * AppImage + deb), on a machine with internet.
 *
 * better-sqlite3 is native. The packaged app must load a build for Electron's ABI, but node_modules
 * must keep the Node build the tests use. So this script never rebuilds node_modules: the Electron-ABI
 * binary is made into build/native/better_sqlite3.node by the same code `npm start` uses
 * (scripts/electron-setup.mjs), and electron-builder ships it as resources/native/ (extraResources,
 * npmRebuild: false). At the end it checks the Node build in node_modules is byte-for-byte unchanged.
 *
 * `-- --dir` makes an unpacked app only (release/<os>-unpacked), which the `packaged` e2e project runs.
 *
 * `--dry-run` prints the steps without running them.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BINDING_FILE, electronVersion as versionOf, ensureNativeBinding, NATIVE_DIR } from './electron-setup.mjs'
import { ROOT } from './start-web.mjs'

const args = process.argv.slice(2)
const dryRun = args.includes('--dry-run')
const builderArgs = args.filter((a) => a !== '--dry-run')

const NODE_BINARY = join(ROOT, 'node_modules', 'better-sqlite3', 'build', 'Release', BINDING_FILE)
const TARGET = join(NATIVE_DIR, BINDING_FILE)
const electronVersion = versionOf()
const bin = (pkg, file) => join(ROOT, 'node_modules', pkg, file)

function step(title, cmd, argv, cwd = ROOT) {
  process.stderr.write(`\n== ${title}\n   ${[cmd, ...argv].join(' ')}${cwd === ROOT ? '' : `   (in ${cwd})`}\n`)
  if (dryRun) return true
  const r = spawnSync(cmd, argv, { cwd, stdio: 'inherit', env: process.env })
  return r.status === 0
}

function must(ok, what) {
  if (!ok) {
    process.stderr.write(`error: ${what} failed; nothing was packaged\n`)
    process.exit(1)
  }
}

const hash = (f) => (existsSync(f) ? createHash('sha256').update(readFileSync(f)).digest('hex') : 'missing')
const nodeBinaryBefore = hash(NODE_BINARY)

must(
  step('Build the app (electron-vite)', process.execPath, [bin('electron-vite', 'bin/electron-vite.js'), 'build']),
  'the build'
)

process.stderr.write(
  `\n== better-sqlite3 for Electron ${electronVersion} into ${NATIVE_DIR} (node_modules stays untouched)\n`
)
if (!dryRun) {
  const native = await ensureNativeBinding({ electron: electronVersion })
  must(native.ok, `building better-sqlite3 for Electron (${native.why ?? ''})`)
  must(hash(TARGET) !== nodeBinaryBefore, 'checking the Electron build differs from the Node build')
}
process.stderr.write(`   → ${TARGET}\n`)

must(
  step('Package (electron-builder)', process.execPath, [
    bin('electron-builder', 'cli.js'),
    '--config',
    'build/electron-builder.yml',
    '--publish',
    'never',
    ...builderArgs
  ]),
  'electron-builder'
)

must(hash(NODE_BINARY) === nodeBinaryBefore, 'checking node_modules/better-sqlite3 still holds the Node build')
process.stderr.write(`\nDone: installers are in ${join(ROOT, 'release')}; node_modules/better-sqlite3 is unchanged.\n`)
