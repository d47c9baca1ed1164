/**
 * Index plays (issue 34; docs/analysis-blackjack.md, "Index plays"): for a ruleset and a counting
 * system, the true count at which a deviation from basic strategy becomes the better play, computed
 * from the exact analysis the way index generators do it, not copied from a table.
 *
 * For a true count TC the shoe is the expected composition of the cards not yet seen, given that the
 * cards seen (the hand and the up-card among them) count to TC × the decks left (`expectedUnseen`);
 * `analyzeHand` gives the exact EV of every play of every two-card start of the hand's row against
 * that shoe, averaged over the row's starts as the chart is. The index is where the two plays' EVs
 * cross. Pure and synchronous, so the analysis worker can run it (worker.ts, kind "indices").
 */
import type { BlackjackRules } from '@shared/games/blackjack'
import { deckImbalance, tagOfValue, type CountSystem } from '@shared/games/blackjack-counts'
import { analyzeHand, fullShoe } from './index'
import type { CaAction } from './table'

/** A play an index can name: the hand's actions, and taking or declining insurance. */
export type IndexAction = CaAction | 'insure' | 'decline'

export const INDEX_UPS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A'] as const
export type IndexUp = (typeof INDEX_UPS)[number]

/**
 * One question: a chart cell (`hand`: a hard total "5"…"20", a soft hand "A2"…"A9", a pair "22"…"99",
 * "TT", "AA", or "insurance" against an ace) and the two plays to weigh; without `plays`, every play the
 * rules allow the cell against its basic play.
 */
export interface IndexQuestion {
  hand: string
  up: IndexUp
  plays?: readonly [IndexAction, IndexAction]
}

export interface IndexResult {
  hand: string
  up: IndexUp
  /** The deviation: the one of the two plays that basic strategy does not make. */
  play: IndexAction
  /** The play basic strategy (off the top, this ruleset's chart) makes of the two. */
  basic: IndexAction
  /**
   * "atOrAbove": the deviation pays at true counts ≥ `tc` (stand 16 against a ten at 0 or more);
   * "below": it pays at true counts < `tc` (hit 13 against a 2 below −1; stand at −1 or more).
   */
  dir: 'atOrAbove' | 'below'
  /**
   * The index, for a true count floored to a whole number as a person keeps it: the smallest whole k
   * at which the play favoured by a high count is at least as good as the other in the middle of the
   * true counts k … k+1 (at k + ½), in both directions, as published indices are given (the crossing
   * rounded to the nearest whole count, in effect). null when the two plays do not cross between `lo`
   * and `hi`.
   */
  tc: number | null
  /** The true count where the two EVs are equal (linear between the middles around it), to 0.01. */
  crossing: number | null
}

export interface IndexOptions {
  /** Lowest and highest whole true count searched (−10 and +15). */
  lo?: number
  hi?: number
  /** Decks not yet seen at the decision (the shoe's depth the index is computed at): half the shoe. */
  decksLeft?: number
}

/**
 * Schlesinger's Illustrious 18 (Blackjack Forum, September 1986, "Attacking the Shoe"; *Blackjack
 * Attack*), in his order, as the pairs of plays they weigh.
 */
export const ILLUSTRIOUS_18: readonly IndexQuestion[] = [
  { hand: 'insurance', up: 'A', plays: ['insure', 'decline'] },
  { hand: '16', up: 'T', plays: ['stand', 'hit'] },
  { hand: '15', up: 'T', plays: ['stand', 'hit'] },
  { hand: 'TT', up: '5', plays: ['split', 'stand'] },
  { hand: 'TT', up: '6', plays: ['split', 'stand'] },
  { hand: '10', up: 'T', plays: ['double', 'hit'] },
  { hand: '12', up: '3', plays: ['stand', 'hit'] },
  { hand: '12', up: '2', plays: ['stand', 'hit'] },
  { hand: '11', up: 'A', plays: ['double', 'hit'] },
  { hand: '9', up: '2', plays: ['double', 'hit'] },
  { hand: '10', up: 'A', plays: ['double', 'hit'] },
  { hand: '9', up: '7', plays: ['double', 'hit'] },
  { hand: '16', up: '9', plays: ['stand', 'hit'] },
  { hand: '13', up: '2', plays: ['stand', 'hit'] },
  { hand: '12', up: '4', plays: ['stand', 'hit'] },
  { hand: '12', up: '5', plays: ['stand', 'hit'] },
  { hand: '12', up: '6', plays: ['stand', 'hit'] },
  { hand: '13', up: '3', plays: ['stand', 'hit'] }
]

/** Schlesinger's "Fab 4" late surrenders (*Blackjack Attack*): surrender against hitting. */
export const FAB_4: readonly IndexQuestion[] = [
  { hand: '14', up: 'T', plays: ['surrender', 'hit'] },
  { hand: '15', up: 'T', plays: ['surrender', 'hit'] },
  { hand: '15', up: '9', plays: ['surrender', 'hit'] },
  { hand: '15', up: 'A', plays: ['surrender', 'hit'] }
]

/** The Illustrious 18, and the Fab 4 where the rules allow surrender. */
export function standardQuestions(rules: BlackjackRules): IndexQuestion[] {
  return rules.surrender === 'none' ? [...ILLUSTRIOUS_18] : [...ILLUSTRIOUS_18, ...FAB_4]
}

/** Every cell of the chart (hard 5–20, soft, pairs) against every up-card, and insurance. */
export function everyCell(): IndexQuestion[] {
  const hands: string[] = []
  for (let t = 5; t <= 20; t++) hands.push(String(t))
  for (let s = 2; s <= 9; s++) hands.push(`A${s}`)
  for (const p of ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A']) hands.push(p + p)
  const out: IndexQuestion[] = [{ hand: 'insurance', up: 'A' }]
  for (const hand of hands) for (const up of INDEX_UPS) out.push({ hand, up })
  return out
}

const valueOf = (label: string): number => (label === 'A' ? 1 : label === 'T' ? 10 : Number(label))

/** The two-card starts (card values, a ≤ b) of a chart row, or null for a label that is not one. */
export function startsOf(hand: string): Array<[number, number]> | null {
  let m = /^([2-9TA])\1$/.exec(hand)
  if (m) {
    const v = valueOf(m[1] as string)
    return [[v, v]]
  }
  m = /^A([2-9])$/.exec(hand)
  if (m) return [[1, Number(m[1])]]
  if (!/^(?:[5-9]|1\d|20)$/.test(hand)) return null
  const total = Number(hand)
  // A hard row is its non-pair starts, as on the chart; hard 20's only start is T,T (played unsplit).
  if (total === 20) return [[10, 10]]
  const out: Array<[number, number]> = []
  for (let a = 2; a <= 10; a++) for (let b = a + 1; b <= 10; b++) if (a + b === total) out.push([a, b])
  return out
}

/**
 * The expected counts (values 1–10) of the cards not yet seen, `unseen` of them, from `decks` decks,
 * given that the cards seen, the `known` ones (the hand, the up-card) among them, count to `tc` × the
 * decks left (unseen ÷ 52). Tags are taken less their mean over a full shoe, which for a balanced count
 * changes nothing and for an unbalanced one is `trueCount`'s conversion (blackjack-counts.ts).
 *
 * The m seen cards other than the known ones are a draw without replacement from the rest of the shoe
 * (counts F'ᵥ, N' cards, shares pᵥ = F'ᵥ/N', tag cᵥ, mean c̄, variance σ² of one card's tag) whose tags
 * sum to s = tc × unseen/52 − Σ(known tags). Their expected composition given that sum, by the linear
 * (normal) approximation — exact in its mean and covariance, the finite-population factor being the same
 * in both and cancelling — is m·pᵥ + pᵥ(cᵥ − c̄)(s − m·c̄)/σ²; the unseen cards are the rest:
 *   unseenᵥ = pᵥ · (unseen − (cᵥ − c̄)(s − m·c̄)/σ²).
 * They sum to `unseen` and the seen cards count to exactly tc × unseen/52. Counts are fractional.
 */
export function expectedUnseen(
  system: CountSystem,
  decks: number,
  unseen: number,
  tc: number,
  known: readonly number[]
): Float64Array {
  const full = fullShoe(decks)
  const mean = deckImbalance(system) / 52
  const c = new Float64Array(11)
  for (let v = 1; v <= 10; v++) c[v] = tagOfValue(system, v) - mean
  const rest = new Float64Array(11)
  let n = 0
  for (let v = 1; v <= 10; v++) rest[v] = full[v] as number
  let knownTags = 0
  for (const k of known) {
    rest[k] = (rest[k] as number) - 1
    knownTags += c[k] as number
  }
  for (let v = 1; v <= 10; v++) {
    if ((rest[v] as number) < 0) throw new RangeError(`the shoe has too few cards of value ${v} for the hand`)
    n += rest[v] as number
  }
  const m = n - unseen
  if (!(m >= 1)) throw new RangeError('at least one card besides the hand and the up-card must have been seen')
  let cBar = 0
  let c2 = 0
  for (let v = 1; v <= 10; v++) {
    const p = (rest[v] as number) / n
    cBar += p * (c[v] as number)
    c2 += p * (c[v] as number) ** 2
  }
  const variance = c2 - cBar * cBar
  const s = (tc * unseen) / 52 - knownTags
  const shift = (s - m * cBar) / variance
  const out = new Float64Array(11)
  for (let v = 1; v <= 10; v++) {
    const x = ((rest[v] as number) / n) * (unseen - ((c[v] as number) - cBar) * shift)
    // A count this far from zero leaves none of some value: out of this depth's reach.
    if (x < -1e-9) throw new RangeError(`true count ${tc} is out of reach with ${unseen / 52} decks left`)
    out[v] = Math.max(0, x)
  }
  return out
}

type Evs = Partial<Record<IndexAction, number>>

/** The EVs of one chart cell's plays, per true count (null: off the top), remembered. */
class CellValues {
  private readonly memo = new Map<string, Evs>()
  readonly unseen: number
  private readonly full: Int32Array

  constructor(
    readonly rules: BlackjackRules,
    readonly system: CountSystem,
    decksLeft: number
  ) {
    this.unseen = decksLeft * 52
    this.full = fullShoe(rules.decks)
  }

  evs(hand: string, up: IndexUp, tc: number | null): Evs {
    const key = `${hand}|${up}|${tc}`
    let e = this.memo.get(key)
    if (!e) this.memo.set(key, (e = hand === 'insurance' ? this.insurance(tc) : this.play(hand, up, tc)))
    return e
  }

  /** The unseen cards: the full shoe less the known ones off the top, else the expected shoe at tc. */
  private shoe(tc: number | null, known: readonly number[]): Float64Array {
    if (tc !== null) return expectedUnseen(this.system, this.rules.decks, this.unseen, tc, known)
    const s = Float64Array.from(this.full)
    for (const k of known) s[k] = (s[k] as number) - 1
    return s
  }

  /** Insurance per unit of the hand's stake: half a unit that wins 2:1 when the hole card is a ten. */
  private insurance(tc: number | null): Evs {
    const s = this.shoe(tc, [1])
    let n = 0
    for (let v = 1; v <= 10; v++) n += s[v] as number
    const pTen = (s[10] as number) / n
    return { insure: 0.5 * (3 * pTen - 1), decline: 0 }
  }

  private play(hand: string, up: IndexUp, tc: number | null): Evs {
    const starts = startsOf(hand) ?? []
    const u = valueOf(up)
    const weights = this.shoe(tc, [u])
    // Early surrender is decided before the peek: every play then unconditional. Otherwise the plays are
    // valued as the player sees them after a peek (the order of two plays is the same either way).
    const peeked = this.rules.surrender !== 'early'
    const sum: Record<string, number> = {}
    const seen = new Map<string, number>()
    let total = 0
    let used = 0
    for (const [a, b] of starts) {
      const na = weights[a] as number
      const nb = (weights[b] as number) - (a === b ? 1 : 0)
      const w = a === b ? na * nb : 2 * na * nb
      if (!(w > 0)) continue
      const h = analyzeHand(this.rules, {
        unseen: this.shoe(tc, [a, b, u]),
        up: u,
        hand: [a, b],
        fromSplit: false,
        hands: 1,
        splitAces: false,
        peeked
      })
      total += w
      used++
      for (const [act, ev] of Object.entries(h.evs)) {
        if (ev === undefined) continue
        sum[act] = (sum[act] ?? 0) + w * ev
        seen.set(act, (seen.get(act) ?? 0) + 1)
      }
    }
    const out: Evs = {}
    if (total === 0) return out
    const pair = /^([2-9TA])\1$/.test(hand)
    for (const [act, s] of Object.entries(sum)) {
      // A play only some starts allow is not the row's play (never the case for the chart's rows).
      if (seen.get(act) !== used) continue
      // Hard 20 is T,T on the hard chart, played without its split.
      if (act === 'split' && !pair) continue
      out[act as CaAction] = s / total
    }
    return out
  }
}

const round2 = (x: number): number => Math.round(x * 100) / 100

function checkedOptions(rules: BlackjackRules, options: IndexOptions): { lo: number; hi: number; decksLeft: number } {
  const lo = options.lo ?? -10
  const hi = options.hi ?? 15
  const decksLeft = options.decksLeft ?? rules.decks / 2
  if (!Number.isInteger(lo) || !Number.isInteger(hi) || lo >= hi)
    throw new RangeError('lo and hi must be whole, lo < hi')
  if (!(decksLeft > 0 && decksLeft < rules.decks))
    throw new RangeError(`decksLeft must be between 0 and ${rules.decks}`)
  return { lo, hi, decksLeft }
}

function checkCell(hand: string, up: IndexUp): void {
  if (hand === 'insurance' ? up !== 'A' : startsOf(hand) === null || !INDEX_UPS.includes(up)) {
    throw new RangeError(`no such cell: ${hand} against ${up}`)
  }
}

/**
 * The EV of each play of one chart cell at true count `tc` (null: off the top), per unit of the hand's
 * stake, averaged over the row's two-card starts: what `computeIndices` weighs, for a chart of EVs by
 * count or a check.
 */
export function indexCellEVs(
  rules: BlackjackRules,
  system: CountSystem,
  hand: string,
  up: IndexUp,
  tc: number | null,
  options: IndexOptions = {}
): Partial<Record<IndexAction, number>> {
  checkCell(hand, up)
  return new CellValues(rules, system, checkedOptions(rules, options).decksLeft).evs(hand, up, tc)
}

/**
 * The index of each question for these rules and this count. A question's two plays: the deviation
 * and the basic play; basic is the better of the two off the top (the chart's EVs). A play the rules
 * do not allow (a double on 9 under "10-11", a surrender where there is none, insurance where it is not
 * offered, a split beyond the hand limit) leaves its question out.
 */
export function computeIndices(
  rules: BlackjackRules,
  system: CountSystem,
  questions: readonly IndexQuestion[] = standardQuestions(rules),
  options: IndexOptions = {}
): IndexResult[] {
  const { lo, hi, decksLeft } = checkedOptions(rules, options)
  const cells = new CellValues(rules, system, decksLeft)
  const out: IndexResult[] = []
  for (const q of questions) {
    checkCell(q.hand, q.up)
    if (q.hand === 'insurance' && !rules.insurance) continue
    const top = cells.evs(q.hand, q.up, null)
    const allowed = (Object.keys(top) as IndexAction[]).filter((a) => top[a] !== undefined)
    let basic: IndexAction
    let others: IndexAction[]
    if (q.plays) {
      if (!q.plays.every((p) => allowed.includes(p))) continue
      const [a, b] = q.plays
      basic = (top[a] as number) > (top[b] as number) ? a : b
      others = [basic === a ? b : a]
    } else {
      basic = allowed.reduce((best, a) => ((top[a] as number) > (top[best] as number) ? a : best))
      others = allowed.filter((a) => a !== basic)
    }
    for (const play of others) out.push(crossingOf(cells, q.hand, q.up, play, basic, lo, hi))
  }
  return out
}

/**
 * Where `play` and `basic` cross. A person floors the true count (Wong, *Professional Blackjack*;
 * Shackleford, *The Wizard of Odds*: "round down to the lower number"), so the whole count k stands for
 * the true counts k … k+1 and a play is judged at its middle, k + ½ (its EV difference is close to
 * linear across it). f(t) = EV(play) − EV(basic) is close to linear in t (the shoe moves linearly with
 * the count), so: f at ½ and 5½ gives its slope and a first guess, then whole counts are stepped from
 * the guess until f changes sign between the middles of two of them: four or five analyses, where a
 * scan of −10…+15 takes 26 (tests/engine/blackjack-indices.test.ts checks it against the scan).
 */
function crossingOf(
  cells: CellValues,
  hand: string,
  up: IndexUp,
  play: IndexAction,
  basic: IndexAction,
  lo: number,
  hi: number
): IndexResult {
  const f = (k: number): number => {
    const e = cells.evs(hand, up, k + 0.5)
    return (e[play] as number) - (e[basic] as number)
  }
  const a = Math.max(lo, Math.min(0, hi))
  const b = Math.min(hi, a + 5)
  const fa = f(a)
  const fb = f(b)
  const rising = fb > fa
  const result = (tc: number | null, crossing: number | null): IndexResult => ({
    hand,
    up,
    play,
    basic,
    dir: rising ? 'atOrAbove' : 'below',
    tc,
    crossing: crossing === null ? null : round2(crossing)
  })
  if (fb === fa) return result(null, null)
  // g rises with the count: the high-count play's EV less the other's, at the middle of k … k+1.
  const g = (k: number): number => (rising ? f(k) : -f(k))
  const zero = a - (rising ? fa : -fa) / (Math.abs(fb - fa) / (b - a))
  // `+ 0` turns the −0 of Math.ceil(−0.4) into 0.
  let k = Math.max(lo, Math.min(hi, Math.ceil(zero))) + 0
  if (g(k) >= 0) {
    while (k > lo && g(k - 1) >= 0) k--
    if (k === lo) return result(null, null)
  } else {
    while (k < hi && g(k) < 0) k++
    if (g(k) < 0) return result(null, null)
  }
  const below = g(k - 1)
  return result(k, k - 0.5 + -below / (g(k) - below))
}
