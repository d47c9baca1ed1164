#!/usr/bin/env node
/**
 * `npm test`: every test, unit and end-to-end, then one summary line `N passed, N failed[, N skipped]`.
 * It first makes sure a Chromium exists for the `web` e2e project: Debian's is installed with apt when
 * running as root on Debian; elsewhere it says in one line what to run.
 *
 * The static checks (tsc, svelte-check, eslint, prettier) and the app's build each run on one core, so
 * they run at once and take about as long as the longest of them rather than their sum; each one's
 * output is held and printed whole when it ends. vitest and Playwright then take the cores in turn.
 * Before the summary one line gives each step's wall time (also in test-results/timings.json).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'

const root = new URL('..', import.meta.url).pathname
const results = join(root, 'test-results')
mkdirSync(results, { recursive: true })

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts })
  return r.status ?? 1
}

/** Wall seconds per step, printed before the summary. */
const timings = {}
async function timed(step, work) {
  const started = Date.now()
  try {
    return await work()
  } finally {
    timings[step] = Math.round((Date.now() - started) / 100) / 10
  }
}

/**
 * Runs a command with its stdout and stderr held (`stdout: 'ignore'` drops stdout); resolves with its
 * status, output and wall seconds, so several can run at once and be printed one after the other.
 */
function runHeld(cmd, args, { stdout = 'keep' } = {}) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', stdout === 'ignore' ? 'ignore' : 'pipe', 'pipe'] })
    const chunks = []
    child.stdout?.on('data', (c) => chunks.push(c))
    child.stderr.on('data', (c) => chunks.push(c))
    const done = (status) =>
      resolve({ status, output: Buffer.concat(chunks).toString(), seconds: (Date.now() - started) / 1000 })
    child.once('error', (e) => {
      chunks.push(Buffer.from(`${e.message}\n`))
      done(1)
    })
    child.once('close', (code) => done(code ?? 1))
  })
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

/** Playwright's unexpected results (failed, timed out, interrupted), with the first line of their error. */
function e2eFailures(report) {
  const found = []
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const last = test.results?.[test.results.length - 1]
          const why = firstLine(last?.error?.message ?? last?.errors?.[0]?.message ?? last?.status)
          found.push(`playwright [${test.projectName}] ${file}:${spec.line} › ${spec.title}: ${why}`)
        }
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file)
  }
  for (const suite of report.suites ?? []) walk(suite, suite.file)
  return found
}

const startedAt = Date.now()
let passed = 0
let failed = 0
let skipped = 0
let stepFailures = 0
/** Each failed test or step in a line, printed again just before the summary: a CI log that keeps only its
 * tail still names what failed and why. */
const failures = []
/** An error's first lines, up to three, as one: a heading such as "Error: 2 problems:" needs the next. */
const firstLine = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex -- the escape that starts a terminal colour code
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l)
    .slice(0, 3)
    .join(' ⏎ ')

// 0. At once, each on one core: types (strict TypeScript on both sides of the contract; a type error
// fails the run), lint and format (ESLint with typescript-eslint and eslint-plugin-svelte, and Prettier:
// each one check in the count, like the security scan) and the app's build for the e2e step, which needs
// only the sources, followed by the security scan of that build. Printed in this order once all have
// ended; the scan's output with step 2.
const TYPES = [
  ['npx', ['tsc', '--noEmit', '-p', 'tsconfig.node.json']],
  ['npx', ['svelte-check', '--tsconfig', './tsconfig.web.json', '--threshold', 'error', '--output', 'machine']]
]
const LINTS = [
  // ESLint takes two threads: its type-aware rules make it the longest check by far (≈ 2/3 of its time is
  // no-misused-promises); a second thread builds its own TypeScript programs (the whole tree: 223 → 258 s
  // of CPU, measured on a busy machine) and lints the other half of the files.
  ['eslint', ['eslint', '.', '--max-warnings=0', `--concurrency=${Math.min(2, availableParallelism())}`]],
  // Prettier keeps a cache of the files it found formatted (by content, node_modules/.cache/prettier): a
  // second run checks only what changed. ESLint keeps none: its type-aware rules read other files too.
  ['prettier', ['prettier', '--check', '--cache', '--cache-strategy', 'content', '--log-level=warn', '.']]
]
/** The app's build, then Electronegativity over it (step 2a) while the other checks still run. */
async function buildAndScan() {
  const build = await runHeld('npx', ['electron-vite', 'build'], { stdout: 'ignore' })
  const scan = build.status === 0 ? await runHeld(process.execPath, [join(root, 'scripts', 'security-scan.mjs')]) : null
  return { ...build, scan }
}

const chromiumReady = ensureChromium()
const [typeRuns, lintRuns, buildRun] = await timed('checks and build', () =>
  Promise.all([
    Promise.all(TYPES.map(([cmd, args]) => runHeld(cmd, args))),
    Promise.all(LINTS.map(([, args]) => runHeld('npx', args))),
    chromiumReady ? buildAndScan() : null
  ])
)
TYPES.forEach(([cmd, args], i) => {
  const r = typeRuns[i]
  process.stdout.write(r.output)
  timings[args[0]] = Math.round(r.seconds * 10) / 10
  if (r.status !== 0) {
    console.log(`error: ${[cmd, ...args].join(' ')} found type errors`)
    failures.push(`${args[0]}: type errors`)
    stepFailures++
  }
})
LINTS.forEach(([name], i) => {
  const r = lintRuns[i]
  process.stdout.write(r.output)
  timings[name] = Math.round(r.seconds * 10) / 10
  if (r.status === 0) passed++
  else {
    console.log(`error: ${name} found problems (npm run lint / npm run format fixes what it can)`)
    failures.push(`${name}: found problems`)
    failed++
  }
})
if (buildRun) {
  process.stderr.write(buildRun.output)
  timings['electron-vite build'] = Math.round(buildRun.seconds * 10) / 10
}

// 1. Unit, property, scenario, store and core tests.
const vitestStatus = await timed('vitest', () =>
  run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${unitFile}`])
)
const unit = readJson(unitFile)
if (unit) {
  passed += unit.numPassedTests ?? 0
  failed += unit.numFailedTests ?? 0
  skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0)
  // A suite that fails to load has no failed tests but must still fail the run.
  for (const file of unit.testResults ?? []) {
    const name = String(file.name ?? '').replace(root, '')
    for (const t of file.assertionResults ?? [])
      if (t.status === 'failed') failures.push(`vitest ${name} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`)
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
      failures.push(`vitest ${name}: ${firstLine(file.message)}`)
  }
  if (vitestStatus !== 0 && (unit.numFailedTests ?? 0) === 0) stepFailures++
} else {
  failures.push('vitest: wrote no report')
  stepFailures++
}

// 2. End-to-end: both Playwright projects (electron skips itself with one line when no binary exists).
if (buildRun) {
  if (buildRun.status !== 0) {
    console.log('error: electron-vite build failed')
    failures.push('electron-vite build failed')
    stepFailures++
  } else {
    // 2a. Electronegativity over the build (run in step 0): every finding justified in docs/security.md.
    process.stdout.write(buildRun.scan.output)
    timings['security scan'] = Math.round(buildRun.scan.seconds * 10) / 10
    if (buildRun.scan.status === 0) passed++
    else {
      console.log('error: electronegativity found what docs/security.md does not justify (see above)')
      failures.push('security scan: unjustified findings')
      failed++
    }
    const e2eStatus = await timed('playwright', () => run('npx', ['playwright', 'test']))
    const e2e = readJson(e2eFile)
    if (e2e?.stats) {
      passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0)
      failed += e2e.stats.unexpected ?? 0
      skipped += e2e.stats.skipped ?? 0
      failures.push(...e2eFailures(e2e))
      if (e2eStatus !== 0 && (e2e.stats.unexpected ?? 0) === 0) stepFailures++
    } else {
      failures.push('playwright: wrote no report')
      stepFailures++
    }
  }
} else {
  failures.push('no Chromium: the e2e tests did not run')
  stepFailures++
}

timings.total = Math.round((Date.now() - startedAt) / 100) / 10
writeFileSync(join(results, 'timings.json'), JSON.stringify(timings, null, 2) + '\n')
console.log(
  `step times (s): ${Object.entries(timings)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`
)

if (failures.length) console.log(`failed:\n${failures.map((f) => `  - ${f.slice(0, 600)}`).join('\n')}`)
const failedTotal = failed + stepFailures
const summary = `${passed} passed, ${failedTotal} failed${skipped ? `, ${skipped} skipped` : ''}`
writeFileSync(join(results, 'summary.txt'), summary + '\n')
console.log(summary)
process.exit(failedTotal === 0 ? 0 : 1)
