/**
 * `npm run sim -- <game> [options]`: long Monte-Carlo runs with a progress bar on stderr.
 * Each game's simulator lives in src/sim/<game>.ts and exports `runSim(args: string[])`.
 */
const game = process.argv[2]
const simulators: Record<string, () => Promise<{ runSim: (args: string[]) => Promise<void> }>> = {
  blackjack: () => import('../sim/blackjack'),
  xidach: () => import('../sim/xidach')
}

async function main(): Promise<void> {
  const load = game ? simulators[game] : undefined
  if (!load) {
    process.stderr.write(`error: usage: npm run sim -- <${Object.keys(simulators).join('|') || 'game'}> [options]\n`)
    process.exit(2)
  }
  const mod = await load()
  await mod.runSim(process.argv.slice(3))
}

main().catch((e: unknown) => {
  process.stderr.write(`error: ${(e as Error).message}\n`)
  process.exit(2)
})
