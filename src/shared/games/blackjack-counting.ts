/**
 * Counting at the Blackjack table (issue 34, item 3; docs/rules-blackjack.md "Counting at the table"):
 * the running and true count of the cards a person has seen, the bet a ramp asks for at a true count,
 * and the counter's play (basic strategy plus the computed index plays) for a hand. Shared by main (the
 * quiz, the ramp and counter-mode grades) and the renderer (the count shown while a round is paced
 * out), so both work out the same figure from the same cards. No Node imports here.
 *
 * Only cards already shown to the person are ever counted: the caller passes the face-up cards it
 * shows (never the hole card before its reveal, never a card still in the shoe). The decks left are
 * the shoe's cards less the cards seen, so they say nothing of the shoe's order.
 */
import { rankOf, type Card } from '../cards'
import {
  COUNT_SYSTEMS,
  countRankOf,
  estimateDecksLeft,
  estimatedTrueCount,
  exactTrueCount,
  tagOfValue,
  type CountSystemId
} from './blackjack-counts'

/**
 * A bet ramp: units bet by true count, `ramp[k]` at a true count floored to k (k ≤ 0: `ramp[0]`; k at or
 * past the last entry: the last), as the counter's simulator reads one (src/sim/blackjack-count.ts).
 * The default 1,1,2,4,8,12: TC ≤ 1 → 1 unit, 2 → 2, 3 → 4, 4 → 8, ≥ 5 → 12.
 */
export const DEFAULT_RAMP: readonly number[] = [1, 1, 2, 4, 8, 12]
/** A ramp's longest length and largest entry (units). */
export const MAX_RAMP_STEPS = 20
export const MAX_RAMP_UNITS = 1000

/** Card values 1 (ace) … 10 (any ten), index 0 unused: how many of each the person has seen. */
export type SeenByValue = readonly number[]

/** The face-up cards given, counted by value (index 1–10). */
export function seenByValue(cards: Iterable<Card | null>): number[] {
  const out = new Array<number>(11).fill(0)
  for (const c of cards) {
    if (c === null) continue
    const r = countRankOf(rankOf(c))
    const v = r === 'A' ? 1 : r === 'T' ? 10 : Number(r)
    out[v] = (out[v] as number) + 1
  }
  return out
}

/** Two counts by value added. */
export function addSeen(a: SeenByValue, b: SeenByValue): number[] {
  const out = new Array<number>(11).fill(0)
  for (let v = 1; v <= 10; v++) out[v] = Number(a[v] ?? 0) + Number(b[v] ?? 0)
  return out
}

export interface TableCount {
  system: CountSystemId
  /** The running count (from the system's initial count at the shuffle). */
  running: number
  /** Cards seen since the shuffle, and cards not yet seen (the shoe less those). */
  cardsSeen: number
  cardsLeft: number
  /** Decks left as a person estimates them (to the half deck) and exactly (cards left ÷ 52). */
  decksLeftEstimated: number
  decksLeftExact: number
  /** The true count by those; null when no card is left (it is then undefined). */
  trueEstimated: number | null
  trueExact: number | null
}

/** The count of the cards seen (by value) from a shoe of `decks` decks. */
export function countOfSeen(systemId: CountSystemId, decks: number, seen: SeenByValue): TableCount {
  const system = COUNT_SYSTEMS[systemId]
  let running = system.initialRunning(decks)
  let cardsSeen = 0
  for (let v = 1; v <= 10; v++) {
    const n = Number(seen[v] ?? 0)
    running += tagOfValue(system, v) * n
    cardsSeen += n
  }
  const cardsLeft = Math.max(0, decks * 52 - cardsSeen)
  return {
    system: systemId,
    running,
    cardsSeen,
    cardsLeft,
    decksLeftEstimated: estimateDecksLeft(cardsLeft),
    decksLeftExact: cardsLeft / 52,
    trueEstimated: cardsLeft > 0 ? estimatedTrueCount(system, running, cardsLeft, decks) : null,
    trueExact: cardsLeft > 0 ? exactTrueCount(system, running, cardsLeft, decks) : null
  }
}

/**
 * The true count a counter bets and plays by: the table's figure (decks left to the half deck, or
 * exact when the person asked for it) floored to a whole count, as a person keeps it (Wong,
 * *Professional Blackjack*; the indices are computed for a floored count, analysis/indices.ts). 0 when
 * no card is left.
 */
export function flooredTrueCount(c: TableCount, exact: boolean): number {
  const tc = exact ? c.trueExact : c.trueEstimated
  return tc === null ? 0 : Math.floor(tc + 1e-9) + 0
}

/** The units a ramp bets at a floored true count. */
export function rampUnits(ramp: readonly number[], tc: number): number {
  if (ramp.length === 0) throw new RangeError('a ramp has at least one step')
  const k = Math.max(0, Math.min(ramp.length - 1, Math.floor(tc)))
  return ramp[k] as number
}

export interface BetCheck {
  /** The floored true count before the deal. */
  tc: number
  units: number
  /** What the ramp asks for on each spot: units × the unit. */
  expectedMinor: number
  /** The spots' stakes as placed. */
  stakesMinor: number[]
  /** Every spot on the ramp. */
  onRamp: boolean
}

/** Whether each spot's stake is the ramp's bet at this true count. */
export function checkBet(
  ramp: readonly number[],
  unitMinor: number,
  tc: number,
  stakesMinor: readonly number[]
): BetCheck {
  const units = rampUnits(ramp, tc)
  const expectedMinor = units * unitMinor
  return {
    tc,
    units,
    expectedMinor,
    stakesMinor: [...stakesMinor],
    onRamp: stakesMinor.length > 0 && stakesMinor.every((s) => s === expectedMinor)
  }
}

// ---- the counter's play ----------------------------------------------------------------------------

/** The plays an index names (analysis/indices.ts `IndexAction`). */
export const COUNT_INDEX_ACTIONS = ['hit', 'stand', 'double', 'split', 'surrender', 'insure', 'decline'] as const
export type CountIndexAction = (typeof COUNT_INDEX_ACTIONS)[number]

/** One computed index (analysis/indices.ts `IndexResult`, the fields a counter needs). */
export interface CountIndex {
  hand: string
  up: string
  play: CountIndexAction
  basic: CountIndexAction
  dir: 'atOrAbove' | 'below'
  tc: number | null
}

/** The index's hand label of a chart row: "H16" → "16", "S18" → "A7", "8,8" → "88", "T,T" → "TT". */
export function indexHandOfRow(row: string): string | null {
  let m = /^H(\d+)$/.exec(row)
  if (m) return m[1] as string
  m = /^S(1[3-9]|20)$/.exec(row)
  if (m) return `A${Number(m[1]) - 11}`
  m = /^([2-9TA]),\1$/.exec(row)
  if (m) return `${m[1]}${m[1]}`
  return null
}

/** Whether an index's deviation is the better play at floored true count `tc`. */
export function indexApplies(ix: CountIndex, tc: number): boolean {
  if (ix.tc === null) return false
  return ix.dir === 'atOrAbove' ? tc >= ix.tc : tc < ix.tc
}

export interface CounterPlay {
  /** The counter's play: basic strategy's, or the deviation an index calls for at this count. */
  play: string
  /** The index that decides this cell at this count (its deviation is `play`), or null for basic. */
  index: CountIndex | null
}

/**
 * The counter's play of a hand: the chart's play (`chart`, for this hand as it may play now), or an
 * index's deviation where one applies at true count `tc`. An index replaces the chart's play only when
 * its basic play is that play (16 v T's "stand at 0" weighs stand against hit: where the chart
 * surrenders, the surrender index decides first), and only for a play the hand may make now. Surrender
 * indices are weighed first, as the simulator does (15 v T: surrender from 0; the stand at +4 once
 * surrender is gone).
 */
export function counterPlay(
  indices: readonly CountIndex[],
  row: string,
  up: string,
  chart: string,
  tc: number,
  allowed: readonly string[]
): CounterPlay {
  const hand = indexHandOfRow(row)
  if (hand === null) return { play: chart, index: null }
  const mine = indices
    .filter((ix) => ix.hand === hand && ix.up === up && ix.basic === chart && ix.tc !== null)
    .sort((a, b) => Number(b.play === 'surrender') - Number(a.play === 'surrender'))
  for (const ix of mine) {
    if (indexApplies(ix, tc) && allowed.includes(ix.play)) return { play: ix.play, index: ix }
  }
  return { play: chart, index: null }
}

/**
 * The counter's answer to insurance (or even money, which is insurance on a blackjack): take it at or
 * above the insurance index, decline otherwise (basic strategy never insures). `allowed`: the choices
 * offered now.
 */
export function counterInsurance(indices: readonly CountIndex[], tc: number, allowed: readonly string[]): CounterPlay {
  const ix = indices.find((i) => i.hand === 'insurance' && i.tc !== null) ?? null
  const take = allowed.includes('even-money') ? 'even-money' : 'insurance'
  if (!ix) return { play: 'decline', index: null }
  const insures = ix.play === 'insure' ? indexApplies(ix, tc) : !indexApplies(ix, tc)
  return insures && allowed.includes(take) ? { play: take, index: ix } : { play: 'decline', index: null }
}
