/**
 * The Blackjack simulator's interval (src/sim/blackjack.ts). Its standard error must describe how the
 * figure actually varies: checked here against batch means, an independent estimate from the spread
 * of the EVs of many separate stretches of rounds. Several spots face one dealer hand each round, so
 * their nets move together; counting each spot as a sample of its own gave an SE 1.79× too small
 * with 7 spots.
 */
import { describe, expect, it } from 'vitest'
import { resolveBlackjackRules } from '@shared/games/blackjack'
import { createBlackjackSimulation, strategyCaveat } from '../../src/sim/blackjack'

describe('Blackjack simulator: standard error', () => {
  it('agrees with batch means when seven spots share each dealer hand', () => {
    const r = resolveBlackjackRules({ preset: 'vegas-6d', shuffle: 'every-round' })
    if (!r.ok) throw new Error(r.message)
    const sim = createBlackjackSimulation(r.rules, { seed: 7, spots: 7 })
    const BATCHES = 400
    const ROUNDS = 250
    const means: number[] = []
    let previous = 0
    for (let b = 0; b < BATCHES; b++) {
      sim.play(ROUNDS)
      const st = sim.stats()
      const total = st.ev * st.stakes
      means.push((total - previous) / (ROUNDS * 7))
      previous = total
    }
    const grand = means.reduce((a, x) => a + x, 0) / BATCHES
    const sd = Math.sqrt(means.reduce((a, x) => a + (x - grand) ** 2, 0) / (BATCHES - 1))
    const batchSe = sd / Math.sqrt(BATCHES)
    const st = sim.stats()
    expect(st.ev).toBeCloseTo(grand, 12)
    // 400 batches estimate the SE within ≈ 3.5 % (one standard deviation); these bounds are ≈ 6 of them.
    expect(st.se / batchSe).toBeGreaterThan(0.8)
    expect(st.se / batchSe).toBeLessThan(1.25)
    expect(st.lo).toBeCloseTo(st.ev - 2.5758293035489 * st.se, 12)
  })

  it('says where its chart is not the rules’ basic strategy (a charlie or a card limit)', () => {
    const rules = (keys: Record<string, unknown>) => {
      const r = resolveBlackjackRules(keys)
      if (!r.ok) throw new Error(r.message)
      return r.rules
    }
    expect(strategyCaveat(rules({ preset: 'vegas-6d' }))).toBeNull()
    expect(strategyCaveat(rules({ preset: 'vegas-6d', charlie: 5 }))).toContain('charlie')
    expect(strategyCaveat(rules({ preset: 'vegas-6d', maxCards: 6 }))).toContain('maxCards')
  })
})
