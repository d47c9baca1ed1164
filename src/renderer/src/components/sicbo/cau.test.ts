/**
 * The cầu's rolls (cau.ts): Tài is 11–17 and Xỉu 4–10 unless a triple, which is neither
 * (docs/rules-sicbo.md); after a roll the board takes the next round from the table and reads the
 * session again only when rounds are missing.
 */
import { describe, expect, it } from 'vitest'
import { diceOf, rollOf, SHOWN, withRoll, type Roll } from './cau'

const rolls = (from: number, to: number): Roll[] =>
  Array.from({ length: to - from + 1 }, (_, i) => rollOf(from + i, [1, 2, 3]))

describe('the cầu', () => {
  it('names each roll by the rules: Tài 11–17, Xỉu 4–10, a triple neither', () => {
    expect(rollOf(1, [4, 4, 3])).toEqual({ seq: 1, total: 11, kind: 'tai' })
    expect(rollOf(2, [6, 5, 6])).toEqual({ seq: 2, total: 17, kind: 'tai' })
    expect(rollOf(3, [4, 3, 3])).toEqual({ seq: 3, total: 10, kind: 'xiu' })
    expect(rollOf(4, [1, 2, 1])).toEqual({ seq: 4, total: 4, kind: 'xiu' })
    expect(rollOf(5, [1, 1, 1])).toEqual({ seq: 5, total: 3, kind: 'triple' })
    expect(rollOf(6, [4, 4, 4])).toEqual({ seq: 6, total: 12, kind: 'triple' })
  })

  it('reads dice from a stored outcome, and nothing from what is not a roll', () => {
    expect(diceOf('3-5-6')).toEqual([3, 5, 6])
    for (const o of [null, '', '3-5', '0-1-2', '3-5-7', 'win']) expect(diceOf(o)).toBeNull()
  })

  it('adds the next round, keeps the last 48, and ignores a round already shown', () => {
    const board = rolls(1, SHOWN)
    const next = withRoll(board, { seq: SHOWN + 1, dice: [6, 6, 5] })
    expect(next).not.toBe('read')
    expect((next as Roll[]).map((r) => r.seq)).toEqual(rolls(2, SHOWN + 1).map((r) => r.seq))
    expect((next as Roll[]).at(-1)).toEqual({ seq: SHOWN + 1, total: 17, kind: 'tai' })
    expect(withRoll(board, { seq: SHOWN, dice: [6, 6, 5] })).toBe(board)
    expect(withRoll(board, { seq: 3, dice: [6, 6, 5] })).toBe(board)
  })

  it('reads the session again when rounds are missing, or when it holds none', () => {
    expect(withRoll(rolls(1, 5), { seq: 7, dice: [1, 2, 3] })).toBe('read')
    expect(withRoll([], { seq: 1, dice: [1, 2, 3] })).toBe('read')
  })
})
