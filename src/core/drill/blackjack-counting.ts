/**
 * Counting at the Blackjack table, kept as drills (issue 34, item 3; docs/rules-blackjack.md "Counting
 * at the table"): the table's counting procedures (`tables.setCounting`, `tables.count`,
 * `tables.countQuiz`; the live table is the table service's), the "what's the count?" answers and the
 * bets checked against the ramp, each table session's kept as one result row that grows answer by answer
 * (`drill_results`, game `blackjack`, `answers_json.kind` table-count | ramp), and the discard-tray
 * drill (`drill.trayNew` / `drill.trayCheck`, kind tray), dealt and checked by main like the
 * counting drill.
 */
import { randomBytes, randomInt } from 'node:crypto'
import type { BjTrayCheck, BjTrayQuestion, TableCountQuizResult } from '@shared/contract/blackjack-counting'
import type { BjDrillChecked } from '@shared/contract/blackjack-drill'
import type { CountSystemId } from '@shared/games/blackjack-counts'
import type { BetCheck } from '@shared/games/blackjack-counting'
import type { TableService } from '../tables/service'
import type { CoreContext, Handlers } from '../types'
import { currentProfile, pendingDrill } from './current-profile'
import { MAX_PENDING_DRILLS } from './index'
import { drillRepo } from './repo'
import { savedResult } from './blackjack'

/** One "what's the count?" answer at the table. */
interface QuizItem {
  roundId: number
  system: CountSystemId
  answer: number
  running: number
  trueCount: number | null
  correct: boolean
}

/**
 * A table session's row, as answers_json keeps it (addItem): `kind` table-count (its items QuizItem) or
 * ramp (its items the bets checked), `sessionId`, `outOf` = items, `correct` = every item right.
 */
type RampItem = BetCheck & { roundId: number }

interface SavedTray {
  kind: 'tray'
  outOf: 1
  correct: boolean
  decks: number
  discards: number
  answer: number
  check: BjTrayCheck
  clientElapsedMs: number | null
}

type PendingTray = { id: string; profileId: string; decks: number; discards: number; issuedAtMs: number }

/** Answers beyond this many in one row start a new row (a row stays small). */
const MAX_ITEMS = 500

export function blackjackCountingHandlers(
  ctx: CoreContext,
  tables: TableService
): Pick<Handlers, 'tables.setCounting' | 'tables.count' | 'tables.countQuiz' | 'drill.trayNew' | 'drill.trayCheck'> {
  /** Each table session's result rows, by profile and session: where its next answer goes. */
  const rows = new Map<string, number>()

  /**
   * Adds one item to the session's row of `kind` (a new row for its first, or after a restart), in one
   * transaction; returns the row's id.
   */
  function addItem<I>(
    profileId: string,
    kind: 'table-count' | 'ramp',
    sessionId: number,
    item: I,
    right: boolean,
    durationMs: number
  ): number {
    const store = ctx.store()
    const repo = drillRepo(store)
    const key = `${kind}:${profileId}:${sessionId}`
    const at = ctx.now().toISOString()
    return store.tx(() => {
      const id = rows.get(key)
      const row = id === undefined ? undefined : repo.byId.get(id)
      if (row) {
        const saved = JSON.parse(row.answers_json) as { items: I[]; outOf: number }
        if (saved.items.length < MAX_ITEMS) {
          const items = [...saved.items, item]
          const score = row.score + Number(right)
          const next = { ...saved, items, outOf: items.length, correct: score === items.length }
          repo.update.run(score, row.duration_ms + durationMs, JSON.stringify(next), row.id)
          return row.id
        }
      }
      const saved = { kind, sessionId, outOf: 1, correct: right, items: [item] }
      const newId = Number(
        repo.insert.run(profileId, 'blackjack', Number(right), durationMs, JSON.stringify(saved), at).lastInsertRowid
      )
      rows.set(key, newId)
      return newId
    })
  }

  // A bet checked at a deal is kept in the session's ramp row (the table service tells us of each).
  tables.onBetChecked = (profileId, sessionId, check) => {
    try {
      addItem<RampItem>(profileId, 'ramp', sessionId, check, check.onRamp, 0)
    } catch (e) {
      ctx.log.warn(`bet check of round ${check.roundId} not kept: ${(e as Error).message}`)
    }
  }

  const pending = new Map<string, PendingTray>()

  return {
    'tables.setCounting': ({ tableId, counting }, caller) => tables.setCounting(tableId, counting, caller.connection),
    'tables.count': ({ tableId }) => tables.count(tableId),

    'tables.countQuiz': ({ tableId, roundId, version, running, elapsedMs }): TableCountQuizResult => {
      const { count, counting, profileId, sessionId } = tables.countNow(tableId, roundId, version)
      const trueCount = counting.exact ? count.trueExact : count.trueEstimated
      const correct = running === count.running
      const item: QuizItem = {
        roundId,
        system: counting.system,
        answer: running,
        running: count.running,
        trueCount,
        correct
      }
      const resultId = addItem(profileId, 'table-count', sessionId, item, correct, elapsedMs ?? 0)
      return {
        system: counting.system,
        answer: running,
        running: count.running,
        trueCount,
        decksLeft: counting.exact ? count.decksLeftExact : count.decksLeftEstimated,
        correct,
        resultId
      }
    },

    'drill.trayNew': ({ decks }): BjTrayQuestion => {
      const profileId = currentProfile(ctx.store())
      // From a quarter deck played to a quarter deck left: every half-deck answer is possible.
      const discards = randomInt(13, decks * 52 - 13 + 1)
      const now = ctx.now()
      const id = randomBytes(12).toString('base64url')
      pending.set(id, { id, profileId, decks, discards, issuedAtMs: now.getTime() })
      while (pending.size > MAX_PENDING_DRILLS) pending.delete(pending.keys().next().value as string)
      return { drillId: id, decks, discards, issuedAt: now.toISOString() }
    },

    'drill.trayCheck': ({ drillId, decksLeft, elapsedMs }): BjDrillChecked<BjTrayCheck> => {
      const d = pendingDrill(ctx.store(), pending, drillId)
      pending.delete(drillId)
      const now = ctx.now()
      const exact = (d.decks * 52 - d.discards) / 52
      // Right when it is the half deck nearest the truth (either, half-way between two).
      const correct = Math.abs(decksLeft - exact) <= 0.25 + 1e-9
      const check: BjTrayCheck = {
        decksLeft: exact,
        decksLeftHalf: Math.round(exact * 2) / 2,
        answer: decksLeft,
        correct
      }
      const saved: SavedTray = {
        kind: 'tray',
        outOf: 1,
        correct,
        decks: d.decks,
        discards: d.discards,
        answer: decksLeft,
        check,
        clientElapsedMs: elapsedMs ?? null
      }
      const durationMs = Math.max(0, now.getTime() - d.issuedAtMs)
      const { result, best, earlier } = savedResult(ctx, d.profileId, 'tray', Number(correct), durationMs, saved, now)
      return { check, result, best, isBest: earlier > 0 && best.id === result.id }
    }
  }
}
