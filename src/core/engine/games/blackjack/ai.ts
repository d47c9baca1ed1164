/**
 * The computer players' basic strategy: one table lookup (strategy.ts) per decision, from the state
 * (the simulator's hot path) or from what the seat sees (the table's bots).
 */
import type { BlackjackActionName, BlackjackRules, BlackjackView } from '@shared/games/blackjack'
import { parseCard, pipValue, rankOf, type Card } from '@shared/cards'
import { VALUE as VALUE_IMPORT } from './cards'
import * as codes from './codes'
import * as legal from './legal'
import { hardKey, KEY_COUNT, MASKS, pairKey, softKey, strategyFor, tableMask, type StrategyTable } from './strategy'
import type { BjHand, BjSeat, BlackjackState } from './state'

// Local copies: some loaders (tsx) turn imported bindings into getter calls, too slow for the hot path.
const { A_DECLINE, A_DOUBLE, A_EVEN_MONEY, A_HIT, A_SPLIT, A_STAND, A_SURRENDER } = codes
const { legalMask } = legal
const VALUE: Uint8Array = VALUE_IMPORT

/** Table lookup for the hand in play, given its legal mask (apply.ts bits). */
function lookup(
  table: StrategyTable,
  up: number,
  c0: number,
  c1: number,
  nCards: number,
  hard: number,
  aces: number,
  mask: number
): number {
  let key: number
  if (mask & A_SPLIT && nCards === 2) key = pairKey(c0)
  else if (aces > 0 && hard <= 11) key = softKey(hard + 10)
  else key = hardKey(hard)
  void c1
  return table.action[((up - 1) * KEY_COUNT + key) * MASKS + tableMask(mask)] as number
}

/**
 * The bot's decision for the seat in turn, straight from the state (simulator/bench hot path).
 * Returns an apply.ts action bit; always a legal one.
 */
/** `mask`: `legalMask(s)` when the caller has it already (it passes the same to `applyAction`). */
export function basicStrategyCode(s: BlackjackState, table: StrategyTable, mask: number = legalMask(s)): number {
  if (s.phase === 'insurance') return mask & A_EVEN_MONEY && table.evenMoney ? A_EVEN_MONEY : A_DECLINE
  const h = (s.seats[s.turn] as BjSeat).hands[s.hand] as BjHand
  const cards = h.cards
  const up = VALUE[s.dealer[0] as number] as number
  return lookup(
    table,
    up,
    VALUE[cards[0] as number] as number,
    VALUE[cards[1] as number] as number,
    cards.length,
    h.hard,
    h.aces,
    mask
  )
}

const NAME_BIT: Readonly<Record<string, number>> = {
  hit: A_HIT,
  stand: A_STAND,
  double: A_DOUBLE,
  split: A_SPLIT,
  surrender: A_SURRENDER
}

function valueOf(card: Card | null): number {
  if (card === null) return 0
  const c = parseCard(card)
  return c ? pipValue(rankOf(c)) : 0
}

/**
 * The generated basic strategy as a bot policy over what a seat sees: picks one of `view.allowed`.
 * Declines insurance; takes even money only when blackjackPays makes it worth more (6:5, 1:1).
 * Returns null when the view is not waiting for this seat.
 */
export function basicStrategyAction(view: BlackjackView, rules: BlackjackRules): BlackjackActionName | null {
  if (!view.turn || view.allowed.length === 0) return null
  const table = strategyFor(rules)
  if (view.phase === 'insurance') {
    return view.allowed.includes('even-money') && table.evenMoney ? 'even-money' : 'decline'
  }
  const seat = view.seats.find((x) => x.id === view.turn?.seat)
  const hand = seat?.hands[view.turn.hand]
  const up = valueOf(view.dealer.cards[0] ?? null)
  if (!hand || up === 0) return view.allowed.includes('stand') ? 'stand' : (view.allowed[0] ?? null)
  let mask = 0
  for (const a of view.allowed) mask |= NAME_BIT[a] ?? 0
  let hard = 0
  let aces = 0
  for (const c of hand.cards) {
    const v = valueOf(c)
    hard += v
    if (v === 1) aces++
  }
  const bit = lookup(
    table,
    up,
    valueOf(hand.cards[0] ?? null),
    valueOf(hand.cards[1] ?? null),
    hand.cards.length,
    hard,
    aces,
    mask
  )
  const name = (Object.keys(NAME_BIT) as BlackjackActionName[]).find((n) => NAME_BIT[n] === bit) ?? 'stand'
  return view.allowed.includes(name) ? name : 'stand'
}
