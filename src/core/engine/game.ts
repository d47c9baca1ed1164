/**
 * The one shape every game engine has (architecture.md, "engine"). Core hosts rounds of any game
 * through this interface alone; the scenario runner, the simulators and the benches drive the very
 * same functions.
 *
 * - State is plain JSON data (no classes, no functions) so it can be snapshotted and compared.
 * - `step` is pure: it never mutates its input. Engines may also export an in-place `apply` for
 *   simulations, as long as `step` is `apply` on a clone, so both run the same rules code.
 * - Randomness is injected when the round starts (a deck in dealing order, or dice); computer seats'
 *   choices are not the engine's business: core asks a policy and steps the chosen action.
 * - `view(state, viewer)` is everything one seat may see: never a face-down card, never the deck
 *   order, never dice before the roll.
 */
import type { GameId, SeatId } from '@shared/games'
import { minorToChips, type Minor } from '@shared/money'

/** Why an action was refused; `allowed` names the legal actions of that seat at that moment. */
export interface RuleError {
  code: string
  message: string
  allowed?: string[]
  /** The values the message names (amounts in chips), so a UI can word the refusal in its own language. */
  vars?: Record<string, string | number>
}

export type StepResult<S, E> = { ok: true; state: S; events: E[] } | { ok: false; error: RuleError }

/** A decision the table is waiting for. */
export interface Pending {
  seat: SeatId
  allowed: string[]
}

/** Final money of a round: every participant's net in minor units; the values sum to exactly 0. */
export type Nets = Record<SeatId, Minor>

export interface GameEngine<Rules, Setup, State, Action, Event, View> {
  readonly id: GameId
  /** Starts a round: seats, stakes where the game takes them up front, and the injected randomness. */
  start(rules: Rules, setup: Setup): StepResult<State, Event>
  step(state: State, seat: SeatId, action: Action): StepResult<State, Event>
  /** Decisions the table is waiting for now (empty when the round is over). */
  pending(state: State): Pending[]
  view(state: State, viewer: SeatId | null): View
  isOver(state: State): boolean
  /** Only meaningful once `isOver`; sums to 0 over all participants including the dealer/house. */
  nets(state: State): Nets
}

export function ok<S, E>(state: S, events: E[]): StepResult<S, E> {
  return { ok: true, state, events }
}

/** A refusal as a value: the in-place rules code returns it, `refuse` wraps it for `step`. */
export function ruleError(
  code: string,
  message: string,
  allowed?: string[],
  vars?: Record<string, string | number>
): RuleError {
  const error: RuleError = { code, message }
  if (allowed) error.allowed = allowed
  if (vars) error.vars = vars
  return error
}

export function refuse<S, E>(
  code: string,
  message: string,
  allowed?: string[],
  vars?: Record<string, string | number>
): StepResult<S, E> {
  return { ok: false, error: ruleError(code, message, allowed, vars) }
}

/** An amount in the English refusals: whole chips, as text. */
export const chipsText = (m: Minor): string => String(minorToChips(m))
