/**
 * Xì dách settlement (docs/rules-xidach.md "Settlement", "Penalties"): one hand against the dealer's, the
 * dealer's đền làng, the pays-for-dealer shares, and the round's nets.
 */
import type { Card } from '@shared/cards'
import { DEALER } from '@shared/games'
import type { Minor } from '@shared/money'
import type { XidachOutcome, XidachRules } from '@shared/games/xidach'
import type { Nets } from '../../game'
import type { Events } from './apply'
import { aceCount, BUST, hardTotal, NGU_LINH, standing } from './hand'
import type { HandFigures, XidachPlayerState, XidachState } from './state'

// Issue 14's keys, read so that a rules snapshot stored before them (the key absent) means the default.
const denOf = (rules: XidachRules): number => (typeof rules.denAt === 'number' ? rules.denAt : Infinity)
export const paysForDealer = (rules: XidachRules): boolean => rules.nonPenalty === 'pays-for-dealer'
export const dealerPaysAll = (rules: XidachRules): boolean => rules.dealerPenalty === 'pays-all'
export const dealerWinsTies = (rules: XidachRules): boolean =>
  rules.specialTie === 'dealer' || rules.specialTie === 'dealer-always'
// Issue 35's keys, read the same way (absent = the behaviour before them).
export const bustEndsTurn = (rules: XidachRules): boolean => rules.bustEndsTurn === true
const bothPenalisedPush = (rules: XidachRules): boolean => rules.bothPenalised === 'push'
const penalisedLosesOneStake = (rules: XidachRules): boolean => rules.penalisedLoss === 'one-stake'

/** A bust hand whose lowest total reaches `denAt` is đền (figures as refigure leaves them: a bust's total is its lowest). */
export function isDen(rules: XidachRules, h: HandFigures): boolean {
  return h.standing === BUST && h.total >= denOf(rules)
}

export function multiplierOf(rules: XidachRules, kind: 'xi-bang' | 'xi-dach' | 'ngu-linh' | null): number {
  if (kind === 'xi-bang') return rules.pay.xiBang
  if (kind === 'xi-dach') return rules.pay.xiDach
  if (kind === 'ngu-linh') return rules.pay.nguLinh
  return 1
}

export function settleWith(p: XidachPlayerState, outcome: XidachOutcome, net: Minor, events: Events): void {
  p.status = 'settled'
  p.outcome = outcome
  p.net = net
  events?.push({ type: 'settled', seat: p.id, outcome, net })
}

/** A player loses to a dealer hand of class `kind`: the multiplier applies only when symmetric. */
export function lossNet(rules: XidachRules, stake: Minor, kind: 'xi-bang' | 'xi-dach' | 'ngu-linh' | null): Minor {
  return -stake * (rules.symmetric ? multiplierOf(rules, kind) : 1)
}

/** Ends the round: the pays-for-dealer shares, then every card shown. */
export function finish(state: XidachState, events: Events): void {
  if (paysForDealer(state.rules)) payForDealer(state, events)
  state.phase = 'over'
  state.turn = -1
  state.dealer.shown = true
  events?.push({ type: 'over' })
}

/**
 * nonPenalty pays-for-dealer, once every hand is settled: the penalised players (stood non, or đền)
 * pay, in the dealer's place, what the dealer lost to the others in ordinary phase-2 settlement
 * (phase-1 naturals and the dealer's own đền làng excluded), in equal shares rounded down to a minor
 * unit; each share at most `penaltyCap` × its own stake and never more than the chips it has left.
 * Whatever the shares leave, the dealer pays itself.
 */
function payForDealer(state: XidachState, events: Events): void {
  let losses = 0
  let payers = 0
  for (const p of state.players) {
    if (p.cover === 'won') losses += p.net
    else if (p.cover === 'penalised') payers++
  }
  if (payers === 0 || losses === 0) return
  const share = Math.floor(losses / payers)
  let short = 0
  for (const p of state.players) {
    if (p.cover !== 'penalised') continue
    // The chips it has now: those it came with, what it received this round, less its own loss.
    const left = Math.max(0, p.bankroll + p.received + p.net)
    const owed = Math.min(share, state.rules.penaltyCap * p.stake)
    const amount = Math.min(owed, left)
    short += owed - amount
    if (amount <= 0) continue
    p.paidForDealer = amount
    events?.push({ type: 'paid-for-dealer', seat: p.id, amount })
  }
  if (short > 0 && state.rules.shortfall === 'receivers-share') shareShortfall(state, short, losses, events)
}

/**
 * shortfall receivers-share (the rulebook's §8.4): what the penalised players' chips could not pay, the players
 * it would have gone to go without, each in proportion to its win, rounded down to a minor unit; the
 * units the rounding leaves, like whatever is past a cap, the dealer pays.
 */
function shareShortfall(state: XidachState, short: number, losses: number, events: Events): void {
  for (const p of state.players) {
    if (p.cover !== 'won') continue
    const amount = Math.floor((short * p.net) / losses)
    if (amount <= 0) continue
    p.unpaid = amount
    events?.push({ type: 'unpaid', seat: p.id, amount })
  }
}

export function allSettled(state: XidachState): boolean {
  for (const p of state.players) if (p.status !== 'settled') return false
  return true
}

/** Settlement lines 1–5 of docs/rules-xidach.md for one player against the dealer's hand as it is now. */
export function settleAgainst(
  rules: XidachRules,
  pCards: readonly Card[],
  dCards: readonly Card[],
  stake: Minor
): { outcome: XidachOutcome; net: Minor } {
  const ph = hardTotal(pCards)
  const ps = standing(rules, pCards.length, ph, aceCount(pCards))
  const dh = hardTotal(dCards)
  const ds = standing(rules, dCards.length, dh, aceCount(dCards))
  const outcome = settleOutcome(rules, ps, ph, ds, dh)
  return { outcome, net: netOf(rules, outcome, stake, ds) }
}

/**
 * The net per `stake` of a player's hand (standing `ps`, smallest total `ph`) settled against the
 * dealer's (`ds`, `dh`): `settleAgainst` from the figures alone, for the advisor's enumeration.
 */
export function settleStandings(
  rules: XidachRules,
  ps: number,
  ph: number,
  ds: number,
  dh: number,
  stake: Minor
): Minor {
  return netOf(rules, settleOutcome(rules, ps, ph, ds, dh), stake, ds)
}

/**
 * The outcome of a player's hand (standing `ps`, smallest total `ph`) against the dealer's (`ds`,
 * `dh`). The smallest totals matter only between two ngũ linh hands.
 */
function settleOutcome(rules: XidachRules, ps: number, ph: number, ds: number, dh: number): XidachOutcome {
  if (ps === NGU_LINH) {
    // 1. Two ngũ linh hands compare on their lowest totals, lower wins (under specialTie
    // dealer-always the dealer wins them all, the rulebook's "không so nút").
    if (ds === NGU_LINH) {
      if (rules.specialTie === 'dealer-always') return 'lose'
      return ph < dh ? 'ngu-linh' : ph > dh ? 'lose' : dealerWinsTies(rules) ? 'lose' : 'push'
    }
    return 'ngu-linh'
  }
  const non = ps !== BUST && ps < rules.playerMin
  const den = ps === BUST && ph >= denOf(rules)
  // 2. The dealer's ngũ linh beats any other hand (under penalisedLoss one-stake a non or đền hand
  // loses as such: one stake, not the ngũ linh multiplier).
  if (ds === NGU_LINH) return penalisedLosesOneStake(rules) && (non || den) ? (non ? 'non' : 'den') : 'lose'
  // Under bothPenalised push, a non or đền hand against a dealer that ended non or đền pushes.
  if ((non || den) && bothPenalisedPush(rules) && dealerPenalisedHand(rules, ds, dh)) return 'push'
  // 3. A hand under the minimum loses whatever the dealer holds (a bust dealer included).
  if (non) return 'non'
  // 4. Bust. A đền hand (lowest total at denAt or more) loses whatever the dealer holds.
  if (ps === BUST) {
    if (den) return 'den'
    return ds === BUST && rules.bothBust === 'push' ? 'push' : 'bust'
  }
  // 5. Đủ tuổi.
  if (ds === BUST || ps > ds) return 'win'
  return ps < ds ? 'lose' : 'push'
}

/** The dealer's hand (standing `ds`, smallest total `dh`) is non (under `dealerMin`) or đền. */
function dealerPenalisedHand(rules: XidachRules, ds: number, dh: number): boolean {
  return (ds === BUST && dh >= denOf(rules)) || (ds >= 0 && ds < rules.dealerMin)
}

/** Money for a phase-2 outcome: wins pay 1× (ngũ linh its multiplier); a dealer ngũ linh costs its multiplier when symmetric. */
function netOf(rules: XidachRules, outcome: XidachOutcome, stake: Minor, ds: number): Minor {
  switch (outcome) {
    case 'ngu-linh':
      return stake * rules.pay.nguLinh
    case 'win':
      return stake
    case 'push':
      return 0
    case 'lose':
      return lossNet(rules, stake, ds === NGU_LINH ? 'ngu-linh' : null)
    default:
      return -stake
  }
}

/**
 * Settles `p` against the dealer's hand as it is now (ngũ linh totals are their smallest totals).
 * For pays-for-dealer it notes an ordinary win, or a penalised hand: đền, or non after standing (a
 * hand checked while still drawing was not stood non).
 */
export function settleNow(state: XidachState, p: XidachPlayerState, events: Events): void {
  const d = state.dealer
  const stood = p.status === 'done'
  const outcome = settleOutcome(state.rules, p.standing, p.total, d.standing, d.total)
  const net = netOf(state.rules, outcome, p.stake, d.standing)
  // Penalised by the hand, not the outcome: a non or đền hand beaten by a dealer's ngũ linh still pays.
  p.cover = net > 0 ? 'won' : isDen(state.rules, p) || (stood && penalisedHand(state.rules, p)) ? 'penalised' : null
  settleWith(p, outcome, net, events)
}

/** A finished player hand that is penalised in kind: đền, or (pays-for-dealer) stood under the minimum. */
export function penalisedHand(rules: XidachRules, p: XidachPlayerState): boolean {
  if (isDen(rules, p)) return true
  return paysForDealer(rules) && p.standing >= 0 && p.standing < rules.playerMin
}

/**
 * Đền làng (dealerPenalty pays-all): the dealer ended non or đền, so every player not yet settled is
 * paid at its hand's multiplier (ngũ linh its multiplier, any other hand, quắc included, one stake),
 * except a penalised hand, which pushes. Checked players keep their results.
 */
function dealerPays(state: XidachState, kind: 'non' | 'den', events: Events): void {
  const rules = state.rules
  state.dealer.penalised = kind
  events?.push({ type: 'dealer-penalised', kind })
  for (const p of state.players) {
    if (p.status === 'settled') continue
    if (penalisedHand(rules, p)) {
      // It pushes against the dealer, but stays penalised: it still pays for the dealer's ordinary
      // losses, those to players checked before this đền làng included (the rulebook's §8.2.2).
      p.cover = 'penalised'
      settleWith(p, 'push', 0, events)
    } else if (p.standing === NGU_LINH) settleWith(p, 'ngu-linh', p.stake * rules.pay.nguLinh, events)
    else settleWith(p, 'win', p.stake, events)
  }
  finish(state, events)
}

export function settleRest(state: XidachState, events: Events): void {
  const d = state.dealer
  if (dealerPaysAll(state.rules)) {
    if (isDen(state.rules, d)) return dealerPays(state, 'den', events)
    if (d.standing >= 0 && d.standing < state.rules.dealerMin) return dealerPays(state, 'non', events)
  }
  for (const p of state.players) if (p.status !== 'settled') settleNow(state, p, events)
  finish(state, events)
}

/** Every participant's net in minor units (players, then the dealer); sums to 0. */
export function netsOf(state: XidachState): Nets {
  const out: Nets = {}
  let sum = 0
  for (const p of state.players) {
    const n = p.net + p.received - p.paidForDealer - p.unpaid
    out[p.id] = n
    sum += n
  }
  out[DEALER] = sum === 0 ? 0 : -sum // never -0 in results
  return out
}
