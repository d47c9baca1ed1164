/**
 * Xì dách's house-rule keys for the rules screen (docs/rules-xidach.md, seeds 000 and 001); their words
 * are in src/shared/i18n/rules.*.ts.
 */
import { minorToChips } from '../money'
import {
  ACE_VALUES,
  BOTH_BUST,
  BOTH_PENALISED,
  BANK_MIN_STAKES_MAX,
  BANK_MIN_STAKES_MIN,
  DEAL_ORDERS,
  DEALER_MODES,
  DEALER_PENALTIES,
  DECISION_SECONDS_MAX,
  DECISION_SECONDS_MIN,
  DEN_AT_MAX,
  DEN_AT_MIN,
  DRAW_FROM,
  EARLY_CHECKS,
  MAX_PLAYERS_MAX,
  MAX_PLAYERS_MIN,
  NGU_LINH_LIMITS,
  NON_PENALTIES,
  PENALTY_CAP_MAX,
  PENALTY_CAP_MIN,
  PENALISED_LOSSES,
  SHORTFALLS,
  SPECIAL_TIES,
  PAY_MAX,
  PAY_MIN,
  ROTATE_EVERY_MAX,
  ROTATE_EVERY_MIN,
  resolveXidachRules,
  XIDACH_DEFAULT_PRESET,
  type XidachRules
} from '../games/xidach'
import { boolean, integer, keysCheck, oneOf, ruleKeys, tableLimits } from './build'
import type { GameRulesDraft, RuleKeys } from './types'

/** Resolved rules back as keys (chips), every key written out; `resolveXidachRules` round-trips it. */
export function xidachRulesToKeys(r: XidachRules): RuleKeys {
  return {
    preset: r.preset,
    aceValue: r.aceValue,
    playerMin: r.playerMin,
    dealerMin: r.dealerMin,
    nguLinh: r.nguLinh,
    bothBust: r.bothBust,
    pay: { ...r.pay },
    symmetric: r.symmetric,
    earlyCheck: r.earlyCheck,
    penalty: r.penalty,
    // A snapshot stored before issue 14 lacks these keys; absent means the default.
    denAt: r.denAt ?? 'off',
    nonPenalty: r.nonPenalty ?? 'off',
    penaltyCap: r.penaltyCap ?? 12,
    dealerPenalty: r.dealerPenalty ?? 'off',
    specialTie: r.specialTie ?? 'push',
    maxPlayers: r.maxPlayers ?? 5,
    dealOrder: r.dealOrder ?? 'dealer-last',
    drawFrom: r.drawFrom ?? 'top',
    decisionSeconds: r.decisionSeconds ?? 'off',
    dealerMode: r.dealerMode ?? 'fixed',
    rotateEvery: r.rotateEvery ?? 1,
    bankMinStakes: r.bankMinStakes ?? 10,
    // Issue 35's keys: absent (stored before them) means the behaviour before them.
    bustEndsTurn: r.bustEndsTurn ?? false,
    bothPenalised: r.bothPenalised ?? 'dealer',
    penalisedLoss: r.penalisedLoss ?? 'multiplier',
    shortfall: r.shortfall ?? 'dealer-pays',
    minBet: minorToChips(r.minBetMinor),
    maxBet: r.maxBetMinor === null ? null : minorToChips(r.maxBetMinor)
  }
}

export const xidachRulesDraft: GameRulesDraft<'xidach'> = {
  game: 'xidach',
  defaultPreset: XIDACH_DEFAULT_PRESET,
  presets: ['wiki', 'online', 'tet', 'pho-bien'],
  check: keysCheck(resolveXidachRules, xidachRulesToKeys),
  keys: [
    ...ruleKeys<'xidach'>('docs/rules-xidach.md, House rules and presets (seeds 000, 001)', [
      ['aceValue', 'hands', oneOf(ACE_VALUES)],
      ['playerMin', 'hands', integer(14, 16)],
      ['dealerMin', 'hands', integer(14, 16)],
      ['nguLinh', 'hands', oneOf(NGU_LINH_LIMITS)],
      ['bothBust', 'settlement', oneOf(BOTH_BUST)],
      ['pay.xiBang', 'payouts', integer(PAY_MIN, PAY_MAX)],
      ['pay.xiDach', 'payouts', integer(PAY_MIN, PAY_MAX)],
      ['pay.nguLinh', 'payouts', integer(PAY_MIN, PAY_MAX)],
      ['symmetric', 'payouts', boolean],
      ['earlyCheck', 'dealer', oneOf(EARLY_CHECKS)],
      ['penalty', 'settlement', boolean]
    ]),
    ...ruleKeys<'xidach'>('issue 14 (a home-game rulebook); rules-xidach.md', [
      ['denAt', 'settlement', integer(DEN_AT_MIN, DEN_AT_MAX, 'off')],
      ['nonPenalty', 'settlement', oneOf(NON_PENALTIES)],
      ['penaltyCap', 'settlement', integer(PENALTY_CAP_MIN, PENALTY_CAP_MAX)],
      ['dealerPenalty', 'dealer', oneOf(DEALER_PENALTIES)],
      ['specialTie', 'settlement', oneOf(SPECIAL_TIES)],
      ['maxPlayers', 'table', integer(MAX_PLAYERS_MIN, MAX_PLAYERS_MAX)],
      ['dealOrder', 'table', oneOf(DEAL_ORDERS)],
      ['drawFrom', 'table', oneOf(DRAW_FROM)],
      ['decisionSeconds', 'table', integer(DECISION_SECONDS_MIN, DECISION_SECONDS_MAX, 'off')],
      ['dealerMode', 'dealer', oneOf(DEALER_MODES)],
      ['rotateEvery', 'dealer', integer(ROTATE_EVERY_MIN, ROTATE_EVERY_MAX)],
      ['bankMinStakes', 'dealer', integer(BANK_MIN_STAKES_MIN, BANK_MIN_STAKES_MAX)]
    ]),
    ...ruleKeys<'xidach'>('issue 35 (the public rulebook ngquoctoan2001/xi-zach); rules-xidach.md', [
      ['bustEndsTurn', 'hands', boolean],
      ['bothPenalised', 'settlement', oneOf(BOTH_PENALISED)],
      ['penalisedLoss', 'settlement', oneOf(PENALISED_LOSSES)],
      ['shortfall', 'settlement', oneOf(SHORTFALLS)]
    ]),
    ...tableLimits<'xidach'>(null)
  ]
}
