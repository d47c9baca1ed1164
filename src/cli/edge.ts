/**
 * `npm run --silent edge -- blackjack --rules FILE.json | --preset NAME`: the exact house edge of a
 * ruleset, as one JSON object on stdout:
 * `{ "game": "blackjack", "method": "exact-cdz-", "playerEvPercent": …, "byUpcard": { "2": …, "A": … }, "ms": … }`.
 * FILE holds `{ "rules": { …house-rule keys… } }` (a `preset` key inside picks the preset the keys
 * override). Bad input exits 2 with one `error:` line on stderr.
 */
import { readFileSync } from 'node:fs'
import { resolveBlackjackRules, BLACKJACK_PRESETS } from '@shared/games/blackjack'
import { analyzeRuleset } from '../main/engine/games/blackjack'

function fail(message: string): never {
  process.stderr.write(`error: ${message}\n`)
  process.exit(2)
}

function main(): void {
  const args = process.argv.slice(2)
  const game = args[0]
  if (game !== 'blackjack') fail('usage: npm run edge -- blackjack (--rules FILE.json | --preset NAME)')
  let input: unknown
  let given = 0
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
    } else {
      fail(`unknown argument ${String(a)}`)
    }
  }
  if (given !== 1) fail('give exactly one of --rules FILE.json or --preset NAME')
  const r = resolveBlackjackRules(input)
  if (!r.ok) fail(`rules.${r.path}: ${r.message}`)
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
