/**
 * The worker threads the core starts, by their clients: the game-neutral compute worker (Blackjack's
 * analysis and the Xì dách advisor run there), the Xì dách edge simulations and exact sums, and the
 * counter's simulation. Only this layer touches `node:worker_threads`; the engine stays plain
 * TypeScript that runs anywhere.
 */
export { ComputeClient } from './compute/client'
export { AnalysisClient } from './compute/blackjack-analysis'
export { CounterSimClient, type CounterSimRun, type CounterSimView } from './blackjack-sim/client'
export { EDGE_ROUNDS, EDGE_SEED, XidachEdgeClient, type EdgeRun, type RememberedEdges } from './xidach-edge/client'
export { XidachExactClient, type ExactRun } from './xidach-edge/exact-client'
