import { describe, expect, it } from 'vitest'
import type { ProcedureName, ProfilesState, RpcResult } from '@shared/contract/index'
import { createCore, type Core } from '../../src/core/index'
import type { CoreEvent } from '../../src/core/types'
import { dispatch } from '../../src/core/rpc/index'
import { tempDir } from '../support/temp'

function start(dataDir = tempDir()): {
  core: Core
  events: CoreEvent[]
  call: (name: ProcedureName, input: unknown) => Promise<RpcResult<unknown>>
} {
  const core = createCore({ dataDir, host: 'web', backups: false })
  const events: CoreEvent[] = []
  core.subscribe((e) => events.push(e))
  return { core, events, call: (name, input) => dispatch(core, name, input, { host: 'cli' }) }
}

async function ok<T = ProfilesState>(p: Promise<RpcResult<unknown>>): Promise<T> {
  const r = await p
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`)
  return r.value as T
}

describe('profiles', () => {
  it('creates with a trimmed name, selects the new profile and tells every window', async () => {
    const { core, events, call } = start()
    const s = await ok(call('profiles.create', { name: '   Ngọc Ánh  ' }))
    expect(s.profiles).toHaveLength(1)
    expect(s.profiles[0]).toMatchObject({ name: 'Ngọc Ánh', balanceMinor: 0 })
    expect(s.currentId).toBe(s.profiles[0]?.id)
    expect(events).toEqual([{ name: 'profiles.changed', payload: s }])
    await core.close()
  })

  it('refuses names that differ only in case (Vietnamese letters included), but a profile may recase its own', async () => {
    const { core, call } = start()
    const a = await ok(call('profiles.create', { name: 'Đức' }))
    const r = await call('profiles.create', { name: 'đỨc' })
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: expect.stringContaining('already exists') }
    })
    const id = a.currentId as string
    const renamed = await ok(call('profiles.rename', { id, name: 'ĐỨC' }))
    expect(renamed.profiles[0]?.name).toBe('ĐỨC')
    // NFD input is the same name as its NFC form.
    const nfd = await call('profiles.create', { name: 'đức'.normalize('NFD') })
    expect(nfd).toMatchObject({ ok: false, error: { code: 'conflict' } })
    await core.close()
  })

  it('refuses empty, blank and over-long names at the boundary', async () => {
    const { core, call } = start()
    for (const name of ['', '    ', 'x'.repeat(41), 'An\nBình', 'tab\there']) {
      const r = await call('profiles.create', { name })
      expect(r, JSON.stringify(name)).toMatchObject({
        ok: false,
        error: { code: 'bad-request', message: expect.stringMatching(/^profiles\.create: name: /) }
      })
    }
    // 40 characters after trimming is fine, counted after NFC (40 × "ứ" typed decomposed).
    await ok(call('profiles.create', { name: `  ${'y'.repeat(40)}  ` }))
    const decomposed = 'ứ'.repeat(40).normalize('NFD')
    expect(decomposed.length).toBeGreaterThan(40)
    await ok(call('profiles.create', { name: decomposed }))
    await core.close()
  })

  it('renames, selects and deletes; unknown ids are not-found', async () => {
    const { core, call } = start()
    const a = (await ok(call('profiles.create', { name: 'An' }))).currentId as string
    const b = (await ok(call('profiles.create', { name: 'Bình' }))).currentId as string
    expect((await ok(call('profiles.select', { id: a }))).currentId).toBe(a)
    const r = await call('profiles.rename', { id: b, name: 'an' })
    expect(r).toMatchObject({ ok: false, error: { code: 'conflict' } })
    expect(await call('profiles.select', { id: 'nobody' })).toMatchObject({ ok: false, error: { code: 'not-found' } })
    expect(await call('profiles.topUp', { id: 'nobody', amountMinor: 100 })).toMatchObject({
      ok: false,
      error: { code: 'not-found' }
    })
    expect(await call('profiles.delete', { id: a })).toMatchObject({
      ok: false,
      error: { code: 'bad-request', message: expect.stringContaining('confirm') }
    })
    const afterDelete = await ok(call('profiles.delete', { id: a, confirm: true }))
    expect(afterDelete.profiles.map((p) => p.id)).toEqual([b])
    // The deleted profile was the current one: nobody is selected now.
    expect(afterDelete.currentId).toBeNull()
    expect(await call('profiles.delete', { id: a, confirm: true })).toMatchObject({
      ok: false,
      error: { code: 'not-found' }
    })
    await core.close()
  })
})

describe('chips', () => {
  it('a balance is the sum of top-ups, each a pair of ledger entries summing to zero', async () => {
    const { core, call } = start()
    const id = (await ok(call('profiles.create', { name: 'Lan' }))).currentId as string
    const amounts = [100, 250_050, 100_000_000, 1_234]
    let state: ProfilesState | undefined
    for (const amountMinor of amounts) state = await ok(call('profiles.topUp', { id, amountMinor }))
    const expected = 100 + 250_050 + 100_000_000 + 1_234
    expect(state?.profiles[0]?.balanceMinor).toBe(expected)

    const db = core.openStore()?.db
    if (!db) throw new Error('no store')
    const entries = db
      .prepare(
        'SELECT tx_id AS tx, (SELECT id FROM profiles WHERE key = profile_key) AS profile, amount_minor AS amount FROM ledger_entries ORDER BY id'
      )
      .all() as Array<{ tx: number; profile: string | null; amount: number }>
    expect(entries).toHaveLength(amounts.length * 2)
    expect(entries.filter((e) => e.profile === id).map((e) => e.amount)).toEqual(amounts)
    expect(entries.filter((e) => e.profile === null).map((e) => e.amount)).toEqual(amounts.map((a) => -a))
    expect(entries.reduce((s, e) => s + e.amount, 0)).toBe(0)
    expect(db.prepare("SELECT count(*) FROM ledger_tx WHERE kind = 'topup'").pluck().get()).toBe(amounts.length)
    // Nothing stores a balance: the profiles table has no such column.
    const columns = db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('profiles')
    expect(columns.some((c) => /balance/i.test(String(c)))).toBe(false)
    await core.close()
  })

  it('top-ups outside 1 to 1,000,000 chips are refused and write nothing', async () => {
    const { core, call } = start()
    const id = (await ok(call('profiles.create', { name: 'Lan' }))).currentId as string
    for (const amountMinor of [0, 99, -100, 100_000_001, 150.5]) {
      const r = await call('profiles.topUp', { id, amountMinor })
      expect(r, String(amountMinor)).toMatchObject({
        ok: false,
        error: { code: 'bad-request', message: expect.stringMatching(/amountMinor/) }
      })
    }
    expect(core.openStore()?.ledger.total()).toEqual({ total: 0, n: 0 })
    await core.close()
  })

  it('balances survive a restart on the same data directory', async () => {
    const dir = tempDir()
    const first = start(dir)
    const id = (await ok(first.call('profiles.create', { name: 'Minh' }))).currentId as string
    await ok(first.call('profiles.topUp', { id, amountMinor: 777_700 }))
    await first.core.close()
    const second = start(dir)
    const s = await ok(second.call('profiles.list', {}))
    expect(s).toMatchObject({ currentId: id, profiles: [{ id, name: 'Minh', balanceMinor: 777_700 }] })
    await second.core.close()
  })
})

describe('settings', () => {
  it('defaults to Vietnamese, persists changes and pushes settings.changed', async () => {
    const dir = tempDir()
    const a = start(dir)
    expect(await ok(a.call('settings.get', {}))).toEqual({
      language: 'vi',
      reducedMotion: 'system',
      pace: 'normal',
      confirmPenalty: true,
      stopForEarlyChecks: true,
      volume: 60,
      muted: false,
      guides: ['xidach', 'blackjack', 'sicbo']
    })
    const next = await ok(a.call('settings.set', { language: 'en' }))
    expect(next).toEqual({
      language: 'en',
      reducedMotion: 'system',
      pace: 'normal',
      confirmPenalty: true,
      stopForEarlyChecks: true,
      volume: 60,
      muted: false,
      guides: ['xidach', 'blackjack', 'sicbo']
    })
    expect(a.events).toEqual([{ name: 'settings.changed', payload: next }])
    await a.core.close()
    const b = start(dir)
    expect(await ok(b.call('settings.get', {}))).toEqual({
      language: 'en',
      reducedMotion: 'system',
      pace: 'normal',
      confirmPenalty: true,
      stopForEarlyChecks: true,
      volume: 60,
      muted: false,
      guides: ['xidach', 'blackjack', 'sicbo']
    })
    await b.core.close()
  })
})
