/**
 * `npm run --silent verify -- FILE|-`: checks a fairness record (src/core/fairness/verify.ts).
 * Exit 0 when the seed and outcome match, 1 when they don't, 2 with one `error:` line when the file
 * can't be read or isn't a valid record.
 */
import { readFileSync } from 'node:fs'
import { parseFairnessRecord, verifyRecord } from '../core/fairness/verify'

function fail(message: string): never {
  process.stderr.write(`error: ${message.replace(/\s+/g, ' ').trim()}\n`)
  process.exit(2)
}

function main(): void {
  const arg = process.argv[2]
  if (!arg || process.argv.length > 3) fail('usage: npm run --silent verify -- FILE.json (or - for standard input)')
  const source = arg === '-' ? 'stdin' : arg
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
    fail(`${source}: not valid JSON (${(e as Error).message})`)
  }
  const parsed = parseFairnessRecord(raw)
  if (!parsed.ok) fail(`${source}: ${parsed.error.path ? parsed.error.path + ': ' : ''}${parsed.error.message}`)
  const result = verifyRecord(parsed.record)
  const lines = result.checks.map((c) => `${c.ok ? 'ok  ' : 'FAIL'}  ${c.detail}`)
  lines.push(
    result.ok
      ? parsed.record.stacked
        ? `verified (stacked): this ${parsed.record.game} round (nonce ${parsed.record.nonce}) placed its first ${parsed.record.stacked.length} cards from a scenario file; the rest came from the committed seed`
        : `verified: this ${parsed.record.game} round (nonce ${parsed.record.nonce}) came from the committed seed`
      : `NOT verified: this ${parsed.record.game} round does not match its seed`
  )
  process.stdout.write(lines.join('\n') + '\n')
  process.exit(result.ok ? 0 : 1)
}

main()
