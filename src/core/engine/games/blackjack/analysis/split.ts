/**
 * Splits in the exact analysis (docs/analysis-blackjack.md, "Splits"): the shapes a split of a pair
 * can take up to the hand limit, and their expected value by the "CDZ-" convention, each split hand
 * played by a `Context` over the shoe its shape leaves.
 */
import type { DealerCache } from './dealer-cache'
import { Context, UpMemo, type CaRules } from './exact'
import type { HandTree } from './hands'

const NAN = Number.NaN

function fall(x: number, k: number): number {
  let p = 1
  for (let i = 0; i < k; i++) p *= x - i
  return p > 0 ? p : 0
}

/**
 * The ways a split can unfold, as walks over second cards: each split hand needs a second card; a pair
 * card resplits (one more hand) while fewer than M hands exist; a non-pair card completes a hand.
 * Returns the shapes with their probabilities, for p pair cards and q others in the shoe.
 * kind 0: it ended with h = i + 2 hands, every one completed by a non-pair card (j = h);
 * kind 1: it reached M hands after j = k completed hands.
 */
export function splitShapes(p: number, q: number, M: number): { kind: 0 | 1; i: number; j: number; prob: number }[] {
  const out: { kind: 0 | 1; i: number; j: number; prob: number }[] = []
  const n = p + q
  // W[i][j]: drawing orders reaching i pair cards and j others with the walk still open.
  const W: number[][] = []
  for (let i = 0; i <= M - 2; i++) W.push(new Array<number>(2 * M + 2).fill(0))
  ;(W[0] as number[])[0] = 1
  const prob = (i: number, j: number, w: number): number => (w * fall(p, i) * fall(q, j)) / fall(n, i + j)
  for (let t = 0; t <= 2 * M; t++) {
    for (let i = 0; i <= M - 2; i++) {
      const j = t - i
      if (j < 0) continue
      const w = (W[i] as number[])[j] as number
      if (!w) continue
      const open = 2 + i - j
      if (i === M - 2) {
        out.push({ kind: 1, i, j, prob: prob(i, j, w) })
        continue
      }
      if (open === 0) {
        out.push({ kind: 0, i, j, prob: prob(i, j, w) })
        continue
      }
      ;(W[i + 1] as number[])[j] = ((W[i + 1] as number[])[j] as number) + w
      ;(W[i] as number[])[j + 1] = ((W[i] as number[])[j + 1] as number) + w
    }
  }
  return out
}

export interface SplitSetup {
  rules: CaRules
  tree: HandTree
  dealer: DealerCache
  /** The base shoe S (before the deal). */
  shoe: Float64Array
  /** The unsplit context, whose choices split hands follow. */
  base: Context
  /**
   * Memos the split contexts borrow, by pair cards gone besides the two (UpMemo): every pair card's
   * SplitCalc of one analysis shares them, one value(u) at a time.
   */
  memos: UpMemo[]
}

/**
 * Unconditional EV of splitting a pair of P against up-card u (all split hands together, per unit of the
 * original stake), by Farmer's decomposition: each hand's value given how many pair and non-pair second
 * cards the other hands took, weighted by the probability of each way the split unfolds.
 * `maxHands` may be lowered for a resplit already under way.
 */
export class SplitCalc {
  private contexts: Context[] = []
  constructor(
    private readonly s: SplitSetup,
    readonly P: number,
    readonly M: number
  ) {}

  private context(a: number): Context {
    let c = this.contexts[a]
    if (!c) {
      const shoe = this.s.shoe.slice()
      shoe[this.P] = (shoe[this.P] as number) - (a + 1)
      const kMax = 2 * (this.M - 2) + 1
      c = new Context(
        this.s.rules,
        this.s.tree,
        this.s.dealer,
        shoe,
        this.s.shoe,
        this.s.base,
        true,
        this.P === 1,
        {
          P: this.P,
          e: a + 1,
          kMax
        },
        (this.s.memos[a] ??= new UpMemo(this.s.tree.size))
      )
      this.contexts[a] = c
    }
    return c
  }

  value(u: number): number {
    const { shoe, tree, rules } = this.s
    const P = this.P
    const M = this.M
    let N = 0
    for (let v = 1; v <= 10; v++) N += shoe[v] as number
    const p2 = (shoe[P] as number) - 2 - (u === P ? 1 : 0)
    const n2 = N - 3
    if (p2 < 0 || (shoe[u] as number) - (u === P ? 2 : 0) < 1) return NAN
    // a: pair cards gone besides the two split ones; b: non-pair second cards of other hands.
    const aTop = 2 * (M - 2)
    const aLive = Math.min(aTop, p2)
    const one = tree.child[P] as number
    // X[a][b]: a hand taking any second card; NN[a][b]: one whose second card is not a pair card;
    // PP[a]: the pair card, played without resplitting.
    const X: number[][] = []
    const NN: number[][] = []
    const PP: number[] = []
    for (let a = 0; a <= aTop + 1; a++) {
      X.push(new Array<number>(aTop + 2).fill(0))
      NN.push(new Array<number>(aTop + 2).fill(0))
      PP.push(0)
    }
    for (let a = 0; a <= aLive; a++) {
      const ctx = this.context(a)
      let n = 0
      const d = new Array<number>(11).fill(0)
      for (let v = 1; v <= 10; v++) {
        d[v] = (shoe[v] as number) - (v === u ? 1 : 0) - (v === P ? a + 2 : 0)
        n += d[v] as number
      }
      let x = 0
      for (let v = 1; v <= 10; v++) {
        if ((d[v] as number) <= 0) continue
        const node = tree.child[one * 11 + v] as number
        const val = ctx.twoCardValue(node, u)
        x += ((d[v] as number) / n) * val
        if (v === P) PP[a] = val
      }
      ;(X[a] as number[])[0] = x
    }
    // The chance that one more card, unseen, is a pair card (none once they are all gone).
    const vX = (a: number, b: number): number => (a >= p2 ? 0 : (p2 - a) / (n2 + 1 - a - b))
    const vN = (a: number, b: number): number => (a >= p2 ? 0 : (p2 - a) / (n2 - a - b))
    for (let a = 0; a <= aLive; a++) {
      const v = vN(a, 0)
      ;(NN[a] as number[])[0] = (((X[a] as number[])[0] as number) - v * (PP[a] as number)) / (1 - v)
    }
    for (let b = 1; b <= aTop; b++) {
      for (let a = 0; a + b <= aTop; a++) {
        const v1 = vX(a, b)
        ;(X[a] as number[])[b] =
          (((X[a] as number[])[b - 1] as number) - v1 * ((X[a + 1] as number[])[b - 1] as number)) / (1 - v1)
        const v2 = vN(a, b)
        ;(NN[a] as number[])[b] =
          (((NN[a] as number[])[b - 1] as number) - v2 * ((NN[a + 1] as number[])[b - 1] as number)) / (1 - v2)
      }
    }
    const at = (t: number[][], a: number, b: number): number => (t[a] as number[])[b] as number
    let ev = 0
    for (const sh of splitShapes(p2, n2 - p2, M)) {
      if (sh.prob === 0) continue
      if (sh.kind === 0) {
        const h = sh.i + 2
        ev += sh.prob * h * at(NN, h - 2, h - 1)
      } else {
        const k = sh.j
        ev += sh.prob * ((k > 0 ? k * at(NN, M - 2, k - 1) : 0) + (M - k) * at(X, M - 2, k))
      }
    }
    if (rules.peek && (u === 1 || u === 10)) {
      const hole = u === 1 ? 10 : 1
      const holeLeft = (shoe[hole] as number) - (hole === u ? 1 : 0) - (hole === P ? 2 : 0)
      if (holeLeft > 0) {
        const pBJ = holeLeft / n2
        const pl = p2 - (hole === P ? 1 : 0)
        let hands = 0
        for (const sh of splitShapes(pl, n2 - 1 - pl, M)) hands += sh.prob * (sh.kind === 0 ? sh.i + 2 : M)
        ev += (hands - 1) * pBJ
      }
    }
    return ev
  }
}
