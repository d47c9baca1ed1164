/**
 * The scenario file format (../shared/spec/scenario.md), game-independent part. Each game registers
 * a runner that receives the validated common fields and its raw `rounds`, and returns result rounds.
 * Every problem is a ScenarioError naming the place (`rounds[0].actions[3]`) and the reason.
 */
import { z } from 'zod'
import { chipsAmount, chipsToMinor, minorToChips, type Minor } from '@shared/money'
import { GAME_IDS, SEAT_ID_RE, DEALER, type GameId } from '@shared/games'

export const SCENARIO_FORMAT = 'banxanh-scenario/1'
export const RESULT_FORMAT = 'banxanh-result/1'

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

export interface HandResult {
  cards: string[]
  total: number
  outcome: string
  net: number
  [extra: string]: unknown
}

export interface SeatRoundResult {
  net: number
  hands?: HandResult[]
  bets?: Array<{ spot: string; amount: number; net: number; [extra: string]: unknown }>
  [extra: string]: unknown
}

export interface RoundResult {
  seats: Record<string, SeatRoundResult>
  dealer: { net: number; [extra: string]: unknown }
  [extra: string]: unknown
}

export interface ScenarioResult {
  format: typeof RESULT_FORMAT
  rounds: RoundResult[]
  bankrolls: Record<string, number>
}

/**
 * A game's runner: plays every round (bankrolls carry over), throws ScenarioError with paths relative
 * to the file root (`rules.decks`, `rounds[1].actions[0]`), and returns the result rounds plus the
 * final bankrolls in minor units.
 */
export type GameScenarioRunner = (ctx: ScenarioContext) => { rounds: RoundResult[]; bankrolls: Record<string, Minor> }

const runners = new Map<GameId, GameScenarioRunner>()

export function registerScenarioGame(game: GameId, runner: GameScenarioRunner): void {
  runners.set(game, runner)
}

/** Turns the first zod issue into "path: reason" with the path written as in the file. */
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

export function zodToScenarioError(err: z.ZodError, prefix = ''): ScenarioError {
  const issue = err.issues[0]
  if (!issue) return new ScenarioError(prefix, 'invalid')
  return new ScenarioError(joinPath(prefix, issue.path), issue.message)
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
  const parsed = commonSchema.safeParse(raw)
  if (!parsed.success) throw zodToScenarioError(parsed.error)
  const file = parsed.data
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

export function runScenario(raw: unknown): ScenarioResult {
  const { game, ctx } = readScenario(raw)
  const runner = runners.get(game)
  if (!runner) throw new ScenarioError('game', `${game} scenarios are not supported yet`)
  const { rounds, bankrolls } = runner(ctx)
  const chips: Record<string, number> = {}
  for (const [k, v] of Object.entries(bankrolls)) chips[k] = minorToChips(v)
  return { format: RESULT_FORMAT, rounds, bankrolls: chips }
}

/** A scenario file's text as JSON; not JSON is a ScenarioError naming `source`. */
export function parseScenarioText(text: string, source: string): unknown {
  try {
    return JSON.parse(text)
  } catch (e) {
    throw new ScenarioError('', `${source}: not valid JSON (${(e as Error).message})`)
  }
}

/** The one `error: place: reason` line the CLI prints for any failure, whitespace folded to one line. */
export function formatScenarioError(e: unknown): string {
  const message =
    e instanceof ScenarioError ? e.message : `internal error: ${e instanceof Error ? e.message : String(e)}`
  return `error: ${message.replace(/\s+/g, ' ').trim()}`
}

export type ScenarioRun = { ok: true; stdout: string } | { ok: false; stderr: string }

/**
 * The CLI's whole path from file text to output (parse, run, print), without the process around it,
 * so golden tests exercise exactly what users run. `source` names the input in a JSON parse error.
 */
export function runScenarioText(text: string, source: string): ScenarioRun {
  try {
    return { ok: true, stdout: JSON.stringify(runScenario(parseScenarioText(text, source)), null, 2) + '\n' }
  } catch (e) {
    return { ok: false, stderr: formatScenarioError(e) }
  }
}
