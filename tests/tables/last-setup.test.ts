/**
 * Issue 32: leaving a Xì dách table forgot its setup (preset, bots). `tables.lastSetup` gives the
 * playing profile's latest sitting at a game — its rules and its config as opened — so the sit-down
 * starts from it; another profile has its own (none here).
 */
import { describe, expect, it } from 'vitest'
import { caller, newCore, profileWith } from '../support/core'
import { tempDir } from '../support/temp'

describe('tables.lastSetup', () => {
  it('gives the profile’s last sitting at the game, after leaving it; nothing for a game or profile without one', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    expect(await c.handlers['tables.lastSetup']({ game: 'xidach' }, caller)).toBeNull()
    const config = {
      role: 'dealer' as const,
      bots: ['bold' as const, 'cautious' as const, 'standard' as const],
      dealerAi: 'simple' as const,
      botChipsMinor: 250_000
    }
    const t = await c.handlers['tables.open']({ game: 'xidach', ruleset: { rules: { preset: 'tet' } }, config }, caller)
    await c.handlers['tables.close']({ tableId: t.tableId }, caller)
    expect(await c.handlers['tables.lastSetup']({ game: 'xidach' }, caller)).toEqual({
      ruleset: { rules: { preset: 'tet' } },
      config
    })
    expect(await c.handlers['tables.lastSetup']({ game: 'blackjack' }, caller)).toBeNull()
    // Another profile playing: its own (none).
    await profileWith(c, 'Bình', 1000)
    expect(await c.handlers['tables.lastSetup']({ game: 'xidach' }, caller)).toBeNull()
  })
})
