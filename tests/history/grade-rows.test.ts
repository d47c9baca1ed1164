/**
 * A grade's row is the same whether the table's coach wrote it or an import did (docs/history.md
 * "Blackjack grades", "Xì dách grades"): rounds graded live, exported as JSON and imported into a fresh
 * install leave rows in `blackjack_grades` and `xidach_grades` equal column for column, the round's id
 * aside (an import renumbers rounds). The rows are compared as stored (the JSON columns as text), so a
 * writer that put the same grade in other words — another key order, a cell dropped — fails here even
 * when the grades read back alike.
 *
 * The rounds cover each kind of row: Blackjack with no "why" (cost 0 outside counter mode), with a chart
 * cell and its fallback (`first`), with counter mode's verdict and index, and a partial insurance; Xì
 * dách as a player (chances per choice) and dealing (chances null).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Card } from '@shared/cards'
import type { TableState } from '@shared/contract/tables'
import type { Core } from '../../src/core/index'
import { COUNTER_MODE } from '../support/blackjack'
import { call, newCore, profileWith } from '../support/core'
import { importFile } from '../support/store-fixture'

type Row = Record<string, unknown>

/** Every grade row of a game's table, in play order, with its round's place instead of its id. */
function gradeRows(c: Core, table: 'blackjack_grades' | 'xidach_grades'): Row[] {
  const rows = c
    .openStore()!
    .db.prepare(
      `SELECT s.started_at AS session_started, r.seq AS round_seq, g.* FROM ${table} g
         JOIN rounds r ON r.id = g.round_id JOIN sessions s ON s.id = r.session_id
       ORDER BY s.started_at, r.seq, g.event_seq`
    )
    .all() as Row[]
  return rows.map(({ round_id: _id, ...rest }) => rest)
}

/** The whole store exported as JSON and imported into a fresh install. */
async function exportedInto(c: Core): Promise<Core> {
  await c.gradesWritten()
  const exported = await call(c, 'history.export', { scope: { kind: 'all' }, format: 'json' })
  const fresh = newCore()
  await importFile(fresh, readFileSync(exported.path, 'utf8'))
  return fresh
}

async function act(c: Core, t: TableState, seat: string, action: Record<string, unknown>): Promise<TableState> {
  return call(c, 'tables.act', {
    tableId: t.tableId,
    roundId: t.round!.roundId,
    version: t.round!.version,
    seat,
    action
  })
}

/** Plays the round out: each turn of the person's stands where it may, else takes its first choice. */
async function playOut(c: Core, t: TableState): Promise<TableState> {
  for (let guard = 0; guard < 40 && !t.round!.over; guard++) {
    const turn = t.round!.yourTurn[0]
    if (!turn) break
    const pick = turn.allowed.includes('stand') ? 'stand' : (turn.allowed.find((x) => x !== 'timeout') as string)
    t = await act(c, t, turn.seat, { do: pick })
  }
  return t
}

function blackjackScenario(rounds: Array<{ spots: number; cards: Card[] }>, decks: number): string {
  return JSON.stringify({
    format: 'banxanh-scenario/1',
    game: 'blackjack',
    rules: { preset: 'vegas-6d', decks, surrender: 'none', decisionSeconds: 'off' },
    seats: ['p1', 'p2', 'p3'].map((id) => ({ id, bankroll: 1000 })),
    rounds: rounds.map((r) => ({
      bets: ['p1', 'p2', 'p3'].slice(0, r.spots).map((seat) => ({ seat, amount: 10 })),
      cards: r.cards,
      actions: []
    }))
  })
}

describe('a grade row is the same written at the table and by an import', () => {
  it('Blackjack: no cell, a chart cell with its fallback, counter mode, a partial insurance', async () => {
    const c = newCore()
    await profileWith(c, 'Hàng', 10_000)

    // 2, 4 against a 6, hit to 5 (hard 11, three cards, no double): the hit is graded, the stand is a
    // mistake whose cell is H11's fallback (tests/tables/blackjack-grades.test.ts). Then 8, 8 against
    // an ace up: insurance of 1 chip on 10.
    let t: TableState = await call(c, 'tables.open', {
      game: 'blackjack',
      stacked: {
        scenario: blackjackScenario(
          [
            { spots: 1, cards: ['2S', '6D', '4H', 'TC', '5C'] },
            { spots: 1, cards: ['8S', 'AD', '8H', '5D'] }
          ],
          6
        )
      }
    })
    t = await call(c, 'tables.start', { tableId: t.tableId, stakes: [{ seat: 'you1', amountMinor: 1000 }] })
    t = await act(c, t, 'you1', { do: 'hit' })
    t = await act(c, t, 'you1', { do: 'stand' })
    t = await playOut(c, t)
    t = await call(c, 'tables.start', { tableId: t.tableId, stakes: [{ seat: 'you1', amountMinor: 1000 }] })
    expect(t.round!.yourTurn[0]!.allowed).toContain('insurance')
    t = await act(c, t, 'you1', { do: 'insurance', amountMinor: 100 })
    t = await playOut(c, t)
    await call(c, 'tables.close', { tableId: t.tableId })

    // Counter mode, one deck, three spots: 16 v T at a true count of +3 (the counter-mode test's first
    // situation); every decision of the round keeps the counter's verdict.
    let k: TableState = await call(c, 'tables.open', {
      game: 'blackjack',
      stacked: {
        scenario: blackjackScenario([{ spots: 3, cards: ['TS', '5H', '4D', 'TC', '6S', '5C', '4H', '7D'] }], 1)
      }
    })
    await call(c, 'tables.setCounting', { tableId: k.tableId, counting: COUNTER_MODE })
    k = await call(c, 'tables.start', {
      tableId: k.tableId,
      stakes: ['you1', 'you2', 'you3'].map((seat) => ({ seat, amountMinor: 1000 }))
    })
    k = await act(c, k, 'you1', { do: 'hit' })
    k = await playOut(c, k)
    await call(c, 'tables.close', { tableId: k.tableId })
    await c.gradesWritten()

    const live = gradeRows(c, 'blackjack_grades')
    // Each kind of row is there (else the comparison below would prove less than it says).
    const cells = live.map((r) => (r['cell_json'] === null ? null : (JSON.parse(r['cell_json'] as string) as Row)))
    expect(cells).toContain(null)
    expect(cells.some((x) => x?.['first'] === 'double')).toBe(true)
    expect(cells.some((x) => (x?.['counter'] as Row | undefined)?.['index'] != null)).toBe(true)
    expect(live.some((r) => r['action'] === 'insurance')).toBe(true)

    const fresh = await exportedInto(c)
    expect(gradeRows(fresh, 'blackjack_grades')).toEqual(live)
  }, 180_000)

  it('Xì dách: a player’s grades and a dealer’s', async () => {
    const c = newCore()
    await profileWith(c, 'Hàng', 10_000)
    const roles = new Set<string>()

    // As a player: draw on the first decision of a round, stand after; a round without a choice
    // (a natural, a settled hand) gives none, so rounds are played until one is graded.
    const p = await call(c, 'tables.open', {
      game: 'xidach',
      ruleset: { rules: { preset: 'wiki' } },
      config: { role: 'player', bots: ['standard'], dealerAi: 'shrewd' }
    })
    for (let round = 0; round < 40 && !roles.has('player'); round++) {
      let t = await call(c, 'tables.start', { tableId: p.tableId, stakes: [{ seat: 'you', amountMinor: 1000 }] })
      for (let guard = 0; guard < 6 && !t.round!.over; guard++) {
        const mine = t.round!.yourTurn.find((y) => y.seat === 'you')
        if (!mine) break
        if (mine.allowed.includes('draw')) roles.add('player')
        t = await act(c, t, 'you', { do: mine.allowed.includes('draw') && guard === 0 ? 'draw' : 'stand' })
      }
    }
    await call(c, 'tables.close', { tableId: p.tableId })

    // Dealing: stand where it may, else draw, else check (an early check may be all it has); a decision
    // with two valued choices is graded.
    const d = await call(c, 'tables.open', {
      game: 'xidach',
      ruleset: { rules: { preset: 'wiki' } },
      config: { role: 'dealer', bots: ['standard', 'standard'], dealerAi: 'shrewd' }
    })
    for (let round = 0; round < 40; round++) {
      let t = await call(c, 'tables.start', { tableId: d.tableId, stakes: [] })
      for (let guard = 0; guard < 12 && !t.round!.over; guard++) {
        const allowed = t.round!.yourTurn.find((y) => y.seat === 'dealer')?.allowed ?? []
        if (allowed.length === 0) break
        const word = allowed.includes('stand') ? 'stand' : allowed.includes('draw') ? 'draw' : (allowed[0] as string)
        const [verb, target] = word.split(' ')
        t = await act(c, t, 'dealer', target ? { do: verb, target } : { do: verb })
      }
      await c.gradesWritten()
      if (gradeRows(c, 'xidach_grades').some((r) => r['role'] === 'dealer')) break
    }
    await call(c, 'tables.close', { tableId: d.tableId })
    await c.gradesWritten()

    const live = gradeRows(c, 'xidach_grades')
    const figures = live.map((r) => ({ role: r['role'], f: JSON.parse(r['figures_json'] as string) as Row }))
    expect(figures.some((x) => x.role === 'player' && x.f['chances'] !== null)).toBe(true)
    expect(figures.some((x) => x.role === 'dealer' && x.f['chances'] === null)).toBe(true)

    const fresh = await exportedInto(c)
    expect(gradeRows(fresh, 'xidach_grades')).toEqual(live)
  }, 240_000)
})
