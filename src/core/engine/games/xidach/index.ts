/**
 * The Xì dách engine's public surface: everything outside this folder imports from here
 * (tests/architecture/engine-index.test.ts). The files, one concern each: engine.ts (the
 * `GameEngine`), setup.ts (checks, the deal, phase 1), apply.ts (one action in place), legal.ts
 * (what each seat may do), settle.ts (settlement and nets), view.ts (what a seat sees), state.ts,
 * hand.ts (hand values), ai.ts (bots and the computer dealer), advisor.ts (a player's hints), dealing-advice.ts (a person
 * dealing), dealer-odds.ts (their shared enumeration), autoplay.ts
 * (rounds played out for the simulator), edge/ (the house-edge worker).
 */
export { xidachEngine } from './engine'
export { checkSetup, maxPlayersOf, restartRound, shuffledDeck, startRound, type XidachSetup } from './setup'
export { apply, DECK_EMPTY } from './apply'
export { earlyCheckOpen, legalActions, legalInto, pendingOf, penaltyCost } from './legal'
export { netsOf, settleAgainst, settleStandings } from './settle'
export { emptyView, viewInto, viewOf } from './view'
export { cloneState, type XidachDealerState, type XidachPlayerState, type XidachState } from './state'
export {
  aceCount,
  bestTotal,
  handStanding,
  hardTotal,
  natural,
  shownTotal,
  standing,
  standingIndex,
  standingTable,
  BUST,
  NGU_LINH
} from './hand'
export {
  botDecision,
  botStake,
  dealerDecision,
  BOT_STYLES,
  DEALER_STRENGTHS,
  type BotStyle,
  type DealerStrength
} from './ai'
export {
  advisePlayer,
  exactAdvice,
  questionFromView,
  sampledAdvice,
  unseenOf,
  type Figures,
  type PlayerAdvice,
  type PlayerQuestion
} from './advisor'
export { adviseDealer } from './dealing-advice'
export { rankIndex } from './dealer-odds'
export {
  exactOrNot,
  exactXidachEdge,
  handKey,
  ONE_PACK,
  EXACT_BUDGET,
  TooSlow,
  type ExactEdge,
  type PlayerChoice
} from './exact-edge'
export { playOut, simDeck, SimTable, ViewPool, type AutoSeats, type Move } from './autoplay'
export type { DealerEdge, EdgeFigure, EdgeJob, EdgeMessage, ExactDealerEdge } from './edge-protocol'
export { xidachOptional, xidachDecisionSeconds, xidachTimeout } from './pauses'
