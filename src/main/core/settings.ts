import { LANGUAGES, type Settings } from '../../shared/contract/index'
import type { Store } from '../store/store'
import type { CoreContext, Handlers } from './types'

export const DEFAULT_SETTINGS: Settings = { language: 'vi', reducedMotion: 'system' }
const MOTION = ['system', 'on', 'off'] as const

/** Settings as stored, each key checked: a value this version does not know falls back to its default. */
export function readSettings(store: Store): Settings {
  const language = store.settings.get('language')
  const reducedMotion = store.settings.get('reducedMotion')
  return {
    language: LANGUAGES.find((l) => l === language) ?? DEFAULT_SETTINGS.language,
    reducedMotion: MOTION.find((m) => m === reducedMotion) ?? DEFAULT_SETTINGS.reducedMotion
  }
}

export function settingsHandlers(ctx: CoreContext): Pick<Handlers, 'settings.get' | 'settings.set'> {
  return {
    'settings.get': () => readSettings(ctx.store()),
    'settings.set': (patch) => {
      const store = ctx.store()
      const next = store.tx(() => {
        if (patch.language !== undefined) store.settings.set('language', patch.language)
        if (patch.reducedMotion !== undefined) store.settings.set('reducedMotion', patch.reducedMotion)
        return readSettings(store)
      })
      ctx.emit('settings.changed', next)
      return next
    }
  }
}
