import Database from 'better-sqlite3'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { backupIfDue, backupName, KEEP_BACKUPS, listBackups } from '../../src/core/store/backup'
import { openStore } from '../../src/core/store/open'
import { BACKUP_DIR } from '../../src/core/store/paths'
import { tempDir } from '../support/temp'

function open(dir: string) {
  const r = openStore({ dataDir: dir })
  if (!r.ok) throw new Error(r.damaged.message)
  return r.store
}

describe('daily backups', () => {
  it('names a backup by the local date', () => {
    expect(backupName(new Date(2026, 0, 5, 23, 59))).toBe('banxanh-2026-01-05.sqlite')
    expect(backupName(new Date(2026, 10, 30, 0, 0))).toBe('banxanh-2026-11-30.sqlite')
  })

  it('writes one readable copy per day with the data at that moment', async () => {
    const dir = tempDir()
    const store = open(dir)
    try {
      store.profiles.insert('p1', 'Hoa', 'hoa', '2026-01-01T00:00:00.000Z')
      const day = new Date(2026, 4, 1, 9, 0)
      const written = await backupIfDue(store, day)
      expect(written).toBe(join(dir, BACKUP_DIR, 'banxanh-2026-05-01.sqlite'))
      // Later the same day: nothing new is written.
      store.profiles.insert('p2', 'Lan', 'lan', '2026-01-01T00:00:00.000Z')
      expect(await backupIfDue(store, new Date(2026, 4, 1, 22, 0))).toBeNull()

      const copy = new Database(written as string, { readonly: true })
      try {
        expect(copy.prepare('SELECT id FROM profiles ORDER BY id').pluck().all()).toEqual(['p1'])
      } finally {
        copy.close()
      }
      expect(readdirSync(join(dir, BACKUP_DIR)).some((f) => f.endsWith('.partial'))).toBe(false)
    } finally {
      store.close()
    }
  })

  it('keeps only the newest 7', async () => {
    const dir = tempDir()
    const store = open(dir)
    try {
      for (let d = 1; d <= 10; d++) await backupIfDue(store, new Date(2026, 6, d, 12, 0))
      expect(KEEP_BACKUPS).toBe(7)
      expect(listBackups(dir)).toEqual(
        [4, 5, 6, 7, 8, 9, 10].map((d) => `banxanh-2026-07-${String(d).padStart(2, '0')}.sqlite`)
      )
      expect(existsSync(join(dir, BACKUP_DIR, 'banxanh-2026-07-03.sqlite'))).toBe(false)
    } finally {
      store.close()
    }
  })
})
