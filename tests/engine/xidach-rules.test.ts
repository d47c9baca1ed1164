/**
 * Xì dách house rules: the presets match rules.md's table, inputs resolve (nested and dotted
 * multipliers), bad inputs name the key, and the stake caps (bank, chips, table limits) give the
 * largest stake still possible, worked out here by hand.
 */
import { describe, expect, it } from 'vitest'
import {
  largestLossMultiplier,
  largestMultiplier,
  maxStake,
  resolveXidachRules,
  stakeRefusal,
  xidachActionSchema,
  xidachRulesSchema,
  XIDACH_PRESET_RULES,
  type XidachRules
} from '@shared/games/xidach'

function rules(input: unknown = {}): XidachRules {
  const r = resolveXidachRules(input)
  if (!r.ok) throw new Error(`${r.path}: ${r.message}`)
  return r.rules
}

function problem(input: unknown): { path: string; message: string } {
  const r = resolveXidachRules(input)
  if (r.ok) throw new Error('expected a problem')
  return { path: r.path, message: r.message }
}

describe('presets (docs/rules-xidach.md table)', () => {
  // Issue 14's keys default to the seeds' behaviour in every seed preset.
  const common = {
    playerMin: 16,
    symmetric: true,
    earlyCheck: 'after-turn',
    penalty: true,
    denAt: 'off',
    nonPenalty: 'off',
    penaltyCap: 12,
    dealerPenalty: 'off',
    specialTie: 'push',
    maxPlayers: 5,
    dealOrder: 'dealer-last',
    drawFrom: 'top',
    decisionSeconds: 'off',
    // The rotating dealer's keys: a fixed dealer, as before (their other two values matter only under rotate).
    dealerMode: 'fixed',
    rotateEvery: 1,
    bankMinStakes: 10,
    // Issue 35's keys (the public rulebook's ways): off, the behaviour before them.
    bustEndsTurn: false,
    bothPenalised: 'dealer',
    penalisedLoss: 'multiplier',
    shortfall: 'dealer-pays',
    minBetMinor: 1,
    maxBetMinor: null
  }
  it('wiki is the default and matches seed 000', () => {
    expect(rules()).toEqual({
      ...common,
      preset: 'wiki',
      aceValue: 'by-count',
      dealerMin: 16,
      nguLinh: 'at-most-21',
      bothBust: 'push',
      pay: { xiBang: 1, xiDach: 1, nguLinh: 1 }
    })
  })
  it('online matches seed 001', () => {
    expect(rules({ preset: 'online' })).toEqual({
      ...common,
      preset: 'online',
      aceValue: 'flexible',
      dealerMin: 16,
      nguLinh: 'under-21',
      bothBust: 'dealer',
      pay: { xiBang: 1, xiDach: 1, nguLinh: 1 }
    })
  })
  it('tet: dealer on 15, xì bàng and ngũ linh pay 2', () => {
    expect(rules({ preset: 'tet' })).toEqual({
      ...common,
      preset: 'tet',
      aceValue: 'by-count',
      dealerMin: 15,
      nguLinh: 'at-most-21',
      bothBust: 'push',
      pay: { xiBang: 2, xiDach: 1, nguLinh: 2 }
    })
  })
  it('every preset is a valid stored rule set', () => {
    for (const r of Object.values(XIDACH_PRESET_RULES)) expect(xidachRulesSchema.safeParse(r).success).toBe(true)
  })
})

describe('resolveXidachRules', () => {
  it('keys override the preset; multipliers nested or dotted', () => {
    const r = rules({ preset: 'tet', dealerMin: 16, 'pay.xiDach': 3, pay: { xiBang: 5 }, earlyCheck: 'any-time' })
    expect(r.dealerMin).toBe(16)
    expect(r.pay).toEqual({ xiBang: 5, xiDach: 3, nguLinh: 2 })
    expect(r.earlyCheck).toBe('any-time')
  })
  it('table limits in chips become minor units; maxBet null means none', () => {
    expect(rules({ minBet: 0.5, maxBet: 200 })).toMatchObject({ minBetMinor: 50, maxBetMinor: 20000 })
    expect(rules({ maxBet: null }).maxBetMinor).toBeNull()
  })
  it('names the key and the reason', () => {
    expect(problem({ aceValue: 'eleven' })).toEqual({
      path: 'aceValue',
      message: 'must be one of by-count, flexible, western'
    })
    expect(problem({ dealerMin: 13 })).toEqual({ path: 'dealerMin', message: 'must be a whole number from 14 to 16' })
    expect(problem({ pay: { xiDach: 0 } })).toEqual({
      path: 'pay.xiDach',
      message: 'must be a whole number from 1 to 10'
    })
    expect(problem({ 'pay.nguLinh': 11 })).toEqual({
      path: 'pay.nguLinh',
      message: 'must be a whole number from 1 to 10'
    })
    expect(problem({ pay: { bonus: 2 } }).path).toBe('pay.bonus')
    expect(problem({ preset: 'club99' }).path).toBe('preset')
    expect(problem({ symmetric: 'yes' }).path).toBe('symmetric')
    expect(problem({ minBet: 0.001 }).path).toBe('minBet')
    expect(problem({ minBet: 10, maxBet: 5 })).toEqual({ path: 'maxBet', message: 'must be at least minBet (10)' })
    expect(problem({ decks: 6 }).path).toBe('decks')
    expect(problem([]).message).toBe('must be an object of house rules')
  })
  it("issue 35's keys: their values, a bad one named, and a snapshot stored before them still reads", () => {
    expect(
      rules({
        specialTie: 'dealer-always',
        bustEndsTurn: true,
        bothPenalised: 'push',
        penalisedLoss: 'one-stake',
        shortfall: 'receivers-share'
      })
    ).toMatchObject({
      specialTie: 'dealer-always',
      bustEndsTurn: true,
      bothPenalised: 'push',
      penalisedLoss: 'one-stake',
      shortfall: 'receivers-share'
    })
    expect(problem({ bothPenalised: 'player' })).toEqual({
      path: 'bothPenalised',
      message: 'must be one of dealer, push'
    })
    expect(problem({ penalisedLoss: 2 }).path).toBe('penalisedLoss')
    expect(problem({ shortfall: 'nobody' }).path).toBe('shortfall')
    expect(problem({ bustEndsTurn: 'yes' }).path).toBe('bustEndsTurn')
    const old: Record<string, unknown> = { ...rules() }
    for (const k of ['bustEndsTurn', 'bothPenalised', 'penalisedLoss', 'shortfall']) delete old[k]
    expect(xidachRulesSchema.safeParse(old).success).toBe(true)
  })
  it('a multiplier given both ways is refused', () => {
    expect(problem({ pay: { xiBang: 2 }, 'pay.xiBang': 2 }).path).toBe('pay.xiBang')
  })
})

describe('stake caps', () => {
  const tet = rules({ preset: 'tet' })
  it('largest multipliers: wins at the largest pay; losses too unless symmetric is false', () => {
    expect(largestMultiplier(rules())).toBe(1)
    expect(largestMultiplier(tet)).toBe(2)
    expect(largestLossMultiplier(tet)).toBe(2)
    expect(largestLossMultiplier(rules({ preset: 'tet', symmetric: false }))).toBe(1)
  })
  it('the bank: Σ stake × 2 ≤ 10 000 with 3 000 already staked leaves (10 000 − 6 000) / 2 = 2 000', () => {
    expect(maxStake(tet, { chips: 1_000_000, bank: 10_000, otherStakes: [1_000, 2_000] })).toEqual({
      max: 2_000,
      by: 'bank'
    })
  })
  it('the bank rounds down to whole minor units: (1 001 − 0) / 2 → 500', () => {
    expect(maxStake(tet, { chips: 1_000_000, bank: 1_001, otherStakes: [] }).max).toBe(500)
  })
  it("the player's chips: 5 000 at ×2 → 2 500; at ×1 when symmetric is false", () => {
    expect(maxStake(tet, { chips: 5_000, bank: null, otherStakes: [] })).toEqual({ max: 2_500, by: 'chips' })
    expect(maxStake(rules({ preset: 'tet', symmetric: false }), { chips: 5_000, bank: null, otherStakes: [] })).toEqual(
      { max: 5_000, by: 'chips' }
    )
  })
  it('the table maximum', () => {
    expect(maxStake(rules({ maxBet: 20 }), { chips: 5_000, bank: null, otherStakes: [] })).toEqual({
      max: 2_000,
      by: 'maxBet'
    })
  })
  it('refusals say the largest stake still possible, in chips', () => {
    expect(stakeRefusal(tet, 3_000, { chips: 100_000, bank: 10_000, otherStakes: [3_000] })).toBe(
      "stake 30 is over what the dealer's bank can still cover at ×2: the largest stake still possible is 20"
    )
    expect(stakeRefusal(tet, 2_000, { chips: 100_000, bank: 10_000, otherStakes: [3_000] })).toBeNull()
    expect(stakeRefusal(tet, 100, { chips: 100_000, bank: 10_000, otherStakes: [5_000] })).toBe(
      "stake 1 is over what the dealer's bank can still cover at ×2: no stake is possible (the table minimum is 0.01)"
    )
    expect(stakeRefusal(rules({ minBet: 5 }), 200, { chips: 100_000, bank: null, otherStakes: [] })).toBe(
      'stake 2 is under the table minimum 5'
    )
  })
})

describe('actions', () => {
  it('draw, stand and check with a target; nothing else', () => {
    expect(xidachActionSchema.safeParse({ do: 'check', target: 'p1' }).success).toBe(true)
    expect(xidachActionSchema.safeParse({ do: 'draw' }).success).toBe(true)
    expect(xidachActionSchema.safeParse({ do: 'check' }).success).toBe(false)
    expect(xidachActionSchema.safeParse({ do: 'hit' }).success).toBe(false)
    expect(xidachActionSchema.safeParse({ do: 'stand', target: 'p1' }).success).toBe(false)
  })
})
