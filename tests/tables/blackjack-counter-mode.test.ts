/**
 * Counter mode at a table, on constructed situations (docs/rules-blackjack.md "Counting at the table"):
 * a stacked one-deck table deals three spots of the person's, so the cards in view give a known Hi-Lo
 * count at the first decision, and main's grade judges the decision by basic strategy plus the indices
 * computed for these rules at that count, naming the index a play missed.
 *
 * The situations (Hi-Lo tags: 2–6 +1, 7–9 0, tens and aces −1; Wong, *Professional Blackjack*):
 * - 16 v T with 5,5 and 4,4 on the other spots: cards seen T,6 (0), 5,5,4,4 (+4), the up-card T (−1):
 *   running count +3 over 45 cards left, one deck to the half deck: true count +3. The Illustrious 18
 *   (Schlesinger, *Blackjack Attack*; Hi-Lo) stands 16 v T at TC ≥ 0, far below +3 (the computed index
 *   is within ±1 of it, tests/engine/blackjack-indices.test.ts): hitting misses that index.
 * - 9,8 with 5,5 and 4,4 against an ace up: running count +3 (the ace −1), true count +3: insurance is
 *   taken at TC ≥ +3 (the Illustrious 18's first entry; one deck's index is lower still), so declining
 *   misses it.
 * - 16 v T with T,T and 9,8 on the other spots and the T up: running count −3, true count −3: basic
 *   strategy hits, no index applies (16 v T's is 0 ± 1), and a hit is the counter's play.
 */
import { describe, expect, it } from 'vitest'
import type { Card } from '@shared/cards'
import type { TableGradeEvent, TableState } from '@shared/contract/tables'
import type { Core } from '../../src/core/index'
import { COUNTER_MODE } from '../support/blackjack'
import { call, newCore, profileWith } from '../support/core'

/** One round of three spots, dealt as rules.md deals: a card to each spot, the up-card, the second cards, the hole card. */
function scenario(rounds: Card[][]): string {
  return JSON.stringify({
    format: 'banxanh-scenario/1',
    game: 'blackjack',
    rules: { preset: 'vegas-6d', decks: 1, surrender: 'none', decisionSeconds: 'off' },
    seats: [
      { id: 'p1', bankroll: 1000 },
      { id: 'p2', bankroll: 1000 },
      { id: 'p3', bankroll: 1000 }
    ],
    rounds: rounds.map((cards) => ({
      bets: ['p1', 'p2', 'p3'].map((seat) => ({ seat, amount: 10 })),
      cards,
      actions: [{ seat: 'p1', do: 'stand' }]
    }))
  })
}

async function firstDecision(c: Core, cards: Card[]): Promise<{ t: TableState; grades: TableGradeEvent[] }> {
  const grades: TableGradeEvent[] = []
  c.subscribe((e) => {
    if (e.name === 'table.grade') grades.push(e.payload)
  })
  let t: TableState = await call(c, 'tables.open', { game: 'blackjack', stacked: { scenario: scenario([cards]) } })
  await call(c, 'tables.setCounting', { tableId: t.tableId, counting: COUNTER_MODE })
  t = await call(c, 'tables.start', {
    tableId: t.tableId,
    stakes: ['you1', 'you2', 'you3'].map((seat) => ({ seat, amountMinor: 1000 }))
  })
  return { t, grades }
}

async function gradeOf(c: Core, t: TableState, grades: TableGradeEvent[], action: string) {
  const { roundId, version } = t.round!
  const turn = t.round!.yourTurn[0]!
  expect(turn.allowed).toContain(action)
  await call(c, 'tables.act', { tableId: t.tableId, roundId, version, seat: turn.seat, action: { do: action } })
  for (let i = 0; i < 3000 && !grades.some((g) => g.grade.eventSeq === version + 1); i++)
    await new Promise((r) => setTimeout(r, 10))
  const g = grades.find((x) => x.grade.roundId === roundId && x.grade.eventSeq === version + 1)
  if (g?.game !== 'blackjack') throw new Error('no Blackjack grade')
  return g.grade
}

describe('counter mode judges by basic strategy plus the indices at the count', () => {
  it('names a missed index: hitting 16 v T at a true count of +3', async () => {
    const c = newCore()
    await profileWith(c, 'Chỉ Số', 1_000)
    // Spots' first cards T, 5, 4; up T; second cards 6, 5, 4; hole 7 (no blackjack).
    const { t, grades } = await firstDecision(c, ['TS', '5H', '4D', 'TC', '6S', '5C', '4H', '7D'])
    const grade = await gradeOf(c, t, grades, 'hit')
    const counter = grade.cell?.counter
    expect(counter).toMatchObject({ system: 'hilo', tc: 3, best: 'stand' })
    expect(counter?.index).toMatchObject({ hand: '16', up: 'T', play: 'stand', basic: 'hit', dir: 'atOrAbove' })
    expect(counter?.index?.tc).toBeLessThanOrEqual(3)
    expect(grade.action).not.toBe(counter?.best)
  })

  it('names a missed insurance: declining it at a true count of +3 against an ace', async () => {
    const c = newCore()
    await profileWith(c, 'Bảo Hiểm', 1_000)
    // Spots' first cards 9, 5, 4; up A; second cards 8, 5, 4; hole 7: seen 9,8 (0), 5,5,4,4 (+4), A (−1):
    // running count +3 over 45 cards left, one deck to the half deck: true count +3.
    const { t, grades } = await firstDecision(c, ['9S', '5H', '4D', 'AC', '8S', '5C', '4H', '7D'])
    expect(t.round!.yourTurn[0]!.allowed).toContain('insurance')
    const grade = await gradeOf(c, t, grades, 'decline')
    const counter = grade.cell?.counter
    expect(counter).toMatchObject({ tc: 3, best: 'insurance' })
    expect(counter?.index).toMatchObject({ hand: 'insurance', up: 'A', play: 'insure' })
  })

  it('holds basic strategy where no index applies: hitting 16 v T at −3 is the counter’s play', async () => {
    const c = newCore()
    await profileWith(c, 'Cơ Bản', 1_000)
    // Seen T,6 (0), T,T (−2), 9,8 (0), up T (−1): running count −3 over 45 cards, true count −3.
    const { t, grades } = await firstDecision(c, ['TS', 'TH', '9D', 'TC', '6S', 'TD', '8H', '7D'])
    const grade = await gradeOf(c, t, grades, 'hit')
    expect(grade.cell?.counter).toMatchObject({ tc: -3, best: 'hit', index: null })
  })
})
