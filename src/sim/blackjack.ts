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
import { FastRng, shuffleInPlace } from '../core/engine/random'
import * as blackjack from '../core/engine/games/blackjack'
import { shoeCodes, compileRules, VALUE, type BjSeat, type StrategyTable } from '../core/engine/games/blackjack'
import * as counts from '@shared/games/blackjack-counts'
import {
  bakedCharts,
  counterReport,
  countSystemById,
  parseRamp,
  standardIndexTable,
  type CounterPlan,
  type CounterReport,
  NEVER,
  TC_HI,
  TC_LO,
  type IndexTable
} from './blackjack-count'

// Local copies: some loaders (tsx) turn imported bindings into getter calls, too slow for the loop.
const { applyAction, legalMask, OK } = blackjack
const { idleState, restartRound } = blackjack
const { basicStrategyCode, strategyFor } = blackjack
const A_EVEN_MONEY = blackjack.ACTION_CODE['even-money']
const A_INSURANCE = blackjack.ACTION_CODE.insurance
const { estimateDecksLeft, tagOfValue, trueCount } = counts

export interface BlackjackSimOptions {
  seed: number
  spots?: number
  /** A counter (blackjack-count.ts): bets by the ramp, plays indices. None: flat basic strategy. */
  counter?: CounterPlan
}

/** What a counting run adds to the stats, in units (one unit: the smallest exact stake). */
export interface CounterRunStats {
  /** Initial units bet per round (all spots), on average. */
  avgBet: number
  /** Net units per round; its standard error by shoes (see below) and 99 % interval. */
  evRound: number
  seRound: number
  /** Standard deviation of one round's net units. */
  sdRound: number
  /**
   * Shoes played: the independent samples the SE is taken over (each round is one under every-round
   * shuffling). A bet that follows the count ties a shoe's rounds together, so the SE is that of the
   * ratio Σ net / Σ rounds over shoes (the delta method), not the per-round one.
   */
  shoes: number
  /** Bankroll trials (consecutive runs of `trialRounds` rounds from `bankroll` units) and how many went broke. */
  trials: number
  busts: number
  /** Index plays in use (computed for these rules and count). */
  indices: number
  /** With `CounterPlan.byTrueCount`: the rounds by the floored true count at the bet. */
  byTrueCount?: TrueCountTally[]
}

/** Rounds whose bet was made at one floored true count (TC_LO and TC_HI take those beyond). */
export interface TrueCountTally {
  tc: number
  rounds: number
  /** Σ net and Σ net² of those rounds, and Σ initial units bet, all in units. */
  net: number
  netSq: number
  bet: number
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
  /** Only in counting mode. */
  counter?: CounterRunStats
}

// Slots of the counter's sums (`acc` in createBlackjackSimulation): the shoe in progress, the sums
// over finished shoes (net units, rounds), the bankroll trial in progress and the trials' tallies.
const SHOE_NET = 0
const SHOE_ROUNDS = 1
const B_SUM = 2
const B_SUM_SQ = 3
const B_ROUNDS = 4
const B_ROUNDS_SQ = 5
const B_CROSS = 6
const SHOES = 7
const TRIAL_NET = 8
const TRIAL_AT = 9
const TRIAL_BUST = 10
const TRIALS = 11
const BUSTS = 12
const ACC_SIZE = 13

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

  // ---- the counter (opts.counter): everything precomputed, so the loop reads flat arrays ----
  const plan = opts.counter
  const counting = plan !== undefined
  const system = plan?.system ?? counts.COUNT_SYSTEMS.hilo
  const tags = new Int32Array(VALUE.length)
  for (let c = 0; c < VALUE.length; c++) tags[c] = tagOfValue(system, VALUE[c] as number)
  // Whole units (Int32Array): the engine's stakes and nets stay small integers, not heap doubles.
  const ramp = Int32Array.from(plan?.ramp ?? [1])
  const rampTop = ramp.length - 1
  const idx: IndexTable | null = plan?.indices ? standardIndexTable(rules, system) : null
  const exactTc = plan?.trueCount !== 'half-deck'
  const irc = system.initialRunning(rules.decks)
  // The hole card, dealt at the round's start + 2 × spots + 1 when the dealer peeks, is not seen until
  // the round ends; without a peek the dealer's second card comes after the players' decisions.
  const holeOffset = cfg.peek ? 2 * spots + 1 : -1
  const bankrollMinor = (plan?.bankroll ?? 0) * stake
  const trialRounds = plan?.bankroll !== undefined ? (plan.trialRounds ?? 0) : 0
  // The true count floored to a whole number (as a person keeps it, and as ramps and indices are given)
  // for each number of unseen cards and running count (from 0 at the shuffle), tabulated once from
  // `trueCount`, so the loop reads an Int8Array instead of dividing and calling per round. The true count
  // grows with the running count, so a running count outside the table's band is taken at its edge,
  // where the floored count is already beyond every index (−10 … +15) and the ramp's ends.
  const tcTop = Math.max(16, ramp.length + 1)
  const imb = Math.abs(counts.deckImbalance(system))
  const rcLo = -Math.ceil((11 + imb) * rules.decks) - 1
  const rcHi = Math.ceil((tcTop + imb) * rules.decks) + 1
  const band = rcHi - rcLo + 1
  const floorTc = new Int8Array((size + 1) * band)
  for (let u = 0; u <= size; u++) {
    const left = u < 1 ? 1 : u
    const decksLeft = exactTc ? left / 52 : estimateDecksLeft(left)
    for (let rc = rcLo; rc <= rcHi; rc++) {
      const k = Math.floor(trueCount(system, irc + rc, decksLeft, rules.decks))
      floorTc[u * band + rc - rcLo] = k < -100 ? -100 : k > 100 ? 100 : k
    }
  }
  /** The floored true count from the running count (from 0 at the shuffle) and the cards not yet seen. */
  const tcOf = (rc: number, unseen: number): number => {
    const r = rc < rcLo ? rcLo : rc > rcHi ? rcHi : rc
    const u = unseen < 0 ? 0 : unseen > size ? size : unseen
    return floorTc[u * band + r - rcLo] as number
  }
  // The running count after each card of the shoe (from 0 at the shuffle), summed once per shoe: the
  // count at a round's start is one read instead of a loop over the last round's cards.
  // Every-round counts only its prefix (each round is dealt from a fresh shoe's first cards).
  const cum = new Int32Array(size + 1)
  const cumTop = everyRound ? prefix : size
  const countShoe = (): void => {
    for (let i = 0; i < cumTop; i++) cum[i + 1] = (cum[i] as number) + (tags[shoe[i] as number] as number)
  }
  if (counting && !everyRound) countShoe()
  // Index plays: one chart per floored true count with the deviations baked in (bakedCharts), so a
  // decision reads the chart of the current count as basic strategy reads its one chart.
  const charts: StrategyTable[] | null = idx ? bakedCharts(table, idx) : null
  const insureAt = idx ? idx.insureAt : NEVER
  const holeHidden = holeOffset > 0 ? 1 : 0
  // By true count (plan.byTrueCount): rounds, Σ net, Σ net² (minor units) and Σ units bet per floored
  // count TC_LO … TC_HI, four slots a count.
  const TC_SLOTS = TC_HI - TC_LO + 1
  const byTc = counting && plan.byTrueCount === true ? new Float64Array(4 * TC_SLOTS) : null
  let betSum = 0
  // The counter's sums live in a typed array, not in variables the closures capture and write each
  // round: a double in a closure's context is boxed on every write (see `play`).
  const acc = new Float64Array(ACC_SIZE)
  const flushShoe = (): void => {
    const net = acc[SHOE_NET] as number
    const r = acc[SHOE_ROUNDS] as number
    if (r === 0) return
    acc[B_SUM] = (acc[B_SUM] as number) + net
    acc[B_SUM_SQ] = (acc[B_SUM_SQ] as number) + net * net
    acc[B_ROUNDS] = (acc[B_ROUNDS] as number) + r
    acc[B_ROUNDS_SQ] = (acc[B_ROUNDS_SQ] as number) + r * r
    acc[B_CROSS] = (acc[B_CROSS] as number) + net * r
    acc[SHOES] = (acc[SHOES] as number) + 1
    acc[SHOE_NET] = 0
    acc[SHOE_ROUNDS] = 0
  }
  let pos = 0
  let rounds = 0
  let overflow = 0
  // Sums of each round's net over its spots, and of its square, in minor units: whole numbers far
  // below 2^53, so exact. The round is the sample: its spots face one dealer hand, so their nets move
  // together, and counting each spot as a sample of its own made the interval too narrow (with 7
  // spots the "99 %" interval covered about 85 %).
  let sum = 0
  let sumSq = 0

  /** Per-round figures in units; the SE by shoes, the shoe in progress counted as one. */
  const counterStats = (): CounterRunStats => {
    // Shoe nets are summed in minor units; here in units.
    const shoeNet = acc[SHOE_NET] as number
    const shoeRounds = acc[SHOE_ROUNDS] as number
    const sN = ((acc[B_SUM] as number) + shoeNet) / stake
    const sR = (acc[B_ROUNDS] as number) + shoeRounds
    const k = (acc[SHOES] as number) + (shoeRounds > 0 ? 1 : 0)
    const sNN = ((acc[B_SUM_SQ] as number) + shoeNet * shoeNet) / (stake * stake)
    const sRR = (acc[B_ROUNDS_SQ] as number) + shoeRounds * shoeRounds
    const sNR = ((acc[B_CROSS] as number) + shoeNet * shoeRounds) / stake
    const evRound = sR ? sN / sR : 0
    // Σ (net_i − ev × rounds_i)² over shoes, the residuals of the ratio estimator.
    const resid = Math.max(0, sNN - 2 * evRound * sNR + evRound * evRound * sRR)
    const meanRounds = k ? sR / k : 0
    const seRound = k > 1 ? Math.sqrt(resid / (k - 1) / k) / meanRounds : 0
    const n = rounds
    const mean = n ? sum / n / stake : 0
    const sdRound = n > 1 ? Math.sqrt(Math.max(0, (sumSq / (stake * stake) - n * mean * mean) / (n - 1))) : 0
    return {
      avgBet: n ? betSum / n : 0,
      evRound,
      seRound,
      sdRound,
      shoes: k,
      trials: acc[TRIALS] as number,
      busts: acc[BUSTS] as number,
      indices: idx ? idx.results.filter((x) => x.tc !== null).length : 0,
      ...(byTc ? { byTrueCount: tallies(byTc) } : {})
    }
  }
  const tallies = (a: Float64Array): TrueCountTally[] => {
    const out: TrueCountTally[] = []
    for (let i = 0; i < TC_SLOTS; i++) {
      const n = a[4 * i] as number
      if (n === 0) continue
      out.push({
        tc: TC_LO + i,
        rounds: n,
        net: (a[4 * i + 1] as number) / stake,
        netSq: (a[4 * i + 2] as number) / (stake * stake),
        bet: a[4 * i + 3] as number
      })
    }
    return out
  }

  return {
    play(n: number): void {
      // The loop works on locals, written back at the end: mutated variables captured by a closure
      // live in its context (a double there is boxed on every write), which halves the rate.
      let p = pos
      let sumL = sum
      let sumSqL = sumSq
      let over = overflow
      let bets = betSum
      const seatsOf = s.seats
      // The floored true count at this round's bet, for the tally by true count.
      let betTc = 0
      let betUnits = 0
      for (let r = 0; r < n; r++) {
        if (everyRound) {
          for (let i = 0; i < prefix; i++) {
            const j = i + rng.int(size - i)
            const t = shoe[i] as number
            shoe[i] = shoe[j] as number
            shoe[j] = t
          }
          p = 0
          if (counting) {
            countShoe()
            flushShoe()
          }
        } else if (p >= cutAt) {
          reshuffleShoe()
          p = 0
          if (counting) {
            countShoe()
            flushShoe()
          }
        }
        if (counting) {
          // The bet, by the true count before the deal: every card dealt so far has been seen (the
          // hole card turned over at the end of its round). Every round of every-round starts afresh.
          const rc = everyRound ? 0 : (cum[p > size ? size : p] as number)
          betTc = tcOf(rc, size - p)
          const k = betTc < 0 ? 0 : betTc > rampTop ? rampTop : betTc
          const units = ramp[k] as number
          for (let q = 0; q < spots; q++) (seatsOf[q] as BjSeat).stake = stake * units
          betUnits = units * spots
          bets += betUnits
        }
        let e = restartRound(s, p)
        // The hole card (with a peek) stays out of the count, and among the unseen, until the round ends.
        const holeTag = charts !== null && holeOffset > 0 ? (tags[shoe[p + holeOffset] as number] as number) : 0
        while (e === OK && s.phase !== 'over') {
          const mask = legalMask(s)
          let code: number
          if (charts === null) code = basicStrategyCode(s, table, mask)
          else {
            const at = s.pos
            const k = tcOf((cum[at < cumTop ? at : cumTop] as number) - holeTag, size - at + holeHidden)
            if (s.phase === 'insurance')
              // Insurance, or even money with a blackjack, half the stake, at or above its index.
              code =
                k >= insureAt && (mask & (A_INSURANCE | A_EVEN_MONEY)) !== 0
                  ? mask & A_INSURANCE
                    ? A_INSURANCE
                    : A_EVEN_MONEY
                  : basicStrategyCode(s, table, mask)
            else
              code = basicStrategyCode(
                s,
                charts[k < TC_LO ? 0 : k > TC_HI ? TC_HI - TC_LO : k - TC_LO] as StrategyTable,
                mask
              )
          }
          e = applyAction(s, s.turn, code, null, 0, mask)
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
        if (counting) {
          acc[SHOE_NET] = (acc[SHOE_NET] as number) + net
          acc[SHOE_ROUNDS] = (acc[SHOE_ROUNDS] as number) + 1
          if (byTc !== null) {
            const at = 4 * ((betTc < TC_LO ? TC_LO : betTc > TC_HI ? TC_HI : betTc) - TC_LO)
            byTc[at] = (byTc[at] as number) + 1
            byTc[at + 1] = (byTc[at + 1] as number) + net
            byTc[at + 2] = (byTc[at + 2] as number) + net * net
            byTc[at + 3] = (byTc[at + 3] as number) + betUnits
          }
          if (trialRounds > 0) {
            const t = (acc[TRIAL_NET] as number) + net
            acc[TRIAL_NET] = t
            if (t <= -bankrollMinor) acc[TRIAL_BUST] = 1
            const at = (acc[TRIAL_AT] as number) + 1
            acc[TRIAL_AT] = at
            if (at === trialRounds) {
              acc[TRIALS] = (acc[TRIALS] as number) + 1
              acc[BUSTS] = (acc[BUSTS] as number) + (acc[TRIAL_BUST] as number)
              acc[TRIAL_NET] = 0
              acc[TRIAL_AT] = 0
              acc[TRIAL_BUST] = 0
            }
          }
        }
      }
      betSum = bets
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
      const out: BlackjackSimStats = {
        rounds,
        stakes: n * spots,
        ev,
        se,
        lo: ev - Z99 * se,
        hi: ev + Z99 * se,
        overflowRounds: overflow
      }
      if (counting) out.counter = counterStats()
      return out
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
  /** The counter's flags (docs/sim-blackjack.md, "Counting"); `count` turns counting on. */
  count?: string
  ramp?: number[]
  indices?: boolean
  trueCount?: 'exact' | 'half-deck'
  bankroll?: number
  hours?: number
  roundsPerHour?: number
}

const COUNTER_FLAGS = ['count', 'ramp', 'indices', 'true-count', 'bankroll', 'hours', 'rounds-per-hour']

function positive(name: string, value: string): number {
  const n = Number(value.replace(/_/g, ''))
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a number > 0, not "${value}"`)
  return n
}

function parseCounterFlag(out: SimArgs, name: string, value: string): void {
  switch (name) {
    case 'count':
      countSystemById(value)
      out.count = value
      break
    case 'ramp':
      out.ramp = parseRamp(value)
      break
    case 'indices':
      if (value !== 'true' && value !== 'false') throw new Error(`--indices must be true or false, not "${value}"`)
      out.indices = value === 'true'
      break
    case 'true-count':
      if (value !== 'exact' && value !== 'half-deck')
        throw new Error(`--true-count must be exact or half-deck, not "${value}"`)
      out.trueCount = value
      break
    case 'bankroll':
      out.bankroll = positive(name, value)
      break
    case 'hours':
      out.hours = positive(name, value)
      break
    case 'rounds-per-hour':
      out.roundsPerHour = positive(name, value)
      break
  }
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
    } else if (COUNTER_FLAGS.includes(name)) {
      parseCounterFlag(out, name, value)
    } else {
      out.rules[name] = parseValue(value)
    }
  }
  const given = COUNTER_FLAGS.filter((f) => args.includes(`--${f}`) && f !== 'count')
  if (out.count === undefined && given.length > 0)
    throw new Error(`--${given[0] as string} needs --count SYSTEM (a counter's simulation)`)
  if ((out.bankroll === undefined) !== (out.hours === undefined))
    throw new Error('--bankroll and --hours go together: the risk of ruin is for a bankroll over a number of hours')
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
  const roundsPerHour = a.roundsPerHour ?? 100
  const counter: CounterPlan | undefined =
    a.count === undefined
      ? undefined
      : {
          system: countSystemById(a.count),
          ramp: a.ramp ?? [1],
          indices: a.indices ?? true,
          trueCount: a.trueCount ?? 'exact',
          ...(a.bankroll !== undefined && a.hours !== undefined
            ? { bankroll: a.bankroll, trialRounds: Math.max(1, Math.round(a.hours * roundsPerHour)) }
            : {})
        }
  const sim = createBlackjackSimulation(rules, { seed: a.seed, spots: a.spots, ...(counter ? { counter } : {}) })
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
  if (counter && st.counter) {
    const report = counterReport(
      { rounds: st.rounds, ...st.counter },
      {
        roundsPerHour,
        ...(a.bankroll !== undefined && a.hours !== undefined ? { bankroll: a.bankroll, hours: a.hours } : {})
      }
    )
    writeCounterReport(a, rules, st, report, seconds)
    return
  }
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

function units(x: number, digits = 4): string {
  return `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(digits)}`
}

function writeCounterReport(
  a: SimArgs,
  rules: BlackjackRules,
  st: BlackjackSimStats,
  r: CounterReport,
  seconds: number
): void {
  const c = st.counter as CounterRunStats
  const plan = {
    count: a.count,
    ramp: a.ramp ?? [1],
    indices: a.indices ?? true,
    trueCount: a.trueCount ?? 'exact'
  }
  const caveat = strategyCaveat(rules)
  if (a.json) {
    const { ev: _ev, se: _se, lo: _lo, hi: _hi, counter: _c, ...rest } = st
    process.stdout.write(
      JSON.stringify({
        rules,
        seed: a.seed,
        spots: a.spots,
        seconds,
        ...plan,
        ...rest,
        shoes: c.shoes,
        indexPlays: c.indices,
        ...r,
        ...(caveat ? { caveat } : {})
      }) + '\n'
    )
    return
  }
  const iv = (lo: number, hi: number, digits: number): string => `[${units(lo, digits)}, ${units(hi, digits)}]`
  const lines = [
    `rules: ${JSON.stringify(rules)}`,
    `counter: ${plan.count}, true count ${plan.trueCount}; ramp ${plan.ramp.join(',')} units by true count 0,1,2,…; ${plan.indices ? `basic strategy + ${c.indices} index plays (the Illustrious 18${rules.surrender === 'none' ? '' : ' and Fab 4'} computed for these rules, those that cross between −10 and +15)` : 'flat basic strategy'}; seed ${a.seed}; ${a.spots} spot(s)`,
    `rounds: ${st.rounds.toLocaleString('en-US')}  (${c.shoes.toLocaleString('en-US')} shoes, ${seconds.toFixed(1)} s)`,
    `average initial bet: ${r.avgBet.toFixed(3)} units per round`,
    `EV per round: ${units(r.evRound)} units   99 % ${iv(r.evRoundLo, r.evRoundHi, 4)}`,
    `EV per 100 rounds: ${units(r.ev100, 2)} units   99 % ${iv(r.ev100Lo, r.ev100Hi, 2)}`,
    `EV per initial bet: ${units(r.evPct, 3)} %   99 % [${units(r.evPctLo, 3)} %, ${units(r.evPctHi, 3)} %]`,
    `SD per round: ${r.sdRound.toFixed(3)} units`,
    `win rate at ${r.roundsPerHour} rounds/hour: ${units(r.winPerHour, 2)} units/hour   99 % ${iv(r.winPerHourLo, r.winPerHourHi, 2)}; SD ${r.sdHour.toFixed(2)} units/hour`,
    `N0: ${Number.isFinite(r.n0) ? Math.round(r.n0).toLocaleString('en-US') : '∞'} rounds   (99 % from EV's: [${fmtN0(r.n0Lo)}, ${fmtN0(r.n0Hi)}])`,
    `SCORE: ${r.score.toFixed(2)}   (99 % from EV's: [${r.scoreLo.toFixed(2)}, ${r.scoreHi.toFixed(2)}])`,
    ...(r.ruin
      ? [
          `risk of ruin, ${r.ruin.bankroll} units in ${r.ruin.hours} hours (${r.ruin.trialRounds.toLocaleString('en-US')} rounds):`,
          `  simulated: ${r.ruin.trials ? `${pct(r.ruin.simulated, 2)} (${r.ruin.busts} of ${r.ruin.trials} trials)   99 % [${pct(r.ruin.simulatedLo, 2)}, ${pct(r.ruin.simulatedHi, 2)}]` : 'no trial finished (play more rounds than hours × rounds per hour)'}`,
          `  formula (diffusion, within the hours): ${pct(r.ruin.formulaWithin, 2)}   (from EV's 99 %: [${pct(r.ruin.formulaWithinLo, 2)}, ${pct(r.ruin.formulaWithinHi, 2)}])`,
          `  formula (diffusion, unlimited play, exp(−2·EV·B/SD²)): ${pct(r.ruin.formulaForever, 2)}   (from EV's 99 %: [${pct(r.ruin.formulaForeverLo, 2)}, ${pct(r.ruin.formulaForeverHi, 2)}])`
        ]
      : []),
    `rounds past the ${rules.shuffle === 'every-round' ? 'shuffled prefix' : "shoe's end"}: ${st.overflowRounds}`,
    ...(caveat ? [`caveat: ${caveat}`] : [])
  ]
  process.stdout.write(lines.join('\n') + '\n')
}

function fmtN0(x: number): string {
  return Number.isFinite(x) ? Math.round(x).toLocaleString('en-US') : '∞'
}
