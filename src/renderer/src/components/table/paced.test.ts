/**
 * Issue 32: the Xì dách phase strip said "Nhà con bốc bài" (players draw) while the cards of the deal
 * were still landing. The deal is its own phase while the pacer is showing it.
 */
import { describe, expect, it } from 'vitest'
import type { XidachLiveEvent } from '@shared/contract/tables'
import { xidachDealing } from './paced'

const deal: XidachLiveEvent[] = [
  { type: 'dealt', seat: 'you', card: '9S' },
  { type: 'dealt', seat: 'dealer', card: null },
  { type: 'dealt', seat: 'you', card: '7H' },
  { type: 'dealt', seat: 'dealer', card: null },
  { type: 'turn', seat: 'you' }
]

describe('the deal as a phase', () => {
  it('lasts while the next event to show is a card of the deal', () => {
    expect(xidachDealing(deal, 0)).toBe(true)
    expect(xidachDealing(deal, 3)).toBe(true)
  })
  it('ends when the deal is shown, and a draw later is no deal', () => {
    expect(xidachDealing(deal, 4)).toBe(false)
    expect(xidachDealing(deal, 5)).toBe(false)
    const later: XidachLiveEvent[] = [...deal, { type: 'drew', seat: 'you', card: '2C' }]
    expect(xidachDealing(later, 5)).toBe(false)
  })
})
