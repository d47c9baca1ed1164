#!/usr/bin/env node
/**
 * `npm run package [-- electron-builder args]`: installers for this OS (Windows NSIS, macOS dmg, Linux
 * AppImage + deb), on a machine with internet.
 *
 * better-sqlite3 is native. The packaged app must load a build for Electron's ABI, but node_modules
 * must keep the Node build the tests use. So this script never rebuilds node_modules: it copies
 * better-sqlite3's sources to build/native/.work, fetches (prebuild-install) or compiles (node-gyp
 * against Electron's headers) the Electron-ABI binary there, and puts it at
 * build/native/better_sqlite3.node; electron-builder ships it as resources/native/ (extraResources,
 * npmRebuild: false). At the end it checks the Node build in node_modules is byte-for-byte unchanged.
 *
 * `--dry-run` prints the steps without running them.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, copyFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './start-web.mjs'

const args = process.argv.slice(2)
const dryRun = args.includes('--dry-run')
const builderArgs = args.filter((a) => a !== '--dry-run')

const MODULE = join(ROOT, 'node_modules', 'better-sqlite3')
const NODE_BINARY = join(MODULE, 'build', 'Release', 'better_sqlite3.node')
const NATIVE_DIR = join(ROOT, 'build', 'native')
const WORK = join(NATIVE_DIR, '.work', 'better-sqlite3')
const TARGET = join(NATIVE_DIR, 'better_sqlite3.node')
const electronVersion = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'electron', 'package.json'), 'utf8')).version
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

must(step('Build the app (electron-vite)', process.execPath, [bin('electron-vite', 'bin/electron-vite.js'), 'build']), 'the build')

process.stderr.write(`\n== Copy better-sqlite3 to ${WORK} (node_modules stays untouched)\n`)
if (!dryRun) {
  rmSync(join(NATIVE_DIR, '.work'), { recursive: true, force: true })
  mkdirSync(WORK, { recursive: true })
  for (const part of ['package.json', 'binding.gyp', 'lib', 'src', 'deps']) cpSync(join(MODULE, part), join(WORK, part), { recursive: true })
}

const fetched = step(
  `Fetch a prebuilt better-sqlite3 for Electron ${electronVersion} (${process.platform}-${process.arch})`,
  process.execPath,
  [bin('prebuild-install', 'bin.js'), '--runtime', 'electron', '--target', electronVersion, '--arch', process.arch, '--platform', process.platform, '--verbose'],
  WORK
)
if (!fetched) {
  must(
    step(
      `No prebuilt binary: compile it against Electron ${electronVersion}'s headers (needs a C++ toolchain)`,
      process.execPath,
      [bin('node-gyp', 'bin/node-gyp.js'), 'rebuild', '--release', `--target=${electronVersion}`, `--arch=${process.arch}`, '--dist-url=https://electronjs.org/headers', '--runtime=electron'],
      WORK
    ),
    'building better-sqlite3 for Electron'
  )
}
if (!dryRun) {
  const built = join(WORK, 'build', 'Release', 'better_sqlite3.node')
  must(existsSync(built), `finding ${built}`)
  copyFileSync(built, TARGET)
  must(hash(TARGET) !== nodeBinaryBefore, 'checking the Electron build differs from the Node build')
  rmSync(join(NATIVE_DIR, '.work'), { recursive: true, force: true })
}
process.stderr.write(`   → ${TARGET}\n`)

must(
  step('Package (electron-builder)', process.execPath, [bin('electron-builder', 'cli.js'), '--config', 'build/electron-builder.yml', '--publish', 'never', ...builderArgs]),
  'electron-builder'
)

must(hash(NODE_BINARY) === nodeBinaryBefore, 'checking node_modules/better-sqlite3 still holds the Node build')
process.stderr.write(`\nDone: installers are in ${join(ROOT, 'release')}; node_modules/better-sqlite3 is unchanged.\n`)
