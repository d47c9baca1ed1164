/**
 * Migration 8, Xì dách grades (issue 11): every decision the person made at a Xì dách table (bốc or dằn as a player; check,
 * draw or stand dealing), graded by main from the advisor's figures for what they could see, hints on
 * or off. One row per decision event (`event_seq`: the round_events seq of the action). `figures_json`
 * holds `{ evs, halfWidths, chances }` (contract `XidachGrade`): the expected net per unit of
 * `stake_minor` of each choice open, their 99 % half-widths when sampled, and a player's chances.
 * `cost_minor` 0 is the better choice (or a gap inside a sampled interval). Rows go with their round.
 * Kept apart from migrations.ts so that file stays within its size; it is listed there like the others.
 */
export const v8 = `
CREATE TABLE xidach_grades (
  round_id     INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
  event_seq    INTEGER NOT NULL CHECK (event_seq >= 1),
  seat         TEXT NOT NULL,
  role         TEXT NOT NULL CHECK (role IN ('player', 'dealer')),
  action       TEXT NOT NULL,
  best         TEXT NOT NULL,
  method       TEXT NOT NULL CHECK (method IN ('exact', 'monte-carlo')),
  figures_json TEXT NOT NULL CHECK (json_valid(figures_json)),
  stake_minor  INTEGER NOT NULL CHECK (stake_minor >= 0),
  cost_minor   INTEGER NOT NULL CHECK (cost_minor >= 0),
  created_at   TEXT NOT NULL,
  PRIMARY KEY (round_id, event_seq)
) STRICT, WITHOUT ROWID;
CREATE INDEX xidach_grades_mistakes ON xidach_grades(round_id) WHERE cost_minor > 0;
`
