/**
 * Hand values under each ace rule, hand classes, and settlement lines 1–5 of docs/rules-xidach.md "Settlement (phase 2)", with
 * every expected total and net worked out by hand from the rules.
 */
import { describe, expect, it } from 'vitest'
import type { Card } from '@shared/cards'
import { resolveXidachRules, type XidachRules } from '@shared/games/xidach'
import {
  aceCount,
  bestTotal,
  BUST,
  hardTotal,
  natural,
  NGU_LINH,
  shownTotal,
  standing,
  standingIndex,
  standingTable,
  settleAgainst
} from '../../src/core/engine/games/xidach'

function rules(input: unknown = {}): XidachRules {
  const r = resolveXidachRules(input)
  if (!r.ok) throw new Error(r.message)
  return r.rules
}
const wiki = rules()
const flexible = rules({ aceValue: 'flexible' })
const western = rules({ aceValue: 'western' })
const c = (s: string): Card[] => s.split(' ') as Card[]
const total = (r: XidachRules, cards: string): number => shownTotal(r, c(cards))

describe('hand values', () => {
  it('faces are 10, pips at face value', () => {
    expect(total(wiki, 'KS QH')).toBe(20)
    expect(total(wiki, '9S 7H')).toBe(16)
    expect(total(wiki, 'TS 5H 9C')).toBe(24)
  })
  it('by-count: ace 11 in two cards, 10 in three, 1 in four or more', () => {
    expect(total(wiki, 'AS 6H')).toBe(17)
    expect(total(wiki, 'AS 5H 5C')).toBe(20)
    expect(total(wiki, 'AS 2H 4C 5D')).toBe(12)
    expect(total(wiki, 'AS AH AD')).toBe(21) // 10 + 10 + 1
    expect(total(wiki, 'AS AH 2D')).toBe(13) // 10 + 1 + 2 (10 + 10 + 2 = 22)
    expect(total(wiki, 'AS 6H 9C')).toBe(16) // 10 + 6 + 9 = 25 is over, so 1 + 6 + 9
    expect(total(wiki, 'AS AH')).toBe(12) // 11 + 1
  })
  it('flexible: each ace 1, 10 or 11', () => {
    expect(total(flexible, 'AS 2H 4C 5D')).toBe(21) // 10 + 11
    expect(total(flexible, 'AS 5H 5C')).toBe(21) // 11 + 10
    expect(total(flexible, 'AS AH')).toBe(21) // 11 + 10
    expect(total(flexible, 'AS AH 9C')).toBe(21) // 1 + 11 + 9
    expect(total(flexible, 'AS AH 8C')).toBe(20) // 1 + 11 + 8; two raised aces would be 28 or more
    expect(total(flexible, 'AS AH AD')).toBe(21) // 10 + 10 + 1
    expect(total(flexible, 'AS KH QC')).toBe(21)
  })
  it('western: 1 or 11', () => {
    expect(total(western, 'AS 5H 5C')).toBe(21)
    expect(total(western, 'AS 2H 4C 5D')).toBe(12)
    expect(total(western, 'AS AH')).toBe(12)
    expect(total(western, 'AS 4H 4C')).toBe(19)
  })
  it('no total ≤ 21: the smallest', () => {
    expect(total(flexible, 'AS KH QC 5D')).toBe(26)
    expect(bestTotal('by-count', 3, 25, 1)).toBe(25)
  })
  it('hard totals and ace counts', () => {
    expect(hardTotal(c('AS KH 5C'))).toBe(16)
    expect(aceCount(c('AS KH AC'))).toBe(2)
  })
})

describe('hand classes', () => {
  it('naturals: A A xì bàng, A + T/J/Q/K xì dách, in either order; A 9 is not', () => {
    expect(natural(c('AS AH'))).toBe('xi-bang')
    expect(natural(c('KD AS'))).toBe('xi-dach')
    expect(natural(c('AS TD'))).toBe('xi-dach')
    expect(natural(c('AS 9D'))).toBeNull()
    expect(natural(c('AS TD 2C'))).toBeNull()
  })
  it('ngũ linh: five cards within the limit, compared on the lowest total', () => {
    expect(standing(wiki, 5, 21, 0)).toBe(NGU_LINH)
    expect(standing(rules({ nguLinh: 'under-21' }), 5, 21, 0)).toBe(21)
    expect(standing(rules({ nguLinh: 'under-21' }), 5, 20, 0)).toBe(NGU_LINH)
    expect(standing(wiki, 5, 22, 0)).toBe(BUST)
    // flexible aces could make 2S 2H 3C 3D AS 21, but the lowest total 11 is within the limit.
    expect(standing(flexible, 5, 11, 1)).toBe(NGU_LINH)
    expect(total(flexible, '2S 2H 3C 3D AS')).toBe(11)
  })
  it('quắc: over 21', () => {
    expect(standing(wiki, 3, 24, 0)).toBe(BUST)
  })
  it('the lookup table agrees with standing() everywhere it is used', () => {
    for (const r of [wiki, flexible, western, rules({ nguLinh: 'under-21' })]) {
      const t = standingTable(r)
      for (let n = 0; n <= 5; n++)
        for (let hard = 0; hard <= 50; hard++)
          for (let aces = 0; aces <= Math.min(n, 4); aces++)
            expect(t[standingIndex(n, hard, aces)]).toBe(standing(r, n, hard, aces))
    }
  })
})

describe('settlement lines 1–5 (stake 100)', () => {
  const tet = rules({ preset: 'tet' })
  const settle = (r: XidachRules, p: string, d: string) => settleAgainst(r, c(p), c(d), 100)
  it('1. ngũ linh beats any other hand; two ngũ linh: lower wins, equal push', () => {
    expect(settle(tet, '2S 3H 4C 5D 6S', 'TD KC')).toEqual({ outcome: 'ngu-linh', net: 200 })
    expect(settle(tet, '2S 3H 4C 5D 6S', '2C 3D 4H 2H 3S')).toEqual({ outcome: 'lose', net: -200 })
    expect(settle(tet, '2C 3D 4H 2H 3S', '2S 3H 4C 5D 6S')).toEqual({ outcome: 'ngu-linh', net: 200 })
    expect(settle(wiki, '2S 3H 4C 5D 4S', '2C 3D 4H 5S 4D')).toEqual({ outcome: 'push', net: 0 })
    // A ngũ linh beats a bust dealer as well.
    expect(settle(wiki, '2S 3H 4C 5D 6S', 'TD 6C KS')).toEqual({ outcome: 'ngu-linh', net: 100 })
  })
  it('2. the dealer’s ngũ linh beats 21', () => {
    expect(settle(tet, 'TS 5H 6C', '2C 3D 4H 2H 3S')).toEqual({ outcome: 'lose', net: -200 })
    expect(settle(rules({ preset: 'tet', symmetric: false }), 'TS 5H 6C', '2C 3D 4H 2H 3S')).toEqual({
      outcome: 'lose',
      net: -100
    })
  })
  it('3. non loses to anything, a bust dealer too', () => {
    expect(settle(wiki, 'TS 5H', 'TD 6C KS')).toEqual({ outcome: 'non', net: -100 })
    expect(settle(wiki, 'TS 5H', 'TD 6C')).toEqual({ outcome: 'non', net: -100 })
    expect(settle(rules({ playerMin: 15 }), 'TS 5H', 'TD 6C KS')).toEqual({ outcome: 'win', net: 100 })
  })
  it('4. bust: both bust push or dealer by bothBust; else the dealer wins', () => {
    expect(settle(wiki, 'TS 5H 9C', 'TD 6C KS')).toEqual({ outcome: 'push', net: 0 })
    expect(settle(rules({ bothBust: 'dealer' }), 'TS 5H 9C', 'TD 6C KS')).toEqual({ outcome: 'bust', net: -100 })
    expect(settle(wiki, 'TS 5H 9C', 'TD 7C')).toEqual({ outcome: 'bust', net: -100 })
  })
  it('5. đủ tuổi: dealer bust pays; higher wins; equal push (always 1×)', () => {
    expect(settle(tet, '9S 8H', 'TD 6C KS')).toEqual({ outcome: 'win', net: 100 })
    expect(settle(tet, '9S 9H', 'TD 7C')).toEqual({ outcome: 'win', net: 100 })
    expect(settle(tet, '9S 7H', 'TD 7C')).toEqual({ outcome: 'lose', net: -100 })
    expect(settle(tet, '9S 8H', 'TD 7C')).toEqual({ outcome: 'push', net: 0 })
  })
})
