/**
 * The Sic Bo round (docs/rules-sicbo.md): a betting phase, the dealer closes it, the injected dice are
 * rolled and every bet is settled at once. Pure: `step` never mutates its input.
 *
 * A finite house must be able to pay, out of its own chips, every winning bet of the worst roll for
 * the layout, without counting on the losing stakes it would collect; a bet that would break this
 * is refused. (rules.md leaves this open; this rule never refuses a removal, since removing a bet
 * can only lower what any roll pays out.)
 */
import { DEALER } from '../../../../shared/games'
import { minorToChips, type Minor } from '../../../../shared/money'
import {
  ALL_SPOTS,
  sicboActionSchema,
  spotIndex,
  spotProblem,
  type SicboAction,
  type SicboBet,
  type SicboDice,
  type SicboEvent,
  type SicboRules,
  type SicboSettledBet,
  type SicboSpot,
  type SicboView
} from '../../../../shared/games/sicbo'
import { ok, refuse, type GameEngine, type Nets, type Pending, type StepResult } from '../../game'
import * as tableModule from './table'

// Local copies: some loaders (tsx, for the bench and the CLI) turn imported bindings into getter
// calls, which would dominate the settlement loop.
const { LOSES, payoutTable, ROLL_COUNT, rollIndex, SPOT_COUNT } = tableModule

export interface SicboSeat {
  id: string
  /** Chips at the start of the round, minor units. */
  bankrollMinor: Minor
}

export interface SicboSetup {
  seats: SicboSeat[]
  /** null = the house can always pay. */
  dealerBankrollMinor: Minor | null
  /** The round's roll, decided before betting (fair commitment) and hidden until betting closes. */
  dice: SicboDice
}

export interface SicboSettlement {
  bets: SicboSettledBet[]
  nets: Nets
  winningSpots: SicboSpot[]
}

export interface SicboState {
  rules: SicboRules
  phase: 'betting' | 'over'
  seats: SicboSeat[]
  dealerBankrollMinor: Minor | null
  dice: SicboDice
  bets: SicboBet[]
  /** Each bet's spot index (`spotIndex`), parallel to `bets`: what `settle` looks payouts up by. */
  spots: number[]
  settled: SicboSettlement | null
}

type Result = StepResult<SicboState, SicboEvent>

const chips = (m: Minor): string => String(minorToChips(m))

function validDie(n: unknown): boolean {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 6
}

function stakedBy(bets: readonly SicboBet[], seat: string, spot?: string): Minor {
  let sum = 0
  for (const b of bets) if (b.seat === seat && (spot === undefined || b.spot === spot)) sum += b.amountMinor
  return sum
}

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
const winnersCache = new WeakMap<Int32Array, ReadonlyArray<readonly SicboSpot[]>>()
let lastWinnersTable: Int32Array | null = null
let lastWinners: ReadonlyArray<readonly SicboSpot[]> = []

function winnersOf(table: Int32Array): ReadonlyArray<readonly SicboSpot[]> {
  if (table === lastWinnersTable) return lastWinners
  let w = winnersCache.get(table)
  if (!w) {
    const rows: Array<readonly SicboSpot[]> = []
    for (let r = 0; r < ROLL_COUNT; r++) {
      const wins = ALL_SPOTS.filter((s) => (table[r * SPOT_COUNT + spotIndex(s)] as number) !== LOSES)
      rows.push(Object.freeze(wins.filter((s) => s !== 'odd' && s !== 'even')), Object.freeze(wins))
    }
    w = rows
    winnersCache.set(table, w)
  }
  lastWinnersTable = table
  lastWinners = w
  return w
}

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
export function settle(rules: SicboRules, seats: readonly SicboSeat[], bets: readonly SicboBet[], spots: readonly number[], dice: SicboDice): SicboRollResult {
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
export function settledBets(rules: SicboRules, bets: readonly SicboBet[], spots: readonly number[], dice: SicboDice, roll: SicboRollResult): SicboSettledBet[] {
  const table = payoutTable(rules.payTable)
  const row = rollIndex(dice[0], dice[1], dice[2]) * SPOT_COUNT
  return bets.map((b, i) => {
    const m = table[row + (spots[i] as number)] as number
    return { seat: b.seat, spot: b.spot, amountMinor: b.amountMinor, pays: m === LOSES ? null : m, netMinor: roll.betNets[i] as number }
  })
}

function checkBet(state: SicboState, seat: string, spot: string, amount: Minor): Result | null {
  const { rules } = state
  const problem = spotProblem(spot, rules.oddEven)
  if (problem) return refuse('unknown-spot', problem)
  const onSpot = stakedBy(state.bets, seat, spot) + amount
  const already = onSpot - amount > 0 ? ` (${chips(onSpot - amount)} already on it)` : ''
  if (onSpot < rules.minBetMinor) {
    return refuse('under-min-bet', `the stake on ${spot} would be ${chips(onSpot)}, under the table minimum of ${chips(rules.minBetMinor)} per spot`, undefined, {
      spot,
      stake: minorToChips(onSpot),
      min: minorToChips(rules.minBetMinor)
    })
  }
  if (rules.maxBetMinor !== null && onSpot > rules.maxBetMinor) {
    return refuse('over-max-bet', `the stake on ${spot} would be ${chips(onSpot)}${already}, over the table maximum of ${chips(rules.maxBetMinor)} per spot`, undefined, {
      spot,
      stake: minorToChips(onSpot),
      max: minorToChips(rules.maxBetMinor)
    })
  }
  const total = stakedBy(state.bets, seat) + amount
  if (rules.maxTotalBetMinor !== null && total > rules.maxTotalBetMinor) {
    return refuse('over-max-total-bet', `${seat}'s bets on this roll would total ${chips(total)}, over the table maximum of ${chips(rules.maxTotalBetMinor)} per roll`, undefined, {
      total: minorToChips(total),
      max: minorToChips(rules.maxTotalBetMinor)
    })
  }
  const bankroll = (state.seats.find((s) => s.id === seat) as SicboSeat).bankrollMinor
  if (total > bankroll) {
    return refuse('over-bankroll', `${seat}'s bets on this roll would total ${chips(total)}, more than ${seat}'s chips (${chips(bankroll)})`, undefined, {
      total: minorToChips(total),
      chips: minorToChips(bankroll)
    })
  }
  if (state.dealerBankrollMinor !== null) {
    const worst = worstCasePayout(rules, [...state.bets, { seat, spot: spot as SicboSpot, amountMinor: amount }])
    if (worst > state.dealerBankrollMinor) {
      return refuse('house-cannot-cover', `with this bet one roll could pay out ${chips(worst)}, more than the house's chips (${chips(state.dealerBankrollMinor)})`, undefined, {
      payout: minorToChips(worst),
      house: minorToChips(state.dealerBankrollMinor)
    })
    }
  }
  return null
}

function allowedFor(state: SicboState, seat: string): string[] {
  if (state.phase !== 'betting') return []
  if (seat === DEALER) return ['close']
  if (!state.seats.some((s) => s.id === seat)) return []
  const alone = state.seats.length === 1 ? ['roll'] : []
  return state.bets.some((b) => b.seat === seat) ? ['bet', 'remove', 'clear', ...alone] : ['bet', ...alone]
}

/** Betting closes: the dice are shown and every bet is settled. */
function closeBetting(state: SicboState, before: SicboEvent[]): Result {
  const roll = settle(state.rules, state.seats, state.bets, state.spots, state.dice)
  const settled: SicboSettlement = { bets: settledBets(state.rules, state.bets, state.spots, state.dice, roll), nets: roll.nets, winningSpots: [...roll.winningSpots] }
  const total = state.dice[0] + state.dice[1] + state.dice[2]
  return ok({ ...state, phase: 'over', settled }, [
    ...before,
    { type: 'betting-closed' },
    { type: 'rolled', dice: [...state.dice], total },
    { type: 'settled', bets: settled.bets, nets: { ...settled.nets }, winningSpots: settled.winningSpots }
  ])
}

/** One bet checked and placed (the `bet` action, and each bet of a `roll`). */
function placeBet(state: SicboState, seat: string, spot: string, amountMinor: Minor): Result {
  const refused = checkBet(state, seat, spot, amountMinor)
  if (refused) return refused
  const bet: SicboBet = { seat, spot: spot as SicboSpot, amountMinor }
  return ok({ ...state, bets: [...state.bets, bet], spots: [...state.spots, spotIndex(bet.spot)] }, [{ type: 'bet-placed', bet: { ...bet } }])
}

function removeBets(state: SicboState, seat: string, spot: SicboSpot | null): Result {
  const gone = (b: SicboBet): boolean => b.seat === seat && (spot === null || b.spot === spot)
  const keep = state.bets.filter((b) => !gone(b))
  const removed = stakedBy(state.bets, seat, spot ?? undefined)
  if (keep.length === state.bets.length) {
    return refuse('no-bet', spot === null ? `${seat} has no bets to clear` : `${seat} has no bet on ${spot}`, allowedFor(state, seat))
  }
  const spots = state.spots.filter((_, i) => !gone(state.bets[i] as SicboBet))
  return ok({ ...state, bets: keep, spots }, [{ type: 'bets-removed', seat, spot, amountMinor: removed }])
}

export const sicboEngine: GameEngine<SicboRules, SicboSetup, SicboState, SicboAction, SicboEvent, SicboView> = {
  id: 'sicbo',

  start(rules, setup) {
    if (setup.seats.length < 1 || setup.seats.length > 5) return refuse('bad-setup', 'a Sic Bo table seats 1–5 players')
    const ids = new Set<string>()
    for (const s of setup.seats) {
      if (s.id === DEALER) return refuse('bad-setup', '"dealer" is not a player seat')
      if (ids.has(s.id)) return refuse('bad-setup', `seat "${s.id}" appears twice`)
      if (!Number.isInteger(s.bankrollMinor) || s.bankrollMinor < 0) return refuse('bad-setup', `seat "${s.id}" has an invalid bankroll`)
      ids.add(s.id)
    }
    const house = setup.dealerBankrollMinor
    if (house !== null && (!Number.isInteger(house) || house < 0)) return refuse('bad-setup', 'the house has an invalid bankroll')
    if (!Array.isArray(setup.dice) || setup.dice.length !== 3 || !setup.dice.every(validDie)) {
      return refuse('bad-setup', 'the dice must be three whole numbers from 1 to 6')
    }
    return ok(
      {
        rules,
        phase: 'betting',
        seats: setup.seats.map((s) => ({ id: s.id, bankrollMinor: s.bankrollMinor })),
        dealerBankrollMinor: house,
        dice: [setup.dice[0], setup.dice[1], setup.dice[2]],
        bets: [],
        spots: [],
        settled: null
      },
      []
    )
  },

  step(state, seat, action) {
    const parsed = sicboActionSchema.safeParse(action)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      // A spot message already names the spot; other fields get their name in front.
      const where = issue && issue.path.length && issue.path[0] !== 'spot' ? `${issue.path.join('.')}: ` : ''
      return refuse('bad-action', `${where}${issue?.message ?? 'invalid action'}`)
    }
    const a = parsed.data
    if (state.phase !== 'betting') return refuse('betting-closed', 'betting has closed for this roll', [])
    const allowed = allowedFor(state, seat)
    if (seat !== DEALER && !state.seats.some((s) => s.id === seat)) return refuse('no-seat', `"${seat}" has no seat at this table`)
    if (a.type === 'close') {
      if (seat !== DEALER) return refuse('not-allowed', `${seat} cannot close betting; the dealer does`, allowed)
      return closeBetting(state, [])
    }
    if (seat === DEALER) return refuse('not-allowed', `the dealer cannot ${a.type} (allowed: close)`, allowed)
    if (a.type === 'clear') return removeBets(state, seat, null)
    if (a.type === 'remove') return removeBets(state, seat, a.spot as SicboSpot)
    if (a.type === 'roll') {
      if (!allowed.includes('roll')) return refuse('not-allowed', `with other players at the table ${seat} cannot roll; the dealer closes betting`, allowed)
      let cur = state
      const events: SicboEvent[] = []
      for (const b of a.bets) {
        const placed = placeBet(cur, seat, b.spot, b.amountMinor)
        if (!placed.ok) return placed
        cur = placed.state
        events.push(...placed.events)
      }
      if (!cur.bets.some((b) => b.seat === seat)) return refuse('no-bet', `${seat} has no bets to roll on`, allowed)
      return closeBetting(cur, events)
    }
    return placeBet(state, seat, a.spot, a.amountMinor)
  },

  pending(state): Pending[] {
    if (state.phase !== 'betting') return []
    return [
      ...state.seats.map((s) => ({ seat: s.id, allowed: allowedFor(state, s.id) })),
      { seat: DEALER, allowed: ['close'] }
    ]
  },

  view(state, _viewer): SicboView {
    // Sic Bo has no private information between seats; only the dice are secret, until the roll.
    const rolled = state.phase === 'over'
    return {
      game: 'sicbo',
      phase: state.phase,
      rules: state.rules,
      seats: state.seats.map((s) => ({ id: s.id, bankrollMinor: s.bankrollMinor, stakedMinor: stakedBy(state.bets, s.id) })),
      dealerBankrollMinor: state.dealerBankrollMinor,
      bets: state.bets.map((b) => ({ ...b })),
      dice: rolled ? [...state.dice] : null,
      total: rolled ? state.dice[0] + state.dice[1] + state.dice[2] : null,
      settled: rolled && state.settled ? { ...state.settled, bets: state.settled.bets.map((b) => ({ ...b })), nets: { ...state.settled.nets } } : null
    }
  },

  isOver(state) {
    return state.phase === 'over'
  },

  nets(state) {
    if (!state.settled) throw new Error('the round is not over yet')
    return { ...state.settled.nets }
  }
}
