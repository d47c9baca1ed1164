/**
 * Exact blackjack analysis (src/core/engine/games/blackjack/analysis) against brute force: on tiny
 * shoes the EVs of stand, hit and double (and split aces) equal an independent brute-force enumeration
 * that deals the hole card first, as the game does, and lets the player decide on what it has seen only.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { analyzeHand, compileRules, type CaRules } from '../../src/core/engine/games/blackjack'
import { rulesOf } from '../support/blackjack-analysis'

// ---- brute force -----------------------------------------------------------------------------------

interface BF {
  r: CaRules
  up: number
  peeked: boolean
}

const total = (cards: number[]): number => {
  let h = 0
  let a = false
  for (const c of cards) {
    h += c
    if (c === 1) a = true
  }
  return a && h <= 11 ? h + 10 : h
}

/** The dealer's final total (22 = bust) distribution, drawing from `rem` after up + hole. */
function dealer(bf: BF, cards: number[], rem: number[], p: number, out: Map<number, number>): void {
  let h = 0
  let a = false
  for (const c of cards) {
    h += c
    if (c === 1) a = true
  }
  const t = a && h <= 11 ? h + 10 : h
  if (t > 21) {
    out.set(22, (out.get(22) ?? 0) + p)
    return
  }
  if (t > 17 || (t === 17 && !(bf.r.h17 && a && h === 7))) {
    out.set(t, (out.get(t) ?? 0) + p)
    return
  }
  const n = rem.reduce((x, y) => x + y, 0)
  if (n === 0) throw new Error('dealer ran out of cards: pick a bigger shoe')
  for (let v = 1; v <= 10; v++) {
    const c = rem[v] as number
    if (!c) continue
    rem[v] = c - 1
    cards.push(v)
    dealer(bf, cards, rem, (p * c) / n, out)
    cards.pop()
    rem[v] = c
  }
}

const makesBJ = (up: number, h: number): boolean => (up === 1 && h === 10) || (up === 10 && h === 1)

/** The hole card given what the player has seen (uniform over the unseen cards; no blackjack once peeked). */
function holeDist(bf: BF, rem: number[]): [number, number][] {
  const out: [number, number][] = []
  let w = 0
  for (let h = 1; h <= 10; h++) {
    const c = rem[h] as number
    if (!c || (bf.peeked && makesBJ(bf.up, h))) continue
    out.push([h, c])
    w += c
  }
  return out.map(([h, c]) => [h, c / w])
}

/** Net of standing hands `totals` (stakes `stakes`) against the dealer, averaged over hole and draws. */
function settle(bf: BF, totals: number[], stakes: number[], rem: number[]): number {
  let ev = 0
  for (const [h, ph] of holeDist(bf, rem)) {
    if (makesBJ(bf.up, h)) {
      // No peek: a dealer blackjack takes every stake.
      ev -= ph * stakes.reduce((x, y) => x + y, 0)
      continue
    }
    const r2 = rem.slice()
    r2[h] = (r2[h] as number) - 1
    const d = new Map<number, number>()
    dealer(bf, [bf.up, h], r2, 1, d)
    for (const [dt, pd] of d) {
      totals.forEach((t, i) => {
        const s = stakes[i] as number
        if (t > 21) ev -= ph * pd * s
        else if (dt === 22 || t > dt) ev += ph * pd * s
        else if (t < dt) ev -= ph * pd * s
      })
    }
  }
  return ev
}

/** P(next card = v | what the player has seen). */
function nextDist(bf: BF, rem: number[]): number[] {
  const p = new Array<number>(11).fill(0)
  const n = rem.reduce((x, y) => x + y, 0)
  for (const [h, ph] of holeDist(bf, rem)) {
    for (let v = 1; v <= 10; v++) {
      const c = (rem[v] as number) - (v === h ? 1 : 0)
      if (c > 0) p[v] = (p[v] as number) + (ph * c) / (n - 1)
    }
  }
  return p
}

function charlieWin(bf: BF, rem: number[], stake: number): number {
  let ev = 0
  for (const [h, ph] of holeDist(bf, rem)) ev += ph * (makesBJ(bf.up, h) ? -stake : stake)
  return ev
}

function bfStand(bf: BF, hand: number[], rem: number[]): number {
  return settle(bf, [total(hand)], [1], rem)
}

function bfArrive(bf: BF, hand: number[], rem: number[], stake: number, doubled: boolean): number {
  const t = total(hand)
  if (t > 21) return -stake
  if (bf.r.charlie > 0 && hand.length >= bf.r.charlie) return charlieWin(bf, rem, stake)
  if (doubled || t === 21 || hand.length >= bf.r.maxCards) return settle(bf, [t], [stake], rem)
  return Math.max(bfStand(bf, hand, rem), bfHit(bf, hand, rem))
}

function bfHit(bf: BF, hand: number[], rem: number[]): number {
  const p = nextDist(bf, rem)
  let ev = 0
  for (let v = 1; v <= 10; v++) {
    if (!p[v]) continue
    const r2 = rem.slice()
    r2[v] = (r2[v] as number) - 1
    ev += (p[v] as number) * bfArrive(bf, [...hand, v], r2, 1, false)
  }
  return ev
}

function bfDouble(bf: BF, hand: number[], rem: number[]): number {
  const p = nextDist(bf, rem)
  let ev = 0
  for (let v = 1; v <= 10; v++) {
    if (!p[v]) continue
    const r2 = rem.slice()
    r2[v] = (r2[v] as number) - 1
    ev += (p[v] as number) * bfArrive(bf, [...hand, v], r2, 2, true)
  }
  return ev
}

/** Split aces, one card each, no resplitting: both cards dealt, then the dealer. */
function bfSplitAces(bf: BF, rem: number[]): number {
  let ev = 0
  const p1 = nextDist(bf, rem)
  for (let a = 1; a <= 10; a++) {
    if (!p1[a]) continue
    const r1 = rem.slice()
    r1[a] = (r1[a] as number) - 1
    const p2 = nextDist(bf, r1)
    for (let b = 1; b <= 10; b++) {
      if (!p2[b]) continue
      const r2 = r1.slice()
      r2[b] = (r2[b] as number) - 1
      ev += (p1[a] as number) * (p2[b] as number) * settle(bf, [total([1, a]), total([1, b])], [1, 1], r2)
    }
  }
  return ev
}

/** A small shoe: a few of each value, enough that the dealer can never run out. */
const smallShoe = fc
  .tuple(fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 9, maxLength: 9 }), fc.integer({ min: 5, max: 7 }))
  .map(([low, tens]) => {
    const s = new Array<number>(11).fill(0)
    low.forEach((c, i) => (s[i + 1] = c))
    s[10] = tens
    return s
  })

describe('hand EVs equal a brute-force enumeration on tiny shoes', () => {
  it('stand, hit and double, every rule that touches them', () => {
    fc.assert(
      fc.property(
        smallShoe,
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 10 }),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom<[number | 'off', number | 'none']>(['off', 'none'], [5, 'none'], ['off', 4], [5, 6]),
        fc.constantFrom('any', '9-11', '10-11'),
        (shoe, up, c1, c2, h17, peek, [charlie, maxCards], doubleOn) => {
          const rem = shoe.slice()
          for (const c of [up, c1, c2]) rem[c] = (rem[c] as number) + 0
          const rules = rulesOf({
            dealerHitsSoft17: h17,
            peek,
            surrender: peek ? 'late' : 'early',
            charlie,
            maxCards,
            doubleOn,
            decks: 1
          })
          if (c1 + c2 === 11 && (c1 === 1 || c2 === 1)) return
          const peeked = peek && (up === 1 || up === 10)
          const bf: BF = { r: compileRules(rules), up, peeked }
          if (holeDist(bf, rem).length === 0) return
          const got = analyzeHand(rules, {
            unseen: rem,
            up,
            hand: [c1, c2],
            fromSplit: false,
            hands: 1,
            splitAces: false,
            peeked
          })
          const hand = [c1, c2]
          expect(got.evs.stand).toBeCloseTo(bfStand(bf, hand, rem), 10)
          if (total(hand) < 21) expect(got.evs.hit).toBeCloseTo(bfHit(bf, hand, rem), 10)
          const t = total(hand)
          const lo = doubleOn === 'any' ? 0 : doubleOn === '9-11' ? 9 : 10
          const hi = doubleOn === 'any' ? 21 : 11
          if (t >= lo && t <= hi) expect(got.evs.double).toBeCloseTo(bfDouble(bf, hand, rem), 10)
          else expect(got.evs.double).toBeUndefined()
        }
      ),
      { numRuns: 60, seed: 11 }
    )
  })

  it('a three-card hand in mid-play', () => {
    fc.assert(
      fc.property(
        smallShoe,
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 1, max: 4 }),
        (shoe, up, a, b, c) => {
          const rules = rulesOf({ decks: 1, peek: true, surrender: 'late' })
          const bf: BF = { r: compileRules(rules), up, peeked: false }
          const hand = [a, b, c]
          const got = analyzeHand(rules, {
            unseen: shoe,
            up,
            hand,
            fromSplit: false,
            hands: 1,
            splitAces: false,
            peeked: false
          })
          expect(got.evs.stand).toBeCloseTo(bfStand(bf, hand, shoe), 10)
          expect(got.evs.hit).toBeCloseTo(bfHit(bf, hand, shoe), 10)
          expect(got.evs.double).toBeUndefined()
          expect(got.evs.surrender).toBeUndefined()
        }
      ),
      { numRuns: 30, seed: 12 }
    )
  })

  it('split aces, one card each (where the split decomposition is exact)', () => {
    fc.assert(
      fc.property(smallShoe, fc.integer({ min: 1, max: 10 }), fc.boolean(), (shoe, up, peek) => {
        const rules = rulesOf({
          decks: 1,
          peek,
          surrender: 'none',
          maxHands: 4,
          resplitAces: false,
          hitSplitAces: false
        })
        const peeked = peek && (up === 1 || up === 10)
        const bf: BF = { r: compileRules(rules), up, peeked }
        if (holeDist(bf, shoe).length === 0) return
        const got = analyzeHand(rules, {
          unseen: shoe,
          up,
          hand: [1, 1],
          fromSplit: false,
          hands: 1,
          splitAces: false,
          peeked
        })
        expect(got.evs.split).toBeCloseTo(bfSplitAces(bf, shoe), 10)
      }),
      { numRuns: 30, seed: 13 }
    )
  })
})
