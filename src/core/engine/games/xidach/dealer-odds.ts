/**
 * The advisors' arithmetic (docs/rules-xidach.md "The advisor"): hands as rank counts, the computer
 * dealer's final hands enumerated exactly against a player hand of a given card count, and a player
 * hand tallied against them. advisor.ts (a player's hints) and dealing-advice.ts (a person dealing)
 * ask it.
 */
import type { Card } from '@shared/cards'
import { DEALER } from '@shared/games'
import type { XidachPlayerView, XidachRules, XidachView } from '@shared/games/xidach'
import type { RandomSource } from '../../random'
import type { Figures, PlayerQuestion } from './advisor'
import { dealerDecision, type DealerStrength } from './ai'
import { BUST, natural, NGU_LINH, standing, standingIndex, standingTable } from './hand'
import { settleStandings } from './settle'

/** One card per rank, index 0..12 (A 2 … 9 T J Q K): suits don't matter to any total. */
export const RANK_CARD: readonly Card[] = ['AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S', 'TS', 'JS', 'QS', 'KS']
export const RANK_PIP = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]
const RANK_INDEX = new Map<string, number>('A23456789TJQK'.split('').map((ch, i) => [ch, i]))
/** 8 × 6^r: a rank multiset of up to five cards, plus a card count under 8, as one exact number. */
const POW6 = Array.from({ length: 13 }, (_, r) => 8 * 6 ** r)

export function rankIndex(card: Card): number {
  return RANK_INDEX.get(card[0] as string) as number
}

/** A reusable view for the dealer AI: the dealer's cards, the player (face down), the shown cards. */
export class DealerSeat {
  readonly view: XidachView
  private readonly me: XidachPlayerView
  private readonly dealerCards: Card[] = []

  constructor(rules: XidachRules, shownToDealer: readonly Card[]) {
    this.me = {
      id: 'me',
      stake: 1,
      cardCount: 0,
      cards: null,
      total: null,
      status: 'done',
      penalised: false,
      outcome: null,
      net: null,
      received: 0,
      paidForDealer: 0
    }
    const others: XidachPlayerView = { ...this.me, id: 'shown', cards: shownToDealer.slice(), status: 'settled' }
    this.view = {
      game: 'xidach',
      rules,
      viewer: DEALER,
      phase: 'dealer',
      turn: DEALER,
      players: [this.me, others],
      dealer: { cardCount: 0, cards: this.dealerCards, total: null, bank: null, penalised: null },
      deckCount: 0,
      allowed: []
    }
  }

  /** What the AI does holding `ranks` against a player of `k` cards: 'draw' or 'settle' (stand or check). */
  decide(strength: DealerStrength, ranks: readonly number[], k: number, st: number): 'draw' | 'settle' {
    // The AI sees its cards (as ranks: suits never matter), the player's card count and the shown
    // cards, which are fixed here: one answer per multiset of ranks and count.
    let key = k
    for (const r of ranks) key += POW6[r] as number
    let a = this.memo.get(key)
    if (a === undefined) {
      a = this.ask(strength, ranks, k, st)
      this.memo.set(key, a)
    }
    return a
  }

  private readonly memo = new Map<number, 'draw' | 'settle'>()

  private ask(strength: DealerStrength, ranks: readonly number[], k: number, st: number): 'draw' | 'settle' {
    const rules = this.view.rules
    const cards = this.dealerCards
    cards.length = 0
    for (const r of ranks) cards.push(RANK_CARD[r] as Card)
    this.view.dealer.cardCount = cards.length
    this.me.cardCount = k
    const allowed = this.view.allowed
    allowed.length = 0
    allowed.push('draw')
    if (st >= rules.dealerMin || rules.dealerPenalty === 'pays-all') allowed.push('stand')
    if (st >= rules.dealerMin && st <= 21) allowed.push('check me')
    const a = dealerDecision(this.view, strength, NO_RANDOM)
    return a !== null && a.do === 'draw' ? 'draw' : 'settle'
  }
}

/** The dealer AIs never draw lots; a source that would say so if they did. */
const NO_RANDOM = {
  int(): number {
    throw new Error('the dealer AI asked for a random number (the advisor assumes it never does)')
  }
} as unknown as RandomSource

export interface Tally {
  win: number
  push: number
  lose: number
  ev: number
}

/** A finished player hand as the settlement needs it. */
export interface Mine {
  st: number
  hard: number
  /** đền, or non under pays-for-dealer: pushes when the dealer pays everyone (đền làng). */
  penalised: boolean
}

export function mineOf(rules: XidachRules, n: number, hard: number, aces: number): Mine {
  const st = standing(rules, n, hard, aces)
  const den = typeof rules.denAt === 'number' ? rules.denAt : Infinity
  const penalised =
    (st === BUST && hard >= den) || (rules.nonPenalty === 'pays-for-dealer' && st >= 0 && st < rules.playerMin)
  return { st, hard, penalised }
}

/** The player's net per unit staked against the dealer's final (or checking) hand `ds`, `dh`. */
export function netAgainst(rules: XidachRules, m: Mine, ds: number, dh: number): number {
  const den = typeof rules.denAt === 'number' ? rules.denAt : Infinity
  if (rules.dealerPenalty === 'pays-all' && ds === BUST && dh >= den) {
    // Đền làng: the dealer pays the unchecked player, unless the player's hand is penalised too.
    return m.penalised ? 0 : m.st === NGU_LINH ? rules.pay.nguLinh : 1
  }
  return settleStandings(rules, m.st, m.hard, ds, dh, 1)
}

/** The dealer's hand when the player is settled: a distribution over (standing, hard total). */
export interface DealerOutcomes {
  keys: number[]
  probs: number[]
}

const KEY = (ds: number, dh: number): number => (ds + 2) * 64 + dh

export function tallyAgainst(rules: XidachRules, m: Mine, d: DealerOutcomes, p: number, into: Tally): void {
  for (let i = 0; i < d.keys.length; i++) {
    const key = d.keys[i] as number
    const q = (d.probs[i] as number) * p
    const net = netAgainst(rules, m, Math.floor(key / 64) - 2, key % 64)
    if (net > 0) into.win += q
    else if (net < 0) into.lose += q
    else into.push += q
    into.ev += q * net
  }
}

/** Work the exact enumeration may do (dealer hands visited) before the advisor samples instead. */
export const EXACT_BUDGET = 600_000

export class OverBudget extends Error {}

/** Dealer hands visited so far, the most allowed, and the clock time (performance.now) to give up at. */
export interface Work {
  calls: number
  budget: number
  until: number
}

/**
 * The chance that two cards dealt from `pool` are not a natural (xì bàng: two aces; xì dách: an ace and
 * a ten-valued card), the condition every advised round has met: the round would have ended at the deal.
 */
export function notNaturalShare(pool: Int32Array): number {
  let n = 0
  for (let r = 0; r < 13; r++) n += pool[r] as number
  if (n < 2) return 1
  const aces = pool[0] as number
  const tens = (pool[9] as number) + (pool[10] as number) + (pool[11] as number) + (pool[12] as number)
  return 1 - (aces * (aces - 1) + 2 * aces * tens) / (n * (n - 1))
}

/**
 * Exact: every pair of dealer face-down cards (not a natural) and every draw the AI makes against a
 * player of `k` cards, weighted by the unseen counts `pool` (modified and restored).
 */
export function dealerExact(
  q: PlayerQuestion,
  seat: DealerSeat,
  k: number,
  pool: Int32Array,
  work: Work
): DealerOutcomes {
  const rules = q.rules
  const acc = new Float64Array(24 * 64)
  const ranks: number[] = []
  const table = standingTable(rules)
  const play = (p: number, left: number, hard: number, aces: number): void => {
    const n = ranks.length
    const st = table[standingIndex(n, hard, aces)] as number
    if (++work.calls > work.budget || ((work.calls & 1023) === 0 && performance.now() > work.until))
      throw new OverBudget()
    if (st !== BUST && st !== NGU_LINH && n < 5 && left > 0) {
      if (seat.decide(q.dealer, ranks, k, st) === 'draw') {
        for (let r = 0; r < 13; r++) {
          const c = pool[r] as number
          if (c === 0) continue
          pool[r] = c - 1
          ranks.push(r)
          play((p * c) / left, left - 1, hard + (RANK_PIP[r] as number), aces + (r === 0 ? 1 : 0))
          ranks.pop()
          pool[r] = c
        }
        return
      }
    }
    acc[KEY(st, hard)] = (acc[KEY(st, hard)] as number) + p
  }
  let left = 0
  for (let r = 0; r < 13; r++) left += pool[r] as number
  if (q.dealerCards !== null) {
    let hard = 0
    let aces = 0
    for (const c of q.dealerCards) {
      const r = rankIndex(c)
      ranks.push(r)
      hard += RANK_PIP[r] as number
      if (r === 0) aces++
    }
    play(1, left, hard, aces)
  } else {
    // The two face-down cards, conditioned on not being a natural.
    let total = 0
    const pairs: number[] = []
    for (let a = 0; a < 13; a++) {
      const ca = pool[a] as number
      if (ca === 0) continue
      for (let b = 0; b < 13; b++) {
        const cb = b === a ? ca - 1 : (pool[b] as number)
        if (cb <= 0) continue
        if (natural([RANK_CARD[a] as Card, RANK_CARD[b] as Card]) !== null) continue
        pairs.push(a, b, ca * cb)
        total += ca * cb
      }
    }
    for (let i = 0; i < pairs.length; i += 3) {
      const a = pairs[i] as number
      const b = pairs[i + 1] as number
      pool[a] = (pool[a] as number) - 1
      pool[b] = (pool[b] as number) - 1
      ranks.push(a, b)
      play(
        (pairs[i + 2] as number) / total,
        left - 2,
        (RANK_PIP[a] as number) + (RANK_PIP[b] as number),
        (a === 0 ? 1 : 0) + (b === 0 ? 1 : 0)
      )
      ranks.length = 0
      pool[a] = (pool[a] as number) + 1
      pool[b] = (pool[b] as number) + 1
    }
  }
  const out: DealerOutcomes = { keys: [], probs: [] }
  for (let i = 0; i < acc.length; i++) {
    if ((acc[i] as number) > 0) {
      out.keys.push(i)
      out.probs.push(acc[i] as number)
    }
  }
  return out
}

export function shapeOf(cards: readonly Card[]): { n: number; hard: number; aces: number } {
  let hard = 0
  let aces = 0
  for (const c of cards) {
    const r = rankIndex(c)
    hard += RANK_PIP[r] as number
    if (r === 0) aces++
  }
  return { n: cards.length, hard, aces }
}

export const newTally = (): Tally => ({ win: 0, push: 0, lose: 0, ev: 0 })

/** A chance summed from many weights: rounding can carry a certain outcome an ulp past 1. */
const chance = (p: number): number => Math.min(1, Math.max(0, p))

export function figuresOf(t: Tally, half = 0): Figures {
  return { win: chance(t.win), push: chance(t.push), lose: chance(t.lose), ev: t.ev, evHalfWidth: half }
}
