/**
 * House rules: the presets (read-only) and the user's saved, versioned rulesets. Every keys object
 * is checked by the game's own resolve function (the schema scenario files use), and stored in its
 * canonical form, every key written out, so a version means the same rules forever.
 */
import { randomBytes } from 'node:crypto'
import type { GameId } from '@shared/games'
import { GAME_IDS } from '@shared/games'
import { RULES, ruleWords, type RuleKeys } from '@shared/rules/index'
import type {
  PresetSummary,
  RulesCheckResult,
  RulesetDetail,
  RulesetSummary,
  SpotEdgeInfo
} from '@shared/contract/rulesets'
import type { Store } from '../store/store'
import { tableRulesProblem } from '@shared/rules/table-check'
import { conflict, CoreError, notFound, refused, rulesRefusal } from '../errors'
import { nameKey } from '../profiles'
import type { CoreContext, Handlers } from '../types'
import { rulesetsRepo, type RulesetRow } from './repo'

/** Saved rulesets at most per game: far more than a rules screen can show usefully. */
export const MAX_RULESETS_PER_GAME = 200

/** What the rulesets need of a game: the house edge of each spot under its rules, where it has spots (Sic Bo). */
export interface RulesetGames {
  of(game: GameId): { spotEdges?(rules: unknown): SpotEdgeInfo[] }
}

/** Keys → canonical keys and resolved rules, or a refusal naming the key. */
export function checkKeys(game: GameId, keys: unknown): { keys: RuleKeys; rules: unknown } {
  const c = RULES[game].check(keys)
  // Two keys in conflict have their own text; any other problem is worded around the field.
  if (!c.ok) throw rulesRefusal(c)
  // What a table needs beyond the rules' own check: the editor saves only what a table can open.
  const table = tableRulesProblem(game, c.rules)
  if (table) throw rulesRefusal(table)
  return { keys: c.keys, rules: c.rules }
}

function parseKeys(row: RulesetRow): RuleKeys {
  return JSON.parse(row.rules_json) as RuleKeys
}

/** The ruleset version a table opens with (the latest unless `version` is given). */
export function savedRuleset(
  store: Store,
  game: GameId,
  ref: { rulesetId: string; version?: number | undefined }
): { id: string; version: number; name: string; keys: RuleKeys } {
  const repo = rulesetsRepo(store)
  const row = ref.version === undefined ? repo.latest.get(ref.rulesetId) : repo.version.get(ref.rulesetId, ref.version)
  if (!row) {
    const exists = repo.latest.get(ref.rulesetId)
    throw exists
      ? notFound(`Ruleset "${exists.name}" has no version ${ref.version} (latest: ${exists.version}).`, {
          key: 'rulesets.noVersion',
          vars: { name: exists.name, version: ref.version ?? exists.version }
        })
      : notFound(`There is no ruleset with id "${ref.rulesetId}".`, {
          key: 'rulesets.notFound',
          vars: { id: ref.rulesetId }
        })
  }
  if (row.game !== game)
    throw refused(`Ruleset "${row.name}" is for ${row.game}, not ${game}.`, {
      key: 'rulesets.otherGame',
      vars: { name: row.name, game: row.game }
    })
  return { id: row.id, version: row.version, name: row.name, keys: parseKeys(row) }
}

export function rulesetHandlers(
  ctx: CoreContext,
  games: RulesetGames
): Pick<
  Handlers,
  | 'rulesets.presets'
  | 'rulesets.list'
  | 'rulesets.get'
  | 'rulesets.validate'
  | 'rulesets.create'
  | 'rulesets.save'
  | 'rulesets.duplicate'
  | 'rulesets.delete'
> {
  const summary = (store: Store, row: RulesetRow): RulesetSummary => {
    const repo = rulesetsRepo(store)
    const keys = parseKeys(row)
    return {
      id: row.id,
      game: row.game,
      name: row.name,
      version: row.version,
      preset: typeof keys.preset === 'string' ? keys.preset : RULES[row.game].defaultPreset,
      keys,
      createdAt: repo.firstCreated.get(row.id)?.created_at ?? row.created_at,
      updatedAt: row.created_at,
      sessions: repo.sessionCount.get(row.id)?.n ?? 0
    }
  }

  const detail = (store: Store, id: string, version?: number): RulesetDetail => {
    const repo = rulesetsRepo(store)
    const latest = repo.latest.get(id)
    if (!latest) throw notFound(`There is no ruleset with id "${id}".`, { key: 'rulesets.notFound', vars: { id } })
    const shown = version === undefined ? latest : repo.version.get(id, version)
    if (!shown)
      throw notFound(`Ruleset "${latest.name}" has no version ${version} (latest: ${latest.version}).`, {
        key: 'rulesets.noVersion',
        vars: { name: latest.name, version: version ?? latest.version }
      })
    const keys = parseKeys(shown)
    const c = RULES[shown.game].check(keys)
    // Stored keys passed this check when saved; a failure means the file was edited by hand.
    if (!c.ok)
      throw new CoreError(
        'store',
        `Ruleset "${shown.name}" version ${shown.version} is no longer valid (${c.path}: ${c.message}).`,
        { key: 'rulesets.noLongerValid', vars: { name: shown.name, version: shown.version } }
      )
    const edges = games.of(shown.game).spotEdges?.(c.rules)
    return {
      ...summary(store, latest),
      shown: { version: shown.version, name: shown.name, keys, rules: c.rules, createdAt: shown.created_at },
      versions: repo.versions.all(id).map((v) => ({ version: v.version, name: v.name, createdAt: v.created_at })),
      ...(edges ? { houseEdges: edges } : {})
    }
  }

  /** Refuses a name another ruleset of the game already has (case and Unicode form ignored). */
  const checkName = (store: Store, game: GameId, name: string, exceptId: string | null): void => {
    const key = nameKey(name)
    for (const r of rulesetsRepo(store).latestOfGame.all(game)) {
      if (r.id !== exceptId && nameKey(r.name) === key)
        throw conflict(`A ${game} ruleset named "${r.name}" already exists.`, {
          key: 'rulesets.duplicateName',
          vars: { name: r.name }
        })
    }
  }

  const newId = (): string => `rs_${randomBytes(9).toString('base64url')}`

  const insertNew = (store: Store, game: GameId, name: string, keys: RuleKeys): string => {
    const repo = rulesetsRepo(store)
    checkName(store, game, name, null)
    if (repo.latestOfGame.all(game).length >= MAX_RULESETS_PER_GAME)
      throw refused(`There are already ${MAX_RULESETS_PER_GAME} ${game} rulesets; delete one first.`, {
        key: 'rulesets.tooMany',
        vars: { max: MAX_RULESETS_PER_GAME }
      })
    const id = newId()
    repo.insert.run(id, 1, game, name.normalize('NFC'), JSON.stringify(keys), ctx.now().toISOString())
    return id
  }

  return {
    'rulesets.presets': ({ game }) => {
      const out: PresetSummary[] = []
      for (const g of game ? [game] : GAME_IDS) {
        const info = RULES[g]
        for (const p of info.presets) {
          const c = info.check({ preset: p.preset })
          if (!c.ok) continue
          out.push({ game: g, ...p, follows: ruleWords(p.follows), keys: c.keys, rules: c.rules })
        }
      }
      return out
    },

    'rulesets.list': ({ game }) => {
      const store = ctx.store()
      const repo = rulesetsRepo(store)
      return (game ? repo.latestOfGame.all(game) : repo.latestAll.all()).map((r) => summary(store, r))
    },

    'rulesets.get': ({ id, version }) => detail(ctx.store(), id, version),

    'rulesets.validate': ({ game, keys }): RulesCheckResult => {
      const c = RULES[game].check(keys)
      if (!c.ok) return { ok: false, path: c.path, message: c.message, ...(c.i18n ? { i18n: c.i18n } : {}) }
      // Exactly the check a table makes when it opens (issue 32: one validity).
      const table = tableRulesProblem(game, c.rules)
      if (table) return { ok: false, ...table }
      const edges = games.of(game).spotEdges?.(c.rules)
      return { ok: true, keys: c.keys, rules: c.rules, ...(edges ? { houseEdges: edges } : {}) }
    },

    'rulesets.create': ({ game, name, preset, keys }) => {
      const store = ctx.store()
      const checked = checkKeys(game, { ...(keys ?? {}), preset })
      const id = store.tx(() => insertNew(store, game, name, checked.keys))
      return detail(store, id)
    },

    'rulesets.save': ({ id, baseVersion, name, keys }) => {
      const store = ctx.store()
      const repo = rulesetsRepo(store)
      const version = store.tx(() => {
        const latest = repo.latest.get(id)
        if (!latest) throw notFound(`There is no ruleset with id "${id}".`, { key: 'rulesets.notFound', vars: { id } })
        if (latest.version !== baseVersion)
          throw conflict(
            `Ruleset "${latest.name}" was saved again meanwhile (version ${latest.version}); reopen it and edit that version.`,
            {
              key: 'rulesets.savedMeanwhile',
              vars: { name: latest.name, version: latest.version }
            }
          )
        const checked = checkKeys(latest.game, keys)
        const newName = name ?? latest.name
        if (name !== undefined) checkName(store, latest.game, name, id)
        const same = JSON.stringify(checked.keys) === latest.rules_json && newName.normalize('NFC') === latest.name
        if (same) return latest.version
        repo.insert.run(
          id,
          latest.version + 1,
          latest.game,
          newName.normalize('NFC'),
          JSON.stringify(checked.keys),
          ctx.now().toISOString()
        )
        return latest.version + 1
      })
      return detail(store, id, version)
    },

    'rulesets.duplicate': ({ id, version, name }) => {
      const store = ctx.store()
      const newRuleset = store.tx(() => {
        const repo = rulesetsRepo(store)
        const from = version === undefined ? repo.latest.get(id) : repo.version.get(id, version)
        if (!from)
          throw version === undefined
            ? notFound(`There is no ruleset with id "${id}".`, { key: 'rulesets.notFound', vars: { id } })
            : notFound(`Ruleset "${id}" has no version ${version}.`, {
                key: 'rulesets.noVersion',
                vars: { name: id, version }
              })
        return insertNew(store, from.game, name, parseKeys(from))
      })
      return detail(store, newRuleset)
    },

    'rulesets.delete': ({ id }) => {
      const store = ctx.store()
      const repo = rulesetsRepo(store)
      const game = store.tx(() => {
        const latest = repo.latest.get(id)
        if (!latest) throw notFound(`There is no ruleset with id "${id}".`, { key: 'rulesets.notFound', vars: { id } })
        const n = repo.sessionCount.get(id)?.n ?? 0
        if (n > 0)
          throw refused(
            `Ruleset "${latest.name}" was used by ${n} session${n === 1 ? '' : 's'}; it stays so their history keeps its rules. Duplicate it to start a new one.`,
            {
              key: 'rulesets.usedBySessions',
              vars: { name: latest.name, sessions: n }
            }
          )
        repo.delete.run(id)
        return latest.game
      })
      return repo.latestOfGame.all(game).map((r) => summary(store, r))
    }
  }
}
