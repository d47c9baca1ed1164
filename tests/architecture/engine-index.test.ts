/**
 * Each game's engine folder is one module to the rest of the code: a file under src/ outside
 * src/core/engine/games/<game>/ imports that game only through its index.ts (issue 13 item 2).
 * Import specifiers are read with a regex (static imports, re-exports, dynamic imports) and
 * relative ones resolved against the importing file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { unalias } from '../support/imports'

const ROOT = resolve(__dirname, '../..')
const SRC = join(ROOT, 'src')
const GAMES = join(SRC, 'core', 'engine', 'games')
const CODE = /\.(ts|mts|cts|js|mjs|svelte)$/

function filesUnder(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue
    const p = join(dir, name)
    if (statSync(p).isDirectory()) out.push(...filesUnder(p))
    else if (CODE.test(name)) out.push(p)
  }
  return out
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm

/** The import specifiers a source file names. */
function specifiersOf(text: string): string[] {
  return [...text.matchAll(SPECIFIER)].map((m) => m[1] as string)
}

/** The game folder and the path inside it that `target` (an absolute path, no extension) points into, or null. */
function gamePart(target: string): { game: string; inner: string } | null {
  const rel = relative(GAMES, target)
  if (rel === '' || rel.startsWith('..')) return null
  const [game, ...rest] = rel.split(sep)
  return { game: game as string, inner: rest.join('/') }
}

/** The imports in `file` that reach into a game's folder past its index.ts from outside it. */
function violations(file: string, text: string): string[] {
  const own = gamePart(file)
  const out: string[] = []
  for (const written of specifiersOf(text)) {
    const spec = unalias(file, written)
    if (!spec.startsWith('.')) continue
    const target = resolve(dirname(file), spec).replace(/\.(ts|js|mjs)$/, '')
    const part = gamePart(target)
    if (!part || part.inner === '' || part.inner === 'index') continue
    if (own && own.game === part.game) continue
    out.push(`${relative(ROOT, file)} imports ${written}`)
  }
  return out
}

describe('engine games are imported through their index.ts', () => {
  it('reads specifiers of every import form', () => {
    const text = [
      "import { a } from './x'",
      'import type { B } from "../y"',
      "export { c } from './z'",
      "import './side-effect'",
      "const w = await import('./lazy')"
    ].join('\n')
    expect(specifiersOf(text)).toEqual(['./x', '../y', './z', './side-effect', './lazy'])
  })

  it('flags an internal file reached from outside its game, and nothing else', () => {
    const outside = join(SRC, 'core', 'tables', 'x.ts')
    expect(violations(outside, "import { apply } from '../engine/games/xidach/apply'")).toHaveLength(1)
    expect(violations(outside, "import { apply } from '../engine/games/xidach'")).toEqual([])
    expect(violations(outside, "import { apply } from '../engine/games/xidach/index'")).toEqual([])
    const inside = join(GAMES, 'xidach', 'engine.ts')
    expect(violations(inside, "import { apply } from './apply'")).toEqual([])
    const otherGame = join(GAMES, 'blackjack', 'engine.ts')
    expect(violations(otherGame, "import { apply } from '../xidach/apply'")).toHaveLength(1)
  })

  it('holds for every file under src/', () => {
    // The games' folder is where this test looks: had it moved (it did once, src/main → src/core), every
    // import would resolve outside it and the test would pass checking nothing.
    expect(readdirSync(GAMES).sort()).toEqual(['blackjack', 'sicbo', 'xidach'])
    const found: string[] = []
    for (const file of filesUnder(SRC)) found.push(...violations(file, readFileSync(file, 'utf8')))
    expect(found).toEqual([])
  })
})
