/**
 * The payout drill's procedures. `drill.new` deals a layout and a roll from a fresh OS-seeded stream
 * and keeps the drill in main, so the answer is always checked against what was dealt (the client
 * never sends the layout back). Each drill is answered once; main times it from its own clock, and
 * the result is saved for the profile that was current when it was dealt.
 */
import { randomBytes } from 'node:crypto'
import type { DrillChecked, DrillGame, DrillQuestion, DrillResultSummary, DrillResults } from '@shared/contract/drill'
import {
  resolveSicboRules,
  sicboRulesToKeys,
  type DrillAnswer,
  type SicboDrill,
  type SicboRules
} from '@shared/games/sicbo'
import { checkDrill, generateDrill } from '../engine/games/sicbo'
import { HmacStream, newServerSeed } from '../fairness/stream'
import type { Store } from '../store/store'
import { refused, rulesRefusal } from '../errors'
import { currentProfile, pendingDrill } from './current-profile'
import type { CoreContext, Handlers } from '../types'
import { drillRepo, type DrillResultRow } from './repo'
import { runSummary, shareTime, sicboTrends, type SavedRun } from './sicbo-timed'

/** Dealt drills waiting for an answer; the oldest is dropped beyond this (an abandoned drill costs nothing). */
export const MAX_PENDING_DRILLS = 32

interface PendingDrill {
  id: string
  profileId: string
  game: DrillGame
  rules: SicboRules
  rulesName: string
  drill: SicboDrill
  issuedAtMs: number
  /** The timed run this layout belongs to (docs/rules-sicbo.md "Timed drill"), or null. */
  run: SavedRun | null
}

/** What answers_json holds besides the columns. */
interface SavedAnswers {
  mode: DrillAnswer['mode']
  outOf: number
  correct: boolean
  rulesName: string
  rules: ReturnType<typeof sicboRulesToKeys>
  drill: SicboDrill
  answer: DrillAnswer
  clientElapsedMs: number | null
  /** A timed run's layout: its run, which bets were paid right, and main's time shared among them. */
  run?: SavedRun
  betRight?: boolean[]
  betMs?: number[]
  clientBetMs?: number[] | null
}

function summary(row: DrillResultRow): DrillResultSummary {
  const saved = JSON.parse(row.answers_json) as SavedAnswers
  return {
    id: row.id,
    game: row.game,
    mode: saved.mode,
    score: row.score,
    outOf: saved.outOf,
    correct: saved.correct,
    durationMs: row.duration_ms,
    rulesName: saved.rulesName,
    createdAt: row.created_at
  }
}

export function drillHandlers(ctx: CoreContext): Pick<Handlers, 'drill.new' | 'drill.check' | 'drill.payoutTrends'> {
  const pending = new Map<string, PendingDrill>()

  /** A layout and a roll from a fresh OS-seeded stream: nobody, the app included, can know it in advance. */
  function deal(
    profileId: string,
    game: DrillGame,
    rules: SicboRules,
    bets: number,
    run: SavedRun | null,
    now: Date
  ): DrillQuestion {
    const drill = generateDrill(rules, new HmacStream(newServerSeed(), 'drill', 0), { bets })
    const id = randomBytes(12).toString('base64url')
    const rulesName = rules.payTableName === 'custom' ? 'custom' : rules.preset
    pending.set(id, { id, profileId, game, rules, rulesName, drill, issuedAtMs: now.getTime(), run })
    while (pending.size > MAX_PENDING_DRILLS) pending.delete(pending.keys().next().value as string)
    return {
      drillId: id,
      game,
      rulesName,
      rules,
      bets: drill.bets.map((b) => ({ ...b })),
      dice: [...drill.dice],
      total: drill.dice[0] + drill.dice[1] + drill.dice[2],
      issuedAt: now.toISOString(),
      run: run && { ...run }
    }
  }

  return {
    'drill.new': ({ game, rules: keys, bets, timed }): DrillQuestion => {
      const profileId = currentProfile(ctx.store())
      const resolved = resolveSicboRules(keys)
      if (!resolved.ok) throw rulesRefusal(resolved)
      const run = timed
        ? { id: randomBytes(12).toString('base64url'), index: 1, of: timed.layouts, goalMs: timed.goalMs }
        : null
      return deal(profileId, game, resolved.rules, bets, run, ctx.now())
    },

    'drill.check': ({ drillId, answer, elapsedMs, betMs }): DrillChecked => {
      const d = pendingDrill(ctx.store(), pending, drillId)
      if (answer.mode === 'per-bet' && answer.payoutsMinor.length !== d.drill.bets.length) {
        const [given, bets] = [answer.payoutsMinor.length, d.drill.bets.length]
        throw refused(
          `answer.payoutsMinor: gives ${given} payouts for the ${bets} bets of this drill (0 for a losing bet)`,
          {
            key: 'drill.answerCount',
            vars: { given, bets }
          }
        )
      }
      if (d.run && answer.mode !== 'per-bet')
        throw refused('A timed run is answered bet by bet (mode per-bet).', { key: 'drill.timedPerBet' })
      const check = checkDrill(d.rules, d.drill, answer)
      const now = ctx.now()
      const durationMs = Math.max(0, now.getTime() - d.issuedAtMs)
      const wrong = new Set(check.mistakes.flatMap((m) => (m.kind === 'bet' ? [m.bet] : [])))
      const timing = d.run
        ? {
            run: d.run,
            betRight: d.drill.bets.map((_, i) => !wrong.has(i)),
            betMs: shareTime(durationMs, d.drill.bets.length, betMs),
            clientBetMs: betMs ?? null
          }
        : {}
      const saved: SavedAnswers = {
        mode: answer.mode,
        outOf: check.outOf,
        correct: check.correct,
        rulesName: d.rulesName,
        rules: sicboRulesToKeys(d.rules),
        drill: d.drill,
        answer,
        clientElapsedMs: elapsedMs ?? null,
        ...timing
      }
      const store = ctx.store()
      const repo = drillRepo(store)
      const { result, best, earlier } = store.tx(() => {
        const id = Number(
          repo.insert.run(d.profileId, d.game, check.score, durationMs, JSON.stringify(saved), now.toISOString())
            .lastInsertRowid
        )
        const result: DrillResultSummary = {
          id,
          game: d.game,
          mode: answer.mode,
          score: check.score,
          outOf: check.outOf,
          correct: check.correct,
          durationMs,
          rulesName: d.rulesName,
          createdAt: now.toISOString()
        }
        const bestRow = repo.best.get(d.profileId, d.game)
        const earlier = (repo.counts.get(d.profileId, d.game)?.count ?? 1) - 1
        return { result, best: bestRow ? summary(bestRow) : result, earlier }
      })
      pending.delete(drillId)
      const r = d.run
      const run = r && {
        index: r.index,
        of: r.of,
        goalMs: r.goalMs,
        // The next layout is dealt now, so the clock runs on from this answer without a gap.
        next:
          r.index < r.of
            ? deal(d.profileId, d.game, d.rules, d.drill.bets.length, { ...r, index: r.index + 1 }, now)
            : null,
        summary: r.index < r.of ? null : runSummary(store, d.profileId, r.id)
      }
      // A first result is the best by itself; "a new best" means it beat an earlier one.
      const isBest = earlier > 0 && best.id === result.id
      return { check, result, clientElapsedMs: elapsedMs ?? null, best, isBest, run }
    },

    'drill.payoutTrends': ({ runs }) => sicboTrends(ctx.store(), currentProfile(ctx.store()), runs)
  }
}

/** The payout drill's results of `profileId` at `game` (`drill.results`, through the game's module). */
export function payoutResults(store: Store, profileId: string, game: DrillGame, limit: number): DrillResults {
  const repo = drillRepo(store)
  const counts = repo.counts.get(profileId, game)
  const bestRow = repo.best.get(profileId, game)
  return {
    recent: repo.recent.all(profileId, game, limit).map(summary),
    best: bestRow ? summary(bestRow) : null,
    count: counts?.count ?? 0,
    correctCount: counts?.correct ?? 0
  }
}
