import { afterEach, describe, expect, it } from 'vitest'
import { setLanguage } from '@renderer/i18n/index.svelte'
import { keyInfo, parseField } from './words'

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
