/**
 * The catalogue of the house's refusals against the house's table of keys (shared/contract/server-text):
 * every key has a text in both languages, and a text uses only the values the house sends with it.
 */
import { describe, expect, it } from 'vitest'
import { SERVER_TEXTS } from '@shared/contract/server-text'
import { en } from './en'
import { vi } from './vi'

const placeholders = (s: string): string[] => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '')

function textAt(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      tree
    )
}

describe('server texts', () => {
  for (const [lng, catalogue] of [
    ['vi', vi.server],
    ['en', en.server]
  ] as const) {
    it(`${lng}: every key has a text using only the values sent with it`, () => {
      const problems: string[] = []
      for (const [key, vars] of Object.entries(SERVER_TEXTS)) {
        const text = textAt(catalogue, key)
        if (typeof text !== 'string') problems.push(`${key}: no text`)
        else
          for (const p of placeholders(text))
            if (!(vars as readonly string[]).includes(p)) problems.push(`${key}: {{${p}}} is not sent`)
      }
      expect(problems).toEqual([])
    })
  }
})
