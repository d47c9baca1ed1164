/**
 * A scenario file read for a stacked practice table (docs/rules-blackjack.md, "Stacked practice"):
 * the same reader as `npm run scenario` (file.ts, the game's round schema and card check), keeping
 * only what such a table deals from — the rules, how many seats, and each round's cards. The bets and
 * actions are checked as the file format requires but not played: at the table the person decides.
 */
import type { Card } from '../cards'
import type { BlackjackRules } from '../games/blackjack'
import { parseCards, parseRules, roundSchema } from './blackjack'
import { parseAt, parseScenarioText, readScenario, ScenarioError } from './file'

/** A stacked table seats the person's spots only: 1–3, as any Blackjack table. */
export const STACKED_MAX_SEATS = 3

export interface BlackjackStack {
  rules: BlackjackRules
  /** The scenario's seats: the table's spots, in order. */
  seats: number
  /** Each round's listed cards, in the order they are drawn; round k deals `rounds[k mod n]`. */
  rounds: Card[][]
}

/** Why a file cannot stack a table: the place and reason, and which kind (the table's refusal words it). */
export class StackError extends ScenarioError {
  constructor(
    where: string,
    reason: string,
    readonly kind: 'not-json' | 'game' | 'seats' | 'invalid',
    /** `game`: the file's game; `seats`: how many it lists. */
    readonly facts: { game?: string; seats?: number } = {}
  ) {
    super(where, reason)
  }
}

/** The Blackjack stack a scenario file's text describes; a StackError naming the place otherwise. */
export function readBlackjackStack(text: string): BlackjackStack {
  let raw: unknown
  try {
    raw = parseScenarioText(text, 'the file')
  } catch (e) {
    const s = e as ScenarioError
    throw new StackError(s.where, s.reason, 'not-json')
  }
  try {
    const { game, ctx } = readScenario(raw)
    if (game !== 'blackjack')
      throw new StackError('game', `is "${game}"; this table plays "blackjack"`, 'game', { game })
    if (ctx.seats.length > STACKED_MAX_SEATS)
      throw new StackError('seats', `${ctx.seats.length} seats; a table plays 1–${STACKED_MAX_SEATS} spots`, 'seats', {
        seats: ctx.seats.length
      })
    const rules = parseRules(ctx.rules)
    const rounds = ctx.rounds.map((r, i) => {
      const at = `rounds[${i}]`
      const round = parseAt(roundSchema, r, at)
      if (round.cards.length === 0) throw new ScenarioError(`${at}.cards`, 'lists no card to place')
      return parseCards(`${at}.cards`, round.cards, rules.decks)
    })
    return { rules, seats: ctx.seats.length, rounds }
  } catch (e) {
    if (e instanceof StackError || !(e instanceof ScenarioError)) throw e
    throw new StackError(e.where, e.reason, 'invalid')
  }
}
