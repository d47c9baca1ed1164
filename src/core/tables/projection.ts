/**
 * What a live table shows the person (`TableState`): the seats and their chips, the round as their
 * own seat sees it, the decisions that are theirs now, the fairness commitment, a rotating bank.
 * Nothing here changes the table.
 */
import type { SeatId } from '@shared/games'
import type { Commitment, RoundFairness, TableRoundState, TableSeatInfo, TableState } from '@shared/contract/tables'
import type { Pending } from '../engine/game'
import type { FairnessSecret } from '../fairness/stream'
import type { Store } from '../store/store'
import {
  CONTINUE,
  hasPeople,
  isComputer,
  onceFor,
  personSeats,
  seatProfile,
  type LiveRound,
  type LiveTable
} from './live'
import { bankInfo, chipsOf, rotationOf } from './rotation'

export type Turn = { seat: SeatId; allowed: string[] }

export function commitment(s: FairnessSecret): Commitment {
  return { serverSeedHash: s.serverSeedHash, clientSeed: s.clientSeed, nonce: s.nonce }
}

/**
 * The person's seats with optional decisions while a computer seat is about to move: the table
 * pauses there, offering those decisions and `continue`.
 */
export function pauses(t: LiveTable, state: unknown, pending: Pending[]): Turn[] {
  const optional = t.driver.optional
  if (!optional || !pending.some((p) => isComputer(t, p.seat))) return []
  const out: Turn[] = []
  for (const seat of personSeats(t)) {
    const allowed = optional(state, seat)
    if (allowed.length > 0) out.push({ seat, allowed: [...allowed, CONTINUE] })
  }
  return out
}

/**
 * Decisions the person may make now: their own seats', a house seat's they may ask for (Sic Bo's
 * roll), and their optional ones while the table pauses before a computer move.
 */
export function yourTurn(t: LiveTable, pending: Pending[], state: unknown): Turn[] {
  const mine = new Set(personSeats(t))
  const out: Turn[] = []
  for (const p of pending) {
    if (mine.has(p.seat)) out.push({ seat: p.seat, allowed: p.allowed })
    else {
      const seat = t.seats.find((s) => s.seat === p.seat)
      if (seat?.kind === 'house') out.push({ seat: p.seat, allowed: p.allowed })
    }
  }
  for (const p of pauses(t, state, pending)) {
    const same = out.find((y) => y.seat === p.seat)
    if (same) same.allowed = [...same.allowed, ...p.allowed.filter((a) => !same.allowed.includes(a))]
    else out.push(p)
  }
  return out
}

/** Who acts in a round now: the engine's pending seats and the person's decisions among them (`yourTurn`). */
export interface RoundTurn {
  over: boolean
  pending: Pending[]
  yours: Turn[]
}

const turns = new WeakMap<LiveRound, RoundTurn>()

/**
 * Who acts in round `r` now, worked out once per round state and shared by everything that asks after
 * an action (the looking check, the timer, the projection) and before the next (the decision check).
 * Sound because a round is a value: every step makes a new `LiveRound` (computer.ts `stepRound`), and
 * the seating `yourTurn` reads is the round's own (it changes only when a new round is planned).
 */
export function turnOf(t: LiveTable, r: LiveRound): RoundTurn {
  return onceFor(turns, r, () => {
    const over = t.driver.engine.isOver(r.state)
    const pending = over ? [] : t.driver.engine.pending(r.state)
    return { over, pending, yours: yourTurn(t, pending, r.state) }
  })
}

/** Whether it is `seat`'s turn in round `r` (one of the person's seats, or a house seat they may ask). */
export function isTurnOf(t: LiveTable, r: LiveRound, seat: SeatId | null | undefined): boolean {
  return seat != null && turnOf(t, r).yours.some((y) => y.seat === seat)
}

/**
 * Whose view the window is sent. At a table of several people (issue 35), the seat whose owner pressed
 * to look, while it is still that seat's turn, or nobody's (null: an onlooker sees public cards only);
 * else the driver's one viewer.
 */
export function viewerOf(t: LiveTable, r: LiveRound): SeatId | null {
  if (!hasPeople(t)) return t.driver.viewer(t.config, t.seats)
  const looking = t.looking ?? null
  return isTurnOf(t, r, looking) ? looking : null
}

export function tableState(store: Store, t: LiveTable): TableState {
  const r = t.round ?? t.lastRound
  const several = hasPeople(t)
  let viewer: SeatId | null = several ? null : t.driver.viewer(t.config, t.seats)
  const seats: TableSeatInfo[] = t.seats.map((s) => ({
    seat: s.seat,
    kind: s.kind,
    ...(s.policy ? { policy: s.policy } : {}),
    ...(s.holder ? { holder: s.holder } : {}),
    // A table of several people names each person's seat by its profile.
    ...(several && s.kind === 'you'
      ? { profileId: seatProfile(t, s), name: store.profiles.get(seatProfile(t, s))?.name ?? '' }
      : {}),
    balanceMinor: chipsOf(store, t, t.table, s)
  }))
  let round: TableRoundState | null = null
  if (r) {
    const engine = t.driver.engine
    const { over, pending, yours: turn } = turnOf(t, r)
    if (several) viewer = viewerOf(t, r)
    const fairness: RoundFairness = {
      ...commitment(r.secret),
      ...(r.revealed ? { serverSeed: r.secret.serverSeed } : {}),
      ...(r.offset !== null ? { offset: r.offset, decks: t.table.shoe?.decks ?? 0 } : {}),
      // A stacked round says so from its deal on; which cards were placed only once they may all be seen.
      ...(r.start.stacked ? { stacked: r.start.stacked.length } : {}),
      ...(r.start.stacked && r.revealed ? { placed: [...r.start.stacked] } : {})
    }
    round = {
      roundId: r.id,
      seq: r.seq,
      version: r.version,
      over,
      view: engine.view(r.state, viewer) as TableRoundState['view'],
      yourTurn: turn,
      waitingFor: pending.map((p) => p.seat).filter((s) => !turn.some((y) => y.seat === s)),
      events: (!t.driver.eventsFor ? [] : t.driver.eventsFor(r.events, viewer, r.state)) as TableRoundState['events'],
      nets: over ? engine.nets(r.state) : null,
      fairness,
      deadline: r.deadline
    }
  }
  const next = t.table.shoe ? t.table.shoe.secret : t.table.next
  const rotation = rotationOf(t)
  const seconds = t.driver.decisionSeconds?.(t.rules) ?? null
  return {
    tableId: String(t.id),
    game: t.driver.game,
    sessionId: t.id,
    profileId: t.profileId,
    rulesName: t.rulesName,
    rules: t.rules,
    config: t.config,
    seats,
    yourSeats: personSeats(t),
    round,
    next: commitment(next),
    closed: t.closed,
    ...(rotation ? { bank: bankInfo(store, t, rotation) } : {}),
    ...(t.table.stacked ? { stacked: true as const } : {}),
    ...(seconds !== null ? { timer: { seconds, off: t.table.timerOff === true } } : {}),
    ...(t.table.counting ? { counting: t.table.counting } : {}),
    ...(several ? { people: { looking: t.round && viewer !== null ? viewer : null } } : {})
  }
}
