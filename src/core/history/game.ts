/**
 * What history needs of a game (its module in core/games holds these with the rest of the game):
 * how a round is replayed and proved, what its outcome code says for the statistics, and the graded
 * decisions a recalled round or a session carries. createCore hands the registry to the history
 * procedures, so nothing here names a game.
 */
import type { Card } from '@shared/cards'
import type { GameId } from '@shared/games'
import type { RoundRecall, SessionDetail } from '@shared/contract/history'
import type { Store } from '../store/store'
import type { AnyTableDriver } from '../tables/driver'
import type { HistoryFile } from './format'

export interface HistoryGame {
  readonly id: GameId
  /** The table driver: a recalled or imported round is replayed with it. */
  readonly driver: AnyTableDriver
  /** What a round's fairness proof covers: the dice rolled, or the cards in the order they left the deck. */
  readonly proof: 'dice' | 'cards'
  /** Whether a finished round's seed waits for its shoe to end (its proof is pending until then). */
  readonly seedAtShoeEnd?: boolean
  /** How many decks a round's cards came from, read from its rules snapshot; undefined: no deck. */
  decks(rules: unknown): number | undefined
  /**
   * The cards that came out, in the committed deck's own order from their position (`offset`), as the
   * verifier reads a slice of the deck. Absent: in the order they were dealt.
   */
  deckOrder?(rules: unknown, cards: Card[], offset: number | undefined): { cards: Card[]; offset: number | undefined }
  /** Naturals and busts of the person's own hands in one round's outcome code; absent: the game has none. */
  outcomeFigures?(code: string): { naturals: number; busts: number }
  /** A recalled round's graded decisions, as the recall carries them; absent: none. */
  roundGrades?(store: Store, roundId: number): Pick<RoundRecall, 'grades' | 'xidachGrades'>
  /**
   * A session's mistakes, as its detail carries them; absent: none. With `profileId`, a session of
   * several people's: that person's own decisions only (people-grades.ts).
   */
  sessionMistakes?(
    store: Store,
    sessionId: number,
    profileId?: string
  ): Pick<SessionDetail, 'mistakes' | 'xidachMistakes'>
  /**
   * The results person by person of a session played by several people at one table, as its detail
   * carries them (none when one person played); absent: the game is played by one person a table.
   */
  sessionPeople?(store: Store, sessionId: number, config: unknown): Pick<SessionDetail, 'xidachPeople'>
  /**
   * The graded decisions a history file's round of this game may carry: their field, the words for one
   * found on another game's round, and their check (import-check.ts `checkGradeList`); absent: none.
   */
  readonly gradesInFile?: { field: GradeField; only: string; check(r: HistoryRound, at: string): void }
}

/** A round as a history file carries it. */
export type HistoryRound = HistoryFile['rounds'][number]

/** The fields of a history file's round that hold graded decisions, in the order they are checked. */
export const GRADE_FIELDS = ['grades', 'xidachGrades'] as const
export type GradeField = (typeof GRADE_FIELDS)[number]

/** The games' registry as history sees it (core/games/registry.ts). */
export interface HistoryGames {
  of(game: GameId): HistoryGame
  readonly all: readonly HistoryGame[]
}

/** The game's module, or null for a game this version does not know (an imported file's, say). */
export function maybeGame(games: HistoryGames, game: GameId): HistoryGame | null {
  try {
    return games.of(game)
  } catch {
    return null
  }
}
