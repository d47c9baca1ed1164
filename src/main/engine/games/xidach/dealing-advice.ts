/**
 * The hints for a person dealing (docs/rules-xidach.md "The advisor"): from the dealer's own view,
 * against each player not yet settled, the figures of checking now and of drawing first.
 */
import type { Card } from '@shared/cards'
import { DEALER } from '@shared/games'
import type { XidachRules, XidachView } from '@shared/games/xidach'
import type { Figures } from './advisor'
import { mineOf, netAgainst, newTally, RANK_CARD, RANK_PIP, rankIndex, shapeOf, type Tally } from './dealer-odds'
import { natural, standing } from './hand'

/** The dealer's figures against one player not yet settled (the dealer's side: win = the dealer wins). */
export interface CheckAdvice {
  id: string
  cardCount: number
  /** Checking this player now. null when the dealer can't check (under its minimum). */
  now: Figures | null
  /** Drawing one card first (and on while under dealerMin), then settling this player. null when the dealer can't draw. */
  afterDraw: Figures | null
}

export interface DealerAdvice {
  method: 'exact'
  players: CheckAdvice[]
  /** Whom checking now is worth at least as much as drawing first, and whether anyone is worth drawing for. */
  check: string[]
  draw: boolean
}

/**
 * For a person dealing, from the dealer's own view: against each player not yet settled, the chances of
 * winning, pushing and losing if it checks now or draws first. The dealer sees a player's card count
 * only, so the hand is taken as any `cardCount` of the cards it can't see (not a natural on two cards:
 * those were settled at the deal); what a player chose to do is not modelled.
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
  const canCheck = ds >= rules.dealerMin && ds <= 21
  const canDraw = view.allowed.includes('draw')
  const players: CheckAdvice[] = []
  const byCount = new Map<number, [Figures | null, Figures | null]>()
  for (const p of view.players) {
    if (p.status === 'settled' || p.cards !== null) continue
    let f = byCount.get(p.cardCount)
    if (f === undefined) {
      f = againstHidden(rules, pool, p.cardCount, d, canCheck, canDraw)
      byCount.set(p.cardCount, f)
    }
    players.push({ id: p.id, cardCount: p.cardCount, now: f[0], afterDraw: f[1] })
  }
  const check = players
    .filter((p) => p.now !== null && (p.afterDraw === null || p.now.ev >= p.afterDraw.ev))
    .map((p) => p.id)
  const draw = canDraw && players.some((p) => p.afterDraw !== null && (p.now === null || p.afterDraw.ev > p.now.ev))
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

function againstHidden(
  rules: XidachRules,
  pool: Int32Array,
  k: number,
  d: { n: number; hard: number; aces: number },
  canCheck: boolean,
  canDraw: boolean
): [Figures | null, Figures | null] {
  const now = newTally()
  const later = newTally()
  let total = 0
  const add = (t: Tally, net: number, w: number): void => {
    // The dealer's side: the player's loss is the dealer's win.
    if (net < 0) t.win += w
    else if (net > 0) t.lose += w
    else t.push += w
    t.ev -= w * net
  }
  multisets(pool, k, (ranks, ways) => {
    if (k === 2 && natural([RANK_CARD[ranks[0] as number] as Card, RANK_CARD[ranks[1] as number] as Card]) !== null)
      return
    let hard = 0
    let aces = 0
    // (multisets has already taken the player's cards out of the pool.)
    for (const r of ranks) {
      hard += RANK_PIP[r] as number
      if (r === 0) aces++
    }
    const m = mineOf(rules, k, hard, aces)
    total += ways
    if (canCheck) add(now, netAgainst(rules, m, standing(rules, d.n, d.hard, d.aces), d.hard), ways)
    if (canDraw) {
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
  return [canCheck ? norm(now) : null, canDraw ? norm(later) : null]
}
