/**
 * The analysis worker answers the same figures as the in-thread analysis, off the calling thread: the
 * Blackjack analysis, and the Xì dách advisor's figures for a player.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { resolveBlackjackRules } from '@shared/games/blackjack'
import { resolveXidachRules } from '@shared/games/xidach'
import { COUNT_SYSTEMS } from '@shared/games/blackjack-counts'
import { analyzeHand, computeIndices, fullShoe } from '../../src/core/engine/games/blackjack'
import { AnalysisClient } from '../../src/core/workers'
import { exactAdvice, unseenOf, type PlayerQuestion } from '../../src/core/engine/games/xidach'

const client = new AnalysisClient()
afterAll(() => client.close())

function rules(over: Record<string, unknown>) {
  const r = resolveBlackjackRules(over)
  if (!r.ok) throw new Error(r.message)
  return r.rules
}

describe('analysis worker', () => {
  it('computes a ruleset without blocking the caller, and caches it', async () => {
    const r = rules({ preset: 'vegas-6d', resplitAces: false, surrender: 'none', charlie: 'off', maxCards: 'none' })
    let ticks = 0
    const timer = setInterval(() => ticks++, 5)
    const a = await client.ruleset(r)
    clearInterval(timer)
    expect(Math.abs(a.playerEvPercent - -0.40287)).toBeLessThanOrEqual(0.001)
    // The event loop kept turning while the worker computed (it takes hundreds of ms).
    expect(ticks).toBeGreaterThan(0)
    expect(client.ruleset(r)).toBe(client.ruleset(r))
  }, 60_000)

  it('answers a hand like the in-thread analysis', async () => {
    const r = rules({ preset: 'club99' })
    const unseen = fullShoe(6)
    for (const c of [10, 6, 9]) unseen[c] = (unseen[c] as number) - 1
    const q = { unseen, up: 10, hand: [10, 6], fromSplit: false, hands: 1, splitAces: false, peeked: true }
    const got = await client.hand(r, q)
    expect(got).toEqual(analyzeHand(r, q))
    expect(got.best).toBe('surrender')
  }, 60_000)

  it("computes index plays off the caller's thread, the same as in-thread, and caches them", async () => {
    const r = rules({ preset: 'vegas-6d', resplitAces: false })
    const questions = [{ hand: '16', up: 'T' as const, plays: ['stand', 'hit'] as const }]
    const got = await client.indices(r, 'hilo', [...questions])
    expect(got).toEqual(computeIndices(r, COUNT_SYSTEMS.hilo, questions))
    expect(client.indices(r, 'hilo', [...questions])).toBe(client.indices(r, 'hilo', [...questions]))
    await expect(client.indices(r, 'hilo', [{ hand: '22vT', up: 'T' }])).rejects.toThrow(/no such cell/)
  }, 60_000)

  it('answers a Xì dách player the advisor’s figures from its own thread, as a message of the event loop', async () => {
    const x = resolveXidachRules({ preset: 'wiki' })
    if (!x.ok) throw new Error(x.message)
    const q: PlayerQuestion = {
      rules: x.rules,
      dealer: 'shrewd',
      // 16 against the dealer's 17 face up: a few ms exact, well inside the advisor's 12 ms budget.
      mine: ['TS', '6H'],
      dealerCards: ['9S', '8D'],
      shown: ['KD'],
      canDraw: true,
      players: 2
    }
    const exact = exactAdvice(q, unseenOf(q), Infinity)
    // The answer comes from the worker thread, as a message: a task of the event loop, never within the
    // microtasks of the call that asked. An answer computed on this thread (even behind a resolved
    // promise) would be there after those. Counting ticks or racing an immediate against the answer
    // depended on the worker's speed and on the loop's phase, and each failed once on a fast answer.
    let answered = false
    const asked = client.xidachPlayer(q, 7).then((answer) => {
      answered = true
      return answer
    })
    for (let hop = 0; hop < 100; hop++) await null
    expect(answered).toBe(false)
    const got = await asked
    expect(answered).toBe(true)
    expect(exact.method).toBe('exact')
    // Standing on 16 against a 17 always loses.
    expect(exact.stand.ev).toBe(-1)
    // Exact inside the advisor's time budget. On a machine too loaded for that, the advisor samples:
    // then each figure is checked against three of its 99 % half-widths (a false alarm about never).
    for (const k of ['stand', 'draw'] as const) {
      const g = got[k]!
      const e = exact[k]!
      if (got.method === 'exact') expect(g).toEqual(e)
      else expect(Math.abs(g.ev - e.ev)).toBeLessThanOrEqual(3 * g.evHalfWidth)
    }
    expect(got.best).toBe('draw')
  }, 60_000)
})
