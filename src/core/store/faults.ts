/**
 * Store faults: errors that say the disk cannot take a write (full, read-only, failing), as opposed to
 * damage (open.ts) or a bug. The core answers them with the `store` code and what happened, keeps
 * reading, and checks writability again until it works.
 */
import { closeSync, constants, accessSync, existsSync, fsyncSync, openSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import type { StoreFaultKind } from '@shared/contract/index'
import { DB_FILE } from './paths'

export type { StoreFaultKind }

const READ_ONLY = new Set(['EROFS', 'EACCES', 'EPERM'])
const FULL = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL'])

/** The fault an error reports, or null for anything else. */
export function faultOf(e: unknown): StoreFaultKind | null {
  const code = (e as { code?: unknown } | null)?.code
  if (typeof code !== 'string') return null
  if (FULL.has(code)) return 'disk-full'
  if (READ_ONLY.has(code) || code.startsWith('SQLITE_READONLY')) return 'read-only'
  if (code.startsWith('SQLITE_IOERR') || code === 'SQLITE_CANTOPEN') return 'write-failed'
  return null
}

export const PROBE_FILE = '.banxanh-write-check'

/**
 * Whether the data folder takes a write now: a small file written, synced and removed, and the data
 * file itself writable. Null when it does; else the fault.
 */
export function probeWrite(dataDir: string): StoreFaultKind | null {
  const probe = join(dataDir, PROBE_FILE)
  try {
    const fd = openSync(probe, 'w')
    try {
      writeSync(fd, Buffer.alloc(16 * 1024))
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    rmSync(probe, { force: true })
    const file = join(dataDir, DB_FILE)
    if (existsSync(file)) accessSync(file, constants.W_OK)
    return null
  } catch (e) {
    try {
      rmSync(probe, { force: true })
    } catch {
      // a read-only folder cannot lose the probe either; nothing was written
    }
    return faultOf(e) ?? 'write-failed'
  }
}

/** What the user is told, in English (the renderer shows the catalogue's `server.store.*` text). */
export function faultMessage(kind: StoreFaultKind, dataDir: string): string {
  switch (kind) {
    case 'disk-full':
      return `The disk is full: this was not saved. Free some space; Bàn Xanh saves again as soon as there is room. Everything saved before is safe (data folder: ${dataDir}).`
    case 'read-only':
      return `The data folder is read-only: this was not saved. Make ${dataDir} writable; Bàn Xanh saves again as soon as it can. Everything saved before is safe.`
    case 'write-failed':
      return `The data file could not be written: this was not saved. Check the disk holding ${dataDir}; Bàn Xanh tries again on the next action. Everything saved before is safe.`
  }
}
