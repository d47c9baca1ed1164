/**
 * Properties of the Sic Bo engine: the house edges equal a brute-force enumeration written independently
 * (tests/support/sicbo-properties.ts), money sums to zero, each seat's net is the sum of its bets', and the
 * winning spots are those that pay.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PAY_TABLES, spotIndex } from '@shared/games/sicbo'
import { houseEdge, settle, settledBets } from '../../src/core/engine/games/sicbo'
import { rules, brutePays, bruteEdge, payTableArb, diceArb, SEATS, ALL52, betArb } from '../support/sicbo-properties'

describe('house edge', () => {
  it('equals the brute-force enumeration for every spot of every preset (odd/even on)', () => {
    for (const name of ['trainer', 'atlantic-city', 'macau'] as const) {
      const r = rules({ preset: name, oddEven: true })
      const edges = houseEdge(r)
      expect(edges).toHaveLength(52)
      for (const e of edges) {
        expect(e.num / e.den).toBeCloseTo(bruteEdge(PAY_TABLES[name], e.spot), 12)
        expect(e.percent).toBeCloseTo(bruteEdge(PAY_TABLES[name], e.spot) * 100, 10)
      }
    }
  })

  it('equals the brute-force enumeration for random custom tables', () => {
    fc.assert(
      fc.property(payTableArb, (table) => {
        for (const e of houseEdge({ payTable: table, oddEven: true }))
          expect(e.num / e.den).toBeCloseTo(bruteEdge(table, e.spot), 12)
      }),
      { numRuns: 40 }
    )
  })

  it("gives rules.md's examples: small/big 2.78 %, single 7.87 %, any triple at 30:1 13.89 %", () => {
    const edges = new Map(houseEdge(rules()).map((e) => [e.spot, e]))
    // small: wins on 105 of 216 rolls (107 totals 4–10, less 2-2-2 and 3-3-3) → (111 − 105)/216 = 1/36
    expect(edges.get('small')).toMatchObject({ num: 1, den: 36, winningRolls: 105 })
    expect(edges.get('big')).toMatchObject({ num: 1, den: 36 })
    // single: 75 rolls show it once, 15 twice, 1 thrice, 125 never → (125 − 75 − 30 − 3)/216 = 17/216
    expect(edges.get('single:4')).toMatchObject({ num: 17, den: 216, winningRolls: 91 })
    // any triple: 6 wins at 30 against 210 losses → 30/216 = 5/36
    expect(edges.get('any-triple')).toMatchObject({ num: 5, den: 36 })
    expect(Math.round((edges.get('small')?.percent ?? 0) * 100) / 100).toBe(2.78)
    expect(Math.round((edges.get('single:1')?.percent ?? 0) * 100) / 100).toBe(7.87)
    expect(Math.round((edges.get('any-triple')?.percent ?? 0) * 100) / 100).toBe(13.89)
  })
})
describe('settlement', () => {
  it('seat nets and the house net sum to exactly 0, and each bet nets its own payout', () => {
    fc.assert(
      fc.property(payTableArb, fc.array(betArb, { maxLength: 60 }), diceArb, (table, bets, dice) => {
        const r = { ...rules({ oddEven: true }), payTable: table }
        const s = settle(
          r,
          SEATS.map((id) => ({ id, bankrollMinor: 0 })),
          bets,
          bets.map((b) => spotIndex(b.spot)),
          dice
        )
        expect(Object.values(s.nets).reduce((a, b) => a + b, 0)).toBe(0)
        expect(s.betNets).toHaveLength(bets.length)
        s.betNets.forEach((net, i) => {
          const p = brutePays(table, bets[i]!.spot, dice)
          expect(net).toBe(p === null ? -bets[i]!.amountMinor : bets[i]!.amountMinor * p)
        })
      })
    )
  })

  it("each seat's net is the sum of its own bets' nets, however the seats' bets interleave", () => {
    fc.assert(
      fc.property(fc.array(betArb, { maxLength: 52 }), diceArb, (bets, dice) => {
        const r = rules({ oddEven: true })
        const s = settle(
          r,
          SEATS.map((id) => ({ id, bankrollMinor: 0 })),
          bets,
          bets.map((b) => spotIndex(b.spot)),
          dice
        )
        for (const id of SEATS) {
          let sum = 0
          bets.forEach((b, i) => {
            if (b.seat !== id) return
            const p = brutePays(r.payTable, b.spot, dice)
            sum += p === null ? -b.amountMinor : b.amountMinor * p
            expect(s.betNets[i]).toBe(p === null ? -b.amountMinor : b.amountMinor * p)
          })
          expect(s.nets[id]).toBe(sum)
        }
      })
    )
  })

  it('the winning spots are exactly the spots that pay on the roll, and odd/even only when offered', () => {
    fc.assert(
      fc.property(payTableArb, fc.boolean(), diceArb, (table, oddEven, dice) => {
        const r = { ...rules({ oddEven }), payTable: table }
        const s = settle(
          r,
          SEATS.map((id) => ({ id, bankrollMinor: 0 })),
          [],
          [],
          dice
        )
        const expected = ALL52.filter(
          (spot) => brutePays(table, spot, dice) !== null && (oddEven || (spot !== 'odd' && spot !== 'even'))
        )
        expect([...s.winningSpots].sort()).toEqual([...expected].sort())
      })
    )
  })

  it('the settled bets spell out each bet with its payout and net', () => {
    fc.assert(
      fc.property(fc.array(betArb, { maxLength: 20 }), diceArb, (bets, dice) => {
        const r = rules({ oddEven: true })
        const spots = bets.map((b) => spotIndex(b.spot))
        const s = settle(
          r,
          SEATS.map((id) => ({ id, bankrollMinor: 0 })),
          bets,
          spots,
          dice
        )
        expect(settledBets(r, bets, spots, dice, s)).toEqual(
          bets.map((b, i) => ({ ...b, pays: brutePays(r.payTable, b.spot, dice), netMinor: s.betNets[i] }))
        )
      })
    )
  })
})
