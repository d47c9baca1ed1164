/**
 * `npm run bench` prints a table of every figure; `npm run --silent bench -- --json [prefix …]`
 * prints only `{ "figures": [ { name, median, unit, runs, target } ] }` for the names with a prefix.
 */
import { allBenches } from '../bench/index'

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2
}

function round(n: number): number {
  return Math.abs(n) >= 100 ? Math.round(n) : Math.round(n * 1000) / 1000
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const json = args.includes('--json')
  const prefixes = args.filter((a) => !a.startsWith('--'))
  const benches = (await allBenches()).filter((b) => prefixes.length === 0 || prefixes.some((p) => b.name.startsWith(p)))
  const figures: Array<{ name: string; median: number; unit: string; runs: number; target: number | null }> = []
  const rows: string[] = []
  for (const b of benches) {
    const runs = b.runs ?? 5
    if (!json) process.stderr.write(`running ${b.name} (${runs} runs)…\n`)
    await b.setup?.()
    const values: number[] = []
    try {
      for (let i = 0; i < runs; i++) values.push(await b.run())
    } finally {
      await b.teardown?.()
    }
    const m = round(median(values))
    figures.push({ name: b.name, median: m, unit: b.unit, runs, target: b.target })
    const met = b.target === null ? '' : (b.better === 'higher' ? m >= b.target : m <= b.target) ? 'met' : 'MISSED'
    rows.push(
      [b.name.padEnd(34), String(m).padStart(14), b.unit.padEnd(10), String(runs).padStart(4),
        (b.target === null ? '—' : `${b.better === 'higher' ? '≥' : '≤'} ${b.target}`).padStart(14), met].join('  ')
    )
  }
  if (json) {
    process.stdout.write(JSON.stringify({ figures }) + '\n')
    return
  }
  process.stdout.write(['figure'.padEnd(34), 'median'.padStart(14), 'unit'.padEnd(10), 'runs', 'target'.padStart(14), ''].join('  ') + '\n')
  for (const r of rows) process.stdout.write(r + '\n')
}

main().catch((e: unknown) => {
  process.stderr.write(`bench failed: ${(e as Error).stack ?? String(e)}\n`)
  process.exit(1)
})
