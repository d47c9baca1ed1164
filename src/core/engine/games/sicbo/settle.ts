/**
 * Sic Bo settlement (docs/rules-sicbo.md): the dealer closes betting, the injected dice are shown and every
 * bet is settled at once, one payout-table lookup per bet.
 */
import { DEALER } from '@shared/games'
import type { Minor } from '@shared/money'
import {
  ALL_SPOTS,
  spotIndex,
  type SicboBet,
  type SicboDice,
  type SicboEvent,
  type SicboRules,
  type SicboSettledBet,
  type SicboSpot
} from '@shared/games/sicbo'
import { ok, type Nets, type StepResult } from '../../game'
import { perObject } from '../../per-object'
import type { SicboSeat, SicboSettlement, SicboState } from './state'
import * as tableModule from './table'

// Local copies: some loaders (tsx, for the bench and the CLI) turn imported bindings into getter
// calls, which would dominate the settlement loop.
const { LOSES, payoutTable, ROLL_COUNT, rollIndex, SPOT_COUNT } = tableModule

/** The most the house would pay out to winning bets on any single roll of this layout. */
export function worstCasePayout(rules: SicboRules, bets: readonly SicboBet[]): Minor {
  const table = payoutTable(rules.payTable)
  const idx = bets.map((b) => spotIndex(b.spot))
  let worst = 0
  for (let r = 0; r < ROLL_COUNT; r++) {
    let paid = 0
    for (let i = 0; i < bets.length; i++) {
      const m = table[r * SPOT_COUNT + (idx[i] as number)] as number
      if (m !== LOSES) paid += (bets[i] as SicboBet).amountMinor * m
    }
    if (paid > worst) worst = paid
  }
  return worst
}

/**
 * Each roll's winning spots per payout table, `[roll * 2 + (oddEven ? 1 : 0)]`: built once per pay
 * table, shared and frozen (the last table used is kept at hand, as a table settles with one).
 */
const winnersOf = perObject((table: Int32Array): ReadonlyArray<readonly SicboSpot[]> => {
  const rows: Array<readonly SicboSpot[]> = []
  for (let r = 0; r < ROLL_COUNT; r++) {
    const wins = ALL_SPOTS.filter((s) => (table[r * SPOT_COUNT + spotIndex(s)] as number) !== LOSES)
    rows.push(Object.freeze(wins.filter((s) => s !== 'odd' && s !== 'even')), Object.freeze(wins))
  }
  return rows
})

/**
 * One roll settled: each bet's net (minor units, in the layout's order), each seat's and the house's
 * net (summing to 0) and the roll's winning spots. No object per bet: a bet's payout is its net
 * over its stake when it won, and `settledBets` spells the bets out once, for the round's event.
 */
export interface SicboRollResult {
  betNets: number[]
  nets: Nets
  /** Shared and frozen: copy it to keep it. */
  winningSpots: readonly SicboSpot[]
}

/**
 * The one settlement: every table (the engine's `close`), the scenario runner and the bench
 * (sicbo.engine.rolls_per_s) run this. `spots` are the bets' spot indices (`spotIndex`), which the
 * engine records as each bet is placed, so settling is one payout-table lookup per bet.
 */
export function settle(
  rules: SicboRules,
  seats: readonly SicboSeat[],
  bets: readonly SicboBet[],
  spots: readonly number[],
  dice: SicboDice
): SicboRollResult {
  const table = payoutTable(rules.payTable)
  const roll = rollIndex(dice[0], dice[1], dice[2])
  const row = roll * SPOT_COUNT
  const nets: Nets = {}
  for (let i = 0; i < seats.length; i++) nets[(seats[i] as SicboSeat).id] = 0
  let house = 0
  const n = bets.length
  const betNets = new Array<number>(n)
  // A seat's bets usually lie together: sum a run of them, and touch the nets record once per run.
  let seat = ''
  let run = 0
  for (let i = 0; i < n; i++) {
    const b = bets[i] as SicboBet
    const m = table[row + (spots[i] as number)] as number
    const net = m === LOSES ? -b.amountMinor : b.amountMinor * m
    betNets[i] = net
    if (b.seat !== seat) {
      if (seat !== '') nets[seat] = (nets[seat] ?? 0) + run
      seat = b.seat
      run = 0
    }
    run += net
    house -= net
  }
  if (seat !== '') nets[seat] = (nets[seat] ?? 0) + run
  nets[DEALER] = house === 0 ? 0 : house
  return { betNets, nets, winningSpots: winnersOf(table)[roll * 2 + (rules.oddEven ? 1 : 0)] as readonly SicboSpot[] }
}

/** The settled layout spelled out bet by bet (the `settled` event's and the view's form). */
export function settledBets(
  rules: SicboRules,
  bets: readonly SicboBet[],
  spots: readonly number[],
  dice: SicboDice,
  roll: SicboRollResult
): SicboSettledBet[] {
  const table = payoutTable(rules.payTable)
  const row = rollIndex(dice[0], dice[1], dice[2]) * SPOT_COUNT
  return bets.map((b, i) => {
    const m = table[row + (spots[i] as number)] as number
    return {
      seat: b.seat,
      spot: b.spot,
      amountMinor: b.amountMinor,
      pays: m === LOSES ? null : m,
      netMinor: roll.betNets[i] as number
    }
  })
}

/** Betting closes: the dice are shown and every bet is settled. */
export function closeBetting(state: SicboState, before: SicboEvent[]): StepResult<SicboState, SicboEvent> {
  const roll = settle(state.rules, state.seats, state.bets, state.spots, state.dice)
  const settled: SicboSettlement = {
    bets: settledBets(state.rules, state.bets, state.spots, state.dice, roll),
    nets: roll.nets,
    winningSpots: [...roll.winningSpots]
  }
  const total = state.dice[0] + state.dice[1] + state.dice[2]
  return ok({ ...state, phase: 'over', settled }, [
    ...before,
    { type: 'betting-closed' },
    { type: 'rolled', dice: [...state.dice], total },
    { type: 'settled', bets: settled.bets, nets: { ...settled.nets }, winningSpots: settled.winningSpots }
  ])
}
