/** The shared catalogues as the renderer's are checked (src/renderer/src/i18n/messages.test.ts): same keys and placeholders in both languages. */
import { describe, expect, it } from 'vitest'
import { outcomeEn } from '../../src/shared/i18n/outcome.en'
import { outcomeVi } from '../../src/shared/i18n/outcome.vi'
import { ruleWordsEn } from '../../src/shared/i18n/rules.en'
import { ruleWordsVi } from '../../src/shared/i18n/rules.vi'

type Tree = { [k: string]: string | Tree }

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v)
    else for (const [kk, vv] of leaves(v, `${prefix}${k}.`)) out.set(kk, vv)
  }
  return out
}

const placeholders = (s: string): string => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort().join()

describe.each([
  ['outcome', outcomeVi, outcomeEn],
  ['rules', ruleWordsVi, ruleWordsEn]
])('the shared %s catalogue', (_, vi, en) => {
  const viLeaves = leaves(vi as Tree)
  const enLeaves = leaves(en as Tree)

  it('has the same keys and placeholders in both languages, and no empty text', () => {
    expect([...enLeaves.keys()].sort()).toEqual([...viLeaves.keys()].sort())
    expect([...viLeaves].filter(([k, v]) => placeholders(v) !== placeholders(enLeaves.get(k) ?? '')).map(([k]) => k)).toEqual([])
    expect([...viLeaves, ...enLeaves].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([])
  })
})
