/**
 * Blackjack grades kept in history (migration 4). Main grades each decision of the person's when it
 * arrives: the EVs checked here are recomputed with the exact analysis from what the renderer received
 * only (every face-up card of the shoe's rounds), the cost from those EVs and the stake, the chart
 * cell from the hand's cards by the chart's own row names. Grades show in the session's history and
 * the round's recall, and travel through export/import (a forged cost is refused).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Core } from '../../src/core/index'
import type { TableState } from '@shared/contract/tables'
import type { BlackjackGrade } from '@shared/contract/history'
import { UPLOAD_CHUNK_MAX } from '@shared/contract/constants'
import { resolveBlackjackRules, type BlackjackRules, type BlackjackView } from '@shared/games/blackjack'
import { analyzeHand, analyzeRuleset } from '../../src/core/engine/games/blackjack'
import { openStore } from '../../src/core/store/open'
import { DB_FILE } from '../../src/core/store/paths'
import { LATEST_VERSION } from '../../src/core/store/migrations'
import { decide, faceUp, value } from '../support/blackjack'
import { dbAtSchema } from '../support/store-fixture'
import { tempDir } from '../support/temp'
import { call, newCore, profileWith } from '../support/core'
import { gradesOf } from '../support/coach'

interface Expected {
  roundId: number
  eventSeq: number
  action: string
  evs: Record<string, number>
  stakeMinor: number
  cards: number[]
  up: number
  pairRow: boolean
  allowed: string[]
}

const PLAYS = ['hit', 'stand', 'double', 'split', 'surrender']
const label = (v: number): string => (v === 1 ? 'A' : v === 10 ? 'T' : String(v))

/** The chart row a hand is read on, by the chart's naming (H5…H20, S13…S20, pairs "8,8"). */
function rowOf(cards: number[], pairRow: boolean): string {
  const hard = cards.reduce((a, b) => a + b, 0)
  if (pairRow) return `${label(cards[0]!)},${label(cards[0]!)}`
  if (cards.includes(1) && hard <= 11) return `S${Math.min(20, hard + 10)}`
  return `H${Math.max(5, Math.min(20, hard))}`
}

/**
 * Plays rounds at a 6-deck table until the person has made at least `decisions` decisions, hitting
 * whenever hitting is allowed (a mistake on most stiff-or-better hands), else taking the first action
 * offered; returns what each decision's grade must say, worked out from the renderer's data only. The
 * deal is random, and a round can end with no decision (a natural) or one (a bust), so the rounds are
 * counted by the decisions they gave, not fixed (a fixed 8 rounds gave 8 decisions or fewer in ≈ 3 %
 * of runs). With `untilMistake`, it also deals on until one hit was a mistake (nine hits had none in
 * about 1 run of 3,000).
 */
async function play(
  c: Core,
  decisions: number,
  untilMistake = false
): Promise<{ t: TableState; rules: BlackjackRules; expected: Expected[] }> {
  const keys = { preset: 'vegas-6d' }
  const r = resolveBlackjackRules(keys)
  if (!r.ok) throw new Error(r.message)
  let t: TableState = await call(c, 'tables.open', {
    game: 'blackjack',
    ruleset: { rules: keys },
    config: { spots: 1, bots: 0 }
  })
  let before = new Array<number>(11).fill(0)
  let shoe: string | null = null
  const expected: Expected[] = []
  // At least 9 decisions in 40 rounds fails about once in 10^15 runs (a round gives none 6.6 % of the time).
  let mistaken = false
  for (let round = 0; expected.length < decisions || (untilMistake && !mistaken); round++) {
    if (round === 40) throw new Error(`40 rounds gave ${expected.length} decisions, mistaken: ${mistaken}`)
    t = await call(c, 'tables.start', { tableId: t.tableId, stakes: [{ seat: 'you1', amountMinor: 1000 }] })
    // The coach counts the cards seen in earlier rounds of the same shoe only.
    if (t.round!.fairness.serverSeedHash !== shoe) before = new Array<number>(11).fill(0)
    shoe = t.round!.fairness.serverSeedHash
    for (let guard = 0; guard < 30 && !t.round!.over; guard++) {
      const turn = t.round!.yourTurn[0]!
      const v = t.round!.view as BlackjackView
      const seen = faceUp(v)
      const unseen = new Array<number>(11).fill(0)
      for (let x = 1; x <= 10; x++) unseen[x] = (x === 10 ? 96 : 24) - seen[x]! - before[x]!
      const seat = v.seats.find((x) => x.id === turn.seat)!
      const hand = seat.hands[v.turn!.hand]!
      const up = value(v.dealer.cards[0]!)
      const cards = hand.cards.map(value)
      const a = analyzeHand(r.rules, {
        unseen,
        up,
        hand: cards,
        fromSplit: hand.fromSplit,
        hands: seat.hands.length,
        splitAces: hand.fromSplit && cards[0] === 1,
        peeked: (up === 1 || up === 10) && v.phase === 'play'
      })
      const evs: Record<string, number> = {}
      for (const k of turn.allowed) {
        if (k === 'insurance') evs[k] = a.insurance!
        else if (k === 'decline') evs[k] = a.evenMoney ? a.evenMoney.decline : 0
        else if (k === 'even-money') evs[k] = a.evenMoney!.take
        else if (k !== 'timeout' && a.evs[k as 'stand'] !== undefined) evs[k] = a.evs[k as 'stand']!
      }
      const pick = turn.allowed.includes('hit') ? 'hit' : (turn.allowed.find((x) => x !== 'timeout') as string)
      // A mistake as the grade counts one: at least a hundredth of a chip lost against the best play.
      if ((Math.max(...Object.values(evs)) - (evs[pick] ?? 0)) * seat.stake >= 0.01) mistaken = true
      expected.push({
        roundId: t.round!.roundId,
        eventSeq: t.round!.version + 1,
        action: pick,
        evs,
        stakeMinor: seat.stake,
        cards,
        up,
        pairRow: turn.allowed.includes('split') && cards.length === 2 && cards[0] === cards[1],
        allowed: turn.allowed
      })
      t = await decide(c, t, pick)
    }
    const end = faceUp(t.round!.view as BlackjackView)
    for (let x = 1; x <= 10; x++) before[x]! += end[x]!
  }
  return { t, rules: r.rules, expected }
}

async function importText(c: Core, text: string) {
  let uploadId: string | undefined
  for (let at = 0; at < text.length; at += UPLOAD_CHUNK_MAX) {
    const s = await call(c, 'history.upload', {
      ...(uploadId ? { uploadId } : {}),
      offset: at,
      text: text.slice(at, at + UPLOAD_CHUNK_MAX)
    })
    uploadId = s.uploadId
  }
  return call(c, 'history.import', { uploadId: uploadId as string })
}

describe('Blackjack grades in history', () => {
  it('grades every decision in main from what the person could see, and lists the mistakes with their cost and chart cell', async () => {
    const c = newCore()
    await profileWith(c, 'An', 10_000)
    const { t, rules, expected } = await play(c, 9, true)
    // No explicit wait: the table's grades (and the history below) wait for the grades under way.
    const atTable = gradesOf('blackjack', await call(c, 'tables.grades', { tableId: t.tableId }))
    expect(atTable).toHaveLength(expected.length)
    const { chart, chartElse } = analyzeRuleset(rules)

    const all: BlackjackGrade[] = []
    for (const roundId of [...new Set(expected.map((e) => e.roundId))]) {
      const recall = await call(c, 'history.round', { roundId })
      all.push(...(recall.grades ?? []))
    }
    expect(all).toHaveLength(expected.length)
    let mistakes = 0
    let cost = 0
    for (const e of expected) {
      const g = all.find((x) => x.roundId === e.roundId && x.eventSeq === e.eventSeq)!
      expect(g).toBeDefined()
      expect(g.action).toBe(e.action)
      expect(Object.keys(g.evs).sort()).toEqual(Object.keys(e.evs).sort())
      for (const [k, ev] of Object.entries(e.evs)) expect(g.evs[k]).toBeCloseTo(ev, 12)
      const best = Math.max(...Object.values(e.evs))
      expect(e.evs[g.best]).toBeCloseTo(best, 12)
      const want = (best - e.evs[e.action]!) * e.stakeMinor
      const wantMinor = want < 0.01 ? 0 : Math.max(1, Math.round(want))
      expect(g.costMinor).toBe(wantMinor)
      if (wantMinor > 0) {
        mistakes++
        cost += wantMinor
      }
      // The chart cell is the "why" of a play's mistake; insurance has none.
      if (wantMinor > 0 && PLAYS.includes(e.action) && PLAYS.includes(g.best)) {
        const row = rowOf(e.cards, e.pairRow)
        const col = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A'].indexOf(label(e.up))
        // A cell's double or surrender this hand may not make gives way to the cell's fallback.
        const play = chart[row]![col]!
        expect(g.cell).toEqual(
          e.allowed.includes(play)
            ? { row, up: label(e.up), chart: play }
            : { row, up: label(e.up), chart: chartElse[row]![col], first: play }
        )
      } else expect(g.cell).toBeNull()
    }
    expect(mistakes).toBeGreaterThan(0)

    const detail = await call(c, 'history.session', { sessionId: t.sessionId, maxPoints: 100 })
    expect(detail.mistakes).toBeDefined()
    expect(detail.mistakes!.graded).toBe(expected.length)
    expect(detail.mistakes!.items).toHaveLength(mistakes)
    expect(detail.mistakes!.costMinor).toBe(cost)
    expect(detail.mistakes!.items.every((m) => m.costMinor > 0)).toBe(true)
    expect(atTable.filter((g) => g.costMinor > 0)).toEqual(detail.mistakes!.items)
  }, 180_000)

  it('answers a session read straight after a decision with its grade, and grades only Blackjack tables', async () => {
    const c = newCore()
    await profileWith(c, 'An', 10_000)
    let t: TableState = await call(c, 'tables.open', {
      game: 'blackjack',
      ruleset: { rules: { preset: 'vegas-6d' } },
      config: { spots: 1, bots: 0 }
    })
    for (let i = 0; i < 10 && (!t.round || t.round.over); i++)
      t = await call(c, 'tables.start', { tableId: t.tableId, stakes: [{ seat: 'you1', amountMinor: 1000 }] })
    expect(t.round!.over).toBe(false)
    const turn = t.round!.yourTurn[0]!
    const pick = turn.allowed.includes('stand') ? 'stand' : (turn.allowed.find((x) => x !== 'timeout') as string)
    await call(c, 'tables.act', {
      tableId: t.tableId,
      roundId: t.round!.roundId,
      version: t.round!.version,
      seat: turn.seat,
      action: { do: pick }
    })
    const detail = await call(c, 'history.session', { sessionId: t.sessionId, maxPoints: 10 })
    expect(detail.mistakes!.graded).toBeGreaterThanOrEqual(1)
    const s = await call(c, 'tables.open', { game: 'sicbo', ruleset: { rules: { preset: 'trainer' } }, config: {} })
    await expect(call(c, 'tables.grades', { tableId: s.tableId })).rejects.toMatchObject({ code: 'refused' })
  }, 120_000)

  it('carries the grades through a JSON export into a fresh install, and refuses a forged cost', async () => {
    const c = newCore()
    await profileWith(c, 'An', 10_000)
    const { t } = await play(c, 4)
    await c.gradesWritten()
    await call(c, 'tables.close', { tableId: t.tableId })
    const before = await call(c, 'history.session', { sessionId: t.sessionId, maxPoints: 100 })
    expect(before.mistakes!.graded).toBeGreaterThan(0)
    const exported = await call(c, 'history.export', {
      scope: { kind: 'session', sessionId: t.sessionId },
      format: 'json'
    })
    const text = readFileSync(exported.path, 'utf8')

    const fresh = newCore()
    await importText(fresh, text)
    const list = await call(fresh, 'history.sessions', { order: 'asc', limit: 10 })
    const after = await call(fresh, 'history.session', { sessionId: list.items[0]!.sessionId, maxPoints: 100 })
    const strip = (m: typeof before.mistakes) => ({ ...m!, items: m!.items.map(({ roundId: _r, ...rest }) => rest) })
    expect(strip(after.mistakes)).toEqual(strip(before.mistakes))

    // A cost the EVs do not give is refused, and nothing is written.
    const file = JSON.parse(text) as { rounds: Array<{ grades?: Array<{ costMinor: number }> }> }
    const g = file.rounds.flatMap((r) => r.grades ?? [])[0]!
    g.costMinor += 7
    const other = newCore()
    await expect(importText(other, JSON.stringify(file))).rejects.toMatchObject({
      code: 'refused',
      message: expect.stringContaining('costMinor')
    })
    expect((await call(other, 'history.sessions', { order: 'asc', limit: 10 })).items).toHaveLength(0)

    // Another game's graded decisions on a Blackjack round (even none of them) are refused, naming the field.
    const alien = JSON.parse(text) as { rounds: Array<{ xidachGrades?: unknown[] }> }
    alien.rounds[0]!.xidachGrades = []
    await expect(importText(other, JSON.stringify(alien))).rejects.toMatchObject({
      code: 'refused',
      message: expect.stringContaining('rounds[0].xidachGrades: only Xì dách rounds have these graded decisions')
    })
    expect((await call(other, 'history.sessions', { order: 'asc', limit: 10 })).items).toHaveLength(0)
  }, 180_000)

  it('prices a partial insurance by the amount taken, at the table and in an import', async () => {
    // Eight-eight against an ace up (a stacked first round: nothing seen before it). Insurance of
    // 1 chip on a 10-chip hand pays 2:1 when the hole card is a ten. Unseen: 6 × 52 − 3 = 309 cards,
    // 96 of them tens, so the bet's EV is 100 × (3 × 96/309 − 1) = −2,100/309 ≈ −6.80 minor units,
    // against 0 for declining: the decision costs 7 (half-stake insurance would cost 500 × 21/309 ≈ 34).
    const c = newCore()
    await profileWith(c, 'An', 10_000)
    const scenario = JSON.stringify({
      format: 'banxanh-scenario/1',
      game: 'blackjack',
      rules: { preset: 'vegas-6d' },
      seats: [{ id: 'p1', bankroll: 1000 }],
      rounds: [{ bets: [{ seat: 'p1', amount: 10 }], cards: ['8S', 'AD', '8H', '5D'], actions: [] }]
    })
    let t: TableState = await call(c, 'tables.open', { game: 'blackjack', stacked: { scenario } })
    t = await call(c, 'tables.start', { tableId: t.tableId, stakes: [{ seat: 'you1', amountMinor: 1000 }] })
    expect(t.round!.yourTurn[0]!.allowed).toContain('insurance')
    const eventSeq = t.round!.version + 1
    t = await call(c, 'tables.act', {
      tableId: t.tableId,
      roundId: t.round!.roundId,
      version: t.round!.version,
      seat: 'you1',
      action: { do: 'insurance', amountMinor: 100 }
    })
    const grades = gradesOf('blackjack', await call(c, 'tables.grades', { tableId: t.tableId }))
    const g = grades.find((x) => x.eventSeq === eventSeq)!
    expect(g).toMatchObject({ action: 'insurance', best: 'decline', stakeMinor: 1000, costMinor: 7 })
    // The EVs stay the advice the person was shown: the half-stake bet's, per unit of the stake.
    expect(g.evs['insurance']).toBeCloseTo(-21 / 618, 12)

    // The import's check prices it the same way, from the amount the round's step records.
    for (let guard = 0; guard < 10 && !t.round!.over; guard++) t = await decide(c, t, 'stand')
    await c.gradesWritten()
    await call(c, 'tables.close', { tableId: t.tableId })
    const exported = await call(c, 'history.export', {
      scope: { kind: 'session', sessionId: t.sessionId },
      format: 'json'
    })
    const fresh = newCore()
    await importText(fresh, readFileSync(exported.path, 'utf8'))
    const list = await call(fresh, 'history.sessions', { order: 'asc', limit: 10 })
    const after = await call(fresh, 'history.session', { sessionId: list.items[0]!.sessionId, maxPoints: 100 })
    expect(after.mistakes!.items.find((m) => m.action === 'insurance')).toMatchObject({ costMinor: 7 })
  }, 120_000)

  it('gives a hand that may not double the chart cell’s fallback as its “why”', async () => {
    // 2, 4 against a 6, hit to 5: hard 11, three cards, so no double. Standing is a mistake (hit is
    // best); the chart cell H11 v 6 says double (published basic strategy), and hit where doubling is
    // not allowed, which is this hand's case: the "why" is that fallback, not a composition effect.
    const c = newCore()
    await profileWith(c, 'An', 10_000)
    const scenario = JSON.stringify({
      format: 'banxanh-scenario/1',
      game: 'blackjack',
      rules: { preset: 'vegas-6d' },
      seats: [{ id: 'p1', bankroll: 1000 }],
      rounds: [{ bets: [{ seat: 'p1', amount: 10 }], cards: ['2S', '6D', '4H', 'TC', '5C'], actions: [] }]
    })
    let t: TableState = await call(c, 'tables.open', { game: 'blackjack', stacked: { scenario } })
    t = await call(c, 'tables.start', { tableId: t.tableId, stakes: [{ seat: 'you1', amountMinor: 1000 }] })
    t = await decide(c, t, 'hit')
    expect((t.round!.view as BlackjackView).seats[0]!.hands[0]!.cards).toEqual(['2S', '4H', '5C'])
    expect(t.round!.yourTurn[0]!.allowed).not.toContain('double')
    const eventSeq = t.round!.version + 1
    t = await decide(c, t, 'stand')
    const g = gradesOf('blackjack', await call(c, 'tables.grades', { tableId: t.tableId })).find(
      (x) => x.eventSeq === eventSeq
    )!
    expect(g).toMatchObject({ action: 'stand', best: 'hit' })
    expect(g.costMinor).toBeGreaterThan(0)
    expect(g.cell).toEqual({ row: 'H11', up: '6', chart: 'hit', first: 'double' })
  }, 120_000)

  it('migrates a store made by the schema before it (version 4): data kept, grades table empty and usable', async () => {
    const dir = tempDir('banxanh-grades-mig-')
    // A file at schema 4, written with that schema's SQL (today's repositories follow today's schema).
    const db = dbAtSchema(join(dir, DB_FILE), 4)
    expect(db.pragma('user_version', { simple: true })).toBe(4)
    const T = '2026-01-01T00:00:00.000Z'
    db.prepare(`INSERT INTO profiles (id, name, name_key, created_at) VALUES ('p1', 'An', 'an', ?)`).run(T)
    const session = db
      .prepare(
        `INSERT INTO sessions (profile_id, game, ruleset_id, ruleset_version, started_at) VALUES ('p1', 'blackjack', 'preset:vegas-6d', 1, ?)`
      )
      .run(T).lastInsertRowid
    const roundId = Number(
      db
        .prepare(
          `INSERT INTO rounds (session_id, seq, game, rules_id, server_seed_hash, server_seed, client_seed, nonce, created_at) VALUES (?, 1, 'blackjack', ?, 'h', 's', 'c', 0, ?)`
        )
        .run(session, db.prepare(`INSERT INTO rules_snapshots (rules_json) VALUES ('{}')`).run().lastInsertRowid, T)
        .lastInsertRowid
    )
    expect(db.prepare(`SELECT count(*) AS n FROM sqlite_schema WHERE name = 'blackjack_grades'`).get()).toEqual({
      n: 0
    })
    db.close()

    const now = openStore({ dataDir: dir })
    if (!now.ok) throw new Error('could not open')
    const ndb = now.store.db
    expect(ndb.pragma('user_version', { simple: true })).toBe(LATEST_VERSION)
    expect(ndb.prepare('SELECT id, game FROM rounds').all()).toEqual([{ id: roundId, game: 'blackjack' }])
    expect(ndb.prepare('SELECT count(*) AS n FROM blackjack_grades').get()).toEqual({ n: 0 })
    const ins = ndb.prepare(
      `INSERT INTO blackjack_grades (round_id, event_seq, seat, hand, action, best, evs_json, stake_minor, cost_minor, cell_json, created_at) VALUES (?, 1, 'you1', 0, 'hit', 'stand', '{}', 100, ?, NULL, ?)`
    )
    ins.run(roundId, 5, T)
    // A negative cost and a grade of a round that does not exist are refused by the schema.
    expect(() => ndb.prepare(`UPDATE blackjack_grades SET cost_minor = -1`).run()).toThrow()
    expect(() => ins.run(roundId + 99, 1, T)).toThrow()
    // Grades go with their round.
    ndb.prepare('DELETE FROM sessions').run()
    expect(ndb.prepare('SELECT count(*) AS n FROM blackjack_grades').get()).toEqual({ n: 0 })
    now.store.close()
  })
})
