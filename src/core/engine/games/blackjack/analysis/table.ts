/**
 * The whole-ruleset analysis: every up-card, every two-card start, the overall player EV.
 * EVs per unit of the original stake. Cells show what the player sees at the decision: after the peek
 * (conditioned on no dealer blackjack) when there is one, unconditional without it.
 */
import { DealerCalc } from './dealer'
import { DealerCache } from './dealer-cache'
import { Context, UpMemo, type CaRules } from './exact'
import { SplitCalc } from './split'
import { HandTree } from './hands'

export type CaAction = 'stand' | 'hit' | 'double' | 'split' | 'surrender'

export interface StartEVs {
  stand: number
  hit: number
  /** null where not allowed. */
  double: number | null
  split: number | null
  surrender: number | null
  best: CaAction
}

export interface TableResult {
  /** Overall player EV per unit stake (negative: the house edge). */
  playerEv: number
  /** Player EV per up-card (index 1 = ace … 10), unconditional. */
  byUp: number[]
  /** evs[up][a][b] for a ≤ b (card values), null when the start is a blackjack or impossible. */
  evs: (StartEVs | null)[][][]
  /** P(two-card start a ≤ b | up). */
  prob: number[][][]
}

/** Everything the analysis needs for one shoe under one ruleset. */
export class Analysis {
  readonly tree: HandTree
  readonly dealer: DealerCache
  readonly base: Context
  private readonly splits = new Map<number, SplitCalc>()
  private readonly memos: UpMemo[] = []

  /** `root`: only that hand and what it grows into are analysed (HandTree); none: the whole ruleset. */
  constructor(
    readonly rules: CaRules,
    readonly shoe: Float64Array,
    root: readonly number[] = []
  ) {
    this.tree = new HandTree(shoe, rules.maxCards, root)
    this.dealer = new DealerCache(new DealerCalc(rules.h17))
    // One hand's analysis (a root) is asked about one up-card: its values need no column per up-card.
    const lend = root.length > 0 ? new UpMemo(this.tree.size) : null
    this.base = new Context(rules, this.tree, this.dealer, shoe, shoe, null, false, false, null, lend)
  }

  splitHands(P: number): number {
    const r = this.rules
    return P === 1 && !r.resplitAces ? Math.min(2, r.maxHands) : r.maxHands
  }

  split(P: number): SplitCalc {
    let s = this.splits.get(P)
    if (!s) {
      s = new SplitCalc(
        {
          rules: this.rules,
          tree: this.tree,
          dealer: this.dealer,
          shoe: this.shoe,
          base: this.base,
          memos: this.memos
        },
        P,
        this.splitHands(P)
      )
      this.splits.set(P, s)
    }
    return s
  }

  /** Unconditional EVs of a two-card start (a, b) against u; null if it is impossible. */
  startEVs(
    u: number,
    a: number,
    b: number
  ): {
    stand: number
    hit: number
    double: number | null
    split: number | null
    surrender: number | null
    natural: number | null
    pBJ: number
  } | null {
    const node = this.tree.child[(this.tree.child[a] as number) * 11 + b] as number
    if (node < 0) return null
    const ctx = this.base
    const pBJ = ctx.pBlackjack(node, u)
    if (a + b === 11 && (a === 1 || b === 1)) {
      return {
        stand: 0,
        hit: 0,
        double: null,
        split: null,
        surrender: null,
        natural: this.rules.bjPays * (1 - pBJ),
        pBJ
      }
    }
    const r = this.rules
    const stand = ctx.standValue(node, u)
    const hit = ctx.hitValue(node, u)
    const double = ctx.canDouble(node) ? ctx.dblValue(node, u) : null
    const split = a === b && this.splitHands(a) >= 2 ? this.split(a).value(u) : null
    const surrender = r.surrender === 'late' ? -0.5 - 0.5 * pBJ : r.surrender === 'early' ? -0.5 : null
    return {
      stand,
      hit,
      double,
      split: split !== null && split === split ? split : null,
      surrender,
      natural: null,
      pBJ
    }
  }
}

export function bestOf(e: {
  stand: number
  hit: number
  double: number | null
  split: number | null
  surrender: number | null
}): { action: CaAction; ev: number } {
  let action: CaAction = 'stand'
  let ev = e.stand
  if (e.hit > ev) {
    action = 'hit'
    ev = e.hit
  }
  if (e.double !== null && e.double > ev) {
    action = 'double'
    ev = e.double
  }
  if (e.split !== null && e.split > ev) {
    action = 'split'
    ev = e.split
  }
  if (e.surrender !== null && e.surrender > ev) {
    action = 'surrender'
    ev = e.surrender
  }
  return { action, ev }
}

/** Conditioned on no dealer blackjack where the peek tells the player so. */
function seen(rules: CaRules, u: number, pBJ: number, x: number): number {
  if (!rules.peek || (u !== 1 && u !== 10) || pBJ >= 1) return x
  return (x + pBJ) / (1 - pBJ)
}

export function analyzeTable(rules: CaRules, shoe: Float64Array, analysis?: Analysis): TableResult {
  const an = analysis ?? new Analysis(rules, shoe)
  let N = 0
  for (let v = 1; v <= 10; v++) N += shoe[v] as number
  const byUp = new Array<number>(11).fill(0)
  const evs: (StartEVs | null)[][][] = []
  const prob: number[][][] = []
  let total = 0
  for (let u = 1; u <= 10; u++) {
    const cellsU: (StartEVs | null)[][] = []
    const probU: number[][] = []
    evs[u] = cellsU
    prob[u] = probU
    const su = shoe[u] as number
    if (su <= 0) continue
    const n = N - 1
    let sum = 0
    for (let a = 1; a <= 10; a++) {
      cellsU[a] = []
      probU[a] = []
      for (let b = a; b <= 10; b++) {
        const ca = (shoe[a] as number) - (a === u ? 1 : 0)
        const cb = (shoe[b] as number) - (b === u ? 1 : 0)
        const w = a === b ? (ca * (ca - 1)) / (n * (n - 1)) : (2 * ca * cb) / (n * (n - 1))
        ;(probU[a] as number[])[b] = w > 0 ? w : 0
        if (!(w > 0)) {
          ;(cellsU[a] as (StartEVs | null)[])[b] = null
          continue
        }
        const e = an.startEVs(u, a, b)
        if (!e) {
          ;(cellsU[a] as (StartEVs | null)[])[b] = null
          continue
        }
        if (e.natural !== null) {
          sum += w * e.natural
          ;(cellsU[a] as (StartEVs | null)[])[b] = null
          continue
        }
        const best = bestOf(e)
        sum += w * best.ev
        const c = (x: number | null): number | null => (x === null ? null : seen(rules, u, e.pBJ, x))
        ;(cellsU[a] as (StartEVs | null)[])[b] = {
          stand: seen(rules, u, e.pBJ, e.stand),
          hit: seen(rules, u, e.pBJ, e.hit),
          double: c(e.double),
          split: c(e.split),
          surrender: c(e.surrender),
          best: best.action
        }
      }
    }
    byUp[u] = sum
    total += (su / N) * sum
    // Every value against u is made: nothing reads u's dealer outcomes again (dealer-cache.ts).
    an.dealer.clear()
  }
  return { playerEv: total, byUp, evs, prob }
}
