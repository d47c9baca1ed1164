/**
 * SQL for tables: sessions (one sitting), rounds, their append-only events, and the round's money.
 * Statements are prepared once per store; callers wrap each change in `store.tx`.
 */
import type Database from 'better-sqlite3'
import type { GameId } from '@shared/games'
import { perStore } from '../store/per-store'
import type { Store } from '../store/store'
import { decodeStep, decodeTime, encodeStep, encodeTime } from '../store/event-codec'
import { encodeHex, hexOut, RESULT_IN, resultOut, timeOut } from '../store/columns'
import { SAVED_FORMAT } from '@shared/rules/upgrade'
import type { BlackjackGradeValues } from './blackjack-grade-row'
import type { XidachGradeValues } from './xidach-grade-row'

export interface SessionRow {
  id: number
  profile_id: string
  game: GameId
  ruleset_id: string
  ruleset_version: number
  rules_name: string
  config_json: string
  table_json: string
  /** The format `table_json` is written in (migration 12; 1 before it). */
  table_format: number
  started_at: string
  ended_at: string | null
}

export interface RoundRow {
  id: number
  session_id: number
  seq: number
  game: GameId
  rules_json: string
  /** The format of the rules snapshot (migration 12; 1 before it). */
  rules_format: number
  server_seed_hash: string
  server_seed: string
  client_seed: string
  nonce: number
  revealed_at: string | null
  status: 'open' | 'over'
  result_json: string | null
}

export interface EventRow {
  seq: number
  actor: string
  action_json: string
  events_json: string
  /** The format both texts are written in (migration 12; 1 before it). */
  format: number
}

/** A round step as stored (schema 4): the action and events in one compact BLOB (event-codec.ts). */
export interface StoredStepRow {
  seq: number
  actor: string
  data: Uint8Array
  created_at: number | string
  format: number
}

export function decodeStepRow(r: StoredStepRow): EventRow & { created_at: string } {
  const { action_json, events_json } = decodeStep(r.data)
  return {
    seq: r.seq,
    actor: r.actor,
    action_json,
    events_json,
    format: r.format,
    created_at: decodeTime(r.created_at)
  }
}

/** The rounds' columns as they were before rules snapshots were shared: `rules_json` joined back in. */
export const ROUND_WITH_RULES = 'rounds r JOIN rules_snapshots rs ON rs.id = r.rules_id'

/**
 * SQL: the id of the newest round of the session `session` names (a parameter or a column), by the
 * (session, seq) UNIQUE index. A session's round in play, if it has one, is always its newest (a round
 * starts only once the one before is over), so that is the only round a reader of the rounds in play
 * looks at (migration 9 dropped their index).
 */
export const lastRoundOf = (session: string): string =>
  `SELECT id FROM rounds WHERE session_id = ${session} ORDER BY seq DESC LIMIT 1`

/**
 * SQL: a round's seeds, times and result (of `rounds r`) as the text they were written from
 * (migration 7 keeps them compact: columns.ts), under their column names.
 */
export const ROUND_TEXT = `${hexOut('r.server_seed_hash')} AS server_seed_hash, ${hexOut('r.server_seed')} AS server_seed,
  ${hexOut('r.client_seed')} AS client_seed, ${timeOut('r.revealed_at')} AS revealed_at, ${resultOut('r.result_json')} AS result_json,
  ${timeOut('r.created_at')} AS created_at, ${timeOut('r.ended_at')} AS ended_at`

/**
 * A Blackjack grade's table and columns (migration 5), in blackjackGradeRow's order
 * (blackjack-grade-row.ts): the table's statement (insertGrade, INSERT OR IGNORE: a decision is graded
 * once) and an import's (history/repo-import.ts, a plain INSERT) both write them.
 */
export const BLACKJACK_GRADE_INTO = `blackjack_grades (round_id, event_seq, seat, hand, action, best, evs_json, stake_minor, cost_minor, cell_json, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`

/** A Xì dách grade's table and columns (migration 8), in xidachGradeRow's order (xidach-grade-row.ts); as Blackjack's. */
export const XIDACH_GRADE_INTO = `xidach_grades (round_id, event_seq, seat, role, action, best, method, figures_json, stake_minor, cost_minor, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`

/**
 * Statements that add a round step and find a rules snapshot, shared by tables and import. The rows
 * say the format their texts are in: this release's (`SAVED_FORMAT`), or the one an imported file's
 * texts are in (history/format.ts).
 */
export class StepWriter {
  private readonly qInsert: Database.Statement<[number, number, string, Buffer, bigint | string, number]>
  private readonly qAddRules: Database.Statement<[string, number]>
  private readonly qRulesId: Database.Statement<[string], { id: number }>
  private readonly stepFormat: number
  private readonly rulesFormat: number

  constructor(db: Database.Database, formats: { step: number; rules: number } = SAVED_FORMAT) {
    this.stepFormat = formats.step
    this.rulesFormat = formats.rules
    this.qInsert = db.prepare(
      'INSERT INTO round_events (round_id, seq, actor, data, created_at, format) VALUES (?, ?, ?, ?, ?, ?)'
    )
    // A text already stored keeps its row (and format): a later format never gives an earlier text
    // another meaning (upgrade-kit.ts), so the same text is the same rules whichever wrote it.
    this.qAddRules = db.prepare(
      'INSERT INTO rules_snapshots (rules_json, format) VALUES (?, ?) ON CONFLICT (rules_json) DO NOTHING'
    )
    this.qRulesId = db.prepare('SELECT id FROM rules_snapshots WHERE rules_json = ?')
  }

  step(roundId: number, seq: number, actor: string, actionJson: string, eventsJson: string, createdAt: string): void {
    this.qInsert.run(roundId, seq, actor, encodeStep(actionJson, eventsJson), encodeTime(createdAt), this.stepFormat)
  }

  /** The snapshot id of these rules (JSON text), adding the snapshot the first time (inside the caller's transaction). */
  rulesId(rulesJson: string): number {
    this.qAddRules.run(rulesJson, this.rulesFormat)
    return (this.qRulesId.get(rulesJson) as { id: number }).id
  }
}

export class TablesRepo {
  readonly insertSession: Database.Statement<[string, string, string, number, string, string, string, string, number]>
  readonly updateTableJson: Database.Statement<[string, number]>
  readonly endSession: Database.Statement<[string, number, number]>
  readonly openSessions: Database.Statement<[], SessionRow>
  readonly session: Database.Statement<[number], SessionRow>
  /** A profile's latest sitting at a game (its rules and config: the setup the sit-down offers again). */
  readonly lastSession: Database.Statement<[string, string], Pick<SessionRow, 'ruleset_id' | 'config_json'>>
  /**
   * The round writes take the text values; they store them compact (columns.ts). `settling`: the
   * round is expected to end in the same transaction (see `insertRound` in round-start.ts), so its row
   * is written as over and revealed from the start; `reopenRound` puts it back where it did not end.
   */
  readonly insertRound: {
    run(
      sessionId: number,
      seq: number,
      game: string,
      rulesId: number,
      serverSeedHash: string,
      serverSeed: string,
      clientSeed: string,
      nonce: number,
      createdAt: string,
      settling: boolean
    ): Database.RunResult
  }
  readonly reopenRound: Database.Statement<[number]>
  readonly steps: StepWriter
  readonly finishRound: {
    run(version: number, resultJson: string, endedAt: string, revealedAt: string | null, id: number): Database.RunResult
  }
  readonly revealRounds: { run(revealedAt: string, serverSeedHash: string): Database.RunResult }
  readonly discardRound: Database.Statement<[number]>
  readonly openRound: Database.Statement<[number], RoundRow>
  readonly lastSeq: Database.Statement<[number], { seq: number | null }>
  private readonly qEvents: Database.Statement<[number], StoredStepRow>
  readonly roundExists: Database.Statement<[number], { one: number }>
  /** A Blackjack decision's grade (migration 5); a decision is graded once. */
  readonly insertGrade: Database.Statement<BlackjackGradeValues>
  /** A Xì dách decision's grade (migration 8); a decision is graded once. */
  readonly insertXidachGrade: Database.Statement<XidachGradeValues>

  constructor(db: Database.Database) {
    this.insertSession = db.prepare(
      `INSERT INTO sessions (profile_id, game, ruleset_id, ruleset_version, rules_name, config_json, table_json, started_at, chips_in_minor, table_format)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ${SAVED_FORMAT.table})`
    )
    // Rewritten whole by this release: in its format.
    this.updateTableJson = db.prepare(
      `UPDATE sessions SET table_json = ?, table_format = ${SAVED_FORMAT.table} WHERE id = ?`
    )
    this.endSession = db.prepare('UPDATE sessions SET ended_at = ?, chips_out_minor = ? WHERE id = ?')
    this.openSessions = db.prepare('SELECT * FROM sessions WHERE ended_at IS NULL ORDER BY id')
    this.session = db.prepare('SELECT * FROM sessions WHERE id = ?')
    this.lastSession = db.prepare(
      'SELECT ruleset_id, config_json FROM sessions WHERE profile_id = ? AND game = ? ORDER BY id DESC LIMIT 1'
    )
    const qInsertRound = db.prepare<
      [
        number,
        number,
        string,
        number,
        Buffer | string,
        Buffer | string,
        Buffer | string,
        number,
        bigint | string,
        'open' | 'over',
        bigint | string | null
      ]
    >(
      `INSERT INTO rounds (session_id, seq, game, rules_id, server_seed_hash, server_seed, client_seed, nonce, created_at, status, revealed_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
    )
    this.insertRound = {
      run: (sessionId, seq, game, rulesId, hash, seed, clientSeed, nonce, createdAt, settling) => {
        const at = encodeTime(createdAt)
        return qInsertRound.run(
          sessionId,
          seq,
          game,
          rulesId,
          encodeHex(hash),
          encodeHex(seed),
          encodeHex(clientSeed),
          nonce,
          at,
          settling ? 'over' : 'open',
          settling ? at : null
        )
      }
    }
    this.reopenRound = db.prepare(`UPDATE rounds SET status = 'open', revealed_at = NULL WHERE id = ?`)
    this.steps = new StepWriter(db)
    const finish = `UPDATE rounds SET status = 'over', version = ?, result_json = ${RESULT_IN}, ended_at = ?`
    const qFinishRevealed = db.prepare<[number, string, bigint | string, bigint | string, number]>(
      `${finish}, revealed_at = ? WHERE id = ?`
    )
    // A round that stays unrevealed (a Blackjack shoe's, until the shoe ends) is finished without
    // naming `revealed_at`: an UPDATE that sets it rewrites the row's entry in the unrevealed rounds'
    // index even when it stays NULL, one more page in the commit. The row still says revealed only
    // where its start wrote it so (`settling`), and only then is it put back.
    const qFinishUnrevealed = db.prepare<[number, string, bigint | string, number]>(`${finish} WHERE id = ?`)
    const qUnreveal = db.prepare<[number]>(
      'UPDATE rounds SET revealed_at = NULL WHERE id = ? AND revealed_at IS NOT NULL'
    )
    this.finishRound = {
      run: (version, resultJson, endedAt, revealedAt, id) => {
        if (revealedAt !== null)
          return qFinishRevealed.run(version, resultJson, encodeTime(endedAt), encodeTime(revealedAt), id)
        const done = qFinishUnrevealed.run(version, resultJson, encodeTime(endedAt), id)
        qUnreveal.run(id)
        return done
      }
    }
    // A Blackjack shoe's rounds share one seed: they are revealed together when the shoe ends.
    const qReveal = db.prepare<[bigint | string, Buffer | string]>(
      `UPDATE rounds SET revealed_at = ? WHERE server_seed_hash = ? AND revealed_at IS NULL AND status = 'over'`
    )
    this.revealRounds = { run: (revealedAt, hash) => qReveal.run(encodeTime(revealedAt), encodeHex(hash)) }
    // Only an open round with nothing at stake is ever discarded (its events go with it by cascade).
    this.discardRound = db.prepare(`DELETE FROM rounds WHERE id = ? AND status = 'open' AND result_json IS NULL`)
    this.openRound = db.prepare(
      `SELECT r.id, r.session_id, r.seq, r.game, rs.rules_json, rs.format AS rules_format, r.nonce, r.status, ${ROUND_TEXT}
       FROM ${ROUND_WITH_RULES} WHERE r.id = (${lastRoundOf('?')}) AND r.status = 'open'`
    )
    this.lastSeq = db.prepare('SELECT MAX(seq) AS seq FROM rounds WHERE session_id = ?')
    this.qEvents = db.prepare(
      'SELECT seq, actor, data, created_at, format FROM round_events WHERE round_id = ? ORDER BY seq'
    )
    this.roundExists = db.prepare('SELECT 1 AS one FROM rounds WHERE id = ?')
    this.insertGrade = db.prepare(`INSERT OR IGNORE INTO ${BLACKJACK_GRADE_INTO}`)
    this.insertXidachGrade = db.prepare(`INSERT OR IGNORE INTO ${XIDACH_GRADE_INTO}`)
  }

  /** A round's steps in order, decoded. */
  events(roundId: number): Array<EventRow & { created_at: string }> {
    return this.qEvents.all(roundId).map(decodeStepRow)
  }
}

export const tablesRepo: (store: Store) => TablesRepo = perStore((db) => new TablesRepo(db))
