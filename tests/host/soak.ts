/**
 * `npm run soak -- --kills N [--seed S]`: the kill test of tests/host/kill.test.ts, run longer. Prints
 * one line per kill and a summary; exits 1 on any anomaly.
 */
import { runKills } from './kill-harness'

function arg(name: string, fallback: number): number {
  const args = process.argv.slice(2)
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`))
  if (i < 0) return fallback
  const raw = args[i]!.includes('=') ? args[i]!.split('=')[1] : args[i + 1]
  if (!raw || !/^\d{1,9}$/.test(raw)) {
    process.stderr.write(
      `--${name}: must be a whole number, got "${raw ?? ''}" (usage: npm run soak -- --kills N [--seed S])\n`
    )
    process.exit(2)
  }
  return Number(raw)
}

const kills = arg('kills', 200)
const seed = arg('seed', Math.floor(Math.random() * 2 ** 31))
const started = Date.now()
runKills({ kills, seed, log: (line) => process.stdout.write(`${line}\n`) }).then(
  (r) => {
    const s = ((Date.now() - started) / 1000).toFixed(0)
    process.stdout.write(
      `seed ${seed}: ${r.kills} kills (${r.inFlight} during a call), ${r.acknowledged} answers, ${r.roundsSettled} rounds settled ` +
        `(${Object.entries(r.games)
          .map(([g, n]) => `${g} ${n}`)
          .join(', ')}), ${r.anomalies.length} anomalies, ${s} s\n`
    )
    for (const a of r.anomalies) process.stdout.write(`  ${a}\n`)
    process.exit(r.anomalies.length ? 1 : 0)
  },
  (e: unknown) => {
    process.stderr.write(`soak failed: ${(e as Error).stack ?? String(e)}\n`)
    process.exit(1)
  }
)
