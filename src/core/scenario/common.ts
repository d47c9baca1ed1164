/**
 * The scenario file format (../shared/spec/scenario.md), game-independent part. Each game registers
 * a runner that receives the validated common fields and its raw `rounds`, and returns result rounds.
 * Every problem is a ScenarioError naming the place (`rounds[0].actions[3]`) and the reason.
 */
import { minorToChips, type Minor } from '@shared/money'
import type { GameId } from '@shared/games'
import { parseScenarioText, readScenario, ScenarioError, type ScenarioContext } from '@shared/scenario/file'

// Reading a file is shared with the stacked practice tables (core): one reader, in src/shared/scenario.
export {
  cardRoundSchema,
  joinPath,
  ScenarioError,
  parseAt,
  scenarioRules,
  SCENARIO_FORMAT,
  type ScenarioContext,
  type ScenarioSeat
} from '@shared/scenario/file'

export const RESULT_FORMAT = 'banxanh-result/1'

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

export function runScenario(raw: unknown): ScenarioResult {
  const { game, ctx } = readScenario(raw)
  const runner = runners.get(game)
  if (!runner) throw new ScenarioError('game', `${game} scenarios are not supported yet`)
  const { rounds, bankrolls } = runner(ctx)
  const chips: Record<string, number> = {}
  for (const [k, v] of Object.entries(bankrolls)) chips[k] = minorToChips(v)
  return { format: RESULT_FORMAT, rounds, bankrolls: chips }
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
