/**
 * Issue 32, the "Words" list: texts a person read wrong. Each case here was seen in the app; the
 * checks read the catalogues and the code that fills them, so a new text with the same fault fails too.
 */
import { describe, expect, it } from 'vitest'
import { createEngine } from './engine'
import { en } from './en'
import { vi } from './vi'

type Tree = { [k: string]: string | Tree }

// Vitest runs this in Node, but the renderer's tsconfig has no Node types (as in styles/contrast.test.ts),
// so fs is loaded by a specifier TS does not resolve.
const fsModule = 'node:fs'
const { readdirSync, readFileSync, statSync } = (await import(/* @vite-ignore */ fsModule)) as {
  readdirSync(path: URL): string[]
  readFileSync(path: URL, encoding: 'utf8'): string
  statSync(path: URL): { isDirectory(): boolean }
}

function textOf(tree: unknown, key: string): string | undefined {
  let at: unknown = tree
  for (const part of key.split('.')) at = (at as Record<string, unknown> | undefined)?.[part]
  return typeof at === 'string' ? at : undefined
}

function sources(dir: URL): URL[] {
  const out: URL[] = []
  for (const name of readdirSync(dir)) {
    const path = new URL(name, dir)
    if (statSync(path).isDirectory()) out.push(...sources(new URL(`${name}/`, dir)))
    else if (/\.(svelte|ts)$/.test(name) && !name.endsWith('.test.ts')) out.push(path)
  }
  return out
}

const rendererSrc = new URL('../', import.meta.url)

describe('an amount is worded once', () => {
  // chips() and the history's words already end in the unit ("5.000 chip", "0.1 chips"); a text that
  // adds the unit after such a value read "5.000 chip chip" (the bank's need) and "0.1 chips chips".
  const calls = sources(rendererSrc).flatMap((file) => {
    const code = readFileSync(file, 'utf8')
    return [...code.matchAll(/\bt\(\s*'([\w.]+)'\s*,\s*\{([^}]*)\}/g)].map((m) => ({
      file: file.pathname,
      key: m[1] as string,
      chipVars: [...(m[2] as string).matchAll(/(\w+)\s*:\s*(?:chips|w\.chips|signedChips)\(/g)].map(
        (v) => v[1] as string
      )
    }))
  })
  const withChips = calls.filter((c) => c.chipVars.length > 0)

  it('finds the texts that take a worded amount (the scan works)', () => {
    expect(withChips.length).toBeGreaterThan(20)
    expect(withChips.some((c) => c.key === 'xidach.bank.need')).toBe(true)
  })

  it('no text adds "chip"/"chips" after a value already worded with its unit', () => {
    const doubled: string[] = []
    for (const c of withChips)
      for (const [lang, tree] of [
        ['vi', vi],
        ['en', en]
      ] as const) {
        const text = textOf(tree as unknown as Tree, c.key)
        if (text === undefined) continue
        for (const v of c.chipVars)
          if (new RegExp(`\\{\\{\\s*${v}\\s*\\}\\}\\s*chips?\\b`, 'i').test(text))
            doubled.push(`${lang} ${c.key} {{${v}}}`)
      }
    expect(doubled).toEqual([])
  })
})

describe('an edge figure does not repeat its frame title', () => {
  // The frame writes "House edge:" before the figure; the figure said "House edge 0.33%" again.
  const frames = [
    ['houseRules.bjEdge', ['house', 'player']],
    ['lobby.edge', ['house', 'player', 'range']]
  ] as const
  for (const [lang, tree] of [
    ['vi', vi],
    ['en', en]
  ] as const)
    for (const [frame, figures] of frames)
      it(`${lang} ${frame}`, () => {
        const title = textOf(tree, `${frame}.title`)?.toLowerCase() ?? ''
        expect(title).not.toBe('')
        for (const f of figures) expect(textOf(tree, `${frame}.${f}`)?.toLowerCase()).not.toContain(title)
      })
})

describe('a heading is not its first line again', () => {
  // The recalled round's result box read "Kết quả" over a first fact "Kết quả".
  for (const [lang, tree] of [
    ['vi', vi],
    ['en', en]
  ] as const)
    it(`${lang}: the recall's result box and its outcome fact`, () => {
      expect(textOf(tree, 'history.recall.result')).not.toBe(textOf(tree, 'history.recall.outcome'))
      expect(textOf(tree, 'history.recall.result')).not.toBe(textOf(tree, 'history.recall.yourNet'))
    })
})

describe('English counts agree with their number', () => {
  const engine = createEngine()
  it('"1 drill", not "1 drills" (both drill result lists)', () => {
    for (const game of ['blackjack', 'sicbo'])
      expect(engine.t(`${game}.drill.results.summary`, { count: 1, correct: 1, lng: 'en' })).not.toMatch(/\b1 drills\b/)
    expect(engine.t('blackjack.drill.results.summary', { count: 2, correct: 1, lng: 'en' })).toMatch(/\b2 drills\b/)
  })
  it('"1 mistake", not "1 mistakes" (the grades of both card games)', () => {
    for (const game of ['blackjack', 'xidach']) {
      const text = engine.t(`${game}.grades.summary`, { graded: 1, mistakes: 1, chips: '1 chip', lng: 'en' })
      expect(text).not.toMatch(/\b1 (mistakes|decisions)\b/)
    }
  })
  it('no English text counts {{count}} with a plural noun unless it has _one/_other forms', () => {
    const flat = (tree: Tree, prefix = ''): [string, string][] =>
      Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v]] : flat(v, `${prefix}${k}.`)))
    const wrong = flat(en as unknown as Tree)
      .filter(([k]) => !/_(one|other)$/.test(k))
      .filter(([, v]) => /\{\{\s*count\s*\}\} [a-z]+s\b/.test(v))
      .map(([k]) => k)
    expect(wrong).toEqual([])
  })
})

describe('the English texts are in English', () => {
  // "Cầu (recent rolls)" and "(khả năng chi trả)" sat in the English UI. What may stay is the games' own
  // terms, each explained where it appears: Xì dách's words (its glossary), Sic Bo's Tài/Xỉu/Nhỏ/Lớn on
  // the layout, the names of the app, of the language and of a preset.
  const allowed = new Set(
    [
      ...Object.values(en.xidach.glossary.items).flatMap((w) => w.split(/\s+/)),
      ...'Xì dách xì bàng ngũ Ngũ Bốc Dằn Quắc Đền làng Tài Xỉu Nhỏ Lớn Tết Tiếng Việt Bàn'.split(' ')
    ].map((w) => w.toLowerCase())
  )
  it('no Vietnamese word outside the games’ own terms', () => {
    const found: string[] = []
    const walk = (node: unknown, path: string): void => {
      if (typeof node === 'string') {
        for (const w of node.match(/\p{L}*[^\p{ASCII}\s\p{P}\p{S}\p{N}]\p{L}*/gu) ?? [])
          if (!allowed.has(w.toLowerCase())) found.push(`${path}: ${w}`)
      } else if (node && typeof node === 'object')
        for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k)
    }
    walk(en, '')
    expect(found.filter((f) => !f.startsWith('xidach.glossary.'))).toEqual([])
  })
})

describe('one name per preset', () => {
  // The Sic Bo table picker said "Trình luyện tập" and the rules page "Luyện tập" for one preset.
  for (const [lang, tree] of [
    ['vi', vi],
    ['en', en]
  ] as const)
    it(`${lang}: the Sic Bo picker and the rules page name each preset alike`, () => {
      for (const p of ['trainer', 'atlantic-city', 'macau'])
        expect(textOf(tree, `sicbo.presets.${p}`), p).toBe(textOf(tree, `houseRules.presetNames.${p}`))
    })
})

describe('an import refusal, as the import panel shows it', () => {
  // "Could not import; nothing changed: The file cannot be imported: … Nothing was changed." said it twice.
  const engine = createEngine()
  for (const lng of ['vi', 'en'] as const)
    it(`${lng}: says once that nothing changed, and names no field or path`, () => {
      const keys = Object.keys((lng === 'vi' ? vi : en).server.historyImport)
      expect(keys).toEqual(expect.arrayContaining(['invalid', 'empty', 'notHistory', 'notJson']))
      for (const k of keys) {
        const vars = { max: 3, id: 'r', version: 2, name: 'An', session: 4, round: 5 }
        const message = engine.t(`server.historyImport.${k}`, { ...vars, lng })
        const shown = engine.t('history.import.failed', { message, lng })
        expect(shown.match(/nothing (was )?changed|không có gì thay đổi/gi), `${k}: ${shown}`).toHaveLength(1)
        expect(shown, k).not.toMatch(/\{\{|\[\d+\]|\bformat\b|netMinor/)
      }
    })
})
