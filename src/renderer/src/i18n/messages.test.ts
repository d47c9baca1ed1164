import { describe, expect, it } from 'vitest'
import { eventWordsEn } from '@shared/i18n/events.en'
import { eventWordsVi } from '@shared/i18n/events.vi'
import { outcomeEn } from '@shared/i18n/outcome.en'
import { outcomeVi } from '@shared/i18n/outcome.vi'
import { ruleWordsEn } from '@shared/i18n/rules.en'
import { ruleWordsVi } from '@shared/i18n/rules.vi'
import { en } from './en'
import { createEngine } from './engine'
import { vi } from './vi'

type Tree = { [k: string]: string | Tree }

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v)
    else for (const [kk, vv] of leaves(v, `${prefix}${k}.`)) out.set(kk, vv)
  }
  return out
}

const placeholders = (s: string): string[] => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort()

describe('messages', () => {
  const viLeaves = leaves(vi)
  const enLeaves = leaves(en)

  it('has the same keys in both languages (the type says so; this guards against casts)', () => {
    expect([...enLeaves.keys()].sort()).toEqual([...viLeaves.keys()].sort())
  })

  it('uses the same {{placeholders}} for each key in both languages', () => {
    const mismatched = [...viLeaves].filter(
      ([k, v]) => placeholders(v).join() !== placeholders(enLeaves.get(k) ?? '').join()
    )
    expect(mismatched.map(([k]) => k)).toEqual([])
  })

  it('has no empty text', () => {
    const empty = [...viLeaves, ...enLeaves].filter(([, v]) => v.trim() === '').map(([k]) => k)
    expect(empty).toEqual([])
  })

  it('writes the required Vietnamese terms with their diacritics', () => {
    const all = [...viLeaves.values()].join('\n')
    for (const term of ['Bàn Xanh', 'Sảnh chơi', 'Hồ sơ', 'Nạp chip', 'Cài đặt', 'Ngôn ngữ', 'Tiếng Việt']) {
      expect(all).toContain(term)
    }
  })
})

// The shared catalogues (src/shared/i18n), the house's words as well as the screens'.
describe.each([
  ['events', eventWordsVi, eventWordsEn],
  ['outcome', outcomeVi, outcomeEn],
  ['rules', ruleWordsVi, ruleWordsEn]
])('the shared %s catalogue', (_, viTree, enTree) => {
  const viLeaves = leaves(viTree as Tree)
  const enLeaves = leaves(enTree as Tree)

  it('has the same keys and {{placeholders}} in both languages, and no empty text', () => {
    expect([...enLeaves.keys()].sort()).toEqual([...viLeaves.keys()].sort())
    expect(
      [...viLeaves]
        .filter(([k, v]) => placeholders(v).join() !== placeholders(enLeaves.get(k) ?? '').join())
        .map(([k]) => k)
    ).toEqual([])
    expect([...viLeaves, ...enLeaves].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([])
  })
})

describe('i18next engine', () => {
  const engine = createEngine()

  it('starts in Vietnamese', () => {
    expect(engine.language).toBe('vi')
    expect(engine.t('nav.lobby')).toBe('Sảnh chơi')
  })

  it('chooses English plural forms by count and keeps one Vietnamese form', () => {
    expect(engine.t('profiles.count', { count: 1, lng: 'en' })).toBe('1 profile')
    expect(engine.t('profiles.count', { count: 3, lng: 'en' })).toBe('3 profiles')
    expect(engine.t('profiles.count', { count: 1, lng: 'vi' })).toBe('1 hồ sơ')
    expect(engine.t('profiles.count', { count: 3, lng: 'vi' })).toBe('3 hồ sơ')
  })

  it('does not HTML-escape interpolated values (Svelte escapes on render)', () => {
    expect(engine.t('profiles.deleteTitle', { name: 'A & <B>', lng: 'en' })).toBe('Delete the profile “A & <B>”?')
  })
})
