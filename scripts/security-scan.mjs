#!/usr/bin/env node
/**
 * Electronegativity (Doyensec's Electron security scanner) over the built app in out/ — main, preload and
 * renderer bundles; it cannot parse .svelte sources, so it reads what Svelte compiles to. Every finding
 * must be justified in docs/security.md (a row naming its check id and file); an unjustified finding, or
 * a justification for a finding that no longer occurs, fails the run.
 *
 * Its AST walker does not know class private fields (`#x`), which Svelte 5 compiles every rune class to,
 * and would skip the renderer bundle with "Unknown node type ClassPrivateProperty". So it reads a copy of
 * out/ in which esbuild has lowered the syntax to ES2020 (private fields become WeakMaps); the code is
 * otherwise the same, file for file. A file it still cannot parse fails the run.
 *
 * The scanner fetches updated translations of its messages from the internet at start; nothing may
 * download here, so that one request is answered "offline" in-process and its bundled English is used.
 *
 * `node scripts/security-scan.mjs [--json FILE]`: prints the findings; exit 0 when all are justified.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { transformSync } from 'esbuild'
import { buildIfNeeded, ROOT } from './start-web.mjs'

const require = createRequire(import.meta.url)
const scannerMain = require.resolve('@doyensec/electronegativity')
const fromScanner = createRequire(scannerMain)
let offlineAsked = 0
const gotPath = fromScanner.resolve('got', { paths: [join(scannerMain, '..', 'locales')] })
const offline = () => {
  offlineAsked++
  return Promise.reject(new Error('offline: no downloads at run time'))
}
require.cache[gotPath] = {
  id: gotPath,
  filename: gotPath,
  loaded: true,
  exports: Object.assign(offline, { default: offline })
}

/** `docs/security.md`'s table rows: `| CHECK_ID | file | why |`. */
export function justified(doc) {
  const rows = []
  for (const line of doc.split('\n')) {
    const m = /^\|\s*`?([A-Z0-9_]+)`?\s*\|\s*`?([^|`]+?)`?\s*\|\s*(.+?)\s*\|\s*$/.exec(line)
    if (m && m[1] !== 'CHECK' && !/^-+$/.test(m[1])) rows.push({ id: m[1], file: m[2], why: m[3] })
  }
  return rows
}

/** A copy of `dir` with every .js lowered to ES2020 syntax, for the scanner's parser. */
function lowered(dir) {
  const copy = mkdtempSync(join(tmpdir(), 'banxanh-scan-'))
  // out/node is the browser host's and CLI's bundle (scripts/node-bundle.mjs), not the desktop app.
  const nodeBundle = join(dir, 'node')
  cpSync(dir, copy, { recursive: true, filter: (src) => src !== nodeBundle && !src.startsWith(nodeBundle + sep) })
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name)
      if (e.isDirectory()) walk(p)
      else if (/\.(c|m)?js$/.test(e.name)) {
        const code = readFileSync(p, 'utf8')
        writeFileSync(
          p,
          transformSync(code, {
            loader: 'js',
            target: 'es2020',
            format: e.name.endsWith('.cjs') ? 'cjs' : undefined,
            legalComments: 'inline'
          }).code
        )
      }
    }
  }
  walk(copy)
  return copy
}

export async function scan({ input = join(ROOT, 'out'), doc = join(ROOT, 'docs', 'security.md') } = {}) {
  const copy = lowered(input)
  try {
    return await scanDir(copy, doc)
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

async function scanDir(input, doc) {
  const run = fromScanner(scannerMain).default ?? fromScanner(scannerMain)
  const quiet = console.log
  console.log = () => {}
  let result
  try {
    result = await run(
      {
        input,
        isRelative: true,
        electronVersionOverride: JSON.parse(
          readFileSync(join(ROOT, 'node_modules', 'electron', 'package.json'), 'utf8')
        ).version
      },
      false
    )
  } finally {
    console.log = quiet
  }
  const findings = result.issues.map((i) => ({
    id: i.id,
    file: relative(input, join(input, i.file)).split('\\').join('/'),
    line: i.location?.line ?? 0,
    severity: i.severity?.name ?? String(i.severity),
    confidence: i.confidence?.name ?? String(i.confidence),
    manualReview: Boolean(i.manualReview),
    description: i.description
  }))
  const rows = existsSync(doc) ? justified(readFileSync(doc, 'utf8')) : []
  const key = (x) => `${x.id} ${x.file}`
  const rowKeys = new Set(rows.map(key))
  const findingKeys = new Set(findings.map(key))
  return {
    checks: result.globalChecks + result.atomicChecks,
    offlineAsked,
    errors: result.errors.map((e) => ({ ...e, file: relative(input, e.file) })),
    findings,
    unjustified: findings.filter((f) => !rowKeys.has(key(f))),
    stale: rows.filter((r) => !findingKeys.has(key(r)))
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  buildIfNeeded('app')
  const r = await scan()
  const jsonAt = process.argv.indexOf('--json')
  if (jsonAt > 0 && process.argv[jsonAt + 1]) writeFileSync(process.argv[jsonAt + 1], JSON.stringify(r, null, 2))
  for (const f of r.findings) {
    const ok = !r.unjustified.includes(f)
    console.log(`${ok ? 'justified ' : 'UNJUSTIFIED'} ${f.id} ${f.file}:${f.line} (${f.severity}/${f.confidence})`)
  }
  for (const s of r.stale)
    console.log(`STALE      docs/security.md justifies ${s.id} ${s.file}, which no longer occurs`)
  const bad = r.unjustified.length + r.stale.length + r.errors.length
  console.log(
    `electronegativity: ${r.checks} checks, ${r.findings.length} findings, ${r.unjustified.length} unjustified, ${r.stale.length} stale, ${r.errors.length} errors`
  )
  process.exit(bad === 0 ? 0 : 1)
}
