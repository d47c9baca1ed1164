/**
 * Golden scenarios for every game: each `tests/scenarios/<game>/<name>.json` is played and compared
 * with `<name>.expected.json` (the result, deep-equal) or `<name>.error.txt` (the one stderr line).
 * Most run in-process through `runScenarioText`, the CLI's own path from text to output; a few are
 * spawned through the real CLI to pin exit codes, stdin `-` and a stdout holding only JSON.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runScenarioText } from '../../src/core/scenario/common'
import '../../src/core/scenario/register'
import { runCli } from '../support/node-programs'

const ROOT = __dirname
const REPO = join(__dirname, '../..')

interface Golden {
  game: string
  name: string
  file: string
  expected: string | null
  error: string | null
}

function discover(): { cases: Golden[]; orphans: string[] } {
  const cases: Golden[] = []
  const orphans: string[] = []
  if (!existsSync(ROOT)) return { cases, orphans }
  for (const game of readdirSync(ROOT).sort()) {
    const dir = join(ROOT, game)
    if (!statSync(dir).isDirectory()) continue
    const files = readdirSync(dir).sort()
    const inputs = new Set(
      files.filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json')).map((f) => f.slice(0, -'.json'.length))
    )
    for (const f of files) {
      const base = f.endsWith('.expected.json')
        ? f.slice(0, -'.expected.json'.length)
        : f.endsWith('.error.txt')
          ? f.slice(0, -'.error.txt'.length)
          : null
      if (base !== null && !inputs.has(base)) orphans.push(join(game, f))
    }
    for (const name of inputs) {
      const expected = join(dir, `${name}.expected.json`)
      const error = join(dir, `${name}.error.txt`)
      cases.push({
        game,
        name,
        file: join(dir, `${name}.json`),
        expected: existsSync(expected) ? expected : null,
        error: existsSync(error) ? error : null
      })
    }
  }
  return { cases, orphans }
}

const { cases, orphans } = discover()

function expectedLine(path: string): string {
  return readFileSync(path, 'utf8').trim()
}

describe('golden scenario files', () => {
  it('are laid out as <game>/<name>.json with exactly one of .expected.json / .error.txt', () => {
    expect(orphans).toEqual([])
    const bad = cases.filter((c) => (c.expected === null) === (c.error === null)).map((c) => relative(ROOT, c.file))
    expect(bad).toEqual([])
    expect(cases.length).toBeGreaterThan(0)
  })

  for (const c of cases) {
    it(`${c.game}/${c.name}`, () => {
      const text = readFileSync(c.file, 'utf8')
      const run = runScenarioText(text, relative(REPO, c.file))
      if (c.expected !== null) {
        if (!run.ok) throw new Error(`expected a result, got ${run.stderr}`)
        expect((JSON.parse(text) as { game?: unknown }).game).toBe(c.game)
        expect(JSON.parse(run.stdout)).toStrictEqual(JSON.parse(readFileSync(c.expected, 'utf8')))
      } else if (c.error !== null) {
        if (run.ok) throw new Error(`expected an error, got a result:\n${run.stdout}`)
        expect(run.stderr).not.toContain('\n')
        expect(run.stderr).toBe(expectedLine(c.error))
      }
    })
  }
})

describe('the scenario CLI as a process', () => {
  // Prefer Sic Bo files (owned with this runner) so these checks don't hinge on other games' state.
  const pick = (kind: 'expected' | 'error'): Golden | undefined => {
    const have = cases.filter((c) => c[kind] !== null)
    return have.find((c) => c.game === 'sicbo') ?? have[0]
  }

  function cli(args: string[], input?: string): { status: number | null; stdout: string; stderr: string } {
    const r = runCli('scenario', args, { input: input ?? '', timeout: 60_000 })
    return { status: r.status, stdout: r.stdout, stderr: r.stderr }
  }

  it('exit 0 and nothing but the result JSON on stdout', () => {
    const c = pick('expected')
    if (!c || c.expected === null) throw new Error('no golden file with an expected result to run')
    const r = cli([relative(REPO, c.file)])
    expect(r.stderr).toBe('')
    expect(r.status).toBe(0)
    expect(JSON.parse(r.stdout)).toStrictEqual(JSON.parse(readFileSync(c.expected, 'utf8')))
  })

  it('reads standard input when FILE is -', () => {
    const c = pick('expected')
    if (!c || c.expected === null) throw new Error('no golden file with an expected result to run')
    const r = cli(['-'], readFileSync(c.file, 'utf8'))
    expect(r.status).toBe(0)
    expect(JSON.parse(r.stdout)).toStrictEqual(JSON.parse(readFileSync(c.expected, 'utf8')))
  })

  it('exit 2 with one error line and an empty stdout for a refused script', () => {
    const c = pick('error')
    if (!c || c.error === null) throw new Error('no golden error file to run')
    const r = cli([relative(REPO, c.file)])
    expect(r.status).toBe(2)
    expect(r.stdout).toBe('')
    expect(r.stderr).toBe(expectedLine(c.error) + '\n')
  })

  it('exit 2 with one error line for text that is not JSON', () => {
    const r = cli(['-'], '{ "format": ')
    expect(r.status).toBe(2)
    expect(r.stdout).toBe('')
    expect(r.stderr).toMatch(/^error: stdin: not valid JSON \(.+\)\n$/)
  })
})
