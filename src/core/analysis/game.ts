/**
 * What a ruleset's analysis needs of a game: its house edge (`analysis.edge`), a running edge stopped
 * (`analysis.edgeCancel`), its edge rule by rule (`analysis.ruleCosts`) and the edge's warm-up when a
 * ruleset is saved. A game's module (core/games) holds these with the rest of the game; createCore hands
 * the registry to the analysis procedures, so nothing here names a game.
 */
import type { GameId } from '@shared/games'
import type { AnalysisEdge, AnalysisRuleCosts } from '@shared/contract/analysis'
import type { AnalysisClient, XidachEdgeClient, XidachExactClient } from '../workers'

/** The analysis workers (the core's thread never waits on a computation), made once per core. */
export interface AnalysisWorkers {
  /** Blackjack's exact analysis. */
  analysis: AnalysisClient
  /** Xì dách's simulated edges, one worker thread per ruleset being run. */
  xidachSims: XidachEdgeClient
  /** Xì dách's exact heads-up edges. */
  xidachExact: XidachExactClient
}

/** House rules as the rules editor holds them (`{ preset, …keys }`), unchecked. */
export type EdgeKeys = Record<string, unknown>

/** The analysis part of a game's module; each is absent where the game has no such analysis. */
export interface AnalysisGame {
  /** The house edge of `keys`; `start`: begin a simulation where the figure is simulated. */
  edge?(keys: EdgeKeys, start: boolean, workers: AnalysisWorkers): AnalysisEdge | Promise<AnalysisEdge>
  /** Stops the edge's computation under way for `keys` (what it had is dropped). */
  edgeCancel?(keys: EdgeKeys, workers: AnalysisWorkers): AnalysisEdge
  /** The edge of `keys` rule by rule against the game's baseline. */
  ruleCosts?(keys: EdgeKeys, workers: AnalysisWorkers): Promise<AnalysisRuleCosts>
  /**
   * A ruleset just saved (or created): start its edge in the background where working it out takes
   * long, so the lobby, the sit-down and the editor find it done (issue 35). `keys` as saved, unchecked.
   */
  warmEdge?(keys: unknown, workers: AnalysisWorkers): void
}

/** The games' registry as the analysis procedures see it (core/games/registry.ts). */
export interface AnalysisGames {
  of(game: GameId): AnalysisGame
}
