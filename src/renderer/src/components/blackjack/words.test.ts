/**
 * Issue 32: with the hole card down the dealer's line read "Dealer: hard 10" for a king and
 * "soft 1/11" for an ace — a total of one card. One up-card is named by its value.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { setLanguage } from '@renderer/i18n/index.svelte'
import { dealerLine, totalShort, totalText } from './words'

describe("the dealer's line", () => {
  afterEach(() => setLanguage('vi'))

  it('one card up: the card, not a hard or soft total', () => {
    setLanguage('en')
    expect(dealerLine({ cards: ['KS', null], total: 10, soft: false })).toBe('Dealer shows 10')
    expect(dealerLine({ cards: ['AH', null], total: 11, soft: true })).toBe('Dealer shows A')
    expect(dealerLine({ cards: ['7D', null], total: 7, soft: false })).toBe('Dealer shows 7')
    setLanguage('vi')
    expect(dealerLine({ cards: ['AH', null], total: 11, soft: true })).toBe('Nhà cái ngửa lá A')
  })

  it('two or more cards up: the total, hard or soft', () => {
    setLanguage('en')
    expect(dealerLine({ cards: ['KS', '7H'], total: 17, soft: false })).toBe('Dealer: hard 17')
    expect(dealerLine({ cards: ['AS', '6H'], total: 17, soft: true })).toBe('Dealer: soft 7/17')
    expect(dealerLine({ cards: ['KS', '6H', '9C'], total: 25, soft: false })).toBe('Dealer: 25')
  })
})

describe("a split hand's compact total", () => {
  afterEach(() => setLanguage('vi'))

  it('numbers only: a soft total as its two values, a hard one bare, in either language', () => {
    for (const lang of ['vi', 'en'] as const) {
      setLanguage(lang)
      // A + 6 counts 7 or 17; A + 10 (after a split) is 21, one value; 9 + 6 is hard 15.
      expect(totalShort(17, true)).toBe('7/17')
      expect(totalShort(21, true)).toBe('21')
      expect(totalShort(15, false)).toBe('15')
      expect(totalShort(0, false)).toBe('—')
    }
    // The words kept beside it (tooltip, screen readers) say the same total.
    setLanguage('vi')
    expect(totalText(17, true)).toBe('7/17 mềm')
  })
})
