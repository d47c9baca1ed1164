/**
 * One Xì dách action, in place (docs/rules-xidach.md): a player's draw or stand, the dealer's draw, stand or
 * check, and the turn passing on. `apply` is the only rules code for a move; `step` is `apply` on a
 * clone, so the table, the scenario runner, the simulator and the bench all run the same lines.
 */
import type { Card } from '@shared/cards'
import { DEALER } from '@shared/games'
import type { XidachAction, XidachEvent } from '@shared/games/xidach'
import { ruleError, type RuleError } from '../../game'
import { BUST, refigure } from './hand'
import { checkBlocker, legalActions, pendingOf, penaltyCost, penaltyProblem } from './legal'
import { allSettled, bustEndsTurn, dealerPaysAll, finish, isDen, settleNow, settleRest, settleWith } from './settle'
import type { XidachPlayerState, XidachState } from './state'

/** Where a move's events go; null when nobody listens (the simulator). */
export type Events = XidachEvent[] | null

export const DECK_EMPTY = 'deck-empty'

/** Gives the turn to the first waiting player from index `from`, else to the dealer (or ends the round). */
export function nextTurn(state: XidachState, from: number, events: Events): void {
  const ps = state.players
  for (let i = from; i < ps.length; i++) {
    const p = ps[i] as XidachPlayerState
    if (p.status === 'waiting') {
      p.status = 'drawing'
      state.turn = i
      events?.push({ type: 'turn', seat: p.id })
      return
    }
  }
  state.turn = -1
  if (allSettled(state)) {
    finish(state, events)
    return
  }
  state.phase = 'dealer'
  events?.push({ type: 'turn', seat: DEALER })
}

function refusal(state: XidachState, seat: string, what: string, reason: string | null, code = 'illegal'): RuleError {
  const allowed = legalActions(state, seat)
  const head = `${seat} cannot ${what} now${reason ? `: ${reason}` : ''}`
  if (allowed.length > 0) return ruleError(code, `${head} (allowed: ${allowed.join(', ')})`, allowed)
  const wait = pendingOf(state)[0]
  if (!wait) return ruleError(code, `${head} (the round is over)`, [])
  return ruleError(code, `${head} (waiting for ${wait.seat}: ${wait.allowed.join(', ')})`, [])
}

function playerIndex(state: XidachState, id: string): number {
  const ps = state.players
  for (let i = 0; i < ps.length; i++) if ((ps[i] as XidachPlayerState).id === id) return i
  return -1
}

function drawCard(state: XidachState): Card | null {
  if (state.next >= state.deck.length) return null
  return state.deck[state.next++] as Card
}

const ranOut = (): RuleError => ruleError(DECK_EMPTY, "the script's cards ran out")

/**
 * Applies one action in place. Returns null when done, or the refusal (the state is then unchanged).
 * `events`, when given, receives what happened.
 */
export function apply(state: XidachState, seat: string, action: XidachAction, events: Events): RuleError | null {
  if (seat === DEALER) return applyDealer(state, action, events)
  const idx = playerIndex(state, seat)
  if (idx < 0) return ruleError('unknown-seat', `no player ${seat} at this table`)
  const p = state.players[idx] as XidachPlayerState
  if (action.do === 'check') return refusal(state, seat, `check ${action.target}`, 'only the dealer checks hands')
  if (state.phase === 'over') return ruleError('over', `${seat} cannot ${action.do} now: the round is over`)
  if (state.phase !== 'players' || state.turn !== idx) {
    let why: string
    if (p.status === 'settled') why = `${seat} is already settled`
    else if (p.status === 'done')
      why =
        p.cards.length >= 5
          ? `${seat} has five cards, the most a hand holds`
          : p.standing === BUST && bustEndsTurn(state.rules)
            ? `${seat} is bust (quắc), which ends the turn (bustEndsTurn)`
            : `${seat} has finished drawing`
    else
      why =
        state.phase === 'dealer'
          ? "it is the dealer's turn"
          : `it is ${(state.players[state.turn] as XidachPlayerState).id}'s turn`
    return refusal(state, seat, action.do, why)
  }
  if (action.do === 'stand') {
    p.status = 'done'
    events?.push({ type: 'stood', seat })
    nextTurn(state, idx + 1, events)
    return null
  }
  // draw
  const bust = p.standing === BUST
  if (bust) {
    const problem = penaltyProblem(state, p)
    if (problem) return refusal(state, seat, 'draw', problem)
  }
  const c = drawCard(state)
  if (c === null) return ranOut()
  p.cards.push(c)
  refigure(state.rules, p)
  events?.push({ type: 'drew', seat, card: c })
  if (bust) {
    penalise(state, p, events)
    nextTurn(state, idx + 1, events)
  } else if (p.cards.length >= 5 || isDen(state.rules, p) || (p.standing === BUST && bustEndsTurn(state.rules))) {
    // Five cards, a draw that made the hand đền, or (bustEndsTurn) one that made it bust end the turn.
    p.status = 'done'
    nextTurn(state, idx + 1, events)
  }
  return null
}

/** Đền bài: one stake to the dealer and one to every other player; no part in settlement. */
function penalise(state: XidachState, p: XidachPlayerState, events: Events): void {
  const cost = penaltyCost(state, p)
  for (const o of state.players) if (o !== p) o.received += p.stake
  p.penalised = true
  events?.push({ type: 'penalised', seat: p.id, paid: cost })
  settleWith(p, 'penalised', -cost, events)
}

function applyDealer(state: XidachState, action: XidachAction, events: Events): RuleError | null {
  if (state.phase === 'over')
    return ruleError(
      'over',
      `dealer cannot ${action.do === 'check' ? `check ${action.target}` : action.do} now: the round is over`
    )
  const rules = state.rules
  if (action.do === 'check') {
    const what = `check ${action.target}`
    const idx = playerIndex(state, action.target)
    if (idx < 0) return refusal(state, DEALER, what, `no player ${action.target} at this table`)
    const p = state.players[idx] as XidachPlayerState
    const blocker = checkBlocker(state)
    if (blocker) return refusal(state, DEALER, what, blocker)
    if (p.status === 'settled') return refusal(state, DEALER, what, `${p.id} is already settled`)
    const early = state.phase === 'players'
    if (early && rules.earlyCheck === 'after-turn' && p.status !== 'done') {
      return refusal(state, DEALER, what, `${p.id} has not finished drawing and earlyCheck is after-turn`)
    }
    const wasDrawing = p.status === 'drawing'
    state.dealer.shown = true
    events?.push({ type: 'checked', seat: p.id, early })
    settleNow(state, p, events)
    if (allSettled(state)) finish(state, events)
    else if (wasDrawing) nextTurn(state, idx + 1, events)
    return null
  }
  if (state.phase !== 'dealer') return refusal(state, DEALER, action.do, 'the players are still drawing')
  const d = state.dealer.standing
  if (action.do === 'stand') {
    if (d < rules.dealerMin && !dealerPaysAll(rules)) {
      return refusal(state, DEALER, 'stand', `the dealer's total ${d} is under the minimum ${rules.dealerMin}`)
    }
    events?.push({ type: 'stood', seat: DEALER })
    settleRest(state, events)
    return null
  }
  const c = drawCard(state)
  if (c === null) return ranOut()
  state.dealer.cards.push(c)
  refigure(rules, state.dealer)
  events?.push({ type: 'drew', seat: DEALER, card: c })
  // A bust or a fifth card ends the dealer's turn: everyone left settles against this hand.
  if (state.dealer.cards.length >= 5 || state.dealer.standing === BUST) settleRest(state, events)
  return null
}
