/**
 * The layers of docs/architecture.md, enforced: every import under src/ (static, re-export, dynamic
 * `import('…')` and `import('…').Type`) is resolved to the file it names, and the layer of that file must
 * be one the importing layer may use. Imports point down only; the two hosts never import each other; the
 * renderer sees only src/shared; the preload bundle requires nothing but channel names; nothing in src/
 * reaches into scripts/. A failure names the file, the import and the rule.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { unalias } from '../support/imports'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

interface Layer {
  name: string
  /** Repo-relative paths: a file, or a folder ending in `/`. The longest match wins. */
  paths: string[]
  /** Layers this one may import (its own is always allowed). */
  may: string[]
  /** Layers it may import types from only (erased before run time). */
  typesFrom?: string[]
  /** The rule in words, for the failure message. */
  rule: string
}

const SHARED = ['shared', 'contract', 'channels']
const BELOW_CORE = ['workers', 'fairness', 'engine', 'store', ...SHARED]

/** Top to bottom, as docs/architecture.md draws them. */
const LAYERS: Layer[] = [
  {
    name: 'electron host',
    paths: ['src/main/index.ts', 'src/main/desktop/'],
    may: ['serve', 'rpc', 'core', ...BELOW_CORE],
    rule: 'a host imports rpc, core and below, and the host module both hosts own (src/core/serve), never its sibling host'
  },
  {
    name: 'web host',
    paths: ['src/host/web/'],
    may: ['serve', 'rpc', 'core', ...BELOW_CORE],
    rule: 'a host imports rpc, core and below, and the host module both hosts own (src/core/serve), never its sibling host'
  },
  {
    name: 'cli',
    paths: ['src/cli/'],
    may: ['bench', 'sim', 'scenario', 'rpc', 'core', ...BELOW_CORE],
    rule: 'the CLI imports the bench, sim, scenario runner, core and below, never a host or scripts/'
  },
  {
    name: 'bench',
    paths: ['src/bench/'],
    may: ['sim', 'scenario', 'rpc', 'core', ...BELOW_CORE],
    rule: 'the bench imports core and below (and the simulators), never a host, the CLI or scripts/'
  },
  {
    name: 'workers',
    paths: ['src/core/workers/'],
    may: ['sim', 'fairness', 'engine', ...SHARED],
    rule: 'the worker threads (their entries and the clients that start them) import the simulators, fairness, the engine and shared'
  },
  {
    name: 'sim',
    paths: ['src/sim/'],
    may: ['fairness', 'engine', ...SHARED],
    rule: 'the simulators import the engine and shared only'
  },
  {
    name: 'scenario',
    paths: ['src/core/scenario/'],
    may: ['engine', ...SHARED],
    rule: 'the scenario runner imports the engine and shared only'
  },
  {
    name: 'serve',
    paths: ['src/core/serve/'],
    may: [...SHARED],
    rule: 'the host module both hosts own imports shared only'
  },
  { name: 'rpc', paths: ['src/core/rpc/'], may: ['core', ...SHARED], rule: 'rpc imports core and shared only' },
  {
    name: 'core',
    paths: ['src/core/'],
    may: [...BELOW_CORE, 'package.json'],
    rule: 'core imports the workers, fairness, engine, store and shared, never rpc, a host or the CLI'
  },
  {
    name: 'fairness',
    paths: ['src/core/fairness/'],
    may: ['engine', ...SHARED],
    rule: 'fairness imports the engine and shared only'
  },
  {
    name: 'engine',
    paths: ['src/core/engine/'],
    may: [...SHARED],
    rule: 'the engine imports shared only (not the store, not core)'
  },
  {
    name: 'store',
    paths: ['src/core/store/'],
    may: [...SHARED],
    rule: 'the store imports shared only (not the engine, not core)'
  },
  {
    name: 'contract',
    paths: ['src/shared/contract/'],
    may: ['shared', 'channels'],
    rule: 'shared imports shared only'
  },
  { name: 'shared', paths: ['src/shared/'], may: ['contract', 'channels'], rule: 'shared imports shared only' },
  { name: 'renderer', paths: ['src/renderer/'], may: [...SHARED], rule: 'the renderer imports src/shared only' },
  {
    name: 'preload',
    paths: ['src/preload/'],
    may: ['channels'],
    typesFrom: ['contract'],
    rule: 'the preload imports only src/shared/contract/channels at run time (types from the contract)'
  },
  { name: 'channels', paths: ['src/shared/contract/channels.ts'], may: [], rule: 'channel names import nothing' },
  { name: 'package.json', paths: ['package.json'], may: [], rule: '' },
  { name: 'scripts', paths: ['scripts/'], may: [], rule: '' }
]

/**
 * Known crossings, each with its reason; the test fails when one disappears, so this list only shrinks.
 * Keys are `file -> target` (repo-relative).
 */
const KNOWN: Record<string, string> = {}

/**
 * The Node built-ins each layer may import (`node:fs` and the like); a layer not named here may import
 * any (the hosts, the CLI, the bench). The engine, the simulators and everything the renderer can load
 * are plain TypeScript that runs anywhere: none.
 */
const NODE_BUILTINS: Record<string, readonly string[]> = {
  engine: [],
  sim: [],
  scenario: [],
  shared: [],
  contract: [],
  channels: [],
  renderer: [],
  preload: [],
  rpc: [],
  fairness: ['crypto'],
  store: ['fs', 'os', 'path', 'zlib'],
  core: ['crypto', 'fs', 'path'],
  serve: ['fs', 'http', 'path'],
  workers: ['worker_threads']
}

/** Known Node imports outside the table above, each with its reason; like KNOWN, this list only shrinks. */
const KNOWN_BUILTINS: Record<string, string> = {}

/**
 * Inside the core: its root files (errors, types, settings, profiles, version) are the base every
 * folder may use; `index.ts` wires the folders together; each folder may import only the folders
 * named here, so no two import each other.
 */
const CORE_ROOT_BASE = ['errors.ts', 'types.ts', 'settings.ts', 'profiles.ts', 'version.ts']
/**
 * createCore's wiring: `index.ts` and the parts it is split into (issue 33 §3, index.ts under 300 lines):
 * the store's life (store-state.ts), the events' fan-out (events.ts), the handlers from every folder
 * (handlers.ts). They count as `index`: they may import every folder, and no folder imports them (a
 * folder gets the store and `emit` through the context it is given).
 */
const CORE_ROOT_WIRING = ['index.ts', 'store-state.ts', 'events.ts', 'handlers.ts']
const CORE_FOLDERS: Record<string, readonly string[]> = {
  rulesets: [],
  verify: [],
  analysis: [],
  tables: ['rulesets'],
  drill: ['tables', 'rulesets'],
  history: ['tables', 'rulesets'],
  // The game modules gather each folder's part of a game; the folders get the registry from createCore.
  games: ['tables', 'history', 'drill', 'rulesets', 'analysis']
}

/** Which part of the core a file is: a folder's name, `base` (a root file) or `index` (createCore's wiring). */
function corePart(file: string): string | null {
  const m = /^src\/core\/(.+)$/.exec(file)
  if (!m || layerOf(file)?.name !== 'core') return null
  const rest = m[1] as string
  const slash = rest.indexOf('/')
  if (slash >= 0) return rest.slice(0, slash)
  return CORE_ROOT_WIRING.includes(rest) ? 'index' : CORE_ROOT_BASE.includes(rest) ? 'base' : `root:${rest}`
}

/** Why an import inside the core breaks its folders' rule, or null when it keeps it. */
function coreFolderBreak(from: string, to: string): string | null {
  const a = corePart(from)
  const b = corePart(to)
  if (a === null || b === null || a === b || a === 'index' || b === 'base') return null
  if (a === 'base') return `a base file of the core (${CORE_ROOT_BASE.join(', ')}) imports no folder of it`
  const may = CORE_FOLDERS[a]
  if (may === undefined)
    return `core/${a} is not in CORE_FOLDERS (tests/architecture/layers.test.ts): say what it may import`
  if (may.includes(b)) return null
  return `core/${a} may import the core's base files and ${may.length ? may.map((f) => `core/${f}`).join(', ') : 'no other folder'}, not ${b === 'index' ? `createCore's wiring (core/${CORE_ROOT_WIRING.join(', core/')})` : `core/${b}`}`
}

function layerOf(file: string): Layer | undefined {
  let best: Layer | undefined
  let bestLen = -1
  for (const l of LAYERS) {
    for (const p of l.paths) {
      const hit = p.endsWith('/') ? file.startsWith(p) : file === p
      if (hit && p.length > bestLen) {
        best = l
        bestLen = p.length
      }
    }
  }
  return best
}

const SOURCE = /\.(ts|mts|js|mjs|svelte)$/

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) walk(p, out)
    else if (SOURCE.test(name) && !/\.test\.ts$/.test(name)) out.push(p)
  }
  return out
}

export interface ImportSpec {
  spec: string
  typeOnly: boolean
}

/** Every module specifier in a source file: static imports and re-exports, side-effect and dynamic imports. */
export function importsOf(text: string): ImportSpec[] {
  // Comments would otherwise contribute `import('…')` examples; strings stay (specifiers are strings).
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
  const found: ImportSpec[] = []
  const statement = /\b(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g
  for (const m of code.matchAll(statement)) found.push({ spec: m[4] as string, typeOnly: m[2] !== undefined })
  for (const m of code.matchAll(/\bimport\s+['"]([^'"]+)['"]/g)) found.push({ spec: m[1] as string, typeOnly: false })
  for (const m of code.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)(\s*\.\s*[A-Z])?/g)) {
    // `import('x').Type` in a type position is erased; `import('x')` alone loads the module.
    found.push({ spec: m[1] as string, typeOnly: m[2] !== undefined })
  }
  return found
}

/** The file a relative specifier names, as the bundler finds it; null when none exists. */
function resolveRelative(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec.replace(/\?.*$/, ''))
  for (const c of [base, `${base}.ts`, `${base}.svelte.ts`, `${base}.mts`, `${base}.js`, join(base, 'index.ts')]) {
    if (existsSync(c) && statSync(c).isFile()) return c
  }
  return null
}

interface Violation {
  file: string
  spec: string
  message: string
}

function check(): { violations: Violation[]; crossings: Set<string>; builtins: Set<string>; files: number } {
  const violations: Violation[] = []
  const crossings = new Set<string>()
  const builtins = new Set<string>()
  const files = walk(join(ROOT, 'src'))
  for (const abs of files) {
    const file = relative(ROOT, abs).split('\\').join('/')
    const from = layerOf(file)
    if (!from) {
      violations.push({
        file,
        spec: '',
        message: 'is in no layer: add its folder to LAYERS in tests/architecture/layers.test.ts'
      })
      continue
    }
    for (const imported of importsOf(readFileSync(abs, 'utf8'))) {
      const spec = unalias(abs, imported.spec)
      const typeOnly = imported.typeOnly
      if (spec.startsWith('node:')) {
        const allowedNode = NODE_BUILTINS[from.name]
        const name = spec.slice('node:'.length).split('/')[0] as string
        if (typeOnly || allowedNode === undefined || allowedNode.includes(name)) continue
        const key = `${file} -> ${spec}`
        if (KNOWN_BUILTINS[key]) {
          builtins.add(key)
          continue
        }
        violations.push({
          file,
          spec,
          message: `${from.name} may import ${allowedNode.length ? allowedNode.map((n) => `node:${n}`).join(', ') : 'no Node built-in'} (NODE_BUILTINS)`
        })
        continue
      }
      if (!spec.startsWith('.')) continue
      const targetAbs = resolveRelative(abs, spec)
      if (!targetAbs) {
        violations.push({ file, spec, message: 'names no file' })
        continue
      }
      const target = relative(ROOT, targetAbs).split('\\').join('/')
      const to = layerOf(target)
      const inCore = coreFolderBreak(file, target)
      if (inCore && !typeOnly) violations.push({ file, spec, message: inCore })
      if (to === from) continue
      const allowed =
        to !== undefined && (from.may.includes(to.name) || (typeOnly && (from.typesFrom ?? []).includes(to.name)))
      if (allowed) continue
      const key = `${file} -> ${target}`
      if (KNOWN[key]) {
        crossings.add(key)
        continue
      }
      violations.push({
        file,
        spec,
        message: `${from.name} → ${to?.name ?? 'outside every layer'} (${target}); rule: ${from.rule}`
      })
    }
  }
  return { violations, crossings, builtins, files: files.length }
}

describe('import aliases', () => {
  it('are read as the paths they name, so they pass through the same rules', () => {
    expect(unalias(join(ROOT, 'src/core/x.ts'), '@shared/money')).toBe('../shared/money')
    expect(unalias(join(ROOT, 'src/renderer/src/lib/a.ts'), '@renderer/i18n/index.svelte')).toBe('../i18n/index.svelte')
    expect(unalias(join(ROOT, 'src/shared/a.ts'), '@shared/money')).toBe('./money')
    expect(unalias(join(ROOT, 'src/core/x.ts'), 'zod')).toBe('zod')
  })
})

describe('layers', () => {
  it('every import under src/ points down a layer, never into a sibling host or scripts/', () => {
    const { violations, files } = check()
    expect(files).toBeGreaterThan(100)
    expect(violations.map((v) => `${v.file} imports '${v.spec}': ${v.message}`)).toEqual([])
  })

  it('each known crossing still exists (remove it from KNOWN once fixed)', () => {
    const { crossings } = check()
    expect(Object.keys(KNOWN).filter((k) => !crossings.has(k))).toEqual([])
  })

  it('each known Node import outside its layer list still exists (remove it from KNOWN_BUILTINS once moved)', () => {
    const { builtins } = check()
    expect(Object.keys(KNOWN_BUILTINS).filter((k) => !builtins.has(k))).toEqual([])
  })

  it("tells the core's folders apart and holds their rule", () => {
    expect(coreFolderBreak('src/core/history/recall.ts', 'src/core/tables/replay.ts')).toBeNull()
    expect(coreFolderBreak('src/core/tables/opening.ts', 'src/core/errors.ts')).toBeNull()
    expect(coreFolderBreak('src/core/index.ts', 'src/core/history/index.ts')).toBeNull()
    expect(coreFolderBreak('src/core/tables/service.ts', 'src/core/history/grades.ts')).toMatch(
      /core\/tables may import .* not core\/history/
    )
    expect(coreFolderBreak('src/core/drill/repo.ts', 'src/core/index.ts')).toMatch(/not createCore's wiring/)
    // index.ts's parts are wiring too: they import any folder, and no folder imports them.
    expect(coreFolderBreak('src/core/handlers.ts', 'src/core/drill/index.ts')).toBeNull()
    expect(coreFolderBreak('src/core/tables/service.ts', 'src/core/events.ts')).toMatch(/not createCore's wiring/)
    expect(coreFolderBreak('src/core/history/index.ts', 'src/core/store-state.ts')).toMatch(/not createCore's wiring/)
    // A root file named in neither list must be given a place before it may import a folder.
    expect(coreFolderBreak('src/core/stray.ts', 'src/core/tables/service.ts')).toMatch(/not in CORE_FOLDERS/)
    expect(coreFolderBreak('src/core/errors.ts', 'src/core/tables/repo.ts')).toMatch(/base file/)
  })

  it('reads static, re-export, side-effect, dynamic and type-position imports', () => {
    const text = [
      "import { a } from './a'",
      "import type { B } from '../b'",
      "export { c } from './c'",
      "export * from './d'",
      "import './e.css'",
      "const f = await import('./f')",
      "type G = import('./g').G",
      "// import { no } from './comment'",
      "/* import('./block') */"
    ].join('\n')
    expect(importsOf(text)).toEqual([
      { spec: './a', typeOnly: false },
      { spec: '../b', typeOnly: true },
      { spec: './c', typeOnly: false },
      { spec: './d', typeOnly: false },
      { spec: './e.css', typeOnly: false },
      { spec: './f', typeOnly: false },
      { spec: './g', typeOnly: true }
    ])
  })

  it('classifies the hosts apart and the shared host module apart from both', () => {
    expect(layerOf('src/main/index.ts')?.name).toBe('electron host')
    expect(layerOf('src/main/desktop/menu.ts')?.name).toBe('electron host')
    expect(layerOf('src/host/web/server.ts')?.name).toBe('web host')
    expect(layerOf('src/core/serve/static.ts')?.name).toBe('serve')
    expect(layerOf('src/core/workers/compute/client.ts')?.name).toBe('workers')
    expect(layerOf('src/core/engine/games/blackjack/apply.ts')?.name).toBe('engine')
    expect(layerOf('src/core/tables/service.ts')?.name).toBe('core')
    expect(layerOf('src/shared/contract/channels.ts')?.name).toBe('channels')
    expect(layerOf('scripts/start-web.mjs')?.name).toBe('scripts')
  })
})
