/**
 * Blackjack at a table: the person plays 1–3 spots (`you1`…`you3`) that all draw on their one
 * balance, optional computer players (`b1`…) play the generated basic strategy from their own
 * stacks, and the dealer plays by rule inside the engine. Cards come from a shoe that spans rounds
 * under one committed seed until its cut card, or from a fresh deck every round.
 */
import type { z } from 'zod'
import type { Card } from '@shared/cards'
import { DEALER, type SeatId } from '@shared/games'
import type { Minor } from '@shared/money'
import { blackjackTableConfig } from '@shared/contract/tables'
import {
  blackjackActionSchema,
  blackjackPresets,
  BLACKJACK_PRESETS,
  resolveBlackjackRules,
  type BlackjackAction,
  type BlackjackEvent,
  type BlackjackRules,
  type BlackjackView
} from '@shared/games/blackjack'
import {
  blackjackDecisionSeconds,
  blackjackEngine,
  blackjackTimeout,
  cardCode,
  compileRules,
  shoeAfter as engineShoeAfter,
  viewOf,
  withTimeout,
  type BlackjackSetup,
  type BlackjackState,
  basicStrategyAction,
  exactBotAction
} from '../engine/games/blackjack'
import type { TableDriver, TableSeat } from './driver'
import { sameRules } from './rules-name'

type BlackjackTableConfig = z.infer<typeof blackjackTableConfig>

/**
 * A shoe's cards as the engine's codes, mapped once per shoe: every round of a shoe deals from the
 * same array (randomness.ts keeps it while the shoe lasts), and the engine only reads it, so mapping
 * its 300-odd cards again each round (a Map lookup a card) was wasted work on every hand. A fresh
 * deck's array is new each round and simply misses.
 */
const SHOE_CODES = new WeakMap<readonly Card[], readonly number[]>()

function codesOf(cards: readonly Card[]): readonly number[] {
  let codes = SHOE_CODES.get(cards)
  if (!codes) SHOE_CODES.set(cards, (codes = cards.map(cardCode)))
  return codes
}

/** The wallet the person's spots share: their profile balance. */
export const PERSON_WALLET = 'you'
export const BOT_POLICY = 'basic'
/** A computer player sits down with 1,000 chips and stakes 10 (or the table minimum if higher). */
export const BOT_STACK_MINOR: Minor = 100_000
export const BOT_STAKE_MINOR: Minor = 1_000

export const personSeat = (i: number): SeatId => `you${i}`
export const botSeat = (i: number): SeatId => `b${i}`

/**
 * The dealer shuffles early when fewer cards remain than a generous allowance for the next round
 * (about four per hand, counting the dealer and two spots more than this round had): a round that
 * ran out of cards half-way could not be finished under the shoe's committed seed.
 */
export function shoeReserve(spots: number): number {
  return 4 * (spots + 3)
}

/** The engine as tables host it: the same rules code, with `timeout` listed while the timer runs. */
const tableEngine: typeof blackjackEngine = {
  ...blackjackEngine,
  pending: (state) => withTimeout(state, blackjackEngine.pending(state))
}

/** A computer player's stake: 10 chips or the table minimum, rounded up so every payout is exact, within the maximum and its stack. */
export function botStakeFor(rules: BlackjackRules, bankroll: Minor | null): Minor | null {
  const cfg = compileRules(rules)
  const unit = cfg.stakeUnit
  let stake = Math.max(BOT_STAKE_MINOR, cfg.minBet)
  stake = Math.ceil(stake / unit) * unit
  if (stake > cfg.maxBet) stake = Math.floor(cfg.maxBet / unit) * unit
  if (stake < cfg.minBet || stake <= 0) return null
  if (bankroll !== null && stake > bankroll) return null
  return stake
}

function presetOf(rules: BlackjackRules): string {
  return BLACKJACK_PRESETS.find((p) => sameRules(rules, blackjackPresets[p])) ?? 'custom'
}

export const blackjackDriver: TableDriver<
  BlackjackRules,
  BlackjackSetup,
  BlackjackState,
  BlackjackAction,
  BlackjackEvent,
  BlackjackView,
  BlackjackTableConfig
> = {
  game: 'blackjack',
  engine: tableEngine,
  resolveRules: resolveBlackjackRules,
  rulesName: presetOf,
  configSchema: blackjackTableConfig,
  actionSchema: blackjackActionSchema,
  seats(config) {
    const seats: TableSeat[] = []
    for (let i = 1; i <= config.spots; i++) seats.push({ seat: personSeat(i), kind: 'you' })
    for (let i = 1; i <= config.bots; i++) seats.push({ seat: botSeat(i), kind: 'bot', policy: BOT_POLICY })
    seats.push({ seat: DEALER, kind: 'house' })
    return seats
  },
  startingStack: (seat) => (seat.kind === 'bot' ? BOT_STACK_MINOR : null),
  randomness(rules) {
    if (rules.shuffle === 'every-round') return { kind: 'deck', decks: rules.decks }
    return { kind: 'shoe', decks: rules.decks, cutIndex: Math.floor(rules.decks * 52 * rules.penetration) }
  },
  stakesUpFront: true,
  botStake: (_seat, rules, bankroll) => botStakeFor(rules, bankroll),
  setup({ seats, bankrolls, stakes, random }) {
    if (!random.cards) throw new Error('blackjack: a round needs cards')
    const spots: BlackjackSetup['seats'] = []
    // The person's spots first, then the computer players, in seat order; spots without a stake sit out.
    for (const s of seats) {
      if (s.kind === 'house') continue
      const stake = stakes[s.seat]
      if (stake === undefined) continue
      const bankroll = bankrolls[s.seat] ?? 0
      spots.push(
        s.kind === 'you' ? { id: s.seat, bankroll, stake, wallet: PERSON_WALLET } : { id: s.seat, bankroll, stake }
      )
    }
    return { seats: spots, shoe: codesOf(random.cards), position: random.position ?? 0 }
  },
  botAction(_seat, view, rules) {
    // The exact strategy once its analysis has arrived from the worker (analysis/bot.ts); until then,
    // and at the insurance question, the generated basic strategy.
    const name = exactBotAction(view, rules) ?? basicStrategyAction(view, rules)
    return { do: name ?? view.allowed[0] ?? 'stand' }
  },
  shoeAfter(state) {
    const after = engineShoeAfter(state)
    const remaining = state.shoe.length - after.position
    return { position: after.position, cutCardOut: after.cutCardOut || remaining < shoeReserve(state.seats.length) }
  },
  viewer: (config) => (config.spots >= 1 ? personSeat(1) : DEALER),
  decisionSeconds: blackjackDecisionSeconds,
  timeoutFor: blackjackTimeout,
  // The engine's events already hold the hole card as null until its reveal event: nothing to redact.
  eventsFor: (events) => [...events],
  summarize(state, seats) {
    const view = viewOf(state, seats[0] ?? null)
    let wageredMinor = 0
    const hands: string[] = []
    for (const st of view.seats) {
      if (!seats.includes(st.id)) continue
      wageredMinor += st.committed
      for (const h of st.hands) hands.push(h.cards.join(' '))
    }
    // Only face-up cards: a hole card never turned over stays "??".
    const dealer = view.dealer.cards.map((c) => c ?? '??').join(' ')
    return { wageredMinor, outcome: `${hands.join(' / ')} v ${dealer}` }
  }
}
