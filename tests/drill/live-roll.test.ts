/**
 * A live roll (issue 36; docs/rules-sicbo.md "A live roll") through the dispatcher: a real roll's dice
 * and bets paid under the pay table given, every winning spot listed; the figures worked out here by
 * hand from docs/rules-sicbo.md's pay tables. Nothing is stored: no round, no drill result.
 */
import { describe, expect, it } from 'vitest'
import type { Core } from '../../src/core/index'
import { dispatch } from '../../src/core/rpc/index'
import type { ProcedureInput, ProcedureName, ProcedureResult } from '@shared/contract/index'
import { newCore } from '../support/core'

async function call<N extends ProcedureName>(
  core: Core,
  name: N,
  input: ProcedureInput<N>
): Promise<ProcedureResult<N>> {
  const r = await dispatch(core, name, input, { host: 'cli' })
  if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code })
  return r.value as ProcedureResult<N>
}

describe('drill.liveRoll', () => {
  it('2-2-5 at Macau: each bet’s payout and every winning spot, and nothing kept', async () => {
    const core = newCore()
    await call(core, 'profiles.create', { name: 'Hoa' })
    const r = await call(core, 'drill.liveRoll', {
      rules: { preset: 'macau' },
      dice: [2, 5, 2],
      bets: [
        { spot: 'combo:2-5', amountMinor: 1_000 }, // both show: 5 to 1 → 50 chips
        { spot: 'double:2', amountMinor: 1_000 }, // two 2s: 8 to 1 → 80
        { spot: 'small', amountMinor: 2_500 }, // 9, not a triple: 1 to 1 → 25
        { spot: 'big', amountMinor: 2_500 }, // loses
        { spot: 'total:9', amountMinor: 500 }, // 9 at Macau: 6 to 1 → 30
        { spot: 'single:2', amountMinor: 500 }, // two dice: 2 to 1 → 10
        { spot: 'triple:2', amountMinor: 100 } // loses
      ]
    })
    expect(r.total).toBe(9)
    expect(r.dice).toEqual([2, 5, 2])
    expect(r.bets.map((b) => [b.spot, b.pays, b.payoutMinor])).toEqual([
      ['combo:2-5', 5, 5_000],
      ['double:2', 8, 8_000],
      ['small', 1, 2_500],
      ['big', null, 0],
      ['total:9', 6, 3_000],
      ['single:2', 2, 1_000],
      ['triple:2', null, 0]
    ])
    expect(r.payoutMinor).toBe(5_000 + 8_000 + 2_500 + 3_000 + 1_000)
    expect(r.collectedMinor).toBe(2_500 + 100)
    expect(new Set(r.winningSpots)).toEqual(
      new Set(['small', 'single:2', 'single:5', 'total:9', 'double:2', 'combo:2-5'])
    )
    expect(r.rulesName).toBe('macau')
    // Nothing stored: no session, no round, no drill result.
    expect((await call(core, 'history.sessions', {})).total).toBe(0)
    expect((await call(core, 'drill.history', { limit: 10 })).recent).toEqual([])
  })

  it('a triple: small and big lose, the triple, any triple, its double and single win (trainer)', async () => {
    const core = newCore()
    const r = await call(core, 'drill.liveRoll', {
      dice: [4, 4, 4],
      bets: [
        { spot: 'small', amountMinor: 100 },
        { spot: 'big', amountMinor: 100 },
        { spot: 'any-triple', amountMinor: 100 },
        { spot: 'triple:4', amountMinor: 100 },
        { spot: 'single:4', amountMinor: 100 },
        { spot: 'total:12', amountMinor: 100 }
      ]
    })
    expect(r.bets.map((b) => b.pays)).toEqual([null, null, 30, 180, 3, 6])
    expect(new Set(r.winningSpots)).toEqual(new Set(['any-triple', 'triple:4', 'double:4', 'single:4', 'total:12']))
  })

  it('refuses a spot the table has not, and dice that are not three faces, in words', async () => {
    const core = newCore()
    const odd = await dispatch(
      core,
      'drill.liveRoll',
      { dice: [1, 2, 3], bets: [{ spot: 'odd', amountMinor: 100 }] },
      { host: 'cli' }
    )
    expect(odd).toMatchObject({
      ok: false,
      error: { code: 'refused', i18n: { key: 'drill.liveSpot', vars: { spot: 'odd' } } }
    })
    const seven = await dispatch(core, 'drill.liveRoll', { dice: [1, 2, 7], bets: [] }, { host: 'cli' })
    expect(seven).toMatchObject({
      ok: false,
      error: { code: 'bad-request', message: 'drill.liveRoll: dice.2: must be a die face from 1 to 6' }
    })
  })
})
