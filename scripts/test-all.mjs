#!/usr/bin/env node
/**
 * `npm test`: every test, unit and end-to-end, then one summary line `N passed, N failed[, N skipped]`.
 * It first makes sure a Chromium exists for the `web` e2e project: Debian's is installed with apt when
 * running as root on Debian; elsewhere it says in one line what to run.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'

const root = new URL('..', import.meta.url).pathname
const results = join(root, 'test-results')
mkdirSync(results, { recursive: true })

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts })
  return r.status ?? 1
}

function haveChromium() {
  if (existsSync('/usr/bin/chromium')) return true
  try {
    return existsSync(chromium.executablePath())
  } catch {
    return false
  }
}

function ensureChromium() {
  if (haveChromium()) return true
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log("No Chromium found: installing Debian's chromium with apt-get …")
    if (run('apt-get', ['update', '-qq']) === 0 && run('apt-get', ['install', '-y', '-qq', 'chromium']) === 0)
      return true
  }
  console.log(
    'No Chromium found for the e2e tests: install one (Debian/Ubuntu: `sudo apt-get install chromium`; elsewhere: `npx playwright install chromium`) and run `npm test` again.'
  )
  return false
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

const unitFile = join(results, 'unit.json')
const e2eFile = join(results, 'e2e.json')
rmSync(unitFile, { force: true })
rmSync(e2eFile, { force: true })

let passed = 0
let failed = 0
let skipped = 0
let stepFailures = 0

// 0. Types: strict TypeScript on both sides of the contract. A type error fails the run.
for (const [cmd, args] of [
  ['npx', ['tsc', '--noEmit', '-p', 'tsconfig.node.json']],
  ['npx', ['svelte-check', '--tsconfig', './tsconfig.web.json', '--threshold', 'error', '--output', 'machine']]
]) {
  if (run(cmd, args) !== 0) {
    console.log(`error: ${[cmd, ...args].join(' ')} found type errors`)
    stepFailures++
  }
}

// 0b. Lint and format: ESLint (typescript-eslint, eslint-plugin-svelte) and Prettier over the tree. Each is
// one check in the count, like the security scan; its findings are printed above the summary.
for (const [name, args] of [
  ['eslint', ['eslint', '.', '--max-warnings=0']],
  ['prettier', ['prettier', '--check', '--log-level=warn', '.']]
]) {
  if (run('npx', args) === 0) passed++
  else {
    console.log(`error: ${name} found problems (npm run lint / npm run format fixes what it can)`)
    failed++
  }
}

// 1. Unit, property, scenario, store and core tests.
const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${unitFile}`])
const unit = readJson(unitFile)
if (unit) {
  passed += unit.numPassedTests ?? 0
  failed += unit.numFailedTests ?? 0
  skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0)
  // A suite that fails to load has no failed tests but must still fail the run.
  if (vitestStatus !== 0 && (unit.numFailedTests ?? 0) === 0) stepFailures++
} else {
  stepFailures++
}

// 2. End-to-end: both Playwright projects (electron skips itself with one line when no binary exists).
if (ensureChromium()) {
  const buildStatus = run('npx', ['electron-vite', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] })
  if (buildStatus !== 0) {
    console.log('error: electron-vite build failed')
    stepFailures++
  } else {
    // 2a. Electronegativity over the build just made: every finding justified in docs/security.md.
    if (run(process.execPath, [join(root, 'scripts', 'security-scan.mjs')]) === 0) passed++
    else {
      console.log('error: electronegativity found what docs/security.md does not justify (see above)')
      failed++
    }
    const e2eStatus = run('npx', ['playwright', 'test'])
    const e2e = readJson(e2eFile)
    if (e2e?.stats) {
      passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0)
      failed += e2e.stats.unexpected ?? 0
      skipped += e2e.stats.skipped ?? 0
      if (e2eStatus !== 0 && (e2e.stats.unexpected ?? 0) === 0) stepFailures++
    } else {
      stepFailures++
    }
  }
} else {
  stepFailures++
}

const failedTotal = failed + stepFailures
const summary = `${passed} passed, ${failedTotal} failed${skipped ? `, ${skipped} skipped` : ''}`
writeFileSync(join(results, 'summary.txt'), summary + '\n')
console.log(summary)
process.exit(failedTotal === 0 ? 0 : 1)
