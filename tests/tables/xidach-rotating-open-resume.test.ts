/**
 * Xì dách's rotating dealer (house rule `dealerMode: rotate`, docs/rules-xidach.md) through core and a
 * real store: the tables it refuses to open, and resume after a crash with the round's own dealer.
 */
import { describe, expect, it } from 'vitest'
import type { TableState } from '@shared/contract/tables'
import { caller, newCore, profileWith } from '../support/core'
import { tempDir } from '../support/temp'
import { balanceOf, rotating, finish, chipsOf } from '../support/xidach-rotating'

describe('Xì dách rotating dealer (dealerMode: rotate)', () => {
  it('refuses a rotating table without a maximum stake, or with more players a round than maxPlayers; a fixed table has no bank to decline', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    await expect(
      (async () =>
        c.handlers['tables.open'](
          {
            game: 'xidach',
            ruleset: { rules: { dealerMode: 'rotate' } },
            config: { role: 'player', bots: ['standard'], dealerAi: 'simple' }
          },
          caller
        ))()
    ).rejects.toMatchObject({ code: 'refused', message: expect.stringContaining('maxBet') })
    await expect(
      (async () =>
        c.handlers['tables.open'](
          {
            game: 'xidach',
            ruleset: { rules: rotating() },
            config: {
              role: 'player',
              bots: ['standard', 'standard', 'standard', 'standard', 'standard', 'standard'],
              dealerAi: 'simple'
            }
          },
          caller
        ))()
    ).rejects.toMatchObject({ code: 'refused', message: expect.stringContaining('maxPlayers') })
    // Five bots: five players each round, whoever deals (the person among them when a bot deals).
    const five = await c.handlers['tables.open'](
      {
        game: 'xidach',
        ruleset: { rules: rotating() },
        config: {
          role: 'player',
          bots: ['standard', 'standard', 'standard', 'standard', 'standard'],
          dealerAi: 'simple'
        }
      },
      caller
    )
    expect(five.bank!.participants).toHaveLength(6)
    await c.handlers['tables.close']({ tableId: five.tableId }, caller)
    const fixed = await c.handlers['tables.open'](
      {
        game: 'xidach',
        ruleset: { rules: { preset: 'wiki' } },
        config: { role: 'player', bots: ['standard'], dealerAi: 'simple' }
      },
      caller
    )
    expect(fixed.bank).toBeUndefined()
    await expect(
      (async () =>
        c.handlers['tables.start'](
          { tableId: fixed.tableId, stakes: [{ seat: 'you', amountMinor: 1_000 }], declineBank: true },
          caller
        ))()
    ).rejects.toMatchObject({
      i18n: { key: 'tables.noBankToDecline' }
    })
  })

  it.each([
    ['a bot', 'player', 'b1'],
    ['the person', 'dealer', 'you']
  ] as const)(
    'a round dealt by %s resumes after a crash with the same dealer, and the bank moves on from it',
    async (_who, role, dealer) => {
      const dir = tempDir()
      const first = newCore(dir)
      await profileWith(first, 'An', 1000)
      // rotateEvery 1 between you and b1: after the crash the bank's next holder is someone else, the round's is not.
      const opened = await first.handlers['tables.open'](
        {
          game: 'xidach',
          ruleset: { rules: rotating({ rotateEvery: 1 }) },
          config: { role, bots: ['bold'], dealerAi: 'shrewd' }
        },
        caller
      )
      let t = opened
      let live: TableState | null = null
      // A round ending on a natural leaves nothing to resume: play on until `dealer` deals one that waits for the person.
      for (let i = 0; i < 30 && !live; i++) {
        const d = t.bank!.next!
        const s = await first.handlers['tables.start'](
          { tableId: t.tableId, stakes: d === 'you' ? [] : [{ seat: 'you', amountMinor: 1_000 }] },
          caller
        )
        if (d === dealer && !s.round!.over) live = s
        else t = s.round!.over ? s : await finish(first, s)
      }
      expect(live).not.toBeNull()
      expect(live!.bank!.current).toBe(dealer)
      const before = chipsOf(live!)
      const second = newCore(dir)
      const [resumed] = await second.handlers['tables.list']({}, caller)
      expect(resumed!.round!.roundId).toBe(live!.round!.roundId)
      expect(resumed!.round!.view).toEqual(live!.round!.view)
      expect(resumed!.bank).toMatchObject({ current: dealer, inPlay: true })
      expect(resumed!.yourSeats).toEqual(live!.yourSeats)
      expect(resumed!.seats).toEqual(live!.seats)
      const done = await finish(second, resumed!)
      const nets = done.round!.nets!
      const after = chipsOf(done)
      for (const p of Object.keys(before))
        expect(after[p]).toBe(before[p]! + (p === dealer ? nets['dealer']! : (nets[p] ?? 0)))
      expect(await balanceOf(second)).toBe(after['you'])
      expect(done.bank!.next).toBe(dealer === 'you' ? 'b1' : 'you')
      const third = newCore(dir)
      const [later] = await third.handlers['tables.list']({}, caller)
      expect(later!.round).toBeNull()
      expect(later!.bank!.next).toBe(dealer === 'you' ? 'b1' : 'you')
      expect(third.openStore()!.ledger.unbalanced()).toEqual([])
    }
  )
})
