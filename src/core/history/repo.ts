/**
 * SQL for the history screens. Every figure comes from migration 3's columns: a session's running
 * totals, and each round's indexed figures, so no screen parses events or sums a session by hand.
 */
import type Database from 'better-sqlite3'
import {
  decodeStepRow,
  lastRoundOf,
  ROUND_TEXT,
  ROUND_WITH_RULES,
  type EventRow as TableEventRow,
  type RoundRow,
  type StoredStepRow
} from '../tables/repo'
import type { GameId } from '@shared/games'
import { timeOut } from '../store/columns'
import { perStore } from '../store/per-store'
import type { Store } from '../store/store'

export interface SessionListRow {
  id: number
  game: GameId
  profile_id: string
  profile_name: string
  ruleset_id: string
  ruleset_version: number
  rules_name: string
  started_at: string
  ended_at: string | null
  chips_in_minor: number
  chips_out_minor: number
  rounds_count: number
  wagered_minor: number
  net_minor: number
  /** 1: ended at resume because its saved data is damaged (tables/damaged.ts). */
  damaged: number
}

export interface SessionDetailRow extends SessionListRow {
  wins: number
  losses: number
  pushes: number
  biggest_win_minor: number | null
  biggest_loss_minor: number | null
  config_json: string
  table_json: string
}

export interface RoundListRow {
  id: number
  seq: number
  status: 'open' | 'over'
  created_at: string
  ended_at: string | null
  wagered_minor: number | null
  net_minor: number | null
  balance_after_minor: number | null
  outcome: string | null
  /** A rotating bank: who dealt (written with the result when the round is settled). */
  dealer: string | null
  /** 1 when the round was played untimed (the result's `untimed`), else null. */
  untimed: number | null
  revealed: number
}

/** A round row as recall reads it: the tables' row plus its session's config and rules name. */
export interface RecallRoundRow extends RoundRow {
  created_at: string
  ended_at: string | null
  config_json: string
  rules_name: string
}

export interface EventRow extends TableEventRow {
  created_at: string
}

export const SESSION_COLUMNS = `s.id, s.game, s.profile_id, p.name AS profile_name, s.ruleset_id, s.ruleset_version, s.rules_name,
  s.started_at, s.ended_at, s.chips_in_minor, s.chips_out_minor, s.rounds_count, s.wagered_minor, s.net_minor,
  json_extract(s.table_json, '$.damaged.at') IS NOT NULL AS damaged`

export class HistoryRepo {
  readonly session: Database.Statement<[number], SessionDetailRow>
  readonly openRounds: Database.Statement<[number], { n: number }>
  readonly rounds: Database.Statement<[number, number, number], RoundListRow>
  /** The same rows counted from the session's newest round, newest first. */
  readonly roundsFromEnd: Database.Statement<[number, number, number], RoundListRow>
  readonly firstPoint: Database.Statement<[number], { seq: number; v: number }>
  readonly lastPoint: Database.Statement<[number], { seq: number; v: number }>
  readonly allPoints: Database.Statement<[number], [number, number]>
  readonly bucketMin: Database.Statement<{ s: number; min: number; b: number; span: number }, [number, number, number]>
  readonly bucketMax: Database.Statement<{ s: number; min: number; b: number; span: number }, [number, number, number]>
  readonly pointCount: Database.Statement<[number], { n: number }>
  private qEvents: Database.Statement<[number], StoredStepRow> | undefined
  private readonly lists = new Map<string, Database.Statement>()

  constructor(private readonly db: Database.Database) {
    this.session = db.prepare(
      `SELECT ${SESSION_COLUMNS}, s.wins, s.losses, s.pushes, s.biggest_win_minor, s.biggest_loss_minor, s.config_json, s.table_json
       FROM sessions s JOIN profiles p ON p.id = s.profile_id WHERE s.id = ?`
    )
    this.openRounds = db.prepare(
      `SELECT count(*) AS n FROM rounds WHERE id = (${lastRoundOf('?')}) AND status = 'open'`
    )
    const roundList = `SELECT id, seq, status, ${timeOut('created_at')} AS created_at, ${timeOut('ended_at')} AS ended_at, wagered_minor, net_minor, balance_after_minor,
         json_extract(result_json, '$.outcome') AS outcome, json_extract(result_json, '$.dealer') AS dealer,
         json_extract(result_json, '$.untimed') AS untimed, revealed_at IS NOT NULL AS revealed
       FROM rounds WHERE session_id = ?`
    this.rounds = db.prepare(`${roundList} ORDER BY seq LIMIT ? OFFSET ?`)
    this.roundsFromEnd = db.prepare(`${roundList} ORDER BY seq DESC LIMIT ? OFFSET ?`)
    const points = 'FROM rounds WHERE session_id = ? AND balance_after_minor IS NOT NULL'
    this.firstPoint = db.prepare(`SELECT seq, balance_after_minor AS v ${points} ORDER BY seq LIMIT 1`)
    this.lastPoint = db.prepare(`SELECT seq, balance_after_minor AS v ${points} ORDER BY seq DESC LIMIT 1`)
    this.pointCount = db.prepare(`SELECT count(*) AS n ${points}`)
    this.allPoints = db
      .prepare<[number], [number, number]>(`SELECT seq, balance_after_minor ${points} ORDER BY seq`)
      .raw(true)
    // One pass over the covering index per query; SQLite returns the bare `seq` of the row that
    // holds the min (max), so each bucket's extreme keeps its true position. Bound numbers may
    // arrive as REAL, hence the cast to a whole bucket number.
    const bucket = (agg: 'min' | 'max') =>
      db
        .prepare<{ s: number; min: number; b: number; span: number }, [number, number, number]>(
          `SELECT CAST(((seq - @min) * @b) / @span AS INTEGER) AS bucket, seq, ${agg}(balance_after_minor)
           FROM rounds WHERE session_id = @s AND balance_after_minor IS NOT NULL GROUP BY bucket`
        )
        .raw(true)
    this.bucketMin = bucket('min')
    this.bucketMax = bucket('max')
  }

  /**
   * One round with its rules snapshot and their format (migration 12). Prepared when first asked, so
   * the other statements still prepare on a store of an older schema (the migration tests read one).
   */
  get round(): Database.Statement<[number], RecallRoundRow> {
    this.qRound ??= this.db.prepare(
      `SELECT r.id, r.session_id, r.seq, r.game, rs.rules_json, rs.format AS rules_format, r.nonce, r.status, ${ROUND_TEXT}, s.config_json, s.rules_name
       FROM ${ROUND_WITH_RULES} JOIN sessions s ON s.id = r.session_id WHERE r.id = ?`
    )
    return this.qRound
  }

  private qRound: Database.Statement<[number], RecallRoundRow> | undefined

  /**
   * The format a session's `table_json` is written in (migration 12). Prepared when first asked, so
   * the other statements still prepare on a store of an older schema (the migration tests read one).
   */
  tableFormat(sessionId: number): number {
    this.qTableFormat ??= this.db.prepare<[number], number>('SELECT table_format FROM sessions WHERE id = ?').pluck()
    return this.qTableFormat.get(sessionId) ?? 1
  }

  private qTableFormat: Database.Statement<[number], number> | undefined

  /** A round's steps in order, decoded. */
  events(roundId: number): EventRow[] {
    // Prepared when first asked, like `round`.
    this.qEvents ??= this.db.prepare(
      'SELECT seq, actor, data, created_at, format FROM round_events WHERE round_id = ? ORDER BY seq'
    )
    return this.qEvents.all(roundId).map(decodeStepRow)
  }

  /** A statement for one shape of the sessions query (filters and sort are fixed SQL fragments). */
  statement(sql: string): Database.Statement {
    let q = this.lists.get(sql)
    if (!q) {
      q = this.db.prepare(sql)
      this.lists.set(sql, q)
    }
    return q
  }
}

export const historyRepo: (store: Store) => HistoryRepo = perStore((db) => new HistoryRepo(db))
