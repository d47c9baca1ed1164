/**
 * Blackjack hints through core (`tables.advice`): the EVs are those of the exact analysis for
 * the cards the person has NOT seen, worked out here from what the renderer received only — every
 * face-up card of the rounds of this shoe — so the hole card counts as unseen until it is turned over.
 */
import { describe, expect, it } from 'vitest'
import type { TableState } from '@shared/contract/tables'
import { resolveBlackjackRules, type BlackjackActionName, type BlackjackView } from '@shared/games/blackjack'
import { analyzeHand } from '../../src/core/engine/games/blackjack'
import { faceUp, value } from '../support/blackjack'
import { caller, newCore } from '../support/core'
import { adviceOf } from '../support/coach'

describe('tables.advice at a Blackjack table', () => {
  it('gives the exact EVs for the unseen cards, over several rounds of one shoe', async () => {
    const c = newCore()
    const s = await c.handlers['profiles.create']({ name: 'An' }, caller)
    const id = s.profiles[0]!.id
    await c.handlers['profiles.select']({ id }, caller)
    await c.handlers['profiles.topUp']({ id, amountMinor: 1_000_000 }, caller)
    const ruleKeys = { preset: 'vegas-6d' }
    const r = resolveBlackjackRules(ruleKeys)
    if (!r.ok) throw new Error(r.message)
    let t: TableState = await c.handlers['tables.open'](
      { game: 'blackjack', ruleset: { rules: ruleKeys }, config: { spots: 1, bots: 1 } },
      caller
    )
    const seenBefore = new Array<number>(11).fill(0)
    let decisions = 0
    for (let round = 0; round < 6; round++) {
      t = await c.handlers['tables.start'](
        { tableId: t.tableId, stakes: [{ seat: 'you1', amountMinor: 1000 }] },
        caller
      )
      for (let guard = 0; guard < 30 && !t.round!.over; guard++) {
        const turn = t.round!.yourTurn[0]!
        const v = t.round!.view as BlackjackView
        const advice = adviceOf('blackjack', await c.handlers['tables.advice']({ tableId: t.tableId }, caller))
        expect(advice).not.toBeNull()
        expect(advice!.version).toBe(t.round!.version)
        // Worked out from the renderer's data only.
        const seen = faceUp(v)
        const unseen = new Array<number>(11).fill(0)
        for (let x = 1; x <= 10; x++) unseen[x] = (x === 10 ? 96 : 24) - seen[x]! - seenBefore[x]!
        const hand = v.seats.find((x) => x.id === turn.seat)!.hands[v.turn!.hand]!
        const up = value(v.dealer.cards[0]!)
        const a = analyzeHand(r.rules, {
          unseen,
          up,
          hand: hand.cards.map(value),
          fromSplit: hand.fromSplit,
          hands: v.seats.find((x) => x.id === turn.seat)!.hands.length,
          splitAces: hand.fromSplit && value(hand.cards[0]!) === 1,
          peeked: (up === 1 || up === 10) && v.phase === 'play'
        })
        for (const [k, ev] of Object.entries(advice!.evs)) {
          if (k === 'insurance') expect(ev).toBeCloseTo(a.insurance!, 12)
          else if (k === 'decline') expect(ev).toBeCloseTo(a.evenMoney ? a.evenMoney.decline : 0, 12)
          else if (k === 'even-money') expect(ev).toBeCloseTo(a.evenMoney!.take, 12)
          else expect(ev).toBeCloseTo(a.evs[k as 'stand']!, 12)
          expect(turn.allowed).toContain(k)
        }
        const best = Math.max(...Object.values(advice!.evs))
        expect(advice!.evs[advice!.best]).toBe(best)
        decisions++
        const pick: BlackjackActionName = turn.allowed.includes('decline') ? 'decline' : 'stand'
        t = await c.handlers['tables.act'](
          {
            tableId: t.tableId,
            roundId: t.round!.roundId,
            version: t.round!.version,
            seat: turn.seat,
            action: { do: pick }
          },
          caller
        )
      }
      expect(adviceOf('blackjack', await c.handlers['tables.advice']({ tableId: t.tableId }, caller))).toBeNull()
      const end = faceUp(t.round!.view as BlackjackView)
      for (let x = 1; x <= 10; x++) seenBefore[x]! += end[x]!
    }
    expect(decisions).toBeGreaterThan(0)
  }, 120_000)

  it('refuses at a table whose game has no coach (Sic Bo)', async () => {
    const c = newCore()
    const s = await c.handlers['profiles.create']({ name: 'An' }, caller)
    await c.handlers['profiles.select']({ id: s.profiles[0]!.id }, caller)
    const t = await c.handlers['tables.open'](
      { game: 'sicbo', ruleset: { rules: { preset: 'trainer' } }, config: {} },
      caller
    )
    await expect(c.handlers['tables.advice']({ tableId: t.tableId }, caller)).rejects.toMatchObject({
      code: 'refused'
    })
  })
})
