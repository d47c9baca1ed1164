import { describe, expect, it } from 'vitest'
import { TOP_UP_MAX_MINOR, TOP_UP_MIN_MINOR } from '@shared/contract/constants'
import { parseChips } from './chips-input'

describe('parseChips', () => {
  const top = (s: string) => parseChips(s, TOP_UP_MIN_MINOR, TOP_UP_MAX_MINOR)

  it('reads the top-up limits from the contract: 1 to 1,000,000 chips', () => {
    expect(TOP_UP_MIN_MINOR).toBe(100)
    expect(TOP_UP_MAX_MINOR).toBe(100_000_000)
  })

  it('turns chips with up to two decimals into minor units, either decimal separator', () => {
    expect(top('250')).toEqual({ ok: true, minor: 25_000 })
    expect(top('12,5')).toEqual({ ok: true, minor: 1_250 })
    expect(top('12.50')).toEqual({ ok: true, minor: 1_250 })
    expect(top(' 0.07 ')).toEqual({ ok: false, reason: 'range' })
    expect(top('1')).toEqual({ ok: true, minor: 100 })
    expect(top('1000000')).toEqual({ ok: true, minor: 100_000_000 })
    // 0.1 + 0.2 style binary fractions still land on whole minor units.
    expect(top('1.15')).toEqual({ ok: true, minor: 115 })
    expect(top('999999.99')).toEqual({ ok: true, minor: 99_999_999 })
  })

  it('refuses amounts outside 1 – 1,000,000 chips', () => {
    expect(top('0')).toEqual({ ok: false, reason: 'range' })
    expect(top('0.99')).toEqual({ ok: false, reason: 'range' })
    expect(top('1000000.01')).toEqual({ ok: false, reason: 'range' })
    expect(top('99999999999999')).toEqual({ ok: false, reason: 'range' })
  })

  it('reads Vietnamese grouping and decimals as the app writes them', () => {
    expect(top('1.000')).toEqual({ ok: true, minor: 100_000 })
    expect(top('1.250,5')).toEqual({ ok: true, minor: 125_050 })
    expect(top('12.500,75')).toEqual({ ok: true, minor: 1_250_075 })
    expect(top('1.000.000')).toEqual({ ok: true, minor: 100_000_000 })
    expect(top('1 000')).toEqual({ ok: true, minor: 100_000 })
    expect(top('1\u00a0000,5')).toEqual({ ok: true, minor: 100_050 })
    // Three digits after the dot are a group in Vietnamese: 1.005 is a thousand and five.
    expect(top('1.005')).toEqual({ ok: true, minor: 100_500 })
  })

  it('reads English grouping and decimals', () => {
    const en = (s: string) => parseChips(s, TOP_UP_MIN_MINOR, TOP_UP_MAX_MINOR, 'en')
    expect(en('1,000')).toEqual({ ok: true, minor: 100_000 })
    expect(en('1,250.5')).toEqual({ ok: true, minor: 125_050 })
    expect(en('12.5')).toEqual({ ok: true, minor: 1_250 })
    // A comma with one or two digits after it cannot be a group: a decimal mark, as before.
    expect(en('12,5')).toEqual({ ok: true, minor: 1_250 })
    for (const s of ['1.000,5', '1.005', '1,00,000', '1,0000'])
      expect(en(s), s).toEqual({ ok: false, reason: 'format' })
  })

  it('refuses anything else: signs, exponents, misplaced or mixed marks, more than two decimals', () => {
    for (const s of [
      '',
      ' ',
      'abc',
      '-5',
      '+5',
      '1,005',
      '1,000.5',
      '1.00.000',
      '1e3',
      '12,',
      '.5',
      'Infinity',
      '12 5',
      '1.000,555'
    ]) {
      expect(top(s), s).toEqual({ ok: false, reason: 'format' })
    }
  })
})
