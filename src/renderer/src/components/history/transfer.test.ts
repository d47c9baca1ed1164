import { describe, expect, it } from 'vitest'
import { base64Bytes, jsonBytes, splitForUpload } from './transfer'
import { pagesCovering } from './pages'

describe('splitForUpload', () => {
  it('joins back to exactly the text, every piece within both limits', () => {
    const text = JSON.stringify({
      name: 'Minh Anh — Bàn Xanh',
      rounds: Array.from({ length: 500 }, (_, i) => ({ seq: i, note: 'ván "số" ' + i }))
    })
    const pieces = splitForUpload(text, 1000, 1500)
    expect(pieces.join('')).toBe(text)
    for (const p of pieces) {
      expect(p.length).toBeLessThanOrEqual(1000)
      expect(jsonBytes(p)).toBeLessThanOrEqual(1500)
    }
  })

  it('makes quote-heavy and Vietnamese text into smaller pieces than plain ASCII (bytes, not characters)', () => {
    const ascii = 'a'.repeat(4000)
    const heavy = '"'.repeat(4000)
    const viet = 'ữ'.repeat(4000)
    // A quote is written \" (2 bytes) and ữ is 3 bytes of UTF-8: the byte budget binds before the character cap.
    expect(splitForUpload(ascii, 4000, 2002)[0]?.length).toBe(2000)
    expect(splitForUpload(heavy, 4000, 2002)[0]?.length).toBe(1000)
    expect(splitForUpload(viet, 4000, 3002)[0]?.length).toBe(1000)
  })

  it('never cuts between the two halves of a surrogate pair', () => {
    const text = 'x' + '🂡'.repeat(50) // each card is two UTF-16 units
    const pieces = splitForUpload(text, 4)
    expect(pieces.join('')).toBe(text)
    for (const p of pieces) {
      const last = p.charCodeAt(p.length - 1)
      expect(last >= 0xd800 && last <= 0xdbff, `piece ends on a high surrogate: ${JSON.stringify(p)}`).toBe(false)
    }
  })

  it('gives nothing for an empty text', () => {
    expect(splitForUpload('', 10)).toEqual([])
  })
})

/** Bytes → base64 with the platform's own encoder, not ours. */
const b64of = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes))

describe('base64Bytes', () => {
  it('decodes to the bytes, including a UTF-8 letter cut across chunks', () => {
    const bytes = new TextEncoder().encode('Xì dách')
    const b64 = b64of(bytes)
    expect([...base64Bytes(b64)]).toEqual([...bytes])
    // Split "ì" (2 bytes) between two chunks: joined as bytes it decodes whole again.
    const a = b64of(bytes.slice(0, 2))
    const b = b64of(bytes.slice(2))
    const joined = new Uint8Array([...base64Bytes(a), ...base64Bytes(b)])
    expect(new TextDecoder().decode(joined)).toBe('Xì dách')
  })
})

describe('pagesCovering', () => {
  it('lists the pages rows [start, end) fall in', () => {
    expect(pagesCovering(0, 100, 100)).toEqual([0])
    expect(pagesCovering(95, 105, 100)).toEqual([0, 1])
    expect(pagesCovering(250, 251, 100)).toEqual([2])
    expect(pagesCovering(10, 10, 100)).toEqual([])
    expect(pagesCovering(0, 301, 100)).toEqual([0, 1, 2, 3])
  })
})
