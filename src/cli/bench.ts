/**
 * `npm run bench` prints a table of every figure; `npm run --silent bench -- --json [prefix …]`
 * prints only `{ "figures": [ { name, median, unit, runs, target } ] }` for the names with a prefix.
 */
import { spawnSync } from 'node:child_process'
import { BENCH_MODULES, benchesOf } from '../bench/index'
import type { Bench } from '../bench/types'

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2
}

function round(n: number): number {
  return Math.abs(n) >= 100 ? Math.round(n) : Math.round(n * 1000) / 1000
}

type Figure = { name: string; median: number; unit: string; runs: number; target: number | null }

/**
 * Each bench module runs in a process of its own (`--module NAME`), so one module's heap and JIT state
 * (a million seeded rounds, say) cannot skew another's figures.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const json = args.includes('--json')
  const moduleArg = args.indexOf('--module')
  const only = moduleArg >= 0 ? args[moduleArg + 1] : undefined
  const prefixes = args.filter((a, i) => !a.startsWith('--') && !(moduleArg >= 0 && i === moduleArg + 1))
  const wanted = (b: Bench): boolean => prefixes.length === 0 || prefixes.some((p) => b.name.startsWith(p))
  if (only !== undefined) {
    const figures = await runBenches((await benchesOf(only)).filter(wanted), json)
    process.stdout.write(JSON.stringify({ figures }) + '\n')
    return
  }
  const figures: Figure[] = []
  const meta = new Map<string, Bench>()
  for (const m of BENCH_MODULES) {
    const benches = (await benchesOf(m)).filter(wanted)
    if (benches.length === 0) continue
    for (const b of benches) meta.set(b.name, b)
    if (!json) process.stderr.write(`module ${m}: ${benches.map((b) => b.name).join(', ')}\n`)
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, process.argv[1] as string, '--module', m, ...prefixes],
      {
        stdio: ['ignore', 'pipe', json ? 'ignore' : 'inherit'],
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024
      }
    )
    if (child.status !== 0) throw new Error(`bench module ${m} failed (exit ${child.status})`)
    const out = JSON.parse(child.stdout.trim().split('\n').pop() as string) as { figures: Figure[] }
    figures.push(...out.figures)
  }
  if (json) {
    process.stdout.write(JSON.stringify({ figures }) + '\n')
    return
  }
  process.stdout.write(
    ['figure'.padEnd(34), 'median'.padStart(14), 'unit'.padEnd(10), 'runs', 'target'.padStart(14), ''].join('  ') + '\n'
  )
  for (const f of figures) {
    const b = meta.get(f.name)
    const better = b?.better ?? 'higher'
    const met =
      f.target === null ? '' : (better === 'higher' ? f.median >= f.target : f.median <= f.target) ? 'met' : 'MISSED'
    process.stdout.write(
      [
        f.name.padEnd(34),
        String(f.median).padStart(14),
        f.unit.padEnd(10),
        String(f.runs).padStart(4),
        (f.target === null ? '—' : `${better === 'higher' ? '≥' : '≤'} ${f.target}`).padStart(14),
        met
      ].join('  ') + '\n'
    )
  }
}

async function runBenches(benches: Bench[], quiet: boolean): Promise<Figure[]> {
  const figures: Figure[] = []
  for (const b of benches) {
    const runs = b.runs ?? 5
    if (!quiet) process.stderr.write(`running ${b.name} (${runs} runs)…\n`)
    await b.setup?.()
    const values: number[] = []
    try {
      for (let i = 0; i < runs; i++) values.push(await b.run())
    } finally {
      await b.teardown?.()
    }
    const m = round(median(values))
    figures.push({ name: b.name, median: m, unit: b.unit, runs, target: b.target })
  }
  return figures
}

main().catch((e: unknown) => {
  process.stderr.write(`bench failed: ${(e as Error).stack ?? String(e)}\n`)
  process.exit(1)
})
