/**
 * The hints for a person dealing (docs/rules-xidach.md "The advisor"): from the dealer's own view,
 * against each player not yet settled, the figures of checking now and of drawing first.
 */
import type { Card } from '@shared/cards'
import { DEALER } from '@shared/games'
import type { XidachRules, XidachView } from '@shared/games/xidach'
import type { Figures } from './advisor'
import { mineOf, netAgainst, newTally, RANK_CARD, RANK_PIP, rankIndex, shapeOf, type Tally } from './dealer-odds'
import { BUST, natural, NGU_LINH, standing } from './hand'

/** The dealer's figures against one player not yet settled (the dealer's side: win = the dealer wins). */
export interface CheckAdvice {
  id: string
  cardCount: number
  /** Checking this player now. null when the dealer can't check (under its minimum). */
  now: Figures | null
  /** Drawing one card first (and on while under dealerMin), then settling this player. null when the dealer can't draw. */
  afterDraw: Figures | null
  /**
   * Standing under the minimum, where the table allows it (`dealerPenalty: pays-all`): đền làng, the
   * dealer pays this player one stake (ngũ linh its multiplier; a penalised hand pushes). null otherwise.
   */
  standNon: Figures | null
}

export interface DealerAdvice {
  method: 'exact'
  players: CheckAdvice[]
  /**
   * Whom checking now is worth at least as much as drawing first, and whether anyone is worth drawing
   * for; under the minimum with standing allowed, whether drawing is worth more than standing non for
   * the players' stakes together (standing non settles everyone at once).
   */
  check: string[]
  draw: boolean
}

/**
 * For a person dealing, from the dealer's own view: against each player not yet settled, the chances of
 * winning, pushing and losing if it checks now or draws first. The dealer sees a player's card count
 * only, so the hand is taken as any `cardCount` of the cards it can't see, dealt in any order the table
 * could have dealt it (possibleOrders); what a player chose to do is not modelled.
 */
export function adviseDealer(view: XidachView): DealerAdvice | null {
  const rules = view.rules
  const own = view.dealer.cards
  if (own === null || view.viewer !== DEALER) return null
  const pool = new Int32Array(13).fill(4)
  const take = (cards: readonly Card[]): void => {
    for (const c of cards) pool[rankIndex(c)] = (pool[rankIndex(c)] as number) - 1
  }
  take(own)
  for (const p of view.players) if (p.cards !== null) take(p.cards)
  const d = shapeOf(own)
  const ds = standing(rules, d.n, d.hard, d.aces)
  const can: Can = {
    check: ds >= rules.dealerMin && ds <= 21,
    draw: view.allowed.includes('draw'),
    // The engine allows it under pays-all only (legal.ts); settle.ts's dealerPays settles it.
    standNon: ds >= 0 && ds < rules.dealerMin && view.allowed.includes('stand')
  }
  const players: CheckAdvice[] = []
  const byCount = new Map<number, Hidden>()
  for (const p of view.players) {
    if (p.status === 'settled' || p.cards !== null) continue
    let f = byCount.get(p.cardCount)
    if (f === undefined) {
      f = againstHidden(rules, pool, p.cardCount, d, can)
      byCount.set(p.cardCount, f)
    }
    players.push({ id: p.id, cardCount: p.cardCount, ...f })
  }
  const check = players
    .filter((p) => p.now !== null && (p.afterDraw === null || p.now.ev >= p.afterDraw.ev))
    .map((p) => p.id)
  const stakeOf = (id: string): number => view.players.find((p) => p.id === id)?.stake ?? 0
  const draw =
    can.draw &&
    (can.standNon
      ? players.reduce((x, p) => x + ((p.afterDraw as Figures).ev - (p.standNon as Figures).ev) * stakeOf(p.id), 0) > 0
      : players.some((p) => p.afterDraw !== null && (p.now === null || p.afterDraw.ev > p.now.ev)))
  return { method: 'exact', players, check, draw }
}

/** Every multiset of `k` ranks from `pool` with its number of ways; `pool` is without them during `visit`. */
function multisets(pool: Int32Array, k: number, visit: (ranks: number[], ways: number) => void): void {
  const ranks: number[] = []
  const go = (from: number, left: number, ways: number): void => {
    if (left === 0) return visit(ranks, ways)
    for (let r = from; r < 13; r++) {
      const c = pool[r] as number
      if (c === 0) continue
      // Taking m of rank r (m ≥ 1) multiplies the ways by C(c, m).
      let w = ways
      for (let m = 1; m <= Math.min(c, left); m++) {
        w = (w * (c - m + 1)) / m
        ranks.push(r)
        pool[r] = c - m
        go(r + 1, left - m, w)
      }
      for (let m = 1; m <= Math.min(c, left); m++) ranks.pop()
      pool[r] = c
    }
  }
  go(0, k, 1)
}

/**
 * The share of the orders of a hidden hand's cards (`ranks`) that the table could have dealt with the
 * hand still hidden: its first two cards are not a natural (settled at the deal), and no earlier part of
 * it was bust (a draw on a bust hand is đền bài, settled face up, or refused with the penalty off). All
 * orders of the cards are otherwise equally likely, so this weighs the hand. Whether a first part is
 * possible depends only on which cards it holds, so the orders are counted over the subsets of the
 * cards (at most 2^5), not one by one (5! = 120 for each of thousands of hands, on main's thread).
 */
function possibleOrders(rules: XidachRules, ranks: readonly number[]): number {
  const k = ranks.length
  if (k < 2) return 1
  const full = (1 << k) - 1
  const orders = SCRATCH.orders
  const hardOf = SCRATCH.hard
  const acesOf = SCRATCH.aces
  const sizeOf = SCRATCH.size
  orders[0] = 1
  hardOf[0] = 0
  acesOf[0] = 0
  sizeOf[0] = 0
  for (let mask = 1; mask <= full; mask++) {
    // Built on the same part without its lowest card.
    const low = mask & -mask
    const prev = mask ^ low
    const r = ranks[31 - Math.clz32(low)] as number
    const size = (sizeOf[mask] = (sizeOf[prev] as number) + 1)
    const hard = (hardOf[mask] = (hardOf[prev] as number) + (RANK_PIP[r] as number))
    const aces = (acesOf[mask] = (acesOf[prev] as number) + (r === 0 ? 1 : 0))
    orders[mask] = 0
    if (size === 2) {
      const other = ranks[31 - Math.clz32(prev)] as number
      if (natural([RANK_CARD[other] as Card, RANK_CARD[r] as Card]) !== null) continue
    }
    if (size >= 2 && size < k && standing(rules, size, hard, aces) === BUST) continue
    // The orders of this first part: each of its cards last, after an order of the rest.
    let n = 0
    for (let rest = mask; rest !== 0; rest &= rest - 1) n += orders[mask ^ (rest & -rest)] as number
    orders[mask] = n
  }
  return (orders[full] as number) / (FACTORIAL[k] as number)
}

/** possibleOrders' tables, one per hand of up to five cards (2^5 parts), reused: it runs thousands of times a call. */
const SCRATCH = {
  orders: new Float64Array(32),
  hard: new Int32Array(32),
  aces: new Int32Array(32),
  size: new Int32Array(32)
}
const FACTORIAL = [1, 1, 2, 6, 24, 120]

/** What the dealer may do now: check a player, draw, stand under its minimum (đền làng). */
interface Can {
  check: boolean
  draw: boolean
  standNon: boolean
}

type Hidden = Pick<CheckAdvice, 'now' | 'afterDraw' | 'standNon'>

function againstHidden(
  rules: XidachRules,
  pool: Int32Array,
  k: number,
  d: { n: number; hard: number; aces: number },
  can: Can
): Hidden {
  const now = newTally()
  const later = newTally()
  const non = newTally()
  let total = 0
  const add = (t: Tally, net: number, w: number): void => {
    // The dealer's side: the player's loss is the dealer's win.
    if (net < 0) t.win += w
    else if (net > 0) t.lose += w
    else t.push += w
    t.ev -= w * net
  }
  multisets(pool, k, (ranks, all) => {
    const ways = all * possibleOrders(rules, ranks)
    if (ways === 0) return
    let hard = 0
    let aces = 0
    // (multisets has already taken the player's cards out of the pool.)
    for (const r of ranks) {
      hard += RANK_PIP[r] as number
      if (r === 0) aces++
    }
    const m = mineOf(rules, k, hard, aces)
    total += ways
    if (can.check) add(now, netAgainst(rules, m, standing(rules, d.n, d.hard, d.aces), d.hard), ways)
    if (can.standNon) add(non, m.penalised ? 0 : m.st === NGU_LINH ? rules.pay.nguLinh : 1, ways)
    if (can.draw) {
      // One card, then on while under the minimum (five cards, bust: the hand is what it is).
      const walk = (w: number, n: number, dh: number, da: number): void => {
        let left = 0
        for (let r = 0; r < 13; r++) left += pool[r] as number
        if (left === 0) return add(later, netAgainst(rules, m, standing(rules, n, dh, da), dh), w)
        for (let r = 0; r < 13; r++) {
          const c = pool[r] as number
          if (c === 0) continue
          pool[r] = c - 1
          const h = dh + (RANK_PIP[r] as number)
          const a = da + (r === 0 ? 1 : 0)
          const st = standing(rules, n + 1, h, a)
          if (n + 1 < 5 && st >= 0 && st < rules.dealerMin) walk((w * c) / left, n + 1, h, a)
          else add(later, netAgainst(rules, m, st, h), (w * c) / left)
          pool[r] = c
        }
      }
      walk(ways, d.n, d.hard, d.aces)
    }
  })
  const norm = (t: Tally): Figures => ({
    win: t.win / total,
    push: t.push / total,
    lose: t.lose / total,
    ev: t.ev / total,
    evHalfWidth: 0
  })
  return {
    now: can.check ? norm(now) : null,
    afterDraw: can.draw ? norm(later) : null,
    standNon: can.standNon ? norm(non) : null
  }
}
