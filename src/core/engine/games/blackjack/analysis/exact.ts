/**
 * Exact combinatorial analysis (docs/analysis-blackjack.md): composition-dependent, every card drawn
 * without replacement, the "CDZ-" convention of Eric Farmer's blackjack CA for splits.
 *
 * Values are computed unconditionally: the dealer's hole card is drawn from the shoe like the player's
 * cards, so every value counts the chance of a dealer blackjack. Under the peek an action loses only the
 * original stake to a blackjack, so doubles get back P(blackjack) and a split gets back
 * (E[hands | blackjack] − 1)·P(blackjack); the values the player sees after the peek are then the
 * conditional ones, (U + P(bj)) / (1 − P(bj)). Maximising the unconditional values gives the same choices
 * as maximising the conditional ones, because every action loses exactly one unit to a blackjack.
 * Without the peek (no hole card) a blackjack takes every stake, which is what the unconditional values
 * say with no correction at all.
 */
import { BJ, BUST, DealerCalc } from './dealer'
import { KEY_POW, type DealerCache } from './dealer-cache'
import { HandTree } from './hands'
import { mayDouble, type BjConfig } from '../config'

/** The analysis plays by the compiled rules, the engine's own (config.ts): one mapping from rule keys. */
export type CaRules = BjConfig

const NAN = Number.NaN

/**
 * Memo arrays for one up-card at a time, lent to contexts in turn. A value at (hand, u) reads only
 * values at the same u in the same context (and its `follow`, which owns its own), so forgetting the
 * others changes no result: at worst one is computed again, to the same bits. A whole ruleset's split
 * contexts (5 per pair card, all 10 pair cards) take turns with 5 of these instead of owning 50 memos of
 * every up-card: 0.4 MB instead of 37 MB for 6 decks (docs/analysis-blackjack.md, "Memory").
 */
export class UpMemo {
  readonly stand: Float64Array
  readonly hit: Float64Array
  readonly dbl: Float64Array
  owner: object | null = null
  up = 0

  constructor(hands: number) {
    this.stand = new Float64Array(hands)
    this.hit = new Float64Array(hands)
    this.dbl = new Float64Array(hands)
  }

  /** Forgets the values held and gives the arrays to `owner` for up-card `up`. */
  take(owner: object, up: number): void {
    this.stand.fill(NAN)
    this.hit.fill(NAN)
    this.dbl.fill(NAN)
    this.owner = owner
    this.up = up
  }
}

/**
 * The values of one "context": the base shoe S (every card not seen before the deal, up-card and the
 * hand included), minus `removed` cards known to be gone besides the hand's own (split contexts: the
 * other pair cards). Everything is computed on demand and remembered, for each (hand, up-card).
 * Counts are doubles: whole numbers for a real shoe, fractional for the expected shoe at a count
 * (indices.ts), where a value's last, partial card is drawn with its fraction (dealer.ts `falling`).
 */
export class Context {
  readonly stand: Float64Array
  readonly hit: Float64Array
  readonly dbl: Float64Array
  private readonly d = new Float64Array(11)
  /** Draw probabilities per recursion depth (a hand's card count), so nothing is allocated per call. */
  private readonly scratch: Float64Array[] = Array.from({ length: 24 }, () => new Float64Array(11))
  /** Key of the cards removed besides the hand (split contexts), and the largest such count. */
  private readonly removedKey: number
  private readonly removedMax: number
  /** The memo this context borrows, one up-card at a time (split contexts); null: its own, every up-card. */
  private readonly lent: UpMemo | null

  constructor(
    readonly rules: CaRules,
    readonly tree: HandTree,
    readonly dealer: DealerCache,
    /** The base shoe S minus the removed cards (the hand and up-card still in). */
    readonly shoe: Float64Array,
    base: Float64Array,
    /** null: decide by this context's own values; otherwise follow that context's choices (CDZ-). */
    readonly follow: Context | null,
    /** True for split hands: doubling needs DAS, one card to split aces unless hitSplitAces. */
    readonly split: boolean,
    readonly splitAces: boolean,
    /**
     * Split contexts of one pair card share dealer passes: this context has `e` pair cards P gone
     * besides the hand, its siblings 1 … kMax (SplitCalc). Null: compute shoe by shoe.
     */
    private readonly family: { P: number; e: number; kMax: number } | null = null,
    /**
     * Memo arrays to borrow instead of owning them (split contexts): their values for one up-card, given
     * up when another context or another up-card takes them (UpMemo).
     */
    lend: UpMemo | null = null
  ) {
    let key = 0
    let most = 0
    for (let v = 1; v <= 10; v++) {
      // Whole cards are removed, but a shoe may hold fractional counts (an expected composition, indices.ts),
      // where the difference of two doubles can miss the whole number by an ulp.
      const r = Math.round((base[v] as number) - (shoe[v] as number))
      key += r * (KEY_POW[v] as number)
      if (r > most) most = r
    }
    this.removedKey = key
    this.removedMax = most
    this.lent = lend
    if (lend) {
      this.stand = lend.stand
      this.hit = lend.hit
      this.dbl = lend.dbl
    } else {
      const n = tree.size * 10
      this.stand = new Float64Array(n).fill(NAN)
      this.hit = new Float64Array(n).fill(NAN)
      this.dbl = new Float64Array(n).fill(NAN)
    }
  }

  /** Cards the next draw comes from for hand i against up-card u, into this.d; returns their number (−1 if impossible). */
  private drawShoe(i: number, u: number): number {
    const d = this.d
    const cnt = this.tree.cnt
    let n = 0
    for (let v = 1; v <= 10; v++) {
      const c = (this.shoe[v] as number) - (cnt[i * 11 + v] as number) - (v === u ? 1 : 0)
      if (c < 0) return -1
      d[v] = c
      n += c
    }
    return n
  }

  pBlackjack(i: number, u: number): number {
    if (u !== 1 && u !== 10) return 0
    const n = this.drawShoe(i, u)
    return n <= 0 ? 0 : DealerCalc.blackjack(this.d, n, u)
  }

  /** Index of (hand i, up-card u) in the memo arrays (a borrowed memo is taken over for u first). */
  private slot(i: number, u: number): number {
    const m = this.lent
    if (m === null) return i * 10 + u - 1
    if (m.owner !== this || m.up !== u) m.take(this, u)
    return i
  }

  standValue(i: number, u: number): number {
    const k = this.slot(i, u)
    const memo = this.stand[k] as number
    if (memo === memo) return memo
    const n = this.drawShoe(i, u)
    let ev = 0
    if (n >= 0) {
      // Hands with 21 aces and many aces removed would overflow the key; never in a real shoe.
      const key = this.removedMax + 21 < 30 ? (this.tree.key[i] as number) + this.removedKey : -1
      let o: Float64Array
      let at: number
      const f = this.family
      if (key >= 0 && f) {
        // The shoe with none of the family's pair cards gone, for the one pass over all of them.
        this.d[f.P] = (this.d[f.P] as number) + f.e
        at = this.dealer.lookupRemoving(this.tree.key[i] as number, this.d, n + f.e, u, f.P, f.e, f.kMax)
        this.d[f.P] = (this.d[f.P] as number) - f.e
        o = this.dealer.values
      } else if (key >= 0) {
        at = this.dealer.lookup(key, this.d, n, u)
        o = this.dealer.values
      } else {
        o = new Float64Array(7)
        at = 0
        this.dealer.calc.outcomes(this.d, n, u, o, 0)
      }
      const t = this.tree.total(i)
      ev = (o[at + BUST] as number) - (o[at + BJ] as number)
      for (let s = 0; s < 5; s++) {
        const dt = 17 + s
        if (t > dt) ev += o[at + s] as number
        else if (t < dt) ev -= o[at + s] as number
      }
    }
    this.stand[k] = ev
    return ev
  }

  private charlieValue(i: number, u: number): number {
    return 1 - 2 * this.pBlackjack(i, u)
  }

  /** Value of hand i reached by a card that may end it by itself (bust handled by the caller). */
  private arrive(i: number, u: number): number {
    const r = this.rules
    const n = this.tree.cards[i] as number
    if (r.charlie > 0 && n >= r.charlie) return this.charlieValue(i, u)
    if (this.tree.total(i) === 21 || n >= r.maxCards) return this.standValue(i, u)
    return this.playValue(i, u)
  }

  /** Stand or hit at a hand of three or more cards, by this context's choice rule. */
  private playValue(i: number, u: number): number {
    if (this.follow) {
      return this.follow.prefersHit(i, u) ? this.hitValue(i, u) : this.standValue(i, u)
    }
    if (!this.tree.soft(i) && (this.tree.hard[i] as number) <= 11) return this.hitValue(i, u)
    return Math.max(this.standValue(i, u), this.hitValue(i, u))
  }

  /** Whether the optimal (own-values) choice at hand i is to hit (ties stand). */
  prefersHit(i: number, u: number): boolean {
    if (!this.tree.soft(i) && (this.tree.hard[i] as number) <= 11) return true
    return this.hitValue(i, u) > this.standValue(i, u)
  }

  hitValue(i: number, u: number): number {
    const k = this.slot(i, u)
    const memo = this.hit[k] as number
    return memo === memo ? memo : (this.hit[k] = this.drawValue(i, u, false))
  }

  dblValue(i: number, u: number): number {
    const k = this.slot(i, u)
    const memo = this.dbl[k] as number
    return memo === memo ? memo : (this.dbl[k] = this.drawValue(i, u, true))
  }

  /**
   * Hand i against u after one more card: played on (a hit) or, doubled, standing at twice the stake.
   * One loop for both, so hit and double can never weigh the cards differently.
   */
  private drawValue(i: number, u: number, doubled: boolean): number {
    const n = this.drawShoe(i, u)
    if (n <= 0) return 0
    const p = this.scratch[this.tree.cards[i] as number] as Float64Array
    for (let v = 1; v <= 10; v++) p[v] = (this.d[v] as number) / n
    // Read before the loop: the calls below draw into this.d again.
    const bj = doubled && this.rules.peek ? DealerCalc.blackjack(this.d, n, u) : 0
    const charlie = this.rules.charlie
    const charlieAfter = doubled && charlie > 0 && (this.tree.cards[i] as number) + 1 >= charlie
    const h = this.tree.hard[i] as number
    let ev = 0
    for (let v = 1; v <= 10; v++) {
      const pv = p[v] as number
      if (pv === 0) continue
      if (h + v > 21) ev -= pv
      else {
        const j = this.tree.child[i * 11 + v] as number
        const val =
          j < 0
            ? this.standValue(i, u)
            : !doubled
              ? this.arrive(j, u)
              : charlieAfter
                ? this.charlieValue(j, u)
                : this.standValue(j, u)
        ev += pv * val
      }
    }
    // Doubled, every outcome is twice the stake (×2 is exact, so the sum is the same to the bit), but
    // under the peek a blackjack takes only the original stake.
    return doubled ? 2 * ev + bj : ev
  }

  /** May a two-card hand i double here? */
  canDouble(i: number): boolean {
    return mayDouble(this.rules, this.split, this.split && this.splitAces, this.tree.total(i))
  }

  /**
   * A two-card hand played without splitting or surrender (split hands; the pair case of a split hand
   * that may not or does not resplit). In a following context the choice is the pre-split one.
   */
  twoCardValue(i: number, u: number): number {
    // One card to each split ace: no hit, and a double only where mayDouble allows it.
    const oneCard = this.split && this.splitAces && !this.rules.hitSplitAces
    const dbl = this.canDouble(i)
    if (oneCard && !dbl) return this.standValue(i, u)
    if (this.tree.total(i) === 21) return this.standValue(i, u)
    const chooser = this.follow ?? this
    let best = 0
    let bestV = chooser.standValue(i, u)
    const h = oneCard ? -Infinity : chooser.hitValue(i, u)
    if (h > bestV) {
      best = 1
      bestV = h
    }
    if (dbl && chooser.dblValue(i, u) > bestV) best = 2
    // The choice is the chooser's; the value is this context's (the same object when not following).
    return best === 0 ? this.standValue(i, u) : best === 1 ? this.hitValue(i, u) : this.dblValue(i, u)
  }
}
