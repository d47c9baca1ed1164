import { describe, expect, it } from 'vitest'
import { formatDateInput, parseDateInput, type DateLanguage, type DateParse } from './date-input'

const day = (iso: string): DateParse => ({ ok: true, iso })
const INVALID: DateParse = { ok: false, reason: 'invalid' }

/** Each row's text, typed in `lang`, reads as the row's result. */
function expectReads(lang: DateLanguage, rows: ReadonlyArray<readonly [text: string, read: DateParse]>): void {
  for (const [text, read] of rows) expect(parseDateInput(text, lang), text).toEqual(read)
}

describe('formatDateInput', () => {
  it('writes Vietnamese day/month/year and English month/day/year', () => {
    expect(formatDateInput('2026-12-01', 'vi')).toBe('01/12/2026')
    expect(formatDateInput('2026-12-01', 'en')).toBe('12/01/2026')
    expect(formatDateInput('2026-03-09', 'vi')).toBe('09/03/2026')
  })
  it('leaves an empty date empty', () => {
    expect(formatDateInput('', 'vi')).toBe('')
  })
})

describe('parseDateInput', () => {
  it('reads the Vietnamese order: 01/12/2026 is the first of December', () => {
    expectReads('vi', [
      ['01/12/2026', day('2026-12-01')],
      [' 1.12.2026 ', day('2026-12-01')],
      ['1-12-2026', day('2026-12-01')],
      ['31/12/2026', day('2026-12-31')]
    ])
  })
  it('reads the English order: 12/01/2026 is the first of December', () => {
    expectReads('en', [
      ['12/01/2026', day('2026-12-01')],
      ['12/31/2026', day('2026-12-31')],
      // The Vietnamese order is not silently accepted in English: there is no month 31.
      ['31/12/2026', INVALID]
    ])
  })
  it('blank means no date', () => {
    expect(parseDateInput('', 'vi')).toEqual({ ok: true, iso: '' })
    expect(parseDateInput('   ', 'en')).toEqual({ ok: true, iso: '' })
  })
  it('refuses dates that do not exist instead of rolling them over', () => {
    expectReads('vi', [
      ['31/02/2026', INVALID],
      ['29/02/2026', INVALID],
      // 2028 is a leap year; 2100 is not (divisible by 100, not by 400); 2000 is.
      ['29/02/2028', day('2028-02-29')],
      ['29/02/2100', INVALID],
      ['29/02/2000', day('2000-02-29')],
      ['00/12/2026', INVALID],
      ['01/13/2026', INVALID],
      ['31/04/2026', INVALID]
    ])
  })
  it('refuses text that is not a day, month and four-digit year', () => {
    for (const s of ['2026-12-01', '01/12/26', '01/12', 'hôm nay', '01/12/2026x', '001/12/2026', '01//12/2026']) {
      expect(parseDateInput(s, 'vi')).toEqual({ ok: false, reason: 'format' })
    }
  })
  it('formats back what it parses', () => {
    for (const lang of ['vi', 'en'] as const) {
      for (const iso of ['2026-01-09', '2026-12-31', '2028-02-29']) {
        expect(parseDateInput(formatDateInput(iso, lang), lang)).toEqual({ ok: true, iso })
      }
    }
  })
})
