/**
 * The Blackjack engine's public surface: everything outside this folder imports from here
 * (tests/architecture/engine-index.test.ts). The files, one concern each: engine.ts (the
 * `GameEngine`), setup.ts (checks, the deal, re-deals), apply.ts (one action in place, and `step`'s
 * worded refusals), legal.ts (what the seat in turn may do), settle.ts (dealer play, settlement,
 * nets), view.ts (what a seat sees), state.ts, codes.ts (the hot path's action and result codes),
 * hand.ts (hand values, drawing), cards.ts, config.ts (rules compiled for the hot path),
 * strategy.ts (the generated basic strategy), ai.ts (the bots' basic-strategy play), drill.ts (the
 * trainer's hands), analysis/ (the exact analysis and its worker; indices.ts the index plays).
 */
export { blackjackEngine } from './engine'
export {
  idleState,
  restartRound,
  shoeAfter,
  stakeIssue,
  stakeRefusal,
  startRound,
  MAX_SPOTS,
  type BlackjackSeatSetup,
  type BlackjackSetup,
  type StakeIssue
} from './setup'
export { applyAction, stepAction } from './apply'
export { freeChips, insuranceRange, legalActions, legalMask } from './legal'
export { roundNets, seatNet } from './settle'
export { viewOf } from './view'
export { cloneState, type BjHand, type BjSeat, type BlackjackState } from './state'
export { ACTION_BITS, ACTION_CODE, OK, E_NO_CARDS } from './codes'
export { handTotal } from './hand'
export { bestTotal, cardCode, cardName, shoeCodes, VALUE } from './cards'
export { compileRules, mayDouble, type BjConfig, type DoubleRules } from './config'
export { dealerFinalProbabilities, strategyFor, KEY_COUNT, MASKS, type StrategyTable } from './strategy'
export { strategyChart } from './strategy-chart'
export { basicStrategyAction, basicStrategyCode } from './ai'
export {
  allowedActions,
  CellBook,
  cellsOf,
  dealCountDrill,
  dealHand,
  gradeHand,
  rowsOf,
  situationRounds,
  startsOfRow,
  UPS,
  type CountDrill,
  type DrillAction,
  type DrillCell,
  type HandGrade,
  type StrategyHand,
  type StrategyKind
} from './drill'
export {
  analyzeCa,
  analyzeHand,
  analyzeRuleset,
  fullShoe,
  type CaRules,
  type HandAnalysis,
  type HandQuery,
  type RulesetAnalysis
} from './analysis'
export { exactBotAction, exactKnown, rememberExact } from './analysis/bot'
export {
  computeIndices,
  everyCell,
  expectedUnseen,
  indexCellEVs,
  standardQuestions,
  startsOf,
  FAB_4,
  ILLUSTRIOUS_18,
  INDEX_UPS,
  type IndexAction,
  type IndexOptions,
  type IndexQuestion,
  type IndexResult,
  type IndexUp
} from './analysis/indices'
export type { CounterSimJob, CounterSimMessage } from './sim-protocol'
export { blackjackDecisionSeconds, blackjackTimeout, withTimeout } from './timer'
