/**
 * A ruleset's analysis over the boundary, tagged with its game (issue 33: one procedure for every game,
 * as `tables.advice` is): `analysis.edge` (Blackjack's exact edge, docs/analysis-blackjack.md; Xì
 * dách's exact heads-up figures and simulation, docs/sim-xidach.md), `analysis.edgeCancel` (a running
 * Xì dách simulation) and `analysis.ruleCosts` (Blackjack's edge rule by rule). Each input lists only
 * the games that have the analysis, so another game is refused by the schema, naming `game`.
 */
import { z } from 'zod'
import type { BlackjackRuleKey, BlackjackRules } from '../games/blackjack'
import { ruleKeysInput } from './rulesets'

const blackjack = z.literal('blackjack')
const xidach = z.literal('xidach')

/**
 * `{ game, keys }`: house rules as the rules editor holds them (`{ preset, …keys }`). Xì dách's
 * `start: true` begins a simulation when none is kept; its answer is the run's progress or result.
 */
export const analysisEdgeInput = z.discriminatedUnion('game', [
  z.object({ game: blackjack, keys: ruleKeysInput }).strict(),
  z.object({ game: xidach, keys: ruleKeysInput, start: z.boolean().optional() }).strict()
])
/** `{ game, keys }`: the Xì dách simulation of these rules to stop. */
export const analysisEdgeCancelInput = z.discriminatedUnion('game', [
  z.object({ game: xidach, keys: ruleKeysInput }).strict()
])
/** `{ game, keys }`: the Blackjack rules whose edge is wanted rule by rule. */
export const analysisRuleCostsInput = z.discriminatedUnion('game', [
  z.object({ game: blackjack, keys: ruleKeysInput }).strict()
])

/** `analysis.edge` / `analysis.edgeCancel`: a ruleset's house edge, for its game. */
export type AnalysisEdge = { game: 'blackjack'; edge: BlackjackEdgeInfo } | { game: 'xidach'; edge: XidachEdgeInfo }

/** `analysis.ruleCosts`: a ruleset's edge rule by rule, for its game. */
export type AnalysisRuleCosts = { game: 'blackjack'; costs: BlackjackRuleCostsInfo }

export interface BlackjackEdgeInfo {
  /** How it was computed: exact combinatorial analysis, CDZ- splits. */
  method: 'exact-cdz-'
  /** Player EV per initial stake, percent (negative: the house's edge). */
  playerEvPercent: number
  /** −playerEvPercent. */
  houseEdgePercent: number
  /** Player EV per up-card, percent, keyed "2" … "9", "T", "A". */
  byUpcard: Record<string, number>
  /** Total-dependent chart (rows "H5"…, "S13"…, "2,2"…, "A,A"), one action per up-card 2…9, T, A. */
  chart: Record<string, string[]>
  /** The same cells' play where their double or surrender may not be made (hit, stand or split). */
  chartElse: Record<string, string[]>
}

/** One rule's worth (`analysis.ruleCosts`): the player's EV with it changed from the baseline game. */
export interface BlackjackRuleCostRow {
  key: BlackjackRuleKey
  value: BlackjackRules[BlackjackRuleKey]
  baseline: BlackjackRules[BlackjackRuleKey]
  /** Keys set with it because it cannot stand without them (each counted in its own row). */
  with: BlackjackRuleKey[]
  /** Percent of the initial stake; negative: the rule costs the player. */
  evPercent: number
}

/** The edge by rule: the baseline game's EV, one row per rule that differs from it, and what they do together. */
export interface BlackjackRuleCostsInfo {
  baselineEvPercent: number
  playerEvPercent: number
  rows: BlackjackRuleCostRow[]
  /** playerEvPercent − baselineEvPercent − the rows' sum. */
  togetherPercent: number
}

/** One dealer AI's simulated figure, percent of the stakes (positive: the house wins). */
export interface XidachDealerEdge {
  dealer: 'simple' | 'shrewd'
  rounds: number
  houseEdgePercent: number
  loPercent: number
  hiPercent: number
}

/**
 * One dealer AI's exact figure (docs/sim-xidach.md "Exact, heads-up"): one player against it, one pack,
 * the best play against its known policy; percent of the stake. `exact: false`: the enumeration ran
 * past its time budget, and the simulation stands in.
 */
export type XidachExactDealerEdge =
  | { dealer: 'simple' | 'shrewd'; exact: true; playerEvPercent: number; houseEdgePercent: number; ms: number }
  | { dealer: 'simple' | 'shrewd'; exact: false; reason: 'too-slow'; ms: number }

/** The exact heads-up figures, worked out in the background whenever the rules are asked about. */
export interface XidachExactInfo {
  state: 'running' | 'ok' | 'failed'
  results: XidachExactDealerEdge[]
  message?: string
}

/**
 * A Xì dách house edge: the exact heads-up figures (`exact`, always started on asking), and the
 * simulation (docs/sim-xidach.md): four bots against each dealer AI. `idle`: none kept for these rules
 * (ask with start; started without it where an exact figure ran past its budget); `running` with `done`
 * 0…1 and the dealers finished so far.
 */
export interface XidachEdgeInfo {
  state: 'idle' | 'running' | 'ok' | 'cancelled' | 'failed'
  done: number
  results: XidachDealerEdge[]
  /** Rounds simulated per dealer AI. */
  roundsPerDealer: number
  message?: string
  exact: XidachExactInfo
}
