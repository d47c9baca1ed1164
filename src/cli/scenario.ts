/**
 * `npm run --silent scenario -- FILE|-`: plays a scenario file and prints the result JSON.
 * Exit 0 with only the result on stdout; exit 2 with one `error: place: reason` line on stderr.
 */
import { readFileSync } from 'node:fs'
import { runScenario, ScenarioError } from '../main/scenario/common'
import '../main/scenario/register'

function fail(message: string): never {
  process.stderr.write(`error: ${message.replace(/\s+/g, ' ').trim()}\n`)
  process.exit(2)
}

function main(): void {
  const arg = process.argv[2]
  if (!arg || process.argv.length > 3) fail('usage: npm run --silent scenario -- FILE.json (or - for standard input)')
  let text: string
  try {
    text = arg === '-' ? readFileSync(0, 'utf8') : readFileSync(arg, 'utf8')
  } catch (e) {
    fail(`${arg}: cannot read the file (${(e as NodeJS.ErrnoException).code ?? 'error'})`)
  }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (e) {
    fail(`${arg === '-' ? 'stdin' : arg}: not valid JSON (${(e as Error).message})`)
  }
  try {
    const result = runScenario(raw)
    process.stdout.write(JSON.stringify(result, null, 2) + '\n')
  } catch (e) {
    if (e instanceof ScenarioError) fail(e.message)
    fail(`internal error: ${(e as Error).message}`)
  }
}

main()
