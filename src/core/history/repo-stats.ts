/**
 * SQL for one profile's statistics (stats.ts), over the sessions the sessions list's filters pass
 * (`fromSql`, `whereSql` and their `params` from repo-sessions.ts `sessionsWhere`).
 */
import type Database from 'better-sqlite3'
import type { GameId } from '@shared/games'
import type { Store } from '../store/store'
import { PROFILE_OUTCOME_SQL } from './repo-people'

export interface GameTotalsRow {
  game: GameId
  rounds: number
  wins: number
  losses: number
  pushes: number
  wagered: number
  net: number
}

export function profileExists(store: Store, profileId: string): boolean {
  return store.db.prepare('SELECT 1 FROM profiles WHERE id = ?').get(profileId) !== undefined
}

/** The filtered sessions' totals, summed per game. */
export function gameTotals(
  store: Store,
  fromSql: string,
  whereSql: string,
  params: Record<string, string | number>
): GameTotalsRow[] {
  return store.db
    .prepare(
      `SELECT game, sum(rounds_count) AS rounds, sum(wins) AS wins, sum(losses) AS losses, sum(pushes) AS pushes,
              sum(wagered_minor) AS wagered, sum(net_minor) AS net
       FROM ${fromSql} ${whereSql} GROUP BY game`
    )
    .all(params) as GameTotalsRow[]
}

/**
 * The filtered sessions' settled rounds' outcome codes as the profile played them, for one game at a
 * time: iterate it with the filter's params and `roundGame`.
 */
export function outcomesOf(
  store: Store,
  fromSql: string,
  whereSql: string
): Database.Statement<Record<string, string | number>, { outcome: string | null }> {
  return store.db.prepare(
    `SELECT ${PROFILE_OUTCOME_SQL} AS outcome FROM ${fromSql} CROSS JOIN rounds r ON r.session_id = s.id
     ${whereSql ? `${whereSql} AND` : 'WHERE'} r.game = @roundGame AND r.result_json IS NOT NULL`
  )
}
