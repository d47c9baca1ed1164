/** The computer players' exact strategy (analysis/bot.ts), over a seat's own view. */
import { describe, expect, it } from 'vitest'
import { resolveBlackjackRules, type BlackjackRules } from '@shared/games/blackjack'
import {
  blackjackEngine as E,
  cardCode,
  analyzeRuleset,
  exactBotAction,
  rememberExact
} from '../../src/core/engine/games/blackjack'
import type { Card } from '@shared/cards'

function rules(over: Record<string, unknown>): BlackjackRules {
  const r = resolveBlackjackRules({ preset: 'vegas-6d', ...over })
  if (!r.ok) throw new Error(r.message)
  return r.rules
}

/** p1's cards c1, c2, the up-card, the hole card, then the rest of the shoe. */
function viewOf(r: BlackjackRules, cards: string[]) {
  const res = E.start(r, {
    seats: [{ id: 'p1', bankroll: 1_000_000, stake: 1000 }],
    shoe: [...cards, ...Array(40).fill('9C')].map((c) => cardCode(c as Card)),
    position: 0
  })
  if (!res.ok) throw new Error(res.error.message)
  return { state: res.state, view: E.view(res.state, 'p1') }
}

describe('exact bot strategy', () => {
  const r = rules({})
  const a = analyzeRuleset(r)
  rememberExact(r, a)

  it('is silent for rules it has no analysis of (the caller falls back to basic strategy)', () => {
    const other = rules({ decks: 2 })
    expect(exactBotAction(viewOf(other, ['8S', '6D', '8H', 'TC']).view, other)).toBeNull()
  })

  it('takes the best legal action of the two-card cell', () => {
    for (const [c1, up, c2, hole] of [
      ['8S', '6D', '8H', 'TC'],
      ['TS', 'TD', '6H', '7C'],
      ['5S', '9D', '6H', '7C'],
      ['AS', '6D', '7H', '7C'],
      ['TS', '4D', '2H', '7C']
    ] as const) {
      const { view } = viewOf(r, [c1, up, c2, hole])
      const got = exactBotAction(view, r)
      const value = (c: string): number => (c[0] === 'A' ? 1 : 'TJQK'.includes(c[0]!) ? 10 : Number(c[0]))
      const [x, y] = [value(c1), value(c2)].sort((p, q) => p - q)
      const upLabel = value(up) === 1 ? 'A' : value(up) === 10 ? 'T' : String(value(up))
      const cell = a.composition[upLabel]![`${x},${y}`]!
      const evs = Object.entries({
        stand: cell.stand,
        hit: cell.hit,
        double: cell.double,
        split: cell.split,
        surrender: cell.surrender
      }).filter(([k, v]) => v !== null && view.allowed.includes(k as 'hit')) as [string, number][]
      const best = evs.sort((p, q) => q[1] - p[1])[0]![0]
      expect(got).toBe(best)
    }
  })

  it('plays hands of three or more cards by their composition', () => {
    // 10-2 v 4, hit to three cards: whatever the table says for (2, 10, x) is what the bot does.
    const { state } = viewOf(r, ['TS', '4D', '2H', '7C', '3D'])
    const s = E.step(state, 'p1', { do: 'hit' })
    if (!s.ok) throw new Error(s.error.message)
    const view = E.view(s.state, 'p1')
    const letters = a.hitStand['2,3,10']!
    expect(letters).toHaveLength(10)
    // Letters run A, 2 … T: up-card 4 is the fourth.
    expect(exactBotAction(view, r)).toBe(letters[3] === 'H' ? 'hit' : 'stand')
  })

  it('differs from the total-dependent chart somewhere (the composition effect)', () => {
    let differ = 0
    for (const [comp, letters] of Object.entries(a.hitStand)) {
      const vals = comp.split(',').map(Number)
      const hard = vals.reduce((p, q) => p + q, 0)
      const soft = vals.includes(1) && hard <= 11
      const row = soft ? `S${hard + 10}` : `H${hard}`
      const chart = a.chart[row]
      if (!chart) continue
      // Chart columns are 2 … 9, T, A; the letters A, 2 … T.
      const cols = [...letters.slice(1), letters[0]!]
      cols.forEach((l, i) => {
        const c = chart[i]
        if ((c === 'hit' && l === 'S') || (c === 'stand' && l === 'H')) differ++
      })
    }
    expect(differ).toBeGreaterThan(0)
  })
})
