/**
 * Blackjack events in words (src/shared/describe/blackjack.ts), the recall's log lines: the expected
 * texts are the catalogue's (src/shared/i18n/events.{vi,en}.ts) filled in by hand.
 */
import { describe, expect, it } from 'vitest'
import { describeBlackjack } from '@shared/describe/blackjack'
import type { BlackjackEvent } from '@shared/games/blackjack'
import { wordsIn } from './support'

const vi = (e: BlackjackEvent): string => describeBlackjack(e, wordsIn('vi'))
const en = (e: BlackjackEvent): string => describeBlackjack(e, wordsIn('en'))

describe('Blackjack event words', () => {
  it('a card dealt: face up, the hole card face down, to the second hand after a split', () => {
    expect(vi({ type: 'deal', to: 'you', hand: 0, card: 'KH' })).toBe('Bạn nhận Già cơ')
    expect(en({ type: 'deal', to: 'you', hand: 0, card: 'KH' })).toBe('King of hearts to You')
    expect(vi({ type: 'deal', to: 'dealer', hand: 0, card: null })).toBe('Nhà cái nhận một lá úp')
    expect(vi({ type: 'deal', to: 'you', hand: 1, card: '8C' })).toBe('Bạn, tay 2 nhận 8 chuồn')
  })

  it('a hit and the other decisions, hand by hand', () => {
    expect(vi({ type: 'action', seat: 'you', hand: 0, do: 'hit' })).toBe('Bạn, tay 1: Bốc')
    expect(en({ type: 'action', seat: 'b1', hand: 0, do: 'double' })).toBe('Computer 1, hand 1: Double')
    expect(vi({ type: 'action', seat: 'you', hand: 1, do: 'surrender' })).toBe('Bạn, tay 2: Đầu hàng')
  })

  it('the peek, the hole card turned up and insurance', () => {
    expect(vi({ type: 'peek', blackjack: false })).toBe('Nhà cái xem lá úp: không có Blackjack')
    expect(vi({ type: 'peek', blackjack: true })).toBe('Nhà cái xem lá úp: có Blackjack')
    expect(vi({ type: 'reveal', card: '7S' })).toBe('Nhà cái lật 7 bích')
    expect(vi({ type: 'insurance-settled', seat: 'you', net: -500 })).toBe('Bạn: bảo hiểm −5 chip')
  })

  it('a bust, a natural and the other settlements, then the round’s end', () => {
    expect(vi({ type: 'hand-settled', seat: 'you', hand: 0, outcome: 'bust', net: -1000 })).toBe(
      'Bạn, tay 1: Quắc −10 chip'
    )
    expect(vi({ type: 'hand-settled', seat: 'b1', hand: 0, outcome: 'blackjack', net: 1500 })).toBe(
      'Máy 1, tay 1: Blackjack +15 chip'
    )
    expect(en({ type: 'hand-settled', seat: 'you', hand: 1, outcome: 'dealer-blackjack', net: -1000 })).toBe(
      'You, hand 2: Dealer blackjack −10 chip'
    )
    expect(vi({ type: 'round-over', nets: { you: 500 } })).toBe('Ván kết thúc')
  })
})
