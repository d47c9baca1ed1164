/**
 * A ruleset compiled to plain numbers for the hot path. Derived once per round from the rules;
 * never mutated, so clones of a state share it.
 */
import { blackjackStakeStep, type BlackjackRules } from '@shared/games/blackjack'
import { chipsToMinor } from '@shared/money'

export interface BjConfig {
  decks: number
  h17: boolean
  peek: boolean
  /** Totals a two-card hand may double on (inclusive). */
  doubleMin: number
  doubleMax: number
  das: boolean
  splitByValue: boolean
  maxHands: number
  resplitAces: boolean
  hitSplitAces: boolean
  surrender: boolean
  insurance: boolean
  /** Blackjack pays bjNum:bjDen. */
  bjNum: number
  bjDen: number
  /** Card count that wins as a Charlie; 0 when off. */
  charlie: number
  /** Most cards a hand may hold; a large number when there is no limit. */
  maxCards: number
  timer: boolean
  minBet: number
  /** Largest stake in minor units; Infinity when there is none. */
  maxBet: number
  /** Every stake must be a multiple of this (minor units) so every payout is whole. */
  stakeUnit: number
}

export function compileRules(r: BlackjackRules): BjConfig {
  const [bjNum, bjDen] = r.blackjackPays === '3:2' ? [3, 2] : r.blackjackPays === '6:5' ? [6, 5] : [1, 1]
  const surrender = r.surrender !== 'none'
  // Half-stake amounts (surrender, insurance) and the blackjack ratio must come out whole.
  const stakeUnit = blackjackStakeStep(r)
  return {
    decks: r.decks,
    h17: r.dealerHitsSoft17,
    peek: r.peek,
    doubleMin: r.doubleOn === 'any' ? 0 : r.doubleOn === '9-11' ? 9 : 10,
    doubleMax: r.doubleOn === 'any' ? 21 : 11,
    das: r.doubleAfterSplit,
    splitByValue: r.splitBy === 'value',
    maxHands: r.maxHands,
    resplitAces: r.resplitAces,
    hitSplitAces: r.hitSplitAces,
    surrender,
    insurance: r.insurance,
    bjNum,
    bjDen,
    charlie: r.charlie === 'off' ? 0 : r.charlie,
    maxCards: r.maxCards === 'none' ? 1000 : r.maxCards,
    timer: r.decisionSeconds !== 'off',
    minBet: chipsToMinor(r.minBet) ?? 1,
    maxBet: r.maxBet === 'none' ? Infinity : (chipsToMinor(r.maxBet) ?? Infinity),
    stakeUnit
  }
}
