/**
 * `analysis.edge`, `analysis.edgeCancel`, `analysis.ruleCosts`: a ruleset's analysis, tagged with its
 * game, answered by the game's module (each game's part: blackjack-edge.ts, xidach-edge.ts; what it
 * needs of a game: game.ts). A game without the analysis asked for is refused by the schema already;
 * the refusal here stands for a registry that lost a game's part.
 */
import { refused } from '../errors'
import type { Handlers } from '../types'
import type { AnalysisGame, AnalysisGames, AnalysisWorkers } from './game'

type AnalysisProcedures = 'analysis.edge' | 'analysis.edgeCancel' | 'analysis.ruleCosts'

/** The game's analysis `part`, or the refusal that it has none. */
function partOf<K extends keyof AnalysisGame>(
  games: AnalysisGames,
  game: Parameters<AnalysisGames['of']>[0],
  part: K
): NonNullable<AnalysisGame[K]> {
  const f = games.of(game)[part]
  if (!f) throw refused('This analysis is not available for this game.', { key: 'analysis.unavailable' })
  return f as NonNullable<AnalysisGame[K]>
}

/**
 * A ruleset just saved (or created): its game starts the edge's slow part in the background, so the
 * lobby, the sit-down and the editor find it worked out (issue 35).
 */
export function warmEdge(
  games: AnalysisGames,
  workers: AnalysisWorkers,
  saved: { game: Parameters<AnalysisGames['of']>[0]; shown: { keys: unknown } }
): void {
  games.of(saved.game).warmEdge?.(saved.shown.keys, workers)
}

export function analysisHandlers(games: AnalysisGames, workers: AnalysisWorkers): Pick<Handlers, AnalysisProcedures> {
  return {
    'analysis.edge': (input) =>
      partOf(games, input.game, 'edge')(input.keys, 'start' in input && input.start === true, workers),
    'analysis.edgeCancel': ({ game, keys }) => partOf(games, game, 'edgeCancel')(keys, workers),
    'analysis.ruleCosts': ({ game, keys }) => partOf(games, game, 'ruleCosts')(keys, workers)
  }
}
