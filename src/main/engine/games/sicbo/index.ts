// The Sic Bo engine's public surface.
export { sicboEngine, settle, settledBets, worstCasePayout, type SicboRollResult, type SicboSeat, type SicboSetup, type SicboState, type SicboSettlement } from './engine'
export { houseEdge, type SpotEdge } from './edge'
export { generateDrill, explainDrill, checkDrill, type DrillOptions } from './drill'
export { payoutTable, rollIndex, diceOfIndex, LOSES, SPOT_COUNT, ROLL_COUNT } from './table'
