/**
 * A disk that cannot take a write (issue 12, F6): a full disk (a small tmpfs) and a read-only data
 * folder answer `store` with what happened, in both languages' keys; the app stays readable; the
 * fault clears on its own once writing works again; `app.info` tells the state. Writability is
 * checked at start.
 *
 * Mounting needs root (CI runs as root); elsewhere the full-disk case is skipped with its reason, and
 * the read-only case uses a folder without write permission.
 */
import { spawnSync } from 'node:child_process'
import { chmodSync, closeSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createCore, type Core } from '../../src/core/index'
import { dispatch } from '../../src/core/rpc/dispatch'
import type { AppInfo, RpcResult } from '@shared/contract/index'
import { tempDir } from '../support/temp'

const quiet = { error: () => {}, warn: () => {} }
const caller = { host: 'cli' } as const
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0

const mounts: string[] = []
const cores: Core[] = []
afterEach(async () => {
  for (const c of cores.splice(0)) await c.close()
  for (const m of mounts.splice(0)) spawnSync('umount', ['-l', m])
})

/** A fresh tmpfs of `size` (e.g. "3m"), or the reason there is none. */
function tmpfs(size: string): { dir: string } | { reason: string } {
  if (!isRoot) return { reason: 'mounting a tmpfs needs root' }
  const dir = tempDir('banxanh-tmpfs-')
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { encoding: 'utf8' })
  if (r.status !== 0) return { reason: `mount -t tmpfs failed: ${(r.stderr || r.error?.message || '').trim()}` }
  mounts.push(dir)
  return { dir }
}
const mountProbe = tmpfs('1m')
const canMount = 'dir' in mountProbe
const noMountReason = 'reason' in mountProbe ? mountProbe.reason : ''
for (const m of mounts.splice(0)) spawnSync('umount', ['-l', m])

function core(dataDir: string): Core {
  const c = createCore({ dataDir, host: 'web', backups: false, log: quiet })
  cores.push(c)
  return c
}
const call = (c: Core, name: string, input: unknown): Promise<RpcResult<unknown>> =>
  dispatch(c, name, input, caller, quiet)
async function storeState(c: Core): Promise<AppInfo['store']> {
  const r = await call(c, 'app.info', {})
  if (!r.ok) throw new Error('app.info failed')
  return (r.value as AppInfo).store
}
async function balance(c: Core, id: string): Promise<number> {
  const r = await call(c, 'profiles.list', {})
  if (!r.ok) throw new Error(`profiles.list: ${r.error.message}`)
  return (r.value as { profiles: Array<{ id: string; balanceMinor: number }> }).profiles.find((p) => p.id === id)!
    .balanceMinor
}

/** Writes zeros into `file` until the file system is full. */
function fill(file: string): void {
  const fd = openSync(file, 'w')
  const chunk = Buffer.alloc(64 * 1024)
  try {
    for (;;) writeSync(fd, chunk)
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOSPC') throw e
  } finally {
    closeSync(fd)
  }
  // Fill the last partial block too.
  const tail = openSync(file + '.tail', 'w')
  try {
    for (;;) writeSync(tail, Buffer.alloc(512))
  } catch {
    // full
  } finally {
    closeSync(tail)
  }
}

describe.skipIf(!canMount)(`a full disk${canMount ? '' : ` (skipped: ${noMountReason})`}`, () => {
  it('answers `store` saying the disk is full, stays readable, and saves again once there is room', async () => {
    const m = tmpfs('4m')
    if (!('dir' in m)) throw new Error(m.reason)
    const dir = join(m.dir, 'data')
    const c = core(dir)
    const created = await call(c, 'profiles.create', { name: 'An' })
    expect(created.ok).toBe(true)
    const id = (created as { value: { currentId: string } }).value.currentId
    expect((await call(c, 'profiles.topUp', { id, amountMinor: 100 })).ok).toBe(true)
    let saved = 100

    const filler = join(m.dir, 'filler')
    fill(filler)
    // Writes go on until SQLite needs a page the disk does not have; each answer is ok or `store`.
    let refusal: RpcResult<unknown> | null = null
    for (let i = 0; i < 5000 && !refusal; i++) {
      const r = await call(c, 'profiles.topUp', { id, amountMinor: 100 })
      if (r.ok) saved += 100
      else refusal = r
    }
    expect(refusal).toMatchObject({
      ok: false,
      error: {
        code: 'store',
        message: expect.stringMatching(/disk is full/),
        i18n: { key: 'store.diskFull', vars: { dataDir: dir } }
      }
    })
    expect(await storeState(c)).toMatchObject({
      state: 'fault',
      fault: 'disk-full',
      message: expect.stringMatching(/disk is full/)
    })
    // Still readable, and nothing half-written: the balance is exactly the acknowledged top-ups.
    expect(await balance(c, id)).toBe(saved)

    rmSync(filler)
    rmSync(filler + '.tail')
    expect(await storeState(c)).toEqual({ state: 'ok' })
    expect((await call(c, 'profiles.topUp', { id, amountMinor: 100 })).ok).toBe(true)
    saved += 100
    expect(await balance(c, id)).toBe(saved)
    const db = c.openStore()!.db
    expect(db.prepare('SELECT SUM(amount_minor) FROM ledger_entries').pluck().get()).toBe(0)
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
  })
})

/** A data folder made read-only: remounted read-only as root, else without write permission. */
function readOnlyFolder(): { dir: string; writable(): void; readOnly(): void } | { reason: string } {
  if (isRoot) {
    const m = tmpfs('8m')
    if (!('dir' in m)) return m
    const remount = (mode: string) => () => {
      const r = spawnSync('mount', ['-o', `remount,${mode}`, m.dir], { encoding: 'utf8' })
      if (r.status !== 0) throw new Error(`remount ${mode}: ${r.stderr}`)
    }
    return { dir: join(m.dir, 'data'), readOnly: remount('ro'), writable: remount('rw') }
  }
  const base = tempDir()
  const dir = join(base, 'data')
  mkdirSync(dir)
  return { dir, readOnly: () => chmodSync(dir, 0o555), writable: () => chmodSync(dir, 0o755) }
}
const roProbe = isRoot ? (canMount ? null : noMountReason) : null

describe.skipIf(roProbe !== null)(`a read-only data folder${roProbe ? ` (skipped: ${roProbe})` : ''}`, () => {
  it('is found at start: reads work, writes answer `store` saying the folder is read-only, and it recovers once writable', async () => {
    const f = readOnlyFolder()
    if (!('dir' in f)) throw new Error(f.reason)
    const first = core(f.dir)
    const created = await call(first, 'profiles.create', { name: 'An' })
    const id = (created as { value: { currentId: string } }).value.currentId
    expect((await call(first, 'profiles.topUp', { id, amountMinor: 500 })).ok).toBe(true)
    await first.close()

    f.readOnly()
    const c = core(f.dir)
    // Checked at start, before any write was tried.
    expect(await storeState(c)).toMatchObject({
      state: 'fault',
      fault: 'read-only',
      message: expect.stringMatching(/read-only/)
    })
    expect(await balance(c, id)).toBe(500)
    const refused = await call(c, 'profiles.topUp', { id, amountMinor: 100 })
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'store', message: expect.stringMatching(/read-only/), i18n: { key: 'store.readOnly' } }
    })
    expect(await balance(c, id)).toBe(500)

    f.writable()
    expect(await storeState(c)).toEqual({ state: 'ok' })
    expect((await call(c, 'profiles.topUp', { id, amountMinor: 100 })).ok).toBe(true)
    expect(await balance(c, id)).toBe(600)
  })
})
