/**
 * The coach pushes to the table screen (docs/tables.md, "The coach pushes"): for each decision of the
 * person, the hints (`table.advice`) as soon as main has them, equal to what `tables.*Advice` answers
 * for that decision; and each decision's grade (`table.grade`) as it is computed, equal to what the
 * table's `tables.*Grades` read lists. So the screen asks nothing at each move and never waits. A grade
 * is worded where the game's coach makes it: once written, history reads back the very same grade
 * from its row (the round's recall), field for field.
 */
import { describe, expect, it } from 'vitest'
import type { Core } from '../../src/core/index'
import type { TableAdviceEvent, TableGradeEvent, TableState } from '@shared/contract/tables'
import { call, newCore, profileWith } from '../support/core'
import { adviceOf, gradesOf } from '../support/coach'

/** Every pushed coach event, and a way to wait for one that `match`es (at most 30 s). */
function listen(c: Core): {
  advice: TableAdviceEvent[]
  grades: TableGradeEvent[]
  waitFor: <T>(list: T[], match: (x: T) => boolean) => Promise<T>
} {
  const advice: TableAdviceEvent[] = []
  const grades: TableGradeEvent[] = []
  c.subscribe((e) => {
    if (e.name === 'table.advice') advice.push(e.payload)
    if (e.name === 'table.grade') grades.push(e.payload)
  })
  const waitFor = async <T>(list: T[], match: (x: T) => boolean): Promise<T> => {
    for (let i = 0; i < 3000; i++) {
      const found = list.find(match)
      if (found) return found
      await new Promise((r) => setTimeout(r, 10))
    }
    throw new Error('no such event in 30 s')
  }
  return { advice, grades, waitFor }
}

/** Matches the advice pushed for a decision: the table's round at `version`, or at any version. */
const adviceAt =
  (tableId: string, roundId: number, version?: number) =>
  (e: TableAdviceEvent): boolean =>
    e.tableId === tableId && e.advice.roundId === roundId && (version === undefined || e.advice.version === version)

/** Matches the grade pushed for the decision made at the round's `version`. */
const gradeOf =
  (tableId: string, roundId: number, version: number) =>
  (e: TableGradeEvent): boolean =>
    e.tableId === tableId && e.grade.roundId === roundId && e.grade.eventSeq === version + 1

describe('the coach pushes hints and grades', () => {
  it('Blackjack: each decision’s hints and grade, equal to what the reads answer', async () => {
    const c = newCore()
    await profileWith(c, 'An', 10_000)
    const heard = listen(c)
    let t: TableState = await call(c, 'tables.open', {
      game: 'blackjack',
      ruleset: { rules: { preset: 'vegas-6d', decisionSeconds: 'off' } },
      config: { spots: 1, bots: 0 }
    })
    let decisions = 0
    for (let round = 0; round < 40 && decisions < 4; round++) {
      t = await call(c, 'tables.start', { tableId: t.tableId, stakes: [{ seat: 'you1', amountMinor: 1000 }] })
      while (!t.round!.over) {
        const { roundId, version } = t.round!
        const pushed = await heard.waitFor(heard.advice, adviceAt(t.tableId, roundId, version))
        expect(pushed.game).toBe('blackjack')
        expect(pushed.advice).toEqual(adviceOf('blackjack', await call(c, 'tables.advice', { tableId: t.tableId })))
        const turn = t.round!.yourTurn[0]!
        t = await call(c, 'tables.act', {
          tableId: t.tableId,
          roundId,
          version,
          seat: turn.seat,
          action: { do: turn.allowed.includes('stand') ? 'stand' : turn.allowed[0]! }
        })
        decisions++
        const g = await heard.waitFor(heard.grades, gradeOf(t.tableId, roundId, version))
        const listed = gradesOf('blackjack', await call(c, 'tables.grades', { tableId: t.tableId })).find(
          (x) => x.roundId === roundId && x.eventSeq === version + 1
        )
        expect(g.game).toBe('blackjack')
        expect(g.grade).toEqual(listed)
      }
    }
    expect(decisions).toBeGreaterThanOrEqual(4)
    // One advice per decision, none for a state nobody decides in.
    expect(heard.advice.length).toBe(decisions)
    // Each pushed grade, as history reads it back from the store (history.round writes the queue first).
    expect(heard.grades).toHaveLength(decisions)
    for (const e of heard.grades) {
      const recall = await call(c, 'history.round', { roundId: e.grade.roundId })
      expect(recall.grades?.find((g) => g.eventSeq === e.grade.eventSeq)).toEqual(e.grade)
    }
  }, 120_000)

  it('another profile’s table: once the person has switched away, nothing of it is pushed', async () => {
    const c = newCore()
    const bob = await profileWith(c, 'Bob', 10_000)
    await profileWith(c, 'Alice', 10_000)
    const alice = (await call(c, 'profiles.list', {})).currentId as string
    await call(c, 'profiles.select', { id: bob })
    const heard = listen(c)
    const open = (): Promise<TableState> =>
      call(c, 'tables.open', {
        game: 'blackjack',
        ruleset: { rules: { preset: 'vegas-6d', decisionSeconds: 'off' } },
        config: { spots: 1, bots: 0 }
      })
    /** Starts rounds at `tableId` until one waits for the person (a natural ends at the deal). */
    const roundWaiting = async (tableId: string): Promise<TableState> => {
      for (let i = 0; i < 40; i++) {
        const t = await call(c, 'tables.start', { tableId, stakes: [{ seat: 'you1', amountMinor: 1000 }] })
        if (!t.round!.over) return t
      }
      throw new Error('no round waited for a decision in 40')
    }

    // While Bob is the current profile, his decision's hints reach the screen.
    const bobs = await open()
    let t = await roundWaiting(bobs.tableId)
    await heard.waitFor(heard.advice, adviceAt(bobs.tableId, t.round!.roundId))
    while (!t.round!.over) {
      const { roundId, version, yourTurn } = t.round!
      const { seat, allowed } = yourTurn[0]!
      // Stand, or decline insurance first when the dealer shows an ace.
      t = await call(c, 'tables.act', {
        tableId: bobs.tableId,
        roundId,
        version,
        seat,
        action: { do: allowed.includes('stand') ? 'stand' : 'decline' }
      })
    }
    // His next round: the person switches to Alice before the worker has answered for it.
    t = await roundWaiting(bobs.tableId)
    const hidden = t.round!.roundId
    await call(c, 'profiles.select', { id: alice })
    const switchedAt = { advice: heard.advice.length, grades: heard.grades.length }
    // Alice's own table asks the same worker, which answers in turn: once her hints arrive, Bob's were computed.
    const hers = await open()
    const h = await roundWaiting(hers.tableId)
    await heard.waitFor(heard.advice, adviceAt(hers.tableId, h.round!.roundId))
    await new Promise((r) => setTimeout(r, 100))
    const after = heard.advice.slice(switchedAt.advice)
    expect(after.some((e) => e.tableId === hers.tableId)).toBe(true)
    expect(after.filter((e) => e.tableId === bobs.tableId)).toEqual([])
    expect(heard.advice.some(adviceAt(bobs.tableId, hidden))).toBe(false)
    expect(heard.grades.slice(switchedAt.grades).filter((e) => e.tableId === bobs.tableId)).toEqual([])
  }, 120_000)

  it('Xì dách, as a player and dealing: each decision’s hints and grade', async () => {
    for (const role of ['player', 'dealer'] as const) {
      const c = newCore()
      await profileWith(c, 'An', 10_000)
      const heard = listen(c)
      let t: TableState = await call(c, 'tables.open', {
        game: 'xidach',
        ruleset: { rules: { preset: 'wiki', decisionSeconds: 'off' } },
        config: { role, bots: ['standard'], dealerAi: 'shrewd' }
      })
      let decisions = 0
      let graded = 0
      // Only a decision with a choice in it is graded, and the deal is random: dealing, a round can go
      // without one (under its minimum the dealer must draw, to a bust or five cards; a natural ends it),
      // and three decisions held none in about 1 run in 9. So deal until three decisions and one graded.
      for (let round = 0; round < 40 && (decisions < 3 || graded === 0); round++) {
        t = await call(c, 'tables.start', {
          tableId: t.tableId,
          stakes: role === 'player' ? [{ seat: 'you', amountMinor: 1000 }] : []
        })
        for (let guard = 0; guard < 20 && !t.round!.over; guard++) {
          const turn = t.round!.yourTurn[0]
          if (!turn) {
            // A computer seat's move is next: let it happen.
            t = await call(c, 'tables.get', { tableId: t.tableId })
            await new Promise((r) => setTimeout(r, 20))
            continue
          }
          const { roundId, version } = t.round!
          const pushed = await heard.waitFor(heard.advice, adviceAt(t.tableId, roundId, version))
          expect(pushed.game).toBe('xidach')
          expect(pushed.advice).toEqual(adviceOf('xidach', await call(c, 'tables.advice', { tableId: t.tableId })))
          // Stand where one may (a dealer under its minimum draws); a dealer checks nobody here.
          const action = turn.allowed.includes('stand') ? 'stand' : 'draw'
          t = await call(c, 'tables.act', {
            tableId: t.tableId,
            roundId,
            version,
            seat: turn.seat,
            action: { do: action }
          })
          decisions++
          const listed = gradesOf('xidach', await call(c, 'tables.grades', { tableId: t.tableId })).find(
            (x) => x.roundId === roundId && x.eventSeq === version + 1
          )
          // A decision with one choice only has no grade, pushed or listed.
          if (listed) {
            graded++
            const g = await heard.waitFor(heard.grades, gradeOf(t.tableId, roundId, version))
            expect(g).toEqual({ tableId: t.tableId, game: 'xidach', grade: listed })
          }
        }
      }
      expect(decisions, role).toBeGreaterThanOrEqual(3)
      // Each pushed grade, as history reads it back from the store (history.round writes the queue first).
      expect(heard.grades.length, role).toBeGreaterThan(0)
      for (const e of heard.grades) {
        const recall = await call(c, 'history.round', { roundId: e.grade.roundId })
        expect(recall.xidachGrades?.find((g) => g.eventSeq === e.grade.eventSeq)).toEqual(e.grade)
      }
      await c.close()
    }
  }, 180_000)
})
