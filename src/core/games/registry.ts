/** The games, registered once: adding a game is its module (game.ts) and a line here. */
import type { GameId } from '@shared/games'
import { refused } from '../errors'
import { blackjackGame } from './blackjack'
import type { GameModule, GameRegistry } from './game'
import { sicboGame } from './sicbo'
import { xidachGame } from './xidach'

export const GAMES: readonly GameModule[] = [xidachGame, blackjackGame, sicboGame]

export const games: GameRegistry = {
  all: GAMES,
  of(game: GameId): GameModule {
    const g = GAMES.find((m) => m.id === game)
    if (!g) throw refused(`The ${game} table is not available yet.`, { key: 'tables.notAvailable', vars: { game } })
    return g
  }
}
