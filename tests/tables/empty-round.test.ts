/**
 * A round nobody has put anything into blocks nothing (issue 10, item 1): a Sic Bo round whose bets
 * were all taken back can be left, does not stop another table from dealing, and leaves no trace in
 * the history; a round with a bet on it still does, and the refusal names the table that holds it.
 */
import { describe, expect, it } from 'vitest'
import type { Core } from '../../src/core/index'
import type { TableState } from '@shared/contract/tables'
import { caller, newCore, profileWith } from '../support/core'
import { tempDir } from '../support/temp'

/** A core with its data dir (a second core may open the same dir, as after a crash). */
function core(dir = tempDir()): { c: Core; dir: string } {
  return { c: newCore(dir), dir }
}
const profile = (c: Core): Promise<string> => profileWith(c, 'An', 1000)
async function sicboWithClearedBet(c: Core): Promise<TableState> {
  const t = await c.handlers['tables.open'](
    { game: 'sicbo', ruleset: { rules: { preset: 'trainer' } }, config: {} },
    caller
  )
  let s = await c.handlers['tables.start']({ tableId: t.tableId, stakes: [] }, caller)
  s = await c.handlers['tables.act'](
    {
      tableId: t.tableId,
      roundId: s.round!.roundId,
      version: s.round!.version,
      seat: 'you',
      action: { type: 'bet', spot: 'small', amountMinor: 1000 }
    },
    caller
  )
  return c.handlers['tables.act'](
    {
      tableId: t.tableId,
      roundId: s.round!.roundId,
      version: s.round!.version,
      seat: 'you',
      action: { type: 'clear' }
    },
    caller
  )
}
const blackjack = async (c: Core): Promise<TableState> =>
  c.handlers['tables.open'](
    { game: 'blackjack', ruleset: { rules: { preset: 'club99' } }, config: { spots: 1, bots: 0 } },
    caller
  )
const deal = async (c: Core, t: TableState): Promise<TableState> =>
  c.handlers['tables.start']({ tableId: t.tableId, stakes: [{ seat: 'you1', amountMinor: 1000 }] }, caller)

describe('a round with nothing in it', () => {
  it('can be left, and leaves no round in the history', async () => {
    const { c } = core()
    await profile(c)
    const s = await sicboWithClearedBet(c)
    expect(s.round?.over).toBe(false)
    const closed = await c.handlers['tables.close']({ tableId: s.tableId }, caller)
    expect(closed.closed).toBe(true)
    const detail = await c.handlers['history.session']({ sessionId: s.sessionId, maxPoints: 2000 }, caller)
    expect(detail.figures.rounds).toBe(0)
    const rounds = await c.handlers['history.rounds']({ sessionId: s.sessionId, offset: 0, limit: 100 }, caller)
    expect(rounds.items).toHaveLength(0)
  })

  it('does not stop another table from dealing, also after a restart', async () => {
    const first = core()
    await profile(first.c)
    const sicbo = await sicboWithClearedBet(first.c)
    await first.c.close()
    const { c } = core(first.dir)
    const bj = await deal(c, await blackjack(c))
    expect(bj.round).not.toBeNull()
    // The empty round is gone from the Sic Bo table, which deals its next round under the same number.
    const back = await c.handlers['tables.get']({ tableId: sicbo.tableId }, caller)
    expect(back.round).toBeNull()
  })

  it('a round with a bet still blocks, and the refusal names its table', async () => {
    const { c } = core()
    await profile(c)
    const t = await c.handlers['tables.open'](
      { game: 'sicbo', ruleset: { rules: { preset: 'trainer' } }, config: {} },
      caller
    )
    const s = await c.handlers['tables.start']({ tableId: t.tableId, stakes: [] }, caller)
    await c.handlers['tables.act'](
      {
        tableId: t.tableId,
        roundId: s.round!.roundId,
        version: s.round!.version,
        seat: 'you',
        action: { type: 'bet', spot: 'small', amountMinor: 1000 }
      },
      caller
    )
    const bj = await blackjack(c)
    await expect(deal(c, bj)).rejects.toMatchObject({
      code: 'refused',
      i18n: { key: 'tables.otherTableRound', vars: { game: 'sicbo', tableId: t.tableId } }
    })
    await expect((async () => c.handlers['tables.close']({ tableId: t.tableId }, caller))()).rejects.toMatchObject({
      i18n: { key: 'tables.leaveMidRound' }
    })
  })
})
