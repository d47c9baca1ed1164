/**
 * `npm run --silent edge -- blackjack --rules FILE.json | --preset NAME`: the exact house edge of a
 * ruleset, as one JSON object on stdout:
 * `{ "game": "blackjack", "method": "exact-cdz-", "playerEvPercent": …, "byUpcard": { "2": …, "A": … }, "ms": … }`.
 * FILE holds `{ "rules": { …house-rule keys… } }` (a `preset` key inside picks the preset the keys
 * override). Bad input exits 2 with one `error:` line on stderr.
 *
 * With `--indices SYSTEM` (hilo, ko, hiopt2, omega2) it prints the index plays of those rules instead
 * (docs/analysis-blackjack.md, "Index plays"), one JSON array of
 * `{ "hand", "up", "play", "basic", "dir", "tc", "crossing" }`: the Illustrious 18 and, where the rules
 * allow surrender, the Fab 4; `--cells all` every cell of the chart, or `--cells 16vT,A7v2,TTv6,insurance`
 * those cells (every play against the cell's basic one); `--decks-left D` the depth (half the shoe).
 *
 * `npm run --silent edge -- xidach …`: the exact heads-up Xì dách edge (edge-xidach.ts).
 */
import { readFileSync } from 'node:fs'
import { resolveBlackjackRules, BLACKJACK_PRESETS } from '@shared/games/blackjack'
import { COUNT_SYSTEM_IDS, COUNT_SYSTEMS, isCountSystemId, type CountSystemId } from '@shared/games/blackjack-counts'
import {
  analyzeRuleset,
  computeIndices,
  everyCell,
  standardQuestions,
  startsOf,
  INDEX_UPS,
  type IndexQuestion,
  type IndexUp
} from '../core/engine/games/blackjack'
import { xidachEdgeCli } from './edge-xidach'

function fail(message: string): never {
  process.stderr.write(`error: ${message}\n`)
  process.exit(2)
}

const CELL_HELP =
  'a cell is HANDvUP: a hard total 5–20, a soft hand A2–A9 or a pair 22–99, TT, AA, then v and an up-card 2–9, T or A (16vT, A7v2); or insurance'

/** `--cells` text: "all", or cells separated by commas. */
function cellsOf(text: string): IndexQuestion[] {
  if (text === 'all') return everyCell()
  return text.split(',').map((raw) => {
    const cell = raw.trim()
    if (cell.toLowerCase() === 'insurance') return { hand: 'insurance', up: 'A' }
    const m = /^([0-9AT]{1,2})v([2-9TA])$/i.exec(cell)
    const hand = m?.[1]?.toUpperCase()
    const up = m?.[2]?.toUpperCase()
    if (!hand || !up || startsOf(hand) === null || !(INDEX_UPS as readonly string[]).includes(up)) {
      fail(`--cells: "${cell}" is not a chart cell (${CELL_HELP})`)
    }
    return { hand, up: up as IndexUp }
  })
}

function main(): void {
  const args = process.argv.slice(2)
  const game = args[0]
  if (game === 'xidach') {
    xidachEdgeCli(args.slice(1), fail)
    return
  }
  if (game !== 'blackjack') {
    fail(
      'usage: npm run edge -- blackjack (--rules FILE.json | --preset NAME) [--indices SYSTEM [--cells …] [--decks-left D]]' +
        ' | xidach (--rules FILE.json | --preset NAME) --dealer simple|shrewd [--budget HANDS] [--rounds N]'
    )
  }
  let input: unknown
  let given = 0
  let system: CountSystemId | null = null
  let cells: string | null = null
  let decksLeft: number | null = null
  for (let i = 1; i < args.length; i++) {
    const a = args[i]
    const value = args[i + 1]
    if (a === '--rules') {
      if (value === undefined) fail('--rules needs a file name')
      let text: string
      try {
        text = readFileSync(value, 'utf8')
      } catch (e) {
        fail(`cannot read ${value}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`)
      }
      let parsed: unknown
      try {
        parsed = JSON.parse(text)
      } catch (e) {
        fail(`${value} is not JSON: ${(e as Error).message}`)
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || !('rules' in parsed)) {
        fail(`${value} must hold an object { "rules": { …house-rule keys… } }`)
      }
      const keys = Object.keys(parsed)
      const extra = keys.find((k) => k !== 'rules')
      if (extra !== undefined) fail(`${value}: unknown key "${extra}" (only "rules")`)
      input = (parsed as { rules: unknown }).rules
      given++
      i++
    } else if (a === '--preset') {
      if (value === undefined) fail(`--preset needs a name (${BLACKJACK_PRESETS.join(', ')})`)
      input = { preset: value }
      given++
      i++
    } else if (a === '--indices') {
      if (value === undefined) fail(`--indices needs a count system (${COUNT_SYSTEM_IDS.join(', ')})`)
      if (!isCountSystemId(value)) fail(`--indices: unknown count system "${value}" (${COUNT_SYSTEM_IDS.join(', ')})`)
      system = value
      i++
    } else if (a === '--cells') {
      if (value === undefined) fail(`--cells needs "all" or a list of cells (${CELL_HELP})`)
      cells = value
      i++
    } else if (a === '--decks-left') {
      const d = Number(value)
      if (value === undefined || value.trim() === '' || !Number.isFinite(d))
        fail('--decks-left needs a number of decks')
      decksLeft = d
      i++
    } else {
      fail(`unknown argument ${String(a)}`)
    }
  }
  if (given !== 1) fail('give exactly one of --rules FILE.json or --preset NAME')
  if (system === null && (cells !== null || decksLeft !== null))
    fail('--cells and --decks-left go with --indices SYSTEM')
  const r = resolveBlackjackRules(input)
  if (!r.ok) fail(`rules.${r.path}: ${r.message}`)
  if (system !== null) {
    if (decksLeft !== null && !(decksLeft > 0 && decksLeft < r.rules.decks)) {
      fail(`--decks-left must be more than 0 and less than the rules' ${r.rules.decks} decks`)
    }
    const questions = cells === null ? standardQuestions(r.rules) : cellsOf(cells)
    const found = computeIndices(r.rules, COUNT_SYSTEMS[system], questions, decksLeft === null ? {} : { decksLeft })
    process.stdout.write(JSON.stringify(found) + '\n')
    return
  }
  const t0 = performance.now()
  const a = analyzeRuleset(r.rules)
  const ms = performance.now() - t0
  const round = (x: number): number => Math.round(x * 1e6) / 1e6
  const byUpcard: Record<string, number> = {}
  for (const k of ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A']) byUpcard[k] = round(a.byUpcard[k] as number)
  process.stdout.write(
    JSON.stringify({
      game: 'blackjack',
      method: 'exact-cdz-',
      playerEvPercent: round(a.playerEvPercent),
      byUpcard,
      ms: Math.round(ms)
    }) + '\n'
  )
}

main()
