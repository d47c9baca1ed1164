/**
 * A live table and its round in memory, as the table service's modules share them, and the few
 * small facts every one of them asks (whose seats are whose, a refused engine step in words).
 */
import type { Card } from '@shared/cards'
import type { SeatId } from '@shared/games'
import type { Minor } from '@shared/money'
import type { StepResult } from '../engine/game'
import type { FairnessSecret } from '../fairness/stream'
import type { CountingSettings } from '@shared/contract/blackjack-counting'
import { engineText } from '@shared/contract/server-text'
import { refused } from '../errors'
import type { CoreContext } from '../types'
import type { BankHolder } from './bank'
import type { AnyTableDriver, TableSeat } from './driver'

/** What a table carries between rounds; persisted in sessions.table_json (never sent out whole). */
export interface TableJson {
  /** The resolved rules the table was opened with; each round also snapshots them. */
  rules: unknown
  clientSeed: string
  nonce: number
  next: FairnessSecret
  stacks: Record<SeatId, Minor | null>
  shoe?: { secret: FairnessSecret; position: number; cutIndex: number; decks: number } | null
  /** A rotating bank: who dealt the latest round and how many in a row (written when a round starts). */
  bank?: BankHolder | null
  /** A stacked practice table: each round's cards from its scenario file, dealt first in turn (stacked.ts). */
  stacked?: { rounds: Card[][] } | null
  /** The person switched the decision timer off at this table (`tables.setTimer`). */
  timerOff?: boolean
  /** The round in play when the timer was last switched, on or off: it was played untimed for a while. */
  untimedRound?: number | null
  /** Blackjack: the person's counting settings at this table (`tables.setCounting`; blackjack-counting.ts). */
  counting?: CountingSettings | null
}

/** The stored "start" entry: everything besides the seed needed to rebuild the round's Setup (replay.ts). */
export interface StartAction {
  type: 'start'
  bankrolls: Record<SeatId, Minor | null>
  stakes: Record<SeatId, Minor>
  /** Shoe games: the position of the first card of this round. */
  offset?: number
  /** A rotating bank: the participant who holds it this round (the seating is `driver.seats(config, dealer)`). */
  dealer?: SeatId
  /** A stacked round: the cards placed first, before the rest of the seed's shoe (stacked.ts). */
  stacked?: Card[]
}

export interface LiveRound {
  id: number
  seq: number
  start: StartAction
  secret: FairnessSecret
  offset: number | null
  state: unknown
  version: number
  events: unknown[]
  deadline: number | null
  timer: ReturnType<typeof setTimeout> | null
  revealed: boolean
  /**
   * Computer moves the person let happen with `continue` while they could take an optional decision
   * (memory only: after a restart the pause simply shows again, and nothing about it is replayed).
   */
  passes: number
}

export interface LiveTable {
  id: number
  profileId: string
  driver: AnyTableDriver
  rules: unknown
  rulesName: string
  config: unknown
  /** The seating of the round in play, or of the next round (a rotating bank moves the dealer's seat). */
  seats: TableSeat[]
  table: TableJson
  round: LiveRound | null
  lastRound: LiveRound | null
  closed: boolean
  /** The highest round number of this session so far. */
  lastSeq: number
  /** A shoe game's shuffled shoe, derived once per shoe from its seed (never sent anywhere). */
  shoeCards: { serverSeedHash: string; cards: Card[] } | null
  /** The id of `rules`' stored snapshot, once a committed round has it (saves two statements a round). */
  rulesId?: number
  /** Whether computer moves stop for the person's optional decisions (the `stopForEarlyChecks` setting, read now). */
  stopsForOptional: () => boolean
  /**
   * A table of several people: the person's seat whose owner pressed to look during their turn (memory
   * only: after a restart nobody is looking, the safe side). Cleared when that turn ends.
   */
  looking?: SeatId | null
}

/** The pseudo-decision that lets the next computer move happen while the person could act optionally. */
export const CONTINUE = 'continue'

export const isoNow = (ctx: CoreContext): string => ctx.now().toISOString()

/** A table id's one spelling: the session id in decimal, no sign, no leading zero; null for anything else. */
export function parseTableId(tableId: string): number | null {
  if (!/^[1-9][0-9]{0,15}$/.test(tableId)) return null
  const id = Number(tableId)
  return Number.isSafeInteger(id) ? id : null
}

/** An engine step's state and events; a refused step becomes the person's refusal. */
export function unwrap<S>(r: StepResult<S, unknown>): { state: S; events: unknown[] } {
  if (!r.ok) {
    // Some engines already name the allowed actions in their message; say them once.
    const named = r.error.message.includes('(allowed:')
    const allowed =
      !named && r.error.allowed && r.error.allowed.length ? ` (allowed: ${r.error.allowed.join(', ')})` : ''
    throw refused(`${r.error.message}${allowed}`, engineText(r.error.code, r.error.vars) ?? { key: 'engine.refused' })
  }
  return { state: r.state, events: r.events }
}

export function personSeats(t: LiveTable): SeatId[] {
  return t.seats.filter((s) => s.kind === 'you').map((s) => s.seat)
}

/** The profile whose chips a person's seat plays with: its own at a table of several people, else the table's. */
export function seatProfile(t: LiveTable, s: TableSeat): string {
  return s.profileId ?? t.profileId
}

/** Whether several people share this table (Xì dách `config.people`): the privacy screen's rules apply. */
export function hasPeople(t: LiveTable): boolean {
  return (t.driver.people?.(t.config).length ?? 0) > 0
}

/** Every profile playing at the table: its own and the other people's. */
export function tableProfiles(t: LiveTable): string[] {
  return [t.profileId, ...(t.driver.people?.(t.config).map((p) => p.profileId) ?? [])]
}

export function isComputer(t: LiveTable, seat: SeatId): boolean {
  const s = t.seats.find((x) => x.seat === seat)
  return s !== undefined && (s.kind === 'bot' || s.kind === 'dealer-ai')
}

/** `make(r)`'s value, computed once per round state (a `LiveRound` is replaced, never changed, as it moves on). */
export function onceFor<V>(memo: WeakMap<LiveRound, V>, r: LiveRound, make: () => V): V {
  if (memo.has(r)) return memo.get(r) as V
  const v = make()
  memo.set(r, v)
  return v
}
