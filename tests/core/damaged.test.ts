import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AppInfo } from '@shared/contract/index'
import { createCore } from '../../src/core/index'
import type { CoreEvent } from '../../src/core/types'
import { dispatch } from '../../src/core/rpc/index'
import { DB_FILE } from '../../src/core/store/paths'
import { tempDir } from '../support/temp'

const quiet = { error: () => {}, warn: () => {} }

describe('a damaged store, seen through the core', () => {
  it('is reported by app.info, blocks other procedures with `store`, and start-fresh opens a new file', async () => {
    const dir = tempDir()
    const file = join(dir, DB_FILE)
    const junk = 'this is not a database, it is a note '.repeat(20)
    writeFileSync(file, junk)
    const core = createCore({ dataDir: dir, host: 'web', backups: false, log: quiet })
    const events: CoreEvent[] = []
    core.subscribe((e) => events.push(e))
    const call = (name: string, input: unknown) => dispatch(core, name, input, { host: 'cli' })

    const info = await call('app.info', {})
    expect(info.ok).toBe(true)
    const store = (info as { value: AppInfo }).value.store
    expect(store).toMatchObject({ state: 'damaged', reason: 'not-a-database' })
    if (store.state !== 'damaged') return
    expect(readFileSync(store.movedTo, 'utf8')).toBe(junk)

    for (const [name, input] of [
      ['profiles.list', {}],
      ['settings.get', {}],
      ['profiles.create', { name: 'An' }]
    ] as const) {
      const r = await call(name, input)
      expect(r, name).toMatchObject({
        ok: false,
        error: { code: 'store', message: expect.stringContaining('start fresh') }
      })
    }
    // Validation still comes first.
    expect(await call('profiles.create', { name: 5 })).toMatchObject({ ok: false, error: { code: 'bad-request' } })
    expect(existsSync(file)).toBe(false)

    const fresh = await call('store.startFresh', {})
    expect(fresh).toMatchObject({ ok: true, value: { store: { state: 'ok' } } })
    expect(existsSync(file)).toBe(true)
    expect(events.map((e) => e.name).sort()).toEqual(['profiles.changed', 'settings.changed'])
    expect(await call('profiles.list', {})).toEqual({ ok: true, value: { profiles: [], currentId: null } })
    // Acknowledging twice is harmless.
    expect(await call('store.startFresh', {})).toMatchObject({ ok: true, value: { store: { state: 'ok' } } })
    expect(readFileSync(store.movedTo, 'utf8')).toBe(junk)
    await core.close()
  })

  it('an unexpected error inside a handler is `internal` with no details, and is logged', async () => {
    const errors: string[] = []
    const log = { error: (m: string, e?: unknown) => errors.push(`${m} ${(e as Error)?.message}`), warn: () => {} }
    const core = createCore({ dataDir: tempDir(), host: 'web', backups: false, log })
    // Closing the database under the core makes the next query throw a driver error.
    core.openStore()?.db.close()
    const r = await dispatch(core, 'profiles.list', {}, { host: 'cli' }, log)
    expect(r).toMatchObject({ ok: false, error: { code: 'internal' } })
    if (r.ok) return
    expect(r.error.message).not.toMatch(/database|sqlite|at |\.ts/i)
    expect(errors.join('\n')).toMatch(/profiles\.list/)
    await core.close()
  })
})
