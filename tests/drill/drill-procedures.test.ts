/**
 * The payout drill's procedures through the dispatcher and a real store in a temp directory:
 * dealing without answers, scoring against payouts worked out here from the pay tables of docs/rules-sicbo.md
 * (not from the engine), timing by main's clock, results kept per profile, and bad answers refused
 * without saving anything.
 */
import Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Core } from '../../src/core/index'
import { dispatch } from '../../src/core/rpc/index'
import type { DrillChecked, DrillQuestion, DrillResults } from '@shared/contract/drill'
import type { ProcedureInput, ProcedureName, ProcedureResult, ProfilesState, RpcResult } from '@shared/contract/index'
import { newCore } from '../support/core'
import { payoutResults } from '../support/drill-results'
import { tempDir } from '../support/temp'

/** A core on a fresh data dir with a hand-turned clock. */
function setup(): { core: Core; dataDir: string; clock: { ms: number } } {
  const dataDir = tempDir('banxanh-drill-')
  const clock = { ms: Date.UTC(2026, 0, 15, 12, 0, 0) }
  const core = newCore(dataDir, { now: () => new Date(clock.ms) })
  return { core, dataDir, clock }
}

async function call<N extends ProcedureName>(
  core: Core,
  name: N,
  input: ProcedureInput<N>
): Promise<ProcedureResult<N>> {
  const r = await dispatch(core, name, input, { host: 'cli' })
  if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code })
  return r.value as ProcedureResult<N>
}

async function raw(core: Core, name: string, input: unknown): Promise<RpcResult<unknown>> {
  return dispatch(core, name, input, { host: 'cli' })
}

async function profile(core: Core, name: string): Promise<string> {
  const s: ProfilesState = await call(core, 'profiles.create', { name })
  return s.currentId as string
}

// ---- an independent payout oracle, straight from docs/rules-sicbo.md --------------------------------

const TRAINER = {
  smallBig: 1,
  single: [0, 1, 2, 3],
  totals: { 4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6 } as Record<number, number>,
  double: 11,
  triple: 180,
  anyTriple: 30,
  combo: 6
}
const MACAU = {
  smallBig: 1,
  single: [0, 1, 2, 3],
  totals: { 4: 50, 5: 18, 6: 14, 7: 12, 8: 8, 9: 6, 10: 6 } as Record<number, number>,
  double: 8,
  triple: 150,
  anyTriple: 24,
  combo: 5
}
type Table = typeof TRAINER

/** "N to 1" for a spot on a roll, or null when it loses. */
function pays(t: Table, spot: string, dice: number[]): number | null {
  const total = dice[0]! + dice[1]! + dice[2]!
  const triple = dice[0] === dice[1] && dice[1] === dice[2]
  const count = (n: number): number => dice.filter((d) => d === n).length
  if (spot === 'small') return !triple && total <= 10 ? t.smallBig : null
  if (spot === 'big') return !triple && total >= 11 ? t.smallBig : null
  if (spot === 'any-triple') return triple ? t.anyTriple : null
  const [kind, arg] = spot.split(':') as [string, string]
  if (kind === 'single') return count(Number(arg)) > 0 ? t.single[count(Number(arg))]! : null
  if (kind === 'double') return count(Number(arg)) >= 2 ? t.double : null
  if (kind === 'triple') return count(Number(arg)) === 3 ? t.triple : null
  if (kind === 'total') return Number(arg) === total ? t.totals[Math.min(total, 21 - total)]! : null
  if (kind === 'combo') {
    const [a, b] = arg.split('-').map(Number) as [number, number]
    return count(a) > 0 && count(b) > 0 ? t.combo : null
  }
  throw new Error(`oracle: unknown spot ${spot}`)
}

function rightPayouts(t: Table, q: DrillQuestion): number[] {
  return q.bets.map((b) => {
    const n = pays(t, b.spot, q.dice)
    return n === null ? 0 : b.amountMinor * n
  })
}

// ---- tests ------------------------------------------------------------------------------------------

describe('drill.new', () => {
  it('deals a layout and a roll, with nothing of what it pays', async () => {
    const { core } = setup()
    await profile(core, 'An')
    const q = await call(core, 'drill.new', { game: 'sicbo', rules: { preset: 'macau' }, bets: 7 })
    expect(q.bets).toHaveLength(7)
    expect(new Set(q.bets.map((b) => b.spot)).size).toBe(7)
    expect(q.dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)).toBe(true)
    expect(q.total).toBe(q.dice[0] + q.dice[1] + q.dice[2])
    expect(q.rulesName).toBe('macau')
    expect(q.rules.payTable.double).toBe(8)
    expect(q.drillId).toMatch(/^[A-Za-z0-9_-]+$/)
    // Without the id: it is random letters, and could spell one of these words.
    expect(JSON.stringify({ ...q, drillId: '' })).not.toMatch(/payout|"pays"|wins|expected/i)
  })

  it('needs a profile, and names a bad house rule', async () => {
    const { core } = setup()
    expect(await raw(core, 'drill.new', { game: 'sicbo' })).toMatchObject({
      ok: false,
      error: { code: 'refused', message: expect.stringMatching(/profile/) }
    })
    await profile(core, 'An')
    expect(await raw(core, 'drill.new', { game: 'sicbo', rules: { payTable: { double: 9 } } })).toMatchObject({
      ok: false,
      error: { code: 'refused', message: expect.stringMatching(/^rules\.payTable\.\w+: /) }
    })
    expect(await raw(core, 'drill.new', { game: 'sicbo', bets: 11 })).toMatchObject({
      ok: false,
      error: { code: 'bad-request', message: 'drill.new: bets: must be at most 10' }
    })
  })
})

describe('drill.check', () => {
  it('scores a right per-bet answer full marks and times it by main’s clock', async () => {
    const { core, clock } = setup()
    await profile(core, 'An')
    const q = await call(core, 'drill.new', { game: 'sicbo', rules: { preset: 'trainer' }, bets: 6 })
    clock.ms += 4321
    const r: DrillChecked = await call(core, 'drill.check', {
      drillId: q.drillId,
      answer: { mode: 'per-bet', payoutsMinor: rightPayouts(TRAINER, q) },
      elapsedMs: 4000
    })
    expect(r.check).toMatchObject({ correct: true, score: 6, outOf: 6, mistakes: [] })
    expect(r.check.expectedTotalMinor).toBe(rightPayouts(TRAINER, q).reduce((a, b) => a + b, 0))
    expect(r.result).toMatchObject({
      mode: 'per-bet',
      score: 6,
      outOf: 6,
      correct: true,
      durationMs: 4321,
      rulesName: 'trainer'
    })
    expect(r.clientElapsedMs).toBe(4000)
    // The first result is the best by itself, but there was nothing to beat: no "A new best!" (issue 32).
    expect(r.isBest).toBe(false)
    expect(r.best.id).toBe(r.result.id)
  })

  it('marks each wrong bet with the right figure and why', async () => {
    const { core } = setup()
    await profile(core, 'An')
    const q = await call(core, 'drill.new', { game: 'sicbo', rules: { preset: 'macau' }, bets: 5 })
    const right = rightPayouts(MACAU, q)
    const given = [...right]
    given[0] = right[0]! + 100
    given[3] = right[3] === 0 ? q.bets[3]!.amountMinor : 0
    const r = await call(core, 'drill.check', { drillId: q.drillId, answer: { mode: 'per-bet', payoutsMinor: given } })
    expect(r.check.correct).toBe(false)
    expect(r.check.score).toBe(3)
    expect(r.check.mistakes.map((m) => (m.kind === 'bet' ? [m.bet, m.givenMinor, m.expectedMinor] : null))).toEqual([
      [0, given[0], right[0]],
      [3, given[3], right[3]]
    ])
    for (const m of r.check.mistakes) {
      if (m.kind !== 'bet') throw new Error('per-bet mistakes only')
      expect(m.explanation.spot).toBe(q.bets[m.bet]!.spot)
      expect(m.explanation.reason.code).toBeTruthy()
    }
    expect(r.clientElapsedMs).toBeNull()
  })

  it('scores the total mode right or wrong', async () => {
    const { core } = setup()
    await profile(core, 'An')
    const q1 = await call(core, 'drill.new', { game: 'sicbo', rules: {}, bets: 4 })
    const total = rightPayouts(TRAINER, q1).reduce((a, b) => a + b, 0)
    const right = await call(core, 'drill.check', { drillId: q1.drillId, answer: { mode: 'total', totalMinor: total } })
    expect(right.check).toMatchObject({ correct: true, score: 1, outOf: 1 })
    const q2 = await call(core, 'drill.new', { game: 'sicbo', rules: {}, bets: 4 })
    const total2 = rightPayouts(TRAINER, q2).reduce((a, b) => a + b, 0)
    const wrong = await call(core, 'drill.check', {
      drillId: q2.drillId,
      answer: { mode: 'total', totalMinor: total2 + 1 }
    })
    expect(wrong.check).toMatchObject({
      correct: false,
      score: 0,
      outOf: 1,
      mistakes: [{ kind: 'total', givenMinor: total2 + 1, expectedMinor: total2 }]
    })
    expect(wrong.isBest).toBe(false)
    expect(wrong.best.id).toBe(right.result.id)
  })

  it('answers each drill once', async () => {
    const { core } = setup()
    await profile(core, 'An')
    const q = await call(core, 'drill.new', { game: 'sicbo', rules: {}, bets: 2 })
    await call(core, 'drill.check', { drillId: q.drillId, answer: { mode: 'total', totalMinor: 0 } })
    expect(
      await raw(core, 'drill.check', { drillId: q.drillId, answer: { mode: 'total', totalMinor: 0 } })
    ).toMatchObject({
      ok: false,
      error: { code: 'not-found' }
    })
  })

  it('refuses a bad answer payload and saves nothing', async () => {
    const { core, dataDir } = setup()
    await profile(core, 'An')
    const q = await call(core, 'drill.new', { game: 'sicbo', rules: {}, bets: 3 })
    const bad: Array<[unknown, string, RegExp]> = [
      [
        { drillId: q.drillId, answer: { mode: 'per-bet', payoutsMinor: [100, -1, 0] } },
        'bad-request',
        /^drill\.check: answer\.payoutsMinor\.1: must be 0 or more$/
      ],
      [
        { drillId: q.drillId, answer: { mode: 'per-bet', payoutsMinor: [100, 0.5, 0] } },
        'bad-request',
        /^drill\.check: answer\.payoutsMinor\.1: must be whole minor units$/
      ],
      [
        { drillId: q.drillId, answer: { mode: 'total', totalMinor: '5' } },
        'bad-request',
        /^drill\.check: answer\.totalMinor: /
      ],
      [
        { drillId: q.drillId, answer: { mode: 'guess', totalMinor: 5 } },
        'bad-request',
        /^drill\.check: answer\.mode: /
      ],
      [
        { drillId: q.drillId, answer: { mode: 'total', totalMinor: 5 }, extra: 1 },
        'bad-request',
        /^drill\.check: input: unexpected field "extra"$/
      ],
      [
        { drillId: q.drillId, answer: { mode: 'per-bet', payoutsMinor: [0, 0] } },
        'refused',
        /gives 2 payouts for the 3 bets/
      ],
      [{ drillId: 'nope', answer: { mode: 'total', totalMinor: 0 } }, 'not-found', /no drill "nope"/]
    ]
    for (const [input, code, message] of bad) {
      const r = await raw(core, 'drill.check', input)
      expect(r, JSON.stringify(input)).toMatchObject({ ok: false, error: { code } })
      if (!r.ok) expect(r.error.message).toMatch(message)
    }
    // Refusals of the drill's own carry a key the renderer words in the user's language.
    expect(
      await raw(core, 'drill.check', { drillId: q.drillId, answer: { mode: 'per-bet', payoutsMinor: [0, 0] } })
    ).toMatchObject({
      ok: false,
      error: { i18n: { key: 'drill.answerCount', vars: { given: 2, bets: 3 } } }
    })
    const db = new Database(join(dataDir, 'banxanh.sqlite'), { readonly: true })
    try {
      expect(db.prepare('SELECT count(*) FROM drill_results').pluck().get()).toBe(0)
    } finally {
      db.close()
    }
    // The drill is still waiting: a refusal used nothing up.
    const ok = await call(core, 'drill.check', {
      drillId: q.drillId,
      answer: { mode: 'per-bet', payoutsMinor: rightPayouts(TRAINER, q) }
    })
    expect(ok.check.correct).toBe(true)
  })
})

describe('drill.results', () => {
  it('is tagged with the game asked about, each game its own drill; a game without one is refused by the schema', async () => {
    const { core } = setup()
    await profile(core, 'An')
    expect(await call(core, 'drill.results', { game: 'blackjack', kind: 'tray', limit: 5 })).toEqual({
      game: 'blackjack',
      results: { recent: [], best: null, count: 0, correctCount: 0 }
    })
    expect(await raw(core, 'drill.results', { game: 'xidach', limit: 5 })).toMatchObject({
      ok: false,
      error: { code: 'bad-request', message: expect.stringMatching(/^drill\.results: game: /) }
    })
    // Blackjack's results are of one kind: without it the ask is refused, naming the field.
    expect(await raw(core, 'drill.results', { game: 'blackjack', limit: 5 })).toMatchObject({
      ok: false,
      error: { code: 'bad-request', message: expect.stringMatching(/^drill\.results: kind: /) }
    })
  })

  it('keeps results per profile, newest first, with the best by share right and then speed', async () => {
    const { core, clock, dataDir } = setup()
    const an = await profile(core, 'An')
    const play = async (rightCount: 'all' | 'none', ms: number): Promise<DrillChecked> => {
      const q = await call(core, 'drill.new', { game: 'sicbo', rules: {}, bets: 4 })
      clock.ms += ms
      const right = rightPayouts(TRAINER, q)
      const given = rightCount === 'all' ? right : right.map((p, i) => p + 100 + q.bets[i]!.amountMinor)
      return call(core, 'drill.check', { drillId: q.drillId, answer: { mode: 'per-bet', payoutsMinor: given } })
    }
    const slow = await play('all', 9000)
    expect(slow.isBest).toBe(false)
    await play('none', 1000)
    const fast = await play('all', 3000)
    expect(fast.isBest).toBe(true)

    const binh = await profile(core, 'Bình')
    expect(await call(core, 'drill.results', { game: 'sicbo', limit: 10 })).toEqual({
      game: 'sicbo',
      results: { recent: [], best: null, count: 0, correctCount: 0 }
    })
    // A drill dealt to Bình cannot be answered once An is back.
    const q = await call(core, 'drill.new', { game: 'sicbo', rules: {}, bets: 2 })
    await call(core, 'profiles.select', { id: an })
    expect(
      await raw(core, 'drill.check', { drillId: q.drillId, answer: { mode: 'total', totalMinor: 0 } })
    ).toMatchObject({
      ok: false,
      error: { code: 'refused', message: expect.stringMatching(/another profile/) }
    })

    const r: DrillResults = await payoutResults(core, 2)
    expect(r.count).toBe(3)
    expect(r.correctCount).toBe(2)
    expect(r.recent.map((x) => x.id)).toEqual([fast.result.id, fast.result.id - 1])
    expect(r.best).toMatchObject({ id: fast.result.id, durationMs: 3000, score: 4, outOf: 4 })
    expect(slow.result.durationMs).toBe(9000)

    const db = new Database(join(dataDir, 'banxanh.sqlite'), { readonly: true })
    try {
      const rows = db
        .prepare('SELECT profile_id, game, score, duration_ms, answers_json FROM drill_results ORDER BY id')
        .all() as Array<{ profile_id: string; game: string; score: number; duration_ms: number; answers_json: string }>
      expect(rows.map((x) => [x.profile_id, x.score, x.duration_ms])).toEqual([
        [an, 4, 9000],
        [an, 0, 1000],
        [an, 4, 3000]
      ])
      const saved = JSON.parse(rows[0]!.answers_json) as {
        drill: { bets: unknown[]; dice: number[] }
        answer: { mode: string }
        outOf: number
      }
      expect(saved.drill.bets).toHaveLength(4)
      expect(saved.answer.mode).toBe('per-bet')
      expect(saved.outOf).toBe(4)
    } finally {
      db.close()
    }
    expect(binh).not.toBe(an)
  })
})
