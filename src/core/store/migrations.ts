/**
 * The store's schema, as numbered migrations. Each one runs in its own transaction together with
 * `PRAGMA user_version = N`, so a failure leaves the file exactly as it was (see migrate.ts).
 * Never edit a migration that has shipped: add the next number instead.
 *
 * Append-only history is enforced in the schema itself, not only in code: round events and ledger
 * rows refuse UPDATE, and refuse DELETE unless their parent row is already gone (which happens only
 * through the ON DELETE CASCADE that deleting a profile sets off). Ruleset versions are immutable.
 */
import type Database from 'better-sqlite3'
import { encodeStep, encodeTime } from './event-codec'
import { migrationV7 } from './migration-v7'
import { v8 } from './migration-xidach-grades'
import { v9 } from './migration-v9'
import { v10 } from './migration-v10'
import { migrationV11 } from './migration-v11'
import { migrationV12 } from './migration-v12'

export interface Migration {
  version: number
  name: string
  sql: string
  /** Work SQL cannot do (re-encoding rows), run after `sql` in the same transaction. */
  run?: (db: Database.Database) => void
  /**
   * The migration drops and recreates tables others reference: it runs with the foreign keys off
   * (else dropping `rounds` would cascade into its steps and ledger), and they are checked before
   * it commits.
   */
  rebuilds?: boolean
}

const GAMES = `('xidach', 'blackjack', 'sicbo')`

const v1 = `
CREATE TABLE profiles (
  id          TEXT PRIMARY KEY,
  name        TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  -- NFC + lower case: names are unique regardless of case ("An" and "an" are the same player).
  name_key    TEXT NOT NULL UNIQUE,
  created_at  TEXT NOT NULL
) STRICT;

CREATE TABLE settings (
  key         TEXT PRIMARY KEY,
  value_json  TEXT NOT NULL CHECK (json_valid(value_json))
) STRICT;

CREATE TABLE rulesets (
  id          TEXT NOT NULL,
  version     INTEGER NOT NULL CHECK (version >= 1),
  game        TEXT NOT NULL CHECK (game IN ${GAMES}),
  name        TEXT NOT NULL,
  rules_json  TEXT NOT NULL CHECK (json_valid(rules_json)),
  created_at  TEXT NOT NULL,
  PRIMARY KEY (id, version)
) STRICT;
CREATE TRIGGER rulesets_immutable BEFORE UPDATE ON rulesets
BEGIN SELECT RAISE(ABORT, 'ruleset versions are immutable: add a new version'); END;

-- One sitting of one profile at one table.
CREATE TABLE sessions (
  id               INTEGER PRIMARY KEY,
  profile_id       TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  game             TEXT NOT NULL CHECK (game IN ${GAMES}),
  ruleset_id       TEXT NOT NULL,
  ruleset_version  INTEGER NOT NULL,
  started_at       TEXT NOT NULL,
  ended_at         TEXT,
  chips_in_minor   INTEGER NOT NULL DEFAULT 0,
  chips_out_minor  INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE INDEX sessions_by_profile ON sessions(profile_id, started_at);
CREATE INDEX sessions_open ON sessions(profile_id) WHERE ended_at IS NULL;

CREATE TABLE rounds (
  id                INTEGER PRIMARY KEY,
  session_id        INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  seq               INTEGER NOT NULL CHECK (seq >= 1),
  game              TEXT NOT NULL CHECK (game IN ${GAMES}),
  rules_json        TEXT NOT NULL CHECK (json_valid(rules_json)),
  -- Fairness commitment. server_seed is needed to resume an unfinished round after a crash, so it
  -- is stored from the start; nothing may show it before revealed_at is set.
  server_seed_hash  TEXT NOT NULL,
  server_seed       TEXT NOT NULL,
  client_seed       TEXT NOT NULL,
  nonce             INTEGER NOT NULL CHECK (nonce >= 0),
  revealed_at       TEXT,
  status            TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'over')),
  -- Bumped by every accepted action; an action against an older version is a conflict.
  version           INTEGER NOT NULL DEFAULT 0,
  result_json       TEXT CHECK (result_json IS NULL OR json_valid(result_json)),
  created_at        TEXT NOT NULL,
  ended_at          TEXT,
  UNIQUE (session_id, seq)
) STRICT;
CREATE INDEX rounds_open ON rounds(status) WHERE status = 'open';
CREATE INDEX rounds_by_created ON rounds(created_at);
CREATE TRIGGER rounds_commitment_fixed
BEFORE UPDATE OF session_id, seq, game, rules_json, server_seed_hash, server_seed, client_seed, nonce ON rounds
BEGIN SELECT RAISE(ABORT, 'a round''s rules and fairness commitment never change'); END;

CREATE TABLE round_events (
  round_id     INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
  seq          INTEGER NOT NULL CHECK (seq >= 0),
  actor        TEXT NOT NULL,
  action_json  TEXT NOT NULL CHECK (json_valid(action_json)),
  events_json  TEXT NOT NULL CHECK (json_valid(events_json)),
  created_at   TEXT NOT NULL,
  PRIMARY KEY (round_id, seq)
) STRICT, WITHOUT ROWID;
CREATE TRIGGER round_events_no_update BEFORE UPDATE ON round_events
BEGIN SELECT RAISE(ABORT, 'round events are append-only'); END;
CREATE TRIGGER round_events_no_delete BEFORE DELETE ON round_events
WHEN EXISTS (SELECT 1 FROM rounds WHERE id = OLD.round_id)
BEGIN SELECT RAISE(ABORT, 'round events are append-only'); END;

-- Money. One ledger_tx groups entries that sum to zero (checked in code before commit); an entry's
-- profile_id NULL is the house. A balance is SUM(amount_minor) of a profile's entries, never stored.
CREATE TABLE ledger_tx (
  id          INTEGER PRIMARY KEY,
  kind        TEXT NOT NULL CHECK (length(kind) BETWEEN 1 AND 32),
  -- The one profile this transaction concerns (NULL: house only); deleting it removes the whole
  -- transaction, both sides, so the remaining ledger still sums to zero.
  profile_id  TEXT REFERENCES profiles(id) ON DELETE CASCADE,
  round_id    INTEGER REFERENCES rounds(id),
  created_at  TEXT NOT NULL
) STRICT;
CREATE INDEX ledger_tx_by_profile ON ledger_tx(profile_id, created_at);
CREATE INDEX ledger_tx_by_round ON ledger_tx(round_id) WHERE round_id IS NOT NULL;

CREATE TABLE ledger_entries (
  -- AUTOINCREMENT: ids are never reused, so "entries after id N" is a stable notion (balances.ts).
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  tx_id         INTEGER NOT NULL REFERENCES ledger_tx(id) ON DELETE CASCADE,
  profile_id    TEXT REFERENCES profiles(id),
  amount_minor  INTEGER NOT NULL CHECK (amount_minor <> 0)
) STRICT;
-- Covering index: a balance (or its part after a given id) is an index-only sum.
CREATE INDEX ledger_entries_by_profile ON ledger_entries(profile_id, id, amount_minor);
CREATE INDEX ledger_entries_by_tx ON ledger_entries(tx_id);

CREATE TRIGGER ledger_entries_profile_matches BEFORE INSERT ON ledger_entries
WHEN NEW.profile_id IS NOT NULL AND NEW.profile_id IS NOT (SELECT profile_id FROM ledger_tx WHERE id = NEW.tx_id)
BEGIN SELECT RAISE(ABORT, 'a ledger entry''s profile must be its transaction''s profile'); END;
CREATE TRIGGER ledger_tx_no_update BEFORE UPDATE ON ledger_tx
BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
CREATE TRIGGER ledger_tx_no_delete BEFORE DELETE ON ledger_tx
WHEN OLD.profile_id IS NULL OR EXISTS (SELECT 1 FROM profiles WHERE id = OLD.profile_id)
BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE ON ledger_entries
BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
CREATE TRIGGER ledger_entries_no_delete BEFORE DELETE ON ledger_entries
WHEN EXISTS (SELECT 1 FROM ledger_tx WHERE id = OLD.tx_id)
BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;

CREATE TABLE drill_results (
  id            INTEGER PRIMARY KEY,
  profile_id    TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  game          TEXT NOT NULL CHECK (game IN ${GAMES}),
  score         INTEGER NOT NULL,
  duration_ms   INTEGER NOT NULL CHECK (duration_ms >= 0),
  answers_json  TEXT NOT NULL CHECK (json_valid(answers_json)),
  created_at    TEXT NOT NULL
) STRICT;
CREATE INDEX drill_results_by_profile ON drill_results(profile_id, created_at);
`

/**
 * Tables: a session is one sitting at one table, so it keeps what the table needs to carry on after
 * a restart: its configuration (seats, bots) and its running state (the next round's committed seed,
 * the client seed and nonce, computer seats' stacks, a Blackjack shoe). Secrets in table_json never
 * leave main.
 */
const v2 = `
ALTER TABLE sessions ADD COLUMN config_json TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(config_json));
ALTER TABLE sessions ADD COLUMN table_json TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(table_json));
ALTER TABLE sessions ADD COLUMN rules_name TEXT NOT NULL DEFAULT '';
`

/**
 * History and house rules (issue 6).
 * - A settled round's figures for the person (`wageredMinor`, `netMinor`, `balanceAfterMinor` in
 *   result_json, written at settlement) become indexed virtual columns, so a session's chart and
 *   rounds list read one covering index and never parse JSON.
 * - Each session keeps running totals of its settled rounds, maintained by triggers (at settlement
 *   and when an import inserts settled rounds), so the sessions list sorts and filters without
 *   touching rounds at all.
 * - Deleting a session keeps its money: its ledger transactions stay (the balance is still the sum of
 *   the entries, every transaction still sums to zero) and are detached from the deleted rounds.
 *   Setting `round_id` to NULL is the one change the ledger accepts; amounts, kinds, profiles and
 *   dates stay immutable.
 */
const v3 = `
ALTER TABLE rounds ADD COLUMN wagered_minor INTEGER GENERATED ALWAYS AS (json_extract(result_json, '$.wageredMinor')) VIRTUAL;
ALTER TABLE rounds ADD COLUMN net_minor INTEGER GENERATED ALWAYS AS (json_extract(result_json, '$.netMinor')) VIRTUAL;
ALTER TABLE rounds ADD COLUMN balance_after_minor INTEGER GENERATED ALWAYS AS (json_extract(result_json, '$.balanceAfterMinor')) VIRTUAL;
CREATE INDEX rounds_figures ON rounds(session_id, seq, net_minor, wagered_minor, balance_after_minor);
-- Import refuses rounds it already holds; a Blackjack shoe's reveal finds its rounds by hash.
CREATE INDEX rounds_by_seed_hash ON rounds(server_seed_hash);

ALTER TABLE sessions ADD COLUMN rounds_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN wagered_minor INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN net_minor INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN wins INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN losses INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN pushes INTEGER NOT NULL DEFAULT 0;
-- NULL until the session has a winning (losing) round.
ALTER TABLE sessions ADD COLUMN biggest_win_minor INTEGER;
ALTER TABLE sessions ADD COLUMN biggest_loss_minor INTEGER;
CREATE INDEX sessions_by_started ON sessions(started_at, id);
CREATE INDEX sessions_by_profile_net ON sessions(profile_id, net_minor);
CREATE INDEX sessions_by_profile_rounds ON sessions(profile_id, rounds_count);
CREATE INDEX sessions_by_ruleset ON sessions(ruleset_id, ruleset_version);

CREATE TRIGGER rounds_settled_totals AFTER UPDATE OF result_json ON rounds
WHEN OLD.result_json IS NULL AND NEW.result_json IS NOT NULL
BEGIN ${addToSession('NEW')} END;
CREATE TRIGGER rounds_imported_totals AFTER INSERT ON rounds
WHEN NEW.result_json IS NOT NULL
BEGIN ${addToSession('NEW')} END;

UPDATE sessions SET
  rounds_count = (SELECT count(*) FROM rounds r WHERE r.session_id = sessions.id AND r.result_json IS NOT NULL),
  wagered_minor = (SELECT coalesce(sum(r.wagered_minor), 0) FROM rounds r WHERE r.session_id = sessions.id),
  net_minor = (SELECT coalesce(sum(r.net_minor), 0) FROM rounds r WHERE r.session_id = sessions.id),
  wins = (SELECT count(*) FROM rounds r WHERE r.session_id = sessions.id AND r.net_minor > 0),
  losses = (SELECT count(*) FROM rounds r WHERE r.session_id = sessions.id AND r.net_minor < 0),
  pushes = (SELECT count(*) FROM rounds r WHERE r.session_id = sessions.id AND r.net_minor = 0 AND r.wagered_minor > 0),
  biggest_win_minor = (SELECT max(r.net_minor) FROM rounds r WHERE r.session_id = sessions.id AND r.net_minor > 0),
  biggest_loss_minor = (SELECT min(r.net_minor) FROM rounds r WHERE r.session_id = sessions.id AND r.net_minor < 0);

DROP TRIGGER ledger_tx_no_update;
CREATE TRIGGER ledger_tx_no_update BEFORE UPDATE ON ledger_tx
WHEN NOT (NEW.round_id IS NULL AND NEW.id IS OLD.id AND NEW.kind IS OLD.kind AND NEW.profile_id IS OLD.profile_id AND NEW.created_at IS OLD.created_at)
BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
`

/** One settled round's figures added to its session's running totals (`row` is NEW). */
function addToSession(row: string): string {
  const net = `json_extract(${row}.result_json, '$.netMinor')`
  const wagered = `json_extract(${row}.result_json, '$.wageredMinor')`
  return `UPDATE sessions SET
    rounds_count = rounds_count + 1,
    wagered_minor = wagered_minor + coalesce(${wagered}, 0),
    net_minor = net_minor + coalesce(${net}, 0),
    wins = wins + (CASE WHEN ${net} > 0 THEN 1 ELSE 0 END),
    losses = losses + (CASE WHEN ${net} < 0 THEN 1 ELSE 0 END),
    pushes = pushes + (CASE WHEN ${net} = 0 AND ${wagered} > 0 THEN 1 ELSE 0 END),
    biggest_win_minor = CASE WHEN ${net} > 0 THEN max(coalesce(biggest_win_minor, 0), ${net}) ELSE biggest_win_minor END,
    biggest_loss_minor = CASE WHEN ${net} < 0 THEN min(coalesce(biggest_loss_minor, 0), ${net}) ELSE biggest_loss_minor END
  WHERE id = ${row}.session_id;`
}

/**
 * A store that stays small (issue 12): a round cost about 2 KB, most of it repeated.
 * - Rules snapshots are stored once (`rules_snapshots`, one row per distinct resolved rules, which is
 *   at most one per ruleset version or preset) and each round references its snapshot by `rules_id`.
 * - A round's steps keep their action and events as one compact BLOB (event-codec.ts) and their time
 *   as milliseconds; the step table is rebuilt for it (nothing references it, so dropping it cascades
 *   nowhere), its append-only triggers recreated.
 * - Three indexes nothing reads are dropped (rounds by date, rounds by full seed hash, ledger
 *   transactions by profile and date); what did use the seed hash (import's "already here" check,
 *   a finished shoe's reveal) uses a nonce index and a partial index of unrevealed rounds.
 * The rounds and ledger tables themselves are altered in place (ADD/DROP COLUMN), never rebuilt: a
 * rebuild would drop `rounds`, and the foreign keys would cascade that into the steps and ledger.
 */
const v4sql = `
CREATE TABLE rules_snapshots (
  id          INTEGER PRIMARY KEY,
  rules_json  TEXT NOT NULL UNIQUE CHECK (json_valid(rules_json))
) STRICT;
CREATE TRIGGER rules_snapshots_immutable BEFORE UPDATE ON rules_snapshots
BEGIN SELECT RAISE(ABORT, 'a rules snapshot never changes'); END;
INSERT INTO rules_snapshots (rules_json) SELECT rules_json FROM rounds GROUP BY rules_json ORDER BY min(id);

ALTER TABLE rounds ADD COLUMN rules_id INTEGER REFERENCES rules_snapshots(id);
UPDATE rounds SET rules_id = (SELECT s.id FROM rules_snapshots s WHERE s.rules_json = rounds.rules_json);
DROP TRIGGER rounds_commitment_fixed;
ALTER TABLE rounds DROP COLUMN rules_json;
CREATE TRIGGER rounds_commitment_fixed
BEFORE UPDATE OF session_id, seq, game, rules_id, server_seed_hash, server_seed, client_seed, nonce ON rounds
BEGIN SELECT RAISE(ABORT, 'a round''s rules and fairness commitment never change'); END;
-- ADD COLUMN cannot say NOT NULL for a reference; this says it for every new round.
CREATE TRIGGER rounds_have_rules BEFORE INSERT ON rounds
WHEN NEW.rules_id IS NULL OR NOT EXISTS (SELECT 1 FROM rules_snapshots WHERE id = NEW.rules_id)
BEGIN SELECT RAISE(ABORT, 'a round needs its rules snapshot'); END;

DROP INDEX rounds_by_created;
DROP INDEX rounds_by_seed_hash;
DROP INDEX ledger_tx_by_profile;
CREATE INDEX rounds_by_nonce ON rounds(nonce);
CREATE INDEX rounds_unrevealed ON rounds(server_seed_hash) WHERE revealed_at IS NULL;

CREATE TABLE round_steps (
  round_id    INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
  seq         INTEGER NOT NULL CHECK (seq >= 0),
  actor       TEXT NOT NULL,
  -- The action and its events (event-codec.ts: a format byte, then deflated JSON).
  data        BLOB NOT NULL,
  -- Milliseconds since 1970, or the ISO text where that would not give it back exactly.
  created_at  ANY NOT NULL CHECK (typeof(created_at) IN ('integer', 'text')),
  PRIMARY KEY (round_id, seq)
) STRICT, WITHOUT ROWID;
`

/** After the copy: the old step table goes, the new one takes its name and its append-only triggers. */
const v4after = `
DROP TABLE round_events;
ALTER TABLE round_steps RENAME TO round_events;
CREATE TRIGGER round_events_no_update BEFORE UPDATE ON round_events
BEGIN SELECT RAISE(ABORT, 'round events are append-only'); END;
CREATE TRIGGER round_events_no_delete BEFORE DELETE ON round_events
WHEN EXISTS (SELECT 1 FROM rounds WHERE id = OLD.round_id)
BEGIN SELECT RAISE(ABORT, 'round events are append-only'); END;
`

function v4run(db: Database.Database): void {
  const insert = db.prepare('INSERT INTO round_steps (round_id, seq, actor, data, created_at) VALUES (?, ?, ?, ?, ?)')
  type Row = {
    round_id: number
    seq: number
    actor: string
    action_json: string
    events_json: string
    created_at: string
  }
  // In batches, by key: the driver cannot write while a statement is still stepping through rows.
  const batch = db.prepare<[number, number, number], Row>(
    `SELECT round_id, seq, actor, action_json, events_json, created_at FROM round_events
     WHERE round_id > ? OR (round_id = ? AND seq > ?) ORDER BY round_id, seq LIMIT 2000`
  )
  let at = { round: -1, seq: -1 }
  for (;;) {
    const rows = batch.all(at.round, at.round, at.seq)
    for (const r of rows)
      insert.run(r.round_id, r.seq, r.actor, encodeStep(r.action_json, r.events_json), encodeTime(r.created_at))
    const last = rows[rows.length - 1]
    if (!last) break
    at = { round: last.round_id, seq: last.seq }
  }
  db.exec(v4after)
}

/**
 * Migration 5, Blackjack grades (issue 11): every decision the person made at a Blackjack table, graded by main
 * from the exact analysis of what they could see when they made it (the renderer never says what a
 * decision was worth). One row per decision event (`event_seq` is the round_events seq of the
 * action); `cost_minor` 0 is the best play, more is a mistake of that many minor units (rounded).
 * `cell_json` is the "why": the basic-strategy chart cell of the hand for the round's rules
 * (`{ row, up, chart }`), absent for a best play, an insurance decision, or a hand with no cell. Rows go
 * with their round.
 */
const v5 = `
CREATE TABLE blackjack_grades (
  round_id     INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
  event_seq    INTEGER NOT NULL CHECK (event_seq >= 1),
  seat         TEXT NOT NULL,
  hand         INTEGER NOT NULL CHECK (hand >= 0),
  action       TEXT NOT NULL,
  best         TEXT NOT NULL,
  evs_json     TEXT NOT NULL CHECK (json_valid(evs_json)),
  stake_minor  INTEGER NOT NULL CHECK (stake_minor >= 0),
  cost_minor   INTEGER NOT NULL CHECK (cost_minor >= 0),
  cell_json    TEXT CHECK (cell_json IS NULL OR json_valid(cell_json)),
  created_at   TEXT NOT NULL,
  PRIMARY KEY (round_id, event_seq)
) STRICT, WITHOUT ROWID;
CREATE INDEX blackjack_grades_mistakes ON blackjack_grades(round_id) WHERE cost_minor > 0;
`

/**
 * Migration 6, Fewer pages per round (issue 12): every index a settled round changes is one more 4 KiB page
 * written to the WAL in its commit (and copied again at the checkpoint). Three of them served no
 * query worth a page per round:
 * - the house's ledger entries (profile_id NULL) were in the balance index, though no balance of the
 *   house is ever read from it: the index becomes partial (`profile_id = ?` implies NOT NULL, so
 *   SQLite still uses it for every balance), half its entries and one page per commit fewer;
 * - the sessions list's sort by net and by rounds had an index each, rewritten at every settlement
 *   (the totals trigger changes both keys): a profile has at most a few thousand sessions, which
 *   SQLite sorts in well under a millisecond, so both go (the list still filters by profile with
 *   `sessions_by_profile`).
 * Only indexes change: no row is rewritten and nothing a reader sees differs.
 */
const v6 = `
DROP INDEX ledger_entries_by_profile;
CREATE INDEX ledger_entries_by_profile ON ledger_entries(profile_id, id, amount_minor) WHERE profile_id IS NOT NULL;
DROP INDEX sessions_by_profile_net;
DROP INDEX sessions_by_profile_rounds;
`

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'initial schema', sql: v1 },
  { version: 2, name: 'table sessions', sql: v2 },
  { version: 3, name: 'history figures and session deletion', sql: v3 },
  { version: 4, name: 'compact store: shared rules snapshots, compact round steps', sql: v4sql, run: v4run },
  { version: 5, name: 'blackjack decision grades', sql: v5 },
  { version: 6, name: 'fewer pages per round: a partial balance index, no sessions sort indexes', sql: v6 },
  migrationV7({ games: GAMES, addToSession }),
  { version: 8, name: 'xidach decision grades', sql: v8 },
  { version: 9, name: 'no index of the rounds in play: one page a hand fewer', sql: v9 },
  { version: 10, name: 'the figures index holds finished rounds only: one page a hand fewer', sql: v10 },
  migrationV11,
  migrationV12
]

/** The newest schema this build knows; a file with a higher user_version is from a newer app. */
export const LATEST_VERSION = MIGRATIONS.reduce((m, x) => Math.max(m, x.version), 0)
