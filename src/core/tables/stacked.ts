/**
 * Stacked practice tables (docs/rules-blackjack.md, "Stacked practice"): a Blackjack table whose
 * round k deals round (k mod n) of a scenario file's cards first, then the rest of a fresh fair shoe
 * from the round's committed seed (fairness/outcome.ts `stackedDeck`). No shoe spans rounds there, and
 * every such round says it was stacked (its start entry lists the placed cards; its fairness says so).
 */
import type { Card } from '@shared/cards'
import { blackjackTableConfig } from '@shared/contract/tables'
import type { BlackjackRules } from '@shared/games/blackjack'
import type { ChartCellRef } from '@shared/games/blackjack-cells'
import { parseCards } from '@shared/scenario/blackjack'
import { readBlackjackStack, StackError, STACKED_MAX_SEATS } from '@shared/scenario/stack'
import { situationRounds } from '../engine/games/blackjack'
import { HmacStream, newServerSeed } from '../fairness/stream'
import { refused } from '../errors'
import type { TableJson } from './live'

/** Rounds a table of picked situations holds before they repeat (each cell at least once). */
const SITUATION_ROUNDS = 400

/** What a stacked table is opened with: the scenario's rules, the table's config, the rounds' cards. */
export interface OpenedStack {
  rules: BlackjackRules
  config: unknown
  rounds: Card[][]
}

/**
 * The scenario file read for a table, or the refusal naming its place and reason. The table's spots
 * are the scenario's seats (whatever `config.spots` said); computer players are refused, since the
 * file's cards are dealt to its seats in order.
 */
export function stackOf(text: string, config: unknown): OpenedStack {
  let stack
  try {
    stack = readBlackjackStack(text)
  } catch (e) {
    if (!(e instanceof StackError)) throw e
    const problem = e.reason
    const message = `The scenario file cannot be used: ${e.message}.`
    if (e.kind === 'not-json') throw refused(message, { key: 'tables.stackedNotJson' })
    if (e.kind === 'game') throw refused(message, { key: 'tables.stackedGame', vars: { game: e.facts.game ?? '' } })
    if (e.kind === 'seats')
      throw refused(message, {
        key: 'tables.stackedSeats',
        vars: { seats: e.facts.seats ?? 0, max: STACKED_MAX_SEATS }
      })
    throw refused(message, { key: 'tables.stackedInvalid', vars: { where: e.where || 'file', problem } })
  }
  const parsed = blackjackTableConfig.parse({ ...(config as object | undefined), spots: stack.seats })
  if (parsed.bots > 0)
    throw refused('A stacked table seats no computer players: the file’s cards go to its own seats.', {
      key: 'tables.stackedNoBots'
    })
  return { rules: stack.rules, config: parsed, rounds: stack.rounds }
}

/**
 * A table of situations picked on the chart ("Picked situations"): the rules given beside them, one
 * spot, no computer players, and rounds placing each cell's two cards and up-card (each cell about 40 ÷
 * cells times, at least once, with cards of its own, in an order from a fresh OS-seeded stream: which
 * suits, which ten and the order are the only things it picks; the rest of every shoe is the round's
 * committed seed's).
 */
export function situationsStack(cells: readonly ChartCellRef[], rules: BlackjackRules, config: unknown): OpenedStack {
  const parsed = blackjackTableConfig.parse({ ...(config as object | undefined), spots: 1 })
  if (parsed.bots > 0)
    throw refused('A stacked table seats no computer players: the placed cards go to your own spot.', {
      key: 'tables.stackedNoBots'
    })
  const perCell = Math.max(1, Math.min(Math.ceil(40 / cells.length), Math.floor(SITUATION_ROUNDS / cells.length)))
  const rounds = situationRounds(cells, perCell, new HmacStream(newServerSeed(), 'bj-situations', 0)).map((r, i) =>
    // The same check as a scenario file's cards: each fits a shoe of these rules' decks.
    parseCards(`situations[${i}]`, r, rules.decks)
  )
  return { rules, config: parsed, rounds }
}

/** The cards round `seq` (1, 2, …) of a stacked table places first; null at any other table. */
export function placedFor(table: TableJson, seq: number): Card[] | null {
  const rounds = table.stacked?.rounds
  if (!rounds || rounds.length === 0) return null
  return rounds[(seq - 1) % rounds.length] ?? null
}
