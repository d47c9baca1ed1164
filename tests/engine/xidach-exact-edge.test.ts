/**
 * The exact heads-up Xì dách edge (exact-edge.ts, issue 35). Checked three ways, none from its own output:
 * - a forced case worked by hand (a four-card deck: nobody can draw);
 * - small decks, every order of their cards played through the engine itself (`startRound` + `apply`,
 *   the dealer AI deciding from its own view), the player's best play found by backward induction over
 *   what it knows (its own cards), independently of the solver's arithmetic;
 * (The presets on one pack against a simulation: xidach-exact-edge-sim.test.ts.)
 */
import { describe, expect, it } from 'vitest'
import type { Card } from '@shared/cards'
import { DEALER } from '@shared/games'
import { resolveXidachRules, type XidachRules } from '@shared/games/xidach'
import {
  apply,
  dealerDecision,
  exactXidachEdge,
  handKey,
  handStanding,
  startRound,
  viewOf,
  BUST,
  type DealerStrength
} from '../../src/core/engine/games/xidach'
import type { RandomSource } from '../../src/core/engine/random'

function rules(input: unknown = {}): XidachRules {
  const r = resolveXidachRules(input)
  if (!r.ok) throw new Error(r.message)
  return r.rules
}

/** Counts by pip class (A, 2 … 9, ten-valued) of concrete cards. */
function countsOf(cards: readonly Card[]): number[] {
  const n = new Array<number>(10).fill(0)
  for (const c of cards) {
    const ch = c[0] as string
    const k = ch === 'A' ? 0 : 'TJQK'.includes(ch) ? 9 : Number(ch) - 1
    n[k] = (n[k] as number) + 1
  }
  return n
}

const NO_RANDOM = {
  int(): number {
    throw new Error('the dealer AI asked for a random number')
  }
} as unknown as RandomSource

/** Every distinct order of `cards` (equal pip classes count once), with how many orders it stands for. */
function orders(cards: readonly Card[]): Array<{ deck: Card[]; weight: number }> {
  const byClass = new Map<number, Card[]>()
  for (const c of cards) {
    const k = countsOf([c]).findIndex((x) => x === 1)
    byClass.set(k, [...(byClass.get(k) ?? []), c])
  }
  const classes = [...byClass.keys()]
  const left = new Map([...byClass].map(([k, v]) => [k, v.length]))
  let fact = 1
  for (const v of byClass.values()) for (let i = 2; i <= v.length; i++) fact *= i
  const out: Array<{ deck: Card[]; weight: number }> = []
  const seq: number[] = []
  const walk = (): void => {
    if (seq.length === cards.length) {
      // Within a class the concrete cards go out in a fixed order: every other order is the same game.
      const used = new Map<number, number>()
      const deck = seq.map((k) => {
        const i = used.get(k) ?? 0
        used.set(k, i + 1)
        return (byClass.get(k) as Card[])[i] as Card
      })
      out.push({ deck, weight: fact })
      return
    }
    for (const k of classes) {
      const n = left.get(k) as number
      if (n === 0) continue
      left.set(k, n - 1)
      seq.push(k)
      walk()
      seq.pop()
      left.set(k, n)
    }
  }
  walk()
  return out
}

type Choose = (cards: readonly Card[]) => 'draw' | 'stand'

/** One round of `deck` through the engine, the player choosing with `choose`: its net per unit staked. */
function playRound(r: XidachRules, dealer: DealerStrength, deck: Card[], choose: Choose): number {
  const s = startRound(
    r,
    { players: [{ id: 'p1', bankroll: 1_000_000, stake: 100 }], dealer: { bankroll: null, bank: null }, deck },
    null
  )
  if (!s.ok) throw new Error(s.error.message)
  const state = s.state
  for (let guard = 0; state.phase !== 'over'; guard++) {
    if (guard > 50) throw new Error('the round did not end')
    let bad
    if (state.phase === 'players') {
      const p = state.players[0]!
      bad = apply(state, 'p1', { do: choose(p.cards) }, null)
    } else {
      const a = dealerDecision(viewOf(state, DEALER), dealer, NO_RANDOM)
      if (a === null) throw new Error('no dealer action')
      bad = apply(state, DEALER, a, null)
    }
    // A deck chosen so that it never runs out: a refusal here is the test's fault, not the solver's.
    if (bad) throw new Error(`${deck.join(' ')}: ${bad.message}`)
  }
  const p = state.players[0]!
  return (p.net + p.received - p.paidForDealer - p.unpaid) / 100
}

/**
 * The best play over every order of `cards`, by backward induction on what the player knows (its cards,
 * as a multiset: the longest hands first, each choice valued over every order dealing it that hand with
 * the longer hands' choices already made), and its expected net.
 */
function bruteForce(r: XidachRules, dealer: DealerStrength, cards: readonly Card[]): number {
  const all = orders(cards)
  const best = new Map<number, 'draw' | 'stand'>()
  for (let size = 4; size >= 2; size--) {
    const sums = new Map<number, { draw: number; stand: number }>()
    for (const { deck, weight } of all) {
      for (const a of ['draw', 'stand'] as const) {
        let at: number | null = null
        const choose: Choose = (mine) => {
          if (mine.length < size) return 'draw'
          if (mine.length === size) {
            at = handKey(mine)
            // A bust hand's draw is the bust-draw penalty: valued like any other choice.
            return a
          }
          return best.get(handKey(mine)) ?? 'stand'
        }
        const net = playRound(r, dealer, deck, choose)
        if (at === null) continue
        const s = sums.get(at) ?? { draw: 0, stand: 0 }
        s[a] += weight * net
        sums.set(at, s)
      }
    }
    for (const [key, s] of sums) best.set(key, s.draw > s.stand ? 'draw' : 'stand')
  }
  let total = 0
  let weights = 0
  for (const { deck, weight } of all) {
    total += weight * playRound(r, dealer, deck, (mine) => best.get(handKey(mine)) ?? 'stand')
    weights += weight
  }
  return total / weights
}

describe('exact heads-up edge: small decks', () => {
  it('a four-card deck, worked by hand: nobody can draw, so only the deal decides', () => {
    // A♠ K♠ 9♠ 9♥, pay.xiDach 3, symmetric off (a loss costs one stake). The player's two cards are any
    // of the 6 pairs, equally likely; the dealer holds the other two, and no card is left to draw.
    //   A K (xì dách, the dealer 9 9 = 18): +3      9 9 (the dealer's A K is xì dách): −1
    //   A 9 = 20 (twice) against K 9 = 19: +1 each  K 9 = 19 (twice) against A 9 = 20: −1 each
    // EV = (3 − 1 + 2 − 2) / 6 = 1/3, the house edge −1/3; the same against either dealer (it stands on 19 and 20,
    // and 18 against nothing to draw).
    const r = rules({ preset: 'wiki', 'pay.xiDach': 3, symmetric: false })
    for (const dealer of ['simple', 'shrewd'] as const) {
      const e = exactXidachEdge(r, dealer, countsOf(['AS', 'KS', '9S', '9H']))
      expect(e.playerEv).toBeCloseTo(1 / 3, 12)
      expect(e.houseEdge).toBeCloseTo(-1 / 3, 12)
    }
  })

  // Decks no round can run out of (the brute force refuses one that does): at most 3 player cards
  // standing and 5 dealer cards, or a player's fifth card leaving the dealer only high cards.
  const decks: Array<{ name: string; cards: Card[]; rules: unknown }> = [
    {
      name: 'A 6 7 8 9 T T K, wiki',
      cards: ['AS', '6S', '7S', '8S', '9S', 'TS', 'TH', 'KS'],
      rules: { preset: 'wiki' }
    },
    {
      name: 'A A 5 6 7 8 T T T, tet (xì bàng ×2, ngũ linh ×2, dealer 15)',
      cards: ['AS', 'AH', '5S', '6S', '7S', '8S', 'TS', 'TH', 'KS'],
      rules: { preset: 'tet' }
    },
    {
      name: 'A 6 7 8 9 T T K, pho-bien with denAt 26',
      cards: ['AS', '6S', '7S', '8S', '9S', 'TS', 'TH', 'KS'],
      rules: { preset: 'pho-bien', denAt: 26 }
    },
    {
      name: 'A 6 7 8 9 T T K, online (both bust: the dealer)',
      cards: ['AS', '6S', '7S', '8S', '9S', 'TS', 'TH', 'KS'],
      rules: { preset: 'online' }
    }
  ]
  for (const d of decks) {
    for (const dealer of ['simple', 'shrewd'] as const) {
      it(`${d.name}, ${dealer} dealer: the same EV as the best play over every order through the engine`, () => {
        const r = rules(d.rules)
        const exact = exactXidachEdge(r, dealer, countsOf(d.cards))
        expect(exact.playerEv).toBeCloseTo(bruteForce(r, dealer, d.cards), 12)
      })
    }
  }

  it('a bust hand stands rather than pay the bust-draw penalty when standing is worth more', () => {
    // Standing bust loses one stake at most (the dealer's ngũ linh aside, ×1 in wiki), and pushes when the dealer
    // busts too: never worse than the penalty's sure −1 in wiki, so no bust hand chooses it.
    const e = exactXidachEdge(rules({ preset: 'wiki' }), 'simple')
    expect([...e.strategy.values()].filter((c) => c === 'penalty')).toEqual([])
    // And the hand the bots know as the standard stand (T 9) stands, a hard 12 (T 2) draws.
    expect(e.strategy.get(handKey(['TS', '9S']))).toBe('stand')
    expect(e.strategy.get(handKey(['TS', '2S']))).toBe('draw')
    expect(handStanding(rules(), ['TS', '9S', '5S'])).toBe(BUST)
  })
})
