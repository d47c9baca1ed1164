/**
 * Named Xì dách table setups (issue 35: "bàn nhà ngoại"): the rules, the seat, the other people and
 * the computer players with their chips, saved under a name and opened again from the lobby. They are
 * the whole computer's (a family's table names several profiles), kept as one settings value; opening
 * one is an ordinary `tables.open`, which checks everything again (a profile since deleted is refused
 * there, in words).
 */
import type { NamedTableSetup } from '@shared/contract/tables'
import type { Store } from '../store/store'
import { nameKey } from '../profiles'
import { refused } from '../errors'

const KEY = 'tableSetups'
/** Enough for every family table anyone keeps; the settings value stays small. */
export const MAX_SETUPS = 50

function read(store: Store): NamedTableSetup[] {
  const v = store.settings.get(KEY)
  return Array.isArray(v) ? (v as NamedTableSetup[]) : []
}

export function xidachSetups(store: Store): NamedTableSetup[] {
  return read(store).filter((s) => s.game === 'xidach')
}

export function saveXidachSetup(
  store: Store,
  setup: Omit<NamedTableSetup, 'savedAt' | 'game'>,
  now: string
): NamedTableSetup[] {
  return store.tx(() => {
    const key = nameKey(setup.name)
    const rest = read(store).filter((s) => !(s.game === 'xidach' && nameKey(s.name) === key))
    if (rest.length >= MAX_SETUPS)
      throw refused(`There are already ${MAX_SETUPS} saved tables; delete one first.`, {
        key: 'tables.setupsFull',
        vars: { max: MAX_SETUPS }
      })
    store.settings.set(KEY, [{ ...setup, game: 'xidach', savedAt: now }, ...rest])
    return xidachSetups(store)
  })
}

export function deleteXidachSetup(store: Store, name: string): NamedTableSetup[] {
  return store.tx(() => {
    const key = nameKey(name)
    store.settings.set(
      KEY,
      read(store).filter((s) => !(s.game === 'xidach' && nameKey(s.name) === key))
    )
    return xidachSetups(store)
  })
}
