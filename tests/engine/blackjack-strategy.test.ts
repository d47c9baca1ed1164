/**
 * The generated basic strategy. Expected cells are those of the published basic-strategy charts
 * for the same rules (multi-deck S17/H17 charts, late surrender, European no-hole-card play); the
 * dealer probabilities are checked on tiny shoes worked out by hand.
 */
import { describe, expect, it } from 'vitest'
import { resolveBlackjackRules, type BlackjackRules } from '@shared/games/blackjack'
import type { Card } from '@shared/cards'
import {
  blackjackEngine as E,
  cardCode,
  basicStrategyAction,
  dealerFinalProbabilities,
  strategyChart,
  strategyFor
} from '../../src/core/engine/games/blackjack'

function rules(over: Record<string, unknown>): BlackjackRules {
  const r = resolveBlackjackRules(over)
  if (!r.ok) throw new Error(`${r.path}: ${r.message}`)
  return r.rules
}

const UP = { '2': 0, '3': 1, '4': 2, '5': 3, '6': 4, '7': 5, '8': 6, '9': 7, T: 8, A: 9 } as const
function cell(r: BlackjackRules, row: string, up: keyof typeof UP): string {
  const line = strategyChart(r)[row]
  if (!line) throw new Error(`no row ${row}`)
  return line[UP[up]] as string
}

/** counts[1..10] of a tiny shoe (index 0 unused). */
function counts(c: Partial<Record<number, number>>): Int32Array {
  const out = new Int32Array(11)
  for (const [v, n] of Object.entries(c)) out[Number(v)] = n as number
  return out
}

describe('dealer final-total probabilities (drawing without replacement)', () => {
  // Up 6 with {5, 6, T} left: hole T -> 16 then 5 (21) or 6 (bust); hole 5 -> 11 then 6 (17) or T (21);
  // hole 6 -> 12 then 5 (17) or T (bust). Each path 1/6: P(17) = P(21) = P(bust) = 1/3.
  it('up 6 over {5, 6, T}', () => {
    const d = dealerFinalProbabilities(counts({ 5: 1, 6: 1, 10: 1 }), 3, 6, false)
    expect(d.q).toBe(0)
    expect([...d.dist].map((x) => x * 3)).toEqual([1, 0, 0, 0, 1, 1].map((x) => expect.closeTo(x, 12)))
  })

  // Up A with {5, 6, T}: hole T is a blackjack (q = 1/3). Without it: hole 6 -> soft 17;
  // hole 5 -> soft 16, then 6 (hard 12, then T: bust) or T (hard 16, then 6: bust).
  it('up A over {5, 6, T}: S17 and H17, conditioned on no blackjack', () => {
    const s17 = dealerFinalProbabilities(counts({ 5: 1, 6: 1, 10: 1 }), 3, 1, false)
    expect(s17.q).toBeCloseTo(1 / 3, 12)
    expect(s17.dist[0]).toBeCloseTo(1 / 2, 12)
    expect(s17.dist[5]).toBeCloseTo(1 / 2, 12)
    // H17: soft 17 draws 5 (hard 12, then T: bust) or T (hard 17): P(17) = 1/2 · 1/2.
    const h17 = dealerFinalProbabilities(counts({ 5: 1, 6: 1, 10: 1 }), 3, 1, true)
    expect(h17.dist[0]).toBeCloseTo(1 / 4, 12)
    expect(h17.dist[5]).toBeCloseTo(3 / 4, 12)
  })

  it('sums to one on a full shoe for every up-card', () => {
    for (let up = 1; up <= 10; up++) {
      const c = counts({ 1: 24, 2: 24, 3: 24, 4: 24, 5: 24, 6: 24, 7: 24, 8: 24, 9: 24, 10: 96 })
      c[up] = (c[up] as number) - 1
      const d = dealerFinalProbabilities(c, 311, up, false)
      expect([...d.dist].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
    }
  })
})

describe('generated chart: 6 decks, S17, DAS, late surrender (vegas-6d)', () => {
  const r = rules({ preset: 'vegas-6d' })
  const cells: Array<[string, keyof typeof UP, string, string]> = [
    ['H16', 'T', 'Rh', '16 v T: surrender'],
    ['H16', '9', 'Rh', '16 v 9: surrender'],
    ['H15', 'T', 'Rh', '15 v T: surrender'],
    ['H11', '6', 'D', '11 v 6: double'],
    ['H10', '9', 'D', '10 v 9: double'],
    ['H10', 'T', 'H', '10 v T: hit'],
    ['H9', '2', 'H', '9 v 2: hit'],
    ['H12', '4', 'S', '12 v 4: stand'],
    ['H12', '2', 'H', '12 v 2: hit'],
    ['H13', '2', 'S', '13 v 2: stand'],
    ['H17', 'A', 'S', 'hard 17 v A: stand (S17)'],
    ['S18', '9', 'H', 'soft 18 v 9: hit'],
    ['S18', '2', 'S', 'soft 18 v 2: stand (S17)'],
    ['S18', '6', 'Ds', 'soft 18 v 6: double, else stand'],
    ['S13', '5', 'D', 'A,2 v 5: double'],
    ['S19', '6', 'S', 'soft 19 v 6: stand (S17)'],
    ['A,A', 'A', 'P', 'A,A: split'],
    ['A,A', 'T', 'P', 'A,A v T: split'],
    ['8,8', 'T', 'P', '8,8 v T: split'],
    ['9,9', '7', 'S', '9,9 v 7: stand'],
    ['9,9', '8', 'P', '9,9 v 8: split'],
    ['T,T', '6', 'S', 'T,T: stand'],
    ['5,5', '9', 'D', '5,5 v 9: double as 10'],
    ['4,4', '5', 'P', '4,4 v 5: split (DAS)'],
    ['2,2', '7', 'P', '2,2 v 7: split (DAS)'],
    ['2,2', '8', 'H', '2,2 v 8: hit']
  ]
  it.each(cells)('%s v %s is %s (%s)', (row, up, want) => {
    expect(cell(r, row, up)).toBe(want)
  })

  it('hard 11 v A: hit under S17 (4+ decks), double under H17', () => {
    expect(cell(r, 'H11', 'A')).toBe('H')
    expect(cell(rules({ preset: 'vegas-6d', dealerHitsSoft17: true }), 'H11', 'A')).toBe('D')
  })

  it('H17 adds the well-known surrenders and doubles', () => {
    const h17 = rules({ preset: 'vegas-6d', dealerHitsSoft17: true })
    expect(cell(h17, 'H17', 'A')).toBe('Rs')
    expect(cell(h17, 'H15', 'A')).toBe('Rh')
    expect(cell(h17, '8,8', 'A')).toBe('Rp')
    expect(cell(h17, 'S19', '6')).toBe('Ds')
    expect(cell(h17, 'S18', '2')).toBe('Ds')
  })

  it('without surrender 16 v T is a hit', () => {
    expect(cell(rules({ preset: 'vegas-6d', surrender: 'none' }), 'H16', 'T')).toBe('H')
  })

  it('without double after split, 4,4 and 2,2 v 2 are not split', () => {
    const noDas = rules({ preset: 'vegas-6d', doubleAfterSplit: false })
    expect(cell(noDas, '4,4', '5')).toBe('H')
    expect(cell(noDas, '2,2', '2')).toBe('H')
  })
})

describe('generated chart: European no hole card', () => {
  const r = rules({ preset: 'european' })
  it("does not double 11 or 10 against a ten, nor split aces or eights against the dealer's strong cards", () => {
    expect(cell(r, 'H11', 'T')).toBe('H')
    expect(cell(r, 'H10', 'T')).toBe('H')
    expect(cell(r, 'A,A', 'A')).toBe('H')
    expect(cell(r, '8,8', 'T')).toBe('H')
    expect(cell(r, '8,8', '9')).toBe('P')
    // With the peek the same hands double and split.
    expect(cell(rules({ preset: 'vegas-6d' }), 'H11', 'T')).toBe('D')
  })
})

describe('generated chart: single deck, H17, no DAS', () => {
  it('doubles 8 v 5 and 6, and 11 v A', () => {
    const r = rules({ preset: 'single-deck' })
    expect(cell(r, 'H8', '5')).toBe('D')
    expect(cell(r, 'H8', '6')).toBe('D')
    expect(cell(r, 'H8', '4')).toBe('H')
    expect(cell(r, 'H11', 'A')).toBe('D')
  })
})

describe('even money', () => {
  // 6 decks, player A+T, dealer A: P(hole ten) = 95/309. Declining is worth pays × 214/309:
  // 3:2 -> 1.039 > 1 (decline); 6:5 -> 0.831 and 1:1 -> 0.693 < 1 (take even money).
  it('declined at 3:2, taken at 6:5 and 1:1', () => {
    expect(1.5 * (214 / 309)).toBeGreaterThan(1)
    expect(strategyFor(rules({ preset: 'vegas-6d' })).evenMoney).toBe(false)
    expect(strategyFor(rules({ preset: 'vegas-6d', blackjackPays: '6:5' })).evenMoney).toBe(true)
    expect(strategyFor(rules({ preset: 'vegas-6d', blackjackPays: '1:1' })).evenMoney).toBe(true)
  })
})

describe('basicStrategyAction on a table', () => {
  const start = (r: BlackjackRules, cards: string[], bankroll = 100_000) => {
    const res = E.start(r, {
      seats: [{ id: 'p1', bankroll, stake: 1000 }],
      shoe: cards.map((c) => cardCode(c as Card)),
      position: 0
    })
    if (!res.ok) throw new Error(res.error.message)
    return res.state
  }
  const r = rules({ preset: 'vegas-6d' })

  it('splits 8,8 v 6 and surrenders 16 v T', () => {
    expect(basicStrategyAction(E.view(start(r, ['8S', '6D', '8H', 'TC']), 'p1'), r)).toBe('split')
    expect(basicStrategyAction(E.view(start(r, ['TS', 'TD', '6H', '7C']), 'p1'), r)).toBe('surrender')
  })

  it('takes the next best legal action: 11 v 6 hits when the chips cannot cover a double', () => {
    expect(basicStrategyAction(E.view(start(r, ['6S', '6D', '5H', 'TC']), 'p1'), r)).toBe('double')
    expect(basicStrategyAction(E.view(start(r, ['6S', '6D', '5H', 'TC'], 1500), 'p1'), r)).toBe('hit')
  })

  it('after a hit, 16 v T is played as a total: hit (no surrender on three cards)', () => {
    const s = E.step(start(r, ['TS', 'TD', '2H', '7C', '4C']), 'p1', { do: 'hit' })
    if (!s.ok) throw new Error(s.error.message)
    expect(basicStrategyAction(E.view(s.state, 'p1'), r)).toBe('hit')
  })

  it('declines insurance', () => {
    expect(basicStrategyAction(E.view(start(r, ['TS', 'AD', '9H', '7C']), 'p1'), r)).toBe('decline')
  })

  it("returns null when it is not the viewer's decision", () => {
    expect(basicStrategyAction(E.view(start(r, ['TS', '9D', '9H', '7C']), 'p2'), r)).toBeNull()
  })

  it('computes each ruleset once', () => {
    expect(strategyFor(rules({ preset: 'vegas-6d', minBet: 5 }))).toBe(strategyFor(rules({ preset: 'vegas-6d' })))
  })
})
