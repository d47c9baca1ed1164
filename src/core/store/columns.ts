/**
 * Compact columns (migration 7): how a round's seeds, times and result, and a ledger transaction's
 * time, are kept on disk, and the SQL that gives readers back exactly the text they were given.
 *
 * - A hex string (seed, seed hash, client seed) is a BLOB of its bytes when it is lower-case hex of
 *   even length (what the app writes: 32 bytes, not 64 characters); any other text is kept as text.
 * - A time is an INTEGER of milliseconds since 1970 when that prints back as the same ISO text
 *   (`encodeTime`, also the round steps'), else the text itself.
 * - A round's result is SQLite's binary JSON (JSONB) when `json()` gives back the same text, else
 *   the text; `json_extract` reads either, so the figures' generated columns and the session totals'
 *   triggers are unchanged.
 *
 * Writers encode in JS (`encodeHex`, `encodeTime`) or with `RESULT_IN`; readers select through
 * `hexOut`, `timeOut` and `resultOut`, so every row a reader sees is what it was before.
 */
export { encodeTime } from './event-codec'

const HEX = /^(?:[0-9a-f]{2})+$/

/** A lower-case, even-length hex string as its bytes; any other string as it is. */
export function encodeHex(text: string): Buffer | string {
  return HEX.test(text) ? Buffer.from(text, 'hex') : text
}

/** SQL: a hex column as the text it was written from. */
export function hexOut(column: string): string {
  return `CASE typeof(${column}) WHEN 'blob' THEN lower(hex(${column})) ELSE ${column} END`
}

/**
 * SQL: a time column as ISO text. SQLite's strftime prints every millisecond from 1970 to 9999
 * exactly as `Date.prototype.toISOString` does (checked in tests/store/columns.test.ts), and
 * `encodeTime` stores an INTEGER only inside that range.
 */
export function timeOut(column: string): string {
  return `CASE typeof(${column}) WHEN 'integer' THEN strftime('%Y-%m-%dT%H:%M:%fZ', ${column} / 1000.0, 'unixepoch') ELSE ${column} END`
}

/** SQL: a result column as its JSON text. */
export function resultOut(column: string): string {
  return `CASE typeof(${column}) WHEN 'blob' THEN json(${column}) ELSE ${column} END`
}

/** SQL for one bound result (JSON text or NULL): JSONB when it gives the same text back, else the text. */
export const RESULT_IN = '(SELECT CASE WHEN json(jsonb(t)) IS t THEN jsonb(t) ELSE t END FROM (SELECT ? AS t))'

/** SQL, the same re-encodings for a column of migration 6's text (used by migration 7's copy). */
export const sqlEncode = {
  hex: (column: string): string =>
    `CASE WHEN lower(hex(unhex(${column}))) IS ${column} AND length(${column}) > 0 THEN unhex(${column}) ELSE ${column} END`,
  time: (column: string): string => {
    const ms = `CAST(round(unixepoch(${column}, 'subsec') * 1000) AS INTEGER)`
    return `CASE WHEN ${column} IS NULL THEN NULL WHEN unixepoch(${column}, 'subsec') >= 0 AND ${timeOut(ms)} IS ${column} THEN ${ms} ELSE ${column} END`
  },
  result: (column: string): string =>
    `CASE WHEN ${column} IS NULL THEN NULL WHEN json(jsonb(${column})) IS ${column} THEN jsonb(${column}) ELSE ${column} END`
}
