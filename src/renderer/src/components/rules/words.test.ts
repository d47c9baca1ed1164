import { afterEach, describe, expect, it } from 'vitest'
import { setLanguage } from '@renderer/i18n/index.svelte'
import { presetKeys, RULES } from '@shared/rules/index'
import { headlineValue, helpText, keyInfo, parseField, valueText } from './words'

/** Issue 32: the editor's chips fields read numbers as the language writes them, as the top-up does. */
describe('a chips field of the rules editor', () => {
  const maxBet = keyInfo('xidach', 'maxBet')
  afterEach(() => setLanguage('vi'))

  it('reads "1.000" as one thousand in Vietnamese, and "2,5" as two and a half', () => {
    setLanguage('vi')
    expect(parseField(maxBet!, '1.000')).toEqual({ ok: true, value: 1000 })
    expect(parseField(maxBet!, '2,5')).toEqual({ ok: true, value: 2.5 })
    expect(parseField(maxBet!, '1.0.0').ok).toBe(false)
  })

  it('reads "1,000" as one thousand in English', () => {
    setLanguage('en')
    expect(parseField(maxBet!, '1,000')).toEqual({ ok: true, value: 1000 })
    expect(parseField(maxBet!, '2.5')).toEqual({ ok: true, value: 2.5 })
  })
})

/**
 * Issue 32: an option's help said its value twice once the value was worded ("«push» hòa" → "«hòa»
 * hòa"), or half of it ("«nhà cái trả phần thiếu» nhà cái trả").
 */
describe('a rule’s help names each option once', () => {
  afterEach(() => setLanguage('vi'))
  for (const lang of ['vi', 'en'] as const)
    it(`${lang}: no worded option is followed by its own words`, () => {
      setLanguage(lang)
      const repeated: string[] = []
      for (const game of ['xidach', 'blackjack', 'sicbo'] as const)
        for (const info of RULES[game].keys) {
          const help = helpText(info)
          for (const m of help.matchAll(/[«"]([^»"]+)[»"]:?\s+([^;,.()]+)/g)) {
            const [, value, after] = m as unknown as [string, string, string]
            if (after.toLowerCase().startsWith(value.toLowerCase())) repeated.push(`${game}.${info.key}: ${m[0]}`)
            // Half of it repeated counts too: "«nhà cái trả phần thiếu» nhà cái trả" (its first two words).
            const lead = after.toLowerCase().split(/\s+/).slice(0, 2)
            if (lead.length === 2 && value.toLowerCase().startsWith(lead.join(' ')))
              repeated.push(`${game}.${info.key}: ${m[0]}`)
          }
        }
      expect(repeated).toEqual([])
    })
})

/** Issue 32: a 6:5 table (stakes in steps of 0.1) said "Minimum 0.01" in its rules summary. */
describe('the rules summary’s minimum stake', () => {
  afterEach(() => setLanguage('vi'))
  const minBet = (game: 'blackjack' | 'xidach') => keyInfo(game, 'minBet')!

  it('is the smallest stake a Blackjack table takes, the minimum rounded up to its step', () => {
    setLanguage('en')
    // 6:5 with surrender or insurance: stakes in steps of lcm(2, 5) = 10 minor units, 0.1 chips.
    const sixFive = { ...presetKeys('blackjack', 'club99'), blackjackPays: '6:5', minBet: 0.01 }
    expect(headlineValue('blackjack', minBet('blackjack'), sixFive)).toBe('0.1 chips')
    // 3:2: steps of 2 units; a minimum of 0.05 is taken as 0.06.
    expect(headlineValue('blackjack', minBet('blackjack'), { ...sixFive, blackjackPays: '3:2', minBet: 0.05 })).toBe(
      '0.06 chips'
    )
    expect(headlineValue('blackjack', minBet('blackjack'), { ...sixFive, blackjackPays: '3:2', minBet: 10 })).toBe(
      '10 chips'
    )
  })

  it('is the key as set where stakes have no step', () => {
    setLanguage('en')
    const keys = { ...presetKeys('xidach', 'wiki'), minBet: 0.01 }
    expect(headlineValue('xidach', minBet('xidach'), keys)).toBe(valueText(minBet('xidach'), 0.01))
  })
})
