/**
 * Xì dách tables through core and a real store: early checks (kiểm bài sớm) by the person dealing and by
 * the computer dealer. Settlements are checked against an independent by-count settler
 * (tests/support/xidach-table.ts) written from docs/rules-xidach.md.
 */
import { describe, expect, it } from 'vitest'
import type { TableState } from '@shared/contract/tables'
import { balanceOf, caller, newCore, profileWith } from '../support/core'
import { tempDir } from '../support/temp'
import {
  viewOf,
  byCount,
  wikiNet,
  expectNothingHidden,
  act,
  finishAsDealer,
  storedEvents
} from '../support/xidach-table'

describe('Xì dách table', () => {
  describe('early checks (kiểm bài sớm, docs/rules-xidach.md)', () => {
    const anyTime = { preset: 'wiki', earlyCheck: 'any-time' }

    it("pauses the person dealing before a bot moves; an early check settles against the dealer's two cards; continue lets exactly one bot move; a crash keeps the check and shows the pause again", async () => {
      const dir = tempDir()
      const c = newCore(dir)
      await profileWith(c, 'An', 5000)
      const opened = await c.handlers['tables.open'](
        {
          game: 'xidach',
          ruleset: { rules: anyTime },
          config: { role: 'dealer', bots: ['standard', 'bold', 'cautious'], dealerAi: 'shrewd' }
        },
        caller
      )
      let paused: TableState | null = null
      for (let i = 0; i < 40 && !paused; i++) {
        const t = await c.handlers['tables.start']({ tableId: opened.tableId, stakes: [] }, caller)
        const v = viewOf(t)
        if (!t.round!.over && v.phase === 'players') paused = t
        else await finishAsDealer(c, t)
      }
      expect(paused).not.toBeNull()
      let t = paused!
      const v = viewOf(t)
      // Any time: the dealer's two cards reach the minimum (16), and every unsettled hand may be checked.
      expect(byCount(v.dealer.cards!)).toBeGreaterThanOrEqual(16)
      const unsettled = v.players.filter((p) => p.status !== 'settled').map((p) => p.id)
      expect(t.round!.yourTurn).toEqual([
        { seat: 'dealer', allowed: [...unsettled.map((id) => `check ${id}`), 'continue'] }
      ])
      // Before the first bot's draw: nothing but the start entry is stored, the bot on turn still holds its two cards.
      expect(t.round!.version).toBe(0)
      expect(storedEvents(c, t.round!.roundId)).toHaveLength(1)
      expect(t.round!.waitingFor).toEqual([v.turn])
      expect(v.players.find((p) => p.id === v.turn)!.cardCount).toBe(2)

      // Check the last unsettled bot early: settled now, against the dealer's two cards.
      const target = unsettled[unsettled.length - 1]!
      const stake = v.players.find((p) => p.id === target)!.stake
      t = await act(c, t, 'dealer', { do: 'check', target })
      const checked = viewOf(t).players.find((p) => p.id === target)!
      expect(checked.status).toBe('settled')
      expect(checked.net).toBe(stake * wikiNet(checked.cards!, v.dealer.cards!))
      expect(t.round!.events).toContainEqual({ type: 'checked', seat: target, early: true })
      expect(storedEvents(c, t.round!.roundId).slice(1)).toEqual([{ actor: 'dealer', action: { do: 'check', target } }])
      expectNothingHidden(t)
      if (viewOf(t).phase !== 'players') return // that was the last hand in play
      expect(t.round!.yourTurn[0]!.allowed).toContain('continue')

      // A crash here: the check was stored, `continue` never is; the resumed round pauses again.
      const second = newCore(dir)
      const [resumed] = await second.handlers['tables.list']({}, caller)
      expect(resumed!.round!.version).toBe(t.round!.version)
      expect(resumed!.round!.view).toEqual(t.round!.view)
      expect(resumed!.round!.yourTurn).toEqual(t.round!.yourTurn)
      t = resumed!

      // Continue: exactly one bot move (the one on turn), then the pause again while the players draw.
      for (let guard = 0; guard < 20 && !t.round!.over && viewOf(t).phase === 'players'; guard++) {
        const before = storedEvents(second, t.round!.roundId).length
        const onTurn = viewOf(t).turn
        const version = t.round!.version
        t = await act(second, t, 'dealer', { do: 'continue' })
        expect(t.round!.version).toBe(version + 1)
        const rows = storedEvents(second, t.round!.roundId)
        expect(rows).toHaveLength(before + 1)
        expect(rows[rows.length - 1]!.actor).toBe(onTurn)
        if (!t.round!.over && viewOf(t).phase === 'players') expect(t.round!.yourTurn[0]!.allowed).toContain('continue')
      }
      // The dealer's own turn: nothing to let pass, and no engine action is named `continue`.
      if (!t.round!.over) {
        expect(t.round!.yourTurn[0]!.allowed).not.toContain('continue')
        await expect((async () => act(second, t, 'dealer', { do: 'continue' }))()).rejects.toMatchObject({
          code: 'refused',
          message: expect.stringContaining('not paused')
        })
      }
      const balanceMid = await balanceOf(second)
      t = await finishAsDealer(second, t)
      expect(await balanceOf(second)).toBe(balanceMid + t.round!.nets!['dealer']!)
      expect(viewOf(t).players.find((p) => p.id === target)!.net).toBe(checked.net)
      // Only real decisions were stored: no `continue` in the round's record.
      expect(storedEvents(second, t.round!.roundId).some((e) => e.action['do'] === 'continue')).toBe(false)
      expect(second.openStore()!.ledger.unbalanced()).toEqual([])
    })

    it('never pauses and no dealer checks early with earlyCheck off', async () => {
      const c = newCore(tempDir())
      await profileWith(c, 'An', 5000)
      const dealing = await c.handlers['tables.open'](
        {
          game: 'xidach',
          ruleset: { rules: { preset: 'wiki', earlyCheck: 'off' } },
          config: { role: 'dealer', bots: ['bold', 'standard', 'cautious'], dealerAi: 'shrewd' }
        },
        caller
      )
      for (let i = 0; i < 15; i++) {
        let t = await c.handlers['tables.start']({ tableId: dealing.tableId, stakes: [] }, caller)
        for (let guard = 0; guard < 12 && !t.round!.over; guard++) {
          // The bots played straight through: the person is asked only on the dealer's own turn.
          expect(viewOf(t).phase).toBe('dealer')
          const allowed = t.round!.yourTurn.find((y) => y.seat === 'dealer')!.allowed
          expect(allowed).not.toContain('continue')
          t = await act(c, t, 'dealer', { do: allowed.includes('stand') ? 'stand' : 'draw' })
        }
        expect(t.round!.over).toBe(true)
      }
      await c.handlers['tables.close']({ tableId: dealing.tableId }, caller)
      const playing = await c.handlers['tables.open'](
        {
          game: 'xidach',
          ruleset: { rules: { preset: 'wiki', earlyCheck: 'off' } },
          config: { role: 'player', bots: ['bold', 'bold', 'bold', 'bold'], dealerAi: 'shrewd' }
        },
        caller
      )
      for (let i = 0; i < 30; i++) {
        let t = await c.handlers['tables.start'](
          { tableId: playing.tableId, stakes: [{ seat: 'you', amountMinor: 100 }] },
          caller
        )
        if (!t.round!.over) t = await act(c, t, 'you', { do: 'stand' })
        expect(t.round!.over).toBe(true)
        expect(t.round!.events.some((e) => e.type === 'checked' && e.early)).toBe(false)
      }
    })

    it("steps and records the computer dealer's early checks; replaying the stored decisions from the seed gives the same round", async () => {
      const c = newCore(tempDir())
      await profileWith(c, 'An', 5000)
      const opened = await c.handlers['tables.open'](
        {
          game: 'xidach',
          ruleset: { rules: anyTime },
          config: { role: 'player', bots: ['bold', 'bold', 'bold', 'bold'], dealerAi: 'shrewd' }
        },
        caller
      )
      let found: TableState | null = null
      for (let i = 0; i < 300 && !found; i++) {
        let t = await c.handlers['tables.start'](
          { tableId: opened.tableId, stakes: [{ seat: 'you', amountMinor: 100 }] },
          caller
        )
        // Never paused for the person: the computer dealer's optional checks are its own.
        if (!t.round!.over) {
          expect(t.round!.yourTurn.map((y) => y.allowed.includes('continue'))).toEqual([false])
          t = await act(c, t, 'you', { do: 'stand' })
        }
        expect(t.round!.over).toBe(true)
        if (t.round!.events.some((e) => e.type === 'checked' && e.early)) found = t
      }
      expect(found).not.toBeNull()
      const t = found!
      const v = viewOf(t)
      const rows = storedEvents(c, t.round!.roundId)
      for (const e of t.round!.events) {
        if (e.type !== 'checked' || !e.early) continue
        // Stored as the dealer's own decision, and settled against its two dealt cards.
        expect(rows).toContainEqual({ actor: 'dealer', action: { do: 'check', target: e.seat } })
        const p = v.players.find((x) => x.id === e.seat)!
        expect(p.net).toBe(p.stake * wikiNet(p.cards!, v.dealer.cards!.slice(0, 2)))
      }
      // The history replays every stored decision from the seed (a step that failed would leave no views).
      const recall = await c.handlers['history.round']({ roundId: t.round!.roundId }, caller)
      expect(recall.steps).toHaveLength(rows.length)
      expect(recall.steps.every((s) => s.view !== undefined)).toBe(true)
      expect(recall.steps[recall.steps.length - 1]!.view).toEqual(t.round!.view)
      expect(recall.nets).toEqual(t.round!.nets)
    })
  })
})
