/**
 * The coach pushes to the table screen (docs/architecture.md, "The coach"): for each decision of the
 * person, the hints (`table.advice`) as soon as main has them, equal to what `tables.*Advice` answers
 * for that decision; and each decision's grade (`table.grade`) as it is computed, equal to what the
 * table's `tables.*Grades` read lists. So the screen asks nothing at each move and never waits.
 */
import { describe, expect, it } from 'vitest'
import type { Core } from '../../src/main/core/index'
import type { TableAdviceEvent, TableGradeEvent, TableState } from '@shared/contract/tables'
import { call, newCore, profileWith } from '../support/core'

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
        const pushed = await heard.waitFor(
          heard.advice,
          (e) => e.tableId === t.tableId && e.advice.roundId === roundId && e.advice.version === version
        )
        expect(pushed.game).toBe('blackjack')
        expect(pushed.advice).toEqual(await call(c, 'tables.blackjackAdvice', { tableId: t.tableId }))
        const turn = t.round!.yourTurn[0]!
        t = await call(c, 'tables.act', {
          tableId: t.tableId,
          roundId,
          version,
          seat: turn.seat,
          action: { do: turn.allowed.includes('stand') ? 'stand' : turn.allowed[0]! }
        })
        decisions++
        const g = await heard.waitFor(
          heard.grades,
          (e) => e.tableId === t.tableId && e.grade.roundId === roundId && e.grade.eventSeq === version + 1
        )
        const listed = (await call(c, 'tables.blackjackGrades', { tableId: t.tableId })).find(
          (x) => x.roundId === roundId && x.eventSeq === version + 1
        )
        expect(g.game).toBe('blackjack')
        expect(g.grade).toEqual(listed)
      }
    }
    expect(decisions).toBeGreaterThanOrEqual(4)
    // One advice per decision, none for a state nobody decides in.
    expect(heard.advice.length).toBe(decisions)
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
      for (let round = 0; round < 40 && decisions < 3; round++) {
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
          const pushed = await heard.waitFor(
            heard.advice,
            (e) => e.tableId === t.tableId && e.advice.roundId === roundId && e.advice.version === version
          )
          expect(pushed.game).toBe('xidach')
          expect(pushed.advice).toEqual(await call(c, 'tables.xidachAdvice', { tableId: t.tableId }))
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
          const listed = (await call(c, 'tables.xidachGrades', { tableId: t.tableId })).find(
            (x) => x.roundId === roundId && x.eventSeq === version + 1
          )
          // A decision with one choice only has no grade, pushed or listed.
          if (listed) {
            const g = await heard.waitFor(
              heard.grades,
              (e) => e.tableId === t.tableId && e.grade.roundId === roundId && e.grade.eventSeq === version + 1
            )
            expect(g).toEqual({ tableId: t.tableId, game: 'xidach', grade: listed })
          }
        }
      }
      expect(decisions, role).toBeGreaterThanOrEqual(3)
      await c.close()
    }
  }, 180_000)
})
