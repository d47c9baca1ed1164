/**
 * Damage with the newest commits still in the WAL (issue 12, F7/F8): a damaged main file is moved
 * aside together with its -wal and -shm exactly as they were, the notice survives restarts until the
 * user acknowledges it, the newest good backup can be restored, and a torn WAL (a crash mid-write)
 * loses only the commit it was writing.
 */
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, readdirSync, readFileSync, statSync, truncateSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createCore, type Core } from '../../src/core/index'
import { dispatch } from '../../src/core/rpc/dispatch'
import { backupIfDue } from '../../src/core/store/backup'
import { DB_FILE } from '../../src/core/store/paths'
import type { AppInfo } from '@shared/contract/index'
import { tempDir } from '../support/temp'

const quiet = { error: () => {}, warn: () => {} }
const caller = { host: 'cli' } as const
const cores: Core[] = []
function core(dataDir: string): Core {
  const c = createCore({ dataDir, host: 'web', backups: false, log: quiet })
  cores.push(c)
  return c
}
afterEach(async () => {
  for (const c of cores.splice(0)) await c.close()
})

const sha = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex')
const SUFFIXES = ['', '-wal', '-shm'] as const

/**
 * A data directory as a SIGKILL leaves it: a checkpointed main file, then `topUps` more commits that
 * live only in the WAL (the files are copied while the writer is still open, so nothing is checkpointed).
 * Returns the profile's id.
 */
async function killedWithLiveWal(dir: string, topUps: number): Promise<string> {
  const src = tempDir()
  const c = createCore({ dataDir: src, host: 'web', backups: false, log: quiet })
  const s = await c.handlers['profiles.create']({ name: 'An' }, caller)
  // Enough rows that the main file has many pages to lose.
  for (let i = 0; i < 60; i++) await c.handlers['profiles.create']({ name: `Khách ${i} ${'x'.repeat(30)}` }, caller)
  await c.handlers['profiles.select']({ id: s.currentId! }, caller)
  c.openStore()!.db.pragma('wal_checkpoint(TRUNCATE)')
  for (let i = 0; i < topUps; i++) await c.handlers['profiles.topUp']({ id: s.currentId!, amountMinor: 100 }, caller)
  for (const suffix of SUFFIXES) copyFileSync(join(src, DB_FILE + suffix), join(dir, DB_FILE + suffix))
  await c.close()
  return s.currentId!
}

async function info(c: Core): Promise<AppInfo> {
  const r = await dispatch(c, 'app.info', {}, caller, quiet)
  if (!r.ok) throw new Error('app.info failed')
  return r.value as AppInfo
}

describe('a damaged main file with a live WAL', () => {
  it('is moved aside with its -wal and -shm byte for byte, before anything can checkpoint; nothing is deleted', async () => {
    const dir = tempDir()
    await killedWithLiveWal(dir, 30)
    const file = join(dir, DB_FILE)
    expect(statSync(file + '-wal').size).toBeGreaterThan(100_000)
    truncateSync(file, Math.floor(statSync(file).size / 2))
    const before = SUFFIXES.map((s) => sha(file + s))

    const c = core(dir)
    const store = (await info(c)).store
    expect(store).toMatchObject({ state: 'damaged', reason: 'unreadable' })
    if (store.state !== 'damaged') return
    expect(SUFFIXES.map((s) => sha(store.movedTo + s))).toEqual(before)
    for (const s of SUFFIXES) expect(existsSync(file + s), `${DB_FILE}${s} left behind`).toBe(false)
  })
})

describe('a torn WAL (the crash came mid-write)', () => {
  it('opens with every complete commit and loses only the torn one', async () => {
    const dir = tempDir()
    const id = await killedWithLiveWal(dir, 30)
    const wal = join(dir, DB_FILE + '-wal')
    // Cut into the last frame: the commit it carried never finished.
    truncateSync(wal, statSync(wal).size - 1000)
    const c = core(dir)
    expect((await info(c)).store).toEqual({ state: 'ok' })
    const p = (await c.handlers['profiles.list']({}, caller)).profiles.find((x) => x.id === id)!
    expect(p.balanceMinor).toBe(29 * 100)
    const db = c.openStore()!.db
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
    expect(db.prepare('SELECT SUM(amount_minor) FROM ledger_entries').pluck().get()).toBe(0)
  })
})

describe('the damage notice', () => {
  it('stays on disk across restarts until acknowledged', async () => {
    const dir = tempDir()
    const file = join(dir, DB_FILE)
    await killedWithLiveWal(dir, 5)
    truncateSync(file, Math.floor(statSync(file).size / 2))
    const first = core(dir)
    const damaged = (await info(first)).store
    expect(damaged.state).toBe('damaged')
    await first.close()

    // Stopped without "start fresh": the next start still says what happened and where the file went.
    const second = core(dir)
    expect((await info(second)).store).toEqual(damaged)
    const blocked = await dispatch(second, 'profiles.list', {}, caller, quiet)
    expect(blocked).toMatchObject({ ok: false, error: { code: 'store' } })
    expect(existsSync(file)).toBe(false)

    expect(await dispatch(second, 'store.startFresh', {}, caller, quiet)).toMatchObject({
      ok: true,
      value: { store: { state: 'ok' } }
    })
    await second.close()
    const third = core(dir)
    expect((await info(third)).store).toEqual({ state: 'ok' })
    // The moved-aside files are still there.
    if (damaged.state === 'damaged') for (const s of SUFFIXES) expect(existsSync(damaged.movedTo + s)).toBe(true)
  })

  it('offers the newest good backup, and restoring it brings that data back', async () => {
    const dir = tempDir()
    const file = join(dir, DB_FILE)
    // Yesterday's backup holds "An"; an older one is itself damaged and must not be offered.
    const src = tempDir()
    const c0 = createCore({ dataDir: src, host: 'web', backups: false, log: quiet })
    await c0.handlers['profiles.create']({ name: 'An' }, caller)
    await backupIfDue(c0.openStore()!, new Date('2026-11-30T12:00:00'))
    await c0.close()
    const backups = join(dir, 'backups')
    const { mkdirSync, writeFileSync } = await import('node:fs')
    mkdirSync(backups, { recursive: true })
    copyFileSync(join(src, 'backups', 'banxanh-2026-11-30.sqlite'), join(backups, 'banxanh-2026-11-30.sqlite'))
    writeFileSync(join(backups, 'banxanh-2026-12-01.sqlite'), 'SQLite format 3\0' + 'garbage '.repeat(200))
    await killedWithLiveWal(dir, 5)
    truncateSync(file, Math.floor(statSync(file).size / 2))

    const c = core(dir)
    const store = (await info(c)).store
    expect(store).toMatchObject({ state: 'damaged', backup: 'banxanh-2026-11-30.sqlite' })
    const restored = await dispatch(c, 'store.restoreBackup', {}, caller, quiet)
    expect(restored).toMatchObject({ ok: true, value: { store: { state: 'ok' } } })
    const list = await c.handlers['profiles.list']({}, caller)
    expect(list.profiles.map((p) => p.name)).toEqual(['An'])
    // The backup itself is untouched (a copy was restored), and the damaged set is still aside.
    expect(readdirSync(backups).sort()).toEqual(['banxanh-2026-11-30.sqlite', 'banxanh-2026-12-01.sqlite'])
    if (store.state === 'damaged') expect(existsSync(store.movedTo + '-wal')).toBe(true)
    await c.close()
    expect((await info(core(dir))).store).toEqual({ state: 'ok' })
  })
})
