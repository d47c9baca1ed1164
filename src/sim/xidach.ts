/**
 * `npm run sim -- xidach [--preset wiki|online|tet|pho-bien|all] [--dealer simple|shrewd|all] [--rounds N]
 *  [--seed S] [--json] [--<rule> value …]`
 *
 * Four bots (cautious, standard, bold, standard) stake one chip each against each dealer AI, through
 * the same engine code the tables run (`restartRound` + `apply` in place, every seat deciding from its
 * own view). Prints the house's edge per unit staked with its 99 % interval, overall and against each
 * bot style. FastRng only: simulations, never play. Figures are recorded in docs/sim-xidach.md.
 */
import { resolveXidachRules, XIDACH_PRESETS, type XidachPreset, type XidachRules } from '@shared/games/xidach'
import { Moments, Z99 } from '../core/engine/moments'
import { FastRng } from '../core/engine/random'
import { DEALER_STRENGTHS, type BotStyle, type DealerStrength, SimTable } from '../core/engine/games/xidach'

/** The bots' seating for every run, in seat order. */
export const SIM_STYLES: readonly BotStyle[] = ['cautious', 'standard', 'bold', 'standard']
const STAKE = 100

/** A figure's mean with its standard error and 99 % interval. */
function intervalOf(m: Moments): Interval {
  const se = m.se()
  return { edge: m.mean, se, lo: m.mean - Z99 * se, hi: m.mean + Z99 * se }
}

export interface Interval {
  /** The house's net per unit staked (positive: the house wins). */
  edge: number
  se: number
  lo: number
  hi: number
}

export interface XidachSimResult {
  preset: XidachPreset
  dealer: DealerStrength
  rounds: number
  seed: number
  house: Interval
  /** The house's edge against each bot style (the two standard seats pooled). */
  byStyle: Record<BotStyle, Interval>
}

/** Plays `rounds` rounds; `progress` is called now and then with the fraction done. */
export function simulateXidach(
  rules: XidachRules,
  dealer: DealerStrength,
  rounds: number,
  seed: number,
  progress: (done: number) => void = () => {}
): XidachSimResult {
  const table = new SimTable(rules, { styles: SIM_STYLES, dealer }, new FastRng(seed), STAKE)
  const house = new Moments()
  const styles: BotStyle[] = ['cautious', 'standard', 'bold']
  const perStyle = styles.map(() => new Moments())
  const seatsOf = styles.map((s) => SIM_STYLES.flatMap((x, i) => (x === s ? [i] : [])))
  const units = SIM_STYLES.length
  const every = Math.max(1, Math.floor(rounds / 200))
  for (let r = 0; r < rounds; r++) {
    const state = table.playRound()
    let playersNet = 0
    for (const p of state.players) playersNet += p.net + p.received - p.paidForDealer - p.unpaid
    house.add(-playersNet / (STAKE * units))
    for (let k = 0; k < styles.length; k++) {
      const seats = seatsOf[k] as number[]
      let net = 0
      for (const i of seats) {
        const p = state.players[i]!
        net += p.net + p.received - p.paidForDealer - p.unpaid
      }
      ;(perStyle[k] as Moments).add(-net / (STAKE * seats.length))
    }
    if (r % every === 0) progress(r / rounds)
  }
  progress(1)
  return {
    preset: rules.preset,
    dealer,
    rounds,
    seed,
    house: intervalOf(house),
    byStyle: {
      cautious: intervalOf(perStyle[0] as Moments),
      standard: intervalOf(perStyle[1] as Moments),
      bold: intervalOf(perStyle[2] as Moments)
    }
  }
}

function pct(x: number): string {
  return `${(x * 100).toFixed(2)} %`
}

function bar(label: string): (done: number) => void {
  const tty = process.stderr.isTTY === true
  let last = -1
  return (done) => {
    const pctDone = Math.floor(done * 100)
    if (pctDone === last) return
    last = pctDone
    const width = 30
    const full = Math.round(done * width)
    const line = `[${'#'.repeat(full)}${' '.repeat(width - full)}] ${String(pctDone).padStart(3)} % ${label}`
    if (tty) process.stderr.write(`\r${line}${done >= 1 ? '\n' : ''}`)
    else if (pctDone % 25 === 0) process.stderr.write(`${line}\n`)
  }
}

/** A flag's choice: one of `values`, or `all` of them. */
function oneOrAll<T extends string>(flag: string, arg: string, values: readonly T[]): T[] {
  if (arg === 'all') return [...values]
  if ((values as readonly string[]).includes(arg)) return [arg as T]
  return fail(`${flag} must be one of ${values.join(', ')}, all`)
}

function fail(message: string): never {
  throw new Error(message)
}

export async function runSim(args: string[]): Promise<void> {
  let presetArg = 'all'
  let dealerArg = 'all'
  let rounds = 1_000_000
  let seed = 1
  let json = false
  const overrides: Record<string, unknown> = {}
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string
    const value = (): string => {
      const v = args[++i]
      if (v === undefined) fail(`${a} needs a value`)
      return v
    }
    if (a === '--json') json = true
    else if (a === '--preset') presetArg = value()
    else if (a === '--dealer') dealerArg = value()
    else if (a === '--rounds') {
      rounds = Number(value())
      if (!Number.isInteger(rounds) || rounds < 1) fail('--rounds must be a whole number ≥ 1')
    } else if (a === '--seed') {
      seed = Number(value())
      if (!Number.isInteger(seed)) fail('--seed must be a whole number')
    } else if (a.startsWith('--')) {
      const v = value()
      let parsed: unknown = v
      if (v === 'true' || v === 'false') parsed = v === 'true'
      else if (v.trim() !== '' && Number.isFinite(Number(v))) parsed = Number(v)
      overrides[a.slice(2)] = parsed
    } else fail(`unexpected argument "${a}"`)
  }
  const presets = oneOrAll('--preset', presetArg, XIDACH_PRESETS)
  const dealers = oneOrAll('--dealer', dealerArg, DEALER_STRENGTHS)
  const results: XidachSimResult[] = []
  for (const preset of presets) {
    const r = resolveXidachRules({ ...overrides, preset })
    if (!r.ok) fail(`--${r.path || 'rules'}: ${r.message}`)
    for (const dealer of dealers) {
      results.push(simulateXidach(r.rules, dealer, rounds, seed, bar(`${preset} / ${dealer} dealer`)))
    }
  }
  if (json) {
    process.stdout.write(JSON.stringify({ styles: SIM_STYLES, overrides, results }, null, 2) + '\n')
    return
  }
  const lines = [
    `Xì dách: house edge per unit staked, 4 bots (${SIM_STYLES.join(', ')}), ${rounds} rounds each, seed ${seed}` +
      (Object.keys(overrides).length ? `, rules ${JSON.stringify(overrides)}` : ''),
    ['preset', 'dealer', 'house edge', '99 % interval', 'vs cautious', 'vs standard', 'vs bold']
      .map((h, i) => h.padEnd([8, 8, 14, 22, 14, 14, 0][i] as number))
      .join(' ')
  ]
  for (const x of results) {
    lines.push(
      [
        x.preset.padEnd(8),
        x.dealer.padEnd(8),
        pct(x.house.edge).padEnd(14),
        `${pct(x.house.lo)} … ${pct(x.house.hi)}`.padEnd(22),
        pct(x.byStyle.cautious.edge).padEnd(14),
        pct(x.byStyle.standard.edge).padEnd(14),
        pct(x.byStyle.bold.edge)
      ].join(' ')
    )
  }
  process.stdout.write(lines.join('\n') + '\n')
}
