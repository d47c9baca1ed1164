/**
 * Ruleset procedures: the presets (read-only) and the user's saved rulesets. A ruleset is versioned:
 * every save adds an immutable version, and a table opened with it records which version it used
 * (each round also keeps its own rules snapshot), so editing never changes a past round.
 *
 * Keys objects are written as scenario files write `rules`: `{ preset, …house-rule keys }`, amounts
 * in chips. The key registry (types, ranges, explanations) is `src/shared/rules`, which the renderer
 * imports directly. docs/rulesets.md documents every procedure.
 */
import { z } from 'zod'
import { GAME_IDS, type GameId } from '../games'
import type { PresetInfo, RuleKeys, Words } from '../rules/types'
import { RULESET_NAME_MAX } from './constants'
import { idSchema } from './ids'
import type { ServerText } from './server-text'

export const rulesetIdSchema = idSchema('a ruleset id')

export const rulesetName = z
  .string({ error: 'must be text' })
  .max(200, { error: `must be at most ${RULESET_NAME_MAX} characters` })
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'must not be empty' })
      .max(RULESET_NAME_MAX, { error: `must be at most ${RULESET_NAME_MAX} characters` })
  )

const game = z.enum(GAME_IDS, { error: `must be one of ${GAME_IDS.join(', ')}` })
const version = z
  .number({ error: 'must be a version number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be at least 1' })
  .max(1_000_000, { error: 'is too large' })
/** `{ preset, …keys }`; the game's own resolve function checks it (names the key at fault). */
export const ruleKeysInput = z.record(z.string().max(64), z.unknown(), { error: 'must be an object of house rules' })
const keys = ruleKeysInput
const presetName = z
  .string({ error: 'must be a preset name' })
  .min(1, { error: 'must be a preset name' })
  .max(32, { error: 'must be a preset name' })

export const rulesetsGameInput = z.object({ game: game.optional() }).strict()
export const rulesetGetInput = z.object({ id: rulesetIdSchema, version: version.optional() }).strict()
export const rulesetCreateInput = z
  .object({ game, name: rulesetName, preset: presetName, keys: keys.optional() })
  .strict()
export const rulesetSaveInput = z
  .object({
    id: rulesetIdSchema,
    /** The version the edit started from; saving over a newer version is a conflict. */
    baseVersion: version,
    name: rulesetName.optional(),
    keys
  })
  .strict()
export const rulesetDuplicateInput = z
  .object({ id: rulesetIdSchema, version: version.optional(), name: rulesetName })
  .strict()
export const rulesetDeleteInput = z
  .object({ id: rulesetIdSchema, confirm: z.literal(true, { error: 'deleting a ruleset must be confirmed' }) })
  .strict()
export const rulesetValidateInput = z.object({ game, keys }).strict()

export interface PresetSummary extends Omit<PresetInfo, 'follows'> {
  /** Which seed or house the preset follows, in both languages. */
  follows: Words
  game: GameId
  /** The preset's keys written out in full. */
  keys: RuleKeys
  /** The preset's resolved rules (what a table shows "at a glance"). */
  rules: unknown
}

export interface RulesetVersionInfo {
  version: number
  name: string
  createdAt: string
}

export interface RulesetSummary {
  id: string
  game: GameId
  /** The latest version's name and keys. */
  name: string
  version: number
  /** The preset the keys started from. */
  preset: string
  keys: RuleKeys
  createdAt: string
  updatedAt: string
  /** How many sessions were played under any of its versions; a ruleset in use cannot be deleted. */
  sessions: number
}

export interface SpotEdgeInfo {
  spot: string
  /** Exact house edge num/den; percent for display (negative: the player's edge). */
  num: number
  den: number
  percent: number
}

export interface RulesetDetail extends RulesetSummary {
  /** The version shown (the latest unless asked for). */
  shown: { version: number; name: string; keys: RuleKeys; rules: unknown; createdAt: string }
  versions: RulesetVersionInfo[]
  /** Sic Bo: every spot's house edge under the shown version's pay table. */
  houseEdges?: SpotEdgeInfo[]
}

export type RulesCheckResult =
  | { ok: true; keys: RuleKeys; rules: unknown; houseEdges?: SpotEdgeInfo[] }
  | { ok: false; path: string; message: string; i18n?: ServerText }
