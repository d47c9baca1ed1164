import { describe, expect, it } from 'vitest'
import { MIN_RATIO, PAIRS, ratio, readTokens, resolve } from './contrast'

// Vitest runs this in Node, but the renderer's tsconfig has no Node types (and vitest turns CSS
// imports, ?raw included, into empty modules), so fs is loaded by a specifier TS does not resolve.
const fsModule = 'node:fs'
const { readFileSync } = (await import(/* @vite-ignore */ fsModule)) as {
  readFileSync(path: URL, encoding: 'utf8'): string
}
const tokens = readTokens(readFileSync(new URL('./tokens.css', import.meta.url), 'utf8'))

describe('contrast formula', () => {
  it('reads the tokens file', () => {
    expect(tokens.get('--ink')).toMatch(/^#[0-9a-f]{6}$/)
    expect(tokens.size).toBeGreaterThan(20)
  })

  it('matches the WCAG reference points', () => {
    expect(ratio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(ratio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
    // #767676 on white is the well-known lightest grey that passes AA for body text (4.54:1).
    expect(ratio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })

  it('composites a translucent layer', () => {
    expect(
      resolve(
        { over: '--x', alpha: 0.5, on: '--y' },
        new Map([
          ['--x', '#ffffff'],
          ['--y', '#000000']
        ])
      )
    ).toBe('#808080')
  })
})

describe('palette (tokens.css) meets WCAG AA for every pair the UI uses', () => {
  for (const pair of PAIRS) {
    const bgName = typeof pair.bg === 'string' ? pair.bg : `${pair.bg.over}@${pair.bg.alpha} over ${pair.bg.on}`
    it(`${pair.fg} on ${bgName} (${pair.level}, ${pair.where})`, () => {
      const r = ratio(resolve(pair.fg, tokens), resolve(pair.bg, tokens))
      expect(r).toBeGreaterThanOrEqual(MIN_RATIO[pair.level])
    })
  }
})
