/**
 * A game, as core knows it: one module per game (blackjack.ts, xidach.ts, sicbo.ts), registered once in
 * registry.ts. Each folder of the core says what it needs of a game in its own interface (tables/game.ts,
 * history/game.ts, drill/history.ts, rulesets/index.ts, analysis/game.ts) and gets the registry from createCore, so core
 * loops over the registry instead of branching on a game's name (tests/architecture/game-names.test.ts).
 */
import type { GameId } from '@shared/games'
import type { GradeAfter, TableGrade, TableGrades } from '@shared/contract/tables'
import type { SpotEdgeInfo } from '@shared/contract/rulesets'
import type { Store } from '../store/store'
import type { AnalysisGame, AnalysisGames } from '../analysis/game'
import type { DrillGames, GameDrills } from '../drill/history'
import type { HistoryGame, HistoryGames } from '../history/game'
import type { RulesetGames } from '../rulesets/index'
import type { TableGame, TableGames } from '../tables/game'

/** A game's graded decisions, as the table's coach lists them (its coach words each as it makes it). */
export interface GradeBook {
  /**
   * A session's grades, stored and still `queued` (the coach's queue: this game's, in their words),
   * after `after` (history's reads), tagged with the game.
   */
  list(store: Store, sessionId: number, after: GradeAfter | undefined, queued: readonly TableGrade[]): TableGrades
}

/**
 * A game's stored rules are upgraded by its rules' own upgrade in src/shared/rules/upgrade-<game>.ts
 * (upgrade.ts's RULES_UPGRADES names them together), not here: the upgrade of a table's saved state, the
 * verifier and the importer read saved rules without the core's registry, so they live where all reach.
 */
export interface GameModule extends TableGame, HistoryGame, GameDrills, AnalysisGame {
  readonly id: GameId
  /** The house edge of each spot under the rules, where the game has spots (Sic Bo's rules editor). */
  spotEdges?(rules: unknown): SpotEdgeInfo[]
  /** The words of the coach's grades; present exactly where `coach` is. */
  readonly grades?: GradeBook
}

/** Every game, registered once; `of` refuses a game that is not (`tables.notAvailable`). */
export interface GameRegistry extends TableGames, HistoryGames, DrillGames, RulesetGames, AnalysisGames {
  of(game: GameId): GameModule
  readonly all: readonly GameModule[]
}
