/**
 * Issue 32: a disabled action button kept its gold (the table's "press me" colour) at 60 % opacity
 * while the table waited. A disabled filled button drops its fill: no gold, no red, no raised shadow.
 */
import { describe, expect, it } from 'vitest'

// As in contrast.test.ts: the renderer's tsconfig has no Node types, so fs comes by a specifier TS does not resolve.
const fsModule = 'node:fs'
const { readFileSync } = (await import(/* @vite-ignore */ fsModule)) as {
  readFileSync(path: URL, encoding: 'utf8'): string
}
const css = readFileSync(new URL('./app.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')

/** The declarations of the rule whose selector list holds `selector` exactly. */
function rule(selector: string): Record<string, string> | null {
  for (const m of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selectors = (m[1] as string).split(',').map((s) => s.trim())
    if (!selectors.includes(selector)) continue
    const out: Record<string, string> = {}
    for (const d of (m[2] as string).split(';')) {
      const i = d.indexOf(':')
      if (i > 0) out[d.slice(0, i).trim()] = d.slice(i + 1).trim()
    }
    return out
  }
  return null
}

describe('a disabled filled button', () => {
  for (const kind of ['.btn-primary', '.btn-danger'])
    it(`${kind}:disabled has no fill of its own`, () => {
      const r = rule(`${kind}:disabled`)
      expect(r, `${kind}:disabled`).not.toBeNull()
      expect(r!.background).toBeDefined()
      expect(r!.background).not.toMatch(/gold|danger/)
      expect(r!['box-shadow']).toBe('none')
      expect(r!.color).toBe('var(--ink-muted)')
    })
})
