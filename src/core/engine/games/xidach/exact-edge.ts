/**
 * The exact house edge of Xì dách heads-up (issue 35, docs/sim-xidach.md "Exact, heads-up"): one player
 * against the computer dealer, one pack, the dealer's policy known (`dealerDecision` of `simple` or
 * `shrewd`), so the round is a finite tree. The player's expected net per unit staked under the best
 * play against that policy, by expectimax over the card-removal tree.
 *
 * The player's best play is over what it knows, not the cards: its own cards and the fact that the
 * dealer's two face-down cards are not a natural (the round would have ended). Given the player's cards
 * the dealer's two are any two of the rest, all equally likely, conditioned on that; a draw of the
 * player's weighs each card c by count(c) × P(no natural among the rest less c) (the dealer's cards were
 * dealt before it, dealer-odds.ts `notNaturalShare`). The value of a player hand P:
 *   V(P) = max(stand(P), draw(P))   draw(P) = Σ_c w_c V(P + c) / Σ_c w_c,
 * with a bust hand's draw being the bust-draw penalty (one stake to the dealer, nobody else to pay) where
 * the rules allow it, and five cards, đền, or a bust under `bustEndsTurn` ending the turn. stand(P)
 * enumerates the dealer's two cards (no natural) and every draw its AI makes against a hand of P's card
 * count — the AI sees only its own cards and that count heads-up, so its decisions are asked once per
 * multiset of its cards and count (`DealerSeat`) — and settles with the engine's own `netAgainst` /
 * `settleStandings` (settle.ts). Phase 1 (naturals) is the engine's `naturalNet`.
 *
 * Cards are grouped by pip (A, 2 … 9, ten-valued): no rule tells a ten from a king. Hands are memoised on
 * their multiset (the ace's value depends only on the card count). Heads-up, nothing is paid for or by
 * other players (`nonPenalty: pays-for-dealer` has nobody to pay for), the bank and chips are unlimited,
 * and the shrewd dealer's early checks never arise (it checks early only a finished hand while others
 * still draw).
 */
import type { Card } from '@shared/cards'
import type { XidachRules } from '@shared/games/xidach'
import type { DealerStrength } from './ai'
import { DealerSeat, mineOf, netAgainst } from './dealer-odds'
import { BUST, natural, NGU_LINH, standingIndex, standingTable } from './hand'
import { naturalNet } from './setup'
import { bustEndsTurn } from './settle'
import type { ExactDealerEdge } from './edge-protocol'

/** Pip classes 0..9: A, 2 … 9, and the ten-valued cards (T J Q K). */
export const CLASSES = 10
const PIP = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
/** A card of each class, for the engine's `natural` and the dealer AI's view. */
const CLASS_CARD: readonly Card[] = ['AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S', 'TS']
/** One pack: four of each, sixteen ten-valued cards. */
export const ONE_PACK: readonly number[] = [4, 4, 4, 4, 4, 4, 4, 4, 4, 16]
/** Base 6 per class: a hand never holds six cards of a class (five at most), so a multiset is one number. */
const POW = Array.from({ length: CLASSES }, (_, c) => 6 ** c)

export type PlayerChoice = 'draw' | 'stand' | 'penalty'

export interface ExactEdge {
  /** The player's expected net per unit staked under the best play (negative: the house wins). */
  playerEv: number
  /** −playerEv. */
  houseEdge: number
  /** Player hands valued, dealer hands visited (a measure of the work). */
  playerHands: number
  dealerHands: number
  /** The best play by the player's hand: its cards' multiset key (`handKey`) → the choice. */
  strategy: ReadonlyMap<number, PlayerChoice>
}

/** The multiset key of cards (as the strategy map holds it). */
export function handKey(cards: readonly Card[]): number {
  let key = 0
  for (const c of cards) key += POW[classOf(c)] as number
  return key
}

export function classOf(card: Card): number {
  const ch = card[0]
  if (ch === 'A') return 0
  if (ch === 'T' || ch === 'J' || ch === 'Q' || ch === 'K') return 9
  return Number(ch) - 1
}

/**
 * Every unordered two-card draw from `pool` (counts by class), given as its classes `a ≤ b` and its
 * weight in ordered draws (a pair of one class k·(k−1), two classes 2·ka·kb: a ≠ b comes two ways); both
 * cards are out of the pool while `visit` runs, and back after.
 */
function eachPair(pool: Int32Array, visit: (a: number, b: number, weight: number) => void): void {
  for (let a = 0; a < CLASSES; a++) {
    const ka = pool[a] as number
    if (ka === 0) continue
    pool[a] = ka - 1
    for (let b = a; b < CLASSES; b++) {
      const kb = pool[b] as number
      if (kb === 0) continue
      pool[b] = kb - 1
      visit(a, b, a === b ? ka * kb : 2 * ka * kb)
      pool[b] = kb
    }
    pool[a] = ka
  }
}

/** The chance that two cards dealt from `pool` are not xì bàng or xì dách. */
function noNatural(pool: Int32Array, n: number): number {
  if (n < 2) return 1
  const aces = pool[0] as number
  const tens = pool[9] as number
  return 1 - (aces * (aces - 1) + 2 * aces * tens) / (n * (n - 1))
}

class Solver {
  readonly table: Int8Array
  readonly seat: DealerSeat
  /** The dealer AI's choice by (its multiset key × 8 + the player's card count). */
  private readonly decisions = new Map<number, boolean>()
  readonly values = new Map<number, number>()
  readonly strategy = new Map<number, PlayerChoice>()
  /** Unseen by the player: the deck less the player's cards (changed and restored in place). */
  readonly pool: Int32Array
  left: number
  dealerHands = 0
  private readonly dealerRanks: number[] = []

  constructor(
    readonly rules: XidachRules,
    readonly dealer: DealerStrength,
    deck: readonly number[],
    /** Dealer hands to visit at most (`TooSlow` past it). */
    private readonly budget: number
  ) {
    this.table = standingTable(rules)
    this.seat = new DealerSeat(rules, [])
    this.pool = Int32Array.from(deck)
    this.left = deck.reduce((a, b) => a + b, 0)
  }

  private drawsOn(key: number, k: number, st: number): boolean {
    const memo = key * 8 + k
    let d = this.decisions.get(memo)
    if (d === undefined) {
      d = this.seat.decide(this.dealer, this.dealerRanks, k, st) === 'draw'
      this.decisions.set(memo, d)
    }
    return d
  }

  /** The player's value of standing with the hand (n cards, hard total, aces) against the dealer's play. */
  stand(n: number, hard: number, aces: number): number {
    const rules = this.rules
    const mine = mineOf(rules, n, hard, aces)
    const pool = this.pool
    const memo = new Map<number, number>()
    const ranks = this.dealerRanks
    // The dealer's hand (m cards) → the player's expected net; `left` cards unseen by it remain.
    const play = (m: number, dHard: number, dAces: number, key: number, left: number): number => {
      if (++this.dealerHands > this.budget) throw new TooSlow()
      const st = this.table[standingIndex(m, dHard, dAces)] as number
      if (st === BUST || st === NGU_LINH || m >= 5 || left === 0 || !this.drawsOn(key, n, st))
        return netAgainst(rules, mine, st, dHard)
      const known = memo.get(key)
      if (known !== undefined) return known
      let v = 0
      for (let c = 0; c < CLASSES; c++) {
        const k = pool[c] as number
        if (k === 0) continue
        pool[c] = k - 1
        ranks.push(c)
        v += k * play(m + 1, dHard + (PIP[c] as number), dAces + (c === 0 ? 1 : 0), key + (POW[c] as number), left - 1)
        ranks.pop()
        pool[c] = k
      }
      v /= left
      memo.set(key, v)
      return v
    }
    let sum = 0
    let weight = 0
    const left = this.left
    eachPair(pool, (a, b, w) => {
      if (natural([CLASS_CARD[a] as Card, CLASS_CARD[b] as Card]) !== null) return
      ranks.push(a, b)
      sum +=
        w *
        play(
          2,
          (PIP[a] as number) + (PIP[b] as number),
          (a === 0 ? 1 : 0) + (b === 0 ? 1 : 0),
          (POW[a] as number) + (POW[b] as number),
          left - 2
        )
      ranks.length = 0
      weight += w
    })
    return weight === 0 ? 0 : sum / weight
  }

  /** V(P): the player's value of the hand under the best play from here. */
  value(n: number, hard: number, aces: number, key: number): number {
    const known = this.values.get(key)
    if (known !== undefined) return known
    const rules = this.rules
    const st = this.table[standingIndex(n, hard, aces)] as number
    const den = typeof rules.denAt === 'number' ? rules.denAt : Infinity
    const standV = this.stand(n, hard, aces)
    let best = standV
    let choice: PlayerChoice = 'stand'
    const over = n >= 5 || (st === BUST && (hard >= den || bustEndsTurn(rules)))
    if (!over && this.left > 2) {
      if (st === BUST) {
        // The bust-draw penalty: one stake to the dealer (nobody else at the table).
        if (rules.penalty && -1 > best) {
          best = -1
          choice = 'penalty'
        }
      } else {
        const drawV = this.draw(n, hard, aces, key)
        if (drawV > best) {
          best = drawV
          choice = 'draw'
        }
      }
    }
    this.values.set(key, best)
    this.strategy.set(key, choice)
    return best
  }

  private draw(n: number, hard: number, aces: number, key: number): number {
    const pool = this.pool
    let sum = 0
    let weight = 0
    for (let c = 0; c < CLASSES; c++) {
      const k = pool[c] as number
      if (k === 0) continue
      pool[c] = k - 1
      this.left--
      const w = k * noNatural(pool, this.left)
      if (w > 0) {
        sum += w * this.value(n + 1, hard + (PIP[c] as number), aces + (c === 0 ? 1 : 0), key + (POW[c] as number))
        weight += w
      }
      this.left++
      pool[c] = k
    }
    return sum / weight
  }
}

/** The enumeration ran past its time budget. */
export class TooSlow extends Error {
  constructor() {
    super('the exact enumeration ran past its budget')
  }
}

/**
 * The work (dealer hands visited) the app's exact figure may take: past it the simulation stands in
 * (issue 35: "where the enumeration would take more than 2 s in the worker"). Counted, not timed, so a
 * ruleset gets the same answer on a busy machine as on an idle one. `npm run bench` measures the rate
 * (`xidach.exact_edge_hands_per_s`: about 22 million dealer hands per CPU second on the development
 * machine, docs/sim-xidach.md), so this is under a second there and about 2 s on a machine half as fast.
 * One pack heads-up takes 5–7 million for every preset.
 */
export const EXACT_BUDGET = 20_000_000

/**
 * The exact figures for `rules` against `dealer`, heads-up, from `deck` (counts by pip class; one pack
 * unless given: tests use smaller decks worked by hand). Throws `TooSlow` past `budget` dealer hands.
 */
export function exactXidachEdge(
  rules: XidachRules,
  dealer: DealerStrength,
  deck: readonly number[] = ONE_PACK,
  budget = Infinity
): ExactEdge {
  const s = new Solver(rules, dealer, deck, budget)
  const pool = s.pool
  let ev = 0
  let total = 0
  // The deal: the player's two cards, then the dealer's two (every order of a shuffled deck is equally
  // likely, so who is dealt first changes nothing), each pair unordered with its weight.
  eachPair(pool, (a, b, w) => {
    s.left -= 2
    const pn = natural([CLASS_CARD[a] as Card, CLASS_CARD[b] as Card])
    // The dealer's two cards: naturals end the round (phase 1), every other pair goes on.
    let natW = 0
    let natNet = 0
    eachPair(pool, (c, d, wd) => {
      const dn = natural([CLASS_CARD[c] as Card, CLASS_CARD[d] as Card])
      if (dn === null) return
      natW += wd
      natNet += wd * naturalNet(rules, pn, dn, 1).net
    })
    // Ordered pairs of the cards left, the dealer's two (natW counts ordered pairs too).
    const dealerPairs = s.left * (s.left - 1)
    const pNat = natW / dealerPairs
    const rest =
      pn !== null
        ? naturalNet(rules, pn, null, 1).net
        : s.value(
            2,
            (PIP[a] as number) + (PIP[b] as number),
            (a === 0 ? 1 : 0) + (b === 0 ? 1 : 0),
            (POW[a] as number) + (POW[b] as number)
          )
    ev += w * (natNet / dealerPairs + (1 - pNat) * rest)
    total += w
    s.left += 2
  })
  const playerEv = ev / total
  return {
    playerEv,
    houseEdge: -playerEv,
    playerHands: s.values.size,
    dealerHands: s.dealerHands,
    strategy: s.strategy
  }
}

/** The worker's answer for one dealer AI: the exact figure within `budget` dealer hands, or that it ran past it. */
export function exactOrNot(rules: XidachRules, dealer: DealerStrength, budget: number): ExactDealerEdge {
  const t0 = performance.now()
  try {
    const e = exactXidachEdge(rules, dealer, ONE_PACK, budget)
    return { dealer, exact: true, playerEv: e.playerEv, houseEdge: e.houseEdge, ms: performance.now() - t0 }
  } catch (err) {
    if (!(err instanceof TooSlow)) throw err
    return { dealer, exact: false, reason: 'too-slow', ms: performance.now() - t0 }
  }
}
