/**
 * The work one decision costs the house (issue 33 §3): who acts now is worked out once per round state
 * and shared by the looking check, the timer, the answer and the next decision's check (projection.ts
 * `turnOf`), and the person's view once for the answer. Counted on the Blackjack engine the tables use,
 * for hits that leave the round open at a timed table (club99) with a computer player.
 *
 * The budget per hit: the engine's `pending` three times — the new state's turn (`turnOf`), the
 * computer seats' check that the round waits for the person (computer.ts `advance`), the coach's
 * question (blackjack-coach.ts); before issue 33 it was five (the decision check, the timer and the
 * answer each asked again). The person's view twice: the answer and the coach's question.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TableState } from '@shared/contract/tables'
import { blackjackDriver } from '../../src/core/tables/blackjack'
import { caller, newCore, profileWith } from '../support/core'
import { tempDir } from '../support/temp'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('one Blackjack hit', () => {
  it('works out who acts once per round state and the person’s view once for the answer', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 3000)
    let t: TableState = await c.handlers['tables.open'](
      { game: 'blackjack', ruleset: { rules: { preset: 'club99' } }, config: { spots: 1, bots: 1 } },
      caller
    )
    const pending = vi.spyOn(blackjackDriver.engine, 'pending')
    const view = vi.spyOn(blackjackDriver.engine, 'view')
    const personViews = () => view.mock.calls.filter(([, viewer]) => viewer === 'you1').length
    const hits: Array<{ pending: number; views: number }> = []
    for (let round = 0; round < 40 && hits.length < 5; round++) {
      t = await c.handlers['tables.start'](
        { tableId: t.tableId, stakes: [{ seat: 'you1', amountMinor: 1000 }] },
        caller
      )
      while (t.round && !t.round.over) {
        const turn = t.round.yourTurn[0]!
        const what = turn.allowed.includes('hit') ? 'hit' : turn.allowed.includes('decline') ? 'decline' : 'stand'
        pending.mockClear()
        view.mockClear()
        t = await c.handlers['tables.act'](
          {
            tableId: t.tableId,
            roundId: t.round.roundId,
            version: t.round.version,
            seat: turn.seat,
            action: { do: what }
          },
          caller
        )
        if (what === 'hit' && t.round && !t.round.over)
          hits.push({ pending: pending.mock.calls.length, views: personViews() })
      }
    }
    expect(hits.length).toBeGreaterThan(0)
    // A budget, not a snapshot: fewer is better (the coach may come to share the turn and the view too).
    for (const h of hits) {
      expect(h.pending).toBeLessThanOrEqual(3)
      expect(h.views).toBeLessThanOrEqual(2)
    }
  })
})
