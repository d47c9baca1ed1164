import { describe, expect, it } from 'vitest'
import {
  blackjackActionSchema,
  blackjackPresets,
  resolveBlackjackRules,
  type BlackjackRules
} from '@shared/games/blackjack'

function rulesOf(input: unknown): BlackjackRules {
  const r = resolveBlackjackRules(input)
  if (!r.ok) throw new Error(`${r.path}: ${r.message}`)
  return r.rules
}

function refusal(input: unknown): { path: string; message: string } {
  const r = resolveBlackjackRules(input)
  if (r.ok) throw new Error(`expected ${JSON.stringify(input)} to be refused`)
  return { path: r.path, message: r.message }
}

describe('blackjack presets (docs/rules-blackjack.md table)', () => {
  // Rows of the presets table, in the order club99, vegas-6d, european, single-deck.
  const table: Record<string, [unknown, unknown, unknown, unknown]> = {
    decks: [6, 6, 6, 1],
    dealerHitsSoft17: [false, false, false, true],
    peek: [true, true, false, true],
    doubleOn: ['any', 'any', 'any', 'any'],
    doubleAfterSplit: [true, true, true, false],
    maxHands: [4, 4, 2, 2],
    resplitAces: [false, true, false, false],
    surrender: ['late', 'late', 'none', 'none'],
    blackjackPays: ['3:2', '3:2', '3:2', '3:2'],
    charlie: [11, 'off', 'off', 'off'],
    maxCards: [11, 'none', 'none', 'none'],
    decisionSeconds: [20, 'off', 'off', 'off']
  }
  const names = ['club99', 'vegas-6d', 'european', 'single-deck'] as const
  for (const [key, values] of Object.entries(table)) {
    it(`${key} is ${values.join(' / ')}`, () => {
      names.forEach((name, i) => expect(blackjackPresets[name][key as keyof BlackjackRules]).toEqual(values[i]))
    })
  }

  it('shares the rules.md defaults for the keys the table leaves out', () => {
    for (const name of names) {
      const p = blackjackPresets[name]
      expect(p.penetration).toBe(0.75)
      expect(p.shuffle).toBe('shoe')
      expect(p.splitBy).toBe('rank')
      expect(p.hitSplitAces).toBe(false)
      expect(p.insurance).toBe(true)
      expect(p.minBet).toBe(0.01)
      expect(p.maxBet).toBe('none')
    }
  })

  it('every preset resolves as itself', () => {
    for (const name of names) expect(rulesOf({ preset: name })).toEqual(blackjackPresets[name])
  })

  it('club99 is the default preset', () => {
    expect(rulesOf({})).toEqual(blackjackPresets.club99)
    expect(rulesOf(undefined)).toEqual(blackjackPresets.club99)
  })
})

describe('resolveBlackjackRules', () => {
  it('keys override the preset', () => {
    const r = rulesOf({ preset: 'vegas-6d', decks: 2, dealerHitsSoft17: true, charlie: 5, maxBet: 500 })
    expect(r.decks).toBe(2)
    expect(r.dealerHitsSoft17).toBe(true)
    expect(r.charlie).toBe(5)
    expect(r.maxBet).toBe(500)
    expect(r.resplitAces).toBe(true)
  })

  it('names an unknown key', () => {
    expect(refusal({ dealerStandsOn: 17 })).toEqual({
      path: 'dealerStandsOn',
      message: 'unknown blackjack house rule "dealerStandsOn"'
    })
  })

  it('names an unknown preset', () => {
    expect(refusal({ preset: 'macau' }).path).toBe('preset')
  })

  it('refuses what is not an object', () => {
    expect(refusal([1, 2]).path).toBe('')
    expect(refusal('club99').path).toBe('')
  })

  it.each([
    ['decks', 0],
    ['decks', 9],
    ['decks', 2.5],
    ['penetration', 0.49],
    ['penetration', 0.91],
    ['shuffle', 'csm'],
    ['peek', 'yes'],
    ['doubleOn', '8-11'],
    ['maxHands', 0],
    ['maxHands', 9],
    ['surrender', 'always'],
    ['blackjackPays', '2:1'],
    ['charlie', 4],
    ['charlie', 12],
    ['charlie', 'on'],
    ['maxCards', 2],
    ['maxCards', 22],
    ['decisionSeconds', 0],
    ['decisionSeconds', 'on'],
    ['minBet', 0],
    ['minBet', 0.001],
    ['maxBet', -5]
  ])('refuses %s = %j naming the key', (key, value) => {
    const r = refusal({ preset: 'vegas-6d', [key]: value })
    expect(r.path).toBe(key)
    expect(r.message.length).toBeGreaterThan(5)
  })

  it('early surrender needs peek: false, late surrender needs peek: true', () => {
    expect(refusal({ preset: 'vegas-6d', surrender: 'early' }).path).toBe('surrender')
    expect(refusal({ preset: 'european', surrender: 'late' }).path).toBe('surrender')
    // The key the user wrote is the one blamed: here peek conflicts with the preset's late surrender.
    expect(refusal({ preset: 'club99', peek: false }).path).toBe('peek')
    expect(rulesOf({ preset: 'european', surrender: 'early' }).surrender).toBe('early')
    expect(rulesOf({ preset: 'club99', peek: false, surrender: 'early' }).peek).toBe(false)
  })

  it('a Charlie above the card limit can never happen', () => {
    expect(refusal({ preset: 'club99', maxCards: 7 })).toEqual({
      path: 'maxCards',
      message: 'a charlie of 11 cards can never happen when a hand holds at most 7 cards (maxCards)'
    })
    expect(refusal({ preset: 'vegas-6d', maxCards: 6, charlie: 7 }).path).toBe('charlie')
    expect(rulesOf({ preset: 'vegas-6d', maxCards: 6, charlie: 6 }).charlie).toBe(6)
  })

  it('minBet may not exceed maxBet', () => {
    expect(refusal({ minBet: 20, maxBet: 10 }).path).toBe('maxBet')
    expect(rulesOf({ minBet: 10, maxBet: 10 }).maxBet).toBe(10)
  })
})

describe('blackjack actions', () => {
  it('accepts every action word and nothing else', () => {
    for (const a of ['hit', 'stand', 'double', 'split', 'surrender', 'insurance', 'even-money', 'decline', 'timeout']) {
      expect(blackjackActionSchema.safeParse({ do: a }).success).toBe(true)
    }
    expect(blackjackActionSchema.safeParse({ do: 'draw' }).success).toBe(false)
    expect(blackjackActionSchema.safeParse({ do: 'hit', amount: 5 }).success).toBe(false)
  })
})
