import { describe, expect, it } from 'vitest'
import { fieldWords, reasonWords } from './request-words'

describe('a refused request names its field in words', () => {
  // English showed the schema's key: "name: must be at most 40 characters".
  it('English names the field, not its key', () => {
    expect(fieldWords('name', 'en')).toBe('Name')
    expect(fieldWords('keys.name', 'en')).toBe('Ruleset name')
    expect(fieldWords('profile.name', 'en')).toBe('Name')
    expect(fieldWords('clientSeed', 'en')).toBe('Your seed')
  })
  it('Vietnamese too', () => {
    expect(fieldWords('name', 'vi')).toBe('Tên')
    expect(reasonWords('must be at most 40 characters', 'vi')).toBe('tối đa 40 ký tự')
  })
  it('every field worded in Vietnamese is worded in English', () => {
    for (const field of ['name', 'amountMinor', 'id', 'keys', 'keys.name', 'uploadId', 'clientSeed', 'stakes', 'input'])
      expect(fieldWords(field, 'en'), field).not.toBe(field)
  })
})
