import { LANGUAGES, PACES } from '@shared/contract/constants'
import type { Settings } from '@shared/contract/index'
import { GAME_IDS } from '@shared/games'
import type { Store } from './store/store'
import type { CoreContext, Handlers } from './types'

export const DEFAULT_SETTINGS: Settings = {
  language: 'vi',
  reducedMotion: 'system',
  pace: 'normal',
  confirmPenalty: true,
  stopForEarlyChecks: true,
  volume: 60,
  muted: false,
  guides: ['xidach', 'blackjack', 'sicbo']
}
const MOTION = ['system', 'on', 'off'] as const

/** The `stopForEarlyChecks` setting alone (read at each computer move of a Xì dách table the person deals). */
export function stopsForEarlyChecks(store: Store): boolean {
  const v = store.settings.get('stopForEarlyChecks')
  return typeof v === 'boolean' ? v : DEFAULT_SETTINGS.stopForEarlyChecks
}

/** Settings as stored, each key checked: a value this version does not know falls back to its default. */
export function readSettings(store: Store): Settings {
  const language = store.settings.get('language')
  const reducedMotion = store.settings.get('reducedMotion')
  const pace = store.settings.get('pace')
  const confirmPenalty = store.settings.get('confirmPenalty')
  const volume = store.settings.get('volume')
  const muted = store.settings.get('muted')
  const guides = store.settings.get('guides')
  return {
    language: LANGUAGES.find((l) => l === language) ?? DEFAULT_SETTINGS.language,
    reducedMotion: MOTION.find((m) => m === reducedMotion) ?? DEFAULT_SETTINGS.reducedMotion,
    pace: PACES.find((p) => p === pace) ?? DEFAULT_SETTINGS.pace,
    confirmPenalty: typeof confirmPenalty === 'boolean' ? confirmPenalty : DEFAULT_SETTINGS.confirmPenalty,
    stopForEarlyChecks: stopsForEarlyChecks(store),
    volume:
      typeof volume === 'number' && Number.isInteger(volume) && volume >= 0 && volume <= 100
        ? volume
        : DEFAULT_SETTINGS.volume,
    muted: typeof muted === 'boolean' ? muted : DEFAULT_SETTINGS.muted,
    guides: Array.isArray(guides) ? GAME_IDS.filter((g) => guides.includes(g)) : [...DEFAULT_SETTINGS.guides]
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
        if (patch.pace !== undefined) store.settings.set('pace', patch.pace)
        if (patch.confirmPenalty !== undefined) store.settings.set('confirmPenalty', patch.confirmPenalty)
        if (patch.stopForEarlyChecks !== undefined) store.settings.set('stopForEarlyChecks', patch.stopForEarlyChecks)
        if (patch.volume !== undefined) store.settings.set('volume', patch.volume)
        if (patch.muted !== undefined) store.settings.set('muted', patch.muted)
        if (patch.guides !== undefined) store.settings.set('guides', [...new Set(patch.guides)])
        return readSettings(store)
      })
      ctx.emit('settings.changed', next)
      return next
    }
  }
}
