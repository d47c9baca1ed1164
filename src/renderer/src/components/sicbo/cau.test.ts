/**
 * The cầu's rolls (cau.ts): Tài is 11–17 and Xỉu 4–10 unless a triple, which is neither
 * (docs/rules-sicbo.md); after a roll the board takes the next round from the table and reads the
 * session again only when rounds are missing.
 */
import { describe, expect, it } from 'vitest'
import { boardFigures, diceOf, KEPT, rollOf, withRoll, type Roll } from './cau'

const rolls = (from: number, to: number): Roll[] =>
  Array.from({ length: to - from + 1 }, (_, i) => rollOf(from + i, [1, 2, 3]))

/** Counted here the long way, from the dice alone: docs/rules-sicbo.md's Tài/Xỉu/triple and the 216 rolls. */
function countBy(dice: number[][]) {
  const kind = (d: number[]) =>
    d[0] === d[1] && d[1] === d[2] ? 'triple' : d[0]! + d[1]! + d[2]! >= 11 ? 'tai' : 'xiu'
  const ways = (t: number) => {
    let w = 0
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) if (a + b + c === t) w++
    return w
  }
  const runs: Record<string, number> = { tai: 0, xiu: 0, triple: 0 }
  let i = 0
  while (i < dice.length) {
    let j = i
    while (j + 1 < dice.length && kind(dice[j + 1]!) === kind(dice[i]!)) j++
    runs[kind(dice[i]!)] = Math.max(runs[kind(dice[i]!)]!, j - i + 1)
    i = j + 1
  }
  let tail = 0
  while (tail < dice.length && kind(dice[dice.length - 1 - tail]!) === kind(dice.at(-1)!)) tail++
  return {
    kinds: Object.fromEntries(['tai', 'xiu', 'triple'].map((k) => [k, dice.filter((d) => kind(d) === k).length])),
    faces: [1, 2, 3, 4, 5, 6].map((f) => dice.flat().filter((x) => x === f).length),
    totals: Array.from({ length: 16 }, (_, k) => dice.filter((d) => d[0]! + d[1]! + d[2]! === k + 3).length),
    expectedTotals: Array.from({ length: 16 }, (_, k) => (dice.length * ways(k + 3)) / 216),
    runs,
    last: dice.length ? { kind: kind(dice.at(-1)!), length: tail } : null
  }
}

describe('the results board’s figures', () => {
  it('count what the rolls show, against the chance of each, on random rolls', () => {
    let seed = 7
    const die = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return 1 + (seed % 6)
    }
    for (const n of [0, 1, 2, 50, 100]) {
      const dice = Array.from({ length: n }, () => [die(), die(), die()])
      const f = boardFigures(dice.map((d, i) => rollOf(i + 1, d as [number, number, number])))
      const want = countBy(dice)
      expect(f.rolls).toBe(n)
      expect(Object.fromEntries(Object.entries(f.kinds).map(([k, v]) => [k, v.count]))).toEqual(want.kinds)
      expect(f.kinds.tai.expected).toBeCloseTo((n * 105) / 216, 12)
      expect(f.kinds.triple.expected).toBeCloseTo((n * 6) / 216, 12)
      expect(f.faces.map((x) => x.count)).toEqual(want.faces)
      expect(f.faces.every((x) => x.expected === n / 2)).toBe(true)
      expect(f.totals.map((x) => x.count)).toEqual(want.totals)
      f.totals.forEach((x, k) => expect(x.expected).toBeCloseTo(want.expectedTotals[k]!, 12))
      expect(f.longest).toEqual(want.runs)
      expect(f.streak).toEqual(want.last)
      if (n > 0) {
        expect(f.hotFaces.every((h) => want.faces[h - 1] === Math.max(...want.faces))).toBe(true)
        expect(f.coldFaces.every((c) => want.faces[c - 1] === Math.min(...want.faces))).toBe(true)
      }
    }
  })
})

describe('the cầu', () => {
  it('names each roll by the rules: Tài 11–17, Xỉu 4–10, a triple neither', () => {
    expect(rollOf(1, [4, 4, 3])).toEqual({ seq: 1, total: 11, kind: 'tai', dice: [4, 4, 3] })
    expect(rollOf(2, [6, 5, 6])).toEqual({ seq: 2, total: 17, kind: 'tai', dice: [6, 5, 6] })
    expect(rollOf(3, [4, 3, 3])).toEqual({ seq: 3, total: 10, kind: 'xiu', dice: [4, 3, 3] })
    expect(rollOf(4, [1, 2, 1])).toEqual({ seq: 4, total: 4, kind: 'xiu', dice: [1, 2, 1] })
    expect(rollOf(5, [1, 1, 1])).toEqual({ seq: 5, total: 3, kind: 'triple', dice: [1, 1, 1] })
    expect(rollOf(6, [4, 4, 4])).toEqual({ seq: 6, total: 12, kind: 'triple', dice: [4, 4, 4] })
  })

  it('reads dice from a stored outcome, and nothing from what is not a roll', () => {
    expect(diceOf('3-5-6')).toEqual([3, 5, 6])
    for (const o of [null, '', '3-5', '0-1-2', '3-5-7', 'win']) expect(diceOf(o)).toBeNull()
  })

  it('adds the next round, keeps the last 100, and ignores a round already shown', () => {
    const board = rolls(1, KEPT)
    const next = withRoll(board, { seq: KEPT + 1, dice: [6, 6, 5] })
    expect(next).not.toBe('read')
    expect((next as Roll[]).map((r) => r.seq)).toEqual(rolls(2, KEPT + 1).map((r) => r.seq))
    expect((next as Roll[]).at(-1)).toEqual({ seq: KEPT + 1, total: 17, kind: 'tai', dice: [6, 6, 5] })
    expect(withRoll(board, { seq: KEPT, dice: [6, 6, 5] })).toBe(board)
    expect(withRoll(board, { seq: 3, dice: [6, 6, 5] })).toBe(board)
  })

  it('reads the session again when rounds are missing, or when it holds none', () => {
    expect(withRoll(rolls(1, 5), { seq: 7, dice: [1, 2, 3] })).toBe('read')
    expect(withRoll([], { seq: 1, dice: [1, 2, 3] })).toBe('read')
  })
})
