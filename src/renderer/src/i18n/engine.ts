/**
 * The i18next instance, kept apart from the rune wrapper (index.svelte.ts) so plain tests can use it.
 * i18next does lookup, interpolation and plural selection through Intl.PluralRules.
 */
import i18next, { type i18n } from 'i18next'
import { en } from './en'
import { vi } from './vi'

export function createEngine(): i18n {
  const engine = i18next.createInstance()
  void engine.init({
    lng: 'vi',
    fallbackLng: false,
    supportedLngs: ['vi', 'en'],
    resources: { vi: { translation: vi }, en: { translation: en } },
    // Svelte escapes every text it renders and the app never uses {@html}; escaping here would double it.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false
  })
  return engine
}
