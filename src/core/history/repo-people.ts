/**
 * SQL for the sessions of several people (issue 35, xidach-people.ts): each person's figures in a
 * session, read from what each settled round's row keeps of every person at it (`result.people`), and
 * the fragments the sessions list and the statistics read a profile's sessions through.
 */
import type { Store } from '../store/store'

export interface PersonRow {
  profile_id: string
  name: string | null
  rounds: number
  dealt: number
  wagered: number
  net: number
  wins: number
  losses: number
}

export interface SeatOwnerRow {
  round_id: number
  seat: string
  profile_id: string
}

/**
 * Who played each seat of the session's settled rounds (`result.people`; the person who held the bank
 * is named under `dealerSeat`): people-grades.ts gives each grade its owner from these.
 */
export function seatOwnerRows(store: Store, sessionId: number, dealerSeat: string): SeatOwnerRow[] {
  return store.db
    .prepare(
      `SELECT r.id AS round_id,
              CASE WHEN json_extract(p.value, '$.dealer') THEN @dealer ELSE json_extract(p.value, '$.seat') END AS seat,
              json_extract(p.value, '$.profileId') AS profile_id
         FROM rounds r, json_each(r.result_json, '$.people') p
        WHERE r.session_id = @sessionId AND r.status = 'over'`
    )
    .all({ sessionId, dealer: dealerSeat }) as SeatOwnerRow[]
}

/** The profile that opened the session's table, or undefined when there is no such session. */
export function sessionOpener(store: Store, sessionId: number): string | undefined {
  return (
    store.db.prepare('SELECT profile_id FROM sessions WHERE id = ?').get(sessionId) as
      { profile_id: string } | undefined
  )?.profile_id
}

/** Every person at the session's table, grouped from the settled rounds' `result.people`. */
export function sessionPeopleRows(store: Store, sessionId: number): PersonRow[] {
  return store.db
    .prepare(
      `SELECT json_extract(p.value, '$.profileId') AS profile_id, pr.name AS name, count(*) AS rounds,
              sum(coalesce(json_extract(p.value, '$.dealer'), 0)) AS dealt,
              sum(json_extract(p.value, '$.wageredMinor')) AS wagered,
              sum(json_extract(p.value, '$.netMinor')) AS net,
              sum(json_extract(p.value, '$.netMinor') > 0) AS wins,
              sum(json_extract(p.value, '$.netMinor') < 0) AS losses
         FROM rounds r, json_each(r.result_json, '$.people') p
         LEFT JOIN profiles pr ON pr.id = json_extract(p.value, '$.profileId')
        WHERE r.session_id = ? AND r.status = 'over'
        GROUP BY 1`
    )
    .all(sessionId) as PersonRow[]
}

/**
 * Whether `profileId` is one of the other people seated at a session's table (`config.people`): a
 * cheap text test first, so the sessions without that id anywhere in their config skip the JSON walk.
 */
const SEATED_SQL = (s: string) =>
  `instr(${s}.config_json, @profileId) > 0 AND EXISTS (SELECT 1 FROM json_each(${s}.config_json, '$.people') c
     WHERE json_extract(c.value, '$.profileId') = @profileId)`

/** One person's entry in a settled round's `result.people`, as SQL on `rounds r`. */
const ENTRY_SQL = `(SELECT p.value FROM json_each(r.result_json, '$.people') p
     WHERE json_extract(p.value, '$.profileId') = @profileId)`

/**
 * A profile's sessions as the history reads them (the sessions list, its filters and the statistics):
 * the sessions it opened, with their running totals, and the sessions of several people it sat at
 * without opening them, with its own figures there summed from its entries in the rounds'
 * `result.people` (its money moved in its own ledger, so those are the figures of its sitting). Same
 * columns as `sessions`, to be read as `FROM (…) s` with `@profileId` bound. The sessions lead every
 * join (CROSS JOIN keeps SQLite from walking the whole `rounds` table): only the rounds of the sessions
 * the person sat at are read.
 */
export const PROFILE_SESSIONS_SQL = `(
  SELECT id, profile_id, game, ruleset_id, ruleset_version, rules_name, started_at, ended_at, chips_in_minor,
         chips_out_minor, rounds_count, wagered_minor, net_minor, wins, losses, pushes, biggest_win_minor,
         biggest_loss_minor, config_json, table_json
    FROM sessions WHERE profile_id = @profileId
  UNION ALL
  SELECT o.id, @profileId, o.game, o.ruleset_id, o.ruleset_version, o.rules_name, o.started_at, o.ended_at,
         coalesce(f.chips_in, 0), coalesce(f.chips_out, 0), coalesce(f.rounds, 0), coalesce(f.wagered, 0),
         coalesce(f.net, 0), coalesce(f.wins, 0), coalesce(f.losses, 0), coalesce(f.pushes, 0), f.biggest_win,
         f.biggest_loss, o.config_json, o.table_json
    FROM sessions o LEFT JOIN (
      SELECT e.session_id, count(*) AS rounds, sum(e.wagered) AS wagered, sum(e.net) AS net,
             sum(e.net > 0) AS wins, sum(e.net < 0) AS losses, sum(e.net = 0 AND e.wagered > 0) AS pushes,
             max(CASE WHEN e.net > 0 THEN e.net END) AS biggest_win, min(CASE WHEN e.net < 0 THEN e.net END) AS biggest_loss,
             (SELECT json_extract(${ENTRY_SQL}, '$.balanceAfterMinor') - json_extract(${ENTRY_SQL}, '$.netMinor')
                FROM rounds r WHERE r.session_id = e.session_id AND r.status = 'over' AND ${ENTRY_SQL} IS NOT NULL
               ORDER BY r.seq LIMIT 1) AS chips_in,
             (SELECT json_extract(${ENTRY_SQL}, '$.balanceAfterMinor')
                FROM rounds r WHERE r.session_id = e.session_id AND r.status = 'over' AND ${ENTRY_SQL} IS NOT NULL
               ORDER BY r.seq DESC LIMIT 1) AS chips_out
        FROM (SELECT r.session_id, json_extract(${ENTRY_SQL}, '$.wageredMinor') AS wagered,
                     json_extract(${ENTRY_SQL}, '$.netMinor') AS net
                FROM sessions x CROSS JOIN rounds r ON r.session_id = x.id
               WHERE x.profile_id <> @profileId AND ${SEATED_SQL('x')} AND r.status = 'over' AND ${ENTRY_SQL} IS NOT NULL) e
       GROUP BY e.session_id
    ) f ON f.session_id = o.id
   WHERE o.profile_id <> @profileId AND ${SEATED_SQL('o')}
)`

/** A settled round's outcome code as `@profileId` played it: its own entry's at a table of several people. */
export const PROFILE_OUTCOME_SQL = `CASE WHEN json_type(r.result_json, '$.people') IS NULL
  THEN json_extract(r.result_json, '$.outcome') ELSE json_extract(${ENTRY_SQL}, '$.outcome') END`

/** One person's figures in one settled round of a session of several people, in round order. */
export interface PersonRound {
  roundId: number
  seq: number
  wageredMinor: number
  netMinor: number
  balanceAfterMinor: number
  outcome: string | null
}

/**
 * Whether `profileId` sat at session `sessionId` as one of the other people (not its opener): then the
 * session's figures it is shown are its own, read by `personRounds`.
 */
export function seatedGuest(store: Store, sessionId: number, profileId: string): boolean {
  return (
    store.db
      .prepare(`SELECT 1 FROM sessions o WHERE o.id = @sessionId AND o.profile_id <> @profileId AND ${SEATED_SQL('o')}`)
      .get({ sessionId, profileId }) !== undefined
  )
}

/** `profileId`'s entry in each settled round of the session, in round order. */
export function personRounds(store: Store, sessionId: number, profileId: string): PersonRound[] {
  return store.db
    .prepare(
      `SELECT r.id AS roundId, r.seq AS seq, json_extract(e.value, '$.wageredMinor') AS wageredMinor,
              json_extract(e.value, '$.netMinor') AS netMinor, json_extract(e.value, '$.balanceAfterMinor') AS balanceAfterMinor,
              json_extract(e.value, '$.outcome') AS outcome
         FROM rounds r, json_each(r.result_json, '$.people') e
        WHERE r.session_id = @sessionId AND r.status = 'over' AND json_extract(e.value, '$.profileId') = @profileId
        ORDER BY r.seq`
    )
    .all({ sessionId, profileId }) as PersonRound[]
}
