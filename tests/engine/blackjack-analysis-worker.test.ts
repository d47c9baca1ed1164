/** The analysis worker answers the same figures as the in-thread analysis, off the calling thread. */
import { afterAll, describe, expect, it } from 'vitest'
import { resolveBlackjackRules } from '@shared/games/blackjack'
import { AnalysisClient, analyzeHand, fullShoe } from '../../src/main/engine/games/blackjack'

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
})
