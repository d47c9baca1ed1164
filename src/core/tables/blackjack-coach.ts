/**
 * Blackjack's half of the coach (coach.ts): the exact analysis's question for the person's decision,
 * from their own view of the round (the hole card is null in it until revealed) and the face-up cards
 * of earlier rounds of the shoe; the advice (blackjack-advice.ts) pushed as hints, and the grade of each
 * decision against it. The analysis runs in the worker; without one there are no hints or grades.
 */
import type { SeatId } from '@shared/games'
import type { BlackjackAdviceInfo } from '@shared/contract/tables'
import type { BlackjackGrade } from '@shared/contract/history'
import type { BlackjackActionName, BlackjackRules, BlackjackView } from '@shared/games/blackjack'
import type { HandQuery } from '../engine/games/blackjack'
import { refused } from '../errors'
import type { CounterAdvice } from '@shared/contract/blackjack-counting'
import { adviceOf, adviceQuery, chartCell, decisionCost } from './blackjack-advice'
import { counterBest, counterQuestion, noteSeen, seenBefore } from './blackjack-counting'
import type { CoachKit, GameCoach } from './game'
import { CONTINUE, isoNow, onceFor, type LiveRound, type LiveTable } from './live'
import { yourTurn } from './projection'
import type { TablesRepo } from './repo'
import { blackjackGradeRow } from './blackjack-grade-row'

/** A Blackjack decision's analysis question, fixed before the action is applied. */
export interface AdviceInput {
  rules: BlackjackRules
  query: HandQuery
  allowed: BlackjackActionName[]
  roundId: number
  /** The round's number in its session and the session's id (the table's): a queued grade's place. */
  roundSeq: number
  sessionId: number
  version: number
  seat: SeatId
  hand: number
  stakeMinor: number
  /** Counter mode at the decision: the count system and floored true count it is judged at (blackjack-counting.ts). */
  counter: { system: CounterAdvice['system']; tc: number } | null
}

/**
 * A decision's advice: the exact EVs and best play, and in counter mode the counter's play (basic
 * strategy plus the index plays at the decision's true count) beside them. The exact best stays the
 * grade's `best` (a grade's cost is always against it, as the history import checks).
 */
type Advice = NonNullable<ReturnType<typeof adviceOf>> & { counter?: CounterAdvice }

/** The decisions the strategy chart covers. */
const PLAYS: ReadonlySet<string> = new Set(['hit', 'stand', 'double', 'split', 'surrender'])

export function blackjackCoach(kit: CoachKit): GameCoach {
  const { analysis } = kit
  /** Recent decisions' advice (see adviceFor). */
  const advised = new Map<string, Promise<Advice | null>>()
  /** Each round state's question, asked once: pushing the advice and grading the decision share it. */
  const inputs = new WeakMap<LiveRound, AdviceInput | null>()

  /** Synchronous, so the question is fixed before an action changes the round; null when none of theirs is awaited. */
  const adviceInput = (t: LiveTable, r: LiveRound): AdviceInput | null =>
    onceFor(inputs, r, () => {
      const engine = t.driver.engine
      if (engine.isOver(r.state)) return null
      const mine = yourTurn(t, engine.pending(r.state), r.state)[0]
      if (!mine) return null
      const seatId = mine.seat
      const view = engine.view(r.state, t.driver.viewer(t.config, t.seats)) as BlackjackView
      if (view.turn?.seat !== seatId) return null
      const allowed = mine.allowed.filter(
        (a): a is BlackjackActionName => a !== 'timeout' && a !== CONTINUE
      ) as BlackjackActionName[]
      const rules = t.rules as BlackjackRules
      // The face-up cards of the shoe's earlier rounds (blackjack-counting.ts keeps them).
      const query = adviceQuery(rules, { ...view, allowed }, seenBefore(t, r, false))
      if (!query) return null
      const stakeMinor = view.seats.find((s) => s.id === seatId)?.stake ?? 0
      return {
        rules,
        query,
        allowed,
        roundId: r.id,
        roundSeq: r.seq,
        sessionId: t.id,
        version: r.version,
        seat: seatId,
        hand: view.turn.hand,
        stakeMinor,
        counter: counterQuestion(t, query)
      }
    })

  /**
   * The advice for one decision, computed once: hints asked for it and its grade share the analysis
   * (keyed by round and version, so a later decision never reuses an earlier one's).
   */
  const adviceFor = (input: AdviceInput): Promise<Advice | null> => {
    if (!analysis) return Promise.resolve(null)
    const key = `${input.roundId}:${input.version}:${input.seat}`
    let p = advised.get(key)
    if (!p) {
      p = analysis.hand(input.rules, input.query).then(async (h): Promise<Advice | null> => {
        const a = adviceOf(h, input.allowed)
        // Counter mode: the counter's play (basic strategy plus the indices at this count) beside the
        // exact best; a failure there leaves the exact advice alone (the hints and the grade still come).
        const c =
          a &&
          input.counter &&
          (await counterBest(analysis, input.rules, input.query, input.allowed, input.counter).catch(() => null))
        return a && c && c.best in a.evs ? { ...a, counter: c } : a
      })
      p.catch(() => advised.delete(key))
      advised.set(key, p)
      // A few recent decisions are enough: hints and the grade of one decision come close together.
      while (advised.size > 16) advised.delete(advised.keys().next().value as string)
    }
    return p
  }

  /**
   * Grades one decision of the person's right after the transaction that stored it: the EVs are main's
   * analysis of the question fixed before the action (never a client's claim), the cost is against the
   * best play (a partial insurance's by the amount taken, `insuranceMinor`), the "why" is the chart
   * cell for these rules.
   */
  const grade = (input: AdviceInput, action: BlackjackActionName, eventSeq: number, insuranceMinor?: number): void => {
    if (!analysis) return
    kit.gradeJob(input, async () => {
      const a = await adviceFor(input)
      const costMinor = a && decisionCost(a.evs, a.best, action, input.stakeMinor, insuranceMinor)
      if (!a || costMinor === null) return null
      // The "why": the chart cell, and in counter mode the counter's verdict.
      let cell: BlackjackGrade['cell'] = null
      // The chart says nothing about insurance: only a play's mistake has a chart cell.
      if ((costMinor > 0 || a.counter) && PLAYS.has(action) && PLAYS.has(a.best)) {
        cell = chartCell(await analysis.ruleset(input.rules), input.query.hand, input.query.up, input.allowed)
      }
      // Counter mode: every grade keeps the counter's verdict (the count it was judged at, its play and
      // the index behind it), so a missed deviation is named as one ("Missed index: 16 v T at TC ≥ 0 →
      // stand"). Insurance has no chart cell: its own.
      if (a.counter) cell = { ...(cell ?? { row: 'insure', up: 'A', chart: null }), counter: a.counter }
      // The grade in its words, as the screen is pushed it and history reads it back.
      const grade: BlackjackGrade = {
        roundId: input.roundId,
        roundSeq: input.roundSeq,
        eventSeq,
        seat: input.seat,
        hand: input.hand,
        action,
        best: a.best,
        evs: a.evs,
        stakeMinor: input.stakeMinor,
        costMinor,
        cell,
        at: isoNow(kit.ctx)
      }
      return {
        worded: { game: 'blackjack', grade },
        write: (repo: TablesRepo) => repo.insertGrade.run(...blackjackGradeRow(grade.roundId, grade))
      }
    })
  }

  return {
    follow(t, r, push, current) {
      const input = analysis ? adviceInput(t, r) : null
      if (!input) return
      adviceFor(input).then(
        (a) => {
          if (a && current()) push({ game: 'blackjack', advice: blackjackInfo(input, a) })
        },
        () => {} // the ask or the grade reports it
      )
    },

    async advice(t) {
      if (!analysis) throw refused('Hints are not available here.', { key: 'tables.hintsUnavailable' })
      const r = t.round
      const input = r ? adviceInput(t, r) : null
      if (!input) return null
      const a = await adviceFor(input)
      return a && { game: 'blackjack', advice: blackjackInfo(input, a) }
    },

    beforeAction(t, r) {
      const input = analysis ? adviceInput(t, r) : null
      if (!input) return null
      return (seat, action, eventSeq) => {
        const name = (action as { do?: unknown }).do
        if (seat !== input.seat || typeof name !== 'string' || !(input.allowed as string[]).includes(name)) return
        const amount = (action as { amountMinor?: unknown }).amountMinor
        grade(input, name as BlackjackActionName, eventSeq, typeof amount === 'number' ? amount : undefined)
      }
    },

    /** A finished round of a shoe: its face-up cards count as seen (the count and the next hints' shoe). */
    finished: noteSeen
  }
}

/** The hints as the screen gets them: the decision they answer, each action's EV, the best. */
function blackjackInfo(input: AdviceInput, a: Advice): BlackjackAdviceInfo {
  const { roundId, version, seat, hand, stakeMinor } = input
  const info = { roundId, version, seat, hand, evs: a.evs as Record<string, number>, best: a.best, stakeMinor }
  return a.counter ? { ...info, counter: a.counter } : info
}
