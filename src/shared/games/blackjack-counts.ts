/**
 * Blackjack card-counting systems as data (issue 34): a tag per rank, so a new system is one more
 * entry here, and the running and true counts every screen and the index generator
 * (engine blackjack/analysis/indices.ts) use. Shared by main and the renderer: no Node imports here.
 *
 * Tags, as published:
 * - Hi-Lo: Harvey Dubner (1963), as in Stanford Wong, *Professional Blackjack*, and Don Schlesinger,
 *   *Blackjack Attack*: 2–6 +1, 7–9 0, tens and aces −1. Balanced.
 * - KO (Knock-Out): Olaf Vancura & Ken Fuchs, *Knock-Out Blackjack* (Huntington Press, 1998): 2–7 +1,
 *   8–9 0, tens and aces −1. Unbalanced (+4 a deck); the initial running count is 4 − 4 × decks
 *   (1 deck 0, 2 decks −4, 6 decks −20, 8 decks −28), so that the running count +4 is the pivot.
 * - Hi-Opt II: Lance Humble & Carl Cooper, *The World's Greatest Blackjack Book* (1980): 2, 3 +1;
 *   4, 5 +2; 6, 7 +1; 8, 9 0; tens −2; ace 0. Balanced, ace-neutral.
 * - Omega II: Bryce Carlson, *Blackjack for Blood* (1992): 2, 3 +1; 4, 5, 6 +2; 7 +1; 8 0; 9 −1;
 *   tens −2; ace 0. Balanced, ace-neutral.
 * The four are tabulated side by side (with betting and playing efficiencies) in QFIT's and the
 * Blackjack Review Network's comparisons of counting systems. The ace-neutral counts are played with
 * an ace side count for betting and insurance by some; nothing here needs one: their playing indices
 * (indices.ts) are computed from the main count alone.
 */
import { pipValue, rankOf, type Card, type Rank } from '../cards'

/** The ranks a count tells apart, in value order: ace, 2 … 9, and T for every ten-valued card. */
export const COUNT_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T'] as const
export type CountRank = (typeof COUNT_RANKS)[number]

export const COUNT_SYSTEM_IDS = ['hilo', 'ko', 'hiopt2', 'omega2'] as const
export type CountSystemId = (typeof COUNT_SYSTEM_IDS)[number]

export interface CountSystem {
  id: CountSystemId
  /** The system's own name (a proper noun, the same in every language). */
  name: string
  /** The tag of each rank (T: tens, jacks, queens, kings). */
  tags: Readonly<Record<CountRank, number>>
  /** A whole shoe's tags sum to zero. */
  balanced: boolean
  /** Running count at the shuffle for a shoe of `decks` decks (0 for a balanced count). */
  initialRunning: (decks: number) => number
}

export const COUNT_SYSTEMS: Readonly<Record<CountSystemId, CountSystem>> = {
  hilo: {
    id: 'hilo',
    name: 'Hi-Lo',
    tags: { A: -1, '2': 1, '3': 1, '4': 1, '5': 1, '6': 1, '7': 0, '8': 0, '9': 0, T: -1 },
    balanced: true,
    initialRunning: () => 0
  },
  ko: {
    id: 'ko',
    name: 'KO',
    tags: { A: -1, '2': 1, '3': 1, '4': 1, '5': 1, '6': 1, '7': 1, '8': 0, '9': 0, T: -1 },
    balanced: false,
    initialRunning: (decks) => 4 - 4 * decks
  },
  hiopt2: {
    id: 'hiopt2',
    name: 'Hi-Opt II',
    tags: { A: 0, '2': 1, '3': 1, '4': 2, '5': 2, '6': 1, '7': 1, '8': 0, '9': 0, T: -2 },
    balanced: true,
    initialRunning: () => 0
  },
  omega2: {
    id: 'omega2',
    name: 'Omega II',
    tags: { A: 0, '2': 1, '3': 1, '4': 2, '5': 2, '6': 2, '7': 1, '8': 0, '9': -1, T: -2 },
    balanced: true,
    initialRunning: () => 0
  }
}

export function isCountSystemId(x: unknown): x is CountSystemId {
  return typeof x === 'string' && (COUNT_SYSTEM_IDS as readonly string[]).includes(x)
}

/** The count rank of a card rank (J, Q, K count as T). */
export function countRankOf(rank: Rank): CountRank {
  const v = pipValue(rank)
  return COUNT_RANKS[v - 1] as CountRank
}

/** The tag of a card. */
export function tagOf(system: CountSystem, card: Card): number {
  return system.tags[countRankOf(rankOf(card))]
}

/** The tag of a card value (1 = ace, 2 … 9, 10 = any ten), as the analysis counts cards. */
export function tagOfValue(system: CountSystem, value: number): number {
  return system.tags[COUNT_RANKS[value - 1] as CountRank]
}

/** Sum of the tags of a whole deck: 0 for a balanced count, +4 for KO. */
export function deckImbalance(system: CountSystem): number {
  let s = 0
  for (let v = 1; v <= 10; v++) s += tagOfValue(system, v) * (v === 10 ? 16 : 4)
  return s
}

/** The running count after `seen` cards of a shoe of `decks` decks (from the initial running count). */
export function runningCount(system: CountSystem, seen: readonly Card[], decks: number): number {
  let rc = system.initialRunning(decks)
  for (const c of seen) rc += tagOf(system, c)
  return rc
}

/**
 * The true count: the running count per deck not yet seen. For an unbalanced count the running count
 * is first taken back to a balanced one (less its start and the drift the decks already seen give on
 * average, `deckImbalance` per deck), so that the same true count means the same remaining shoe for
 * every system (for KO: (RC − IRC − 4 × decks seen) ÷ decks left, the "true KO" conversion).
 * `decksLeft`: exact (cards left ÷ 52) or a person's estimate (`estimateDecksLeft`).
 */
export function trueCount(system: CountSystem, running: number, decksLeft: number, decks: number): number {
  if (!(decksLeft > 0)) throw new RangeError('decksLeft must be more than 0')
  const balancedRunning = system.balanced
    ? running
    : running - system.initialRunning(decks) - deckImbalance(system) * (decks - decksLeft)
  return balancedRunning / decksLeft
}

/**
 * Decks left as a person estimates them from the discard tray: to the nearest half deck, at least
 * half a deck (a person never divides by less). `cardsLeft` counts every card not yet seen.
 */
export function estimateDecksLeft(cardsLeft: number): number {
  return Math.max(0.5, Math.round(cardsLeft / 26) / 2)
}

/** The true count as a person works it out: the decks left estimated to the half deck. */
export function estimatedTrueCount(system: CountSystem, running: number, cardsLeft: number, decks: number): number {
  return trueCount(system, running, estimateDecksLeft(cardsLeft), decks)
}

/** The true count with the decks left exact (cards left ÷ 52). */
export function exactTrueCount(system: CountSystem, running: number, cardsLeft: number, decks: number): number {
  return trueCount(system, running, cardsLeft / 52, decks)
}
