/**
 * Blackjack, as core knows it (game.ts): the table driver, the coach (exact EVs from the analysis worker,
 * each decision graded), the shoe's seed revealed when the shoe ends, the naturals and busts of its
 * outcome codes, its drills (the strategy flashcards, the Hi-Lo count) and its exact house edge.
 */
import type { BlackjackRules } from '@shared/games/blackjack'
import type { DrillKind } from '@shared/contract/drill'
import { exactKnown, rememberExact } from '../engine/games/blackjack'
import { blackjackAnalysis } from '../analysis/blackjack-edge'
import { roundGrades, sessionGrades, sessionMistakes } from '../history/grades'
import { checkGradeList } from '../history/import-check'
import { blackjackResults } from '../drill/blackjack'
import { decisionCost } from '../tables/blackjack-advice'
import { blackjackDriver } from '../tables/blackjack'
import { blackjackCoach } from '../tables/blackjack-coach'
import type { GameModule } from './game'

const TEN = new Set(['T', 'J', 'Q', 'K'])

/** A Blackjack total of cards written "AS KH 9D" (an ace counts 11 while that does not bust). */
function blackjackTotal(cards: readonly string[]): number {
  let total = 0
  let aces = 0
  for (const c of cards) {
    const r = c[0] as string
    total += r === 'A' ? 1 : TEN.has(r) ? 10 : Number(r)
    if (r === 'A') aces++
  }
  return aces > 0 && total + 10 <= 21 ? total + 10 : total
}

/** Naturals and busts of the person's own hands in an outcome code ("AS KH / AD 9C v 9D 7C"). */
function outcomeFigures(code: string): { naturals: number; busts: number } {
  const v = code.lastIndexOf(' v ')
  if (v < 0) return { naturals: 0, busts: 0 }
  const hands = code
    .slice(0, v)
    .split(' / ')
    .map((h) => h.trim().split(/\s+/).filter(Boolean))
  // A two-card 21 after a split is not a blackjack; the code lists a seat's split hands side by side.
  const natural = hands.length === 1 && hands[0]!.length === 2 && blackjackTotal(hands[0]!) === 21 ? 1 : 0
  return { naturals: natural, busts: hands.filter((h) => blackjackTotal(h) > 21).length }
}

/**
 * The drills' results by their stored kind (drill/blackjack.ts, drill/flashcards.ts; counting at the
 * table, drill/blackjack-counting.ts: the discard-tray drill, the count quiz and the bet ramp's checks).
 */
const DRILLS: Readonly<Record<string, DrillKind>> = {
  strategy: 'bj-strategy',
  count: 'bj-count',
  tray: 'bj-tray',
  'table-count': 'bj-table-count',
  ramp: 'bj-ramp'
}

export const blackjackGame: GameModule = {
  id: 'blackjack',
  ...blackjackAnalysis,
  driver: blackjackDriver,
  coach: blackjackCoach,
  counts: true,
  /** The computer players play the exact strategy of the table's rules: its analysis starts now. */
  opened(t, analysis, log) {
    if (!analysis || !t.seats.some((s) => s.kind === 'bot')) return
    const rules = t.rules as BlackjackRules
    if (exactKnown(rules)) return
    analysis.ruleset(rules).then(
      (a) => rememberExact(rules, a),
      (e: unknown) => log.warn(`blackjack analysis for the bots failed: ${(e as Error).message}`)
    )
  },
  grades: {
    list: (store, sessionId, after, queued) => ({
      game: 'blackjack',
      grades: sessionGrades(
        store,
        sessionId,
        after,
        queued.flatMap((q) => (q.game === 'blackjack' ? [q.grade] : []))
      )
    })
  },
  proof: 'cards',
  seedAtShoeEnd: true,
  decks(rules) {
    const d = (rules as { decks?: unknown } | null)?.decks
    return typeof d === 'number' ? d : undefined
  },
  outcomeFigures,
  roundGrades: (store, roundId) => ({ grades: roundGrades(store, roundId) }),
  sessionMistakes: (store, sessionId) => ({ mistakes: sessionMistakes(store, sessionId) }),
  gradesInFile: {
    field: 'grades',
    only: 'only Blackjack rounds have graded decisions',
    /**
     * The cost is (EV best − EV chosen) × stake as the table's decisionCost gives it, a partial
     * insurance priced by the amount its step records (a revealed round's steps are replayed too).
     */
    check: (r, at) =>
      checkGradeList(r, at, r.grades ?? [], (g) => {
        const amount = (r.events[g.eventSeq]?.action as { amountMinor?: unknown } | null | undefined)?.amountMinor
        return decisionCost(g.evs, g.best, g.action, g.stakeMinor, typeof amount === 'number' ? amount : undefined)
      })
  },
  drillKind: (kind) => (kind === null ? null : (DRILLS[kind] ?? null)),
  drillResults(store, profileId, ask) {
    // The schema gives Blackjack's ask its kind; the registry hands this module Blackjack's asks only.
    if (ask.game !== 'blackjack') throw new Error(`Blackjack's drill results asked for ${ask.game}`)
    return { game: 'blackjack', results: blackjackResults(store, profileId, ask.kind, ask.limit) }
  }
}
