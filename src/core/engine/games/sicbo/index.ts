/**
 * The Sic Bo engine's public surface: everything outside this folder imports from here
 * (tests/architecture/engine-index.test.ts). The files, one concern each: engine.ts (the
 * `GameEngine`), setup.ts (the round's start), apply.ts (bets, removals, the roll), legal.ts (what
 * each seat may do), settle.ts (the close and settlement), view.ts, state.ts, table.ts (the payout
 * table per roll and spot), edge.ts (house edge per spot), drill.ts (the payout drill), chip-drill.ts (paying in chips). Sic Bo has no
 * ai.ts: no computer player bets.
 */
export { sicboEngine } from './engine'
export { startRound } from './setup'
export { stepAction } from './apply'
export { legalActions, pendingOf } from './legal'
export { closeBetting, settle, settledBets, worstCasePayout, type SicboRollResult } from './settle'
export { viewOf } from './view'
export type { SicboSeat, SicboSettlement, SicboSetup, SicboState } from './state'
export { houseEdge, type SpotEdge } from './edge'
export { generateDrill, explainDrill, checkDrill, type DrillOptions } from './drill'
export { dealChipTask, checkChipItem, settlementOrder, CHIP_TASK_ITEMS } from './chip-drill'
export { payoutTable, rollIndex, diceOfIndex, LOSES, SPOT_COUNT, ROLL_COUNT } from './table'
