/**
 * One validity (issue 32, item 6): the rules editor's check (`rulesets.validate`) and Save
 * (`rulesets.save`) refuse exactly what a table refuses when it opens. A rotating dealer with no
 * maximum stake was "✓ Hợp lệ" in the editor, saved, and then refused by the table.
 */
import { describe, expect, it } from 'vitest'
import { call, caller, newCore, profileWith } from '../support/core'
import { tempDir } from '../support/temp'

describe('rules the table refuses are not valid in the editor', () => {
  it('a rotating dealer without a maximum stake: validate says so at maxBet, save refuses, the table refuses alike', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    const keys = { preset: 'wiki', dealerMode: 'rotate' }
    const v = await call(c, 'rulesets.validate', { game: 'xidach', keys })
    expect(v).toMatchObject({ ok: false, path: 'maxBet', i18n: { key: 'ruleCheck.rotateNeedsMaxBet' } })
    const created = await call(c, 'rulesets.create', { game: 'xidach', name: 'Xoay', preset: 'wiki' })
    await expect(
      call(c, 'rulesets.save', { id: created.id, baseVersion: created.version, keys })
    ).rejects.toMatchObject({ code: 'refused', i18n: { key: 'ruleCheck.rotateNeedsMaxBet' } })
    await expect(
      (async () =>
        c.handlers['tables.open'](
          {
            game: 'xidach',
            ruleset: { rules: keys },
            config: { role: 'player', bots: ['standard'], dealerAi: 'simple' }
          },
          caller
        ))()
    ).rejects.toMatchObject({ code: 'refused', i18n: { key: 'ruleCheck.rotateNeedsMaxBet' } })

    // With a maximum stake the editor, Save and the table all take it.
    const withMax = { ...keys, maxBet: 50 }
    expect(await call(c, 'rulesets.validate', { game: 'xidach', keys: withMax })).toMatchObject({ ok: true })
    const saved = await call(c, 'rulesets.save', { id: created.id, baseVersion: created.version, keys: withMax })
    expect(saved.version).toBe(2)
    const table = await c.handlers['tables.open'](
      {
        game: 'xidach',
        ruleset: { rulesetId: created.id },
        config: { role: 'player', bots: ['standard'], dealerAi: 'simple' }
      },
      caller
    )
    expect(table.bank?.participants).toHaveLength(2)
  })
})
