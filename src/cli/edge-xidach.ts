/**
 * `npm run --silent edge -- xidach (--preset NAME | --rules FILE.json) --dealer simple|shrewd
 *  [--budget HANDS] [--rounds N]`: the exact heads-up house edge of Xì dách house rules (one player
 * against that computer dealer, one pack, the best play against its policy; docs/sim-xidach.md
 * "Exact, heads-up"), as one JSON object on stdout:
 * `{ "game": "xidach", "dealer": …, "exact": true, "playerEv": …, "houseEdge": …, "ms": … }` (per unit
 * staked). When the enumeration runs past `--budget` (dealer hands; the app's EXACT_BUDGET, about 2 s, unless given) it says so and
 * gives the simulation that stands in for it in the app (four bots, docs/sim-xidach.md):
 * `{ "game": "xidach", "dealer": …, "exact": false, "why": …, "houseEdge": …, "lo": …, "hi": …,
 * "rounds": …, "seed": …, "ms": … }`.
 */
import { readFileSync } from 'node:fs'
import { resolveXidachRules, XIDACH_PRESETS } from '@shared/games/xidach'
import { DEALER_STRENGTHS, EXACT_BUDGET, exactOrNot, type DealerStrength } from '../core/engine/games/xidach'
import { EDGE_ROUNDS, EDGE_SEED } from '../core/workers'
import { simulateXidach } from '../sim/xidach'

const USAGE =
  'usage: npm run edge -- xidach (--preset NAME | --rules FILE.json) --dealer simple|shrewd [--budget HANDS] [--rounds N]'

/** Reads the rules file as `edge -- blackjack` does: `{ "rules": { …house-rule keys… } }`. */
function rulesFile(path: string, fail: (m: string) => never): unknown {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (e) {
    fail(`cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`)
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (e) {
    fail(`${path} is not JSON: ${(e as Error).message}`)
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || !('rules' in parsed))
    fail(`${path} must hold an object { "rules": { …house-rule keys… } }`)
  const extra = Object.keys(parsed).find((k) => k !== 'rules')
  if (extra !== undefined) fail(`${path}: unknown key "${extra}" (only "rules")`)
  return (parsed as { rules: unknown }).rules
}

function wholeNumber(flag: string, value: string | undefined, min: number, fail: (m: string) => never): number {
  const n = Number(value)
  if (value === undefined || value.trim() === '' || !Number.isInteger(n) || n < min)
    fail(`${flag} needs a whole number of at least ${min}`)
  return n
}

export function xidachEdgeCli(args: readonly string[], fail: (message: string) => never): void {
  let input: unknown
  let given = 0
  let dealer: DealerStrength | null = null
  let budget = EXACT_BUDGET
  let rounds = EDGE_ROUNDS
  for (let i = 0; i < args.length; i++) {
    const a = args[i]
    const value = args[i + 1]
    if (a === '--preset') {
      if (value === undefined) fail(`--preset needs a name (${XIDACH_PRESETS.join(', ')})`)
      input = { preset: value }
      given++
    } else if (a === '--rules') {
      if (value === undefined) fail('--rules needs a file name')
      input = rulesFile(value, fail)
      given++
    } else if (a === '--dealer') {
      if (value !== 'simple' && value !== 'shrewd') fail(`--dealer must be one of ${DEALER_STRENGTHS.join(', ')}`)
      dealer = value
    } else if (a === '--budget') budget = wholeNumber('--budget', value, 0, fail)
    else if (a === '--rounds') rounds = wholeNumber('--rounds', value, 1, fail)
    else fail(`unknown argument ${String(a)} (${USAGE})`)
    i++
  }
  if (given !== 1) fail('give exactly one of --rules FILE.json or --preset NAME')
  if (dealer === null) fail(`--dealer is needed: ${DEALER_STRENGTHS.join(' or ')}`)
  const r = resolveXidachRules(input)
  if (!r.ok) fail(`rules.${r.path}: ${r.message}`)
  const t0 = performance.now()
  const e = exactOrNot(r.rules, dealer, budget)
  const round = (x: number): number => Math.round(x * 1e9) / 1e9
  if (e.exact) {
    const out = { game: 'xidach', dealer, exact: true, playerEv: round(e.playerEv), houseEdge: round(e.houseEdge) }
    process.stdout.write(JSON.stringify({ ...out, ms: Math.round(e.ms) }) + '\n')
    return
  }
  const sim = simulateXidach(r.rules, dealer, rounds, EDGE_SEED)
  process.stdout.write(
    JSON.stringify({
      game: 'xidach',
      dealer,
      exact: false,
      why: `the exact enumeration would take more than its budget of ${budget} dealer hands (about 2 s in the app's worker); simulated instead: four bots (cautious, standard, bold, standard) against the ${dealer} dealer, 99 % interval`,
      houseEdge: round(sim.house.edge),
      lo: round(sim.house.lo),
      hi: round(sim.house.hi),
      rounds,
      seed: EDGE_SEED,
      ms: Math.round(performance.now() - t0)
    }) + '\n'
  )
}
