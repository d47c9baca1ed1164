import type { Store } from '../store/store'
import { notFound, refused } from '../errors'
import { CURRENT_PROFILE_KEY } from '../profiles'

/** The profile a drill is dealt to and scored for: the current one, or a refusal when there is none. */
export function currentProfile(store: Store): string {
  const id = store.settings.get(CURRENT_PROFILE_KEY)
  if (typeof id !== 'string' || !store.profiles.get(id))
    throw refused('Choose or create a profile first.', { key: 'tables.noProfile' })
  return id
}

/**
 * A drill dealt and not yet checked, for the current profile only: each drill is checked once, and a
 * drill dealt to one profile is never scored for another (an action is checked against its profile).
 */
export function pendingDrill<T extends { profileId: string }>(
  store: Store,
  pending: Map<string, T>,
  drillId: string
): T {
  const d = pending.get(drillId)
  if (!d)
    throw notFound(
      `There is no drill "${drillId}" waiting for an answer (each drill is checked once; deal a new one).`,
      { key: 'drill.notFound' }
    )
  if (currentProfile(store) !== d.profileId)
    throw refused('This drill was dealt to another profile; deal a new one.', { key: 'drill.otherProfile' })
  return d
}
