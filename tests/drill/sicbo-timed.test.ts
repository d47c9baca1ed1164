/**
 * The timed payout drill (issue 36; docs/rules-sicbo.md "Timed drill") through the dispatcher on a
 * real store with a hand-turned clock: a run of layouts dealt one after the other by main, each timed
 * by main's clock, its bets marked right or wrong against payouts worked out here from the trainer
 * table of docs/rules-sicbo.md, the run's figures and History's trends by bet type computed again here
 * from the layouts dealt and the times the clock was turned by.
 */
import { describe, expect, it } from 'vitest'
import type { Core } from '../../src/core/index'
import { shareTime } from '../../src/core/drill/sicbo-timed'
import { dispatch } from '../../src/core/rpc/index'
import type { DrillChecked, DrillQuestion } from '@shared/contract/drill'
import type { ProcedureInput, ProcedureName, ProcedureResult, ProfilesState } from '@shared/contract/index'
import { newCore } from '../support/core'
import { payoutResults } from '../support/drill-results'

function setup(): { core: Core; clock: { ms: number } } {
  const clock = { ms: Date.UTC(2026, 2, 3, 9, 0, 0) }
  return { core: newCore(undefined, { now: () => new Date(clock.ms) }), clock }
}

async function call<N extends ProcedureName>(
  core: Core,
  name: N,
  input: ProcedureInput<N>
): Promise<ProcedureResult<N>> {
  const r = await dispatch(core, name, input, { host: 'cli' })
  if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code, i18n: r.error.i18n })
  return r.value as ProcedureResult<N>
}

async function profile(core: Core, name: string): Promise<void> {
  const s: ProfilesState = await call(core, 'profiles.create', { name })
  expect(s.currentId).toBeTruthy()
}

// ---- the trainer table of docs/rules-sicbo.md, written out here ------------------------------------
const TOTALS: Record<number, number> = { 4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6 }
function pays(spot: string, dice: readonly number[]): number | null {
  const total = dice[0]! + dice[1]! + dice[2]!
  const triple = dice[0] === dice[1] && dice[1] === dice[2]
  const count = (n: number): number => dice.filter((d) => d === n).length
  if (spot === 'small') return !triple && total <= 10 ? 1 : null
  if (spot === 'big') return !triple && total >= 11 ? 1 : null
  if (spot === 'any-triple') return triple ? 30 : null
  const [kind, arg] = spot.split(':') as [string, string]
  if (kind === 'single') return count(Number(arg)) > 0 ? count(Number(arg)) : null
  if (kind === 'double') return count(Number(arg)) >= 2 ? 11 : null
  if (kind === 'triple') return count(Number(arg)) === 3 ? 180 : null
  if (kind === 'total') return Number(arg) === total ? TOTALS[Math.min(total, 21 - total)]! : null
  if (kind === 'combo') {
    const [a, b] = arg.split('-').map(Number) as [number, number]
    return count(a) > 0 && count(b) > 0 ? 6 : null
  }
  throw new Error(`oracle: unknown spot ${spot}`)
}
const rightPayouts = (q: DrillQuestion): number[] =>
  q.bets.map((b) => {
    const n = pays(b.spot, q.dice)
    return n === null ? 0 : b.amountMinor * n
  })
/** The kind of bet as docs/rules-sicbo.md "Timed drill" groups them. */
const typeOf = (spot: string): string =>
  spot === 'small' || spot === 'big'
    ? 'small-big'
    : spot === 'odd' || spot === 'even'
      ? 'odd-even'
      : spot.split(':')[0]!

describe('shareTime', () => {
  it('shares main’s time by the window’s shares, in whole milliseconds adding up exactly', () => {
    expect(shareTime(3000, 4, [1000, 1000, 500, 500])).toEqual([1000, 1000, 500, 500])
    expect(shareTime(6000, 4, [1, 1, 1, 1])).toEqual([1500, 1500, 1500, 1500])
    expect(shareTime(1000, 3)).toEqual([334, 333, 333])
    // Figures that do not fit the layout (too few, or no time at all) count as equal shares.
    expect(shareTime(900, 3, [10, 20])).toEqual([300, 300, 300])
    expect(shareTime(900, 3, [0, 0, 0])).toEqual([300, 300, 300])
    for (const [d, w] of [
      [7, [1, 1, 1]],
      [12_345, [3, 7, 11, 13, 17]],
      [1, [5, 5]]
    ] as const) {
      const s = shareTime(d, w.length, w)
      expect(s.reduce((a, b) => a + b, 0)).toBe(d)
      s.forEach((x, i) => expect(Math.abs(x - (d * w[i]!) / w.reduce((a, b) => a + b, 0))).toBeLessThan(1))
    }
  })
})

describe('a timed run', () => {
  it('deals each layout as the last is checked, and scores accuracy and main’s time per layout against the goal', async () => {
    const { core, clock } = setup()
    await profile(core, 'Minh')
    const first = await call(core, 'drill.new', {
      game: 'sicbo',
      rules: { preset: 'trainer' },
      bets: 4,
      timed: { layouts: 3, goalMs: 4000 }
    })
    expect(first.run).toMatchObject({ index: 1, of: 3, goalMs: 4000 })
    // Turned by these, each layout: 3 s (all right), 6 s (one bet wrong), 2 s (all right).
    const steps = [
      { ms: 3000, wrong: -1, betMs: [1000, 1000, 500, 500] },
      { ms: 6000, wrong: 2, betMs: [1, 1, 1, 1] },
      { ms: 2000, wrong: -1, betMs: [0, 0, 1000, 3000] }
    ]
    const dealt: DrillQuestion[] = []
    let q: DrillQuestion = first
    let last: DrillChecked | null = null
    for (const [i, step] of steps.entries()) {
      dealt.push(q)
      expect(q.run).toMatchObject({ index: i + 1, of: 3 })
      clock.ms += step.ms
      const answer = rightPayouts(q)
      if (step.wrong >= 0) answer[step.wrong] = answer[step.wrong]! + 100
      last = await call(core, 'drill.check', {
        drillId: q.drillId,
        answer: { mode: 'per-bet', payoutsMinor: answer },
        betMs: step.betMs
      })
      expect(last.result.durationMs).toBe(step.ms)
      expect(last.run).toMatchObject({ index: i + 1, of: 3, goalMs: 4000 })
      if (i < 2) {
        expect(last.run?.summary).toBeNull()
        q = last.run!.next!
        expect(q.issuedAt).toBe(new Date(clock.ms).toISOString())
      }
    }
    expect(last!.run!.next).toBeNull()
    const s = last!.run!.summary!
    expect(s).toMatchObject({
      layouts: 3,
      bets: 12,
      right: 11,
      totalMs: 11_000,
      goalMs: 4000,
      underGoal: 2,
      metGoal: false
    })
    expect(s.msPerLayout).toBeCloseTo(11_000 / 3, 9)

    // By kind of bet, worked out here: each layout's time shared by the window's figures.
    const shares = [
      [1000, 1000, 500, 500],
      [1500, 1500, 1500, 1500],
      [0, 0, 500, 1500]
    ]
    const want = new Map<string, { bets: number; right: number; ms: number }>()
    dealt.forEach((d, l) =>
      d.bets.forEach((b, i) => {
        const f = want.get(typeOf(b.spot)) ?? { bets: 0, right: 0, ms: 0 }
        f.bets++
        if (!(l === 1 && i === 2)) f.right++
        f.ms += shares[l]![i]!
        want.set(typeOf(b.spot), f)
      })
    )
    expect(Object.fromEntries(s.byType.map((f) => [f.type, { bets: f.bets, right: f.right, ms: f.ms }]))).toEqual(
      Object.fromEntries(want)
    )

    // History's trends: this run; a run left half done is not one.
    const half = await call(core, 'drill.new', { game: 'sicbo', bets: 3, timed: { layouts: 2, goalMs: 5000 } })
    clock.ms += 1000
    await call(core, 'drill.check', {
      drillId: half.drillId,
      answer: { mode: 'per-bet', payoutsMinor: rightPayouts(half) }
    })
    const trends = await call(core, 'drill.payoutTrends', { runs: 10 })
    expect(trends.runs).toEqual([s])
    const perBet = [...want].map(([type, f]) => ({ type, ...f })).sort((a, b) => b.ms / b.bets - a.ms / a.bets)
    expect(trends.byType.map((f) => f.ms / f.bets)).toEqual(perBet.map((f) => f.ms / f.bets))
    expect(new Set(trends.byType.map((f) => f.type))).toEqual(new Set(want.keys()))

    // Each layout is a payout drill too: four answered, in the drill's own list.
    const results = await payoutResults(core, 10)
    expect(results.count).toBe(4)
  })

  it('is answered bet by bet: a total is refused with its words, and nothing is saved', async () => {
    const { core } = setup()
    await profile(core, 'Minh')
    const q = await call(core, 'drill.new', { game: 'sicbo', bets: 3, timed: { layouts: 2, goalMs: 5000 } })
    const r = await dispatch(
      core,
      'drill.check',
      { drillId: q.drillId, answer: { mode: 'total', totalMinor: 0 } },
      { host: 'cli' }
    )
    expect(r).toMatchObject({ ok: false, error: { code: 'refused', i18n: { key: 'drill.timedPerBet' } } })
    expect((await payoutResults(core, 10)).count).toBe(0)
    // The layout still waits for its answer.
    const ok = await call(core, 'drill.check', {
      drillId: q.drillId,
      answer: { mode: 'per-bet', payoutsMinor: rightPayouts(q) }
    })
    expect(ok.check.correct).toBe(true)
    expect(ok.run?.next?.run).toMatchObject({ index: 2, of: 2 })
  })

  it('refuses a goal or a run out of range, naming the field', async () => {
    const { core } = setup()
    await profile(core, 'Minh')
    for (const [timed, msg] of [
      [{ layouts: 51 }, 'drill.new: timed.layouts: must be at most 50'],
      [{ goalMs: 999 }, 'drill.new: timed.goalMs: must be at least 1000']
    ] as const) {
      const r = await dispatch(core, 'drill.new', { game: 'sicbo', timed }, { host: 'cli' })
      expect(r).toMatchObject({ ok: false, error: { code: 'bad-request', message: msg } })
    }
  })
})
