/**
 * The SQL lives in the store's repositories (issue 33 §3): in src/core, a statement is prepared or run
 * only in the store layer (src/core/store/) and in a folder's repository modules (files named `repo*.ts`:
 * `history/repo-export.ts`, `drill/repo.ts`…). Everywhere else the core calls those repositories' named
 * functions and statements.
 *
 * What is counted, in every .ts file of src/core outside the store and the repositories, with its
 * comments blanked out:
 * - a statement prepared: `.prepare(` or `.prepare<…>(` (better-sqlite3), on any receiver, a line break
 *   between them included;
 * - SQL run directly: `.exec(` with a string argument (`db.exec('…')`), or `db.exec(` / `.db.exec(` with any;
 * - a value import of better-sqlite3 (`import Database from 'better-sqlite3'`): opening a database is
 *   the store's (a type import is fine: a repository's function takes the handle).
 * Not counted: a regular expression's `.exec(text)`.
 *
 * Before this rule (03b5e47, 2026-12-07) it counted 57 in 13 files: 56 statements prepared and
 * index.ts's better-sqlite3 import. (A plain search for the text `prepare(` there found 48 in 11 files:
 * it misses `prepare<…>(` and counts local helpers named `prepare`.) Now 0.
 */
import { readFileSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { blankComments, tsFilesUnder } from '../support/source-scan'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const CORE = join(ROOT, 'src/core')

const KINDS: Array<[kind: string, pattern: RegExp]> = [
  ['prepare', /\.\s*prepare\s*[<(]/g],
  ['exec with SQL', /\.\s*exec\s*\(\s*['"`]|\bdb\s*\.\s*exec\s*\(/g],
  ['better-sqlite3 import', /^\s*import\s+(?!type\b)[^\n]*from\s+['"]better-sqlite3['"]/gm]
]

/** Each place SQL is prepared or run, as `kind`. */
export function sqlUses(text: string): string[] {
  const clean = blankComments(text)
  const found: string[] = []
  for (const [kind, pattern] of KINDS) for (const _ of clean.matchAll(pattern)) found.push(kind)
  return found
}

/** A file the rule covers: in src/core, not in the store, not a repository. */
function covered(file: string): boolean {
  const rel = relative(CORE, file).replaceAll('\\', '/')
  return !rel.startsWith('store/') && !/^repo.*\.ts$/.test(basename(file))
}

describe('SQL in repositories', () => {
  it("prepares and runs SQL only in the store and the folders' repo*.ts files", () => {
    const offences: string[] = []
    for (const file of tsFilesUnder(CORE).filter(covered)) {
      const uses = sqlUses(readFileSync(file, 'utf8'))
      if (uses.length) offences.push(`${relative(ROOT, file)}: ${uses.join(', ')}`)
    }
    expect(offences).toEqual([])
  })

  it('finds what it is meant to find, and only that', () => {
    expect(sqlUses("const q = db.prepare('SELECT 1')")).toEqual(['prepare'])
    expect(sqlUses('store.db\n  .prepare<[number], Row>(`SELECT ${cols}`)')).toEqual(['prepare'])
    expect(sqlUses("db.exec('DELETE FROM x')")).toEqual(['exec with SQL'])
    expect(sqlUses('store.db.exec(sql)')).toEqual(['exec with SQL'])
    expect(sqlUses("import Database from 'better-sqlite3'")).toEqual(['better-sqlite3 import'])
    expect(sqlUses("import type Database from 'better-sqlite3'")).toEqual([])
    expect(sqlUses('const m = /at (\\d+)/.exec(message)')).toEqual([])
    expect(sqlUses('// db.prepare(\'SELECT 1\') in a comment\n/* db.exec("x") */')).toEqual([])
  })

  it('covers the core outside the store and the repositories', () => {
    expect(covered(join(CORE, 'history/export.ts'))).toBe(true)
    expect(covered(join(CORE, 'index.ts'))).toBe(true)
    expect(covered(join(CORE, 'history/repo-export.ts'))).toBe(false)
    expect(covered(join(CORE, 'drill/repo.ts'))).toBe(false)
    expect(covered(join(CORE, 'store/ledger.ts'))).toBe(false)
  })
})
