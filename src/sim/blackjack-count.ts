/**
 * The counter's plan for the Blackjack simulator (issue 34, item 5; docs/sim-blackjack.md, "Counting"):
 * a count system (blackjack-counts.ts), a bet ramp, index plays computed for the rules (analysis/
 * indices.ts) precomputed into a flat table for the hot loop, and the statistics a counter reads (N0,
 * SCORE, risk of ruin). The loop itself is `createBlackjackSimulation`'s (blackjack.ts): one loop for the
 * plain and the counting player.
 */
import type { BlackjackRules } from '@shared/games/blackjack'
import { COUNT_SYSTEMS, isCountSystemId, type CountSystem } from '@shared/games/blackjack-counts'
import * as blackjack from '../core/engine/games/blackjack'
import type { IndexAction, IndexResult, StrategyTable } from '../core/engine/games/blackjack'

const { ACTION_CODE, KEY_COUNT, MASKS } = blackjack
const A_HIT = ACTION_CODE.hit
const A_STAND = ACTION_CODE.stand
const A_DOUBLE = ACTION_CODE.double
const A_SPLIT = ACTION_CODE.split
const A_SURRENDER = ACTION_CODE.surrender
const A_INSURANCE = ACTION_CODE.insurance
const A_DECLINE = ACTION_CODE.decline

export interface CounterPlan {
  system: CountSystem
  /**
   * Units bet by true count: `ramp[k]` at a true count floored to k (k ≤ 0: `ramp[0]`; k at or past the
   * last entry: the last, which is the largest bet). "1,1,2,4,8,12": TC ≤ 1 → 1, 2 → 2, 3 → 4, 4 → 8, ≥ 5 → 12.
   */
  ramp: readonly number[]
  /** Basic strategy plus the Illustrious 18 and the Fab 4 at the current true count (true) or flat basic. */
  indices: boolean
  /** True count by the exact decks left (default) or by decks left estimated to the half deck. */
  trueCount?: 'exact' | 'half-deck'
  /** Bankroll in units for the simulated risk of ruin (with `trialRounds`); none: no bankroll trials. */
  bankroll?: number
  /** Rounds in one bankroll trial (hours × rounds per hour). */
  trialRounds?: number
  /**
   * Tally rounds, net and bets by the true count at the bet (floored, TC_LO … TC_HI), for the
   * simulator screen's "EV by true count" plot (`CounterRunStats.byTrueCount`). Off by default: the
   * CLI and the bench do not pay for it.
   */
  byTrueCount?: boolean
}

/** Parses "1,1,2,4,8,12" into units; throws a clear message. */
export function parseRamp(text: string): number[] {
  const parts = text.split(',').map((x) => x.trim())
  const units = parts.map(Number)
  if (parts.length === 0 || parts.some((p) => p === '') || units.some((u) => !Number.isInteger(u) || u < 1))
    throw new Error(`--ramp must be whole numbers of units ≥ 1 separated by commas (e.g. 1,1,2,4,8,12), not "${text}"`)
  if (units.length > 40) throw new Error('--ramp has at most 40 entries (true counts 0 … 39)')
  return units
}

export function countSystemById(id: string): CountSystem {
  if (!isCountSystemId(id))
    throw new Error(`--count must be one of ${Object.keys(COUNT_SYSTEMS).join(', ')}, not "${id}"`)
  return COUNT_SYSTEMS[id]
}

// ---- index plays as a flat table ---------------------------------------------------------------------

/** Cell keys: hard totals 4–21 (0–21), soft totals 12–21 (22–31), pairs by card value 1–10 (33–42). */
export const CELL_KEYS = 43
/** Deviations a cell may hold (a surrender index and a hand index on the same cell, e.g. 15 v T). */
export const CELL_SLOTS = 2

export const hardCell = (total: number): number => total
export const softCell = (total: number): number => 22 + total - 12
export const pairCell = (value: number): number => 32 + value

const BIT: Readonly<Record<IndexAction, number>> = {
  hit: A_HIT,
  stand: A_STAND,
  double: A_DOUBLE,
  split: A_SPLIT,
  surrender: A_SURRENDER,
  insure: A_INSURANCE,
  decline: A_DECLINE
}

const upValue = (up: string): number => (up === 'A' ? 1 : up === 'T' ? 10 : Number(up))

/**
 * Deviations by (up-card, cell) in slots: the deviation's action bit (0: empty), the basic play's bit it
 * replaces, whether it applies at or above `tc` (1) or below it (0), and the index. Slot order: surrender
 * indices first, so that where surrender is allowed it is weighed before the hand's other index (15 v T:
 * surrender from 0, and only when surrender is gone the stand at +4), as Schlesinger orders them.
 */
export interface IndexTable {
  dev: Int32Array
  basic: Int32Array
  above: Uint8Array
  /** Whole numbers: a floored true count k meets "≥ tc" exactly when the true count does. */
  tc: Int32Array
  /** Insurance (and even money) taken at true counts ≥ this; NEVER: never. */
  insureAt: number
  /** The indices used, as computed (for the report). */
  results: IndexResult[]
}

export function cellOfHand(hand: string): number | null {
  let m = /^([2-9TA])\1$/.exec(hand)
  if (m) return pairCell(upValue(m[1] as string))
  m = /^A([2-9])$/.exec(hand)
  if (m) return softCell(11 + Number(m[1]))
  if (/^(?:[4-9]|1\d|2[01])$/.test(hand)) return hardCell(Number(hand))
  return null
}

/** An index no true count reaches (floored true counts are kept within ±100). */
export const NEVER = 1000

/** The flat table of the given index results (computeIndices' output for these rules and count). */
export function indexTableOf(results: readonly IndexResult[]): IndexTable {
  const n = 10 * CELL_KEYS * CELL_SLOTS
  const t: IndexTable = {
    dev: new Int32Array(n),
    basic: new Int32Array(n),
    above: new Uint8Array(n),
    tc: new Int32Array(n),
    insureAt: NEVER,
    results: [...results]
  }
  const ordered = [...results].sort(
    (a, b) =>
      Number(b.play === 'surrender' || b.basic === 'surrender') -
      Number(a.play === 'surrender' || a.basic === 'surrender')
  )
  for (const r of ordered) {
    if (r.tc === null) continue
    if (!Number.isInteger(r.tc))
      throw new Error(`index ${r.tc} for ${r.hand} against ${r.up} is not a whole true count`)
    if (r.hand === 'insurance') {
      // Insurance pays at or above its index whichever play is basic off the top.
      if (r.play === 'insure' && r.dir === 'atOrAbove') t.insureAt = r.tc
      else if (r.basic === 'insure' && r.dir === 'below') t.insureAt = r.tc
      continue
    }
    const cell = cellOfHand(r.hand)
    if (cell === null) continue
    const base = ((upValue(r.up) - 1) * CELL_KEYS + cell) * CELL_SLOTS
    let slot = 0
    while (slot < CELL_SLOTS && (t.dev[base + slot] as number) !== 0) slot++
    if (slot === CELL_SLOTS) throw new Error(`more than ${CELL_SLOTS} index plays for ${r.hand} against ${r.up}`)
    t.dev[base + slot] = BIT[r.play]
    t.basic[base + slot] = BIT[r.basic]
    t.above[base + slot] = r.dir === 'atOrAbove' ? 1 : 0
    t.tc[base + slot] = r.tc
  }
  return t
}

/** The Illustrious 18 and Fab 4 for these rules and count, computed (≈ 0.2 s), as a flat table. */
export function standardIndexTable(rules: BlackjackRules, system: CountSystem): IndexTable {
  return indexTableOf(blackjack.computeIndices(rules, system))
}

/** Floored true counts the baked charts tell apart: below TC_LO plays as TC_LO, above TC_HI as TC_HI. */
export const TC_LO = -11
export const TC_HI = 16

/**
 * The chart with the deviations baked in, one chart per floored true count TC_LO … TC_HI (index k − TC_LO),
 * so the hot loop plays a deviation by choosing the chart of the current true count: one table read, as
 * basic strategy does. The chart (strategy.ts) is indexed by up-card, hand key and which of hit, double,
 * split and surrender are legal, so each entry knows whether a deviation is legal there. For each entry,
 * the cells of its hand key are weighed in `IndexTable` slot order: a pair key first its pair's cell
 * (T,T split), then, its play being no split, its total's (5,5 as hard 10, A,A as soft 12). An index
 * replaces the play when the play is its basic play, the deviation is legal and the count meets it.
 * Indices are whole true counts (computeIndices), beyond ±10 … 15 they do not reach, so TC_LO … TC_HI
 * covers them all.
 */
export function bakedCharts(base: StrategyTable, ix: IndexTable): StrategyTable[] {
  const out: StrategyTable[] = []
  const legal = (dev: number, m: number): boolean =>
    dev === A_STAND ||
    (m & (dev === A_HIT ? 1 : dev === A_DOUBLE ? 2 : dev === A_SPLIT ? 4 : dev === A_SURRENDER ? 8 : 0)) !== 0
  for (let k = TC_LO; k <= TC_HI; k++) {
    const action = Uint8Array.from(base.action)
    for (let up = 1; up <= 10; up++) {
      for (let key = 0; key < KEY_COUNT; key++) {
        // The cells of this hand key: strategy.ts keys hard t → t, soft t → t + 10, pair v → 31 + v.
        const cells: number[] = []
        if (key >= 4 && key <= 21) cells.push(hardCell(key))
        else if (key >= 22 && key <= 31) cells.push(softCell(key - 10))
        else if (key >= 32) {
          const v = key - 31
          cells.push(pairCell(v), v === 1 ? softCell(12) : hardCell(2 * v))
        }
        for (let m = 0; m < MASKS; m++) {
          const at = ((up - 1) * KEY_COUNT + key) * MASKS + m
          let code = action[at] as number
          if (code === 0) continue
          for (const cell of cells) {
            if (cell !== cells[0] && code === A_SPLIT) break
            const base0 = ((up - 1) * CELL_KEYS + cell) * CELL_SLOTS
            for (let j = base0; j < base0 + CELL_SLOTS; j++) {
              const dev = ix.dev[j] as number
              if (dev === 0) break
              if (ix.basic[j] !== code || !legal(dev, m)) continue
              const tc = ix.tc[j] as number
              if (ix.above[j] === 1 ? k >= tc : k < tc) code = dev
            }
          }
          action[at] = code
        }
      }
    }
    out.push({ action, evs: base.evs, evenMoney: base.evenMoney })
  }
  return out
}

// ---- statistics ---------------------------------------------------------------------------------------

/** z for a two-sided 99 % normal interval. */
export const Z99 = 2.5758293035489

/**
 * N0 (Brett Harris's "N-zero"; Schlesinger, *Blackjack Attack*, ch. 10): the rounds after which the
 * expected win equals one standard deviation of the result, (SD / EV)², EV and SD per round. Infinite
 * when EV ≤ 0.
 */
export function n0(ev: number, sd: number): number {
  return ev > 0 ? (sd / ev) ** 2 : Infinity
}

/**
 * SCORE (Schlesinger, *Blackjack Attack*, ch. 10, "Standardized Comparison of Risk and Expectation"):
 * the win per 100 rounds, in dollars, of a $10,000 bankroll bet at the Kelly-optimal scale (risk of
 * ruin e⁻² ≈ 13.5 %). With the bet scaled by u, exp(−2·u·EV·B / (u·SD)²) = e⁻² gives u = SD²/(EV·B)·…
 * and the win per round u·EV = B·EV²/SD², so SCORE = 100 × 10,000 × (EV/SD)² = 10⁶/N0. 0 when EV ≤ 0.
 */
export function score(ev: number, sd: number): number {
  return ev > 0 && sd > 0 ? 1e6 * (ev / sd) ** 2 : 0
}

/**
 * Risk of ruin over unlimited play, the diffusion (Brownian motion with drift) approximation:
 * exp(−2·EV·B / SD²), EV and SD per round, B the bankroll, all in units (Schlesinger, *Blackjack
 * Attack*, ch. 10; Sileo, "The Evaluation of Blackjack Games Using a Combined Expectation and Risk
 * Measure", 1992). 1 when EV ≤ 0.
 */
export function riskOfRuin(ev: number, sd: number, bankroll: number): number {
  if (ev <= 0) return 1
  return Math.exp((-2 * ev * bankroll) / (sd * sd))
}

/**
 * Risk of ruin within n rounds, the same diffusion: the chance that Brownian motion with drift EV and
 * variance SD² per round, from B, touches 0 by time n (the first-passage law):
 * Φ((−B − n·EV)/(SD√n)) + exp(−2·EV·B/SD²) · Φ((−B + n·EV)/(SD√n)).
 */
export function riskOfRuinWithin(ev: number, sd: number, bankroll: number, rounds: number): number {
  const s = sd * Math.sqrt(rounds)
  const a = normalCdf((-bankroll - rounds * ev) / s)
  // exp(2·EV·B/SD²) · Φ(…) written as one exp of a sum where the exponent is large (EV < 0).
  const k = (-2 * ev * bankroll) / (sd * sd)
  const b = normalCdf((-bankroll + rounds * ev) / s)
  return Math.min(1, a + (b > 0 ? Math.exp(k + Math.log(b)) : 0))
}

/** Φ, the standard normal distribution function. */
export function normalCdf(x: number): number {
  return 0.5 * erfc(-x / Math.SQRT2)
}

/** erfc by Numerical Recipes' Chebyshev fit (erfccheb), relative error < 1.2e-7 everywhere. */
function erfc(x: number): number {
  const z = Math.abs(x)
  const t = 1 / (1 + 0.5 * z)
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))))
    )
  return x >= 0 ? r : 2 - r
}

/** Wilson's 99 % interval for a binomial proportion k of n. */
export function wilson99(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1]
  const p = k / n
  const z2 = Z99 * Z99
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n)
  const half = (Z99 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n)
  return [Math.max(0, centre - half), Math.min(1, centre + half)]
}

// ---- the report -----------------------------------------------------------------------------------

/** The loop's counting figures (blackjack.ts `CounterRunStats`), as the report needs them. */
export interface CounterRunFigures {
  rounds: number
  avgBet: number
  evRound: number
  seRound: number
  sdRound: number
  trials: number
  busts: number
}

export interface CounterReport {
  /** Units per round, its 99 % interval (± 2.576 SE, the SE by shoes). */
  evRound: number
  evRoundLo: number
  evRoundHi: number
  /** Units per 100 rounds. */
  ev100: number
  ev100Lo: number
  ev100Hi: number
  /** Per cent of the initial bet (EV per round ÷ average initial bet; interval the same ratio). */
  evPct: number
  evPctLo: number
  evPctHi: number
  avgBet: number
  /** SD of one round's net, units; no interval (its relative error is ≈ 1/√(2 × rounds) and ignored). */
  sdRound: number
  roundsPerHour: number
  /** Units per hour and its 99 % interval; SD per hour = SD × √(rounds per hour). */
  winPerHour: number
  winPerHourLo: number
  winPerHourHi: number
  sdHour: number
  /** N0 in rounds and SCORE; the intervals are those of EV carried through (SD taken as known). */
  n0: number
  n0Lo: number
  n0Hi: number
  score: number
  scoreLo: number
  scoreHi: number
  /** Only with a bankroll. */
  ruin?: RuinReport
}

export interface RuinReport {
  bankroll: number
  hours: number
  trialRounds: number
  /** Simulated: trials that went broke within `hours`, of `trials`, with Wilson's 99 % interval. */
  trials: number
  busts: number
  simulated: number
  simulatedLo: number
  simulatedHi: number
  /** The diffusion formula within `hours` (and its interval from EV's). */
  formulaWithin: number
  formulaWithinLo: number
  formulaWithinHi: number
  /** The diffusion formula over unlimited play, exp(−2·EV·B/SD²) (and its interval from EV's). */
  formulaForever: number
  formulaForeverLo: number
  formulaForeverHi: number
}

export function counterReport(
  f: CounterRunFigures,
  opts: { roundsPerHour: number; bankroll?: number; hours?: number }
): CounterReport {
  const { evRound, sdRound, avgBet } = f
  const lo = evRound - Z99 * f.seRound
  const hi = evRound + Z99 * f.seRound
  const rph = opts.roundsPerHour
  const out: CounterReport = {
    evRound,
    evRoundLo: lo,
    evRoundHi: hi,
    ev100: 100 * evRound,
    ev100Lo: 100 * lo,
    ev100Hi: 100 * hi,
    evPct: (100 * evRound) / avgBet,
    evPctLo: (100 * lo) / avgBet,
    evPctHi: (100 * hi) / avgBet,
    avgBet,
    sdRound,
    roundsPerHour: rph,
    winPerHour: rph * evRound,
    winPerHourLo: rph * lo,
    winPerHourHi: rph * hi,
    sdHour: sdRound * Math.sqrt(rph),
    n0: n0(evRound, sdRound),
    // N0 falls as EV rises: the interval's ends swap.
    n0Lo: n0(hi, sdRound),
    n0Hi: n0(lo, sdRound),
    score: score(evRound, sdRound),
    scoreLo: score(lo, sdRound),
    scoreHi: score(hi, sdRound)
  }
  if (opts.bankroll !== undefined && opts.hours !== undefined) {
    const b = opts.bankroll
    const n = Math.round(opts.hours * rph)
    const [sLo, sHi] = wilson99(f.busts, f.trials)
    out.ruin = {
      bankroll: b,
      hours: opts.hours,
      trialRounds: n,
      trials: f.trials,
      busts: f.busts,
      simulated: f.trials ? f.busts / f.trials : NaN,
      simulatedLo: sLo,
      simulatedHi: sHi,
      formulaWithin: riskOfRuinWithin(evRound, sdRound, b, n),
      // Ruin falls as EV rises.
      formulaWithinLo: riskOfRuinWithin(hi, sdRound, b, n),
      formulaWithinHi: riskOfRuinWithin(lo, sdRound, b, n),
      formulaForever: riskOfRuin(evRound, sdRound, b),
      formulaForeverLo: riskOfRuin(hi, sdRound, b),
      formulaForeverHi: riskOfRuin(lo, sdRound, b)
    }
  }
  return out
}
