#!/usr/bin/env node
/**
 * The Node-side programs shipped as bundled JavaScript in out/node/: the browser host, the CLI's
 * commands and the two worker threads they start. Running them through tsx compiled the TypeScript at
 * every start (≈ 0.4 s of a host's or a CLI call's ≈ 0.6 s); a bundle starts in a fraction of that.
 * esbuild (already the build's own compiler) bundles each entry with the project's path aliases and
 * leaves every package in node_modules external, so better-sqlite3 stays the Node build the tests use.
 *
 * `ensureNodeBundle()` rebuilds only when a source is newer than the bundle, under a build lock of its own
 * (scripts/build-lock.mjs: several test workers or hosts may ask at once). `node scripts/node-bundle.mjs`
 * rebuilds unconditionally.
 */
import { buildSync } from 'esbuild'
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { newest, withBuildLock } from './build-lock.mjs'
import { fileURLToPath, pathToFileURL } from 'node:url'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
export const NODE_OUT = join(ROOT, 'out', 'node')

/**
 * Output name → source. The workers keep the names their clients look for beside the running bundle
 * (compute/client.ts, xidach/edge/client.ts), as in out/main for the desktop app.
 */
export const NODE_ENTRIES = {
  'web-host': 'src/host/web/main.ts',
  edge: 'src/cli/edge.ts',
  scenario: 'src/cli/scenario.ts',
  verify: 'src/cli/verify.ts',
  sim: 'src/cli/sim.ts',
  'compute-worker': 'src/core/workers/compute/worker.ts',
  'xidach-edge-worker': 'src/core/workers/xidach-edge/worker.ts',
  'blackjack-sim-worker': 'src/core/workers/blackjack-sim/worker.ts'
}

const INPUTS = [
  'src/core',
  'src/host',
  'src/shared',
  'src/sim',
  'src/cli',
  'tsconfig.paths.json',
  'scripts/node-bundle.mjs'
]
const STAMP = join(NODE_OUT, '.built')

/** Why the bundle must be made again, or null when it is fresh. */
export function nodeBundleReason() {
  if (!existsSync(STAMP)) return 'out/node has no bundle yet'
  for (const name of Object.keys(NODE_ENTRIES))
    if (!existsSync(join(NODE_OUT, `${name}.js`))) return `out/node/${name}.js is missing`
  if (newest(ROOT, INPUTS) > statSync(STAMP).mtimeMs) return 'the sources changed since the last bundle'
  return null
}

export function bundleNode() {
  rmSync(NODE_OUT, { recursive: true, force: true })
  mkdirSync(NODE_OUT, { recursive: true })
  const started = Date.now()
  buildSync({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(Object.entries(NODE_ENTRIES).map(([k, v]) => [k, join(ROOT, v)])),
    outdir: NODE_OUT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: join(ROOT, 'tsconfig.node.json'),
    sourcemap: 'linked',
    logLevel: 'warning'
  })
  // The stamp is written last: a bundle cut off half-way is never taken for a fresh one.
  writeFileSync(STAMP, `${new Date().toISOString()}\n`)
  return Date.now() - started
}

const LOCK = join(ROOT, 'node_modules', '.cache', 'banxanh', 'node-bundle.lock')

/** Builds out/node if it is stale; one process builds while others wait for it (scripts/build-lock.mjs). */
export function ensureNodeBundle() {
  if (!nodeBundleReason()) return
  withBuildLock(
    LOCK,
    () => {
      // Checked again under the lock: another process may have just made it.
      if (nodeBundleReason()) bundleNode()
    },
    { staleMs: 2 * 60_000, waitMs: 5 * 60_000 }
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const ms = bundleNode()
  process.stderr.write(`out/node bundled in ${ms} ms\n`)
}
