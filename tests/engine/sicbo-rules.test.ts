/**
 * Sic Bo spots, pay tables and house rules, each expectation read off docs/rules-sicbo.md (and seed 003).
 */
import { describe, expect, it } from 'vitest'
import {
  ALL_SPOTS,
  PAY_TABLES,
  parseSpot,
  resolveSicboRules,
  sicboRulesToKeys,
  sicboSpots,
  spotPays,
  type ParsedSpot,
  type SicboDice,
  type SicboPayTable,
  type SicboRules
} from '@shared/games/sicbo'
import { PUBLISHED_PAY_TABLES, publishedTotalPays, type PublishedPreset } from '../support/sicbo-pay-tables'

function rules(input: unknown = {}): SicboRules {
  const r = resolveSicboRules(input)
  if (!r.ok) throw new Error(`${r.path}: ${r.message}`)
  return r.rules
}

const trainer = rules().payTable

function pays(spot: string, dice: SicboDice, table: SicboPayTable = trainer): number | null {
  const p = parseSpot(spot)
  if (!p) throw new Error(`not a spot: ${spot}`)
  return spotPays(table, p, dice)
}

describe('spot keys (docs/rules-sicbo.md, "Bet spots")', () => {
  it('50 spots, 52 with odd/even, with the keys and counts of the table', () => {
    const off = sicboSpots({ oddEven: false })
    const on = sicboSpots({ oddEven: true })
    expect(off).toHaveLength(50)
    expect(on).toHaveLength(52)
    expect(on.filter((s) => !off.includes(s))).toEqual(['odd', 'even'])
    const count = (prefix: string): number => off.filter((s) => s.startsWith(prefix)).length
    expect([
      count('small'),
      count('big'),
      count('single:'),
      count('total:'),
      count('double:'),
      count('triple:'),
      count('any-triple'),
      count('combo:')
    ]).toEqual([1, 1, 6, 14, 6, 6, 1, 15])
    expect(off).toContain('total:4')
    expect(off).toContain('total:17')
    expect(off).toContain('combo:1-2')
    expect(off).toContain('combo:5-6')
    expect(new Set(ALL_SPOTS).size).toBe(52)
  })

  it('no spot for totals 3 and 18, for combo with A ≥ B, or outside the list', () => {
    for (const k of [
      'total:3',
      'total:18',
      'combo:5-2',
      'combo:3-3',
      'single:7',
      'double:0',
      'Small',
      'triple',
      'any triple',
      ''
    ]) {
      expect(parseSpot(k)).toBeNull()
    }
  })
})

describe('what each spot pays on the trainer table (N to 1; null = loses)', () => {
  it('small: total 4–10 and not a triple', () => {
    expect(pays('small', [1, 1, 2])).toBe(1) // 4
    expect(pays('small', [1, 2, 3])).toBe(1)
    expect(pays('small', [4, 3, 3])).toBe(1) // 10
    expect(pays('small', [5, 3, 3])).toBeNull() // 11
    expect(pays('small', [2, 2, 2])).toBeNull() // triple, total 6
    expect(pays('small', [3, 3, 3])).toBeNull() // triple, total 9
    expect(pays('small', [1, 1, 1])).toBeNull()
  })

  it('big: total 11–17 and not a triple', () => {
    expect(pays('big', [5, 3, 3])).toBe(1) // 11
    expect(pays('big', [6, 5, 6])).toBe(1) // 17
    expect(pays('big', [4, 3, 3])).toBeNull() // 10
    expect(pays('big', [4, 4, 4])).toBeNull() // triple, total 12
    expect(pays('big', [5, 5, 5])).toBeNull()
    expect(pays('big', [6, 6, 6])).toBeNull()
  })

  it('odd / even: 1 to 1 by parity, and a triple loses both', () => {
    expect(pays('odd', [1, 2, 4])).toBe(1)
    expect(pays('even', [1, 2, 4])).toBeNull()
    expect(pays('even', [1, 2, 3])).toBe(1)
    expect(pays('odd', [1, 1, 1])).toBeNull() // total 3 is odd, but a triple
    expect(pays('even', [2, 2, 2])).toBeNull()
    expect(pays('odd', [5, 5, 5])).toBeNull()
  })

  it('single N pays by how many dice show N: 1, 2 or 3 to 1', () => {
    expect(pays('single:4', [4, 1, 2])).toBe(1)
    expect(pays('single:4', [1, 4, 4])).toBe(2)
    expect(pays('single:4', [4, 4, 4])).toBe(3)
    expect(pays('single:4', [1, 2, 3])).toBeNull()
    expect(pays('single:1', [6, 5, 1])).toBe(1)
  })

  it('total T pays its row; a triple pays as its total', () => {
    for (let t = 4; t <= 17; t++) {
      // some roll with total t: a, b, c with a ≤ 6 chosen greedily
      const a = Math.min(6, t - 2)
      const b = Math.min(6, t - a - 1)
      const c = t - a - b
      expect(pays(`total:${t}`, [a, b, c])).toBe(publishedTotalPays(PUBLISHED_PAY_TABLES.trainer, t))
      expect(pays(`total:${t}`, [a, b, c === 6 ? 5 : c + 1] as SicboDice)).toBeNull()
    }
    expect(pays('total:6', [2, 2, 2])).toBe(17)
    expect(pays('total:15', [5, 5, 5])).toBe(17)
    expect(pays('total:12', [4, 4, 4])).toBe(6)
  })

  it('double N: at least two dice show N, and a triple of N wins the same', () => {
    expect(pays('double:3', [3, 5, 3])).toBe(11)
    expect(pays('double:3', [3, 3, 3])).toBe(11)
    expect(pays('double:3', [3, 5, 6])).toBeNull()
    expect(pays('double:5', [3, 3, 5])).toBeNull()
  })

  it('triple N and any triple', () => {
    expect(pays('triple:6', [6, 6, 6])).toBe(180)
    expect(pays('triple:5', [6, 6, 6])).toBeNull()
    expect(pays('triple:6', [6, 6, 5])).toBeNull()
    expect(pays('any-triple', [2, 2, 2])).toBe(30)
    expect(pays('any-triple', [2, 2, 3])).toBeNull()
  })

  it('combo A-B: both show, paid once even when one shows twice (2-2-5 pays 2-5 once)', () => {
    expect(pays('combo:2-5', [2, 2, 5])).toBe(6)
    expect(pays('combo:2-5', [5, 2, 5])).toBe(6)
    expect(pays('combo:2-5', [2, 3, 4])).toBeNull()
    expect(pays('combo:2-5', [5, 5, 5])).toBeNull()
    expect(pays('combo:1-6', [6, 1, 1])).toBe(6)
  })

  it('a triple loses small and big but counts for every other bet (seed 003, "Trường hợp đặc biệt")', () => {
    const d: SicboDice = [3, 3, 3]
    const winners = sicboSpots({ oddEven: true }).filter(
      (s) => spotPays(trainer, parseSpot(s) as ParsedSpot, d) !== null
    )
    expect(winners.sort()).toEqual(['any-triple', 'double:3', 'single:3', 'total:9', 'triple:3'].sort())
    expect(pays('single:3', d)).toBe(3)
  })
})

describe('pay tables (docs/rules-sicbo.md, "Presets and pay tables")', () => {
  it.each(Object.keys(PUBLISHED_PAY_TABLES) as PublishedPreset[])('%s', (name) => {
    const t = rules({ preset: name }).payTable
    expect(t).toEqual(PUBLISHED_PAY_TABLES[name])
    expect(PAY_TABLES[name]).toEqual(t)
  })
})

describe('resolveSicboRules', () => {
  it('defaults: trainer, no odd/even, minBet 0.01, no maximum', () => {
    expect(rules()).toEqual({
      preset: 'trainer',
      payTableName: 'trainer',
      payTable: PAY_TABLES.trainer,
      oddEven: false,
      minBetMinor: 1,
      maxBetMinor: null,
      maxTotalBetMinor: null
    })
    expect(rules(undefined)).toEqual(rules({ preset: 'trainer' }))
  })

  it('keys override the preset; a named table can be set on any preset', () => {
    const r = rules({
      preset: 'macau',
      payTable: 'atlantic-city',
      oddEven: true,
      minBet: 1,
      maxBet: 500,
      maxTotalBet: 2000.5
    })
    expect(r).toMatchObject({
      preset: 'macau',
      payTableName: 'atlantic-city',
      oddEven: true,
      minBetMinor: 100,
      maxBetMinor: 50000,
      maxTotalBetMinor: 200050
    })
    expect(r.payTable.double).toBe(10)
  })

  it('a custom table covering every row, payouts ≥ 0', () => {
    const custom = { ...PAY_TABLES.trainer, combo: 0, anyTriple: 31 }
    const r = rules({ payTable: custom })
    expect(r.payTableName).toBe('custom')
    expect(r.payTable).toEqual(custom)
    expect(resolveSicboRules(sicboRulesToKeys(r))).toEqual({ ok: true, rules: r })
  })

  it('round-trips every preset through its keys', () => {
    for (const preset of ['trainer', 'atlantic-city', 'macau']) {
      const r = rules({ preset, maxBet: 100, maxTotalBet: null })
      expect(rules(sicboRulesToKeys(r))).toEqual(r)
    }
  })

  const errors: Array<[string, unknown, string, string | RegExp]> = [
    ['unknown key', { decks: 6 }, 'decks', /unknown house rule/],
    ['unknown preset', { preset: 'vegas' }, 'preset', /unknown preset "vegas"/],
    ['unknown named table', { payTable: 'vegas' }, 'payTable', /unknown pay table "vegas"/],
    [
      'a custom table missing a row',
      { payTable: (({ combo: _c, ...rest }) => rest)(PAY_TABLES.trainer) },
      'payTable.combo',
      /missing/
    ],
    [
      'a custom table with an unknown row',
      { payTable: { ...PAY_TABLES.trainer, odd: 1 } },
      'payTable.odd',
      /unknown row/
    ],
    ['a negative payout', { payTable: { ...PAY_TABLES.trainer, double: -1 } }, 'payTable.double', /from 0/],
    ['a fractional payout', { payTable: { ...PAY_TABLES.trainer, triple: 7.5 } }, 'payTable.triple', /whole number/],
    ['oddEven not a boolean', { oddEven: 'yes' }, 'oddEven', 'must be true or false'],
    ['minBet with three decimals', { minBet: 0.005 }, 'minBet', 'must have at most two decimals'],
    ['minBet 0', { minBet: 0 }, 'minBet', 'must be greater than 0'],
    ['maxBet under minBet', { minBet: 10, maxBet: 5 }, 'maxBet', 'must be at least minBet (10)'],
    ['maxTotalBet under maxBet', { maxBet: 100, maxTotalBet: 50 }, 'maxTotalBet', 'must be at least maxBet (100)'],
    ['maxTotalBet under minBet', { minBet: 10, maxTotalBet: 5 }, 'maxTotalBet', 'must be at least minBet (10)'],
    ['rules not an object', [1], '', /must be an object/]
  ]
  it.each(errors)('refuses %s, naming the key', (_what, input, path, message) => {
    const r = resolveSicboRules(input)
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.path).toBe(path)
    if (typeof message === 'string') expect(r.message).toBe(message)
    else expect(r.message).toMatch(message)
  })
})
