/**
 * `npm run sim -- blackjack --preset NAME [--hands N] [--seed S] [--spots K] [--json] [--<rule> value …]`
 *
 * Plays the generated basic strategy (engine/games/blackjack/strategy.ts) through the same engine
 * code the tables run (`restartRound` + `applyAction` in place) and prints the player's EV per
 * initial stake with its standard error and 99 % interval. FastRng only: simulations, never play.
 *
 * Card source (docs/sim-blackjack.md):
 * - `shuffle: "shoe"`: one shuffled shoe dealt to the cut card (⌊penetration × cards⌋), then
 *   reshuffled. A round that runs past the last card (only thinkable with few decks) continues into
 *   a separately shuffled reserve shoe; such rounds are counted and printed.
 * - `shuffle: "every-round"`: before each round a fresh Fisher–Yates pass over the first `prefix`
 *   positions of the shoe array. The array stays a uniform random permutation after every pass
 *   (a uniform permutation composed with an independent one is uniform), so every round is dealt
 *   from a uniformly shuffled full shoe, exactly the continuous shuffler's off-the-top game; rounds
 *   that read past the prefix (they share cards with earlier rounds) are counted and printed.
 */
import { resolveBlackjackRules, type BlackjackRules } from '@shared/games/blackjack'
import { FastRng, shuffleInPlace } from '../main/engine/random'
import * as blackjack from '../main/engine/games/blackjack'
import { shoeCodes, compileRules, type BjSeat } from '../main/engine/games/blackjack'

// Local copies: some loaders (tsx) turn imported bindings into getter calls, too slow for the loop.
const { applyAction, legalMask, OK } = blackjack
const { idleState, restartRound } = blackjack
const { basicStrategyCode, strategyFor } = blackjack

export interface BlackjackSimOptions {
  seed: number
  spots?: number
}

export interface BlackjackSimStats {
  /** Rounds played (each spot plays one hand per round). */
  rounds: number
  /** Initial stakes placed (rounds × spots). */
  stakes: number
  /** Player EV per initial stake, standard error, 99 % interval (fractions, not percent). */
  ev: number
  se: number
  lo: number
  hi: number
  /** Rounds that read past the shoe's end (reserve used) or past the every-round prefix. */
  overflowRounds: number
}

/** z for a two-sided 99 % normal interval. */
const Z99 = 2.5758293035489

export interface BlackjackSimulation {
  /** Plays `rounds` more rounds. */
  play(rounds: number): void
  stats(): BlackjackSimStats
}

export function createBlackjackSimulation(rules: BlackjackRules, opts: BlackjackSimOptions): BlackjackSimulation {
  const spots = opts.spots ?? 1
  const cfg = compileRules(rules)
  // The smallest stake the table takes whose every payout is whole (3:2, 6:5, halves).
  let stake = Math.ceil(cfg.minBet / cfg.stakeUnit) * cfg.stakeUnit
  if (stake > cfg.maxBet)
    throw new Error(
      `no stake between minBet and maxBet pays every ratio exactly (need a multiple of ${cfg.stakeUnit / 100} chips)`
    )
  stake = Math.max(stake, cfg.stakeUnit)
  const table = strategyFor(rules)
  const rng = new FastRng(opts.seed)
  const size = 52 * rules.decks
  const everyRound = rules.shuffle === 'every-round'
  const prefix = Math.min(size, 10 + 6 * spots)
  const main = shoeCodes(rules.decks)
  const reserve = shoeCodes(rules.decks)
  shuffleInPlace(reserve, rng)
  // The engine reads one array: the shoe, then (shoe mode) the reserve behind it.
  const shoe = everyRound ? main : main.concat(reserve)
  // The engine never writes the shoe, so its first `size` cards are always `main`'s order: shuffling
  // them in place draws exactly what shuffling `main` and copying it over would.
  const reshuffleShoe = (): void => {
    rng.shuffle(shoe, size)
  }
  if (!everyRound) reshuffleShoe()
  const cutAt = Math.floor(size * rules.penetration)
  const seats = Array.from({ length: spots }, (_, i) => ({ id: `p${i + 1}`, bankroll: 1e12, stake }))
  const s = idleState(rules, { seats, shoe, position: 0, cutAt })
  let pos = 0
  let rounds = 0
  let overflow = 0
  // Sums of each round's net over its spots, and of its square, in minor units: whole numbers far
  // below 2^53, so exact. The round is the sample: its spots face one dealer hand, so their nets move
  // together, and counting each spot as a sample of its own made the interval too narrow (with 7
  // spots the "99 %" interval covered about 85 %).
  let sum = 0
  let sumSq = 0

  return {
    play(n: number): void {
      // The loop works on locals, written back at the end: mutated variables captured by a closure
      // live in its context (a double there is boxed on every write), which halves the rate.
      let p = pos
      let sumL = sum
      let sumSqL = sumSq
      let over = overflow
      const seatsOf = s.seats
      for (let r = 0; r < n; r++) {
        if (everyRound) {
          for (let i = 0; i < prefix; i++) {
            const j = i + rng.int(size - i)
            const t = shoe[i] as number
            shoe[i] = shoe[j] as number
            shoe[j] = t
          }
          p = 0
        } else if (p >= cutAt) {
          reshuffleShoe()
          p = 0
        }
        let e = restartRound(s, p)
        while (e === OK && s.phase !== 'over') {
          const mask = legalMask(s)
          e = applyAction(s, s.turn, basicStrategyCode(s, table, mask), null, 0, mask)
        }
        if (e !== OK) throw new Error(`simulation refused by the engine (code ${e})`)
        p = s.pos
        if (everyRound ? p > prefix : p > size) {
          over++
          if (!everyRound) {
            shuffleInPlace(reserve, rng)
            for (let i = 0; i < size; i++) shoe[size + i] = reserve[i] as number
            p = cutAt
          }
        }
        let net = 0
        for (let k = 0; k < spots; k++) {
          const st = seatsOf[k] as BjSeat
          net += st.insuranceNet ?? 0
          const hands = st.hands
          for (let h = 0; h < hands.length; h++) net += (hands[h] as BjSeat['hands'][number]).net
        }
        sumL += net
        sumSqL += net * net
      }
      pos = p
      sum = sumL
      sumSq = sumSqL
      overflow = over
      rounds += n
    },
    stats(): BlackjackSimStats {
      const n = rounds
      const roundMean = n ? sum / n : 0
      const variance = n > 1 ? (sumSq - n * roundMean * roundMean) / (n - 1) : 0
      // Per initial stake: a round stakes `spots` stakes.
      const ev = roundMean / spots / stake
      const se = n ? Math.sqrt(variance / n) / spots / stake : 0
      return { rounds, stakes: n * spots, ev, se, lo: ev - Z99 * se, hi: ev + Z99 * se, overflowRounds: overflow }
    }
  }
}

// ---- command line --------------------------------------------------------------------------------

function parseValue(text: string): unknown {
  if (text === 'true') return true
  if (text === 'false') return false
  if (text !== '' && !Number.isNaN(Number(text))) return Number(text)
  return text
}

interface SimArgs {
  rules: Record<string, unknown>
  hands: number
  seed: number
  spots: number
  json: boolean
}

function parseArgs(args: string[]): SimArgs {
  const out: SimArgs = { rules: {}, hands: 1_000_000, seed: 1, spots: 1, json: false }
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string
    if (a === '--json') {
      out.json = true
      continue
    }
    if (!a.startsWith('--')) throw new Error(`unexpected argument "${a}" (options are --name value)`)
    const name = a.slice(2)
    const value = args[++i]
    if (value === undefined) throw new Error(`--${name} needs a value`)
    if (name === 'hands' || name === 'seed' || name === 'spots') {
      const n = Number(value.replace(/_/g, ''))
      if (!Number.isInteger(n) || n < (name === 'seed' ? 0 : 1))
        throw new Error(`--${name} must be a whole number${name === 'seed' ? '' : ' ≥ 1'}`)
      if (name === 'spots' && n > 7) throw new Error('--spots must be from 1 to 7')
      out[name] = n
    } else {
      out.rules[name] = parseValue(value)
    }
  }
  return out
}

/**
 * What the figure is not, for these rules: the generated chart plays by totals and knows neither a
 * charlie nor a card limit, so under them it is not the rules' basic-strategy EV (vegas-6d with a
 * 5-card charlie: +0.92 % simulated against +1.225 % exact, an audit of 2026-12-03). Null where the
 * chart fits the rules.
 */
export function strategyCaveat(rules: BlackjackRules): string | null {
  if (rules.charlie === 'off' && rules.maxCards === 'none') return null
  return 'the generated chart plays by totals and ignores charlie and maxCards, so this is not the basic-strategy EV of these rules; the exact analysis (the Rules screen) is'
}

function pct(x: number, digits = 3): string {
  return `${(100 * x).toFixed(digits)} %`
}

export async function runSim(args: string[]): Promise<void> {
  const a = parseArgs(args)
  const resolved = resolveBlackjackRules(a.rules)
  if (!resolved.ok) throw new Error(`--${resolved.path || 'preset'}: ${resolved.message}`)
  const rules = resolved.rules
  const sim = createBlackjackSimulation(rules, { seed: a.seed, spots: a.spots })
  const started = performance.now()
  const chunk = 100_000
  const tty = process.stderr.isTTY === true
  let lastDraw = 0
  for (let done = 0; done < a.hands;) {
    const n = Math.min(chunk, a.hands - done)
    sim.play(n)
    done += n
    const now = performance.now()
    // A terminal gets a live bar; a log file one line every few seconds.
    if (now - lastDraw > (tty ? 250 : 5000) || done === a.hands) {
      lastDraw = now
      const frac = done / a.hands
      const width = 30
      const bar = '#'.repeat(Math.round(frac * width)).padEnd(width, '.')
      const rate = done / ((now - started) / 1000)
      const line = `[${bar}] ${(frac * 100).toFixed(1)}%  ${done.toLocaleString('en-US')} rounds  ${Math.round(rate).toLocaleString('en-US')}/s`
      process.stderr.write(tty ? `\r${line}` : `${line}\n`)
    }
  }
  if (tty) process.stderr.write('\n')
  const st = sim.stats()
  const seconds = (performance.now() - started) / 1000
  if (a.json) {
    const caveat = strategyCaveat(rules)
    process.stdout.write(
      JSON.stringify({ rules, seed: a.seed, spots: a.spots, seconds, ...st, ...(caveat ? { caveat } : {}) }) + '\n'
    )
    return
  }
  const lines = [
    `rules: ${JSON.stringify(rules)}`,
    `strategy: generated basic strategy; seed ${a.seed}; ${a.spots} spot(s)`,
    `rounds: ${st.rounds.toLocaleString('en-US')}  (${st.stakes.toLocaleString('en-US')} initial stakes, ${seconds.toFixed(1)} s)`,
    `player EV per initial stake: ${pct(st.ev)}   (house edge ${pct(-st.ev)})`,
    `standard error: ${pct(st.se)}`,
    `99 % interval: [${pct(st.lo)}, ${pct(st.hi)}]`,
    `rounds past the ${rules.shuffle === 'every-round' ? 'shuffled prefix' : "shoe's end"}: ${st.overflowRounds}`,
    ...(strategyCaveat(rules) ? [`caveat: ${strategyCaveat(rules) as string}`] : [])
  ]
  process.stdout.write(lines.join('\n') + '\n')
}
