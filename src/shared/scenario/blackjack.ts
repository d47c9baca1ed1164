/**
 * Reading a Blackjack scenario's rules and rounds (../spec/scenario.md, "Blackjack round"): the round
 * schema, the rules, and the listed cards checked against the shoe. `npm run scenario` plays what this
 * reads (src/core/scenario/blackjack.ts); a stacked practice table deals its cards (stack.ts).
 */
import { z } from 'zod'
import { parseCard, type Card } from '../cards'
import { chipsAmount } from '../money'
import {
  BLACKJACK_ACTIONS,
  resolveBlackjackRules,
  type BlackjackActionName,
  type BlackjackRules
} from '../games/blackjack'
import { cardRoundSchema, ScenarioError, scenarioRules } from './file'

/** Timers don't run in scenarios, so `timeout` is not a scripted decision. */
const SCRIPT_ACTIONS = BLACKJACK_ACTIONS.filter((a) => a !== 'timeout') as [
  BlackjackActionName,
  ...BlackjackActionName[]
]

export const roundSchema = cardRoundSchema(
  z
    .object({
      seat: z.string({ error: 'must be a seat id' }),
      do: z.enum(SCRIPT_ACTIONS, { error: `must be one of ${SCRIPT_ACTIONS.join(', ')}` }),
      /** Partial insurance, in chips (insurance only). */
      amount: chipsAmount.optional()
    })
    .strict(),
  {
    bets: 'must be a list of { seat, amount }',
    card: 'must be a card such as "AS" or "10H"',
    actions: 'must be a list of { seat, do, amount? }'
  }
)

export function parseRules(raw: unknown): BlackjackRules {
  return scenarioRules(resolveBlackjackRules(raw))
}

/** The listed cards, checked one by one against a shoe of `decks` decks. */
export function parseCards(where: string, list: string[], decks: number): Card[] {
  const seen = new Map<Card, number>()
  return list.map((text, j) => {
    const card = parseCard(text)
    if (!card)
      throw new ScenarioError(`${where}[${j}]`, `"${text}" is not a card (rank A 2–9 T/10 J Q K, then suit S H D C)`)
    const n = (seen.get(card) ?? 0) + 1
    seen.set(card, n)
    if (n > decks) {
      throw new ScenarioError(
        `${where}[${j}]`,
        `${card} is listed ${n} times but a ${decks}-deck shoe holds only ${decks}`
      )
    }
    return card
  })
}
