/**
 * Paying in chips (issue 36; docs/rules-sicbo.md "Paying in chips"): the fewest-chips solver checked
 * against an independent solver of the tests' own (tests/support/chips.ts: enumeration of every count of every chip, biggest first,
 * with a bound), over every amount up to a limit and many denomination sets, the usual casino sets and
 * non-canonical ones where the biggest-chip-first answer is wrong; then the drill's grading of chip
 * answers and of a settlement's order.
 */
import { describe, expect, it } from 'vitest'
import { chipsValue, fewestChips } from '../../src/core/engine/chip-pay'
import { checkChipItem, dealChipTask, settlementOrder } from '../../src/core/engine/games/sicbo/index'
import { FastRng } from '../../src/core/engine/random'
import { resolveSicboRules, type ChipItem } from '@shared/games/sicbo'
import { enumerateFewest as fewestByEnumeration } from '../support/chips'

/** The fewest chips making `amount` by the tests' own enumeration (tests/support/chips.ts), as a count. */
function enumerateFewest(amount: number, denominations: readonly number[]): number | null {
  const counts = fewestByEnumeration(amount, denominations)
  return counts === null ? null : counts.reduce((a, b) => a + b, 0)
}

/** Biggest chip first, as a dealer counts by habit: wrong for some sets. */
function greedy(amount: number, denominations: readonly number[]): number | null {
  let left = amount
  let n = 0
  for (const d of [...denominations].sort((a, b) => b - a)) {
    n += Math.floor(left / d)
    left %= d
  }
  return left === 0 ? n : null
}

const SETS: Array<{ name: string; set: number[]; upTo: number }> = [
  {
    name: 'house (1/5/25/100/500/1000 chips, minor units)',
    set: [100, 500, 2_500, 10_000, 50_000, 100_000],
    upTo: 3_000 * 100
  },
  { name: 'table (1/5/10/25/100/500/1000/5000)', set: [1, 5, 10, 25, 100, 500, 1000, 5000], upTo: 5_000 },
  { name: '1, 3, 4', set: [1, 3, 4], upTo: 400 },
  { name: '1, 10, 25', set: [1, 10, 25], upTo: 600 },
  { name: '1, 7, 10', set: [1, 7, 10], upTo: 500 },
  { name: '1, 5, 12, 25', set: [25, 12, 5, 1], upTo: 600 },
  { name: '2, 5 (no 1: some amounts cannot be made)', set: [2, 5], upTo: 300 },
  { name: '3, 7, 11', set: [11, 3, 7], upTo: 300 },
  { name: '4, 6, 9 (common divisor none, gaps)', set: [4, 6, 9], upTo: 300 },
  { name: '5, 25, 60 (common divisor 5)', set: [5, 25, 60], upTo: 1_500 },
  { name: '1', set: [1], upTo: 200 }
]

describe('fewestChips', () => {
  for (const { name, set, upTo } of SETS) {
    it(`matches the enumeration on every amount, set ${name}`, () => {
      const step = set[0]! >= 100 ? 100 : 1
      for (let amount = 0; amount <= upTo; amount += step) {
        const want = enumerateFewest(amount, set)
        const got = fewestChips(amount, set)
        if (want === null) {
          expect(got, `amount ${amount}`).toBeNull()
          continue
        }
        expect(got, `amount ${amount}`).not.toBeNull()
        expect(got!.length).toBe(set.length)
        expect(chipsValue(got!, set), `amount ${amount}`).toBe(amount)
        expect(
          got!.reduce((a, b) => a + b, 0),
          `amount ${amount}`
        ).toBe(want)
      }
    })
  }

  it('is not the biggest chip first where that is wrong (so the sets above test more than greedy)', () => {
    expect(greedy(6, [1, 3, 4])).toBe(3)
    expect(fewestChips(6, [1, 3, 4])).toEqual([0, 2, 0])
    expect(greedy(30, [1, 10, 25])).toBe(6)
    expect(fewestChips(30, [1, 10, 25])).toEqual([0, 3, 0])
    let differ = 0
    for (const { set, upTo } of SETS.slice(2))
      for (let a = 0; a <= upTo; a++) {
        const e = enumerateFewest(a, set)
        if (e !== null && greedy(a, set) !== e) differ++
      }
    expect(differ).toBeGreaterThan(100)
  })

  it('refuses a bad set or amount with a reason', () => {
    expect(() => fewestChips(5, [])).toThrow(/at least one/)
    expect(() => fewestChips(5, [1, 1])).toThrow(/differ/)
    expect(() => fewestChips(5, [0, 1])).toThrow(/above 0/)
    expect(() => fewestChips(-1, [1])).toThrow(/0 or more/)
  })
})

describe('checkChipItem', () => {
  const NONCANON = [100, 300, 400]
  const pay: ChipItem = { kind: 'pay', spot: 'total:9', stakeMinor: 100, pays: 6, amountMinor: 600 }

  it('right only for the amount in the fewest chips; says which part is wrong', () => {
    expect(checkChipItem(pay, NONCANON, { counts: [0, 2, 0] })).toMatchObject({
      right: true,
      problem: null,
      fewestChips: 2
    })
    // Biggest chip first: the right amount, one chip too many.
    expect(checkChipItem(pay, NONCANON, { counts: [2, 0, 1] })).toMatchObject({
      right: false,
      problem: 'not-fewest',
      givenMinor: 600,
      givenChips: 3,
      fewestChips: 2,
      fewest: [0, 2, 0]
    })
    expect(checkChipItem(pay, NONCANON, { counts: [0, 1, 1] })).toMatchObject({
      right: false,
      problem: 'total',
      givenMinor: 700
    })
    expect(() => checkChipItem(pay, NONCANON, { counts: [1, 1] })).toThrow(/each of the 3 chips/)
    expect(() => checkChipItem(pay, NONCANON, { order: [0] })).toThrow(/count per denomination/)
  })

  it('a settlement: every losing bet first, then the winners from the highest “N to 1” down', () => {
    const item: ChipItem = {
      kind: 'order',
      dice: [3, 3, 3],
      bets: [
        { spot: 'small', amountMinor: 100, pays: null },
        { spot: 'total:9', amountMinor: 100, pays: 6 },
        { spot: 'big', amountMinor: 100, pays: null },
        { spot: 'triple:3', amountMinor: 100, pays: 180 },
        { spot: 'single:3', amountMinor: 100, pays: 3 },
        { spot: 'double:3', amountMinor: 100, pays: 11 }
      ]
    }
    expect(settlementOrder(item.bets)).toEqual([0, 2, 3, 5, 1, 4])
    expect(checkChipItem(item, [], { order: [2, 0, 3, 5, 1, 4] })).toMatchObject({
      right: true,
      problem: null,
      at: null
    })
    expect(checkChipItem(item, [], { order: [0, 3, 2, 5, 1, 4] })).toMatchObject({
      right: false,
      problem: 'winner-before-loser',
      at: 1
    })
    expect(checkChipItem(item, [], { order: [0, 2, 3, 1, 5, 4] })).toMatchObject({
      right: false,
      problem: 'lower-odds-first',
      at: 3
    })
    expect(() => checkChipItem(item, [], { order: [0, 0, 3, 1, 5, 4] })).toThrow(/each of the 6 bets once/)
  })
})

describe('dealChipTask', () => {
  const rules = (() => {
    const r = resolveSicboRules({ preset: 'trainer' })
    if (!r.ok) throw new Error(r.message)
    return r.rules
  })()
  const HOUSE = [100, 500, 2_500, 10_000, 50_000, 100_000]

  it('pays a winning bet’s payout, colours up a pile worth it, and lays out a layout to settle', () => {
    const rng = new FastRng(36)
    for (let n = 0; n < 50; n++) {
      for (const item of dealChipTask('pay', rules, HOUSE, rng)) {
        if (item.kind !== 'pay') throw new Error('pay items only')
        expect(item.amountMinor).toBe(item.stakeMinor * item.pays)
        expect(item.pays).toBeGreaterThan(0)
      }
      for (const item of dealChipTask('colour-up', rules, HOUSE, rng)) {
        if (item.kind !== 'colour-up') throw new Error('colour-up items only')
        const chips = item.pile.reduce((a, b) => a + b, 0)
        expect(chips).toBeGreaterThanOrEqual(6)
        expect(chipsValue(item.pile, HOUSE)).toBe(item.amountMinor)
        expect(
          enumerateFewest(
            item.amountMinor / 100,
            HOUSE.map((d) => d / 100)
          )
        ).toBeLessThan(chips)
      }
      const [order] = dealChipTask('order', rules, HOUSE, rng)
      if (order?.kind !== 'order') throw new Error('one order item')
      const winners = order.bets.filter((b) => b.pays !== null).length
      expect(winners).toBeGreaterThanOrEqual(2)
      expect(winners).toBeLessThan(order.bets.length)
    }
  })
})
