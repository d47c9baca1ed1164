/**
 * Counting at a Blackjack table (issue 34, item 3; docs/rules-blackjack.md "Counting at the table"):
 * the count of the cards the person has seen in the shoe, the bet the ramp asks for before a deal and
 * the check of the bet placed, the "what's the count?" quiz's figure, and counter mode's judgement of a
 * decision (basic strategy plus the index plays computed in the analysis worker for the table's rules
 * and count system, cached there per ruleset and system).
 *
 * Everything is counted from the person's own views (the hole card is null there until its reveal;
 * the shoe's order is never in them) and the face-up cards of the shoe's earlier rounds, kept here per
 * table as each round finishes (`noteSeen`, called by the Blackjack coach; memory only: after a restart
 * the count starts again from the round in play, as the hints' does).
 */
import type { CounterAdvice, CountingSettings, TableCountInfo } from '@shared/contract/blackjack-counting'
import type { BlackjackActionName, BlackjackRules, BlackjackView } from '@shared/games/blackjack'
import {
  addSeen,
  checkBet,
  counterInsurance,
  counterPlay,
  countOfSeen,
  flooredTrueCount,
  rampUnits,
  seenByValue,
  type BetCheck,
  type CountIndex,
  type TableCount
} from '@shared/games/blackjack-counting'
import type { Minor } from '@shared/money'
import type { HandQuery } from '../engine/games/blackjack'
import type { AnalysisClient } from '../workers'
import { chartCell } from './blackjack-advice'
import type { LiveRound, LiveTable } from './live'

/** The table's counting settings, or null where the person never set any (counting off). */
export function countingOf(t: LiveTable): CountingSettings | null {
  return t.table.counting ?? null
}

/** The face-up cards of a Blackjack view, by value. */
export function viewSeen(view: BlackjackView): number[] {
  const cards = [...view.dealer.cards]
  for (const s of view.seats) for (const h of s.hands) cards.push(...h.cards)
  return seenByValue(cards)
}

const zeros = (): number[] => new Array<number>(11).fill(0)

/**
 * Per live table, the face-up cards by value the person saw in the finished rounds of the shoe in use
 * (keyed by the shoe's seed hash), from their own views only. Keyed by the live table itself, so it
 * lives exactly as long as the table does in this core (a restart or another data file starts again).
 */
const seenInShoe = new WeakMap<LiveTable, { shoe: string; counts: number[] }>()

/** Counts by value of the shoe `shoeHash` seen so far at table `t` (zeros for another shoe). */
function seenOfShoe(t: LiveTable, shoeHash: string): number[] {
  const had = seenInShoe.get(t)
  return had && had.shoe === shoeHash ? [...had.counts] : zeros()
}

/** A finished round of a shoe: its face-up cards, as the person's view shows them, count as seen. */
export function noteSeen(t: LiveTable, r: LiveRound): void {
  if (r.offset === null) return
  const shoe = r.secret.serverSeedHash
  seenInShoe.set(t, { shoe, counts: addSeen(seenOfShoe(t, shoe), viewSeen(personView(t, r))) })
}

/** The person's view of a round (the hole card null until revealed). */
export function personView(t: LiveTable, r: LiveRound): BlackjackView {
  return t.driver.engine.view(r.state, t.driver.viewer(t.config, t.seats)) as BlackjackView
}

/**
 * The cards seen before round `r` in its shoe. A finished round (`over`) was already added to the
 * shoe's cards when it settled (`noteSeen`), so its own cards are taken out again. A round
 * without a shoe position (a stacked table's, a shuffle every round) starts from a fresh shoe.
 */
export function seenBefore(t: LiveTable, r: LiveRound, over: boolean): number[] {
  if (r.offset === null) return zeros()
  const had = seenOfShoe(t, r.secret.serverSeedHash)
  if (!over) return had
  const own = viewSeen(personView(t, r))
  return had.map((n, v) => (v === 0 ? 0 : Math.max(0, n - (own[v] as number))))
}

/** The cards seen before the next round: the shoe in use's, or none when the next round starts a new shoe. */
function seenBeforeNext(t: LiveTable): number[] {
  const shoe = t.table.shoe
  return shoe ? seenOfShoe(t, shoe.secret.serverSeedHash) : zeros()
}

const rulesOf = (t: LiveTable): BlackjackRules => t.rules as BlackjackRules

/** The count, for the table's system, of the cards seen before the next round. */
function countBeforeNext(t: LiveTable, c: CountingSettings): TableCount {
  return countOfSeen(c.system, rulesOf(t).decks, seenBeforeNext(t))
}

/** The bet the ramp asks for before the next deal (counting on, no round in play), else null. */
export function nextBet(t: LiveTable): TableCountInfo['nextBet'] {
  const c = countingOf(t)
  if (!c?.on || t.round || t.table.stacked) return null
  const tc = flooredTrueCount(countBeforeNext(t, c), c.exact)
  const units = rampUnits(c.ramp, tc)
  return { tc, units, stakeMinor: units * c.unitMinor }
}

/**
 * The bet about to be dealt, checked against the ramp at the count before the deal; null when counting
 * is off (or on a stacked table, whose rounds each come from a fresh shoe).
 */
export function betCheckBefore(t: LiveTable, stakes: ReadonlyArray<{ amountMinor: Minor }>): BetCheck | null {
  const c = countingOf(t)
  if (!c?.on || t.table.stacked) return null
  const tc = flooredTrueCount(countBeforeNext(t, c), c.exact)
  return checkBet(
    c.ramp,
    c.unitMinor,
    tc,
    stakes.map((s) => s.amountMinor)
  )
}

/** The round the person is shown (the one in play, else the last one) and the cards seen before it. */
export function countInfo(t: LiveTable, lastBet: (BetCheck & { roundId: number }) | null): TableCountInfo {
  const r = t.round ?? t.lastRound
  return {
    roundId: r ? r.id : null,
    decks: rulesOf(t).decks,
    seenBefore: r ? seenBefore(t, r, t.round === null) : seenBeforeNext(t),
    nextBet: nextBet(t),
    lastBet
  }
}

/**
 * The count as the person should have it with round `r` shown in full (the quiz's answer): the shoe's
 * earlier rounds and every face-up card of this one.
 */
export function countShown(t: LiveTable, r: LiveRound, over: boolean, c: CountingSettings): TableCount {
  const seen = addSeen(seenBefore(t, r, over), viewSeen(personView(t, r)))
  return countOfSeen(c.system, rulesOf(t).decks, seen)
}

/**
 * Counter mode's question for a decision, fixed with it: the floored true count of the cards the person
 * has seen (the analysis question's unseen cards are the shoe less exactly those). Null when counter
 * mode is off.
 */
export function counterQuestion(
  t: LiveTable,
  query: HandQuery
): { system: CountingSettings['system']; tc: number } | null {
  const c = countingOf(t)
  if (!c?.on || !c.counter) return null
  const decks = rulesOf(t).decks
  const full = decks * 4
  const seen = zeros()
  for (let v = 1; v <= 10; v++) seen[v] = (v === 10 ? full * 4 : full) - Number(query.unseen[v] ?? 0)
  return { system: c.system, tc: flooredTrueCount(countOfSeen(c.system, decks, seen), c.exact) }
}

/**
 * The counter's best play for a decision and the index behind it: basic strategy's play from the chart
 * for these rules, or an index's deviation at the decision's true count. null when the chart has no
 * play for it here (the exact best stands then).
 */
export async function counterBest(
  analysis: AnalysisClient,
  rules: BlackjackRules,
  query: HandQuery,
  allowed: readonly BlackjackActionName[],
  counter: { system: CountingSettings['system']; tc: number }
): Promise<CounterAdvice | null> {
  const indices: CountIndex[] = await analysis.indices(rules, counter.system)
  let play: { play: string; index: CountIndex | null }
  if (allowed.includes('insurance') || allowed.includes('even-money')) {
    play = counterInsurance(indices, counter.tc, allowed)
  } else {
    const cell = chartCell(await analysis.ruleset(rules), query.hand, query.up, allowed)
    if (!cell?.chart) return null
    play = counterPlay(indices, cell.row, cell.up, cell.chart, counter.tc, allowed)
  }
  if (!(allowed as readonly string[]).includes(play.play)) return null
  // Only the index's own fields are kept (the generator's `crossing` is not part of a grade).
  const ix = play.index
  const index = ix && { hand: ix.hand, up: ix.up, play: ix.play, basic: ix.basic, dir: ix.dir, tc: ix.tc }
  return { system: counter.system, tc: counter.tc, best: play.play, index }
}
