/**
 * One Sic Bo action (docs/rules-sicbo.md): a bet checked against the table's limits, the seat's chips and the
 * house's cover, a removal, or the close. Pure: every action returns a new state.
 *
 * A finite house must be able to pay, out of its own chips, every winning bet of the worst roll for
 * the layout, without counting on the losing stakes it would collect; a bet that would break this
 * is refused. (docs/rules-sicbo.md leaves this open; this rule never refuses a removal, since removing a bet
 * can only lower what any roll pays out.)
 */
import { DEALER } from '@shared/games'
import { minorToChips, type Minor } from '@shared/money'
import {
  sicboActionSchema,
  spotIndex,
  spotRefusal,
  type SicboAction,
  type SicboBet,
  type SicboEvent,
  type SicboSpot
} from '@shared/games/sicbo'
import { chipsText, ok, refuse, type StepResult } from '../../game'
import { legalActions } from './legal'
import { closeBetting, worstCasePayout } from './settle'
import { stakedBy, type SicboSeat, type SicboState } from './state'

type Result = StepResult<SicboState, SicboEvent>

function checkBet(state: SicboState, seat: string, spot: string, amount: Minor): Result | null {
  const { rules } = state
  const problem = spotRefusal(spot, rules.oddEven)
  if (problem) return refuse('unknown-spot', problem)
  const onSpot = stakedBy(state.bets, seat, spot) + amount
  const already = onSpot - amount > 0 ? ` (${chipsText(onSpot - amount)} already on it)` : ''
  if (onSpot < rules.minBetMinor) {
    return refuse(
      'under-min-bet',
      `the stake on ${spot} would be ${chipsText(onSpot)}, under the table minimum of ${chipsText(rules.minBetMinor)} per spot`,
      undefined,
      {
        spot,
        stake: minorToChips(onSpot),
        min: minorToChips(rules.minBetMinor)
      }
    )
  }
  if (rules.maxBetMinor !== null && onSpot > rules.maxBetMinor) {
    return refuse(
      'over-max-bet',
      `the stake on ${spot} would be ${chipsText(onSpot)}${already}, over the table maximum of ${chipsText(rules.maxBetMinor)} per spot`,
      undefined,
      {
        spot,
        stake: minorToChips(onSpot),
        max: minorToChips(rules.maxBetMinor)
      }
    )
  }
  const total = stakedBy(state.bets, seat) + amount
  if (rules.maxTotalBetMinor !== null && total > rules.maxTotalBetMinor) {
    return refuse(
      'over-max-total-bet',
      `${seat}'s bets on this roll would total ${chipsText(total)}, over the table maximum of ${chipsText(rules.maxTotalBetMinor)} per roll`,
      undefined,
      {
        total: minorToChips(total),
        max: minorToChips(rules.maxTotalBetMinor)
      }
    )
  }
  const bankroll = (state.seats.find((s) => s.id === seat) as SicboSeat).bankrollMinor
  if (total > bankroll) {
    return refuse(
      'over-bankroll',
      `${seat}'s bets on this roll would total ${chipsText(total)}, more than ${seat}'s chips (${chipsText(bankroll)})`,
      undefined,
      {
        total: minorToChips(total),
        chips: minorToChips(bankroll)
      }
    )
  }
  if (state.dealerBankrollMinor !== null) {
    const worst = worstCasePayout(rules, [...state.bets, { seat, spot: spot as SicboSpot, amountMinor: amount }])
    if (worst > state.dealerBankrollMinor) {
      return refuse(
        'house-cannot-cover',
        `with this bet one roll could pay out ${chipsText(worst)}, more than the house's chips (${chipsText(state.dealerBankrollMinor)})`,
        undefined,
        {
          payout: minorToChips(worst),
          house: minorToChips(state.dealerBankrollMinor)
        }
      )
    }
  }
  return null
}

/** One bet checked and placed (the `bet` action, and each bet of a `roll`). */
function placeBet(state: SicboState, seat: string, spot: string, amountMinor: Minor): Result {
  const refused = checkBet(state, seat, spot, amountMinor)
  if (refused) return refused
  const bet: SicboBet = { seat, spot: spot as SicboSpot, amountMinor }
  return ok({ ...state, bets: [...state.bets, bet], spots: [...state.spots, spotIndex(bet.spot)] }, [
    { type: 'bet-placed', bet: { ...bet } }
  ])
}

function removeBets(state: SicboState, seat: string, spot: SicboSpot | null): Result {
  const gone = (b: SicboBet): boolean => b.seat === seat && (spot === null || b.spot === spot)
  const keep = state.bets.filter((b) => !gone(b))
  const removed = stakedBy(state.bets, seat, spot ?? undefined)
  if (keep.length === state.bets.length) {
    return refuse(
      'no-bet',
      spot === null ? `${seat} has no bets to clear` : `${seat} has no bet on ${spot}`,
      legalActions(state, seat)
    )
  }
  const spots = state.spots.filter((_, i) => !gone(state.bets[i] as SicboBet))
  return ok({ ...state, bets: keep, spots }, [{ type: 'bets-removed', seat, spot, amountMinor: removed }])
}

/** The engine's `step`: the action parsed, then a bet, a removal, a roll (bets and close) or the close. */
export function stepAction(state: SicboState, seat: string, action: SicboAction): Result {
  const parsed = sicboActionSchema.safeParse(action)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    // A spot message already names the spot; other fields get their name in front.
    const where = issue && issue.path.length && issue.path[0] !== 'spot' ? `${issue.path.join('.')}: ` : ''
    return refuse('bad-action', `${where}${issue?.message ?? 'invalid action'}`)
  }
  const a = parsed.data
  if (state.phase !== 'betting') return refuse('betting-closed', 'betting has closed for this roll', [])
  const allowed = legalActions(state, seat)
  if (seat !== DEALER && !state.seats.some((s) => s.id === seat))
    return refuse('no-seat', `"${seat}" has no seat at this table`)
  if (a.type === 'close') {
    if (seat !== DEALER) return refuse('not-allowed', `${seat} cannot close betting; the dealer does`, allowed)
    return closeBetting(state, [])
  }
  if (seat === DEALER) return refuse('not-allowed', `the dealer cannot ${a.type} (allowed: close)`, allowed)
  if (a.type === 'clear') return removeBets(state, seat, null)
  if (a.type === 'remove') return removeBets(state, seat, a.spot as SicboSpot)
  if (a.type === 'roll') {
    if (!allowed.includes('roll'))
      return refuse(
        'not-allowed',
        `with other players at the table ${seat} cannot roll; the dealer closes betting`,
        allowed
      )
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
}
