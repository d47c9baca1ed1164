/**
 * Xì dách scenario rounds (scenario.md, "Xì dách round"): the listed cards are the deck, every
 * decision is scripted in the order the table asks for it, and the dealer's optional early checks
 * appear only where the script puts them. Errors name the place in the file and the reason.
 */
import { z } from 'zod'
import { parseCard, type Card } from '@shared/cards'
import { DEALER } from '@shared/games'
import { chipsToMinor, minorToChips, type Minor } from '@shared/money'
import { resolveXidachRules, stakeRefusal, type XidachAction } from '@shared/games/xidach'
import {
  apply,
  DECK_EMPTY,
  maxPlayersOf,
  netsOf,
  pendingOf,
  startRound,
  type XidachState,
  shownTotal
} from '../engine/games/xidach'
import {
  cardRoundSchema,
  parseAt,
  registerScenarioGame,
  ScenarioError,
  scenarioRules,
  type RoundResult,
  type ScenarioContext,
  type SeatRoundResult
} from './common'

const roundSchema = cardRoundSchema(
  z
    .object({
      seat: z.string({ error: 'must be a seat id or "dealer"' }),
      do: z.enum(['draw', 'stand', 'check'], { error: 'must be one of draw, stand, check' }),
      target: z.string({ error: 'must be a seat id' }).optional()
    })
    .strict(),
  { bets: 'must be a list of bets', card: 'must be a card such as "TD"', actions: 'must be a list of actions' }
)

const chips = (m: Minor): number => minorToChips(m)

function runXidach(ctx: ScenarioContext): { rounds: RoundResult[]; bankrolls: Record<string, Minor> } {
  const rules = scenarioRules(resolveXidachRules(ctx.rules))
  if (ctx.seats.length > maxPlayersOf(rules)) {
    throw new ScenarioError('seats', `at most ${maxPlayersOf(rules)} seats under maxPlayers ${maxPlayersOf(rules)}`)
  }
  const bankrolls = new Map<string, Minor>(ctx.seats.map((s) => [s.id, s.bankroll]))
  let dealerChips: Minor | null = ctx.dealerBankroll
  if (ctx.dealerBank !== null && dealerChips !== null && ctx.dealerBank > dealerChips) {
    throw new ScenarioError(
      'dealer.bank',
      `the bank (${chips(ctx.dealerBank)}) can't exceed the dealer's bankroll (${chips(dealerChips)})`
    )
  }
  // With no bank of its own (or one equal to the bankroll, the default) the dealer's bank is its chips
  // each round; a declared bank is kept, but never more than the chips the dealer has left.
  const bankIsChips = ctx.dealerBank === null || ctx.dealerBank === ctx.dealerBankroll
  const bankNow = (): Minor | null =>
    bankIsChips ? dealerChips : dealerChips === null ? ctx.dealerBank : Math.min(ctx.dealerBank as Minor, dealerChips)
  const results: RoundResult[] = []
  ctx.rounds.forEach((rawRound, r) => {
    const where = `rounds[${r}]`
    const round = parseAt(roundSchema, rawRound, where)

    // Stakes, in the order the file places them (each checked against the bank still free).
    const stakeOf = new Map<string, Minor>()
    round.bets.forEach((b, i) => {
      const at = `${where}.bets[${i}]`
      if (!bankrolls.has(b.seat))
        throw new ScenarioError(`${at}.seat`, `no seat "${b.seat}" (seats: ${[...bankrolls.keys()].join(', ')})`)
      if (stakeOf.has(b.seat)) throw new ScenarioError(`${at}.seat`, `${b.seat} has already staked this round`)
      const stake = chipsToMinor(b.amount) as Minor
      const why = stakeRefusal(rules, stake, {
        chips: bankrolls.get(b.seat) as Minor,
        bank: bankNow(),
        otherStakes: [...stakeOf.values()]
      })
      if (why) throw new ScenarioError(`${at}.amount`, `${b.seat}: ${why}`)
      stakeOf.set(b.seat, stake)
    })

    const deck: Card[] = []
    const listed = new Set<Card>()
    round.cards.forEach((text, i) => {
      const c = parseCard(text)
      if (c === null)
        throw new ScenarioError(`${where}.cards[${i}]`, `"${text}" is not a card (rank A 2-9 T J Q K, suit S H D C)`)
      if (listed.has(c))
        throw new ScenarioError(`${where}.cards[${i}]`, `${c} is listed twice (one deck holds each card once)`)
      listed.add(c)
      deck.push(c)
    })

    const players = ctx.seats
      .filter((s) => stakeOf.has(s.id))
      .map((s) => ({ id: s.id, bankroll: bankrolls.get(s.id) as Minor, stake: stakeOf.get(s.id) as Minor }))
    const needed = 2 * (players.length + 1)
    if (deck.length < needed) {
      throw new ScenarioError(
        `${where}.cards`,
        `the script's cards ran out: the deal needs ${needed} cards, the file lists ${deck.length}`
      )
    }
    const started = startRound(rules, { players, dealer: { bankroll: dealerChips, bank: bankNow() }, deck }, null)
    if (!started.ok) throw new ScenarioError(where, started.error.message)
    const state = started.state

    const actions = round.actions ?? []
    actions.forEach((a, i) => {
      const at = `${where}.actions[${i}]`
      if (state.phase === 'over') {
        const left = actions.length - i
        throw new ScenarioError(at, `the round is already over (${left} action${left === 1 ? '' : 's'} left over)`)
      }
      if (a.seat !== DEALER && !bankrolls.has(a.seat))
        throw new ScenarioError(`${at}.seat`, `no seat "${a.seat}" at the table`)
      if (a.seat !== DEALER && !stakeOf.has(a.seat))
        throw new ScenarioError(`${at}.seat`, `${a.seat} has no stake in this round`)
      let action: XidachAction
      if (a.do === 'check') {
        if (a.target === undefined) throw new ScenarioError(`${at}.target`, 'a check needs a target seat')
        action = { do: 'check', target: a.target }
      } else {
        if (a.target !== undefined) throw new ScenarioError(`${at}.target`, `only a check has a target, not ${a.do}`)
        action = { do: a.do }
      }
      const bad = apply(state, a.seat, action, null)
      if (bad) {
        if (bad.code === DECK_EMPTY)
          throw new ScenarioError(at, `the script's cards ran out: ${a.seat} draws a card the file does not list`)
        throw new ScenarioError(at, bad.message)
      }
    })
    if (state.phase !== 'over') {
      const wait = pendingOf(state)[0]
      const who = wait ? `${wait.seat} (allowed: ${wait.allowed.join(', ')})` : 'a decision'
      throw new ScenarioError(`${where}.actions`, `the script ended while the round waits for ${who}`)
    }
    if (state.next < deck.length) {
      const left = deck.slice(state.next)
      throw new ScenarioError(
        `${where}.cards[${state.next}]`,
        `${left.length} card${left.length === 1 ? '' : 's'} left over (${left.join(', ')}): every listed card must be dealt`
      )
    }
    results.push(roundResult(state))
    const nets = netsOf(state)
    for (const p of state.players) bankrolls.set(p.id, (bankrolls.get(p.id) as Minor) + (nets[p.id] as Minor))
    if (dealerChips !== null) dealerChips += nets[DEALER] as Minor
  })
  return { rounds: results, bankrolls: Object.fromEntries(bankrolls) }
}

function roundResult(state: XidachState): RoundResult {
  const nets = netsOf(state)
  const seats: Record<string, SeatRoundResult> = {}
  for (const p of state.players) {
    const seat: SeatRoundResult = {
      net: chips(nets[p.id] as Minor),
      hands: [
        {
          cards: p.cards.slice(),
          total: shownTotal(state.rules, p.cards),
          outcome: p.outcome ?? 'push',
          net: chips(p.net)
        }
      ]
    }
    if (p.received !== 0) seat.penaltyReceived = chips(p.received)
    if (p.paidForDealer !== 0) seat.paidForDealer = chips(p.paidForDealer)
    if (p.unpaid !== 0) seat.unpaid = chips(p.unpaid)
    seats[p.id] = seat
  }
  const dealer: RoundResult['dealer'] = {
    net: chips(nets[DEALER] as Minor),
    cards: state.dealer.cards.slice(),
    total: shownTotal(state.rules, state.dealer.cards)
  }
  if (state.dealer.penalised !== null) dealer.penalised = state.dealer.penalised
  return { seats, dealer }
}

registerScenarioGame('xidach', runXidach)
