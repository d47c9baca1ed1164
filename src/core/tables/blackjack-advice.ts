/**
 * Hints and grading at the Blackjack table, from what the person may see only: the view sent to them
 * (the hole card is null there until it is revealed; the shoe's order is never in it) and the face-up
 * cards of earlier rounds of the same shoe. The exact analysis (engine/games/blackjack/analysis) gives
 * the EV of each action for the cards the person has not seen.
 */
import { parseCard, pipValue, rankOf, type Card } from '@shared/cards'
import type { BlackjackActionName, BlackjackRules, BlackjackView } from '@shared/games/blackjack'
import { fullShoe, type HandAnalysis, type HandQuery } from '../engine/games/blackjack'

function valueOf(card: Card | null): number {
  if (card === null) return 0
  const c = parseCard(card)
  return c ? pipValue(rankOf(c)) : 0
}

/** Face-up cards of a view, counted by value (index 1–10); the hole card (null) is not among them. */
export function seenInView(view: BlackjackView): Int32Array {
  const seen = new Int32Array(11)
  const add = (c: Card | null): void => {
    const v = valueOf(c)
    if (v > 0) seen[v] = (seen[v] as number) + 1
  }
  for (const s of view.seats) for (const h of s.hands) for (const c of h.cards) add(c)
  for (const c of view.dealer.cards) add(c)
  return seen
}

/**
 * The analysis question for the decision the view waits for, or null when it waits for none.
 * `seenBefore`: face-up cards of the shoe's earlier rounds (zeros after a shuffle).
 */
export function adviceQuery(
  rules: BlackjackRules,
  view: BlackjackView,
  seenBefore: ArrayLike<number>
): HandQuery | null {
  if (!view.turn || view.allowed.length === 0 || view.phase === 'over') return null
  const seat = view.seats.find((s) => s.id === view.turn?.seat)
  const hand = seat?.hands[view.turn.hand]
  const up = valueOf(view.dealer.cards[0] ?? null)
  if (!seat || !hand || up === 0) return null
  const seen = seenInView(view)
  const unseen = fullShoe(rules.decks)
  for (let v = 1; v <= 10; v++)
    unseen[v] = Math.max(0, (unseen[v] as number) - (seen[v] as number) - Number(seenBefore[v] ?? 0))
  const cards = hand.cards.map(valueOf)
  return {
    unseen: Array.from(unseen),
    up,
    hand: cards,
    fromSplit: hand.fromSplit,
    hands: seat.hands.length,
    splitAces: hand.fromSplit && cards[0] === 1,
    // The peek happens after insurance; in the play phase a peeking dealer has no blackjack.
    peeked: rules.peek && (up === 1 || up === 10) && view.phase === 'play'
  }
}

export interface Advice {
  /** EV per unit of the hand's stake of each action the person may take now. */
  evs: Partial<Record<BlackjackActionName, number>>
  best: BlackjackActionName
}

/** The analysis restricted to the actions `allowed` now (chips may rule some out). */
export function adviceOf(a: HandAnalysis, allowed: readonly BlackjackActionName[]): Advice | null {
  const evs: Partial<Record<BlackjackActionName, number>> = {}
  for (const name of allowed) {
    if (name === 'insurance') {
      if (a.insurance !== undefined) evs.insurance = a.insurance
    } else if (name === 'decline') {
      evs.decline = a.evenMoney ? a.evenMoney.decline : 0
    } else if (name === 'even-money') {
      if (a.evenMoney) evs['even-money'] = a.evenMoney.take
    } else if (name === 'hit' || name === 'stand' || name === 'double' || name === 'split' || name === 'surrender') {
      const v = a.evs[name]
      if (v !== undefined) evs[name] = v
    }
  }
  let best: BlackjackActionName | null = null
  for (const [k, v] of Object.entries(evs) as [BlackjackActionName, number][]) {
    if (best === null || v > (evs[best] as number)) best = k
  }
  return best === null ? null : { evs, best }
}

/**
 * The EV per unit of the hand's stake of the action taken: the advice's figure, except insurance of
 * less than half the stake (`insuranceMinor`, the amount the person chose). The analysis prices the
 * half-stake bet, and the bet's EV is proportional to its amount, so a partial one is that figure
 * scaled: 1 chip of insurance on a 10-chip hand costs a fifth of what 5 chips cost.
 */
export function takenEv(
  evs: Readonly<Record<string, number>>,
  action: string,
  stakeMinor: number,
  insuranceMinor: number | undefined
): number | undefined {
  const ev = evs[action]
  if (ev === undefined || action !== 'insurance' || insuranceMinor === undefined || insuranceMinor <= 0) return ev
  return (ev * insuranceMinor) / (stakeMinor / 2)
}

/**
 * A graded decision's cost as stored (gradeCost) against the best play, the action's EV as takenEv
 * gives it; null when the action has no EV here. The table's grade and an import's check both use it.
 */
export function decisionCost(
  evs: Readonly<Record<string, number>>,
  best: string,
  action: string,
  stakeMinor: number,
  insuranceMinor: number | undefined
): number | null {
  const chosen = takenEv(evs, action, stakeMinor, insuranceMinor)
  const top = evs[best]
  return chosen === undefined || top === undefined ? null : gradeCost(top - chosen, stakeMinor)
}

/**
 * A graded decision's cost as stored, in whole minor units: an EV difference (per unit of stake) times
 * the stake, 0 below a hundredth of a minor unit (a tie between equal plays), else rounded, at least 1.
 */
export function gradeCost(evDifference: number, stakeMinor: number): number {
  const cost = Math.max(0, evDifference * stakeMinor)
  return cost < 0.01 ? 0 : Math.max(1, Math.round(cost))
}

/** The basic-strategy chart cell of a hand: its row ("H12", "S18", "8,8"), up-card column and the chart's play. */
export interface ChartCell {
  row: string
  up: string
  /** The chart's play for this hand now: the cell's, or its fallback where that may not be made. */
  chart: string | null
  /** The cell's own play (a double or surrender) when this hand may not make it, so `chart` is its fallback. */
  first?: string
}

/** A ruleset's chart and the same cells' plays where their double or surrender may not be made. */
export interface Charts {
  chart: Record<string, readonly string[]>
  chartElse: Record<string, readonly string[]>
}

/**
 * The chart's play in one cell for a hand that may take `allowed`: the cell's play, or where that is a
 * double or surrender the hand may not make, the cell's fallback (published charts' Dh/Ds, Rh/Rs/Rp).
 */
export function chartPlay(
  charts: Charts,
  row: string,
  col: number,
  allowed: readonly string[]
): Pick<ChartCell, 'chart' | 'first'> {
  const play = charts.chart[row]?.[col] ?? null
  if (play === null || allowed.includes(play)) return { chart: play }
  return { chart: charts.chartElse[row]?.[col] ?? null, first: play }
}

const CHART_UPS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A']

/** A card value's label in the chart (1 = A, 10 = T). */
export function chartLabel(v: number): string {
  return v === 1 ? 'A' : v === 10 ? 'T' : String(v)
}

/**
 * The chart cell of a hand of card values (1 = ace) against up-card value `up`, for a hand that may
 * take `allowed`: a pair is read on the pair rows only while it may be split; totals are clamped to
 * the chart's rows (H5–H20, S13–S20); the play is chartPlay's.
 */
export function chartCell(
  charts: Charts | null,
  cards: readonly number[],
  up: number,
  allowed: readonly string[]
): ChartCell | null {
  const splittable = allowed.includes('split')
  if (cards.length < 2 || up < 1 || up > 10) return null
  const hard = cards.reduce((x, y) => x + y, 0)
  if (hard >= 21) return null
  const soft = cards.includes(1) && hard <= 11
  let row: string
  if (cards.length === 2 && cards[0] === cards[1] && splittable)
    row = `${chartLabel(cards[0] as number)},${chartLabel(cards[0] as number)}`
  else if (soft) row = `S${Math.min(20, hard + 10)}`
  else row = `H${Math.max(5, Math.min(20, hard))}`
  const col = CHART_UPS.indexOf(chartLabel(up))
  return { row, up: chartLabel(up), ...(charts ? chartPlay(charts, row, col, allowed) : { chart: null }) }
}
