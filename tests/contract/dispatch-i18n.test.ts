/**
 * The dispatcher carries a refusal's catalogue key (`RpcError.i18n`) across the boundary next to the
 * English message: from the core's own refusals (profiles, tables), and for engine refusals only when
 * the code has a text without values. Nothing else thrown leaks one.
 */
import { describe, expect, it } from 'vitest'
import type { Core } from '../../src/core/index'
import { CoreError, refused } from '../../src/core/errors'
import { dispatch } from '../../src/core/rpc/index'
import type { RpcResult } from '@shared/contract/index'
import { engineText, SERVER_TEXTS } from '@shared/contract/server-text'
import { caller, newCore } from '../support/core'

const quiet = { error: () => {}, warn: () => {} }

function errorOf(r: RpcResult<unknown>) {
  if (r.ok) throw new Error(`expected a refusal, got ${JSON.stringify(r.value)}`)
  // What crosses the WebSocket is JSON: the error must survive it unchanged.
  expect(JSON.parse(JSON.stringify(r.error))).toEqual(r.error)
  return r.error
}

/** A core whose only handler throws `e` (the table of handlers is otherwise never reached). */
function throwing(e: unknown): Core {
  return {
    handlers: {
      'app.info': () => {
        throw e
      }
    }
  } as unknown as Core
}

describe('dispatch carries i18n', () => {
  it('passes a core refusal’s key and values with its English message', async () => {
    const c = newCore()
    await dispatch(c, 'profiles.create', { name: 'Thu Hà' }, caller, quiet)
    const error = errorOf(await dispatch(c, 'profiles.create', { name: 'thu hà' }, caller, quiet))
    expect(error).toEqual({
      code: 'conflict',
      message: 'A profile named "thu hà" already exists.',
      i18n: { key: 'profiles.duplicateName', vars: { name: 'thu hà' } }
    })
  })

  it('passes a key without values as just the key', async () => {
    const c = newCore()
    const error = errorOf(
      await dispatch(
        c,
        'tables.open',
        { game: 'sicbo', ruleset: { rules: { preset: 'trainer' } }, config: {} },
        caller,
        quiet
      )
    )
    expect(error.code).toBe('refused')
    expect(error.i18n).toEqual({ key: 'tables.noProfile' })
    expect(error.i18n && 'vars' in error.i18n).toBe(false)
  })

  it('keys a stale action and a table that is not open', async () => {
    const c = newCore()
    const created = await c.handlers['profiles.create']({ name: 'An' }, caller)
    const id = created.profiles[0]!.id
    await c.handlers['profiles.topUp']({ id, amountMinor: 100_000 }, caller)
    const opened = await c.handlers['tables.open'](
      { game: 'sicbo', ruleset: { rules: { preset: 'trainer' } }, config: {} },
      caller
    )
    const started = await c.handlers['tables.start']({ tableId: opened.tableId, stakes: [] }, caller)
    const round = started.round!
    const bet = { type: 'bet', spot: 'small', amountMinor: 1_000 }
    await c.handlers['tables.act'](
      { tableId: opened.tableId, roundId: round.roundId, version: round.version, seat: 'you', action: bet },
      caller
    )

    const stale = errorOf(
      await dispatch(
        c,
        'tables.act',
        { tableId: opened.tableId, roundId: round.roundId, version: round.version, seat: 'you', action: bet },
        caller,
        quiet
      )
    )
    expect(stale.code).toBe('conflict')
    expect(stale.i18n).toEqual({ key: 'tables.movedOn' })

    const gone = errorOf(await dispatch(c, 'tables.get', { tableId: '999999' }, caller, quiet))
    expect(gone).toMatchObject({ code: 'not-found', i18n: { key: 'tables.notOpen', vars: { tableId: '999999' } } })
  })

  it("carries an engine refusal's amounts so the renderer can word it", async () => {
    const c = newCore()
    const created = await c.handlers['profiles.create']({ name: 'An' }, caller)
    await c.handlers['profiles.topUp']({ id: created.profiles[0]!.id, amountMinor: 10_000 }, caller)
    const opened = await c.handlers['tables.open'](
      { game: 'sicbo', ruleset: { rules: { preset: 'trainer' } }, config: {} },
      caller
    )
    const round = (await c.handlers['tables.start']({ tableId: opened.tableId, stakes: [] }, caller)).round!
    // 200 chips on a 100-chip balance: the engine's over-bankroll names both amounts.
    const error = errorOf(
      await dispatch(
        c,
        'tables.act',
        {
          tableId: opened.tableId,
          roundId: round.roundId,
          version: round.version,
          seat: 'you',
          action: { type: 'bet', spot: 'big', amountMinor: 20_000 }
        },
        caller,
        quiet
      )
    )
    expect(error.code).toBe('refused')
    expect(error.message).toMatch(/more than/)
    expect(error.i18n).toEqual({ key: 'engine.over-bankroll', vars: { total: 200, chips: 100 } })
  })

  it('keys an engine code only when the engine sent every value its text takes', async () => {
    expect(engineText('betting-closed')).toEqual({ key: 'engine.betting-closed' })
    expect(engineText('over-bankroll')).toBeUndefined()
    expect(engineText('over-bankroll', { total: 12 })).toBeUndefined()
    expect(engineText('over-bankroll', { total: 12, chips: 10, extra: 1 })).toEqual({
      key: 'engine.over-bankroll',
      vars: { total: 12, chips: 10 }
    })
    expect(engineText('no-such-code')).toBeUndefined()
    // A core key is not an engine code, even when it has no values.
    expect(engineText('../tables.noProfile')).toBeUndefined()
    for (const [key, vars] of Object.entries(SERVER_TEXTS))
      if (key.startsWith('engine.') && vars.length > 0)
        expect(engineText(key.slice('engine.'.length)), key).toBeUndefined()

    const error = errorOf(
      await dispatch(
        throwing(
          refused('betting has closed for this roll', engineText('betting-closed') ?? { key: 'engine.refused' })
        ),
        'app.info',
        {},
        caller,
        quiet
      )
    )
    expect(error).toEqual({
      code: 'refused',
      message: 'betting has closed for this roll',
      i18n: { key: 'engine.betting-closed' }
    })
  })

  it('sends no i18n for an unexpected throw that has one (every CoreError carries its own: its type needs it)', async () => {
    const odd = Object.assign(new Error('boom'), { i18n: { key: 'tables.noProfile' } })
    const internal = errorOf(await dispatch(throwing(odd), 'app.info', {}, caller, quiet))
    expect(internal.code).toBe('internal')
    expect('i18n' in internal).toBe(false)
  })

  it('copies the values: later changes to the thrown object do not reach the answer', async () => {
    const vars = { name: 'An' }
    const e = new CoreError('conflict', 'A profile named "An" already exists.', { key: 'profiles.duplicateName', vars })
    const error = errorOf(await dispatch(throwing(e), 'app.info', {}, caller, quiet))
    vars.name = 'Bình'
    expect(error.i18n).toEqual({ key: 'profiles.duplicateName', vars: { name: 'An' } })
  })
})
