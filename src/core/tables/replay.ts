/**
 * A round rebuilt from what is stored: its rules snapshot, the config, the committed secret, the
 * start entry (event 0) and the decisions after it. The one way a round's play is rebuilt: a new
 * round opens through `openRound`, a round in play is resumed at start-up with `replay`, and history
 * recalls and checks finished rounds (and imported ones) with `replayRound`.
 */
import type { Card } from '@shared/cards'
import type { SeatId } from '@shared/games'
import type { Minor } from '@shared/money'
import type { RuleError, StepResult } from '../engine/game'
import type { OutcomeSeed } from '../fairness/outcome'
import type { AnyTableDriver, SetupInput, TableSeat } from './driver'
import { startRandom } from './randomness'

/** A start entry as read back (from the store or an imported file): every field may be missing. */
export interface StartEntry {
  type?: string
  bankrolls?: Record<SeatId, Minor | null>
  stakes?: Record<SeatId, Minor>
  /** Shoe games: the position of the round's first card. */
  offset?: number
  /** A rotating bank: who held it this round. */
  dealer?: SeatId
  /** A stacked round: the cards placed before the rest of the seed's shoe. */
  stacked?: Card[]
}

/** A round's first state: the game's Setup from the table's money and stakes, dealt by its engine. */
export function openRound(driver: AnyTableDriver, input: SetupInput<unknown, unknown>): StepResult<unknown, unknown> {
  return driver.engine.start(input.rules, driver.setup(input))
}

export interface Rebuild {
  rules: unknown
  /** The config as the driver's schema parsed it. */
  config: unknown
  seats: TableSeat[]
  secret: OutcomeSeed
  start: StartEntry
  /** The decisions after the start entry, in order. */
  actions: Array<{ actor: SeatId; action: unknown }>
}

export type Replayed =
  { ok: true; state: unknown; events: unknown[]; views: unknown[] } | { ok: false; error: RuleError }

/**
 * Replays a round through its engine from the committed randomness: the state reached and every
 * event; with a `viewer`, also what that seat saw after the start and after each decision.
 */
export function replay(driver: AnyTableDriver, input: Rebuild, viewer: SeatId | null = null): Replayed {
  const { rules, config, seats, start } = input
  const random = startRandom(driver.randomness(rules), input.secret, start)
  let cur = openRound(driver, {
    rules,
    config,
    seats,
    bankrolls: start.bankrolls ?? {},
    stakes: start.stakes ?? {},
    random
  })
  if (!cur.ok) return cur
  const events = [...cur.events]
  const views = viewer === null ? [] : [driver.engine.view(cur.state, viewer)]
  for (const a of input.actions) {
    cur = driver.engine.step(cur.state, a.actor, a.action)
    if (!cur.ok) return cur
    events.push(...cur.events)
    if (viewer !== null) views.push(driver.engine.view(cur.state, viewer))
  }
  return { ok: true, state: cur.state, events, views }
}

/** A finished round as history holds it: the config as stored, not yet parsed; the seats follow from it. */
export type ReplayInput = Omit<Rebuild, 'seats'>

/**
 * A finished round replayed for history: what the person saw after each step (their own seat's view)
 * and the final nets. Null when it cannot be rebuilt (no seed, a config or an action the engine no
 * longer accepts).
 */
export function replayRound(
  driver: AnyTableDriver,
  input: ReplayInput
): { views: unknown[]; nets: Record<string, number> | null } | null {
  if (!/^[0-9a-f]{64}$/i.test(input.secret.serverSeed)) return null
  try {
    const config = driver.configSchema.parse(input.config)
    const seats = driver.seats(config, input.start.dealer)
    const r = replay(driver, { ...input, config, seats }, driver.viewer(config, seats))
    if (!r.ok) return null
    return { views: r.views, nets: driver.engine.isOver(r.state) ? driver.engine.nets(r.state) : null }
  } catch {
    return null
  }
}
