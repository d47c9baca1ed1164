/**
 * What each seat may do now in a Xì dách round (docs/rules-xidach.md "Players' turns", "Dealer's turn",
 * "Early checks"), as the words the table shows: "draw", "stand", "check p1".
 */
import { DEALER } from '@shared/games'
import type { Minor } from '@shared/money'
import { chipsText, type Pending } from '../../game'
import { BUST, NGU_LINH } from './hand'
import { dealerPaysAll } from './settle'
import type { XidachPlayerState, XidachState } from './state'

/** What a penalised draw costs the player: one stake to the dealer and one to every other player. */
export function penaltyCost(state: XidachState, p: XidachPlayerState): Minor {
  return p.stake * state.players.length
}

export function penaltyProblem(state: XidachState, p: XidachPlayerState): string | null {
  if (!state.rules.penalty) return `${p.id} is bust, and drawing while bust is refused when the penalty rule is off`
  const cost = penaltyCost(state, p)
  if (p.bankroll + p.received < cost) {
    return `${p.id} is bust; a draw now is penalised (đền bài) at ${chipsText(cost)}, more than ${p.id}'s ${chipsText(p.bankroll + p.received)} chips`
  }
  return null
}

function canPlayerDraw(state: XidachState, p: XidachPlayerState): boolean {
  if (p.cards.length >= 5) return false
  if (p.standing !== BUST) return true
  return penaltyProblem(state, p) === null
}

/**
 * True while the players draw and the dealer could check someone early: the moment core (or the
 * simulator) asks a computer dealer whether it wants to, without building a view for nothing.
 */
export function earlyCheckOpen(state: XidachState): boolean {
  if (state.phase !== 'players' || state.rules.earlyCheck === 'off') return false
  if (!canCheck(state, state.dealer.standing)) return false
  const any = state.rules.earlyCheck === 'any-time'
  for (const p of state.players) if (p.status === 'done' || (any && p.status !== 'settled')) return true
  return false
}

/** Why the dealer can't check anyone at this moment, or null. */
export function checkBlocker(state: XidachState, d: number = state.dealer.standing): string | null {
  if (state.phase === 'over') return 'the round is over'
  const rules = state.rules
  if (state.phase === 'players' && rules.earlyCheck === 'off')
    return 'the players are still drawing and earlyCheck is off'
  if (d === BUST || d === NGU_LINH) return "the dealer's turn is over"
  if (d < rules.dealerMin) return `the dealer's total ${d} is under the minimum ${rules.dealerMin}`
  return null
}

/** The same question without building the reason: the fast path's test. */
function canCheck(state: XidachState, d: number): boolean {
  if (state.phase === 'over' || (state.phase === 'players' && state.rules.earlyCheck === 'off')) return false
  return d >= state.rules.dealerMin && d <= 21
}

/** "check <id>" words, made once per seat id. */
const CHECK_LABELS = new Map<string, string>()
function checkLabel(id: string): string {
  let s = CHECK_LABELS.get(id)
  if (s === undefined) {
    s = `check ${id}`
    if (CHECK_LABELS.size < 4096) CHECK_LABELS.set(id, s)
  }
  return s
}

/** Every legal action of `seat` now, as words: "draw", "stand", "check p1". */
export function legalActions(state: XidachState, seat: string): string[] {
  const out: string[] = []
  legalInto(state, seat, out)
  return out
}

/** `legalActions` into a caller's array (reused by the fast view). */
export function legalInto(state: XidachState, seat: string, out: string[]): void {
  let k = 0
  if (state.phase !== 'over') {
    if (seat === DEALER) {
      const d = state.dealer.standing
      if (state.phase === 'dealer') {
        out[k++] = 'draw'
        // Under đền làng the dealer may stand under its minimum, and pays everyone for it.
        if (d >= state.rules.dealerMin || dealerPaysAll(state.rules)) out[k++] = 'stand'
      }
      if (canCheck(state, d)) {
        const afterTurn = state.phase === 'players' && state.rules.earlyCheck === 'after-turn'
        for (const p of state.players) {
          if (p.status === 'settled' || (afterTurn && p.status !== 'done')) continue
          out[k++] = checkLabel(p.id)
        }
      }
    } else if (state.phase === 'players') {
      const p = state.players[state.turn] as XidachPlayerState
      if (p.id === seat) {
        if (canPlayerDraw(state, p)) out[k++] = 'draw'
        out[k++] = 'stand'
      }
    }
  }
  // Overwritten in place; shrinking by pop (setting length is a slow path).
  while (out.length > k) out.pop()
}

/** The decision the table waits for. The dealer's early checks are optional and so not listed here. */
export function pendingOf(state: XidachState): Pending[] {
  if (state.phase === 'over') return []
  if (state.phase === 'dealer') return [{ seat: DEALER, allowed: legalActions(state, DEALER) }]
  const p = state.players[state.turn] as XidachPlayerState
  return [{ seat: p.id, allowed: legalActions(state, p.id) }]
}
