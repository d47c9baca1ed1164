/**
 * The one way saved data is read back: a round's rules snapshot, a table's running state, a round's
 * start entry and each step after it. Each comes with the format it was written in (migration 12's
 * columns; 1 for everything written before them), is brought up to today's format, has every key
 * added since filled with the value meaning the old behaviour, and is validated; what fails is
 * reported, never thrown, so the reader can refuse it in the person's words instead of crashing.
 *
 * The rules of each game have their own file (upgrade-<game>.ts); RULES_UPGRADES below is the only
 * place that names them together. It lives here, in shared, and not in the core's game registry: a
 * table's saved state (upgradeTable), the verifier, the importer and the core all read saved rules,
 * and not all of them have the registry (src/core/games/game.ts says so beside the modules).
 * docs/history.md "Saved data formats" lists the formats and the upgrade path.
 */
import { z } from 'zod'
import type { GameId } from '../games'
import { upgradeBlackjackRules } from './upgrade-blackjack'
import { upgradeSicboRules } from './upgrade-sicbo'
import { upgradeXidachRules } from './upgrade-xidach'
import { damaged, formatProblem, isRecord, issueText, type Upgraded } from './upgrade-kit'

export { SAVED_FORMAT, type SavedKind, type SavedProblem, type Upgraded } from './upgrade-kit'
export { upgradeBlackjackRules, upgradeSicboRules, upgradeXidachRules }

/** Each game's rules upgrade. */
export const RULES_UPGRADES: Readonly<Record<GameId, (raw: unknown, format: number) => Upgraded<unknown>>> = {
  blackjack: upgradeBlackjackRules,
  xidach: upgradeXidachRules,
  sicbo: upgradeSicboRules
}

/** A stored rules snapshot (or a table's rules) of `game`, in `format`, read as today's rules. */
export function upgradeRules(game: string, raw: unknown, format: number): Upgraded<unknown> {
  const upgrade = (RULES_UPGRADES as Readonly<Record<string, (typeof RULES_UPGRADES)[GameId]>>)[game]
  if (!Object.hasOwn(RULES_UPGRADES, game) || !upgrade) return damaged(`rules of an unknown game "${game}"`)
  return upgrade(raw, format)
}

const hex = (digits: number): z.ZodString => z.string().regex(new RegExp(`^[0-9a-f]{${digits}}$`))
const chips = z.number().int().min(0)
const seatChips = z.record(z.string(), chips.nullable())
const card = z.string().regex(/^[A2-9TJQK][SHDC]$/)
const secret = z
  .object({ serverSeed: hex(64), serverSeedHash: hex(64), clientSeed: z.string(), nonce: z.number().int().min(0) })
  .loose()

/**
 * A table's running state as stored (live.ts `TableJson`). Keys a reader of today does not use are
 * kept, not refused: an object schema loose rather than strict, since nothing replays from them.
 */
const tableSchema = z
  .object({
    rules: z.unknown(),
    clientSeed: z.string(),
    nonce: z.number().int().min(0),
    next: secret,
    stacks: seatChips,
    shoe: z
      .object({
        secret,
        position: z.number().int().min(0),
        cutIndex: z.number().int().min(0),
        decks: z.number().int().min(1)
      })
      .loose()
      .nullable()
      .optional(),
    bank: z.unknown().optional(),
    stacked: z
      .object({ rounds: z.array(z.array(card)) })
      .loose()
      .nullable()
      .optional(),
    timerOff: z.boolean().optional(),
    untimedRound: z.number().int().nullable().optional()
  })
  .loose()

export type SavedTable = z.infer<typeof tableSchema>

/**
 * A table's state (`sessions.table_json`, parsed) of `game` in `format`. The rules inside it are in
 * the rules format of the same number: the two formats move together.
 */
export function upgradeTable(game: string, raw: unknown, format: number): Upgraded<SavedTable> {
  const wrong = formatProblem('table', format)
  if (wrong) return wrong
  const parsed = tableSchema.safeParse(raw)
  if (!parsed.success) return damaged(issueText(parsed.error, 'table'))
  const rules = upgradeRules(game, parsed.data.rules, format)
  if (!rules.ok) return rules
  return { ok: true, value: { ...parsed.data, rules: rules.value } }
}

/** A round's start entry as stored (replay.ts `StartEntry`): what the round's Setup is rebuilt from. */
const startSchema = z
  .object({
    type: z.literal('start'),
    bankrolls: seatChips,
    stakes: z.record(z.string(), chips),
    offset: z.number().int().min(0).optional(),
    dealer: z.string().optional(),
    stacked: z.array(card).optional()
  })
  .loose()

export type SavedStart = z.infer<typeof startSchema>

/** A round's start entry (event 0's action, parsed) in `format`. */
export function upgradeStart(raw: unknown, format: number): Upgraded<SavedStart> {
  const wrong = formatProblem('step', format)
  if (wrong) return wrong
  const parsed = startSchema.safeParse(raw)
  return parsed.success ? { ok: true, value: parsed.data } : damaged(issueText(parsed.error, 'start'))
}

export interface SavedStep {
  /** The decision as stored; the game's action schema checks it when the round is replayed. */
  action: unknown
  /** The events it produced, as recorded (the recall's log and the export read them). */
  events: unknown[]
}

/** A round step's two texts (event-codec.ts) in `format`, parsed. */
export function upgradeStep(actionJson: string, eventsJson: string, format: number): Upgraded<SavedStep> {
  const wrong = formatProblem('step', format)
  if (wrong) return wrong
  let action: unknown
  let events: unknown
  try {
    action = JSON.parse(actionJson)
    events = JSON.parse(eventsJson)
  } catch (e) {
    return damaged(`step: not JSON (${(e as Error).message})`)
  }
  if (!Array.isArray(events) || !events.every(isRecord)) return damaged('step: its events are not a list of events')
  return { ok: true, value: { action, events } }
}
