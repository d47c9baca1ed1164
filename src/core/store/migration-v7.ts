/**
 * Migration 7, compact rows (issue 12: ≤ 600 bytes a round at a million rounds). Migrations 4 and 6
 * shared the rules, compacted the steps and dropped indexes; what was left was the rows themselves:
 * a round kept its seeds as 64-character hex text and its three times as 24-character ISO text, and
 * every ledger transaction and the person's entry (and its balance-index entry) repeated the
 * profile's 36-character id. This migration rebuilds those four tables:
 * - `profiles` gains an integer `key` (its rowid, kept), which the ledger references instead of the
 *   text id; the public id stays the same, unique, and is what sessions, drills and every reader use;
 * - `rounds`: seeds, seed hash and client seed as BLOBs, times as integer milliseconds, the result
 *   as JSONB (columns.ts says how, and how readers get the same text back);
 * - `ledger_tx` and `ledger_entries`: `profile_key` for `profile_id`, the time as milliseconds.
 * Every CHECK, trigger and index comes back as it was (over the renamed columns). Ids are copied as
 * they are (`rounds.id` stays the INTEGER PRIMARY KEY others reference), and so is each
 * AUTOINCREMENT counter, so no id is ever reused.
 *
 * It runs with the foreign keys off (`rebuilds`): each table is copied into `<name>_v7`, the old
 * one dropped, the new renamed; the foreign keys are checked before the commit.
 */
import type { Migration } from './migrations'
import { sqlEncode } from './columns'

/** What the rebuilt triggers share with the older migrations. */
interface Shared {
  games: string
  /** The session totals' update for one settled round (migration 3's trigger body). */
  addToSession: (row: string) => string
}

const kind = (c: string): string => `CHECK (typeof(${c}) IN ('blob', 'text'))`
const time = (c: string): string => `CHECK (typeof(${c}) IN ('integer', 'text'))`
const maybeTime = (c: string): string => `CHECK (${c} IS NULL OR typeof(${c}) IN ('integer', 'text'))`

function tables(games: string): string {
  return `
CREATE TABLE profiles_v7 (
  -- The ledger's reference to the profile (1–3 bytes where the id takes 36); never shown.
  key         INTEGER PRIMARY KEY AUTOINCREMENT,
  id          TEXT NOT NULL UNIQUE,
  name        TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  name_key    TEXT NOT NULL UNIQUE,
  created_at  TEXT NOT NULL
) STRICT;

CREATE TABLE rounds_v7 (
  id                INTEGER PRIMARY KEY,
  session_id        INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  seq               INTEGER NOT NULL CHECK (seq >= 1),
  game              TEXT NOT NULL CHECK (game IN ${games}),
  -- Hex as its bytes where it is lower-case hex, else the text (columns.ts).
  server_seed_hash  ANY NOT NULL ${kind('server_seed_hash')},
  server_seed       ANY NOT NULL ${kind('server_seed')},
  client_seed       ANY NOT NULL ${kind('client_seed')},
  nonce             INTEGER NOT NULL CHECK (nonce >= 0),
  -- Times: milliseconds since 1970, or the ISO text where that would not give it back exactly.
  revealed_at       ANY ${maybeTime('revealed_at')},
  status            TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'over')),
  version           INTEGER NOT NULL DEFAULT 0,
  -- JSONB, or the JSON text where json() would not give it back exactly.
  result_json       ANY CHECK (result_json IS NULL OR json_valid(result_json, 9)),
  created_at        ANY NOT NULL ${time('created_at')},
  ended_at          ANY ${maybeTime('ended_at')},
  wagered_minor INTEGER GENERATED ALWAYS AS (json_extract(result_json, '$.wageredMinor')) VIRTUAL,
  net_minor INTEGER GENERATED ALWAYS AS (json_extract(result_json, '$.netMinor')) VIRTUAL,
  balance_after_minor INTEGER GENERATED ALWAYS AS (json_extract(result_json, '$.balanceAfterMinor')) VIRTUAL,
  rules_id INTEGER NOT NULL REFERENCES rules_snapshots(id),
  UNIQUE (session_id, seq)
) STRICT;

CREATE TABLE ledger_tx_v7 (
  id           INTEGER PRIMARY KEY,
  kind         TEXT NOT NULL CHECK (length(kind) BETWEEN 1 AND 32),
  -- The one profile this transaction concerns (NULL: house only); deleting it removes the whole
  -- transaction, both sides, so the remaining ledger still sums to zero.
  profile_key  INTEGER REFERENCES profiles(key) ON DELETE CASCADE,
  round_id     INTEGER REFERENCES rounds(id),
  created_at   ANY NOT NULL ${time('created_at')}
) STRICT;

CREATE TABLE ledger_entries_v7 (
  -- AUTOINCREMENT: ids are never reused, so "entries after id N" is a stable notion (balances.ts).
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  tx_id         INTEGER NOT NULL REFERENCES ledger_tx(id) ON DELETE CASCADE,
  profile_key   INTEGER REFERENCES profiles(key),
  amount_minor  INTEGER NOT NULL CHECK (amount_minor <> 0)
) STRICT;
`
}

/** A profile's key for a text id inside the copy; -1 (no such key: the foreign key check fails) for a dangling id. */
const keyOf = (id: string): string =>
  `CASE WHEN ${id} IS NULL THEN NULL ELSE coalesce((SELECT key FROM profiles_v7 WHERE id = ${id}), -1) END`

const copy = `
INSERT INTO profiles_v7 (key, id, name, name_key, created_at)
  SELECT rowid, id, name, name_key, created_at FROM profiles ORDER BY rowid;
INSERT INTO rounds_v7 (id, session_id, seq, game, server_seed_hash, server_seed, client_seed, nonce, revealed_at,
                       status, version, result_json, created_at, ended_at, rules_id)
  SELECT id, session_id, seq, game, ${sqlEncode.hex('server_seed_hash')}, ${sqlEncode.hex('server_seed')},
         ${sqlEncode.hex('client_seed')}, nonce, ${sqlEncode.time('revealed_at')}, status, version,
         ${sqlEncode.result('result_json')}, ${sqlEncode.time('created_at')}, ${sqlEncode.time('ended_at')}, rules_id
  FROM rounds ORDER BY id;
INSERT INTO ledger_tx_v7 (id, kind, profile_key, round_id, created_at)
  SELECT id, kind, ${keyOf('profile_id')}, round_id, ${sqlEncode.time('created_at')} FROM ledger_tx ORDER BY id;
INSERT INTO ledger_entries_v7 (id, tx_id, profile_key, amount_minor)
  SELECT id, tx_id, ${keyOf('profile_id')}, amount_minor FROM ledger_entries ORDER BY id;
-- The entries' counter carries over (ids deleted with a profile are never given again).
INSERT INTO sqlite_sequence (name, seq)
  SELECT 'ledger_entries_v7', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'ledger_entries_v7');
UPDATE sqlite_sequence SET seq = max(seq, coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'ledger_entries'), 0))
  WHERE name = 'ledger_entries_v7';

-- A trigger elsewhere that names a dropped table would stop the renames; it is recreated below.
DROP TRIGGER round_events_no_delete;
DROP TABLE ledger_entries;
DROP TABLE ledger_tx;
DROP TABLE rounds;
DROP TABLE profiles;
ALTER TABLE profiles_v7 RENAME TO profiles;
ALTER TABLE rounds_v7 RENAME TO rounds;
ALTER TABLE ledger_tx_v7 RENAME TO ledger_tx;
ALTER TABLE ledger_entries_v7 RENAME TO ledger_entries;
`

/**
 * `ledger_entries`' indexes and triggers over the renamed columns, as this migration made them; migration
 * 11, which rebuilds the table again, makes them again from this same text.
 */
export const LEDGER_ENTRIES_PARTS = `
-- Covering index: a balance (or its part after a given id) is an index-only sum; the house's
-- entries are not in it (no balance of the house is read from it).
CREATE INDEX ledger_entries_by_profile ON ledger_entries(profile_key, id, amount_minor) WHERE profile_key IS NOT NULL;
CREATE INDEX ledger_entries_by_tx ON ledger_entries(tx_id);
CREATE TRIGGER ledger_entries_profile_matches BEFORE INSERT ON ledger_entries
WHEN NEW.profile_key IS NOT NULL AND NEW.profile_key IS NOT (SELECT profile_key FROM ledger_tx WHERE id = NEW.tx_id)
BEGIN SELECT RAISE(ABORT, 'a ledger entry''s profile must be its transaction''s profile'); END;
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE ON ledger_entries
BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
CREATE TRIGGER ledger_entries_no_delete BEFORE DELETE ON ledger_entries
WHEN EXISTS (SELECT 1 FROM ledger_tx WHERE id = OLD.tx_id)
BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
`

/** Migrations 1–6's indexes and triggers on the rebuilt tables, over the renamed columns. */
function after(s: Shared): string {
  return `
CREATE INDEX rounds_open ON rounds(status) WHERE status = 'open';
CREATE INDEX rounds_figures ON rounds(session_id, seq, net_minor, wagered_minor, balance_after_minor);
CREATE INDEX rounds_by_nonce ON rounds(nonce);
CREATE INDEX rounds_unrevealed ON rounds(server_seed_hash) WHERE revealed_at IS NULL;
CREATE INDEX ledger_tx_by_round ON ledger_tx(round_id) WHERE round_id IS NOT NULL;

CREATE TRIGGER rounds_commitment_fixed
BEFORE UPDATE OF session_id, seq, game, rules_id, server_seed_hash, server_seed, client_seed, nonce ON rounds
BEGIN SELECT RAISE(ABORT, 'a round''s rules and fairness commitment never change'); END;
CREATE TRIGGER rounds_have_rules BEFORE INSERT ON rounds
WHEN NEW.rules_id IS NULL OR NOT EXISTS (SELECT 1 FROM rules_snapshots WHERE id = NEW.rules_id)
BEGIN SELECT RAISE(ABORT, 'a round needs its rules snapshot'); END;
CREATE TRIGGER rounds_settled_totals AFTER UPDATE OF result_json ON rounds
WHEN OLD.result_json IS NULL AND NEW.result_json IS NOT NULL
BEGIN ${s.addToSession('NEW')} END;
CREATE TRIGGER rounds_imported_totals AFTER INSERT ON rounds
WHEN NEW.result_json IS NOT NULL
BEGIN ${s.addToSession('NEW')} END;
CREATE TRIGGER round_events_no_delete BEFORE DELETE ON round_events
WHEN EXISTS (SELECT 1 FROM rounds WHERE id = OLD.round_id)
BEGIN SELECT RAISE(ABORT, 'round events are append-only'); END;

CREATE TRIGGER ledger_tx_no_update BEFORE UPDATE ON ledger_tx
WHEN NOT (NEW.round_id IS NULL AND NEW.id IS OLD.id AND NEW.kind IS OLD.kind AND NEW.profile_key IS OLD.profile_key AND NEW.created_at IS OLD.created_at)
BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
CREATE TRIGGER ledger_tx_no_delete BEFORE DELETE ON ledger_tx
WHEN OLD.profile_key IS NULL OR EXISTS (SELECT 1 FROM profiles WHERE key = OLD.profile_key)
BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
${LEDGER_ENTRIES_PARTS}`
}

export function migrationV7(shared: Shared): Migration {
  return {
    version: 7,
    name: 'compact rows: hex as bytes, times as milliseconds, JSONB results, integer profile keys in the ledger',
    sql: tables(shared.games) + copy + after(shared),
    rebuilds: true
  }
}
