/**
 * The computer players' exact strategy: the full-shoe composition-dependent play of the exact analysis
 * (docs/analysis-blackjack.md) — every two-card start from its own cell, hands of three or more cards by
 * their composition — over the seat's own view only. The analysis of a ruleset is computed off the
 * core's thread (client.ts) when a table opens and remembered here; until it has arrived the bots play
 * the generated basic strategy (strategy.ts). Every bot decision is recorded in the round's log, so a
 * resumed or verified round replays what was played.
 */
import type { BlackjackActionName, BlackjackRules, BlackjackView } from '@shared/games/blackjack'
import { parseCard, pipValue, rankOf, type Card } from '@shared/cards'
import type { RulesetAnalysis } from './index'

const known = new Map<string, RulesetAnalysis>()
const LIMIT = 32

const keyOf = (rules: BlackjackRules): string => JSON.stringify(rules)

/** Keep a ruleset's analysis for the bots (a few dozen rulesets at most). */
export function rememberExact(rules: BlackjackRules, analysis: RulesetAnalysis): void {
  if (known.size >= LIMIT) known.delete(known.keys().next().value as string)
  known.set(keyOf(rules), analysis)
}

export function exactKnown(rules: BlackjackRules): boolean {
  return known.has(keyOf(rules))
}

function valueOf(card: Card | null): number {
  if (card === null) return 0
  const c = parseCard(card)
  return c ? pipValue(rankOf(c)) : 0
}

const UP_COL = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T']
const UP_LABEL: Record<number, string> = { 1: 'A', 10: 'T' }

/**
 * The exact strategy's choice among `view.allowed`, or null when the analysis of these rules is not
 * here yet or the view is not a play decision (the insurance question is left to the caller).
 */
export function exactBotAction(view: BlackjackView, rules: BlackjackRules): BlackjackActionName | null {
  const a = known.get(keyOf(rules))
  if (!a || !view.turn || view.phase !== 'play' || view.allowed.length === 0) return null
  const seat = view.seats.find((s) => s.id === view.turn?.seat)
  const hand = seat?.hands[view.turn.hand]
  const up = valueOf(view.dealer.cards[0] ?? null)
  if (!hand || up === 0) return null
  const vals = hand.cards.map(valueOf)
  if (vals.includes(0)) return null
  const allowed = view.allowed
  if (vals.length === 2) {
    const [x, y] = vals[0]! <= vals[1]! ? [vals[0]!, vals[1]!] : [vals[1]!, vals[0]!]
    const cell = a.composition[UP_LABEL[up] ?? String(up)]?.[`${x},${y}`]
    if (!cell) return null
    const options: [BlackjackActionName, number | null][] = [
      ['stand', cell.stand],
      ['hit', cell.hit],
      ['double', cell.double],
      ['split', cell.split],
      ['surrender', cell.surrender]
    ]
    let best: BlackjackActionName | null = null
    let ev = -Infinity
    for (const [name, v] of options) {
      if (v !== null && allowed.includes(name) && v > ev) {
        best = name
        ev = v
      }
    }
    return best
  }
  const letters = a.hitStand[[...vals].sort((p, q) => p - q).join(',')]
  const letter = letters?.[UP_COL.indexOf(UP_LABEL[up] ?? String(up))]
  if (letter === 'H' && allowed.includes('hit')) return 'hit'
  if (letter === 'S' && allowed.includes('stand')) return 'stand'
  return null
}
