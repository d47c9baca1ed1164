/**
 * `npm run --silent scenario -- FILE|-`: plays a scenario file and prints the result JSON.
 * Exit 0 with only the result on stdout; exit 2 with one `error: place: reason` line on stderr.
 */
import { readFileSync } from 'node:fs'
import { formatScenarioError, runScenarioText, ScenarioError } from '../core/scenario/common'
import '../core/scenario/register'

function fail(line: string): never {
  process.stderr.write(`${line}\n`)
  process.exit(2)
}

function main(): void {
  const arg = process.argv[2]
  if (!arg || process.argv.length > 3) {
    fail(
      formatScenarioError(
        new ScenarioError('', 'usage: npm run --silent scenario -- FILE.json (or - for standard input)')
      )
    )
  }
  let text: string
  try {
    text = arg === '-' ? readFileSync(0, 'utf8') : readFileSync(arg, 'utf8')
  } catch (e) {
    fail(
      formatScenarioError(
        new ScenarioError('', `${arg}: cannot read the file (${(e as NodeJS.ErrnoException).code ?? 'error'})`)
      )
    )
  }
  const run = runScenarioText(text, arg === '-' ? 'stdin' : arg)
  if (!run.ok) fail(run.stderr)
  process.stdout.write(run.stdout)
}

main()
