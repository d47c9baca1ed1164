/**
 * The compact columns (migration 7, src/core/store/columns.ts): what JS writes, SQL reads back as the
 * exact text it was given, and migration 7's SQL re-encoding agrees with the JS one.
 */
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { encodeHex, encodeTime, hexOut, RESULT_IN, resultOut, sqlEncode, timeOut } from '../../src/core/store/columns'

const db = new Database(':memory:')
afterAll(() => db.close())
/** One SQL expression of the bound value `t`. */
const one = (expr: (t: string) => string, value: unknown): unknown =>
  db
    .prepare(`SELECT ${expr('t')} FROM (SELECT ? AS t)`)
    .pluck()
    .get(value)

describe('compact columns', () => {
  it('prints every stored millisecond back exactly as toISOString does', () => {
    const read = db.prepare(`SELECT ${timeOut('t')} FROM (SELECT ? AS t)`).pluck()
    const sqlIn = db
      .prepare(`SELECT ${sqlEncode.time('t')} FROM (SELECT ? AS t)`)
      .pluck()
      .safeIntegers(true)
    let lcg = 12345
    const next = (): number => (lcg = (lcg * 1103515245 + 12345) % 2147483648)
    const samples = [0, 1, 999, 1000, 86_399_999, 951_782_400_000, 253_402_300_799_999]
    // Spread over 1970–9999, and dense around now (every millisecond digit in use).
    for (let i = 0; i < 20_000; i++) samples.push(Math.floor((next() / 2147483648) * 253_402_300_800_000))
    for (let i = 0; i < 20_000; i++) samples.push(1_796_000_000_000 + next())
    const wrong: string[] = []
    for (const ms of samples) {
      const iso = new Date(ms).toISOString()
      const stored = encodeTime(iso)
      if (stored !== BigInt(ms) || read.get(stored) !== iso || sqlIn.get(iso) !== BigInt(ms)) wrong.push(iso)
    }
    expect(wrong).toEqual([])
  })

  it('keeps any time it cannot give back exactly as its text, in JS and in the migration alike', () => {
    const sqlIn = db.prepare(`SELECT ${sqlEncode.time('t')} FROM (SELECT ? AS t)`).pluck()
    for (const t of [
      '2026-12-01T15:27:53Z',
      '2026-12-01 15:27:53.000',
      '2026-12-01T16:27:53.123+01:00',
      '1969-12-31T23:59:59.999Z',
      '+010000-01-01T00:00:00.000Z',
      'yesterday',
      ''
    ]) {
      expect(encodeTime(t), t).toBe(t)
      expect(sqlIn.get(t), t).toBe(t)
      expect(one(timeOut, t), t).toBe(t)
    }
    expect(one(timeOut, null)).toBeNull()
  })

  it('stores lower-case hex as its bytes and any other text as it is', () => {
    const seed = 'a5'.repeat(32)
    expect(encodeHex(seed)).toEqual(Buffer.from(seed, 'hex'))
    expect((encodeHex(seed) as Buffer).length).toBe(32)
    expect(one(hexOut, encodeHex(seed))).toBe(seed)
    expect(one(sqlEncode.hex, seed)).toEqual(Buffer.from(seed, 'hex'))
    for (const t of ['A5'.repeat(32), 'abc', '', 'benchclient0001', 'zz']) {
      expect(encodeHex(t), t).toBe(t)
      expect(one(sqlEncode.hex, t), t).toBe(t)
      expect(one(hexOut, t), t).toBe(t)
    }
  })

  it('stores a result as JSONB when json() gives the same text back, else the text', () => {
    const app = JSON.stringify({
      nets: { you: -100, dealer: 100 },
      wageredMinor: 100,
      netMinor: -100,
      balanceAfterMinor: 99_900,
      outcome: '2-2-5',
      dealer: 'b1',
      note: 'Xì dách "đền" \\ \u0001 ♠'
    })
    for (const [text, kind] of [
      [app, 'blob'],
      ['{ "nets": {} }', 'text'],
      ['{"n":1.50}', 'blob'],
      ['[1, 2]', 'text'],
      [null, 'null']
    ] as const) {
      const stored = db.prepare(`SELECT ${RESULT_IN}`).pluck().get(text)
      expect(stored === null ? 'null' : stored instanceof Uint8Array ? 'blob' : 'text', String(text)).toBe(kind)
      expect(one(resultOut, stored)).toBe(text)
      expect(one(sqlEncode.result, text)).toEqual(stored)
      const nets = (t: string): string => `json_extract(${t}, '$.nets')`
      if (text) expect(one(nets, stored)).toBe(one(nets, text))
    }
  })
})
