/**
 * The Xì dách advisor: for a player whose turn it is, the chances of winning, pushing and losing if it
 * stands now (dằn) or draws (bốc), against the computer dealer AI in force — from what the player may
 * see only (its own cards, the cards face up to everyone), never the hidden cards or the deck order.
 *
 * The model (docs/rules-xidach.md "The advisor"):
 * - every card the player can't see is equally likely to be anywhere: the dealer's two face-down cards
 *   and its later draws come from those unseen cards (the other players' draws in between don't change
 *   that distribution: the next card after any stopping rule is distributed like the first). The
 *   dealer's two cards are not a natural (the round would have ended);
 * - bốc: one card, then more while the hand is under playerMin (what a sensible player does), then dằn;
 * - the dealer plays by the real `dealerDecision` of the AI in force, on a view built like the one it
 *   gets at the table (its cards, the player's card count, the cards face up to it), so it checks the
 *   player when that AI would and draws on when it would;
 * - đền làng (the dealer drawing to đền under pays-all) pays the player, as the engine does.
 * Exact by enumeration of every rank sequence while the work is within a budget; otherwise Monte-Carlo
 * of the same model with a 99 % interval.
 */
import type { Card } from '../../../../shared/cards'
import { DEALER } from '../../../../shared/games'
import type { XidachPlayerView, XidachRules, XidachView } from '../../../../shared/games/xidach'
import { FastRng, uniformFromWords } from '../../random'
import { dealerDecision, type DealerStrength } from './ai'
import { BUST, NGU_LINH, natural, standing, standingIndex, standingTable } from './hand'
import { settleStandings } from './settle'

/** One card per rank, index 0..12 (A 2 … 9 T J Q K): suits don't matter to any total. */
const RANK_CARD: readonly Card[] = ['AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S', 'TS', 'JS', 'QS', 'KS']
const RANK_PIP = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]
const RANK_INDEX = new Map<string, number>('A23456789TJQK'.split('').map((ch, i) => [ch, i]))
const Z99 = 2.5758293035489
/** 8 × 6^r: a rank multiset of up to five cards, plus a card count under 8, as one exact number. */
const POW6 = Array.from({ length: 13 }, (_, r) => 8 * 6 ** r)

export function rankIndex(card: Card): number {
  return RANK_INDEX.get(card[0] as string) as number
}

/** Win / push / lose chances and the expected net per unit staked (multipliers included). */
export interface Figures {
  win: number
  push: number
  lose: number
  ev: number
  /** Monte-Carlo only: the 99 % interval's half-width on `ev` (0 when exact). */
  evHalfWidth: number
}

export interface PlayerAdvice {
  method: 'exact' | 'monte-carlo'
  /** Monte-Carlo: the number of sampled rounds per choice; exact: 0. */
  samples: number
  stand: Figures
  /** null when drawing is not allowed (five cards, bust). */
  draw: Figures | null
  best: 'draw' | 'stand'
}

export interface PlayerQuestion {
  rules: XidachRules
  dealer: DealerStrength
  /** The player's cards. */
  mine: readonly Card[]
  /** The dealer's cards when face up to the player (after it has checked someone), else null. */
  dealerCards: readonly Card[] | null
  /** Cards face up to everyone besides the player's own and the dealer's (settled hands). */
  shown: readonly Card[]
  /** Whether the player may draw now. */
  canDraw: boolean
}

/** The player's question from its own view (the only way the table asks it). */
export function questionFromView(view: XidachView, dealer: DealerStrength): PlayerQuestion | null {
  const me = view.players.find((p) => p.id === view.viewer)
  if (!me || me.cards === null) return null
  const shown: Card[] = []
  for (const p of view.players) if (p.id !== me.id && p.cards !== null) shown.push(...p.cards)
  return {
    rules: view.rules,
    dealer,
    mine: me.cards,
    dealerCards: view.dealer.cards,
    shown,
    canDraw: view.allowed.includes('draw')
  }
}

// ---- the dealer's side --------------------------------------------------------------------------

/** A reusable view for the dealer AI: the dealer's cards, the player (face down), the shown cards. */
class DealerSeat {
  readonly view: XidachView
  private readonly me: XidachPlayerView
  private readonly dealerCards: Card[] = []

  constructor(rules: XidachRules, shownToDealer: readonly Card[]) {
    this.me = { id: 'me', stake: 1, cardCount: 0, cards: null, total: null, status: 'done', penalised: false, outcome: null, net: null, received: 0, paidForDealer: 0 }
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
} as unknown as import('../../random').RandomSource

interface Tally {
  win: number
  push: number
  lose: number
  ev: number
}

/** A finished player hand as the settlement needs it. */
interface Mine {
  st: number
  hard: number
  /** đền, or non under pays-for-dealer: pushes when the dealer pays everyone (đền làng). */
  penalised: boolean
}

function mineOf(rules: XidachRules, n: number, hard: number, aces: number): Mine {
  const st = standing(rules, n, hard, aces)
  const den = typeof rules.denAt === 'number' ? rules.denAt : Infinity
  const penalised = (st === BUST && hard >= den) || (rules.nonPenalty === 'pays-for-dealer' && st >= 0 && st < rules.playerMin)
  return { st, hard, penalised }
}

/** The player's net per unit staked against the dealer's final (or checking) hand `ds`, `dh`. */
function netAgainst(rules: XidachRules, m: Mine, ds: number, dh: number): number {
  const den = typeof rules.denAt === 'number' ? rules.denAt : Infinity
  if (rules.dealerPenalty === 'pays-all' && ds === BUST && dh >= den) {
    // Đền làng: the dealer pays the unchecked player, unless the player's hand is penalised too.
    return m.penalised ? 0 : m.st === NGU_LINH ? rules.pay.nguLinh : 1
  }
  return settleStandings(rules, m.st, m.hard, ds, dh, 1)
}

/** The dealer's hand when the player is settled: a distribution over (standing, hard total). */
interface DealerOutcomes {
  keys: number[]
  probs: number[]
}

const KEY = (ds: number, dh: number): number => (ds + 2) * 64 + dh

function tallyAgainst(rules: XidachRules, m: Mine, d: DealerOutcomes, p: number, into: Tally): void {
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

class OverBudget extends Error {}

/** Dealer hands visited so far, the most allowed, and the clock time (performance.now) to give up at. */
interface Work {
  calls: number
  budget: number
  until: number
}

/**
 * Exact: every pair of dealer face-down cards (not a natural) and every draw the AI makes against a
 * player of `k` cards, weighted by the unseen counts `pool` (modified and restored).
 */
function dealerExact(q: PlayerQuestion, seat: DealerSeat, k: number, pool: Int32Array, work: Work): DealerOutcomes {
  const rules = q.rules
  const acc = new Float64Array(24 * 64)
  const ranks: number[] = []
  const table = standingTable(rules)
  const play = (p: number, left: number, hard: number, aces: number): void => {
    const n = ranks.length
    const st = table[standingIndex(n, hard, aces)] as number
    if (++work.calls > work.budget || ((work.calls & 1023) === 0 && performance.now() > work.until)) throw new OverBudget()
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
      play((pairs[i + 2] as number) / total, left - 2, (RANK_PIP[a] as number) + (RANK_PIP[b] as number), (a === 0 ? 1 : 0) + (b === 0 ? 1 : 0))
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

// ---- the player's side --------------------------------------------------------------------------

function shapeOf(cards: readonly Card[]): { n: number; hard: number; aces: number } {
  let hard = 0
  let aces = 0
  for (const c of cards) {
    const r = rankIndex(c)
    hard += RANK_PIP[r] as number
    if (r === 0) aces++
  }
  return { n: cards.length, hard, aces }
}

/** bốc's continuation: draw on while under the minimum (a bust, đền or five-card hand is done). */
function drawsOn(rules: XidachRules, n: number, hard: number, aces: number): boolean {
  const st = standing(rules, n, hard, aces)
  return n < 5 && st >= 0 && st < rules.playerMin
}

/** The unseen rank counts: one deck minus the player's cards, the shown cards and the dealer's shown cards. */
export function unseenOf(q: PlayerQuestion): Int32Array {
  const pool = new Int32Array(13).fill(4)
  const take = (cards: readonly Card[]): void => {
    for (const c of cards) {
      const r = rankIndex(c)
      pool[r] = (pool[r] as number) - 1
      if ((pool[r] as number) < 0) throw new Error(`the card ${c} is seen more than four times`)
    }
  }
  take(q.mine)
  take(q.shown)
  if (q.dealerCards !== null) take(q.dealerCards)
  return pool
}

const newTally = (): Tally => ({ win: 0, push: 0, lose: 0, ev: 0 })

function figuresOf(t: Tally, half = 0): Figures {
  return { win: t.win, push: t.push, lose: t.lose, ev: t.ev, evHalfWidth: half }
}

/** Exact figures for the unseen counts `pool` (modified and restored); throws OverBudget. */
export function exactAdvice(q: PlayerQuestion, pool: Int32Array, budget = EXACT_BUDGET, ms = Infinity): PlayerAdvice {
  const rules = q.rules
  const work: Work = { calls: 0, budget, until: performance.now() + ms }
  const seat = new DealerSeat(rules, q.shown)
  const me = shapeOf(q.mine)
  const stand = newTally()
  tallyAgainst(rules, mineOf(rules, me.n, me.hard, me.aces), dealerExact(q, seat, me.n, pool, work), 1, stand)
  let draw: Tally | null = null
  if (q.canDraw) {
    const d = (draw = newTally())
    // The dealer's two face-down cards (when not shown) still come out of the pool.
    const reserve = q.dealerCards === null ? 2 : 0
    const walk = (p: number, n: number, hard: number, aces: number): void => {
      let left = 0
      for (let r = 0; r < 13; r++) left += pool[r] as number
      if (left <= reserve) throw new OverBudget()
      for (let r = 0; r < 13; r++) {
        const c = pool[r] as number
        if (c === 0) continue
        pool[r] = c - 1
        const pr = (p * c) / left
        const h = hard + (RANK_PIP[r] as number)
        const a = aces + (r === 0 ? 1 : 0)
        if (drawsOn(rules, n + 1, h, a)) walk(pr, n + 1, h, a)
        else tallyAgainst(rules, mineOf(rules, n + 1, h, a), dealerExact(q, seat, n + 1, pool, work), pr, d)
        pool[r] = c
      }
    }
    walk(1, me.n, me.hard, me.aces)
  }
  return finishAdvice('exact', 0, figuresOf(stand), draw && figuresOf(draw))
}

function finishAdvice(method: PlayerAdvice['method'], samples: number, stand: Figures, draw: Figures | null): PlayerAdvice {
  return { method, samples, stand, draw, best: draw !== null && draw.ev > stand.ev ? 'draw' : 'stand' }
}

/**
 * Monte-Carlo of the same model: `samples` random orders of the unseen cards, both choices played on
 * each (common random numbers, so their difference is sharper). Stops early, with at least `minSamples`,
 * once `ms` milliseconds have passed; the interval is over the samples actually taken.
 */
export function sampledAdvice(q: PlayerQuestion, samples: number, seed: number, ms = Infinity, minSamples = 4000): PlayerAdvice {
  const rules = q.rules
  const pool = unseenOf(q)
  const deck: number[] = []
  for (let r = 0; r < 13; r++) for (let i = 0; i < (pool[r] as number); i++) deck.push(r)
  const rng = new FastRng(seed)
  const word = (): number => rng.word()
  const seat = new DealerSeat(rules, q.shown)
  const acc = [new Moments(), new Moments()]
  const tallies = [newTally(), newTally()]
  const me = shapeOf(q.mine)
  const known = q.dealerCards === null ? null : q.dealerCards.map(rankIndex)
  const ranks: number[] = []
  const t0 = performance.now()
  let done = 0
  // At most 2 dealer cards + 3 of the player's + 5 of the dealer's are ever read.
  const depth = Math.min(deck.length - 1, 10)
  while (done < samples) {
    if ((done & 127) === 0 && done >= minSamples && performance.now() - t0 > ms) break
    for (let i = 0; i < depth; i++) {
      const j = i + uniformFromWords(word, deck.length - i)
      const t = deck[i] as number
      deck[i] = deck[j] as number
      deck[j] = t
    }
    let at = 0
    if (known === null) {
      if (natural([RANK_CARD[deck[0] as number] as Card, RANK_CARD[deck[1] as number] as Card]) !== null) continue
      at = 2
    }
    done++
    for (let choice = 0; choice < (q.canDraw ? 2 : 1); choice++) {
      let n = me.n
      let hard = me.hard
      let aces = me.aces
      let next = at
      if (choice === 1) {
        do {
          const r = deck[next++] as number
          n++
          hard += RANK_PIP[r] as number
          if (r === 0) aces++
        } while (drawsOn(rules, n, hard, aces) && next < deck.length)
      }
      ranks.length = 0
      let dh = 0
      let da = 0
      const hole = known ?? [deck[0] as number, deck[1] as number]
      for (const r of hole) {
        ranks.push(r)
        dh += RANK_PIP[r] as number
        if (r === 0) da++
      }
      let ds: number
      for (;;) {
        ds = standing(rules, ranks.length, dh, da)
        if (ds === BUST || ds === NGU_LINH || ranks.length >= 5 || next >= deck.length) break
        if (seat.decide(q.dealer, ranks, n, ds) === 'settle') break
        const r = deck[next++] as number
        ranks.push(r)
        dh += RANK_PIP[r] as number
        if (r === 0) da++
      }
      const net = netAgainst(rules, mineOf(rules, n, hard, aces), ds, dh)
      const t = tallies[choice] as Tally
      if (net > 0) t.win++
      else if (net < 0) t.lose++
      else t.push++
      ;(acc[choice] as Moments).add(net)
    }
  }
  const fig = (i: number): Figures => {
    const t = tallies[i] as Tally
    const m = acc[i] as Moments
    return { win: t.win / done, push: t.push / done, lose: t.lose / done, ev: m.mean, evHalfWidth: Z99 * m.se() }
  }
  return finishAdvice('monte-carlo', done, fig(0), q.canDraw ? fig(1) : null)
}

class Moments {
  n = 0
  mean = 0
  private m2 = 0
  add(x: number): void {
    this.n++
    const d = x - this.mean
    this.mean += d / this.n
    this.m2 += d * (x - this.mean)
  }
  se(): number {
    return this.n > 1 ? Math.sqrt(this.m2 / (this.n - 1) / this.n) : 0
  }
}

/**
 * The advisor's time (ms) for the exact enumeration, and for sampling when that was not enough; the
 * samples it aims for. Together they keep an answer within the 50 ms the table allows.
 */
export const EXACT_MS = 12
export const MC_MS = 25
export const MC_SAMPLES = 20_000

/**
 * The advice: exact when the enumeration finishes within `budget` dealer hands and EXACT_MS, else
 * Monte-Carlo of the same model with its 99 % interval.
 */
export function advisePlayer(q: PlayerQuestion, budget = EXACT_BUDGET, seed = 1): PlayerAdvice {
  try {
    return exactAdvice(q, unseenOf(q), budget, EXACT_MS)
  } catch (e) {
    if (!(e instanceof OverBudget)) throw e
    return sampledAdvice(q, MC_SAMPLES, seed, MC_MS)
  }
}

// ---- a person dealing ---------------------------------------------------------------------------

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
  const check = players.filter((p) => p.now !== null && (p.afterDraw === null || p.now.ev >= p.afterDraw.ev)).map((p) => p.id)
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
    if (k === 2 && natural([RANK_CARD[ranks[0] as number] as Card, RANK_CARD[ranks[1] as number] as Card]) !== null) return
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
  const norm = (t: Tally): Figures => ({ win: t.win / total, push: t.push / total, lose: t.lose / total, ev: t.ev / total, evHalfWidth: 0 })
  return [canCheck ? norm(now) : null, canDraw ? norm(later) : null]
}
