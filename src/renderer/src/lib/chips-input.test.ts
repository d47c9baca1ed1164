import { describe, expect, it } from 'vitest'
import { parseChips, TOP_UP_MAX_MINOR, TOP_UP_MIN_MINOR } from './chips-input'

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

  it('refuses anything that is not plain digits with at most two decimals', () => {
    for (const s of ['', ' ', 'abc', '-5', '+5', '1.005', '1,000.5', '1.000,5', '1e3', '12,', '.5', 'Infinity', '1 000']) {
      expect(top(s), s).toEqual({ ok: false, reason: 'format' })
    }
  })
})
