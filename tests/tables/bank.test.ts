/**
 * Who deals next under a rotating bank (src/core/tables/bank.ts), cases worked out by hand from
 * docs/rules-xidach.md: the holder keeps the bank for `every` rounds, then it passes in seat order;
 * a seat short of chips is skipped, and so is one that declines; a holder short of chips or declining
 * mid-turn loses it at once.
 */
import { describe, expect, it } from 'vitest'
import { nextBank } from '../../src/core/tables/bank'

const order = ['you', 'b1', 'b2', 'b3']
const all = (): boolean => true

describe('nextBank', () => {
  it('starts with the first dealer and keeps the bank for `every` rounds, then passes it on in seat order, wrapping round', () => {
    expect(nextBank({ order, last: null, every: 3, first: 'b1', eligible: all })).toEqual({
      dealer: 'b1',
      rounds: 1,
      skipped: []
    })
    expect(nextBank({ order, last: { holder: 'b1', rounds: 2 }, every: 3, first: 'b1', eligible: all })).toEqual({
      dealer: 'b1',
      rounds: 3,
      skipped: []
    })
    expect(nextBank({ order, last: { holder: 'b1', rounds: 3 }, every: 3, first: 'b1', eligible: all })).toEqual({
      dealer: 'b2',
      rounds: 1,
      skipped: []
    })
    expect(nextBank({ order, last: { holder: 'b3', rounds: 1 }, every: 1, first: 'b1', eligible: all })).toEqual({
      dealer: 'you',
      rounds: 1,
      skipped: []
    })
  })

  it('skips seats short of chips, in the order the bank reaches them; nobody able: no dealer', () => {
    const rich = (s: string): boolean => s === 'b1'
    expect(nextBank({ order, last: { holder: 'b1', rounds: 1 }, every: 1, first: 'b1', eligible: rich })).toEqual({
      dealer: 'b1',
      rounds: 1,
      skipped: ['b2', 'b3', 'you']
    })
    expect(nextBank({ order, last: null, every: 2, first: 'you', eligible: () => false })).toEqual({
      dealer: null,
      rounds: 0,
      skipped: ['you', 'b1', 'b2', 'b3']
    })
  })

  it('a holder short of chips mid-turn, or declining, loses the bank to the next seat', () => {
    const notB1 = (s: string): boolean => s !== 'b1'
    expect(nextBank({ order, last: { holder: 'b1', rounds: 1 }, every: 5, first: 'b1', eligible: notB1 })).toEqual({
      dealer: 'b2',
      rounds: 1,
      skipped: []
    })
    expect(
      nextBank({ order, last: { holder: 'you', rounds: 1 }, every: 5, first: 'you', eligible: all, declined: 'you' })
    ).toEqual({ dealer: 'b1', rounds: 1, skipped: [] })
    // Declined at a new table: the first seat passes it on; a declined seat is not "skipped" for chips.
    expect(nextBank({ order, last: null, every: 2, first: 'you', eligible: all, declined: 'you' })).toEqual({
      dealer: 'b1',
      rounds: 1,
      skipped: []
    })
    // The only one able declines: nobody.
    expect(
      nextBank({ order, last: null, every: 2, first: 'you', eligible: (s) => s === 'you', declined: 'you' })
    ).toEqual({ dealer: null, rounds: 0, skipped: ['b1', 'b2', 'b3'] })
  })
})
