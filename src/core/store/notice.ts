/**
 * The damage notice on disk: when a damaged file is moved aside, what happened is written next to it
 * (`banxanh.damaged.json`) and stays until the user acknowledges it (start fresh, or restore a
 * backup). A restart in between shows the same notice instead of silently starting on an empty file.
 * Written through a temporary name and renamed, so it is either whole or absent.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Damaged, DamageReason } from './open'

export const NOTICE_FILE = 'banxanh.damaged.json'

const REASONS: readonly DamageReason[] = ['not-a-database', 'newer-version', 'unreadable']

export function writeNotice(dataDir: string, damaged: Damaged): void {
  const file = join(dataDir, NOTICE_FILE)
  const tmp = `${file}.partial`
  writeFileSync(tmp, JSON.stringify(damaged, null, 2) + '\n')
  renameSync(tmp, file)
}

/** The pending notice, or null. A notice that cannot be read still counts: the user must hear of it. */
export function readNotice(dataDir: string): Damaged | null {
  const file = join(dataDir, NOTICE_FILE)
  if (!existsSync(file)) return null
  try {
    const v = JSON.parse(readFileSync(file, 'utf8')) as Partial<Damaged>
    if (typeof v.movedTo === 'string' && typeof v.message === 'string' && REASONS.includes(v.reason as DamageReason)) {
      return { state: 'damaged', reason: v.reason as DamageReason, message: v.message, movedTo: v.movedTo }
    }
  } catch {
    // fall through: an unreadable notice is reported as it is
  }
  return {
    state: 'damaged',
    reason: 'unreadable',
    movedTo: dataDir,
    message: `An earlier start moved a damaged data file aside in ${dataDir}; its notice (${NOTICE_FILE}) could not be read. Nothing was deleted.`
  }
}

/** The user acknowledged: the notice goes (the moved-aside files stay). */
export function clearNotice(dataDir: string): void {
  rmSync(join(dataDir, NOTICE_FILE), { force: true })
}
