/**
 * A game is one module (issue 33): core loops over the games' registry (src/core/games) instead of
 * branching on a game's name. This holds the branches at most MAX_BRANCHES (none).
 *
 * What is counted, in every .ts file of the core's layer (src/core, not its engine, store, fairness,
 * scenario, rpc, serve or workers folders) with its comments blanked out, outside the game modules
 * (src/core/games/) and the files named for a game (`blackjack*.ts`, `xidach*.ts`,
 * `sicbo*.ts`: per-game code, where the game's name is the point), a game id 'blackjack', 'xidach' or
 * 'sicbo' as a quoted literal (', " or `) that is:
 * - compared: `=== 'x'`, `!== 'x'`, `== 'x'`, `!= 'x'`, either side;
 * - compared in SQL or given as a default: a single `= 'x'` (`game = 'sicbo'` in a query);
 * - a switch case: `case 'x'`;
 * - a record or interface key: `x:` or `'x':` after `{`, `,`, `;`, `(` or a line start;
 * - a member of a union type: `'x' |` or `| 'x'`.
 * Not counted: a game id given as a value (a tagged object's `game: 'x'`, an argument), which names a
 * game without choosing between games.
 */
import { readFileSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { GAME_IDS } from '../../src/shared/games'
import { GAMES } from '../../src/core/games/registry'
import { blankComments, tsFilesUnder } from '../support/source-scan'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const CORE = join(ROOT, 'src/core')

/**
 * Issue 33: 27 branches (40 as counted here at db01221, 2026-12-07) down to at most 5; 4 once the
 * registry held each game's table, history and drill parts (warmEdge's two, the session's people, the
 * counting check); 0 once each game's module held its analysis (analysis/game.ts), its session's people
 * (history/game.ts `sessionPeople`) and whether its tables count cards (tables/game.ts `counts`).
 * Held at 0: a new game-specific part is a hook on the game's module, not a branch.
 */
const MAX_BRANCHES = 0

const NAME = `['"\`](?:${GAME_IDS.join('|')})['"\`]`
const BARE = `(?:${GAME_IDS.join('|')})`
const KINDS: Array<[kind: string, pattern: RegExp]> = [
  ['comparison', new RegExp(`(?:===|!==|==|!=)\\s*${NAME}|${NAME}\\s*(?:===|!==|==|!=)`, 'g')],
  ['single =', new RegExp(`(?<![=!<>])=\\s*${NAME}`, 'g')],
  ['case', new RegExp(`\\bcase\\s+${NAME}`, 'g')],
  ['key', new RegExp(`(?:^|[{,;(])\\s*(?:${NAME}|${BARE})\\s*\\??:`, 'gm')],
  // The first member by looking ahead, so `| 'next'` is still there to be counted.
  ['union', new RegExp(`${NAME}(?=\\s*\\|(?!\\|))|(?<!\\|)\\|\\s*${NAME}`, 'g')]
]

interface Branch {
  line: number
  kind: string
  text: string
}

/** Every branch on a game's name in one file's source (see the header for what counts). */
function gameBranches(text: string): Branch[] {
  const code = blankComments(text)
  const found: Branch[] = []
  for (const [kind, pattern] of KINDS) {
    for (const m of code.matchAll(pattern)) {
      const line = code.slice(0, m.index).split('\n').length
      found.push({ line, kind, text: m[0].trim() })
    }
  }
  return found
}

/**
 * The core's own layer only: the layers under it (the engine and the rest, the worker threads) and the
 * host modules beside it have their own rules in layers.test.ts (the engine is per game by design).
 */
const BELOW = /^src\/core\/(?:engine|store|fairness|scenario|rpc|serve|workers)\//

const GAME_FILE = new RegExp(`^(?:${GAME_IDS.join('|')})`)

function coreBranches(): string[] {
  const hits: string[] = []
  for (const file of tsFilesUnder(CORE)) {
    const rel = relative(ROOT, file).split('\\').join('/')
    if (rel.startsWith('src/core/games/') || BELOW.test(rel) || GAME_FILE.test(basename(file))) continue
    for (const b of gameBranches(readFileSync(file, 'utf8'))) hits.push(`${rel}:${b.line} (${b.kind}) ${b.text}`)
  }
  return hits
}

describe("core's branches on a game's name", () => {
  it(`are at most ${MAX_BRANCHES} outside the game modules`, () => {
    const hits = coreBranches()
    expect(
      hits.length,
      `${hits.length} branches on a game's name in src/core (at most ${MAX_BRANCHES}); put the per-game ` +
        `part in the game's module (src/core/games) and loop over the registry:\n${hits.join('\n')}`
    ).toBeLessThanOrEqual(MAX_BRANCHES)
  })

  it('counts each kind of branch once, and no comment, tag value or argument', () => {
    const counted = (src: string): number => gameBranches(src).length
    expect(counted("if (t.driver.game === 'xidach') go()")).toBe(1)
    expect(counted("if ('sicbo' !== game) return")).toBe(1)
    expect(counted('const ok = g == "blackjack"')).toBe(1)
    expect(counted("db.prepare(`SELECT 1 FROM drill_results WHERE game = 'sicbo'`)")).toBe(1)
    expect(counted("switch (game) {\n  case 'blackjack':\n    break\n}")).toBe(1)
    expect(counted('const drivers = {\n  sicbo: a,\n  blackjack: b\n}')).toBe(2)
    expect(counted("const words = { 'xidach': 'Xì dách' }")).toBe(1)
    expect(counted("function f(game: 'blackjack' | 'xidach') {}")).toBe(2)
    expect(counted("// if (game === 'xidach') go()\n/* case 'sicbo': */")).toBe(0)
    expect(counted("push({ game: 'blackjack', advice })\nrepo.insert.run(id, 'sicbo', score)")).toBe(0)
    expect(counted("const a = x ? 'b' : 'c' // 'xidach' === g")).toBe(0)
  })

  it('fail the test when a branch is added back to a core file', () => {
    const file = join(CORE, 'tables/coach.ts')
    const text = readFileSync(file, 'utf8')
    const before = gameBranches(text).length
    const added = `${text}\nexport const isXidach = (t: LiveTable): boolean => t.driver.game === 'xidach'\n`
    expect(gameBranches(added)).toHaveLength(before + 1)
  })
})

describe('the games registry', () => {
  it('registers every game exactly once', () => {
    expect(GAMES.map((g) => g.id).sort()).toEqual([...GAME_IDS].sort())
  })

  it("gives each game its own table driver, and a coach exactly where the coach's words are", () => {
    for (const g of GAMES) {
      expect(g.driver.game).toBe(g.id)
      expect(g.coach === undefined).toBe(g.grades === undefined)
    }
  })
})
