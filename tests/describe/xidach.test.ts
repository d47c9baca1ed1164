/**
 * Xì dách events in words (src/shared/describe/xidach.ts), the lines the table announces and the
 * recall's log shows: the expected texts are the catalogue's (src/shared/i18n/events.{vi,en}.ts)
 * filled in by hand, with the terms of docs/rules-xidach.md.
 */
import { describe, expect, it } from 'vitest'
import type { XidachLiveEvent } from '@shared/contract/tables'
import { describeXidach } from '@shared/describe/xidach'
import { wordsIn } from './support'

const vi = (e: XidachLiveEvent): string => describeXidach(e, wordsIn('vi'))
const en = (e: XidachLiveEvent): string => describeXidach(e, wordsIn('en'))

describe('Xì dách event words', () => {
  it('a card dealt, face up or still face down to the person', () => {
    expect(vi({ type: 'dealt', seat: 'b1', card: 'AS' })).toBe('Máy 1 nhận Át bích')
    expect(en({ type: 'dealt', seat: 'b1', card: 'AS' })).toBe('Ace of spades to Computer 1')
    expect(vi({ type: 'dealt', seat: 'dealer', card: null })).toBe('Nhà cái nhận một lá úp')
  })

  it('a draw (bốc) and a stand (dằn)', () => {
    expect(vi({ type: 'drew', seat: 'you', card: 'TH' })).toBe('Bạn bốc 10 cơ')
    expect(en({ type: 'drew', seat: 'you', card: 'QD' })).toBe('You drew Queen of diamonds')
    expect(vi({ type: 'drew', seat: 'b2', card: null })).toBe('Máy 2 bốc một lá úp')
    expect(vi({ type: 'stood', seat: 'b2' })).toBe('Máy 2 dằn bài')
    expect(vi({ type: 'turn', seat: 'b2' })).toBe('Tới lượt Máy 2')
  })

  it('a natural, as the table announces it', () => {
    expect(vi({ type: 'natural', seat: 'b2', kind: 'xi-dach' })).toBe('Máy 2 có Xì dách!')
    expect(vi({ type: 'natural', seat: 'you', kind: 'xi-bang' })).toBe('Bạn có Xì bàng!')
    expect(en({ type: 'natural', seat: 'you', kind: 'xi-bang' })).toBe('You: Xì bàng (two aces)!')
  })

  it('a check (kiểm bài), at the dealer’s turn or early', () => {
    expect(vi({ type: 'checked', seat: 'b1', early: false })).toBe('Nhà cái kiểm bài Máy 1.')
    expect(vi({ type: 'checked', seat: 'b1', early: true })).toBe('Nhà cái kiểm bài sớm Máy 1.')
    expect(en({ type: 'checked', seat: 'b1', early: true })).toBe('The dealer checks (kiểm bài) Computer 1 early.')
  })

  it('a bust hand that drew (đền bài) and the dealer’s đền làng', () => {
    expect(vi({ type: 'penalised', seat: 'you', paid: 2000 })).toBe('Bạn bốc khi đã quắc: phạt bốc quắc 20 chip.')
    expect(vi({ type: 'dealer-penalised', kind: 'non' })).toBe(
      'Nhà cái dằn non: đền làng, trả mọi nhà con chưa bị kiểm bài.'
    )
    expect(vi({ type: 'dealer-penalised', kind: 'den' })).toBe(
      'Nhà cái bị đền: đền làng, trả mọi nhà con chưa bị kiểm bài.'
    )
    expect(vi({ type: 'paid-for-dealer', seat: 'b1', amount: 1000 })).toBe(
      'Máy 1 đền thay nhà cái 10 chip (non / đền).'
    )
    expect(vi({ type: 'unpaid', seat: 'you', amount: 2000 })).toBe(
      'Bạn không nhận được 20 chip: người bị phạt không đủ chip trả thay nhà cái.'
    )
    expect(en({ type: 'unpaid', seat: 'b1', amount: 2000 })).toBe(
      'Computer 1 goes without 20 chip: the penalised player is short of chips to pay for the dealer.'
    )
  })

  it('each settlement with its outcome and net, then the round’s end', () => {
    expect(vi({ type: 'settled', seat: 'b1', outcome: 'win', net: 1000 })).toBe('Máy 1: Thắng +10 chip')
    expect(vi({ type: 'settled', seat: 'you', outcome: 'bust', net: -1000 })).toBe('Bạn: Quắc −10 chip')
    expect(vi({ type: 'settled', seat: 'b2', outcome: 'non', net: -500 })).toBe('Máy 2: Non −5 chip')
    expect(en({ type: 'settled', seat: 'b2', outcome: 'push', net: 0 })).toBe('Computer 2: Push 0 chip')
    expect(vi({ type: 'over' })).toBe('Ván kết thúc')
  })

  it('an event it does not know, by its type', () => {
    expect(vi({ type: 'shuffled' } as unknown as XidachLiveEvent)).toBe('Sự kiện «shuffled»')
  })
})
