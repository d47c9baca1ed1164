/**
 * Xì dách at a table. The person either sits as a player (seat "you", first in seat order, with 0–4
 * bots "b1"… and the computer dealer) or deals (seat "dealer", kind 'you', to 1–5 bots). Other people
 * may sit at the same table (`config.people`, seats "p2"…, each a person's seat with its own profile).
 *
 * Money: bots sit down with 1,000 chips each and the computer dealer with 100,000 (finite, so its
 * bank is a real number the stake caps come from). The dealer's bank per round is `bankMinor` when
 * configured, never more than the dealer's chips; otherwise all its chips. When the person deals,
 * the dealer's chips are the person's balance.
 *
 * Stakes: the person's stake comes with `tables.start` (players only) and is checked first against
 * the bank, so it has priority; each bot stakes by its style, then is trimmed to what the bank can
 * still cover. A bot that can't reach the table minimum, with its chips or in what the bank still
 * covers, sits the round out.
 *
 * Early checks (house rule `earlyCheck`) are optional moments, never in the engine's `pending`: the
 * driver offers them through `optional` while the players draw. Before each computer move the table
 * asks the computer dealer (`dealerDecision`, null lets the moment pass), or pauses for the person
 * dealing, who may check or `continue`.
 */
import type { z } from 'zod'
import type { Card } from '@shared/cards'
import { DEALER, type SeatId } from '@shared/games'
import type { Minor } from '@shared/money'
import { xidachTableConfig } from '@shared/contract/tables'
import {
  maxStake,
  resolveXidachRules,
  xidachActionSchema,
  XIDACH_PRESET_RULES,
  xidachBotChips,
  xidachBotRange,
  type XidachAction,
  type XidachEvent,
  type XidachRules,
  type XidachView
} from '@shared/games/xidach'
import {
  maxPlayersOf,
  xidachDecisionSeconds,
  xidachEngine,
  xidachOptional,
  xidachTimeout,
  type XidachSetup,
  type XidachState,
  botDecision,
  botStake,
  dealerDecision,
  type BotStyle,
  type DealerStrength
} from '../engine/games/xidach'
import type { TableDriver, TableSeat } from './driver'
import { sameRules } from './rules-name'

export type XidachTableConfig = z.infer<typeof xidachTableConfig>

export const YOU = 'you'
/** The computer dealer's chips when it sits down (100,000 chips). */
export const DEALER_AI_STACK_MINOR: Minor = 10_000_000

const botSeat = (i: number): SeatId => `b${i + 1}`

/** The other people's seats (issue 35): "p2", "p3"… after the person who opened the table ("you"). */
export function xidachPeople(config: XidachTableConfig): Array<{ seat: SeatId; profileId: string }> {
  return (config.people ?? []).map((p, i) => ({ seat: `p${i + 2}`, profileId: p.profileId }))
}

const peopleSeats = (config: XidachTableConfig): TableSeat[] =>
  xidachPeople(config).map((p) => ({ seat: p.seat, kind: 'you', profileId: p.profileId }))

const joinCards = (cards: readonly Card[]): string => cards.join(' ')

export const xidachDriver: TableDriver<
  XidachRules,
  XidachSetup,
  XidachState,
  XidachAction,
  XidachEvent,
  XidachView,
  XidachTableConfig
> = {
  game: 'xidach',
  engine: xidachEngine,
  resolveRules: resolveXidachRules,
  // Resolved rules name their preset; they keep its name only while every key is still the preset's.
  rulesName: (rules) => (sameRules(rules, XIDACH_PRESET_RULES[rules.preset]) ? rules.preset : 'custom'),
  configSchema: xidachTableConfig,
  actionSchema: xidachActionSchema,
  seats(config, dealer) {
    const bots: TableSeat[] = config.bots.map((style, i) => ({ seat: botSeat(i), kind: 'bot', policy: style }))
    const others = peopleSeats(config)
    if (dealer === undefined) {
      if (config.role === 'dealer') return [...others, ...bots, { seat: DEALER, kind: 'you' }]
      return [
        { seat: YOU, kind: 'you' },
        ...others,
        ...bots,
        { seat: DEALER, kind: 'dealer-ai', policy: config.dealerAi }
      ]
    }
    // A rotating bank: the engine's dealer seat is played by this round's holder, everyone else plays.
    const persons: TableSeat[] = [{ seat: YOU, kind: 'you' }, ...others]
    const person = persons.find((p) => p.seat === dealer)
    if (person)
      return [
        ...persons.filter((p) => p !== person),
        ...bots,
        { seat: DEALER, kind: 'you', holder: dealer, ...(person.profileId ? { profileId: person.profileId } : {}) }
      ]
    const held = bots.find((b) => b.seat === dealer)
    if (!held) throw new Error(`xidach: "${dealer}" is not at this table to hold the bank`)
    return [
      ...persons,
      ...bots.filter((b) => b !== held),
      { seat: DEALER, kind: 'dealer-ai', policy: config.dealerAi, holder: dealer }
    ]
  },
  people: (config) => xidachPeople(config),
  rotation(config, rules) {
    if (rules.dealerMode !== 'rotate') return null
    const participants: TableSeat[] = [
      { seat: YOU, kind: 'you' },
      ...peopleSeats(config),
      ...config.bots.map((style, i): TableSeat => ({ seat: botSeat(i), kind: 'bot', policy: style }))
    ]
    return {
      participants,
      // The person chose to sit down as the dealer: they take the bank first; else the first bot (or,
      // with no computer players, the next person).
      first:
        config.role === 'dealer'
          ? YOU
          : (participants.find((p) => p.kind === 'bot') ?? participants[1] ?? participants[0]!).seat,
      every: rules.rotateEvery,
      // Opening refuses a rotating table without a maximum stake (@shared/rules/table-check).
      minChipsMinor: rules.bankMinStakes * (rules.maxBetMinor ?? 0)
    }
  },
  configProblem(config, rules) {
    // The config schema allows up to seven bots; the rules' maxPlayers and the seat decide.
    const most = maxPlayersOf(rules)
    const { min, max } = xidachBotRange(config.role, { maxPlayers: most, dealerMode: rules.dealerMode })
    // The other people are players too: they take seats the computer players would.
    const given = config.bots.length + (config.people?.length ?? 0)
    if (given < min || given > max)
      return {
        message: `config.bots: ${given} bots with the person as ${config.role}; maxPlayers (${most}) and dealerMode ${rules.dealerMode} seat ${min} to ${max}`,
        i18n: { key: 'tables.botsRange', vars: { given, min, max } }
      }
    return null
  },
  startingStack: (seat, rules, config) =>
    seat.kind === 'dealer-ai' ? DEALER_AI_STACK_MINOR : (config.botChipsMinor ?? xidachBotChips(rules)),
  randomness: () => ({ kind: 'deck', decks: 1 }),
  stakesUpFront: true,
  // A player stakes, the dealer does not (under a rotating bank, whether the person deals this round):
  // stakes are wanted when some person plays this round.
  stakesUpFrontFor: (config, seats) => seats.some((s) => s.kind === 'you' && s.seat !== DEALER),
  botStake(seat, rules, bankroll, rng) {
    // The style's share of its chips within its own cap; the bank is applied in `setup`, which sees every stake.
    void rng
    const chips = bankroll ?? 0
    const cap = maxStake(rules, { chips, bank: null, otherStakes: [] })
    return botStake((seat.policy ?? 'standard') as BotStyle, chips, { min: rules.minBetMinor, max: cap.max })
  },
  setup({ rules, config, seats, bankrolls, stakes, random }) {
    if (!random.cards) throw new Error('xidach: a round needs a shuffled deck')
    const dealerChips = bankrolls[DEALER] ?? null
    const bank =
      config.bankMinor === undefined
        ? null
        : dealerChips === null
          ? config.bankMinor
          : Math.min(config.bankMinor, dealerChips)
    const effectiveBank = bank ?? dealerChips
    const players: XidachSetup['players'] = []
    const taken: Minor[] = []
    // The person first: their stake is checked against the whole bank; bots fit in what is left.
    const order = [
      ...seats.filter((s) => s.kind === 'you' && s.seat !== DEALER),
      ...seats.filter((s) => s.kind === 'bot')
    ]
    for (const s of order) {
      let stake = stakes[s.seat]
      if (stake === undefined) continue
      const chips = bankrolls[s.seat] ?? 0
      if (s.kind === 'bot') {
        const cap = maxStake(rules, { chips, bank: effectiveBank, otherStakes: taken })
        stake = Math.min(stake, cap.max)
        // What the bank still covers is under the table minimum: the bot sits this round out. (Kept at
        // the minimum, the engine refused the whole round for it, the person's stake included, and a
        // rotating bank too small for every seat could then never deal again.)
        if (stake < rules.minBetMinor) continue
      }
      players.push({ id: s.seat, bankroll: chips, stake })
      taken.push(stake)
    }
    // drawFrom bottom: the same committed deck, its cards taken from the bottom up (the proof lists
    // them in the deck's own order, history/recall.ts inDeckOrder).
    const deck = rules.drawFrom === 'bottom' ? random.cards.slice().reverse() : random.cards
    return { players, dealer: { bankroll: dealerChips, bank }, deck }
  },
  botAction(seat, view, rules, rng) {
    void rules
    if (seat.kind === 'dealer-ai') {
      const a = dealerDecision(view, (seat.policy ?? 'shrewd') as DealerStrength, rng)
      if (a) return a
      return view.allowed.includes('stand') ? { do: 'stand' } : { do: 'draw' }
    }
    return botDecision(view, (seat.policy ?? 'standard') as BotStyle, rng)
  },
  optional: xidachOptional,
  optionalAction(seat, view, rules, rng) {
    void rules
    return seat.kind === 'dealer-ai' ? dealerDecision(view, (seat.policy ?? 'shrewd') as DealerStrength, rng) : null
  },
  viewer: (config, seats) => {
    void config
    return seats.some((s) => s.seat === DEALER && s.kind === 'you') ? DEALER : YOU
  },
  decisionSeconds: xidachDecisionSeconds,
  timeoutFor: xidachTimeout,
  eventsFor(events, viewer, state) {
    // Events carry every card; the person gets only those of hands face up in their own view.
    const view = xidachEngine.view(state, viewer)
    const shown = new Set<SeatId>()
    for (const p of view.players) if (p.cards !== null) shown.add(p.id)
    if (view.dealer.cards !== null) shown.add(DEALER)
    // A card of a hand still face down to them comes as a card without its face (`card: null`, the
    // contract's XidachLiveEvent), so the table can still show each card landing in order.
    return events.map((e) =>
      (e.type === 'dealt' || e.type === 'drew') && !shown.has(e.seat)
        ? ({ ...e, card: null } as unknown as XidachEvent)
        : e
    )
  },
  summarize(state, seats) {
    const dealerCards = joinCards(state.dealer.cards)
    if (seats.includes(DEALER)) {
      // The dealer's action is every stake it covered.
      let wageredMinor = 0
      const parts: string[] = []
      for (const p of state.players) {
        wageredMinor += p.stake
        parts.push(`${p.id} ${p.outcome ?? '?'}`)
      }
      return { wageredMinor, outcome: `${dealerCards}: ${parts.join(', ')}` }
    }
    let wageredMinor = 0
    const parts: string[] = []
    for (const p of state.players) {
      if (!seats.includes(p.id)) continue
      wageredMinor += p.stake
      parts.push(`${p.outcome ?? '?'} ${joinCards(p.cards)}`)
    }
    return { wageredMinor, outcome: `${parts.join(', ')} v ${dealerCards}` }
  }
}
