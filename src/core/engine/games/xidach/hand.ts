/**
 * Xì dách hand values and classes (docs/rules-xidach.md "Hand values", "Hand classes"). Hands are described by
 * three small integers so the AI can ask "what if I drew rank r" without building a hand:
 * n (cards), hard (the total with every ace as 1) and aces.
 */
import type { Card } from '@shared/cards'
import type { AceValue, XidachRules } from '@shared/games/xidach'
import { perObject } from '../../per-object'
import type { HandFigures } from './state'

/** Pip value with the ace as 1, indexed by the rank character's code. */
const PIP = new Int8Array(128)
for (const [ch, v] of [
  ['A', 1],
  ['2', 2],
  ['3', 3],
  ['4', 4],
  ['5', 5],
  ['6', 6],
  ['7', 7],
  ['8', 8],
  ['9', 9],
  ['T', 10],
  ['J', 10],
  ['Q', 10],
  ['K', 10]
] as const)
  PIP[ch.charCodeAt(0)] = v

export function cardPip(card: Card): number {
  return PIP[card.charCodeAt(0)] as number
}

export function isAce(card: Card): boolean {
  return card.charCodeAt(0) === 65 /* A */
}

export function hardTotal(cards: readonly Card[]): number {
  let t = 0
  for (let i = 0; i < cards.length; i++) t += PIP[(cards[i] as Card).charCodeAt(0)] as number
  return t
}

export function aceCount(cards: readonly Card[]): number {
  let a = 0
  for (let i = 0; i < cards.length; i++) if ((cards[i] as Card).charCodeAt(0) === 65) a++
  return a
}

/**
 * The best total ≤ 21 the aces allow, else the smallest (every ace 1).
 * - by-count: 2 cards an ace may be 11, 3 cards 10, 4+ only 1 (besides 1 always);
 * - flexible: each ace 1, 10 or 11;  western: 1 or 11.
 */
export function bestTotal(aceValue: AceValue, n: number, hard: number, aces: number): number {
  if (aces === 0 || hard >= 21) return hard
  const room = 21 - hard
  let extra = 0
  if (aceValue === 'western') {
    extra = room >= 10 ? 10 : 0
  } else if (aceValue === 'flexible') {
    // Each ace adds 0, 9 or 10. Three aces already make hard ≥ 3, so at most two can be raised.
    if (aces >= 2 && room >= 18) extra = room >= 20 ? 20 : room
    else if (room >= 10) extra = 10
    else if (room >= 9) extra = 9
  } else if (n === 2) {
    // Two cards: each ace 1 or 11 (adds 10).
    if (aces >= 2 && room >= 20) extra = 20
    else if (room >= 10) extra = 10
  } else if (n === 3) {
    // Three cards: each ace 1 or 10 (adds 9).
    const k = Math.min(aces, Math.floor(room / 9))
    extra = 9 * k
  }
  return hard + extra
}

/** Hand classes as integers so settlement is a few comparisons. */
export const BUST = -1
export const NGU_LINH = -2

/**
 * The finished hand's standing for phase-2 comparison: BUST, NGU_LINH, or the best total.
 * (Non is decided by the caller against its own minimum.) Five cards: ngũ linh when the smallest
 * total is within the limit; under `under-21` five cards of exactly 21 are an ordinary 21.
 */
export function standing(rules: XidachRules, n: number, hard: number, aces: number): number {
  if (n >= 5) {
    if (hard < 21 || (hard === 21 && rules.nguLinh === 'at-most-21')) return NGU_LINH
    if (hard === 21) return 21
    return BUST
  }
  const t = bestTotal(rules.aceValue, n, hard, aces)
  return t > 21 ? BUST : t
}

/** The total shown for a hand: a ngũ linh shows its lowest qualifying total (the one it compares on). */
export function shownTotal(rules: XidachRules, cards: readonly Card[]): number {
  const n = cards.length
  const hard = hardTotal(cards)
  if (n >= 5 && standing(rules, n, hard, 0) === NGU_LINH) return hard
  return bestTotal(rules.aceValue, n, hard, aceCount(cards))
}

export type Natural = 'xi-bang' | 'xi-dach' | null

/** Xì bàng (A A) or xì dách (A + T/J/Q/K) on the first two cards. */
export function natural(cards: readonly Card[]): Natural {
  if (cards.length !== 2) return null
  const a = cards[0] as Card
  const b = cards[1] as Card
  const aa = isAce(a)
  const ba = isAce(b)
  if (aa && ba) return 'xi-bang'
  if ((aa && cardPip(b) === 10) || (ba && cardPip(a) === 10)) return 'xi-dach'
  return null
}

/**
 * `standing` for every (cards 0..5, hard 0..63, aces 0..3) of one rule set, computed once: the AIs
 * weigh thirteen possible next cards per decision and look each one up here.
 * Index: (min(n, 5) * 64 + hard) * 4 + min(aces, 3). (More than three aces never changes a total.)
 */
export const standingTable: (rules: XidachRules) => Int8Array = perObject((rules) => {
  const t = new Int8Array(6 * 64 * 4)
  for (let n = 0; n < 6; n++)
    for (let hard = 0; hard < 64; hard++)
      for (let aces = 0; aces < 4; aces++) t[(n * 64 + hard) * 4 + aces] = standing(rules, n, hard, aces)
  return t
})

export function standingIndex(n: number, hard: number, aces: number): number {
  return ((n < 5 ? n : 5) * 64 + hard) * 4 + (aces < 3 ? aces : 3)
}

/** The hand's phase-2 standing: BUST, NGU_LINH or its best total. */
export function handStanding(rules: XidachRules, cards: readonly Card[]): number {
  return standing(rules, cards.length, hardTotal(cards), aceCount(cards))
}

/** Recomputes a hand's figures from its cards; called whenever a hand gets a card. */
export function refigure(rules: XidachRules, h: HandFigures): void {
  const cards = h.cards
  const n = cards.length
  let hard = 0
  let aces = 0
  for (let i = 0; i < n; i++) {
    const pip = cardPip(cards[i] as Card)
    hard += pip
    if (pip === 1) aces++
  }
  const st = standingTable(rules)[standingIndex(n, hard, aces)] as number
  h.standing = st
  // A ngũ linh shows (and compares on) its smallest total; any other hand its best.
  h.total = st === NGU_LINH ? hard : st === BUST ? hard : st
}
