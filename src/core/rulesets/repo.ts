/**
 * SQL for saved rulesets. A ruleset is every row sharing an `id`; each row is one immutable version
 * (the schema refuses UPDATE), so a save inserts the next version and never rewrites one.
 */
import type Database from 'better-sqlite3'
import type { GameId } from '@shared/games'
import { perStore } from '../store/per-store'
import type { Store } from '../store/store'

export interface RulesetRow {
  id: string
  version: number
  game: GameId
  name: string
  rules_json: string
  created_at: string
}

export class RulesetsRepo {
  readonly insert: Database.Statement<[string, number, string, string, string, string]>
  readonly latestAll: Database.Statement<[], RulesetRow>
  readonly latestOfGame: Database.Statement<[string], RulesetRow>
  readonly latest: Database.Statement<[string], RulesetRow>
  readonly version: Database.Statement<[string, number], RulesetRow>
  readonly versions: Database.Statement<[string], { version: number; name: string; created_at: string }>
  readonly firstCreated: Database.Statement<[string], { created_at: string }>
  readonly sessionCount: Database.Statement<[string], { n: number }>
  readonly delete: Database.Statement<[string]>

  constructor(db: Database.Database) {
    const latest = 'r.version = (SELECT max(x.version) FROM rulesets x WHERE x.id = r.id)'
    this.insert = db.prepare(
      'INSERT INTO rulesets (id, version, game, name, rules_json, created_at) VALUES (?, ?, ?, ?, ?, ?)'
    )
    this.latestAll = db.prepare(
      `SELECT r.* FROM rulesets r WHERE ${latest} ORDER BY r.game, r.name COLLATE NOCASE, r.id`
    )
    this.latestOfGame = db.prepare(
      `SELECT r.* FROM rulesets r WHERE r.game = ? AND ${latest} ORDER BY r.name COLLATE NOCASE, r.id`
    )
    this.latest = db.prepare('SELECT * FROM rulesets WHERE id = ? ORDER BY version DESC LIMIT 1')
    this.version = db.prepare('SELECT * FROM rulesets WHERE id = ? AND version = ?')
    this.versions = db.prepare('SELECT version, name, created_at FROM rulesets WHERE id = ? ORDER BY version')
    this.firstCreated = db.prepare('SELECT created_at FROM rulesets WHERE id = ? ORDER BY version LIMIT 1')
    this.sessionCount = db.prepare('SELECT count(*) AS n FROM sessions WHERE ruleset_id = ?')
    this.delete = db.prepare('DELETE FROM rulesets WHERE id = ?')
  }
}

export const rulesetsRepo: (store: Store) => RulesetsRepo = perStore((db) => new RulesetsRepo(db))
