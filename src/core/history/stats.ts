/**
 * One profile's statistics per game: the session totals the store keeps (rounds, wins, losses, pushes,
 * wagered, net, summed per game) and, for the card games, naturals and busts read from each round's
 * outcome code (`TableDriver.summarize`, read by the game's `outcomeFigures`), which holds only cards
 * that were face up.
 */
import type { GameStats, StatsResult } from '@shared/contract/history'
import { GAME_IDS } from '@shared/games'
import type { Store } from '../store/store'
import { notFound } from '../errors'
import type { HistoryGames } from './game'
import { sessionsWhere, type SessionFilter } from './repo-sessions'
import { gameTotals, outcomesOf, profileExists } from './repo-stats'

/**
 * The statistics of one profile's sessions that pass the sessions list's own filters (game, dates,
 * result): the screen's figures always describe the sessions it lists.
 */
export function profileStats(
  store: Store,
  registry: HistoryGames,
  profileId: string,
  filter: Omit<SessionFilter, 'profileId'> = {}
): StatsResult {
  const { fromSql, whereSql, params } = sessionsWhere({ ...filter, profileId })
  if (!profileExists(store, profileId))
    throw notFound(`There is no profile "${profileId}".`, { key: 'profiles.notFound', vars: { id: profileId } })
  const totals = gameTotals(store, fromSql, whereSql, params)
  const outcomes = outcomesOf(store, fromSql, whereSql)
  const games: GameStats[] = []
  for (const game of GAME_IDS) {
    const t = totals.find((x) => x.game === game)
    if (!t || t.rounds === 0) continue
    let naturals: number | null = null
    let busts: number | null = null
    const figures = registry.of(game).outcomeFigures
    if (figures) {
      naturals = 0
      busts = 0
      for (const row of outcomes.iterate({ ...params, roundGame: game })) {
        if (!row.outcome) continue
        const f = figures(row.outcome)
        naturals += f.naturals
        busts += f.busts
      }
    }
    games.push({
      game,
      rounds: t.rounds,
      wins: t.wins,
      losses: t.losses,
      pushes: t.pushes,
      wageredMinor: t.wagered,
      netMinor: t.net,
      naturals,
      busts
    })
  }
  return { profileId, games }
}
