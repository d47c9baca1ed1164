import type { Store } from '../../store/store'
import { refused } from '../errors'
import { CURRENT_PROFILE_KEY } from '../profiles'

/** The profile a drill is dealt to and scored for: the current one, or a refusal when there is none. */
export function currentProfile(store: Store): string {
  const id = store.settings.get(CURRENT_PROFILE_KEY)
  if (typeof id !== 'string' || !store.profiles.get(id))
    throw refused('Choose or create a profile first.', { key: 'tables.noProfile' })
  return id
}
