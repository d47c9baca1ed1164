/**
 * The timed payout drill (docs/rules-sicbo.md "Timed drill"): a run of N layouts, each a payout drill
 * dealt by main as the one before is checked, so main's clock runs from the first layout to the last.
 * Each layout is saved as a payout drill result (`drill_results`, game `sicbo`) carrying its run, which
 * bets were paid right and the time each bet took; the run's figures and History's trends are read
 * back from those rows, never from what the window says.
 */
import type { BetTypeFigures, SicboTrends, TimedRunSummary } from '@shared/contract/drill'
import { betTypeOf, SICBO_BET_TYPES, type SicboBetType, type SicboSpot } from '@shared/games/sicbo'
import { timedRunsRepo, type TimedLayoutRow as Row } from './repo'
import type { Store } from '../store/store'

/** What a timed layout's saved answers say of its run. */
export interface SavedRun {
  id: string
  /** From 1. */
  index: number
  of: number
  goalMs: number
}

/** The parts of a saved timed layout the run's figures are made from. */
interface SavedTimed {
  run: SavedRun
  drill: { bets: Array<{ spot: SicboSpot }> }
  betRight: boolean[]
  betMs: number[]
}

/**
 * Main's time of a layout shared among its `bets` bets: in proportion to the time each bet's field had
 * the focus in the window (`clientMs`, when it gives one figure per bet and some time at all), else in
 * equal shares. Whole milliseconds that add up to exactly `durationMs` (largest remainders take the
 * leftover milliseconds, the earlier bet first on a tie).
 */
export function shareTime(durationMs: number, bets: number, clientMs?: readonly number[]): number[] {
  if (bets <= 0) return []
  const weights =
    clientMs && clientMs.length === bets && clientMs.some((m) => m > 0) ? [...clientMs] : Array<number>(bets).fill(1)
  const sum = weights.reduce((a, b) => a + b, 0)
  const exact = weights.map((w) => (durationMs * w) / sum)
  const out = exact.map(Math.floor)
  let left = durationMs - out.reduce((a, b) => a + b, 0)
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i)
  for (const { i } of order) {
    if (left <= 0) break
    out[i] = (out[i] as number) + 1
    left--
  }
  return out
}

/** Each kind of bet's figures over some layouts, in SICBO_BET_TYPES order (kinds dealt only). */
function byType(layouts: readonly SavedTimed[]): BetTypeFigures[] {
  const m = new Map<SicboBetType, BetTypeFigures>()
  for (const l of layouts)
    l.drill.bets.forEach((b, i) => {
      const type = betTypeOf(b.spot)
      const f = m.get(type) ?? { type, bets: 0, right: 0, ms: 0 }
      f.bets++
      if (l.betRight[i]) f.right++
      f.ms += l.betMs[i] ?? 0
      m.set(type, f)
    })
  return SICBO_BET_TYPES.flatMap((t) => {
    const f = m.get(t)
    return f ? [f] : []
  })
}

/** One run's figures from its saved layouts (in the order they were answered). */
function summaryOf(rows: readonly Row[]): TimedRunSummary {
  const saved = rows.map((r) => JSON.parse(r.answers_json) as SavedTimed)
  const first = saved[0] as SavedTimed
  const totalMs = rows.reduce((s, r) => s + r.duration_ms, 0)
  const bets = saved.reduce((s, l) => s + l.betRight.length, 0)
  const right = saved.reduce((s, l) => s + l.betRight.filter(Boolean).length, 0)
  const msPerLayout = rows.length > 0 ? totalMs / rows.length : 0
  return {
    runId: first.run.id,
    endedAt: (rows.at(-1) as Row).created_at,
    layouts: rows.length,
    bets,
    right,
    totalMs,
    msPerLayout,
    goalMs: first.run.goalMs,
    underGoal: rows.filter((r) => r.duration_ms <= first.run.goalMs).length,
    metGoal: right === bets && msPerLayout <= first.run.goalMs,
    byType: byType(saved)
  }
}

/** A run's figures, read back from its saved layouts. */
export function runSummary(store: Store, profileId: string, runId: string): TimedRunSummary {
  return summaryOf(timedRunsRepo(store).ofRun.all({ profileId, game: 'sicbo', run: runId }))
}

/** The profile's last `runs` finished runs, oldest first, and every kind of bet over them, slowest per bet first. */
export function sicboTrends(store: Store, profileId: string, runs: number): SicboTrends {
  const groups = new Map<string, Row[]>()
  for (const row of timedRunsRepo(store).lastRuns.all({ profileId, game: 'sicbo', runs })) {
    const g = groups.get(row.run) ?? []
    g.push(row)
    groups.set(row.run, g)
  }
  const all = [...groups.values()]
  const kinds = byType(all.flat().map((r) => JSON.parse(r.answers_json) as SavedTimed))
  kinds.sort(
    (a, b) => b.ms / b.bets - a.ms / a.bets || SICBO_BET_TYPES.indexOf(a.type) - SICBO_BET_TYPES.indexOf(b.type)
  )
  return { runs: all.map(summaryOf), byType: kinds }
}
