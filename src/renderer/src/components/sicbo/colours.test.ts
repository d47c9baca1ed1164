/**
 * WCAG AA for the colours the Sic Bo table draws outside the shared tokens: the amount printed on
 * every chip, the house-edge band, and spot text on a lit (winning) spot. Uses the renderer's own
 * contrast maths (styles/contrast.ts) and the token values from tokens.css.
 */
import { describe, expect, it } from 'vitest'
import { ratio, readTokens } from '@renderer/styles/contrast'
import { CHIP_FACES, CHIP_VALUES_MINOR, chipFace, chipShort } from '../table/chips'

// As in styles/contrast.test.ts: Node's fs through a specifier the renderer's tsconfig does not resolve.
const fsModule = 'node:fs'
const { readFileSync } = (await import(/* @vite-ignore */ fsModule)) as {
  readFileSync(path: URL, encoding: 'utf8'): string
}
const tokens = readTokens(readFileSync(new URL('../../styles/tokens.css', import.meta.url), 'utf8'))
const tok = (name: string): string => tokens.get(name) as string

/** `top` at `alpha` over `under`, as the browser composites it. */
function over(top: string, alpha: number, under: string): string {
  const c = (hex: string): number[] => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
  const a = c(top)
  const b = c(under)
  return (
    '#' +
    a
      .map((v, i) =>
        Math.round(v * alpha + (b[i] as number) * (1 - alpha))
          .toString(16)
          .padStart(2, '0')
      )
      .join('')
  )
}

// SicboBoard.svelte's felt: the layout's gradient runs from #0d4530 to #0a3a28.
const BOARD = ['#0d4530', '#0a3a28']

describe('Sic Bo colours', () => {
  it('every chip prints its amount at 4.5:1 or better', () => {
    for (const [, face] of CHIP_FACES)
      expect(ratio(face.ink, face.fill), `${face.ink} on ${face.fill}`).toBeGreaterThanOrEqual(4.5)
  })

  it('a stack takes the colour of the largest chip it reaches', () => {
    expect(chipFace(100)).toBe(CHIP_FACES.find(([v]) => v === 0)?.[1])
    expect(chipFace(499)).toBe(chipFace(100))
    expect(chipFace(500)).toBe(CHIP_FACES.find(([v]) => v === 500)?.[1])
    expect(chipFace(7_500)).toBe(CHIP_FACES.find(([v]) => v === 2_500)?.[1])
    expect(chipFace(10_000_000)).toBe(CHIP_FACES.find(([v]) => v === 500_000)?.[1])
    expect(CHIP_VALUES_MINOR.map((v) => chipShort(v, 'vi-VN'))).toEqual([
      '1',
      '5',
      '10',
      '25',
      '100',
      '500',
      '1K',
      '5K'
    ])
    expect(chipShort(125_000, 'vi-VN')).toBe('1,3K')
    expect(chipShort(150, 'en-US')).toBe('1.5')
  })

  it('spot text, lit spots and the house-edge band pass AA on the layout', () => {
    for (const bg of BOARD) {
      for (const fg of ['--ink', '--ink-muted', '--gold-bright'])
        expect(ratio(tok(fg), bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5)
      // A winning spot: gold at 20 % over the felt.
      const lit = over(tok('--gold'), 0.2, bg)
      expect(ratio(tok('--ink'), lit), `--ink on lit ${lit}`).toBeGreaterThanOrEqual(4.5)
      expect(ratio(tok('--gold-bright'), lit), `--gold-bright on lit ${lit}`).toBeGreaterThanOrEqual(4.5)
      // The edge band: #1a1405 on --gold-bright at 95 %.
      expect(ratio('#1a1405', over(tok('--gold-bright'), 0.95, bg))).toBeGreaterThanOrEqual(4.5)
    }
  })
})
