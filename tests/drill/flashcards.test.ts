/**
 * The strategy flashcards' two rules, held against sources outside the code:
 * - Grading: every two-card start of every cell the published basic-strategy chart for 4–8 decks,
 *   dealer stands on soft 17, double after split, late surrender (the Wizard of Odds' chart, written out
 *   below) decides for every start, graded under the `vegas-6d` preset (6 decks, S17, DAS, LS, peek):
 *   the chart's play is the best and is graded right; any other allowed play is graded wrong.
 *   Cells the chart gives by total where the two cards can change the play (composition-dependent
 *   exceptions: 12, 13 against 2–3, 15 and 16 against 7–A, 9 and 10) are left out, not guessed.
 * - Weighting: a cell's weight is 1, plus 3 per wrong answer not yet put right (a right answer puts one
 *   right), at most 13 (worked by hand below); cells are drawn in proportion to their weights.
 */
import { describe, expect, it } from 'vitest'
import { resolveBlackjackRules } from '@shared/games/blackjack'
import { CELL_ROWS, CELL_UPS, HARD_ROWS, PAIR_ROWS, SOFT_ROWS } from '@shared/games/blackjack-cells'
import {
  allowedActions,
  analyzeRuleset,
  CellBook,
  cellsOf,
  dealHand,
  gradeHand,
  rowsOf,
  situationRounds,
  startsOfRow,
  type DrillAction,
  type StrategyHand
} from '../../src/core/engine/games/blackjack'
import { HmacStream } from '../../src/core/fairness/stream'
import { parseCard, pipValue, rankOf, type Card } from '@shared/cards'

const upValue = (u: string): number => (u === 'A' ? 1 : u === 'T' ? 10 : Number(u))
const inRange = (u: number, lo: number, hi: number): boolean => u >= lo && u <= hi

/**
 * 4–8 decks, S17, DAS, late surrender (wizardofodds.com/games/blackjack/strategy/4-decks/, the S17 DAS
 * LS chart). `up` 2–10, 11 for the ace. Null where the chart is read by total but the two cards can
 * change the best play, or where the chart's play is not one two cards make here.
 */
function published(row: string, upLabel: string): DrillAction | null {
  const up = upLabel === 'A' ? 11 : upValue(upLabel)
  if (row.includes(',')) {
    const p = row[0] === 'A' ? 11 : row[0] === 'T' ? 10 : Number(row[0])
    if (p === 11 || p === 8) return 'split'
    if (p === 10) return 'stand'
    if (p === 5) return inRange(up, 2, 9) ? 'double' : 'hit'
    if (p === 9) return up === 7 || up === 10 || up === 11 ? 'stand' : 'split'
    if (p === 2 || p === 3 || p === 7) return inRange(up, 2, 7) ? 'split' : 'hit'
    if (p === 6) return inRange(up, 2, 6) ? 'split' : 'hit'
    return inRange(up, 5, 6) ? 'split' : 'hit' // 4,4
  }
  const total = Number(row.slice(1))
  if (row[0] === 'S') {
    if (total >= 19) return 'stand'
    if (total === 18) return inRange(up, 3, 6) ? 'double' : up <= 8 ? 'stand' : 'hit'
    if (total === 17) return inRange(up, 3, 6) ? 'double' : 'hit'
    if (total >= 15) return inRange(up, 4, 6) ? 'double' : 'hit'
    return inRange(up, 5, 6) ? 'double' : 'hit'
  }
  if (total <= 8) return 'hit'
  if (total === 11) return up === 11 ? 'hit' : 'double'
  if (total >= 17) return 'stand'
  if (total >= 13 && total <= 16 && inRange(up, 4, 6)) return 'stand'
  if (total >= 14 && total <= 16 && inRange(up, 2, 3)) return 'stand'
  return null
}

const rules = (() => {
  const r = resolveBlackjackRules({ preset: 'vegas-6d' })
  if (!r.ok) throw new Error(r.message)
  return r.rules
})()

/** Every two-card hand of a start, a ≤ b values, as the drill deals it (a pair: one rank). */
function handOf(row: string, up: string, start: [number, number]): StrategyHand {
  const card = (v: number, suit: string): Card => `${v === 1 ? 'A' : v === 10 ? 'T' : v}${suit}` as Card
  return { cell: { row, up }, start, cards: [card(start[0], 'S'), card(start[1], 'H')], up: card(upValue(up), 'D') }
}

describe('flashcard grading', () => {
  const table = analyzeRuleset(rules)

  it('the published chart’s play is the best and graded right; every other allowed play is graded wrong', () => {
    let cells = 0
    for (const row of CELL_ROWS)
      for (const up of CELL_UPS) {
        const want = published(row, up)
        if (want === null) continue
        cells++
        for (const start of startsOfRow(row)) {
          const h = handOf(row, up, start)
          const allowed = allowedActions(rules, h)
          expect(allowed).toContain(want)
          const right = gradeHand(table, h, allowed, want)
          expect(right.best, `${row} (${start.join(',')}) v ${up}`).toBe(want)
          expect(right.correct).toBe(true)
          for (const a of allowed) {
            expect(right.evs[a], `${a} has its EV`).toEqual(expect.any(Number))
            if (a === want) continue
            // Equal EVs would both be right; the published plays here are strictly better.
            expect(gradeHand(table, h, allowed, a).correct, `${a} on ${row} v ${up}`).toBe(false)
          }
        }
      }
    // Every soft and pair cell, and most hard ones.
    expect(cells).toBeGreaterThan((SOFT_ROWS.length + PAIR_ROWS.length) * 10 + 80)
  }, 60_000)

  it('offers only the plays the rules allow: no split without a second hand, no double outside doubleOn, no surrender when there is none', () => {
    const strict = resolveBlackjackRules({
      preset: 'vegas-6d',
      maxHands: 1,
      doubleOn: '10-11',
      surrender: 'none'
    })
    if (!strict.ok) throw new Error(strict.message)
    expect(allowedActions(strict.rules, handOf('8,8', '6', [8, 8]))).toEqual(['hit', 'stand'])
    expect(allowedActions(strict.rules, handOf('H10', '6', [4, 6]))).toEqual(['hit', 'stand', 'double'])
    expect(allowedActions(strict.rules, handOf('S17', '6', [1, 6]))).toEqual(['hit', 'stand'])
    // K-J is two tens but no pair under splitBy "rank" (the presets'): no split.
    const kj: StrategyHand = { ...handOf('T,T', '6', [10, 10]), cards: ['KS', 'JH'] }
    expect(allowedActions(rules, kj)).not.toContain('split')
    // Where soft 17 against a 6 may not be doubled (doubleOn 10-11), the best of the rest is hit: the chart's Dh.
    const t2 = analyzeRuleset(strict.rules)
    const g = gradeHand(t2, handOf('S17', '6', [1, 6]), ['hit', 'stand'], 'hit')
    expect([g.best, g.correct, g.evs.double]).toEqual(['hit', true, undefined])
  }, 60_000)
})

describe('flashcard weighting', () => {
  it('weighs a cell 1, plus 3 per wrong answer not yet put right, at most 13', () => {
    const book = new CellBook([
      { row: 'H12', up: '4', correct: false },
      { row: 'H12', up: '4', correct: false },
      { row: 'S18', up: '9', correct: false },
      { row: 'S18', up: '9', correct: true },
      { row: 'H16', up: 'T', correct: true },
      { row: 'H16', up: 'T', correct: true },
      { row: 'H16', up: 'T', correct: false }
    ])
    expect(book.weight({ row: 'H12', up: '4' })).toBe(7)
    expect(book.weight({ row: 'S18', up: '9' })).toBe(1)
    // Two right answers first put nothing right that was not yet wrong: the wrong one after counts.
    expect(book.weight({ row: 'H16', up: 'T' })).toBe(4)
    expect(book.weight({ row: 'A,A', up: 'A' })).toBe(1)
    for (let i = 0; i < 6; i++) book.record({ row: 'A,A', up: 'A' }, false)
    expect(book.weight({ row: 'A,A', up: 'A' })).toBe(13)
    // Six wrong: four right answers bring it to 1 + 3 × 2.
    for (let i = 0; i < 4; i++) book.record({ row: 'A,A', up: 'A' }, true)
    expect(book.weight({ row: 'A,A', up: 'A' })).toBe(7)
    expect(book.stats.get('A,A|A')).toEqual({ seen: 10, wrong: 6 })
    expect(book.stats.get('H16|T')).toEqual({ seen: 3, wrong: 1 })
  })

  it('draws cells in proportion to their weights, and deals two cards of the cell’s row against its up-card', () => {
    const book = new CellBook([
      { row: 'H12', up: '4', correct: false },
      { row: 'H12', up: '4', correct: false }
    ])
    const cells = cellsOf(rowsOf('hard'))
    expect(cells).toHaveLength(HARD_ROWS.length * 10)
    const rng = new HmacStream('a'.repeat(64), 'test', 0)
    const n = 20_000
    let hits = 0
    for (let i = 0; i < n; i++) {
      const h = dealHand(cells, rng, (c) => book.weight(c))
      const [a, b] = h.cards.map((c) => pipValue(rankOf(parseCard(c)!))) as [number, number]
      expect(a === 1 || b === 1 || a === b).toBe(false)
      expect(`H${a + b}`).toBe(h.cell.row)
      expect(pipValue(rankOf(parseCard(h.up)!))).toBe(h.cell.up === 'A' ? 1 : upValue(h.cell.up))
      if (h.cell.row === 'H12' && h.cell.up === '4') hits++
    }
    // Weight 7 among 149 cells of weight 1: 7 / 156 against 1 / 150 unweighted.
    const share = hits / n
    expect(share).toBeGreaterThan(0.8 * (7 / 156))
    expect(share).toBeLessThan(1.2 * (7 / 156))
  })

  it('places a picked situation’s cards in deal order: the spot’s card, the up-card, the spot’s card', () => {
    const rng = new HmacStream('b'.repeat(64), 'test', 0)
    const picked = [
      { row: '8,8', up: '6' },
      { row: 'S18', up: 'A' },
      { row: 'H16', up: 'T' }
    ]
    const rounds = situationRounds(picked, 4, rng)
    expect(rounds).toHaveLength(12)
    const v = (c: Card): number => pipValue(rankOf(parseCard(c)!))
    const seen = new Map<string, number>()
    for (const [c1, up, c2] of rounds as [Card, Card, Card][]) {
      const a = v(c1)
      const b = v(c2)
      const key =
        a === b && rankOf(parseCard(c1)!) === rankOf(parseCard(c2)!)
          ? `${a},${b}|${v(up)}`
          : a === 1 || b === 1
            ? `S${a + b + 10}|${v(up)}`
            : `H${a + b}|${v(up)}`
      seen.set(key, (seen.get(key) ?? 0) + 1)
    }
    expect(Object.fromEntries(seen)).toEqual({ '8,8|6': 4, 'S18|1': 4, 'H16|10': 4 })
  })
})
