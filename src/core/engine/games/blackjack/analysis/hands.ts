/**
 * Every player hand as a multiset of card values (composition), with the link "this hand plus one card
 * of value v". Built once per shoe from the cards available: a hand never holds more of a value than the
 * shoe has, never busts (a bust is settled on the spot) and never exceeds `maxCards`.
 * Node 0 is the empty hand; nodes are numbered level by level (by card count), so every child has a
 * larger number than its parent.
 *
 * With a `root` hand, the tree holds only that hand, the hands on its path from the empty hand, and every
 * hand it can grow into: all one hand's analysis ever reaches (its draws, its split hands when the root is
 * one pair card). A whole ruleset needs every hand; one decision needs a few hundred at most, and building
 * only those is most of what makes a hand's analysis fast (the values are the same: each is computed
 * from its own cards and the shoe, whatever else the tree holds).
 */
export class HandTree {
  /** cnt[i * 11 + v]: cards of value v in hand i. */
  readonly cnt: Int8Array
  readonly hard: Int16Array
  readonly cards: Int8Array
  /** child[i * 11 + v]: the hand plus a v; −1 when that busts, is not in the shoe or is over the limit. */
  readonly child: Int32Array
  readonly size: number
  /** Multiset key of each hand (dealer.ts KEY_POW). */
  readonly key: Float64Array

  constructor(avail: ArrayLike<number>, maxCards: number, root: readonly number[] = []) {
    const cnt: number[] = new Array<number>(11).fill(0)
    const index = new Map<number, number>([[0, 0]])
    const hard: number[] = [0]
    const cards: number[] = [0]
    const comps: number[][] = [cnt.slice()]
    const keys: number[] = [0]
    const child: number[] = []
    const W = [0, 1, 22, 484, 10648, 234256, 5153632, 113379904, 2494357888, 54875873536, 1207269217792]
    /** Hand i plus a v: its node (added the first time), or −1 when it busts, is not in the shoe or is over the limit. */
    const grow = (i: number, v: number): number => {
      const c = comps[i] as number[]
      const h = hard[i] as number
      const n = cards[i] as number
      if (h + v > 21 || (c[v] as number) + 1 > (avail[v] as number) || n + 1 > maxCards) return -1
      const key = (keys[i] as number) + (W[v] as number)
      const got = index.get(key)
      if (got !== undefined) return got
      const to = comps.length
      index.set(key, to)
      const nc = c.slice()
      nc[v] = (nc[v] as number) + 1
      comps.push(nc)
      keys.push(key)
      hard.push(h + v)
      cards.push(n + 1)
      return to
    }
    // The root's path: each hand on it links only to the next. A root the shoe can't hold ends the tree
    // there (`find` gives −1 for it, as it would in the whole tree).
    let from = 0
    let inShoe = true
    for (const v of root) {
      for (let w = 0; w <= 10; w++) child[from * 11 + w] = -1
      const to = grow(from, v)
      child[from * 11 + v] = to
      if (to < 0) {
        inShoe = false
        break
      }
      from = to
    }
    // Everything the root grows into, level by level.
    for (let i = from; inShoe && i < comps.length; i++) {
      for (let v = 1; v <= 10; v++) child[i * 11 + v] = grow(i, v)
      child[i * 11] = -1
    }
    this.size = comps.length
    this.cnt = new Int8Array(this.size * 11)
    comps.forEach((c, i) => {
      for (let v = 1; v <= 10; v++) this.cnt[i * 11 + v] = c[v] as number
    })
    this.key = new Float64Array(this.size)
    for (let i = 0; i < this.size; i++) {
      let k = 0
      for (let v = 1; v <= 10; v++) k += (this.cnt[i * 11 + v] as number) * 30 ** (v - 1)
      this.key[i] = k
    }
    this.hard = Int16Array.from(hard)
    this.cards = Int8Array.from(cards)
    this.child = Int32Array.from(child)
  }

  /** The node of a hand given as card values (1 = ace … 10), or −1 when it is not in the tree. */
  find(values: readonly number[]): number {
    let i = 0
    for (const v of values) {
      i = this.child[i * 11 + v] as number
      if (i < 0) return -1
    }
    return i
  }

  total(i: number): number {
    const h = this.hard[i] as number
    return (this.cnt[i * 11 + 1] as number) > 0 && h <= 11 ? h + 10 : h
  }

  soft(i: number): boolean {
    return (this.cnt[i * 11 + 1] as number) > 0 && (this.hard[i] as number) <= 11
  }
}
