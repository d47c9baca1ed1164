/**
 * Blackjack scenarios (scenario.md, "Blackjack round"): each round deals exactly the listed cards
 * through the engine and plays exactly the listed decisions. Anything the rules refuse, a card the
 * shoe can't hold, a script that ends while the table waits, and actions or cards left over are
 * errors naming the place.
 */
import { chipsToMinor, minorToChips, type Minor } from '@shared/money'
import type { BlackjackRules } from '@shared/games/blackjack'
import { parseCards, parseRules, roundSchema } from '@shared/scenario/blackjack'
import {
  blackjackEngine,
  stakeRefusal,
  type BlackjackSetup,
  cardCode,
  cardName,
  bestTotal,
  compileRules,
  type BlackjackState
} from '../engine/games/blackjack'
import {
  parseAt,
  registerScenarioGame,
  ScenarioError,
  type HandResult,
  type RoundResult,
  type ScenarioContext,
  type SeatRoundResult
} from './common'

const chips = (m: Minor): number => minorToChips(m)

function handResults(s: BlackjackState, seat: number): SeatRoundResult {
  const st = s.seats[seat]
  if (!st) throw new Error('seat index out of range')
  let net = st.insuranceNet ?? 0
  const hands: HandResult[] = st.hands.map((h) => {
    net += h.net
    return {
      cards: h.cards.map(cardName),
      total: bestTotal(h.hard, h.aces),
      outcome: h.outcome ?? 'push',
      net: chips(h.net),
      stake: chips(h.stake)
    }
  })
  const out: SeatRoundResult = { net: chips(net), hands }
  if (st.insurance > 0) out['insurance'] = { amount: chips(st.insurance), net: chips(st.insuranceNet ?? 0) }
  return out
}

function runRound(
  i: number,
  raw: unknown,
  rules: BlackjackRules,
  ctx: ScenarioContext,
  bankrolls: Map<string, Minor>
): RoundResult {
  const at = `rounds[${i}]`
  const round = parseAt(roundSchema, raw, at)
  const cfg = compileRules(rules)
  const known = new Set(ctx.seats.map((x) => x.id))
  const stakes = new Map<string, Minor>()
  round.bets.forEach((b, k) => {
    const where = `${at}.bets[${k}]`
    if (!known.has(b.seat)) throw new ScenarioError(`${where}.seat`, `"${b.seat}" is not a seat of this scenario`)
    if (stakes.has(b.seat))
      throw new ScenarioError(`${where}.seat`, `${b.seat} already has a bet this round (one spot per seat)`)
    const stake = chipsToMinor(b.amount) as Minor
    const problem = stakeRefusal(cfg, rules, bankrolls.get(b.seat) ?? 0, stake)
    if (problem) throw new ScenarioError(`${where}.amount`, problem)
    stakes.set(b.seat, stake)
  })
  const cards = parseCards(`${at}.cards`, round.cards, rules.decks).map(cardCode)
  const setup: BlackjackSetup = {
    seats: ctx.seats
      .filter((x) => stakes.has(x.id))
      .map((x) => ({ id: x.id, bankroll: bankrolls.get(x.id) ?? 0, stake: stakes.get(x.id) as Minor })),
    shoe: cards,
    position: 0,
    cutAt: cards.length
  }
  const ranOut = (after: string, message: string): ScenarioError =>
    new ScenarioError(
      `${at}.cards`,
      `the script's cards ran out ${after}: ${message.replace(/^the card source ran out: /, '')} (${cards.length} listed)`
    )
  const started = blackjackEngine.start(rules, setup)
  if (!started.ok) {
    if (started.error.code === 'out-of-cards') throw ranOut('during the deal', started.error.message)
    throw new ScenarioError(`${at}.bets`, started.error.message)
  }
  let state = started.state
  const actions = round.actions ?? []
  actions.forEach((a, j) => {
    const where = `${at}.actions[${j}]`
    if (!known.has(a.seat)) throw new ScenarioError(`${where}.seat`, `"${a.seat}" is not a seat of this scenario`)
    if (!stakes.has(a.seat)) throw new ScenarioError(`${where}.seat`, `${a.seat} has no bet this round`)
    if (blackjackEngine.isOver(state)) {
      const left = actions.length - j
      throw new ScenarioError(where, `the round is already over (${left} action${left === 1 ? '' : 's'} left over)`)
    }
    if (a.amount !== undefined && a.do !== 'insurance')
      throw new ScenarioError(`${where}.amount`, `only insurance takes an amount, not ${a.do}`)
    const r = blackjackEngine.step(
      state,
      a.seat,
      a.amount === undefined ? { do: a.do } : { do: a.do, amountMinor: chipsToMinor(a.amount) as Minor }
    )
    if (!r.ok) {
      if (r.error.code === 'out-of-cards') throw ranOut(`at actions[${j}]`, r.error.message)
      throw new ScenarioError(where, r.error.message)
    }
    state = r.state
  })
  if (!blackjackEngine.isOver(state)) {
    const p = blackjackEngine.pending(state)[0]
    const who = p ? `${p.seat} must still decide (allowed: ${p.allowed.join(', ')})` : 'the round is not over'
    throw new ScenarioError(`${at}.actions`, `the script ends but the round is not over: ${who}`)
  }
  if (state.pos < cards.length) {
    const left = cards.slice(state.pos).map(cardName)
    throw new ScenarioError(
      `${at}.cards[${state.pos}]`,
      `${left.length} card${left.length === 1 ? '' : 's'} left over after the round (${left.join(', ')})`
    )
  }
  const nets = blackjackEngine.nets(state)
  const seats: Record<string, SeatRoundResult> = {}
  state.seats.forEach((st, k) => {
    seats[st.id] = handResults(state, k)
    bankrolls.set(st.id, (bankrolls.get(st.id) ?? 0) + (nets[st.id] ?? 0))
  })
  return {
    seats,
    dealer: {
      net: chips(nets['dealer'] ?? 0),
      cards: state.dealer.map(cardName),
      total: bestTotal(state.dealerHard, state.dealerAces)
    }
  }
}

registerScenarioGame('blackjack', (ctx) => {
  const rules = parseRules(ctx.rules)
  const bankrolls = new Map<string, Minor>(ctx.seats.map((x) => [x.id, x.bankroll]))
  const rounds = ctx.rounds.map((raw, i) => runRound(i, raw, rules, ctx, bankrolls))
  return { rounds, bankrolls: Object.fromEntries(bankrolls) }
})
