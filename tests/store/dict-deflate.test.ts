/**
 * The round steps' deflater (store/dict-deflate.ts), checked against zlib: whatever text it is given,
 * zlib's own inflater, with the same dictionary, gives back exactly that text; and on the steps the
 * games write it is no larger than zlib's level 6 with the settings the store used before.
 */
import fc from 'fast-check'
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { DictDeflater } from '../../src/core/store/dict-deflate'

const DICTIONARY = Buffer.from(
  '{"type":"bet","spot":"small","amountMinor":{"type":"rolled","dice":[,"total":},{"type":"settled","bets":[' +
    '{"type":"deal","to":"you1","hand":0,"card":"{"type":"action","seat":"you1","hand":0,"do":"hit"}' +
    '"single:1","single:2","single:3","combo:1-2","combo:1-3","total:10","odd","even"'
)

function inflated(data: Uint8Array, dictionary: Uint8Array): string {
  return inflateRawSync(data, { dictionary }).toString('utf8')
}

/** zlib's output for the same text, as event-codec.ts wrote steps before dict-deflate. */
function zlibSize(text: string, dictionary: Uint8Array): number {
  return deflateRawSync(Buffer.from(text, 'utf8'), { dictionary, level: 6, windowBits: 12, memLevel: 1 }).length
}

/** A step as a Sic Bo roll writes it: the bet, the dice, the settlement and the winning spots. */
function sicboStep(dice: [number, number, number], spot: string, amount: number): string {
  const total = dice[0] + dice[1] + dice[2]
  const won = (spot === 'big') === total >= 11
  const net = won ? amount : -amount
  const singles = [...new Set(dice)].map((d) => `"single:${d}"`).join(',')
  return (
    `{"type":"roll","bets":[{"spot":"${spot}","amountMinor":${amount}}]}\n` +
    `[{"type":"bet-placed","bet":{"seat":"you","spot":"${spot}","amountMinor":${amount}}},{"type":"betting-closed"},` +
    `{"type":"rolled","dice":[${dice.join(',')}],"total":${total}},{"type":"settled","bets":[{"seat":"you","spot":"${spot}",` +
    `"amountMinor":${amount},"pays":${won ? 1 : 'null'},"netMinor":${net}}],"nets":{"you":${net},"dealer":${-net}},` +
    `"winningSpots":["${total >= 11 ? 'big' : 'small'}",${singles},"total:${total}","${total % 2 ? 'odd' : 'even'}"]}]`
  )
}

/** A Blackjack hit as a table writes it. */
function hitStep(card: string, hand: number): string {
  return `{"do":"hit"}\n[{"type":"action","seat":"you1","hand":${hand},"do":"hit"},{"type":"deal","to":"you1","hand":${hand},"card":"${card}"}]`
}

describe('dictionary deflate', () => {
  const deflater = new DictDeflater(DICTIONARY)

  it('inflates with zlib to exactly the text, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.json(), fc.string({ unit: 'binary' })),
        (text) => {
          expect(inflated(deflater.deflate(text), DICTIONARY)).toBe(text)
        }
      ),
      { numRuns: 500 }
    )
  })

  it('inflates to exactly the text for long and repetitive texts (long matches, distances past the dictionary)', () => {
    const texts = [
      'a'.repeat(70_000),
      '{"type":"bet"}'.repeat(3_000),
      Array.from({ length: 4_000 }, (_, i) => `{"n":${(i * 7919) % 1000}}`).join(','),
      sicboStep([1, 2, 3], 'big', 100).repeat(200)
    ]
    for (const text of texts) expect(inflated(deflater.deflate(text), DICTIONARY)).toBe(text)
  })

  it('works with any dictionary, an empty one too', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4_000 }), fc.string({ maxLength: 600 }), (dict, text) => {
        expect(inflated(new DictDeflater(dict).deflate(text), dict)).toBe(text)
      }),
      { numRuns: 200 }
    )
  })

  it('answers each text the same whatever came before it (every call starts from the dictionary alone)', () => {
    const a = sicboStep([6, 6, 5], 'small', 100)
    const b = hitStep('Kh', 0)
    const first = deflater.deflate(a)
    deflater.deflate(b)
    deflater.deflate('x'.repeat(5_000))
    expect(deflater.deflate(a)).toEqual(first)
    expect(deflater.deflate(b)).toEqual(new DictDeflater(DICTIONARY).deflate(b))
  })

  it('keeps text that does not compress in a stored block: at most 5 bytes more than the text', () => {
    let seed = 12345
    const noise = Array.from({ length: 3_000 }, () => {
      seed = (seed * 1103515245 + 12345) >>> 0
      return String.fromCharCode(0x4e00 + (seed % 20_000))
    }).join('')
    const data = deflater.deflate(noise)
    expect(data.length).toBeLessThanOrEqual(Buffer.byteLength(noise, 'utf8') + 5)
    expect(inflated(data, DICTIONARY)).toBe(noise)
  })

  it('leaves the lead bytes asked for, zero, before the same stream, compressed or stored', () => {
    // Three-byte characters drawn from the whole range below the surrogates: almost every byte takes
    // a 9-bit fixed code and no three bytes repeat, so the stored block is the smaller.
    let seed = 777
    const noise = Array.from({ length: 100 }, () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
      return String.fromCharCode(0x800 + ((seed >>> 8) % (0xd800 - 0x800)))
    }).join('')
    for (const text of [sicboStep([2, 3, 5], 'big', 300), noise]) {
      const plain = deflater.deflate(text)
      const led = deflater.deflate(text, 2)
      expect([...led.subarray(0, 2)]).toEqual([0, 0])
      expect(led.subarray(2)).toEqual(plain)
      expect(inflated(led.subarray(2), DICTIONARY)).toBe(text)
    }
    // The noise went into a stored block (BTYPE 00), the step into fixed codes (BTYPE 01).
    expect(deflater.deflate(noise)[0]! & 0b110).toBe(0)
    expect(deflater.deflate(sicboStep([2, 3, 5], 'big', 300))[0]! & 0b110).toBe(0b010)
  })

  it("is no larger than zlib's level 6 over the steps the games write", () => {
    const spots = ['small', 'big']
    const texts: string[] = []
    for (let d1 = 1; d1 <= 6; d1++)
      for (let d2 = d1; d2 <= 6; d2++)
        for (let d3 = d2; d3 <= 6; d3++)
          for (const spot of spots) texts.push(sicboStep([d1, d2, d3], spot, 100 * (1 + ((d1 + d2 + d3) % 5))))
    for (const rank of ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'])
      for (const suit of ['s', 'h', 'd', 'c']) for (const hand of [0, 1]) texts.push(hitStep(rank + suit, hand))
    let ours = 0
    let zlib = 0
    for (const text of texts) {
      const data = deflater.deflate(text)
      expect(inflated(data, DICTIONARY)).toBe(text)
      ours += data.length
      zlib += zlibSize(text, DICTIONARY)
    }
    expect(ours).toBeLessThanOrEqual(zlib)
  })
})
