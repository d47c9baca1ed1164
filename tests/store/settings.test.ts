/**
 * The settings memo (store/settings.ts) must always answer what the file holds: after writes, after
 * a write inside a transaction that rolled back, and for a value read inside a transaction.
 */
import { describe, expect, it } from 'vitest'
import { openStore } from '../../src/core/store/open'
import type { Store } from '../../src/core/store/store'
import { tempDir } from '../support/temp'

function open(): Store {
  const r = openStore({ dataDir: tempDir() })
  if (!r.ok) throw new Error(r.damaged.message)
  return r.store
}

/** What the file holds, read past the repository. */
const stored = (store: Store, key: string): unknown => {
  const row = store.db.prepare('SELECT value_json FROM settings WHERE key = ?').pluck().get(key) as string | undefined
  return row === undefined ? undefined : (JSON.parse(row) as unknown)
}

describe('settings', () => {
  it('answers what the file holds across writes and rollbacks', () => {
    const store = open()
    try {
      expect(store.settings.get('currentProfile')).toBeUndefined()
      store.settings.set('currentProfile', 'a')
      expect(store.settings.get('currentProfile')).toBe('a')
      expect(store.settings.get('currentProfile')).toBe('a')
      store.settings.set('currentProfile', 'b')
      expect(store.settings.get('currentProfile')).toBe('b')

      // Written, and read, inside a transaction that then fails: the old value stands.
      expect(() =>
        store.tx(() => {
          store.settings.set('currentProfile', 'c')
          expect(store.settings.get('currentProfile')).toBe('c')
          throw new Error('rolled back')
        })
      ).toThrow('rolled back')
      expect(stored(store, 'currentProfile')).toBe('b')
      expect(store.settings.get('currentProfile')).toBe('b')

      // The same inside a nested transaction (a savepoint) whose failure the outer one survives.
      store.tx(() => {
        try {
          store.tx(() => {
            store.settings.set('currentProfile', 'd')
            expect(store.settings.get('currentProfile')).toBe('d')
            throw new Error('inner')
          })
        } catch {
          // the outer transaction goes on
        }
        store.settings.set('language', 'en')
      })
      expect(stored(store, 'currentProfile')).toBe('b')
      expect(store.settings.get('currentProfile')).toBe('b')
      expect(store.settings.get('language')).toBe('en')

      // A committed write inside a transaction is seen after it.
      store.tx(() => store.settings.set('currentProfile', null))
      expect(store.settings.get('currentProfile')).toBeNull()
      expect(stored(store, 'currentProfile')).toBeNull()
    } finally {
      store.close()
    }
  })

  it('never hands out a remembered object a caller could change', () => {
    const store = open()
    try {
      store.settings.set('thing', { a: 1 })
      const first = store.settings.get('thing') as { a: number }
      first.a = 2
      expect(store.settings.get('thing')).toEqual({ a: 1 })
    } finally {
      store.close()
    }
  })
})
