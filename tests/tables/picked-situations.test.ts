/**
 * Situations picked on the chart (docs/rules-blackjack.md, "Picked situations"): a Blackjack table
 * opened with house rules and cells (a hard or soft total, or a pair, against an up-card) deals each
 * round one of the cells picked: the spot's two cards make the cell's row (read here from the cards by
 * the chart's own definitions) and the dealer's up-card is the cell's; every cell comes up; the table is
 * a stacked one (never passed off as random, the placed three cards named once revealed), seats one
 * spot and no computer players, and needs the rules beside the cells.
 */
import { describe, expect, it } from 'vitest'
import type { Core } from '../../src/core/index'
import type { TableState } from '@shared/contract/tables'
import type { BlackjackView } from '@shared/games/blackjack'
import { parseCard, pipValue, rankOf, type Card } from '@shared/cards'
import { call, newCore, profileWith } from '../support/core'

const view = (t: TableState): BlackjackView => t.round!.view as BlackjackView
const v = (c: Card): number => pipValue(rankOf(parseCard(c)!))
const label = (x: number): string => (x === 1 ? 'A' : x === 10 ? 'T' : String(x))

/** The chart cell two cards make against an up-card: a pair is one rank, soft has one ace, hard none. */
function cellOf(a: Card, b: Card, up: Card): string {
  const [x, y] = [v(a), v(b)]
  const row =
    rankOf(parseCard(a)!) === rankOf(parseCard(b)!)
      ? `${label(x)},${label(x)}`
      : x === 1 || y === 1
        ? `S${x + y + 10}`
        : `H${x + y}`
  return `${row}|${label(v(up))}`
}

async function playOut(c: Core, t: TableState): Promise<TableState> {
  let s = t
  while (!s.round!.over) {
    const r = s.round!
    const allowed = view(s).allowed
    const action = allowed.includes('decline') ? 'decline' : 'stand'
    s = await call(c, 'tables.act', {
      tableId: s.tableId,
      roundId: r.roundId,
      version: r.version,
      seat: 'you1',
      action: { do: action }
    })
  }
  return s
}

describe('situations picked on the chart', () => {
  it('deals each round one of the cells picked, under the rules given, on a stacked table of one spot', async () => {
    const c = newCore()
    await profileWith(c, 'An', 10_000)
    const picked = [
      { row: '8,8', up: '6' },
      { row: 'S18', up: '9' },
      { row: 'H12', up: '4' }
    ] as const
    let t = await call(c, 'tables.open', {
      game: 'blackjack',
      ruleset: { rules: { preset: 'single-deck' } },
      situations: [...picked],
      config: { spots: 3, bots: 0 }
    })
    expect(t.stacked).toBe(true)
    expect(t.rulesName).toBe('single-deck')
    expect(t.seats.filter((s) => s.kind === 'you').map((s) => s.seat)).toEqual(['you1'])
    const seen = new Map<string, number>()
    for (let k = 0; k < 30; k++) {
      t = await call(c, 'tables.start', { tableId: t.tableId, stakes: [{ seat: 'you1', amountMinor: 100 }] })
      const hand = view(t).seats[0]!.hands[0]!.cards as Card[]
      const up = view(t).dealer.cards[0] as Card
      const cell = cellOf(hand[0]!, hand[1]!, up)
      expect(picked.map((p) => `${p.row}|${p.up}`)).toContain(cell)
      seen.set(cell, (seen.get(cell) ?? 0) + 1)
      // Three cards placed; the hole card is the seed's and stays hidden until its reveal.
      expect(t.round!.fairness.stacked).toBe(3)
      expect(view(t).dealer.cards[1] ?? null).toBeNull()
      t = await playOut(c, t)
      expect(t.round!.fairness.placed).toEqual([hand[0], up, hand[1]])
    }
    expect(seen.size).toBe(3)
  })

  it('needs the house rules beside the cells, seats no computer players, and takes only chart cells, each once', async () => {
    const c = newCore()
    await profileWith(c, 'An', 1000)
    const situations = [{ row: 'H16', up: 'T' } as const]
    await expect(
      call(c, 'tables.open', { game: 'blackjack', situations, config: { spots: 1, bots: 0 } })
    ).rejects.toMatchObject({ code: 'refused', i18n: { key: 'tables.situationsRules' } })
    await expect(
      call(c, 'tables.open', {
        game: 'blackjack',
        ruleset: { rules: { preset: 'vegas-6d' } },
        situations,
        config: { spots: 1, bots: 2 }
      })
    ).rejects.toMatchObject({ code: 'refused', i18n: { key: 'tables.stackedNoBots' } })
    for (const bad of [[], [{ row: 'H20', up: 'T' }], [{ row: 'H16', up: '1' }], [...situations, ...situations]])
      await expect(
        call(c, 'tables.open', {
          game: 'blackjack',
          ruleset: { rules: { preset: 'vegas-6d' } },
          situations: bad as never,
          config: { spots: 1, bots: 0 }
        })
      ).rejects.toMatchObject({ code: 'bad-request' })
    // A scenario file brings its own rules and cards: no situations beside it.
    await expect(
      call(c, 'tables.open', {
        game: 'blackjack',
        stacked: { scenario: '{}' },
        situations,
        config: { spots: 1, bots: 0 }
      })
    ).rejects.toMatchObject({ code: 'refused', i18n: { key: 'tables.rulesOrScenario' } })
    expect(await call(c, 'tables.list', {})).toEqual([])
  })
})
