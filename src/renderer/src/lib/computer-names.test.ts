/**
 * Issue 32: a computer player has one name, given in one place (src/shared/seat-names.ts, words in
 * src/shared/i18n/seats.{vi,en}.ts). "Máy N" / "Computer N" was written in five catalogues and built in
 * as many modules (the Xì dách and Blackjack tables, the recall's two namers, the rounds list and CSV).
 * Here: every namer gives the same one, in both languages; tests/architecture/computer-names.test.ts
 * checks that no other source writes it.
 */
import { afterEach, describe, expect, it } from 'vitest'
import type { TableSeatInfo } from '@shared/contract/tables'
import { outcomeWords } from '@shared/outcome-words'
import { setLanguage } from '@renderer/i18n/index.svelte'
import { seatName as blackjackSeat } from '../components/blackjack/words'
import { dealerName, seatNamer } from '../components/history/recall/describe'
import { seatName as xidachSeat } from '../components/xidach/words'

describe('a computer player’s name', () => {
  afterEach(() => setLanguage('vi'))

  for (const [lang, word] of [
    ['vi', 'Máy'],
    ['en', 'Computer']
  ] as const)
    it(`${lang}: the tables, the recall, the rounds list and the CSV give the same name`, () => {
      setLanguage(lang)
      for (let n = 1; n <= 7; n++) {
        const seat = `b${n}`
        const name = `${word} ${n}`
        const seats: TableSeatInfo[] = [
          { seat, kind: 'bot', balanceMinor: 100_000 },
          { seat: 'dealer', kind: 'house', balanceMinor: null, holder: seat }
        ]
        expect(xidachSeat(seat, seats)).toBe(name)
        expect(xidachSeat('dealer', seats)).toBe(`${name} (nhà cái)`)
        expect(blackjackSeat(seat)).toBe(name)
        expect(seatNamer(['you'])(seat)).toBe(name)
        expect(dealerName(seat)).toBe(name)
        expect(outcomeWords('xidach', `TS 8H: ${seat} win`, lang)).toContain(`${name}: `)
      }
    })
})
