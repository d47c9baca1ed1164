/**
 * The payout drill: generated layouts are well formed and reproducible; answers are checked against
 * payouts worked out here from the trainer table, and every mistake carries the facts behind it.
 */
import { describe, expect, it } from 'vitest'
import { drillAnswerSchema, resolveSicboRules, sicboSpots, type SicboDrill, type SicboRules } from '@shared/games/sicbo'
import { checkDrill, explainDrill, generateDrill } from '../../src/core/engine/games/sicbo'
import { FastRng } from '../../src/core/engine/random'

function rules(input: unknown = {}): SicboRules {
  const r = resolveSicboRules(input)
  if (!r.ok) throw new Error(`${r.path}: ${r.message}`)
  return r.rules
}

// Roll 4-4-2 (total 10) on the trainer table:
const drill: SicboDrill = {
  dice: [4, 4, 2],
  bets: [
    { spot: 'single:4', amountMinor: 1000 }, // two dice show 4: 2:1 → 20 chips
    { spot: 'small', amountMinor: 500 }, // 10 is small: 1:1 → 5
    { spot: 'double:4', amountMinor: 100 }, // 11:1 → 11
    { spot: 'combo:2-4', amountMinor: 200 }, // 6:1 once → 12
    { spot: 'big', amountMinor: 1000 }, // loses → 0
    { spot: 'total:10', amountMinor: 100 } // 6:1 → 6
  ]
}
const RIGHT = [2000, 500, 1100, 1200, 0, 600]

describe('checkDrill', () => {
  it('all right, per bet and as a total', () => {
    const per = checkDrill(rules(), drill, { mode: 'per-bet', payoutsMinor: RIGHT })
    expect(per).toMatchObject({ correct: true, score: 6, outOf: 6, expectedTotalMinor: 5400, mistakes: [] })
    expect(checkDrill(rules(), drill, { mode: 'total', totalMinor: 5400 })).toMatchObject({
      correct: true,
      score: 1,
      outOf: 1
    })
  })

  it('explains a wrong single: two dice show 4, so it pays 2 to 1', () => {
    const r = checkDrill(rules(), drill, { mode: 'per-bet', payoutsMinor: [1000, 500, 1100, 1200, 0, 600] })
    expect(r.correct).toBe(false)
    expect(r.score).toBe(5)
    expect(r.mistakes).toEqual([
      {
        kind: 'bet',
        bet: 0,
        givenMinor: 1000,
        expectedMinor: 2000,
        explanation: {
          bet: 0,
          spot: 'single:4',
          amountMinor: 1000,
          wins: true,
          pays: 2,
          payoutMinor: 2000,
          reason: { code: 'single-count', face: 4, count: 2 }
        }
      }
    ])
  })

  it('explains paying a losing bet and a combo paid twice', () => {
    const r = checkDrill(rules(), drill, { mode: 'per-bet', payoutsMinor: [2000, 500, 1100, 2400, 1000, 600] })
    expect(
      r.mistakes.map((m) => (m.kind === 'bet' ? [m.bet, m.explanation.reason, m.explanation.pays] : null))
    ).toEqual([
      [3, { code: 'combo-count', a: 2, b: 4, countA: 1, countB: 2 }, 6],
      [4, { code: 'total-range', total: 10, low: 11, high: 17 }, null]
    ])
  })

  it('a wrong total names the expected total and still lists the breakdown', () => {
    const r = checkDrill(rules(), drill, { mode: 'total', totalMinor: 5000 })
    expect(r.mistakes).toEqual([{ kind: 'total', givenMinor: 5000, expectedMinor: 5400 }])
    expect(r.bets.map((b) => b.payoutMinor)).toEqual(RIGHT)
  })

  it('uses the table in force (Macau: double 8, combo 5)', () => {
    expect(
      checkDrill(rules({ preset: 'macau' }), drill, { mode: 'total', totalMinor: 2000 + 500 + 800 + 1000 + 600 })
        .correct
    ).toBe(true)
  })

  it('a triple explains the loss of small/big and odd/even', () => {
    const d: SicboDrill = {
      dice: [3, 3, 3],
      bets: [
        { spot: 'small', amountMinor: 100 },
        { spot: 'odd', amountMinor: 100 },
        { spot: 'any-triple', amountMinor: 100 }
      ]
    }
    expect(explainDrill(rules({ oddEven: true }), d).map((b) => [b.reason, b.payoutMinor])).toEqual([
      [{ code: 'lost-to-triple', face: 3 }, 0],
      [{ code: 'lost-to-triple', face: 3 }, 0],
      [{ code: 'any-triple', face: 3 }, 3000]
    ])
  })

  it('refuses an answer with the wrong number of payouts; the answer schema refuses negatives', () => {
    expect(() => checkDrill(rules(), drill, { mode: 'per-bet', payoutsMinor: [1, 2] })).toThrow(
      'the answer gives 2 payouts for 6 bets'
    )
    expect(drillAnswerSchema.safeParse({ mode: 'total', totalMinor: -1 }).success).toBe(false)
    expect(drillAnswerSchema.safeParse({ mode: 'per-bet', payoutsMinor: [1.5] }).success).toBe(false)
  })
})

describe('generateDrill', () => {
  it('gives distinct spots the table offers, stakes from the list, and is reproducible from the seed', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const r = rules({ oddEven: seed % 2 === 0 })
      const d = generateDrill(r, new FastRng(seed), { bets: 6, amountsMinor: [100, 500] })
      expect(d.bets).toHaveLength(6)
      expect(new Set(d.bets.map((b) => b.spot)).size).toBe(6)
      for (const b of d.bets) {
        expect(sicboSpots(r)).toContain(b.spot)
        expect([100, 500]).toContain(b.amountMinor)
      }
      expect(d.dice.every((x) => x >= 1 && x <= 6)).toBe(true)
      expect(generateDrill(r, new FastRng(seed), { bets: 6, amountsMinor: [100, 500] })).toEqual(d)
    }
  })

  it('usually mixes winners and losers', () => {
    let mixed = 0
    for (let seed = 1; seed <= 200; seed++) {
      const e = explainDrill(rules(), generateDrill(rules(), new FastRng(seed)))
      if (e.some((b) => b.wins) && e.some((b) => !b.wins)) mixed++
    }
    expect(mixed).toBeGreaterThan(180)
  })

  it('refuses a layout size outside 1–10', () => {
    expect(() => generateDrill(rules(), new FastRng(1), { bets: 0 })).toThrow(RangeError)
    expect(() => generateDrill(rules(), new FastRng(1), { bets: 11 })).toThrow(RangeError)
  })
})
