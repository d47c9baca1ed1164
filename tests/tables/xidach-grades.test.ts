/**
 * Xì dách grades kept in history (migration 8). Main grades each decision of the person's when it
 * arrives, hints asked or not. Dealing, the figures are recomputed here by a brute force over every
 * hidden hand and next card the dealer can't see (through the engine's own settlement, not the
 * advisor), and the cost from them and the stake; as a player the grade keeps the advisor's figures the
 * hints showed, and its cost follows from them. Grades show in the session's history and the round's
 * recall, and travel through export/import (a forged cost is refused).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { standardDeck, type Card } from '@shared/cards'
import type { Core } from '../../src/core/index'
import type { TableState } from '@shared/contract/tables'
import type { XidachGrade } from '@shared/contract/history'
import { UPLOAD_CHUNK_MAX } from '@shared/contract/constants'
import { resolveXidachRules, type XidachRules, type XidachView } from '@shared/games/xidach'
import { BUST, handStanding, settleAgainst } from '../../src/core/engine/games/xidach'
import { openStore } from '../../src/core/store/open'
import { LATEST_VERSION, MIGRATIONS } from '../../src/core/store/migrations'
import { call, newCore, profileWith } from '../support/core'
import { adviceOf, gradesOf } from '../support/coach'
import { tempDir } from '../support/temp'

/** Whole minor units as the table rounds them: nothing under a hundredth, else at least 1. */
const minor = (x: number): number => (x < 0.01 ? 0 : Math.max(1, Math.round(x)))

const isTen = (c: Card): boolean => 'TJQK'.includes(c[0] as string)

/**
 * The dealer's expected net (its side) against a hidden two-card hand, checking now and drawing one
 * card first: every ordered pair of cards it can't see that is not a natural, then every next card.
 */
function bruteDealer(r: XidachRules, own: Card[]): { now: number; afterDraw: number } {
  const unseen = standardDeck().filter((c) => !own.includes(c))
  let n = 0
  let now = 0
  let later = 0
  let nDraw = 0
  for (const x of unseen)
    for (const y of unseen) {
      if (x === y) continue
      if ((x[0] === 'A' && (y[0] === 'A' || isTen(y))) || (y[0] === 'A' && isTen(x))) continue
      n++
      now -= settleAgainst(r, [x, y], own, 1).net
      for (const z of unseen) {
        if (z === x || z === y) continue
        nDraw++
        later -= settleAgainst(r, [x, y], [...own, z], 1).net
      }
    }
  return { now: now / n, afterDraw: later / nDraw }
}

const hardValue = (c: Card): number => (c[0] === 'A' ? 1 : isTen(c) ? 10 : Number(c[0]))

async function act(c: Core, t: TableState, seat: string, action: Record<string, unknown>): Promise<TableState> {
  return call(c, 'tables.act', {
    tableId: t.tableId,
    roundId: t.round!.roundId,
    version: t.round!.version,
    seat,
    action
  })
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

describe('Xì dách grades in history', () => {
  it('dealing: a check or draw against the better one is graded with the cost a brute force gives', async () => {
    const c = newCore()
    await profileWith(c, 'An', 10_000)
    const keys = { preset: 'wiki', earlyCheck: 'off' }
    const resolved = resolveXidachRules(keys)
    if (!resolved.ok) throw new Error(resolved.message)
    const rules = resolved.rules
    const t0 = await call(c, 'tables.open', {
      game: 'xidach',
      ruleset: { rules: keys },
      config: { role: 'dealer', bots: ['standard'], dealerAi: 'shrewd' }
    })
    const graded: Array<{ roundId: number; eventSeq: number; action: string; costMinor: number }> = []
    // About one round in twelve gives the simple decision: 60 rounds missed it in ≈ 0.6 % of runs, 300 in ≈ 1e-11.
    for (let round = 0; round < 300 && graded.length === 0; round++) {
      let t = await call(c, 'tables.start', { tableId: t0.tableId, stakes: [] })
      for (let guard = 0; guard < 12 && !t.round!.over; guard++) {
        const v = t.round!.view as XidachView
        const allowed = t.round!.yourTurn.find((y) => y.seat === 'dealer')?.allowed ?? []
        if (allowed.length === 0) break
        const own = v.dealer.cards as Card[]
        const p = v.players[0]!
        const hard = own.reduce((x, y) => x + hardValue(y), 0)
        // Two cards, no ace, at or over the minimum: drawing first is exactly one more card.
        const simple =
          own.length === 2 &&
          !own.some((x) => x[0] === 'A') &&
          hard >= rules.dealerMin &&
          p.cardCount === 2 &&
          p.status !== 'settled' &&
          allowed.includes(`check ${p.id}`) &&
          allowed.includes('draw')
        if (!simple) {
          t = await act(c, t, 'dealer', { do: allowed.includes('stand') ? 'stand' : 'draw' })
          continue
        }
        const b = bruteDealer(rules, own)
        // The worse of the two, graded against the better one.
        const drawIt = b.now > b.afterDraw
        const roundId = t.round!.roundId
        const eventSeq = t.round!.version + 1
        t = await act(c, t, 'dealer', drawIt ? { do: 'draw' } : { do: 'check', target: p.id })
        graded.push({
          roundId,
          eventSeq,
          action: drawIt ? 'draw' : `check ${p.id}`,
          costMinor: minor(Math.abs(b.now - b.afterDraw) * p.stake)
        })
        const g = gradesOf('xidach', await call(c, 'tables.grades', { tableId: t.tableId })).find(
          (x) => x.roundId === roundId && x.eventSeq === eventSeq
        )!
        expect(g).toBeDefined()
        expect(g.role).toBe('dealer')
        expect(g.method).toBe('exact')
        expect(g.stakeMinor).toBe(p.stake)
        expect(g.evs[`check ${p.id}`]).toBeCloseTo(b.now, 10)
        expect(g.evs['draw']).toBeCloseTo(b.afterDraw, 10)
        expect(g.best).toBe(drawIt ? `check ${p.id}` : 'draw')
        break
      }
      while (!t.round!.over) {
        const allowed = t.round!.yourTurn.find((y) => y.seat === 'dealer')?.allowed ?? []
        if (allowed.length === 0) break
        t = await act(c, t, 'dealer', { do: allowed.includes('stand') ? 'stand' : 'draw' })
      }
    }
    expect(graded).toHaveLength(1)
    const want = graded[0]!
    expect(want.costMinor).toBeGreaterThan(0)
    const recall = await call(c, 'history.round', { roundId: want.roundId })
    const g = recall.xidachGrades!.find((x) => x.eventSeq === want.eventSeq)!
    expect(g.action).toBe(want.action)
    expect(g.costMinor).toBe(want.costMinor)
    const detail = await call(c, 'history.session', { sessionId: t0.sessionId, maxPoints: 100 })
    expect(detail.xidachMistakes!.items.map((m) => [m.roundId, m.eventSeq])).toContainEqual([
      want.roundId,
      want.eventSeq
    ])
    expect(detail.mistakes).toBeUndefined()
  }, 180_000)

  it('as a player: every decision graded with the hints’ figures, listed in history, and carried by export/import', async () => {
    const c = newCore()
    await profileWith(c, 'An', 10_000)
    const t0 = await call(c, 'tables.open', {
      game: 'xidach',
      ruleset: { rules: { preset: 'wiki' } },
      config: { role: 'player', bots: ['standard'], dealerAi: 'shrewd' }
    })
    const expected: Array<{ roundId: number; eventSeq: number; action: string; costMinor: number }> = []
    // The deal is random, and most rounds hold no costly decision (a draw on a low hand, then a stand on a
    // good one): 292 of 480 rounds measured, so eight rounds held none in about 2 % of runs (0.61^8).
    // Deal at least eight, then until one decision has cost something, up to 40 (none in 40: ≈ 3e-9).
    for (let round = 0; round < 40 && (round < 8 || !expected.some((e) => e.costMinor > 0)); round++) {
      let t = await call(c, 'tables.start', { tableId: t0.tableId, stakes: [{ seat: 'you', amountMinor: 1000 }] })
      for (let guard = 0; guard < 6 && !t.round!.over; guard++) {
        const mine = t.round!.yourTurn.find((y) => y.seat === 'you')
        if (!mine) break
        // Hints asked for every other decision only: a decision is graded either way.
        const a = round % 2 === 0 ? adviceOf('xidach', await call(c, 'tables.advice', { tableId: t.tableId })) : null
        const pick = mine.allowed.includes('draw') && guard % 2 === 0 ? 'draw' : 'stand'
        const at = { roundId: t.round!.roundId, eventSeq: t.round!.version + 1 }
        t = await act(c, t, 'you', { do: pick })
        if (!mine.allowed.includes('draw')) continue
        const g = gradesOf('xidach', await call(c, 'tables.grades', { tableId: t.tableId })).find(
          (x) => x.roundId === at.roundId && x.eventSeq === at.eventSeq
        )!
        expect(g).toBeDefined()
        if (a && a.role === 'player') {
          expect(g.evs).toEqual({ stand: a.stand.ev, draw: a.draw!.ev })
          expect(g.method).toBe(a.method)
        }
        const gap = Math.max(g.evs.stand!, g.evs.draw!) - g.evs[pick]!
        const noise = (g.halfWidths.stand ?? 0) + (g.halfWidths.draw ?? 0)
        const cost = gap <= noise ? 0 : minor(gap * 1000)
        expect(g.costMinor).toBe(cost)
        expect(g.stakeMinor).toBe(1000)
        expected.push({ ...at, action: pick, costMinor: cost })
      }
    }
    expect(expected.length).toBeGreaterThan(3)
    expect(expected.some((e) => e.costMinor > 0)).toBe(true)
    await call(c, 'tables.close', { tableId: t0.tableId })
    const before = await call(c, 'history.session', { sessionId: t0.sessionId, maxPoints: 100 })
    expect(before.xidachMistakes!.graded).toBe(expected.length)
    expect(before.xidachMistakes!.costMinor).toBe(expected.reduce((x, e) => x + e.costMinor, 0))
    expect(before.xidachMistakes!.items).toHaveLength(expected.filter((e) => e.costMinor > 0).length)

    const exported = await call(c, 'history.export', {
      scope: { kind: 'session', sessionId: t0.sessionId },
      format: 'json'
    })
    const text = readFileSync(exported.path, 'utf8')
    const fresh = newCore()
    await importText(fresh, text)
    const list = await call(fresh, 'history.sessions', { order: 'asc', limit: 10 })
    const after = await call(fresh, 'history.session', { sessionId: list.items[0]!.sessionId, maxPoints: 100 })
    const strip = (m: { items: XidachGrade[] }) => ({ ...m, items: m.items.map(({ roundId: _r, ...rest }) => rest) })
    expect(strip(after.xidachMistakes!)).toEqual(strip(before.xidachMistakes!))

    // A cost the figures do not give is refused, and nothing is written.
    const file = JSON.parse(text) as { rounds: Array<{ xidachGrades?: Array<{ costMinor: number }> }> }
    file.rounds.flatMap((r) => r.xidachGrades ?? [])[0]!.costMinor += 7
    const other = newCore()
    await expect(importText(other, JSON.stringify(file))).rejects.toMatchObject({
      code: 'refused',
      message: expect.stringContaining('costMinor')
    })
    expect((await call(other, 'history.sessions', { order: 'asc', limit: 10 })).items).toHaveLength(0)

    // A chance an ulp past 1, as exports made before the advisor clamped its exact sums can hold, is
    // read as 1; one clearly out of range is refused.
    type Chances = Record<string, { win: number; push: number; lose: number }>
    const withChances = (f: number) => {
      const copy = JSON.parse(text) as { rounds: Array<{ xidachGrades?: Array<{ chances: Chances | null }> }> }
      const g = copy.rounds.flatMap((r) => r.xidachGrades ?? []).find((x) => x.chances !== null)!
      const [choice] = Object.keys(g.chances!)
      g.chances![choice!]!.lose = f
      return JSON.stringify(copy)
    }
    const ulp = newCore()
    await importText(ulp, withChances(1.0000000000000002))
    expect((await call(ulp, 'history.sessions', { order: 'asc', limit: 10 })).items).toHaveLength(1)
    const far = newCore()
    await expect(importText(far, withChances(1.1))).rejects.toMatchObject({
      code: 'refused',
      message: expect.stringContaining('chances')
    })
  }, 180_000)

  it('as a player: a draw on a bust hand is đền bài, graded against dằn at the penalty’s full cost', async () => {
    const c = newCore()
    await profileWith(c, 'An', 10_000)
    const t0 = await call(c, 'tables.open', {
      game: 'xidach',
      ruleset: { rules: { preset: 'wiki' } },
      config: { role: 'player', bots: ['standard'], dealerAi: 'simple' }
    })
    const rules = resolveXidachRules({ preset: 'wiki' })
    if (!rules.ok) throw new Error(rules.message)
    let graded: XidachGrade | null = null
    // Draw while drawing is open: most rounds end the person bust with a draw still open (the penalty
    // is affordable), and that draw is the one graded here. 40 rounds without one: about 1e-9.
    for (let round = 0; round < 40 && !graded; round++) {
      let t = await call(c, 'tables.start', { tableId: t0.tableId, stakes: [{ seat: 'you', amountMinor: 1000 }] })
      for (let guard = 0; guard < 6 && !t.round!.over && !graded; guard++) {
        const mine = t.round!.yourTurn.find((y) => y.seat === 'you')
        if (!mine) break
        if (!mine.allowed.includes('draw')) {
          t = await act(c, t, 'you', { do: 'stand' })
          continue
        }
        const cards = (t.round!.view as XidachView).players.find((p) => p.id === 'you')!.cards as Card[]
        const bust = handStanding(rules.rules, cards) === BUST
        const at = { roundId: t.round!.roundId, eventSeq: t.round!.version + 1 }
        t = await act(c, t, 'you', { do: 'draw' })
        if (!bust) continue
        graded = gradesOf('xidach', await call(c, 'tables.grades', { tableId: t.tableId })).find(
          (x) => x.roundId === at.roundId && x.eventSeq === at.eventSeq
        )!
      }
      while (t.round && !t.round.over) {
        const mine = t.round.yourTurn.find((y) => y.seat === 'you')
        if (!mine) break
        t = await act(c, t, 'you', { do: 'stand' })
      }
    }
    expect(graded).not.toBeNull()
    const g = graded!
    // The rules: one stake to the dealer and one to the other player (the bot), whatever the cards.
    expect(g.action).toBe('draw')
    expect(g.evs.draw).toBe(-2)
    expect(g.chances!.draw).toEqual({ win: 0, push: 0, lose: 1 })
    expect(g.best).toBe('stand')
    // Wiki pays 1 on every win: dằn on a bust hand loses one stake at most.
    expect(g.evs.stand!).toBeGreaterThanOrEqual(-1)
    expect(g.costMinor).toBe(minor((g.evs.stand! + 2) * 1000))
    expect(g.costMinor).toBeGreaterThanOrEqual(1000)
  })

  it('migrates a store made by the schema before it: data kept, the grades table empty, checked and going with its round', () => {
    const dir = tempDir('banxanh-xdgrades-mig-')
    // The schema before the migration that brought the table (later ones may follow it).
    const before = MIGRATIONS.find((m) => m.name === 'xidach decision grades')!.version - 1
    const old = openStore({ dataDir: dir, migrations: MIGRATIONS.filter((m) => m.version <= before) })
    if (!old.ok) throw new Error('could not open')
    const db = old.store.db
    const T = '2026-01-01T00:00:00.000Z'
    old.store.profiles.insert('p1', 'An', 'an', T)
    const session = db
      .prepare(
        `INSERT INTO sessions (profile_id, game, ruleset_id, ruleset_version, started_at) VALUES ('p1', 'xidach', 'preset:wiki', 1, ?)`
      )
      .run(T).lastInsertRowid
    const snapshot = db.prepare(`INSERT INTO rules_snapshots (rules_json) VALUES ('{}')`).run().lastInsertRowid
    const roundId = Number(
      db
        .prepare(
          `INSERT INTO rounds (session_id, seq, game, rules_id, server_seed_hash, server_seed, client_seed, nonce, created_at) VALUES (?, 1, 'xidach', ?, 'h', 's', 'c', 0, ?)`
        )
        .run(session, snapshot, T).lastInsertRowid
    )
    expect(db.prepare(`SELECT count(*) AS n FROM sqlite_schema WHERE name = 'xidach_grades'`).get()).toEqual({ n: 0 })
    old.store.close()

    const now = openStore({ dataDir: dir })
    if (!now.ok) throw new Error('could not open')
    const ndb = now.store.db
    expect(ndb.pragma('user_version', { simple: true })).toBe(LATEST_VERSION)
    expect(ndb.prepare('SELECT id, game FROM rounds').all()).toEqual([{ id: roundId, game: 'xidach' }])
    const ins = ndb.prepare(
      `INSERT INTO xidach_grades (round_id, event_seq, seat, role, action, best, method, figures_json, stake_minor, cost_minor, created_at)
       VALUES (?, ?, 'you', ?, 'draw', 'stand', 'exact', '{}', 100, 5, ?)`
    )
    ins.run(roundId, 1, 'player', T)
    // A role that is neither, a negative cost and a grade of a round that does not exist are refused.
    expect(() => ins.run(roundId, 2, 'banker', T)).toThrow()
    expect(() => ndb.prepare(`UPDATE xidach_grades SET cost_minor = -1`).run()).toThrow()
    expect(() => ins.run(roundId + 99, 1, 'player', T)).toThrow()
    ndb.prepare('DELETE FROM sessions').run()
    expect(ndb.prepare('SELECT count(*) AS n FROM xidach_grades').get()).toEqual({ n: 0 })
    now.store.close()
  })
})
