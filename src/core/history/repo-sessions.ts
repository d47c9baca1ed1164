/**
 * SQL for the sessions list (sessions.ts) and the statistics (stats.ts, repo-stats.ts): the filters they
 * share as one WHERE clause, a page of the list, and a session as one of the other people at its table
 * sat at it. Each shape of the list's query is prepared once per store (`HistoryRepo.statement`).
 */
import type { z } from 'zod'
import type { historySessionsInput } from '@shared/contract/history-inputs'
import type { Store } from '../store/store'
import { historyRepo, SESSION_COLUMNS, type SessionDetailRow, type SessionListRow } from './repo'
import { PROFILE_SESSIONS_SQL } from './repo-people'

export type SessionsQuery = z.output<typeof historySessionsInput>

const SORT_COLUMN = { date: 's.started_at', net: 's.net_minor', rounds: 's.rounds_count' } as const
const RESULT_SQL = { won: 's.net_minor > 0', lost: 's.net_minor < 0', even: 's.net_minor = 0' } as const

/** The filters the sessions list and the statistics share (docs/history.md): one WHERE for both. */
export type SessionFilter = Pick<SessionsQuery, 'profileId' | 'game' | 'from' | 'to' | 'result'>

/**
 * The sessions to read (`fromSql`, aliased `s`), the WHERE clause on them and its named parameters for
 * `f`. A profile's sessions are the ones it opened and the ones of several people it sat at, with its
 * own figures there (`PROFILE_SESSIONS_SQL`), so its list, filters and statistics are all its own.
 */
export function sessionsWhere(f: SessionFilter): {
  fromSql: string
  whereSql: string
  params: Record<string, string | number>
} {
  const where: string[] = []
  const params: Record<string, string | number> = {}
  let fromSql = 'sessions s'
  if (f.profileId !== undefined) {
    fromSql = `${PROFILE_SESSIONS_SQL} s`
    params.profileId = f.profileId
  }
  if (f.game !== undefined) {
    where.push('s.game = @game')
    params.game = f.game
  }
  // Stored times are toISOString() values, so normalising the bounds the same way makes text order time order.
  if (f.from !== undefined) {
    where.push('s.started_at >= @from')
    params.from = new Date(f.from).toISOString()
  }
  if (f.to !== undefined) {
    where.push('s.started_at < @to')
    params.to = new Date(f.to).toISOString()
  }
  if (f.result !== undefined) where.push(RESULT_SQL[f.result])
  return { fromSql, whereSql: where.length ? `WHERE ${where.join(' AND ')}` : '', params }
}

/** The filtered sessions counted, and the page of them `q` asks for, in its order. */
export function sessionsPage(store: Store, q: SessionsQuery): { total: number; rows: SessionListRow[] } {
  const { fromSql, whereSql, params } = sessionsWhere(q)
  const dir = q.order === 'asc' ? 'ASC' : 'DESC'
  const repo = historyRepo(store)
  const total = (repo.statement(`SELECT count(*) AS n FROM ${fromSql} ${whereSql}`).get(params) as { n: number }).n
  const rows = repo
    .statement(
      `SELECT ${SESSION_COLUMNS} FROM ${fromSql} JOIN profiles p ON p.id = s.profile_id ${whereSql}
       ORDER BY ${SORT_COLUMN[q.sort]} ${dir}, s.id ${dir} LIMIT @limit OFFSET @offset`
    )
    .all({ ...params, limit: q.limit, offset: q.offset }) as SessionListRow[]
  return { total, rows }
}

/** Session `sessionId` with `viewer`'s own figures there (`PROFILE_SESSIONS_SQL`), or undefined. */
export function guestSessionRow(store: Store, sessionId: number, viewer: string): SessionDetailRow | undefined {
  return historyRepo(store)
    .statement(
      `SELECT ${SESSION_COLUMNS}, s.wins, s.losses, s.pushes, s.biggest_win_minor, s.biggest_loss_minor, s.config_json, s.table_json
         FROM ${PROFILE_SESSIONS_SQL} s JOIN profiles p ON p.id = s.profile_id WHERE s.id = @sessionId`
    )
    .get({ profileId: viewer, sessionId }) as SessionDetailRow | undefined
}
