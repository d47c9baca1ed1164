/** Outcome codes in words (issue 10, item 3): the expected texts are written here by hand. */
import { describe, expect, it } from 'vitest'
import { outcomeWords } from '@shared/outcome-words'

describe('outcomeWords', () => {
  it('words a Xì dách player round, cards as people write them', () => {
    expect(outcomeWords('xidach', 'ngu-linh AC 2D AS 9S 4D v JD KD', 'vi')).toBe(
      'Ngũ linh (A♣ 2♦ A♠ 9♠ 4♦) — nhà cái J♦ K♦'
    )
    expect(outcomeWords('xidach', 'lose 5C TD v 9H QS', 'en')).toBe('Lose (5♣ 10♦) — dealer 9♥ Q♠')
    expect(outcomeWords('xidach', 'penalised 9C 8D 7S v AH KH', 'vi')).toBe('Phạt bốc quắc (9♣ 8♦ 7♠) — nhà cái A♥ K♥')
    // The words are the table's own (xidach.outcome), đền included.
    expect(outcomeWords('xidach', 'den 9C 8D 7S v AH KH', 'en')).toBe(
      'Đền (bust at the đền total) (9♣ 8♦ 7♠) — dealer A♥ K♥'
    )
  })

  it('words a round the person dealt, naming the seats as the table does', () => {
    expect(outcomeWords('xidach', 'TS 8H: b1 lose, b2 xi-dach', 'vi')).toBe(
      'Bạn làm cái: 10♠ 8♥ — Máy 1: thua, Máy 2: xì dách'
    )
    expect(outcomeWords('xidach', 'TS 8H: b1 win', 'en')).toBe('You dealing: 10♠ 8♥ — Computer 1: win')
  })

  it('words Blackjack hands, split hands and a hole card never turned over', () => {
    expect(outcomeWords('blackjack', 'AS KH v 9D 7C', 'vi')).toBe('Bạn: A♠ K♥ — nhà cái 9♦ 7♣')
    expect(outcomeWords('blackjack', '8S 3D TC / 8H 9C v 7C ??', 'en')).toBe(
      'You: 8♠ 3♦ 10♣ · 8♥ 9♣ — dealer 7♣ face down'
    )
  })

  it('words Sic Bo dice with the total, Tài/Xỉu and triples', () => {
    expect(outcomeWords('sicbo', '2-2-5', 'vi')).toBe('Xúc xắc 2 · 2 · 5, tổng 9 (Xỉu)')
    expect(outcomeWords('sicbo', '6-5-1', 'en')).toBe('Dice 6 · 5 · 1, total 12 (Big)')
    expect(outcomeWords('sicbo', '3-3-3', 'vi')).toBe('Xúc xắc 3 · 3 · 3: bộ ba, tổng 9')
  })

  it('keeps a code it cannot read as it is, and nothing for none', () => {
    expect(outcomeWords('sicbo', '7-1-1', 'vi')).toBe('7-1-1')
    expect(outcomeWords('xidach', 'flew XX v AS', 'vi')).toBe('flew XX v AS')
    expect(outcomeWords('blackjack', null, 'en')).toBe('')
  })
})
