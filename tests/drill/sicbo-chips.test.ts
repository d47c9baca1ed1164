/**
 * Paying in chips through the dispatcher on a real store (issue 36; docs/rules-sicbo.md "Paying in
 * chips"): every answer graded by main against the fewest chips worked out here by enumeration
 * (tests/support/chips.ts) and the settlement order by its rule written out here; the result kept as
 * a chip drill (History's `sicbo-chips`), apart from the payout drill's list; bad sets and answers
 * refused in words, saving nothing.
 */
import { describe, expect, it } from 'vitest'
import type { Core } from '../../src/core/index'
import { dispatch } from '../../src/core/rpc/index'
import type { ChipsQuestion } from '@shared/contract/chip-drill'
import type { ProcedureInput, ProcedureName, ProcedureResult } from '@shared/contract/index'
import { newCore } from '../support/core'
import { payoutResults } from '../support/drill-results'
import { enumerateFewest } from '../support/chips'

function setup(): { core: Core; clock: { ms: number } } {
  const clock = { ms: Date.UTC(2026, 2, 4, 9, 0, 0) }
  return { core: newCore(undefined, { now: () => new Date(clock.ms) }), clock }
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

/** The fewest chips for each amount of a pay or colour-up drill, by enumeration. */
function fewestAnswers(q: ChipsQuestion): Array<{ counts: number[] }> {
  return q.items.map((item) => {
    if (item.kind === 'order') throw new Error('chips only')
    const counts = enumerateFewest(item.amountMinor, q.denominationsMinor)
    if (!counts) throw new Error(`no way to make ${item.amountMinor}`)
    return { counts }
  })
}

describe('drill.chipsNew / drill.chipsCheck', () => {
  it('pays in the fewest chips of the house set: right, and one answer in more chips marked so', async () => {
    const { core, clock } = setup()
    await call(core, 'profiles.create', { name: 'Vy' })
    const q = await call(core, 'drill.chipsNew', { task: 'pay', set: 'house' })
    expect(q.denominationsMinor).toEqual([100, 500, 2_500, 10_000, 50_000, 100_000])
    expect(q.items).toHaveLength(4)
    for (const item of q.items) {
      if (item.kind !== 'pay') throw new Error('pay items only')
      expect(item.amountMinor).toBe(item.stakeMinor * item.pays)
    }
    // Nothing of the answer is dealt.
    expect(JSON.stringify(q)).not.toMatch(/fewest|counts|expected/)
    clock.ms += 7_500
    const right = fewestAnswers(q)
    const r = await call(core, 'drill.chipsCheck', { drillId: q.drillId, answers: right })
    expect(r).toMatchObject({ score: 4, outOf: 4, correct: true, durationMs: 7_500 })
    for (const [i, c] of r.items.entries()) {
      if (c.kind === 'order') throw new Error('chips only')
      expect(c.fewestChips).toBe(right[i]!.counts.reduce((a, b) => a + b, 0))
    }

    // The same amounts again, the first in 1-chip pieces only: the right value, not the fewest chips.
    const q2 = await call(core, 'drill.chipsNew', { task: 'pay', set: 'house' })
    const answers = fewestAnswers(q2)
    const first = q2.items[0]!
    if (first.kind === 'order') throw new Error('chips only')
    answers[0] = { counts: [first.amountMinor / 100, 0, 0, 0, 0, 0] }
    const r2 = await call(core, 'drill.chipsCheck', { drillId: q2.drillId, answers })
    const fewest = enumerateFewest(first.amountMinor, q2.denominationsMinor)!.reduce((a, b) => a + b, 0)
    const wantFirst = first.amountMinor / 100 > fewest ? 'not-fewest' : null
    expect(r2.items[0]).toMatchObject({ problem: wantFirst, givenMinor: first.amountMinor })
    expect(r2.score).toBe(wantFirst ? 3 : 4)

    // History: a chip drill of its own; the payout drill's list holds none of it.
    const h = await call(core, 'drill.history', { limit: 10 })
    expect(h.recent.map((x) => x.drill)).toEqual(['sicbo-chips', 'sicbo-chips'])
    expect(h.stats).toMatchObject([{ drill: 'sicbo-chips', count: 2 }])
    expect((await payoutResults(core, 10)).count).toBe(0)
  })

  it('a set of one’s own where the biggest chip first is wrong; colouring up into it', async () => {
    const { core } = setup()
    await call(core, 'profiles.create', { name: 'Vy' })
    const set = [400, 100, 300]
    const q = await call(core, 'drill.chipsNew', { task: 'colour-up', denominationsMinor: set })
    expect(q.set).toBeNull()
    expect(q.denominationsMinor).toEqual([100, 300, 400])
    for (const item of q.items) {
      if (item.kind !== 'colour-up') throw new Error('colour-up items only')
      expect(item.pile.reduce((s, n, i) => s + n * q.denominationsMinor[i]!, 0)).toBe(item.amountMinor)
    }
    const r = await call(core, 'drill.chipsCheck', { drillId: q.drillId, answers: fewestAnswers(q) })
    expect(r).toMatchObject({ correct: true, score: 3, outOf: 3 })
  })

  it('a settlement in order: losers taken first, then the winners from the highest “N to 1” down', async () => {
    const { core } = setup()
    await call(core, 'profiles.create', { name: 'Vy' })
    const q = await call(core, 'drill.chipsNew', { task: 'order', rules: { preset: 'macau' } })
    const item = q.items[0]!
    if (item.kind !== 'order') throw new Error('one order item')
    const idx = item.bets.map((_, i) => i)
    const losers = idx.filter((i) => item.bets[i]!.pays === null)
    const winners = idx.filter((i) => item.bets[i]!.pays !== null)
    const byOdds = [...winners].sort((a, b) => item.bets[b]!.pays! - item.bets[a]!.pays!)
    const ok = await call(core, 'drill.chipsCheck', {
      drillId: q.drillId,
      answers: [{ order: [...losers, ...byOdds] }]
    })
    expect(ok).toMatchObject({ correct: true, score: 1, outOf: 1 })

    const q2 = await call(core, 'drill.chipsNew', { task: 'order' })
    const it2 = q2.items[0]!
    if (it2.kind !== 'order') throw new Error('one order item')
    const l2 = it2.bets.flatMap((b, i) => (b.pays === null ? [i] : []))
    const w2 = it2.bets.flatMap((b, i) => (b.pays === null ? [] : [i]))
    // A winner paid first: wrong at the first step.
    const bad = await call(core, 'drill.chipsCheck', {
      drillId: q2.drillId,
      answers: [{ order: [w2[0]!, ...l2, ...w2.slice(1)] }]
    })
    expect(bad.items[0]).toMatchObject({ right: false, problem: 'winner-before-loser', at: 0 })
  })

  it('refuses a set that cannot pay and answers that do not fit, in words, saving nothing', async () => {
    const { core } = setup()
    await call(core, 'profiles.create', { name: 'Vy' })
    const far = await dispatch(
      core,
      'drill.chipsNew',
      { task: 'pay', denominationsMinor: [100_000_000] },
      { host: 'cli' }
    )
    expect(far).toMatchObject({ ok: false, error: { code: 'refused', i18n: { key: 'drill.chipsSet' } } })
    const q = await call(core, 'drill.chipsNew', { task: 'pay' })
    for (const answers of [[{ counts: [1, 0, 0, 0, 0, 0] }], fewestAnswers(q).map(() => ({ counts: [1, 2] }))]) {
      const r = await dispatch(core, 'drill.chipsCheck', { drillId: q.drillId, answers }, { host: 'cli' })
      expect(r).toMatchObject({ ok: false, error: { code: 'refused', i18n: { key: 'drill.chipsAnswer' } } })
    }
    expect((await call(core, 'drill.history', { limit: 10 })).recent).toEqual([])
    // Still waiting: the right answers are taken.
    expect((await call(core, 'drill.chipsCheck', { drillId: q.drillId, answers: fewestAnswers(q) })).correct).toBe(true)
  })
})
