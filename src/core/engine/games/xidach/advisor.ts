/**
 * The Xì dách advisor: for a player whose turn it is, the chances of winning, pushing and losing if it
 * stands now (dằn) or draws (bốc), against the computer dealer AI in force — from what the player may
 * see only (its own cards, the cards face up to everyone), never the hidden cards or the deck order.
 *
 * The model (docs/rules-xidach.md "The advisor"):
 * - every card the player can't see is equally likely to be anywhere: the dealer's two face-down cards
 *   and its later draws come from those unseen cards (the other players' draws in between don't change
 *   that distribution: the next card after any stopping rule is distributed like the first). The
 *   dealer's two cards are not a natural (the round would have ended), which conditions the player's
 *   draws as well;
 * - bốc: one card, then more while the hand is under playerMin (what a sensible player does), then dằn;
 *   on a bust hand bốc is đền bài: whatever the card, a certain loss of one stake to the dealer and one
 *   to every other player (the engine's `penaltyCost`);
 * - the dealer plays by the real `dealerDecision` of the AI in force, on a view built like the one it
 *   gets at the table (its cards, the player's card count, the cards face up to it), so it checks the
 *   player when that AI would and draws on when it would;
 * - đền làng (the dealer drawing to đền under pays-all) pays the player, as the engine does.
 * Exact by enumeration of every rank sequence while the work is within a budget; otherwise Monte-Carlo
 * of the same model with a 99 % interval.
 */
import type { Card } from '@shared/cards'
import type { XidachRules, XidachView } from '@shared/games/xidach'
import { Moments, Z99 } from '../../moments'
import { FastRng, uniformFromWords } from '../../random'
import type { DealerStrength } from './ai'
import {
  dealerExact,
  DealerSeat,
  EXACT_BUDGET,
  figuresOf,
  mineOf,
  netAgainst,
  newTally,
  notNaturalShare,
  OverBudget,
  RANK_CARD,
  RANK_PIP,
  rankIndex,
  shapeOf,
  tallyAgainst,
  type Tally,
  type Work
} from './dealer-odds'
import { BUST, natural, NGU_LINH, standing } from './hand'

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
  /** null when drawing is not allowed (five cards, a bust hand under `penalty: false`). */
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
  /**
   * The players at the table, this one included: on a bust hand a draw is đền bài, which costs one
   * stake to the dealer and one to every other player, so this many stakes in all.
   */
  players: number
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
    canDraw: view.allowed.includes('draw'),
    players: view.players.length
  }
}

/**
 * bốc on a bust hand: đền bài (docs/rules-xidach.md, "Penalty — đền bài"). Whatever the card, the player
 * pays one stake to the dealer and one to every other player and takes no part in the settlement: a
 * certain loss of `players` stakes. Modelled as a normal draw it would come out near dằn (bust either
 * way), and could even be named the better play.
 */
function penalisedDraw(q: PlayerQuestion): Figures {
  return { win: 0, push: 0, lose: 1, ev: -q.players, evHalfWidth: 0 }
}

/** Whether the player's hand (`me`, its shape) is bust already: a draw now is đền bài. */
function bustNow(rules: XidachRules, me: { n: number; hard: number; aces: number }): boolean {
  return standing(rules, me.n, me.hard, me.aces) === BUST
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

/** Exact figures for the unseen counts `pool` (modified and restored); throws OverBudget. */
export function exactAdvice(q: PlayerQuestion, pool: Int32Array, budget = EXACT_BUDGET, ms = Infinity): PlayerAdvice {
  const rules = q.rules
  const work: Work = { calls: 0, budget, until: performance.now() + ms }
  const seat = new DealerSeat(rules, q.shown)
  const me = shapeOf(q.mine)
  const stand = newTally()
  tallyAgainst(rules, mineOf(rules, me.n, me.hard, me.aces), dealerExact(q, seat, me.n, pool, work), 1, stand)
  const penalised = q.canDraw && bustNow(rules, me)
  let draw: Tally | null = null
  if (q.canDraw && !penalised) {
    const d = (draw = newTally())
    // The dealer's two face-down cards (when not shown) still come out of the pool.
    const reserve = q.dealerCards === null ? 2 : 0
    // Those two were dealt first and are not a natural, or the round would not have reached this
    // decision: so the player's draws are conditioned on that too. A path's chance is its draws'
    // times the chance the rest leaves the dealer no natural, over that chance before the draws
    // (the same two cards, taken from the pool before or after them). Drawing the player's cards
    // unconditionally was off by 4–7e-4 of a stake on a full deck, 1.5e-2 on small pools.
    const before = reserve > 0 ? notNaturalShare(pool) : 1
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
        else {
          const w = reserve > 0 ? (pr * notNaturalShare(pool)) / before : pr
          tallyAgainst(rules, mineOf(rules, n + 1, h, a), dealerExact(q, seat, n + 1, pool, work), w, d)
        }
        pool[r] = c
      }
    }
    walk(1, me.n, me.hard, me.aces)
  }
  return finishAdvice('exact', 0, figuresOf(stand), penalised ? penalisedDraw(q) : draw && figuresOf(draw))
}

function finishAdvice(
  method: PlayerAdvice['method'],
  samples: number,
  stand: Figures,
  draw: Figures | null
): PlayerAdvice {
  return { method, samples, stand, draw, best: draw !== null && draw.ev > stand.ev ? 'draw' : 'stand' }
}

/**
 * Monte-Carlo of the same model: `samples` random orders of the unseen cards, both choices played on
 * each (common random numbers, so their difference is sharper). Stops early, with at least `minSamples`,
 * once `ms` milliseconds have passed; the interval is over the samples actually taken.
 */
export function sampledAdvice(
  q: PlayerQuestion,
  samples: number,
  seed: number,
  ms = Infinity,
  minSamples = 4000
): PlayerAdvice {
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
  // A bust hand's bốc is đền bài, known exactly: only dằn is sampled.
  const penalised = q.canDraw && bustNow(rules, me)
  const choices = q.canDraw && !penalised ? 2 : 1
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
    for (let choice = 0; choice < choices; choice++) {
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
  return finishAdvice('monte-carlo', done, fig(0), penalised ? penalisedDraw(q) : choices === 2 ? fig(1) : null)
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
