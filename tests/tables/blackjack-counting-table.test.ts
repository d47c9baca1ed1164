/**
 * Counting at the Blackjack table (docs/rules-blackjack.md "Counting at the table"): the count main
 * gives is the one of the cards the person was shown (checked against a tally this test keeps of every
 * face-up card of its own views, with the published Hi-Lo tags: +1 for 2–6, 0 for 7–9, −1 for tens and
 * aces — Wong, *Professional Blackjack*), the quiz is graded against it, the ramp's bet is checked at
 * each deal, counter mode judges each decision at the true count of the cards seen, and the quiz and
 * the ramp are kept in the drill history.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { UPLOAD_CHUNK_MAX } from '@shared/contract/constants'
import type { BlackjackView } from '@shared/games/blackjack'
import type { TableGradeEvent, TableState } from '@shared/contract/tables'
import { faceUp } from '../support/blackjack'
import { call, newCore, profileWith } from '../support/core'

/** Hi-Lo by card value (1 = ace … 10 = any ten). */
const hiLo = (v: number): number => (v >= 2 && v <= 6 ? 1 : v === 1 || v === 10 ? -1 : 0)
/** The running count and the number of cards of a count by value. */
const tally = (byValue: readonly number[]): { rc: number; n: number } =>
  byValue.reduce((a, k, v) => ({ rc: a.rc + hiLo(v) * k, n: a.n + k }), { rc: 0, n: 0 })
/** A person's true count: running count over decks left to the half deck (at least ½), floored. */
const personTc = (rc: number, cardsLeft: number): number =>
  Math.floor(rc / Math.max(0.5, Math.round(cardsLeft / 26) / 2) + 1e-9) + 0
const RAMP = [1, 1, 2, 4, 8, 12]
const rampBet = (tc: number): number => RAMP[Math.max(0, Math.min(RAMP.length - 1, tc))]! * 1000

describe('counting at the Blackjack table', () => {
  it('counts the cards shown, grades the quiz and the ramp, judges in counter mode, keeps it all', async () => {
    const c = newCore()
    await profileWith(c, 'Đếm', 1_000_000)
    const grades: TableGradeEvent[] = []
    c.subscribe((e) => {
      if (e.name === 'table.grade') grades.push(e.payload)
    })
    let t: TableState = await call(c, 'tables.open', {
      game: 'blackjack',
      ruleset: { rules: { preset: 'vegas-6d', decks: 2, penetration: 0.75, decisionSeconds: 'off' } },
      config: { spots: 1, bots: 1 }
    })
    const tableId = t.tableId
    t = await call(c, 'tables.setCounting', {
      tableId,
      counting: { on: true, system: 'hilo', exact: false, quiz: true, ramp: RAMP, unitMinor: 1000, counter: true }
    })
    expect(t.counting?.on).toBe(true)
    const decks = 2

    // The test's own tally of the shoe: face-up cards of finished rounds, by value.
    let seenByValue: number[] = new Array<number>(11).fill(0)
    let rc = 0
    let seen = 0
    let shuffles = 0
    let offRamp = 0
    let onRamp = 0
    let quizzes = 0
    let rightQuizzes = 0
    let counterGrades = 0

    for (let round = 0; round < 16; round++) {
      // A new shoe (more cards in it than after the last round): the count starts again.
      const before = await call(c, 'tables.count', { tableId })
      expect(before.decks).toBe(decks)
      const next = before.nextBet!
      expect(next).not.toBeNull()
      if (t.round && (t.round.view as BlackjackView).shoe.cutCardOut) {
        seenByValue = new Array<number>(11).fill(0)
        rc = 0
        seen = 0
        shuffles++
      }
      expect(next.tc).toBe(personTc(rc, decks * 52 - seen))
      expect(next.stakeMinor).toBe(rampBet(next.tc))
      // Every other round off the ramp (a flat 5 chips where the ramp asks for something else, or 1 more unit).
      const offThisRound = round % 2 === 1
      const stake = offThisRound ? next.stakeMinor + 1000 : next.stakeMinor
      t = await call(c, 'tables.start', { tableId, stakes: [{ seat: 'you1', amountMinor: stake }] })
      const after = await call(c, 'tables.count', { tableId })
      expect(after.lastBet).toMatchObject({ roundId: t.round!.roundId, onRamp: !offThisRound, tc: next.tc })
      if (offThisRound) offRamp++
      else onRamp++

      while (!t.round!.over) {
        const view = t.round!.view as BlackjackView
        // The seen-before figure main gives is this test's tally; the round's cards are added by the screen.
        const info = await call(c, 'tables.count', { tableId })
        expect(info.roundId).toBe(t.round!.roundId)
        expect(info.seenBefore).toEqual(seenByValue)
        const shown = tally(faceUp(view))
        const tcNow = personTc(rc + shown.rc, decks * 52 - seen - shown.n)
        const { roundId, version } = t.round!
        const turn = t.round!.yourTurn[0]!
        const action = turn.allowed.includes('stand')
          ? 'stand'
          : turn.allowed.includes('decline')
            ? 'decline'
            : turn.allowed[0]!
        t = await call(c, 'tables.act', { tableId, roundId, version, seat: turn.seat, action: { do: action } })
        // Counter mode: the grade carries the count it was judged at, the person's own figure.
        for (
          let i = 0;
          i < 3000 && !grades.some((g) => g.grade.roundId === roundId && g.grade.eventSeq === version + 1);
          i++
        )
          await new Promise((r) => setTimeout(r, 10))
        const g = grades.find((x) => x.grade.roundId === roundId && x.grade.eventSeq === version + 1)
        expect(g).toBeDefined()
        if (g?.game === 'blackjack') {
          const counter = g.grade.cell?.counter
          expect(counter?.tc).toBe(tcNow)
          expect(counter?.system).toBe('hilo')
          counterGrades++
        }
      }

      // Over: the quiz asks for the count with the whole round shown.
      const view = t.round!.view as BlackjackView
      const shownByValue = faceUp(view)
      const shown = tally(shownByValue)
      const rcShown = rc + shown.rc
      const wrong = round % 3 === 0
      const q = await call(c, 'tables.countQuiz', {
        tableId,
        roundId: t.round!.roundId,
        version: t.round!.version,
        running: wrong ? rcShown + 2 : rcShown
      })
      quizzes++
      if (!wrong) rightQuizzes++
      expect(q.running).toBe(rcShown)
      expect(q.correct).toBe(!wrong)
      expect(q.trueCount).toBeCloseTo(rcShown / Math.max(0.5, Math.round((decks * 52 - seen - shown.n) / 26) / 2), 9)

      seenByValue = seenByValue.map((k, v) => k + (shownByValue[v] ?? 0))
      rc = rcShown
      seen += shown.n
      // Between rounds the count is the same: the round shown, with the cards before it.
      const between = await call(c, 'tables.count', { tableId })
      expect(between.roundId).toBe(t.round!.roundId)
      expect(between.seenBefore.reduce((a, b) => a + b, 0)).toBe(seen - shown.n)
    }

    // A quiz about a round the table has moved on from is refused.
    await expect(
      call(c, 'tables.countQuiz', { tableId, roundId: t.round!.roundId, version: t.round!.version + 5, running: 0 })
    ).rejects.toMatchObject({ code: 'conflict' })

    expect(counterGrades).toBeGreaterThan(0)
    expect(shuffles).toBeGreaterThan(0) // the count started again with a new shoe at least once
    const history = await call(c, 'drill.history', { limit: 50 })
    const quiz = history.stats.find((s) => s.drill === 'bj-table-count')!
    const ramp = history.stats.find((s) => s.drill === 'bj-ramp')!
    expect(quiz.count).toBe(1) // one row for the session, answer by answer
    expect(quiz.best).toMatchObject({ score: rightQuizzes, outOf: quizzes })
    expect(ramp.best).toMatchObject({ score: onRamp, outOf: onRamp + offRamp })

    // Counter mode's verdicts travel with their grades: a JSON export imports into a fresh install.
    await call(c, 'tables.close', { tableId })
    const exported = await call(c, 'history.export', { scope: { kind: 'all' }, format: 'json' })
    const text = readFileSync(exported.path, 'utf8')
    expect(text).toContain('"counter"')
    const fresh = newCore()
    let uploadId: string | undefined
    for (let at = 0; at < text.length; at += UPLOAD_CHUNK_MAX) {
      const u = await call(fresh, 'history.upload', {
        ...(uploadId ? { uploadId } : {}),
        offset: at,
        text: text.slice(at, at + UPLOAD_CHUNK_MAX)
      })
      uploadId = u.uploadId
    }
    await call(fresh, 'history.import', { uploadId: uploadId! })
    const cells = fresh.openStore()!.db.prepare('SELECT cell_json FROM blackjack_grades').all() as Array<{
      cell_json: string | null
    }>
    expect(cells.length).toBeGreaterThan(0)
    expect(cells.every((x) => x.cell_json !== null && 'counter' in JSON.parse(x.cell_json))).toBe(true)
    await fresh.close()
    await c.close()
  })

  it('is refused at a table of a game whose cards are not counted (Sic Bo, Xì dách)', async () => {
    const c = newCore()
    await profileWith(c, 'Lan', 10_000)
    const counting = {
      on: true,
      system: 'hilo' as const,
      exact: false,
      quiz: false,
      ramp: RAMP,
      unitMinor: 1000,
      counter: false
    }
    const sicbo = await call(c, 'tables.open', { game: 'sicbo', ruleset: { rules: { preset: 'trainer' } }, config: {} })
    const refusal = { code: 'refused', i18n: { key: 'tables.countingBlackjackOnly' } }
    await expect(call(c, 'tables.setCounting', { tableId: sicbo.tableId, counting })).rejects.toMatchObject(refusal)
    await expect(call(c, 'tables.count', { tableId: sicbo.tableId })).rejects.toMatchObject(refusal)
    await call(c, 'tables.close', { tableId: sicbo.tableId })
    const xidach = await call(c, 'tables.open', { game: 'xidach', ruleset: { rules: { preset: 'tet' } }, config: {} })
    await expect(call(c, 'tables.setCounting', { tableId: xidach.tableId, counting })).rejects.toMatchObject(refusal)
  })
})
