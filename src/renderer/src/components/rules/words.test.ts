import { afterEach, describe, expect, it } from 'vitest'
import { setLanguage } from '@renderer/i18n/index.svelte'
import { RULES } from '@shared/rules/index'
import { helpText, keyInfo, parseField } from './words'

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

/** Issue 32: an option's help said its value twice once the value was worded ("«push» hòa" → "«hòa» hòa"). */
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
          }
        }
      expect(repeated).toEqual([])
    })
})
