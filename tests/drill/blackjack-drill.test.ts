/**
 * The Blackjack drills (basic strategy, Hi-Lo counting) through the dispatcher and a real store:
 * hands of the kind asked for, answers checked against the exact best play of each start for the
 * chosen rules (the published cells of 6-deck S17 DAS LS basic strategy agree with it), counts checked
 * against a Hi-Lo count done here, timing by main's clock, results kept per profile and kind, a
 * drill checked once, and the weighting toward cells answered wrong.
 */
import { describe, expect, it } from 'vitest'
import type { Core } from '../../src/main/core/index'
import { dispatch } from '../../src/main/rpc/index'
import type { ProcedureInput, ProcedureName, ProcedureResult, ProfilesState } from '@shared/contract/index'
import type { BlackjackDrillAction } from '@shared/contract/blackjack-drill'
import { parseCard, pipValue, rankOf, type Card } from '@shared/cards'
import { blackjackPresets, resolveBlackjackRules } from '@shared/games/blackjack'
import { analyzeRuleset, cellWeights, dealStrategyHands, rowsOf } from '../../src/main/engine/games/blackjack'
import { HmacStream } from '../../src/main/fairness/stream'
import { newCore } from '../support/core'
import { tempDir } from '../support/temp'

function setup(): { core: Core; clock: { ms: number } } {
  const clock = { ms: Date.UTC(2026, 0, 15, 12, 0, 0) }
  const core = newCore(tempDir('banxanh-bjdrill-'), { now: () => new Date(clock.ms) })
  return { core, clock }
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

async function profile(core: Core, name: string): Promise<string> {
  const s: ProfilesState = await call(core, 'profiles.create', { name })
  return s.currentId as string
}

const v = (c: Card): number => pipValue(rankOf(parseCard(c)!))
const upLabel = (x: number): string => (x === 1 ? 'A' : x === 10 ? 'T' : String(x))

/** Published 4–8 deck S17 DAS late-surrender basic strategy cells that hold for every start in the cell. */
function published(a: number, b: number, up: number): BlackjackDrillAction | null {
  if (a === 1 && b === 1) return 'split'
  if (a === 8 && b === 8) return 'split'
  if (a === 10 && b === 10) return 'stand'
  if (a === 5 && b === 5) return up >= 2 && up <= 9 ? 'double' : 'hit'
  if ((a === 1 && b === 9) || (a === 9 && b === 1)) return 'stand'
  if (a !== b && a !== 1 && b !== 1 && a + b === 17) return 'stand'
  if (a !== b && a !== 1 && b !== 1 && a + b <= 8 && up === 10) return 'hit'
  return null
}

const HILO = (x: number): number => (x >= 2 && x <= 6 ? 1 : x === 1 || x === 10 ? -1 : 0)

describe('Blackjack basic-strategy drill', () => {
  it('deals only the kind of hand asked for, and checks each answer against the exact best play for the rules', async () => {
    const { core, clock } = setup()
    await profile(core, 'An')
    const rules = resolveBlackjackRules({ preset: 'vegas-6d' })
    if (!rules.ok) throw new Error(rules.message)
    const exact = analyzeRuleset(rules.rules).composition
    let publishedSeen = 0
    for (const hands of ['pair', 'soft', 'hard'] as const) {
      const q = await call(core, 'drill.bjStrategyNew', { rules: { preset: 'vegas-6d' }, hands, count: 20 })
      expect(q.hands).toHaveLength(20)
      const answers: BlackjackDrillAction[] = []
      for (const h of q.hands) {
        const [a, b] = h.cards.map(v) as [number, number]
        if (hands === 'pair') expect(a).toBe(b)
        if (hands === 'soft') expect((a === 1) !== (b === 1)).toBe(true)
        if (hands === 'hard') {
          expect(a === 1 || b === 1).toBe(false)
          expect(a).not.toBe(b)
        }
        expect(h.allowed).toContain('hit')
        expect(h.allowed).toContain('surrender')
        expect(h.allowed.includes('split')).toBe(a === b)
        const best = exact[upLabel(v(h.up))]![`${Math.min(a, b)},${Math.max(a, b)}`]!.best as BlackjackDrillAction
        const p = published(Math.min(a, b), Math.max(a, b), v(h.up))
        if (p) {
          expect(best).toBe(p)
          publishedSeen++
        }
        answers.push(best)
      }
      clock.ms += 12_345
      const r = await call(core, 'drill.bjStrategyCheck', { drillId: q.drillId, answers })
      expect(r.result.score).toBe(20)
      expect(r.result.correct).toBe(true)
      expect(r.result.durationMs).toBe(12_345)
      expect(r.result.rulesName).toBe('vegas-6d')
      expect(r.check.every((x) => x.correct && x.answer === x.best)).toBe(true)
    }
    expect(publishedSeen).toBeGreaterThan(0)

    // Every answer "stand": right exactly where standing is the best play.
    const q = await call(core, 'drill.bjStrategyNew', { rules: { preset: 'vegas-6d' }, hands: 'mixed', count: 20 })
    const want = q.hands.filter((h) => {
      const [a, b] = h.cards.map(v) as [number, number]
      const e = exact[upLabel(v(h.up))]![`${Math.min(a, b)},${Math.max(a, b)}`]!
      return e.stand >= Math.max(e.hit, e.double ?? -9, e.split ?? -9, e.surrender ?? -9) - 1e-12
    }).length
    const r = await call(core, 'drill.bjStrategyCheck', {
      drillId: q.drillId,
      answers: q.hands.map(() => 'stand' as const)
    })
    expect(r.result.score).toBe(want)
    for (const x of r.check) expect(x.chart).not.toBeNull()
    // Checked once only.
    await expect(
      call(core, 'drill.bjStrategyCheck', { drillId: q.drillId, answers: q.hands.map(() => 'stand' as const) })
    ).rejects.toMatchObject({ code: 'not-found' })

    const results = await call(core, 'drill.bjResults', { kind: 'strategy', limit: 10 })
    expect(results.count).toBe(4)
    expect(results.correctCount).toBe(want === 20 ? 4 : 3)
    expect(results.best!.score).toBe(20)
    expect((await call(core, 'drill.bjResults', { kind: 'count', limit: 10 })).count).toBe(0)
  }, 120_000)

  it('offers split only where the table would: a pair of one rank, and a second hand allowed', async () => {
    const { core } = setup()
    await profile(core, 'An')
    // Under splitBy "rank" (the presets' default) K-J is no pair at the table; a pair drill deals one rank.
    // Ten pairs are one cell in ten: 200 hands miss them about once in 10^9 runs.
    let tens = 0
    for (let d = 0; d < 10 && tens === 0; d++) {
      const q = await call(core, 'drill.bjStrategyNew', { rules: { preset: 'vegas-6d' }, hands: 'pair', count: 20 })
      for (const h of q.hands) {
        expect(rankOf(parseCard(h.cards[0])!)).toBe(rankOf(parseCard(h.cards[1])!))
        expect(h.cards[0]).not.toBe(h.cards[1])
        expect(h.allowed).toContain('split')
        if (v(h.cards[0]) === 10) tens++
      }
    }
    expect(tens).toBeGreaterThan(0)
    // maxHands 1: no splitting at that table, so none offered, and every offered play has its EV.
    const one = await call(core, 'drill.bjStrategyNew', {
      rules: { preset: 'vegas-6d', maxHands: 1 },
      hands: 'pair',
      count: 10
    })
    for (const h of one.hands) expect(h.allowed).not.toContain('split')
    const checked = await call(core, 'drill.bjStrategyCheck', {
      drillId: one.drillId,
      answers: one.hands.map((h) => h.allowed[0]!)
    })
    for (const [i, c] of checked.check.entries()) for (const a of one.hands[i]!.allowed) expect(c.evs[a]).toBeDefined()
  })

  it('refuses a wrong number of answers and another profile’s drill, saving nothing', async () => {
    const { core } = setup()
    await profile(core, 'An')
    // A table passes its resolved rules: a preset's are named as the preset.
    const q = await call(core, 'drill.bjStrategyNew', {
      rules: { ...blackjackPresets.club99 },
      hands: 'hard',
      count: 3
    })
    expect(q.rulesName).toBe('club99')
    await expect(call(core, 'drill.bjStrategyCheck', { drillId: q.drillId, answers: ['hit'] })).rejects.toMatchObject({
      code: 'refused'
    })
    await profile(core, 'Bình')
    await expect(
      call(core, 'drill.bjStrategyCheck', { drillId: q.drillId, answers: ['hit', 'hit', 'hit'] })
    ).rejects.toMatchObject({ code: 'refused' })
    expect((await call(core, 'drill.bjResults', { kind: 'strategy', limit: 10 })).count).toBe(0)
  })

  it('deals this profile the cells it answered wrong more often (its saved answers weight the next deals)', async () => {
    const { core } = setup()
    await profile(core, 'An')
    const rules = resolveBlackjackRules({ preset: 'vegas-6d' })
    if (!rules.ok) throw new Error(rules.message)
    const exact = analyzeRuleset(rules.rules).composition
    const q = await call(core, 'drill.bjStrategyNew', { rules: { preset: 'vegas-6d' }, hands: 'pair', count: 20 })
    // A wrong answer for every hand: a play that is not the best one here.
    const wrong = new Map<string, number>()
    const answers = q.hands.map((h) => {
      const p = v(h.cards[0]!)
      const up = upLabel(v(h.up))
      const best = exact[up]![`${p},${p}`]!.best
      const k = `${p}|${up}`
      wrong.set(k, (wrong.get(k) ?? 0) + 1)
      return (best === 'hit' ? 'stand' : 'hit') as BlackjackDrillAction
    })
    const r = await call(core, 'drill.bjStrategyCheck', { drillId: q.drillId, answers })
    expect(r.result.score).toBe(0)
    // The share of the wrong cells among 100 pair cells, weighted (1 + 3 per wrong answer, at most 13) and not.
    let extra = 0
    for (const n of wrong.values()) extra += 3 * Math.min(4, n)
    const weighted = (wrong.size + extra) / (100 + extra)
    const plain = wrong.size / 100
    let hits = 0
    let dealt = 0
    for (let i = 0; i < 10; i++) {
      const next = await call(core, 'drill.bjStrategyNew', { rules: { preset: 'vegas-6d' }, hands: 'pair', count: 20 })
      for (const h of next.hands) {
        dealt++
        if (wrong.has(`${v(h.cards[0]!)}|${upLabel(v(h.up))}`)) hits++
      }
    }
    // 200 hands: the halfway mark between the two shares is several standard deviations from either.
    expect(hits / dealt).toBeGreaterThan((weighted + plain) / 2)
  }, 60_000)

  it('deals cells answered wrong more often', () => {
    // Each wrong answer not since put right adds 3 to the cell's weight of 1 (at most 13).
    const w = cellWeights([
      { row: 'H12', up: '4', correct: false },
      { row: 'H12', up: '4', correct: false },
      { row: 'S18', up: '9', correct: false },
      { row: 'S18', up: '9', correct: true },
      { row: 'H16', up: 'T', correct: true }
    ])
    expect(w.get('H12|4')).toBe(7)
    expect(w.has('S18|9')).toBe(false)
    expect(w.has('H16|T')).toBe(false)
    const cells = rowsOf('hard').length * 10
    const rng = new HmacStream('a'.repeat(64), 'test', 0)
    const hands = dealStrategyHands('hard', 20_000, rng, w)
    const hits = hands.filter((h) => h.cell.row === 'H12' && h.cell.up === '4').length
    // Expected share 7 / (cells − 1 + 7) against 1 / cells unweighted.
    const share = hits / hands.length
    expect(share).toBeGreaterThan(0.7 * (7 / (cells + 6)))
    expect(share).toBeLessThan(1.3 * (7 / (cells + 6)))
    for (const h of hands) expect(h.start[0] + h.start[1]).toBe(Number(h.cell.row.slice(1)))
  })
})

describe('Hi-Lo counting drill', () => {
  it('checks the running and true counts of the dealt cards, times from the last card shown, and keeps the result', async () => {
    const { core, clock } = setup()
    await profile(core, 'An')
    const q = await call(core, 'drill.bjCountNew', { decks: 6, cards: 52, speedMs: 500 })
    expect(q.cards).toHaveLength(52)
    const running = q.cards.reduce((s, c) => s + HILO(v(c)), 0)
    const trueCount = running / ((6 * 52 - 52) / 52)
    clock.ms += 52 * 500 + 4000
    const r = await call(core, 'drill.bjCountCheck', {
      drillId: q.drillId,
      running,
      trueCount: Math.round(trueCount * 2) / 2
    })
    expect(r.check.running).toBe(running)
    expect(r.check.trueCount).toBeCloseTo(trueCount, 12)
    expect(r.check.decksLeft).toBe(5)
    expect(r.result.score).toBe(2)
    expect(r.result.durationMs).toBe(4000)

    const q2 = await call(core, 'drill.bjCountNew', { decks: 1, cards: 26, speedMs: 1000 })
    const rc2 = q2.cards.reduce((s, c) => s + HILO(v(c)), 0)
    const r2 = await call(core, 'drill.bjCountCheck', {
      drillId: q2.drillId,
      running: rc2 + 1,
      trueCount: rc2 / 0.5 + 0.75
    })
    expect(r2.check.runningRight).toBe(false)
    expect(r2.check.trueRight).toBe(false)
    expect(r2.result.score).toBe(0)
    const res = await call(core, 'drill.bjResults', { kind: 'count', limit: 5 })
    expect(res.count).toBe(2)
    expect(res.correctCount).toBe(1)
    expect(res.recent[0]!.decks).toBe(1)
    expect(res.best!.score).toBe(2)
    await expect(call(core, 'drill.bjCountNew', { decks: 1, cards: 60, speedMs: 1000 })).rejects.toMatchObject({
      code: 'refused'
    })
  })

  // Issue 32, item 4: a whole deck counted down. The true count is the running count per deck still to
  // come; with none to come it is undefined (no bet follows), so only the running count is asked and
  // scored: a right running count is the whole score, never "true count: wrong (you said 0)".
  it('asks no true count when no cards are left: the running count alone is scored', async () => {
    const { core } = setup()
    await profile(core, 'Bảo')
    const q = await call(core, 'drill.bjCountNew', { decks: 1, cards: 52, speedMs: 300 })
    // A whole deck sums to zero in Hi-Lo (20 low cards +1, 20 high cards −1, 12 neutral).
    expect(q.cards.reduce((s, c) => s + HILO(v(c)), 0)).toBe(0)
    const r = await call(core, 'drill.bjCountCheck', { drillId: q.drillId, running: 0 })
    expect(r.check).toEqual({ running: 0, trueCount: null, decksLeft: 0, runningRight: true, trueRight: null })
    expect(r.result.score).toBe(1)
    expect(r.result.outOf).toBe(1)
    // A true count sent anyway changes nothing: there is none to be right or wrong about.
    const q2 = await call(core, 'drill.bjCountNew', { decks: 1, cards: 52, speedMs: 300 })
    const r2 = await call(core, 'drill.bjCountCheck', { drillId: q2.drillId, running: 0, trueCount: 0 })
    expect(r2.check.trueRight).toBeNull()
    expect(r2.result.score).toBe(1)
    // With cards still to come the true count is asked: it is required.
    const q3 = await call(core, 'drill.bjCountNew', { decks: 1, cards: 26, speedMs: 300 })
    await expect(call(core, 'drill.bjCountCheck', { drillId: q3.drillId, running: 0 })).rejects.toMatchObject({
      code: 'refused'
    })
  })
})
