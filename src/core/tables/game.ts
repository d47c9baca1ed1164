/**
 * What the tables need of a game, beyond nothing but its id: the table driver and, for a game with a
 * coach, its half of the coach. A game's module (core/games) holds these with the rest of the game;
 * createCore hands the registry to the TableService, so nothing here names a game.
 */
import type { GameId, SeatId } from '@shared/games'
import type { TableAdvice, TableGrade } from '@shared/contract/tables'
import type { AnalysisClient } from '../workers'
import type { CoreContext, Logger } from '../types'
import type { AnyTableDriver } from './driver'
import type { LiveRound, LiveTable } from './live'
import type { TablesRepo } from './repo'

/**
 * A computed grade: in its words, as the game's coach made it (the fields the screens are pushed and
 * history's reads answer, tagged with the game), and how it is stored.
 */
export interface ComputedGrade {
  worded: TableGrade
  /** Inserts the grade into its game's grade table (inside the caller's transaction). */
  write(repo: TablesRepo): void
}

/** What the coach lends a game's half of it: the context, the analysis worker and the grade queue. */
export interface CoachKit {
  ctx: CoreContext
  analysis: AnalysisClient | null
  /**
   * One grade, computed by `work` (started now, so it asks about the decision as it was); the grade it
   * returns (null: none) is queued and written with the grades computed near it. A failure is logged.
   */
  gradeJob(of: { roundId: number; sessionId: number }, work: () => Promise<ComputedGrade | null>): void
}

/** A game's half of the coach (coach.ts runs the other half: the grade queue, pushes, reads). */
export interface GameCoach {
  /**
   * After a commit that leaves round `r` waiting for the person: work out the advice for that decision
   * and `push` it when ready if `current()` still holds (the round has not moved on).
   */
  follow(t: LiveTable, r: LiveRound, push: (advice: TableAdvice) => void, current: () => boolean): void
  /** Hints for the person's decision now, or null when none of theirs is awaited. */
  advice(t: LiveTable): Promise<TableAdvice | null>
  /**
   * Fixes the question of the person's decision now, before an action changes the round; the returned
   * grader grades `action` once it is stored (event `eventSeq`), or null when nothing is to be graded.
   */
  beforeAction(t: LiveTable, r: LiveRound): ((seat: SeatId, action: unknown, eventSeq: number) => void) | null
  /** A round finished (Blackjack: its face-up cards count as seen in the shoe). */
  finished?(t: LiveTable, r: LiveRound): void
}

/** The tables' part of a game's module. */
export interface TableGame {
  readonly id: GameId
  readonly driver: AnyTableDriver
  /** The game's half of the coach, made once per core; absent: no hints or grades at this game. */
  coach?(kit: CoachKit): GameCoach
  /**
   * The person may count the cards at the table (`tables.setCounting`, `tables.count`,
   * `tables.countQuiz`: Blackjack's Hi-Lo, drill/blackjack-counting.ts); absent: those are refused.
   */
  readonly counts?: true
  /** A table opened or resumed (Blackjack: start the exact analysis its computer players use). */
  opened?(t: LiveTable, analysis: AnalysisClient | null, log: Logger): void
}

/** The games' registry as the tables see it (core/games/registry.ts). */
export interface TableGames {
  /** The game's module; a game not registered is refused (`tables.notAvailable`). */
  of(game: GameId): TableGame
  readonly all: readonly TableGame[]
}
