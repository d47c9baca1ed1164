import type { Migration } from './migrations'

/**
 * Migration 12, saved data says its format (issue 33): each rules snapshot, table state and round
 * step (the start entry is step 0) gets the number of the format it is written in, which the readers
 * hand to the upgrade (src/shared/rules/upgrade.ts). ADD COLUMN with a default rewrites no row: every
 * row stored before reads as format 1, the only format there was; writers name the format they write
 * (`SAVED_FORMAT`), so a later format needs no new migration. One byte of header a new step row
 * (format 1 is SQLite's constant-one serial type: no payload).
 */
export const migrationV12: Migration = {
  version: 12,
  name: 'saved data formats: each rules snapshot, table state and round step names its format',
  sql: `
ALTER TABLE rules_snapshots ADD COLUMN format INTEGER NOT NULL DEFAULT 1 CHECK (format >= 1);
ALTER TABLE sessions ADD COLUMN table_format INTEGER NOT NULL DEFAULT 1 CHECK (table_format >= 1);
ALTER TABLE round_events ADD COLUMN format INTEGER NOT NULL DEFAULT 1 CHECK (format >= 1);
`
}
