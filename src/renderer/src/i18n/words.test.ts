/**
 * Issue 32, the "Words" list: texts a person read wrong. Each case here was seen in the app; the
 * checks read the catalogues and the code that fills them, so a new text with the same fault fails too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { en } from './en'
import { vi } from './vi'

type Tree = { [k: string]: string | Tree }

function textOf(tree: unknown, key: string): string | undefined {
  let at: unknown = tree
  for (const part of key.split('.')) at = (at as Record<string, unknown> | undefined)?.[part]
  return typeof at === 'string' ? at : undefined
}

function sources(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) out.push(...sources(path))
    else if (/\.(svelte|ts)$/.test(name) && !name.endsWith('.test.ts')) out.push(path)
  }
  return out
}

const rendererSrc = join(__dirname, '..')

describe('an amount is worded once', () => {
  // chips() and the history's words already end in the unit ("5.000 chip", "0.1 chips"); a text that
  // adds the unit after such a value read "5.000 chip chip" (the bank's need) and "0.1 chips chips".
  const calls = sources(rendererSrc).flatMap((file) => {
    const code = readFileSync(file, 'utf8')
    return [...code.matchAll(/\bt\(\s*'([\w.]+)'\s*,\s*\{([^}]*)\}/g)].map((m) => ({
      file,
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
