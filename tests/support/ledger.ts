import type { Store } from '../../src/core/store/store'

/** A profile's balance by definition, for checking the memo against: the plain SUM of its ledger entries. */
export function summed(store: Store, profileId: string): number {
  return store.db
    .prepare(
      'SELECT COALESCE(SUM(e.amount_minor), 0) FROM ledger_entries e JOIN profiles p ON p.key = e.profile_key WHERE p.id = ?'
    )
    .pluck()
    .get(profileId) as number
}
