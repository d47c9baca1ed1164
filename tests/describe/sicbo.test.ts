/**
 * Sic Bo events in words (src/shared/describe/sicbo.ts), the table's roll announcement and the
 * recall's log lines: the expected texts are the catalogue's (src/shared/i18n/events.{vi,en}.ts)
 * filled in by hand, the spot names as seed 003 writes them.
 */
import { describe, expect, it } from 'vitest'
import { describeSicbo } from '@shared/describe/sicbo'
import type { SicboEvent, SicboSpot } from '@shared/games/sicbo'
import { wordsIn } from './support'

const vi = (e: SicboEvent, yours: string[] = []): string => describeSicbo(e, wordsIn('vi'), yours)
const en = (e: SicboEvent): string => describeSicbo(e, wordsIn('en'))

describe('Sic Bo event words', () => {
  it('a bet on each kind of spot', () => {
    const bet = (spot: SicboSpot): SicboEvent => ({ type: 'bet-placed', bet: { seat: 'you', spot, amountMinor: 1000 } })
    expect(vi(bet('small'))).toBe('Bạn đặt 10 chip vào Nhỏ')
    expect(vi(bet('total:9'))).toBe('Bạn đặt 10 chip vào Tổng 9')
    expect(vi(bet('combo:2-5'))).toBe('Bạn đặt 10 chip vào Tổ hợp 2–5')
    expect(vi(bet('any-triple'))).toBe('Bạn đặt 10 chip vào Bộ ba bất kỳ')
    expect(en(bet('single:3'))).toBe('You bet 10 chip on Single 3')
  })

  it('bets taken off, and betting closed', () => {
    expect(vi({ type: 'bets-removed', seat: 'you', spot: 'big', amountMinor: 1000 })).toBe('Bạn bỏ cược ở Lớn')
    expect(vi({ type: 'bets-removed', seat: 'you', spot: null, amountMinor: 3000 })).toBe('Bạn bỏ mọi cược')
    expect(vi({ type: 'betting-closed' })).toBe('Nhà cái đóng cược')
  })

  it('the roll, a triple said as such', () => {
    expect(vi({ type: 'rolled', dice: [2, 3, 5], total: 10 })).toBe('Xúc xắc ra 2-3-5, tổng 10')
    expect(vi({ type: 'rolled', dice: [4, 4, 4], total: 12 })).toBe('Bộ ba 4-4-4, tổng 12')
    expect(en({ type: 'rolled', dice: [6, 1, 1], total: 8 })).toBe('The dice showed 6-1-1, total 8')
  })

  it('the settlement: the nets of the seats asked for, or of every seat', () => {
    const settled: SicboEvent = { type: 'settled', bets: [], nets: { you: 1000, b1: -500 }, winningSpots: ['small'] }
    expect(vi(settled, ['you'])).toBe('Trả thưởng: Bạn +10 chip')
    expect(vi(settled)).toBe('Trả thưởng: Bạn +10 chip, Máy 1 −5 chip')
    expect(en(settled)).toBe('Settlement: You +10 chip, Computer 1 −5 chip')
  })
})
