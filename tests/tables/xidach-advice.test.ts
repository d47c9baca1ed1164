/**
 * `tables.advice` through core: the advisor's figures for the person's decision, computed from
 * the view the person is sent (so from nothing the person can't see): as a player they are the exact
 * figures of that view (or, sampled under time pressure, within twice the sampled 99 % interval of
 * them); dealing, the exact check-or-draw figures of the dealer's view. Not at other games' tables.
 */
import { describe, expect, it } from 'vitest'
import type { Core } from '../../src/core/index'
import type { TableState } from '@shared/contract/tables'
import type { XidachView } from '@shared/games/xidach'
import { adviseDealer, exactAdvice, questionFromView, unseenOf } from '../../src/core/engine/games/xidach'
import { caller, newCore, profileWith } from '../support/core'
import { adviceOf } from '../support/coach'

/** A core whose current profile holds 1,000 chips. */
async function playerCore(): Promise<Core> {
  const c = newCore()
  await profileWith(c, 'An', 1000)
  return c
}
const act = async (c: Core, t: TableState, seat: string, action: Record<string, unknown>): Promise<TableState> =>
  c.handlers['tables.act'](
    { tableId: t.tableId, roundId: t.round!.roundId, version: t.round!.version, seat, action },
    caller
  )

describe('tables.advice at a Xì dách table', () => {
  for (const dealerAi of ['simple', 'shrewd'] as const) {
    it(`as a player against the ${dealerAi} dealer: the exact figures of the person's own view`, async () => {
      const c = await playerCore()
      const opened = await c.handlers['tables.open'](
        {
          game: 'xidach',
          ruleset: { rules: { preset: 'wiki' } },
          config: { role: 'player', bots: ['standard', 'bold'], dealerAi }
        },
        caller
      )
      let asked = 0
      for (let round = 0; round < 12 && asked < 3; round++) {
        let t = await c.handlers['tables.start'](
          { tableId: opened.tableId, stakes: [{ seat: 'you', amountMinor: 1000 }] },
          caller
        )
        for (let guard = 0; guard < 6 && !t.round!.over; guard++) {
          const mine = t.round!.yourTurn.find((y) => y.seat === 'you')
          if (!mine) break
          const a = adviceOf('xidach', await c.handlers['tables.advice']({ tableId: t.tableId }, caller))
          expect(a).not.toBeNull()
          if (!a || a.role !== 'player') throw new Error('expected player advice')
          expect(a.version).toBe(t.round!.version)
          expect(a.stakeMinor).toBe(1000)
          const q = questionFromView(t.round!.view as XidachView, dealerAi)
          const exact = exactAdvice(q!, unseenOf(q!), Infinity)
          for (const k of ['stand', 'draw'] as const) {
            const got = a[k]
            const want = exact[k]
            if (want === null) {
              expect(got).toBeNull()
              continue
            }
            if (a.method === 'exact') expect(got).toEqual(want)
            else expect(Math.abs(got!.ev - want.ev)).toBeLessThanOrEqual(2 * got!.evHalfWidth + 1e-12)
          }
          asked++
          const me = (t.round!.view as XidachView).players.find((p) => p.id === 'you')!
          t = await act(c, t, 'you', { do: me.total! < 16 && mine.allowed.includes('draw') ? 'draw' : 'stand' })
        }
        // No decision of the person's awaited: no advice.
        if (t.round!.over)
          expect(adviceOf('xidach', await c.handlers['tables.advice']({ tableId: t.tableId }, caller))).toBeNull()
      }
      expect(asked).toBeGreaterThan(0)
    })
  }

  it('dealing: whom to check and whether to draw, the exact figures of the dealer’s view', async () => {
    const c = await playerCore()
    const opened = await c.handlers['tables.open'](
      {
        game: 'xidach',
        ruleset: { rules: { preset: 'wiki', earlyCheck: 'off' } },
        config: { role: 'dealer', bots: ['standard', 'bold', 'cautious'], dealerAi: 'shrewd' }
      },
      caller
    )
    let asked = 0
    for (let round = 0; round < 10 && asked === 0; round++) {
      let t = await c.handlers['tables.start']({ tableId: opened.tableId, stakes: [] }, caller)
      for (let guard = 0; guard < 20 && !t.round!.over; guard++) {
        const allowed = t.round!.yourTurn.find((y) => y.seat === 'dealer')?.allowed ?? []
        const a = adviceOf('xidach', await c.handlers['tables.advice']({ tableId: t.tableId }, caller))
        if (allowed.length === 0) {
          expect(a).toBeNull()
          break
        }
        expect(a).not.toBeNull()
        if (!a || a.role !== 'dealer') throw new Error('expected dealer advice')
        const want = adviseDealer(t.round!.view as XidachView)!
        expect(a.players).toEqual(want.players)
        expect(a.check).toEqual(want.check)
        expect(a.draw).toBe(want.draw)
        // Each chance is a sum over thousands of enumerated hands in doubles, so the three add up to 1
        // only to about 1e-11 (7e-12 seen): 1e-9 is the rounding bound, far below any real error.
        for (const p of a.players) {
          if (p.now) expect(p.now.win + p.now.push + p.now.lose).toBeCloseTo(1, 9)
          if (p.afterDraw) expect(p.afterDraw.win + p.afterDraw.push + p.afterDraw.lose).toBeCloseTo(1, 9)
        }
        asked++
        t = await act(c, t, 'dealer', { do: allowed.includes('stand') ? 'stand' : 'draw' })
      }
    }
    expect(asked).toBeGreaterThan(0)
  })

  it('refuses at a Sic Bo table', async () => {
    const c = await playerCore()
    const opened = await c.handlers['tables.open']({ game: 'sicbo', ruleset: { rules: {} }, config: {} }, caller)
    await expect(
      (async () => c.handlers['tables.advice']({ tableId: opened.tableId }, caller))()
    ).rejects.toMatchObject({ code: 'refused' })
  })
})
