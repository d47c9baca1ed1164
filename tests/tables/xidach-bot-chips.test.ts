/**
 * Issue 32: the rotating dealer never rotated with the defaults: computer players sat down with 1,000
 * chips and could not be given more, so with a maximum stake over 100 chips (bankMinStakes 10) no bot
 * could ever hold the bank. Now a rotating table's bots sit down with twice what the bank needs, and
 * the sit-down may give them any chips (`botChipsMinor`). Figures by hand: maxBet 500 chips and
 * bankMinStakes 10 → the bank needs 5,000 chips (500,000 minor); the default is 10,000 (1,000,000).
 */
import { describe, expect, it } from 'vitest'
import type { Core } from '../../src/core/index'
import { caller, newCore, profileWith } from '../support/core'
import { tempDir } from '../support/temp'
import { rotating } from '../support/xidach-rotating'

const open = async (c: Core, rules: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  c.handlers['tables.open'](
    {
      game: 'xidach',
      ruleset: { rules },
      config: { role: 'player', bots: ['standard', 'cautious'], dealerAi: 'simple', ...extra }
    },
    caller
  )

describe('Xì dách computer players’ chips', () => {
  it('at a rotating table, default to twice what the bank needs, so the bank passes to them', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    const t = await open(c, rotating({ maxBet: 500 }))
    expect(t.bank!.minChipsMinor).toBe(500_000)
    expect(t.bank!.participants.map((p) => [p.seat, p.balanceMinor])).toEqual([
      ['you', 100_000],
      ['b1', 1_000_000],
      ['b2', 1_000_000]
    ])
    // The person (1,000 chips) can't hold it; b1 can.
    expect(t.bank!.next).toBe('b1')
  })

  it('take the chips the sit-down gives', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    const t = await open(c, rotating({ maxBet: 500 }), { botChipsMinor: 700_000 })
    expect(t.bank!.participants.filter((p) => p.kind === 'bot').map((p) => p.balanceMinor)).toEqual([700_000, 700_000])
    expect(t.bank!.next).toBe('b1')
  })

  it('at a fixed bank, keep 1,000 chips by default', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    const t = await open(c, { preset: 'wiki' })
    const bots = t.seats.filter((s) => s.kind === 'bot')
    expect(bots).toHaveLength(2)
    expect(bots.map((s) => s.balanceMinor)).toEqual([100_000, 100_000])
  })
})
