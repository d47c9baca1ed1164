/**
 * A ruleset compiled for the hot path and the exact analysis, the one place rule keys become the
 * numbers they play as. Every key is carried as it is (a boolean or a choice the code reads as it is
 * needs no line here: a new one of those is only a row of `BLACKJACK_RULE_TABLE`); the lines below
 * are the keys that play as numbers. Derived once per round from the rules; never mutated, so clones
 * of a state share it.
 */
import { blackjackStakeStep, type BlackjackRules } from '@shared/games/blackjack'
import { chipsToMinor } from '@shared/money'

/** Rule keys that play as numbers under the same name (in minor units, 0 for off, 21 for none). */
type AsNumbers = 'charlie' | 'maxCards' | 'minBet' | 'maxBet'

export type BjConfig = Omit<BlackjackRules, AsNumbers> & {
  /** `dealerHitsSoft17`. */
  h17: boolean
  /** Totals a two-card hand may double on (inclusive), from `doubleOn`. */
  doubleMin: number
  doubleMax: number
  /** `doubleAfterSplit`. */
  das: boolean
  splitByValue: boolean
  /** Blackjack pays bjNum:bjDen (the table pays exactly); bjPays = bjNum / bjDen (the analysis's units). */
  bjNum: number
  bjDen: number
  bjPays: number
  /** Card count that wins as a Charlie; 0 when off. */
  charlie: number
  /**
   * Most cards a hand may hold; 21 when there is no limit, which is none: 21 cards that do not bust
   * are 21 aces, a total of 21, where a hand stops anyway.
   */
  maxCards: number
  timer: boolean
  /** Smallest stake in minor units. */
  minBet: number
  /** Largest stake in minor units; Infinity when there is none. */
  maxBet: number
  /** Every stake must be a multiple of this (minor units) so every payout is whole. */
  stakeUnit: number
}

export function doubleRange(doubleOn: BlackjackRules['doubleOn']): { doubleMin: number; doubleMax: number } {
  return { doubleMin: doubleOn === 'any' ? 0 : doubleOn === '9-11' ? 9 : 10, doubleMax: doubleOn === 'any' ? 21 : 11 }
}

/** What decides a double: `doubleOn`'s totals, `doubleAfterSplit`, one card to split aces unless `hitSplitAces`. */
export type DoubleRules = Pick<BlackjackRules, 'doubleAfterSplit' | 'hitSplitAces'> & {
  doubleMin: number
  doubleMax: number
}

/**
 * Whether a two-card hand totalling `total` may double; `split`: a hand made by splitting, `aces`: one
 * of split aces. The one answer the engine (legal.ts), the exact analysis (analysis/exact.ts), the bots'
 * strategy (strategy.ts) and the strategy drill (drill.ts) give, so a house rule about doubling is a
 * change here and in its row of `BLACKJACK_RULE_TABLE`, nowhere else.
 */
export function mayDouble(r: DoubleRules, split: boolean, aces: boolean, total: number): boolean {
  if (aces && !r.hitSplitAces) return false
  if (split && !r.doubleAfterSplit) return false
  return total >= r.doubleMin && total <= r.doubleMax
}

export function compileRules(r: BlackjackRules): BjConfig {
  const [bjNum, bjDen] = r.blackjackPays === '3:2' ? [3, 2] : r.blackjackPays === '6:5' ? [6, 5] : [1, 1]
  return {
    ...r,
    h17: r.dealerHitsSoft17,
    ...doubleRange(r.doubleOn),
    das: r.doubleAfterSplit,
    splitByValue: r.splitBy === 'value',
    bjNum,
    bjDen,
    bjPays: bjNum / bjDen,
    charlie: r.charlie === 'off' ? 0 : r.charlie,
    maxCards: r.maxCards === 'none' ? 21 : r.maxCards,
    timer: r.decisionSeconds !== 'off',
    minBet: chipsToMinor(r.minBet) ?? 1,
    maxBet: r.maxBet === 'none' ? Infinity : (chipsToMinor(r.maxBet) ?? Infinity),
    // Half-stake amounts (surrender, insurance) and the blackjack ratio must come out whole.
    stakeUnit: blackjackStakeStep(r)
  }
}
