/**
 * Reading a scenario file (../spec/scenario.md, a public format): the game-independent part, checked
 * the same way wherever a file is read — `npm run scenario` (src/core/scenario runs it) and a stacked
 * practice table (stack.ts). Every problem is a ScenarioError naming the place (`rounds[0].cards[3]`)
 * and the reason. Pure (zod and shared only), so core and the CLI read a file the one same way.
 */
import { z } from 'zod'
import { chipsAmount, chipsToMinor, type Minor } from '../money'
import { GAME_IDS, SEAT_ID_RE, DEALER, type GameId } from '../games'
import type { RulesResolution } from '../games/resolution'

export const SCENARIO_FORMAT = 'banxanh-scenario/1'

export class ScenarioError extends Error {
  constructor(
    readonly where: string,
    readonly reason: string
  ) {
    super(where ? `${where}: ${reason}` : reason)
  }
}

const seatSchema = z
  .object({
    id: z
      .string()
      .regex(SEAT_ID_RE, { error: 'must match [a-z0-9_-]{1,16}' })
      .refine((s) => s !== DEALER, { error: '"dealer" is reserved' }),
    bankroll: chipsAmount
  })
  .strict()

export const commonSchema = z
  .object({
    format: z.literal(SCENARIO_FORMAT, { error: `must be "${SCENARIO_FORMAT}"` }),
    game: z.enum(GAME_IDS, { error: `must be one of ${GAME_IDS.join(', ')}` }),
    rules: z.record(z.string(), z.unknown()).optional(),
    seats: z
      .array(seatSchema)
      .min(1, { error: 'at least one seat' })
      // Xì dách seats up to its maxPlayers (at most 7, checked by its runner); the others 5.
      .max(7, { error: 'at most 7 seats (Xì dách with maxPlayers 7; 5 in the other games)' })
      .refine((s) => new Set(s.map((x) => x.id)).size === s.length, { error: 'seat ids must be unique' }),
    dealer: z.object({ bankroll: chipsAmount.optional(), bank: chipsAmount.optional() }).strict().optional(),
    rounds: z.array(z.unknown()).min(1, { error: 'at least one round' })
  })
  .strict()

export type CommonScenario = z.infer<typeof commonSchema>

/** A seat's bankroll in minor units; `null` means unlimited (dealer default). */
export interface ScenarioSeat {
  id: string
  bankroll: Minor
}

export interface ScenarioContext {
  rules: unknown
  seats: ScenarioSeat[]
  dealerBankroll: Minor | null
  dealerBank: Minor | null
  rounds: unknown[]
}

/**
 * A card game's round in a scenario: the bets, the cards in dealing order and the scripted actions
 * (`action`, one game's shape); `words` are the refusals that name the game's shapes.
 */
export function cardRoundSchema<A extends z.ZodType>(
  action: A,
  words: { bets: string; card: string; actions: string }
) {
  return z
    .object({
      bets: z
        .array(z.object({ seat: z.string({ error: 'must be a seat id' }), amount: chipsAmount }).strict(), {
          error: words.bets
        })
        .min(1, { error: 'at least one bet' }),
      cards: z.array(z.string({ error: words.card }), { error: 'must be a list of cards' }),
      actions: z.array(action, { error: words.actions }).optional()
    })
    .strict()
}

/** `raw` as `schema` reads it, or a ScenarioError for its first issue (the path as in the file, below `prefix`). */
export function parseAt<S extends z.ZodType>(schema: S, raw: unknown, prefix = ''): z.output<S> {
  const parsed = schema.safeParse(raw)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  if (!issue) throw new ScenarioError(prefix, 'invalid')
  throw new ScenarioError(joinPath(prefix, issue.path), issue.message)
}

/** The file's house rules as the game resolved them, or a ScenarioError at the key (`rules.decks`). */
export function scenarioRules<R>(resolved: RulesResolution<R>): R {
  if (!resolved.ok) throw new ScenarioError(resolved.path ? `rules.${resolved.path}` : 'rules', resolved.message)
  return resolved.rules
}

export function joinPath(prefix: string, path: ReadonlyArray<PropertyKey>): string {
  let out = prefix
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`
    else out += out ? `.${String(p)}` : String(p)
  }
  return out
}

/** A scenario file's common part, checked: its game and what that game's runner reads. */
export function readScenario(raw: unknown): { game: GameId; ctx: ScenarioContext } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ScenarioError('', 'the file must hold one JSON object')
  }
  const file = parseAt(commonSchema, raw)
  if (file.game !== 'xidach' && file.seats.length > 5) throw new ScenarioError('seats', 'at most 5 seats')
  const toMinor = (n: number | undefined): Minor | null => (n === undefined ? null : chipsToMinor(n))
  const dealerBankroll = toMinor(file.dealer?.bankroll)
  const ctx: ScenarioContext = {
    rules: file.rules ?? {},
    seats: file.seats.map((s) => ({ id: s.id, bankroll: chipsToMinor(s.bankroll) as Minor })),
    dealerBankroll,
    dealerBank: toMinor(file.dealer?.bank) ?? dealerBankroll,
    rounds: file.rounds
  }
  return { game: file.game, ctx }
}

/** A scenario file's text as JSON; not JSON is a ScenarioError naming `source`. */
export function parseScenarioText(text: string, source: string): unknown {
  try {
    return JSON.parse(text)
  } catch (e) {
    throw new ScenarioError('', `${source}: not valid JSON (${(e as Error).message})`)
  }
}
