/**
 * The Blackjack drills through the dispatcher and a real store.
 * - Strategy flashcards: one hand at a time of the kind asked for (or the cells picked), each answer
 *   graded at once (a pair's best play is the published 6-deck S17 DAS late-surrender chart's, written
 *   out here), the session kept as one result that grows answer by answer (main's clock), the cells
 *   answered wrong dealt more often in later sessions under rules that play alike and not under others
 *   nor for another profile, the heat map counting what was answered here, any saved ruleset usable,
 *   and the refusals (another hand's answer, a play not allowed, another profile, no cells picked).
 * - Hi-Lo counting: counts checked against a Hi-Lo count done here.
 */
import { describe, expect, it } from 'vitest'
import type { Core } from '../../src/core/index'
import { dispatch } from '../../src/core/rpc/index'
import type { ProcedureInput, ProcedureName, ProcedureResult, ProfilesState } from '@shared/contract/index'
import type { BjCard, BlackjackDrillAction } from '@shared/contract/blackjack-drill'
import { parseCard, pipValue, rankOf, type Card } from '@shared/cards'
import { newCore } from '../support/core'
import { blackjackResults } from '../support/drill-results'
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
  if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code, i18n: r.error.i18n })
  return r.value as ProcedureResult<N>
}

async function profile(core: Core, name: string): Promise<string> {
  const s: ProfilesState = await call(core, 'profiles.create', { name })
  return s.currentId as string
}

const v = (c: Card): number => pipValue(rankOf(parseCard(c)!))
const upLabel = (x: number): string => (x === 1 ? 'A' : x === 10 ? 'T' : String(x))
const pairOf = (card: BjCard): string =>
  `${upLabel(v(card.cards[0]))},${upLabel(v(card.cards[0]))}|${upLabel(v(card.up))}`

/** Pairs under the published 4–8 deck S17 DAS late-surrender chart (Wizard of Odds): every cell. */
function publishedPair(p: number, up: number): BlackjackDrillAction {
  if (p === 1 || p === 8) return 'split'
  if (p === 10) return 'stand'
  if (p === 5) return up >= 2 && up <= 9 ? 'double' : 'hit'
  if (p === 9) return up === 7 || up === 10 || up === 1 ? 'stand' : 'split'
  if (p === 2 || p === 3 || p === 7) return up >= 2 && up <= 7 ? 'split' : 'hit'
  if (p === 6) return up >= 2 && up <= 6 ? 'split' : 'hit'
  return up === 5 || up === 6 ? 'split' : 'hit'
}
const rightFor = (c: BjCard): BlackjackDrillAction => publishedPair(v(c.cards[0]), v(c.up))
/** A play the chart says is not the best (always allowed on a pair). */
const wrongFor = (c: BjCard): BlackjackDrillAction => (rightFor(c) === 'stand' ? 'hit' : 'stand')

const VEGAS = { rules: { preset: 'vegas-6d' } }
const HILO = (x: number): number => (x >= 2 && x <= 6 ? 1 : x === 1 || x === 10 ? -1 : 0)

/** The share of `starts` sessions' first hands that fall on `cells`. */
async function firstHandShare(
  core: Core,
  ruleset: ProcedureInput<'drill.strategyStart'>['ruleset'],
  cells: Set<string>,
  starts: number
): Promise<number> {
  let hits = 0
  for (let i = 0; i < starts; i++) {
    const s = await call(core, 'drill.strategyStart', { ruleset, mode: 'pair' })
    if (cells.has(pairOf(s.card))) hits++
  }
  return hits / starts
}

describe('Blackjack strategy flashcards', () => {
  it('deals one hand at a time of the kind asked for, grades each at once, and keeps the session as one growing result', async () => {
    const { core, clock } = setup()
    await profile(core, 'An')
    for (const mode of ['hard', 'soft'] as const) {
      const s = await call(core, 'drill.strategyStart', { ruleset: VEGAS, mode })
      expect(s.rulesName).toBe('vegas-6d')
      let card = s.card
      for (let i = 1; i <= 12; i++) {
        expect(card.n).toBe(i)
        const [a, b] = card.cards.map(v) as [number, number]
        if (mode === 'soft') expect((a === 1) !== (b === 1)).toBe(true)
        else expect(a === 1 || b === 1 || a === b).toBe(false)
        expect(card.allowed).toEqual(['hit', 'stand', 'double', 'surrender'])
        // Standing on hard 17–19 and soft 19–20 is the chart's play against every up-card.
        const total = a + b + (a === 1 || b === 1 ? 10 : 0)
        const f = await call(core, 'drill.strategyAnswer', { sessionId: s.sessionId, n: card.n, answer: 'stand' })
        if (total >= 17 && (mode === 'hard' || total >= 19)) expect(f.item.correct).toBe(true)
        if (total <= 11 || (mode === 'soft' && total <= 17)) expect(f.item.correct).toBe(false)
        expect(f.item.answer).toBe('stand')
        expect(Object.keys(f.item.evs).sort()).toEqual(['double', 'hit', 'stand', 'surrender'])
        expect(f.item.evs[f.item.best]).toBe(Math.max(...Object.values(f.item.evs)))
        expect(f.item.chart).not.toBeNull()
        expect(f.tally.answered).toBe(i)
        card = f.next
      }
    }
    // Pairs, answered by the published chart, a second apart: all right, 6 s, one result.
    const s = await call(core, 'drill.strategyStart', { ruleset: VEGAS, mode: 'pair' })
    let card = s.card
    let tally = null
    for (let i = 0; i < 6; i++) {
      const [a, b] = card.cards
      expect(rankOf(parseCard(a)!)).toBe(rankOf(parseCard(b)!))
      expect(card.allowed).toContain('split')
      clock.ms += 1000
      const f = await call(core, 'drill.strategyAnswer', { sessionId: s.sessionId, n: card.n, answer: rightFor(card) })
      expect([f.item.correct, f.item.best]).toEqual([true, rightFor(card)])
      tally = f.tally
      card = f.next
    }
    expect(tally).toMatchObject({ answered: 6, right: 6, durationMs: 6000 })
    const results = await blackjackResults(core, 'strategy', 10)
    expect(results.count).toBe(3)
    expect(results.recent[0]).toMatchObject({ score: 6, outOf: 6, correct: true, durationMs: 6000, hands: 'pair' })
    expect(results.recent.map((r) => r.outOf)).toEqual([6, 12, 12])
    const history = await call(core, 'drill.history', { limit: 10 })
    expect(history.stats.find((x) => x.drill === 'bj-strategy')?.count).toBe(3)
  }, 120_000)

  it('deals only the cells picked, and refuses the picked mode with none', async () => {
    const { core } = setup()
    await profile(core, 'An')
    const picked = [
      { row: '8,8', up: 'T' },
      { row: 'S18', up: '9' },
      { row: 'H16', up: 'A' }
    ] as const
    const s = await call(core, 'drill.strategyStart', { ruleset: VEGAS, mode: 'cells', cells: [...picked] })
    // Answered by the chart, so no cell gains weight from a wrong answer and each stays a third of the
    // draws: missing one in 30 has a chance of about 3 · (2/3)^30 ≈ 2·10⁻⁵. (Always answering "hit"
    // made 8,8 v T and 16 v A thirteen times as likely as 18 v 9, which then went unseen now and then.)
    const { chart } = await call(core, 'drill.strategyBoard', { ruleset: VEGAS })
    const UPS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A']
    let card = s.card
    const seen = new Set<string>()
    for (let i = 0; i < 30; i++) {
      const [a, b] = card.cards.map(v) as [number, number]
      const row = a === b ? `${upLabel(a)},${upLabel(a)}` : a === 1 || b === 1 ? `S${a + b + 10}` : `H${a + b}`
      const key = `${row}|${upLabel(v(card.up))}`
      expect(picked.map((c) => `${c.row}|${c.up}`)).toContain(key)
      seen.add(key)
      const play = chart[row]?.[UPS.indexOf(upLabel(v(card.up)))] as (typeof card.allowed)[number] | undefined
      const answer = play !== undefined && card.allowed.includes(play) ? play : 'hit'
      card = (await call(core, 'drill.strategyAnswer', { sessionId: s.sessionId, n: card.n, answer })).next
    }
    expect(seen.size).toBe(3)
    await expect(call(core, 'drill.strategyStart', { ruleset: VEGAS, mode: 'cells', cells: [] })).rejects.toMatchObject(
      {
        code: 'refused',
        i18n: { key: 'drill.noCells' }
      }
    )
  }, 60_000)

  it('refuses an answer for another hand, a play the rules do not allow, and another profile’s session, saving nothing', async () => {
    const { core } = setup()
    await profile(core, 'An')
    const s = await call(core, 'drill.strategyStart', { ruleset: { rules: { preset: 'single-deck' } }, mode: 'hard' })
    expect(s.card.allowed).not.toContain('surrender')
    await expect(
      call(core, 'drill.strategyAnswer', { sessionId: s.sessionId, n: 2, answer: 'hit' })
    ).rejects.toMatchObject({ code: 'conflict', i18n: { key: 'drill.cardMoved' } })
    await expect(
      call(core, 'drill.strategyAnswer', { sessionId: s.sessionId, n: 1, answer: 'surrender' })
    ).rejects.toMatchObject({ code: 'refused', i18n: { key: 'drill.notAllowed' } })
    await profile(core, 'Bình')
    await expect(
      call(core, 'drill.strategyAnswer', { sessionId: s.sessionId, n: 1, answer: 'hit' })
    ).rejects.toMatchObject({ code: 'refused', i18n: { key: 'drill.otherProfile' } })
    await expect(call(core, 'drill.strategyAnswer', { sessionId: 'nope', n: 1, answer: 'hit' })).rejects.toMatchObject({
      code: 'not-found'
    })
    expect((await blackjackResults(core, 'strategy', 10)).count).toBe(0)
  }, 60_000)

  it('deals the cells answered wrong more often under rules that play alike, not under others nor to another profile; the heat map counts them', async () => {
    const { core } = setup()
    await profile(core, 'An')
    // A saved ruleset that plays as Las Vegas 6 bộ (only its limits differ) shares its answers.
    const saved = await call(core, 'rulesets.create', {
      game: 'blackjack',
      name: 'Nhà An',
      preset: 'vegas-6d',
      keys: { maxBet: 500 }
    })
    const mine = { rulesetId: saved.id }
    const s = await call(core, 'drill.strategyStart', { ruleset: mine, mode: 'pair' })
    expect(s.rulesName).toBe('Nhà An')
    // Twenty pairs, each answered against the published chart.
    const wrongCells = new Set<string>()
    const counted = new Map<string, { seen: number; wrong: number }>()
    let card = s.card
    for (let i = 0; i < 20; i++) {
      const k = pairOf(card)
      wrongCells.add(k)
      const f = await call(core, 'drill.strategyAnswer', { sessionId: s.sessionId, n: card.n, answer: wrongFor(card) })
      expect(f.item.correct).toBe(false)
      const c = counted.get(k) ?? { seen: 0, wrong: 0 }
      counted.set(k, { seen: c.seen + 1, wrong: c.wrong + 1 })
      expect(f.cell).toMatchObject({ ...counted.get(k) })
      card = f.next
    }
    const board = await call(core, 'drill.strategyBoard', { ruleset: VEGAS })
    expect(board.chart['8,8']).toHaveLength(10)
    expect(Object.fromEntries(board.cells.map((c) => [`${c.row}|${c.up}`, { seen: c.seen, wrong: c.wrong }]))).toEqual(
      Object.fromEntries(counted)
    )

    // Each wrong cell weighs at least 4 against 1: the share of first hands on them, with and without.
    let weight = 0
    for (const c of counted.values()) weight += 1 + 3 * Math.min(4, c.wrong)
    const weighted = weight / (100 - counted.size + weight)
    const plain = wrongCells.size / 100
    const mid = (weighted + plain) / 2
    // 200 first hands: the halfway mark is several standard deviations from either share.
    expect(await firstHandShare(core, VEGAS, wrongCells, 200)).toBeGreaterThan(mid)
    // Another chart (one deck, H17, no surrender) has its own answers: none yet.
    expect(await firstHandShare(core, { rules: { preset: 'single-deck' } }, wrongCells, 200)).toBeLessThan(mid)
    expect((await call(core, 'drill.strategyBoard', { ruleset: { rules: { preset: 'single-deck' } } })).cells).toEqual(
      []
    )
    // Another profile has its own too.
    await profile(core, 'Bình')
    expect(await firstHandShare(core, VEGAS, wrongCells, 200)).toBeLessThan(mid)
    expect((await call(core, 'drill.strategyBoard', { ruleset: VEGAS })).cells).toEqual([])
  }, 120_000)
})

describe('Hi-Lo counting drill', () => {
  it('calls a result a new best only when it beats an earlier one (issue 32: not on every first try)', async () => {
    const { core, clock } = setup()
    await profile(core, 'An')
    const answer = async (right: boolean, ms: number): Promise<boolean> => {
      const q = await call(core, 'drill.countNew', { decks: 1, cards: 26, speedMs: 1000 })
      clock.ms += 26 * 1000 + ms
      const running = q.cards.reduce((s, c) => s + HILO(v(c)), 0)
      const r = await call(core, 'drill.countCheck', {
        drillId: q.drillId,
        running: right ? running : running + 1,
        trueCount: right ? Math.round((running / 0.5) * 2) / 2 : running / 0.5 + 0.75
      })
      return r.isBest
    }
    expect(await answer(true, 5000)).toBe(false) // the first: nothing to beat
    expect(await answer(false, 1000)).toBe(false) // worse
    expect(await answer(true, 6000)).toBe(false) // as right, slower
    expect(await answer(true, 3000)).toBe(true) // as right, faster: beats the first
  })

  it('checks the running and true counts of the dealt cards, times from the last card shown, and keeps the result', async () => {
    const { core, clock } = setup()
    await profile(core, 'An')
    const q = await call(core, 'drill.countNew', { decks: 6, cards: 52, speedMs: 500 })
    expect(q.cards).toHaveLength(52)
    const running = q.cards.reduce((s, c) => s + HILO(v(c)), 0)
    const trueCount = running / ((6 * 52 - 52) / 52)
    clock.ms += 52 * 500 + 4000
    const r = await call(core, 'drill.countCheck', {
      drillId: q.drillId,
      running,
      trueCount: Math.round(trueCount * 2) / 2
    })
    expect(r.check.running).toBe(running)
    expect(r.check.trueCount).toBeCloseTo(trueCount, 12)
    expect(r.check.decksLeft).toBe(5)
    expect(r.result.score).toBe(2)
    expect(r.result.durationMs).toBe(4000)

    const q2 = await call(core, 'drill.countNew', { decks: 1, cards: 26, speedMs: 1000 })
    const rc2 = q2.cards.reduce((s, c) => s + HILO(v(c)), 0)
    const r2 = await call(core, 'drill.countCheck', {
      drillId: q2.drillId,
      running: rc2 + 1,
      trueCount: rc2 / 0.5 + 0.75
    })
    expect(r2.check.runningRight).toBe(false)
    expect(r2.check.trueRight).toBe(false)
    expect(r2.result.score).toBe(0)
    const res = await blackjackResults(core, 'count', 5)
    expect(res.count).toBe(2)
    expect(res.correctCount).toBe(1)
    expect(res.recent[0]!.decks).toBe(1)
    expect(res.best!.score).toBe(2)
    await expect(call(core, 'drill.countNew', { decks: 1, cards: 60, speedMs: 1000 })).rejects.toMatchObject({
      code: 'refused'
    })
  })

  // Issue 32, item 4: a whole deck counted down. The true count is the running count per deck still to
  // come; with none to come it is undefined (no bet follows), so only the running count is asked and
  // scored: a right running count is the whole score, never "true count: wrong (you said 0)".
  it('asks no true count when no cards are left: the running count alone is scored', async () => {
    const { core } = setup()
    await profile(core, 'Bảo')
    const q = await call(core, 'drill.countNew', { decks: 1, cards: 52, speedMs: 300 })
    // A whole deck sums to zero in Hi-Lo (20 low cards +1, 20 high cards −1, 12 neutral).
    expect(q.cards.reduce((s, c) => s + HILO(v(c)), 0)).toBe(0)
    const r = await call(core, 'drill.countCheck', { drillId: q.drillId, running: 0 })
    expect(r.check).toEqual({ running: 0, trueCount: null, decksLeft: 0, runningRight: true, trueRight: null })
    expect(r.result.score).toBe(1)
    expect(r.result.outOf).toBe(1)
    // A true count sent anyway changes nothing: there is none to be right or wrong about.
    const q2 = await call(core, 'drill.countNew', { decks: 1, cards: 52, speedMs: 300 })
    const r2 = await call(core, 'drill.countCheck', { drillId: q2.drillId, running: 0, trueCount: 0 })
    expect(r2.check.trueRight).toBeNull()
    expect(r2.result.score).toBe(1)
    // With cards still to come the true count is asked: it is required.
    const q3 = await call(core, 'drill.countNew', { decks: 1, cards: 26, speedMs: 300 })
    await expect(call(core, 'drill.countCheck', { drillId: q3.drillId, running: 0 })).rejects.toMatchObject({
      code: 'refused'
    })
  })
})
