/**
 * Profiles and chips. Names are compared by `nameKey` (NFC, lower case), so "An" and "an" cannot
 * both exist, but a profile may change the case of its own name. A balance is always the sum of the
 * profile's ledger entries; a top-up is one ledger transaction: the profile +X, the house −X.
 */
import { randomUUID } from 'node:crypto'
import type { ProfilesState } from '@shared/contract/index'
import { minorToChips } from '@shared/money'
import type { Store } from './store/store'
import { conflict, notFound, refused } from './errors'
import type { CoreContext, Handlers } from './types'

export const CURRENT_PROFILE_KEY = 'currentProfile'
export const MAX_PROFILES = 100
/** Far below 2^53 minor units, so sums stay exact however long someone plays. */
export const MAX_BALANCE_MINOR = 100_000_000_000_000

export function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase()
}

export function profilesState(store: Store): ProfilesState {
  const profiles = store.profiles.list()
  const current = store.settings.get(CURRENT_PROFILE_KEY)
  const currentId = typeof current === 'string' && profiles.some((p) => p.id === current) ? current : null
  return { profiles, currentId }
}

function mustExist(store: Store, id: string): { id: string; name: string } {
  const p = store.profiles.get(id)
  if (!p) throw notFound(`There is no profile with id "${id}".`, { key: 'profiles.notFound', vars: { id } })
  return p
}

type ProfileProcedures =
  'profiles.list' | 'profiles.create' | 'profiles.rename' | 'profiles.select' | 'profiles.delete' | 'profiles.topUp'

export function profileHandlers(ctx: CoreContext): Pick<Handlers, ProfileProcedures> {
  /** Runs a write in one transaction, then tells every window the new state. */
  const change = (write: (store: Store) => void): ProfilesState => {
    const store = ctx.store()
    const state = store.tx(() => {
      write(store)
      return profilesState(store)
    })
    ctx.emit('profiles.changed', state)
    return state
  }

  return {
    'profiles.list': () => profilesState(ctx.store()),

    'profiles.create': ({ name, select }) =>
      change((store) => {
        const key = nameKey(name)
        if (store.profiles.idByNameKey(key))
          throw conflict(`A profile named "${name}" already exists.`, { key: 'profiles.duplicateName', vars: { name } })
        if (store.profiles.list().length >= MAX_PROFILES)
          throw refused(`There are already ${MAX_PROFILES} profiles; delete one first.`, {
            key: 'profiles.tooMany',
            vars: { max: MAX_PROFILES }
          })
        const id = randomUUID()
        store.profiles.insert(id, name.normalize('NFC'), key, ctx.now().toISOString())
        // A new profile is the one the user wants to play with next (unless added to someone's table).
        if (select !== false) store.settings.set(CURRENT_PROFILE_KEY, id)
      }),

    'profiles.rename': ({ id, name }) =>
      change((store) => {
        mustExist(store, id)
        const key = nameKey(name)
        const holder = store.profiles.idByNameKey(key)
        if (holder && holder !== id)
          throw conflict(`A profile named "${name}" already exists.`, { key: 'profiles.duplicateName', vars: { name } })
        store.profiles.rename(id, name.normalize('NFC'), key)
      }),

    'profiles.select': ({ id }) =>
      change((store) => {
        mustExist(store, id)
        store.settings.set(CURRENT_PROFILE_KEY, id)
      }),

    'profiles.delete': ({ id }) =>
      change((store) => {
        mustExist(store, id)
        store.profiles.delete(id)
        if (store.settings.get(CURRENT_PROFILE_KEY) === id) store.settings.set(CURRENT_PROFILE_KEY, null)
      }),

    'profiles.topUp': ({ id, amountMinor }) =>
      change((store) => {
        mustExist(store, id)
        const balance = store.profiles.balance(id)
        if (balance + amountMinor > MAX_BALANCE_MINOR)
          throw refused(
            `A balance may not exceed ${minorToChips(MAX_BALANCE_MINOR).toLocaleString('en')} chips; this top-up would pass it.`,
            { key: 'profiles.balanceLimit', vars: { maxChips: minorToChips(MAX_BALANCE_MINOR) } }
          )
        store.ledger.post({
          kind: 'topup',
          profileId: id,
          roundId: null,
          createdAt: ctx.now().toISOString(),
          entries: [
            { profileId: id, amountMinor },
            { profileId: null, amountMinor: -amountMinor }
          ]
        })
      })
  }
}
