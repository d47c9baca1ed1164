/**
 * Basic strategy generated from the rules by expected-value computation (no pasted chart).
 *
 * Method (docs/rules-blackjack.md, "Strategy"): for each dealer up-card u and each two-card start
 * (a, b) the shoe is `decks` decks minus u, a and b.
 * 1. The dealer's final-total probabilities are enumerated exactly, drawing without replacement from
 *    that shoe; under the peek the hole card is conditioned on "no blackjack"; q = P(dealer blackjack).
 * 2. The player's stand / hit / double EVs are computed by recursion over totals, drawing from that
 *    same shoe with replacement (the removal of the player's later cards is ignored), the dealer's
 *    distribution held fixed; surrender = −½.
 * 3. Split EV: each split hand starts with the pair card and is played with the post-split rules
 *    (doubleAfterSplit, split aces one card unless hitSplitAces); resplits up to maxHands (aces only
 *    with resplitAces) are counted through the expected number of hands a split becomes.
 * 4. Without the peek (European), a dealer blackjack takes every stake: an action's EV is
 *    (1−q)·EV(no blackjack) − q·(units staked), doubles and split hands included.
 * 5. The chart is total-dependent: a cell's EVs are the probability-weighted average over the
 *    two-card starts with that total (pairs use their own start); the action is the best legal one.
 * The bot's decisions are one table lookup (up-card × hand key × legal-action mask): ai.ts; the same
 * table as a readable chart: strategy-chart.ts.
 */
import { BLACKJACK_EV_KEYS, type BlackjackRules } from '@shared/games/blackjack'
import { doubleRange, mayDouble, type DoubleRules } from './config'
import * as codes from './codes'

// Local copies: some loaders (tsx) turn imported bindings into getter calls, too slow for the hot path.
const { A_DOUBLE, A_HIT, A_SPLIT, A_STAND, A_SURRENDER } = codes

/** Hand keys: hard total t → t (4–21), soft total t → t + 10 (22–31), pair of value v → 31 + v (32–41). */
export const KEY_COUNT = 42
export const MASKS = 16
/** The bits of a legal-action mask that matter to the table: hit, double, split, surrender. */
export function tableMask(mask: number): number {
  return (mask & A_HIT) | ((mask >> 1) & 14)
}

export function hardKey(total: number): number {
  return total
}
export function softKey(total: number): number {
  return total + 10
}
export function pairKey(value: number): number {
  return 31 + value
}

export interface ActionEVs {
  stand: number
  hit: number
  double: number
  split: number
  surrender: number
}

export interface StrategyTable {
  /** Action bit (apply.ts A_*) for ((up − 1) × KEY_COUNT + key) × 16 + table mask. */
  readonly action: Uint8Array
  /** EVs per unit stake for each (up, key), the chart's source (NaN where no two-card start exists). */
  readonly evs: ReadonlyArray<ReadonlyArray<ActionEVs | null>>
  /** Whether a blackjack facing an ace should take even money (only when blackjack pays too little). */
  readonly evenMoney: boolean
}

/**
 * The rules that change a decision: the keys the exact analysis plays by (the rule table's `ev`);
 * everything else (limits, timer, penetration …) shares a table. Charlie and maxCards are among them
 * though this strategy ignores them: a table more per ruleset, never a wrong one.
 */
function strategyKey(r: BlackjackRules): string {
  return JSON.stringify(BLACKJACK_EV_KEYS.map((k) => r[k]))
}

const cache = new Map<string, StrategyTable>()

/** The generated strategy for a ruleset, computed once per distinct ruleset. */
export function strategyFor(rules: BlackjackRules): StrategyTable {
  const key = strategyKey(rules)
  let t = cache.get(key)
  if (!t) {
    t = computeStrategy(rules)
    cache.set(key, t)
  }
  return t
}

// ---- dealer ------------------------------------------------------------------------------------

/** Final totals 17–21 (index 0–4) and bust (5), conditioned on no blackjack; plus q = P(blackjack). */
export interface DealerOutcome {
  dist: Float64Array
  q: number
}

/**
 * The dealer's final totals from up-card `up` (1 = ace … 10), drawing without replacement from the
 * card counts `counts[1..10]` (`n` cards in all, the up-card already removed).
 */
export function dealerFinalProbabilities(counts: Int32Array, n: number, up: number, h17: boolean): DealerOutcome {
  const dist = new Float64Array(6)
  const rec = (hard: number, ace: boolean, p: number, left: number): void => {
    const t = ace && hard <= 11 ? hard + 10 : hard
    if (t > 21) {
      dist[5] = (dist[5] as number) + p
      return
    }
    if (t > 17 || (t === 17 && !(h17 && ace && hard === 7))) {
      dist[t - 17] = (dist[t - 17] as number) + p
      return
    }
    for (let v = 1; v <= 10; v++) {
      const c = counts[v] as number
      if (c === 0) continue
      counts[v] = c - 1
      rec(hard + v, ace || v === 1, (p * c) / left, left - 1)
      counts[v] = c
    }
  }
  let q = 0
  for (let h = 1; h <= 10; h++) {
    const c = counts[h] as number
    if (c === 0) continue
    const p = c / n
    if ((up === 1 && h === 10) || (up === 10 && h === 1)) {
      q += p
      continue
    }
    counts[h] = c - 1
    rec(up + h, up === 1 || h === 1, p, n - 1)
    counts[h] = c
  }
  // Conditioned on no blackjack: under the peek that is what the player faces; without it the
  // blackjack case is added back by the caller as a loss of every stake.
  for (let i = 0; i < 6; i++) dist[i] = (dist[i] as number) / (1 - q)
  return { dist, q }
}

// ---- player ------------------------------------------------------------------------------------

interface PlayerTables {
  stand: Float64Array // by total 0–21 (≤16 all alike); bust handled by callers
  hitHard: Float64Array
  hitSoft: Float64Array
  bestHard: Float64Array // max(stand, hit), hard totals 4–21
  bestSoft: Float64Array // soft totals 12–21
  dblHard: Float64Array
  dblSoft: Float64Array
}

function playerTables(p: Float64Array, d: Float64Array): PlayerTables {
  const stand = new Float64Array(22)
  const bust = d[5] as number
  for (let t = 0; t <= 21; t++) {
    let ev = bust
    for (let k = 0; k < 5; k++) {
      const dt = 17 + k
      const pk = d[k] as number
      if (t > dt) ev += pk
      else if (t < dt) ev -= pk
    }
    stand[t] = ev
  }
  const hitHard = new Float64Array(22)
  const hitSoft = new Float64Array(22)
  const bestHard = new Float64Array(22)
  const bestSoft = new Float64Array(22)
  const dblHard = new Float64Array(22)
  const dblSoft = new Float64Array(22)
  // After a card on hard t: ace may make it soft t+11; otherwise hard t+v (bust above 21).
  const afterHard = (t: number, v: number, best: boolean): number => {
    if (v === 1 && t + 11 <= 21) return best ? (bestSoft[t + 11] as number) : (stand[t + 11] as number)
    const n = t + v
    if (n > 21) return -1
    return best ? (bestHard[n] as number) : (stand[n] as number)
  }
  const afterSoft = (t: number, v: number, best: boolean): number => {
    const n = t + v
    if (n <= 21) return best ? (bestSoft[n] as number) : (stand[n] as number)
    const h = n - 10
    return best ? (bestHard[h] as number) : (stand[h] as number)
  }
  // One total's hit and double EVs, from what each next card v leads to (hard or soft alike).
  const fill = (
    t: number,
    after: typeof afterHard,
    hitOf: Float64Array,
    dblOf: Float64Array,
    bestOf: Float64Array
  ): void => {
    let hit = 0
    let dbl = 0
    for (let v = 1; v <= 10; v++) {
      hit += (p[v] as number) * after(t, v, true)
      dbl += (p[v] as number) * after(t, v, false)
    }
    hitOf[t] = hit
    dblOf[t] = 2 * dbl
    bestOf[t] = Math.max(stand[t] as number, hit)
  }
  const fillHard = (t: number): void => fill(t, afterHard, hitHard, dblHard, bestHard)
  // Hard 12–21 only reach higher hard totals; soft totals reach higher soft and hard ≥ 12;
  // hard 4–11 reach everything above.
  for (let t = 21; t >= 12; t--) fillHard(t)
  for (let t = 21; t >= 12; t--) fill(t, afterSoft, hitSoft, dblSoft, bestSoft)
  for (let t = 11; t >= 4; t--) fillHard(t)
  return { stand, hitHard, hitSoft, bestHard, bestSoft, dblHard, dblSoft }
}

interface Ctx {
  rules: BlackjackRules
  /** True when a dealer blackjack is still possible at decision time (no peek, A or ten up). */
  enhc: boolean
  q: number
  /** The rules of a double, for mayDouble. */
  dbl: DoubleRules
}

/** Decision-time EV of an action that stakes `units` in total. */
function atDecision(ctx: Ctx, evNoBJ: number, units: number): number {
  return ctx.enhc ? (1 - ctx.q) * evNoBJ - ctx.q * units : evNoBJ
}

function twoCardEVs(ctx: Ctx, pt: PlayerTables, a: number, b: number): ActionEVs {
  const soft = (a === 1 || b === 1) && a + b <= 11
  const total = soft ? a + b + 10 : a + b
  const stand = pt.stand[total] as number
  const hit = soft ? (pt.hitSoft[total] as number) : (pt.hitHard[total] as number)
  const dbl = soft ? (pt.dblSoft[total] as number) : (pt.dblHard[total] as number)
  return {
    stand: atDecision(ctx, stand, 1),
    hit: atDecision(ctx, hit, 1),
    double: atDecision(ctx, dbl, 2),
    split: -Infinity,
    surrender: -0.5
  }
}

/** EV of splitting a pair of value r (every split hand included), at decision time. */
function splitEV(ctx: Ctx, pt: PlayerTables, p: Float64Array, r: number): number {
  const rules = ctx.rules
  const M = rules.maxHands
  if (M < 2) return -Infinity
  const aces = r === 1
  const oneCard = aces && !rules.hitSplitAces
  // One split hand's decision-time EV once its second card c has come (no further split).
  const handEV = (c: number): number => {
    const soft = (r === 1 || c === 1) && r + c <= 11
    const total = soft ? r + c + 10 : r + c
    const stand = atDecision(ctx, pt.stand[total] as number, 1)
    const dbl = mayDouble(ctx.dbl, true, aces, total)
    if (oneCard && !dbl) return stand
    let best = stand
    if (!oneCard)
      best = Math.max(best, atDecision(ctx, soft ? (pt.hitSoft[total] as number) : (pt.hitHard[total] as number), 1))
    if (dbl) {
      best = Math.max(best, atDecision(ctx, soft ? (pt.dblSoft[total] as number) : (pt.dblHard[total] as number), 2))
    }
    return best
  }
  const pr = p[r] as number
  let x = 0
  for (let c = 1; c <= 10; c++) if (c !== r) x += (p[c] as number) * handEV(c)
  x /= 1 - pr
  const y = handEV(r)
  const resplit = aces ? rules.resplitAces : true
  // Expected number of final hands that drew a non-pair card (ex) or a pair card they could not split (ey).
  const memo = new Map<number, [number, number]>()
  const hands = (k: number, h: number): [number, number] => {
    if (k === 0) return [0, 0]
    const key = k * 64 + h
    const m = memo.get(key)
    if (m) return m
    const rest = hands(k - 1, h)
    let ex = (1 - pr) * (1 + rest[0]) + (resplit && h < M ? 0 : pr * rest[0])
    let ey = (1 - pr) * rest[1] + (resplit && h < M ? 0 : pr * (1 + rest[1]))
    if (resplit && h < M) {
      const more = hands(k + 1, h + 1)
      ex += pr * more[0]
      ey += pr * more[1]
    }
    const out: [number, number] = [ex, ey]
    memo.set(key, out)
    return out
  }
  const [ex, ey] = hands(2, 2)
  return ex * x + ey * y
}

function computeStrategy(rules: BlackjackRules): StrategyTable {
  const decks = rules.decks
  const full = new Int32Array(11)
  for (let v = 1; v <= 9; v++) full[v] = 4 * decks
  full[10] = 16 * decks
  const { doubleMin, doubleMax } = doubleRange(rules.doubleOn)
  // Every rule key goes to mayDouble, so a rule about doubling needs no line here.
  const dbl: DoubleRules = { ...rules, doubleMin, doubleMax }
  const evs: Array<Array<ActionEVs | null>> = []
  const action = new Uint8Array(10 * KEY_COUNT * MASKS)
  const p = new Float64Array(11)
  for (let up = 1; up <= 10; up++) {
    const base = full.slice()
    base[up] = (base[up] as number) - 1
    const nBase = 52 * decks - 1
    const sums: Array<ActionEVs | null> = new Array<ActionEVs | null>(KEY_COUNT).fill(null)
    const weights = new Float64Array(KEY_COUNT)
    const cells: Array<ActionEVs | null> = new Array<ActionEVs | null>(KEY_COUNT).fill(null)
    for (let a = 1; a <= 10; a++) {
      for (let b = a; b <= 10; b++) {
        const ca = base[a] as number
        const cb = base[b] as number
        const w = a === b ? (ca * (ca - 1)) / (nBase * (nBase - 1)) : (2 * ca * cb) / (nBase * (nBase - 1))
        if (w <= 0) continue
        const rem = base.slice()
        rem[a] = (rem[a] as number) - 1
        rem[b] = (rem[b] as number) - 1
        const n = nBase - 2
        const dealer = dealerFinalProbabilities(rem, n, up, rules.dealerHitsSoft17)
        for (let v = 1; v <= 10; v++) p[v] = (rem[v] as number) / n
        const ctx: Ctx = { rules, enhc: !rules.peek && (up === 1 || up === 10), q: dealer.q, dbl }
        const pt = playerTables(p, dealer.dist)
        const e = twoCardEVs(ctx, pt, a, b)
        const soft = a === 1 || b === 1
        const k = soft && a + b <= 11 ? softKey(a + b + 10) : hardKey(a + b)
        const s = sums[k] ?? { stand: 0, hit: 0, double: 0, split: -Infinity, surrender: 0 }
        s.stand += w * e.stand
        s.hit += w * e.hit
        s.double += w * e.double
        s.surrender += w * e.surrender
        sums[k] = s
        weights[k] = (weights[k] as number) + w
        if (a === b) cells[pairKey(a)] = { ...e, split: splitEV(ctx, pt, p, a) }
      }
    }
    for (let k = 0; k < KEY_COUNT; k++) {
      const s = sums[k]
      const w = weights[k] as number
      if (s && w > 0) {
        cells[k] = {
          stand: s.stand / w,
          hit: s.hit / w,
          double: s.double / w,
          split: -Infinity,
          surrender: s.surrender / w
        }
      }
    }
    evs.push(cells)
    for (let k = 0; k < KEY_COUNT; k++) {
      const e = cells[k]
      for (let m = 0; m < MASKS; m++) action[((up - 1) * KEY_COUNT + k) * MASKS + m] = e ? bestOf(e, m) : A_STAND
    }
  }
  // Even money: 1 unit now against blackjackPays when the hole card is not a ten (player holds A+T, dealer A).
  const [num, den] = rules.blackjackPays === '3:2' ? [3, 2] : rules.blackjackPays === '6:5' ? [6, 5] : [1, 1]
  const tensLeft = 16 * decks - 1
  const qAce = tensLeft / (52 * decks - 3)
  const evenMoney = 1 > (num / den) * (1 - qAce)
  return { action, evs, evenMoney }
}

/** The best action for table mask m (bits: 1 hit, 2 double, 4 split, 8 surrender; stand always legal). */
function bestOf(e: ActionEVs, m: number): number {
  let best = A_STAND
  let ev = e.stand
  if (m & 1 && e.hit > ev) {
    best = A_HIT
    ev = e.hit
  }
  if (m & 2 && e.double > ev) {
    best = A_DOUBLE
    ev = e.double
  }
  if (m & 4 && e.split > ev) {
    best = A_SPLIT
    ev = e.split
  }
  if (m & 8 && e.surrender > ev) best = A_SURRENDER
  return best
}
