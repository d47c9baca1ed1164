import type Database from 'better-sqlite3'
import type { Store } from './store'

/**
 * A core repository made once per open store, so its statements are prepared once; it goes with the
 * store (a WeakMap: a closed and dropped store takes its repository along).
 */
export function perStore<R>(make: (db: Database.Database) => R): (store: Store) => R {
  const made = new WeakMap<Store, R>()
  return (store) => {
    let r = made.get(store)
    if (!r) {
      r = make(store.db)
      made.set(store, r)
    }
    return r
  }
}
