/** The sessions list, one session's figures and balance chart, and its rounds page by page. */
import { personRounds, seatedGuest } from './repo-people'
import { guestSessionRow, sessionsPage, type SessionsQuery } from './repo-sessions'
import type {
  BalanceSeries,
  RoundListItem,
  RoundsPage,
  SessionDetail,
  SessionFigures,
  SessionListItem,
  SessionsPage
} from '@shared/contract/history'
import type { Store } from '../store/store'
import { notFound } from '../errors'
import type { HistoryGames } from './game'
import { upgradeRules } from '@shared/rules/upgrade'
import { historyRepo, type HistoryRepo, type RoundListRow, type SessionDetailRow, type SessionListRow } from './repo'

export const PRESET_PREFIX = 'preset:'

export function sessionItem(r: SessionListRow): SessionListItem {
  const open = r.ended_at === null
  return {
    sessionId: r.id,
    game: r.game,
    profileId: r.profile_id,
    profileName: r.profile_name,
    rulesetId: r.ruleset_id.startsWith(PRESET_PREFIX) ? null : r.ruleset_id,
    rulesetVersion: r.ruleset_version,
    rulesName: r.rules_name,
    startedAt: r.started_at,
    endedAt: r.ended_at,
    open,
    chipsInMinor: r.chips_in_minor,
    chipsOutMinor: open ? null : r.chips_out_minor,
    rounds: r.rounds_count,
    wageredMinor: r.wagered_minor,
    netMinor: r.net_minor,
    ...(r.damaged ? { damaged: true as const } : {})
  }
}

export function listSessions(store: Store, q: SessionsQuery): SessionsPage {
  const { total, rows } = sessionsPage(store, q)
  return { total, offset: q.offset, items: rows.map(sessionItem) }
}

function sessionRow(store: Store, sessionId: number): SessionDetailRow {
  const row = historyRepo(store).session.get(sessionId)
  if (!row) throw notFound(`There is no session ${sessionId}.`, { key: 'history.noSession', vars: { sessionId } })
  return row
}

/**
 * The session as `viewer` sat at it: one of the other people at a table of several people gets the
 * session with its own figures (`PROFILE_SESSIONS_SQL`); anyone else, or no viewer, gets the session's
 * own row (its opener's). `guest` says which.
 */
function viewedRow(
  store: Store,
  sessionId: number,
  viewer: string | undefined
): { row: SessionDetailRow; guest: boolean } {
  const own = sessionRow(store, sessionId)
  if (viewer === undefined || !seatedGuest(store, sessionId, viewer)) return { row: own, guest: false }
  const row = guestSessionRow(store, sessionId, viewer)
  return row ? { row, guest: true } : { row: own, guest: false }
}

export function figuresOf(r: SessionDetailRow): SessionFigures {
  return {
    rounds: r.rounds_count,
    wageredMinor: r.wagered_minor,
    netMinor: r.net_minor,
    wins: r.wins,
    losses: r.losses,
    pushes: r.pushes,
    biggestWinMinor: r.biggest_win_minor,
    biggestLossMinor: r.biggest_loss_minor,
    returnPct: r.wagered_minor > 0 ? Math.round((r.net_minor / r.wagered_minor) * 1_000_000) / 10_000 : null
  }
}

/**
 * The balance after each settled round; beyond `maxPoints` rounds, each bucket of rounds gives its
 * lowest and highest point in round order, and the first and last rounds are always kept exactly.
 */
export function balanceSeries(store: Store, sessionId: number, maxPoints: number): BalanceSeries {
  const repo = historyRepo(store)
  const n = repo.pointCount.get(sessionId)?.n ?? 0
  if (n <= maxPoints) {
    const rows = repo.allPoints.all(sessionId)
    return { seq: rows.map((r) => r[0]), balanceMinor: rows.map((r) => r[1]), rounds: n, downsampled: false }
  }
  const first = repo.firstPoint.get(sessionId) as { seq: number; v: number }
  const last = repo.lastPoint.get(sessionId) as { seq: number; v: number }
  const buckets = Math.max(1, Math.floor((maxPoints - 2) / 2))
  const args = { s: sessionId, min: first.seq, b: buckets, span: last.seq - first.seq + 1 }
  const byBucket = new Map<number, Array<[number, number]>>()
  for (const [b, seq, v] of repo.bucketMin.all(args)) byBucket.set(b, [[seq, v]])
  for (const [b, seq, v] of repo.bucketMax.all(args)) {
    const pts = byBucket.get(b) ?? []
    if (!pts.some((p) => p[0] === seq)) pts.push([seq, v])
    byBucket.set(b, pts)
  }
  const points: Array<[number, number]> = [[first.seq, first.v]]
  for (const b of [...byBucket.keys()].sort((x, y) => x - y)) {
    for (const p of (byBucket.get(b) as Array<[number, number]>).sort((x, y) => x[0] - y[0])) {
      if (p[0] !== first.seq && p[0] !== last.seq) points.push(p)
    }
  }
  points.push([last.seq, last.v])
  return { seq: points.map((p) => p[0]), balanceMinor: points.map((p) => p[1]), rounds: n, downsampled: true }
}

/** `balanceSeries`'s buckets over points already read, in round order (a guest's own balances). */
export function seriesOf(all: ReadonlyArray<readonly [number, number]>, maxPoints: number): BalanceSeries {
  const n = all.length
  if (n <= maxPoints)
    return { seq: all.map((p) => p[0]), balanceMinor: all.map((p) => p[1]), rounds: n, downsampled: false }
  const first = all[0] as readonly [number, number]
  const last = all[n - 1] as readonly [number, number]
  const buckets = Math.max(1, Math.floor((maxPoints - 2) / 2))
  const span = last[0] - first[0] + 1
  const lo = new Map<number, readonly [number, number]>()
  const hi = new Map<number, readonly [number, number]>()
  for (const p of all) {
    const b = Math.floor(((p[0] - first[0]) * buckets) / span)
    if (!lo.has(b) || p[1] < (lo.get(b) as readonly [number, number])[1]) lo.set(b, p)
    if (!hi.has(b) || p[1] > (hi.get(b) as readonly [number, number])[1]) hi.set(b, p)
  }
  const points: Array<readonly [number, number]> = [first]
  for (const b of [...lo.keys()].sort((x, y) => x - y)) {
    const pair = [lo.get(b), hi.get(b)] as Array<readonly [number, number]>
    const kept = pair[0] === pair[1] ? [pair[0]] : pair.sort((x, y) => x[0] - y[0])
    for (const p of kept) if (p && p[0] !== first[0] && p[0] !== last[0]) points.push(p)
  }
  points.push(last)
  return { seq: points.map((p) => p[0]), balanceMinor: points.map((p) => p[1]), rounds: n, downsampled: true }
}

/**
 * The rules the table opened with, read out of table_json (which also holds secrets that never leave)
 * through the rules' upgrade (an imported session's table_json holds only its rules). Rules that do not
 * read back are left out (null) rather than refusing the whole session.
 */
function tableRules(row: Pick<SessionDetailRow, 'game' | 'table_json'>, format: number): unknown {
  try {
    const t = JSON.parse(row.table_json) as { rules?: unknown }
    if (t.rules === undefined) return null
    const rules = upgradeRules(row.game, t.rules, format)
    return rules.ok ? rules.value : null
  } catch {
    return null
  }
}

/**
 * One session's page. `viewer` (the profile looking, optional): one of the other people at a table of
 * several people sees the session's figures, chart and list entry as their own sitting; the whole
 * table's results, person by person, are the same for everyone.
 */
export function sessionDetail(
  store: Store,
  games: HistoryGames,
  sessionId: number,
  maxPoints: number,
  viewer?: string
): SessionDetail {
  const { row, guest } = viewedRow(store, sessionId, viewer)
  const config = JSON.parse(row.config_json) as unknown
  const people = games.of(row.game).sessionPeople?.(store, sessionId, config) ?? {}
  const several = Object.keys(people).length > 0
  const series = guest
    ? seriesOf(
        personRounds(store, sessionId, row.profile_id).map((r) => [r.seq, r.balanceAfterMinor] as const),
        maxPoints
      )
    : balanceSeries(store, sessionId, maxPoints)
  return {
    session: sessionItem(row),
    figures: figuresOf(row),
    rules: tableRules(row, historyRepo(store).tableFormat(sessionId)),
    config,
    series,
    // At a table of several people, the decisions of the person viewing only (the opener without one).
    ...games.of(row.game).sessionMistakes?.(store, sessionId, several ? row.profile_id : undefined),
    ...people
  }
}

/**
 * A page of a session's rounds in seq order, read from whichever end of the session is nearer: an
 * OFFSET walks every row it skips, and the Sic Bo table's board reads the last 48 rounds after every
 * roll (5 ms a read at 50,000 rounds from the start, against 0.15 ms from the end).
 */
function pageRows(repo: HistoryRepo, sessionId: number, total: number, offset: number, limit: number): RoundListRow[] {
  const fromEnd = total - offset - limit
  if (fromEnd >= offset || offset >= total) return repo.rounds.all(sessionId, limit, offset)
  return repo.roundsFromEnd.all(sessionId, Math.min(limit, total - offset), Math.max(0, fromEnd)).reverse()
}

/**
 * A page of a session's rounds. `viewer` as in `sessionDetail`: one of the other people at a table of
 * several people sees each round's figures and outcome as their own seat played it.
 */
export function roundsPage(
  store: Store,
  sessionId: number,
  offset: number,
  limit: number,
  viewer?: string
): RoundsPage {
  const row = sessionRow(store, sessionId)
  const repo = historyRepo(store)
  const total = row.rounds_count + (repo.openRounds.get(sessionId)?.n ?? 0)
  const own =
    viewer !== undefined && seatedGuest(store, sessionId, viewer)
      ? new Map(personRounds(store, sessionId, viewer).map((p) => [p.roundId, p]))
      : null
  const rows = pageRows(repo, sessionId, total, offset, limit).map((r) => {
    const p = own?.get(r.id)
    if (!own || r.status !== 'over') return r
    return {
      ...r,
      wagered_minor: p?.wageredMinor ?? null,
      net_minor: p?.netMinor ?? null,
      balance_after_minor: p?.balanceAfterMinor ?? null,
      outcome: p?.outcome ?? null
    }
  })
  const items: RoundListItem[] = rows.map((r) => ({
    roundId: r.id,
    seq: r.seq,
    status: r.status,
    startedAt: r.created_at,
    endedAt: r.ended_at,
    wageredMinor: r.wagered_minor,
    netMinor: r.net_minor,
    balanceAfterMinor: r.balance_after_minor,
    outcome: r.outcome,
    ...(r.dealer !== null ? { dealer: r.dealer } : {}),
    ...(r.untimed === 1 ? { untimed: true as const } : {}),
    revealed: r.revealed === 1
  }))
  return { total, offset, items }
}
