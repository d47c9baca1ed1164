/**
 * The text engine (engine.ts) answers as i18next, which the renderer used before it, does for the same
 * catalogues and options: every key of both languages, plural keys at several counts, with every var
 * given (words and numbers, as `Vars` allows) and with none; the raw entries server-text.ts reads.
 * i18next is the independent oracle here (it stays a dependency for this test alone).
 */
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import type { Language } from '@shared/contract/index'
import { createEngine } from './engine'
import { en } from './en'
import { vi } from './vi'

const oracle = i18next.createInstance()
void oracle.init({
  lng: 'vi',
  fallbackLng: false,
  supportedLngs: ['vi', 'en'],
  resources: { vi: { translation: vi }, en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false
})
const engine = createEngine()

type Tree = { [k: string]: string | Tree }
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)
  )
}

const CATALOGUES: Record<Language, Tree> = { vi: vi as unknown as Tree, en: en as unknown as Tree }

describe('text engine against i18next', () => {
  for (const lng of ['vi', 'en'] as const) {
    const all = leaves(CATALOGUES[lng])
    it(`${lng}: every key, with its vars given and missing, and plural keys at several counts`, () => {
      let checked = 0
      for (const [path, text] of all) {
        const base = path.replace(/_(zero|one|two|few|many|other)$/, '')
        const names = [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => (m[1] as string).trim())
        const given: Record<string, string | number> = {}
        names.forEach((n, i) => (given[n] = i % 2 ? 1234.5 : `«${n}»`))
        const cases: Record<string, unknown>[] = [{ lng }, { lng, ...given }]
        for (const count of [0, 1, 2, 5, 1.5, '1']) cases.push({ lng, ...given, count })
        for (const key of new Set([path, base])) {
          for (const vars of cases) {
            expect(engine.t(key, vars as { lng: Language }), `${key} ${JSON.stringify(vars)}`).toBe(
              oracle.t(key, vars as never)
            )
            checked++
          }
        }
      }
      expect(checked).toBeGreaterThan(1000)
    })

    it(`${lng}: keys with no text, sections, and the raw entries`, () => {
      for (const key of ['nope', 'nav', 'nav.nope', 'server', '', 'nav.lobby.more']) {
        expect(engine.t(key, { lng })).toBe(oracle.t(key, { lng } as never))
      }
      for (const [path] of all)
        expect(engine.getResource(lng, 'translation', path)).toBe(oracle.getResource(lng, 'translation', path))
      expect(engine.getResource(lng, 'translation', 'server.nope')).toBe(
        oracle.getResource(lng, 'translation', 'server.nope')
      )
      expect(engine.getResource(lng, 'translation', 'server')).toEqual(oracle.getResource(lng, 'translation', 'server'))
    })
  }

  it('is in Vietnamese without a language', () => {
    expect(engine.t('nav.lobby')).toBe(oracle.t('nav.lobby'))
  })
})
