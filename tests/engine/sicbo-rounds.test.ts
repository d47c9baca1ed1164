/**
 * Properties of Sic Bo rounds driven by random actions: replaying the accepted actions rebuilds the same
 * state, whatever is accepted keeps every limit and a finite house can always pay, and a roll with its
 * bets is the bets placed one by one and then the close.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type SicboAction, type SicboDice, type SicboEvent, type SicboRules } from '@shared/games/sicbo'
import { sicboEngine, type SicboState } from '../../src/core/engine/games/sicbo'
import { rules, brutePays, diceArb, SEATS, ALL52 } from '../support/sicbo-properties'

// ---- rounds driven by random actions ---------------------------------------------------------------

type Step = { seat: string; action: SicboAction }
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      seat: fc.constantFrom(...SEATS, 'dealer', 'zz'),
      action: fc.record({
        type: fc.constant('bet' as const),
        spot: fc.constantFrom(...ALL52, 'total:3'),
        amountMinor: fc.integer({ min: 1, max: 40_000 })
      })
    })
  },
  {
    weight: 1,
    arbitrary: fc.record({
      seat: fc.constantFrom(...SEATS),
      action: fc.record({ type: fc.constant('remove' as const), spot: fc.constantFrom(...ALL52) })
    })
  },
  {
    weight: 1,
    arbitrary: fc.record({ seat: fc.constantFrom(...SEATS), action: fc.constant({ type: 'clear' as const }) })
  }
)
const rulesArb = fc
  .record({
    oddEven: fc.boolean(),
    minBet: fc.constantFrom(0.01, 1, 5),
    maxBet: fc.constantFrom(null, 100, 250),
    maxTotalBet: fc.constantFrom(null, 300, 1000)
  })
  .map((k) =>
    rules({
      ...k,
      maxBet: k.maxBet,
      maxTotalBet: k.maxTotalBet === null ? null : Math.max(k.maxTotalBet, k.maxBet ?? 0)
    })
  )

function play(
  r: SicboRules,
  house: number | null,
  dice: SicboDice,
  steps: Step[]
): { state: SicboState; accepted: Step[]; events: SicboEvent[] } {
  const started = sicboEngine.start(r, {
    seats: SEATS.map((id, i) => ({ id, bankrollMinor: 20_000 * (i + 1) })),
    dealerBankrollMinor: house,
    dice
  })
  if (!started.ok) throw new Error(started.error.message)
  let state = started.state
  const accepted: Step[] = []
  const events: SicboEvent[] = [...started.events]
  for (const st of [...steps, { seat: 'dealer', action: { type: 'close' } as SicboAction }]) {
    const res = sicboEngine.step(state, st.seat, st.action)
    if (!res.ok) continue
    state = res.state
    accepted.push(st)
    events.push(...res.events)
  }
  return { state, accepted, events }
}

describe('rounds', () => {
  it('replaying the accepted actions from the start rebuilds the same state and events', () => {
    fc.assert(
      fc.property(
        rulesArb,
        fc.option(fc.integer({ min: 0, max: 2_000_000 })),
        diceArb,
        fc.array(stepArb, { maxLength: 40 }),
        (r, house, dice, steps) => {
          const first = play(r, house, dice, steps)
          expect(sicboEngine.isOver(first.state)).toBe(true)
          const again = play(r, house, dice, first.accepted)
          expect(again.accepted).toEqual(first.accepted)
          expect(again.state).toEqual(first.state)
          expect(again.events).toEqual(first.events)
        }
      ),
      { numRuns: 150 }
    )
  })

  it('whatever is accepted keeps every limit, and a finite house can pay on every possible roll', () => {
    fc.assert(
      fc.property(
        rulesArb,
        fc.option(fc.integer({ min: 0, max: 2_000_000 })),
        diceArb,
        fc.array(stepArb, { maxLength: 40 }),
        (r, house, dice, steps) => {
          const { state } = play(r, house, dice, steps)
          const nets = sicboEngine.nets(state)
          expect(Object.values(nets).reduce((a, b) => a + b, 0)).toBe(0)
          for (const seat of state.seats) {
            const mine = state.bets.filter((b) => b.seat === seat.id)
            const total = mine.reduce((a, b) => a + b.amountMinor, 0)
            expect(total).toBeLessThanOrEqual(seat.bankrollMinor)
            if (r.maxTotalBetMinor !== null) expect(total).toBeLessThanOrEqual(r.maxTotalBetMinor)
            for (const spot of new Set(mine.map((b) => b.spot))) {
              const on = mine.filter((b) => b.spot === spot).reduce((a, b) => a + b.amountMinor, 0)
              expect(on).toBeGreaterThanOrEqual(r.minBetMinor)
              if (r.maxBetMinor !== null) expect(on).toBeLessThanOrEqual(r.maxBetMinor)
              if (!r.oddEven) expect(['odd', 'even']).not.toContain(spot)
            }
            // A seat never loses more than it staked.
            expect(nets[seat.id]).toBeGreaterThanOrEqual(-total)
          }
          if (house !== null) {
            for (let a = 1; a <= 6; a++)
              for (let b = 1; b <= 6; b++)
                for (let c = 1; c <= 6; c++) {
                  const paidOut = state.bets.reduce((sum, bet) => {
                    const p = brutePays(r.payTable, bet.spot, [a, b, c])
                    return sum + (p === null ? 0 : bet.amountMinor * p)
                  }, 0)
                  expect(paidOut).toBeLessThanOrEqual(house)
                }
          }
        }
      ),
      { numRuns: 60 }
    )
  })
})

describe('a roll with its bets', () => {
  const layoutArb = fc.array(
    fc.record({ spot: fc.constantFrom(...ALL52, 'total:3'), amountMinor: fc.integer({ min: 1, max: 40_000 }) }),
    { maxLength: 12 }
  )

  it('is the bets placed one by one and then the close: the same state and events, or the first refusal', () => {
    fc.assert(
      fc.property(
        rulesArb,
        fc.option(fc.integer({ min: 0, max: 2_000_000 })),
        diceArb,
        layoutArb,
        (r, house, dice, layout) => {
          const started = sicboEngine.start(r, {
            seats: [{ id: 'p1', bankrollMinor: 50_000 }],
            dealerBankrollMinor: house,
            dice
          })
          if (!started.ok) throw new Error(started.error.message)
          const rolled = sicboEngine.step(started.state, 'p1', { type: 'roll', bets: layout })
          let state = started.state
          const events: SicboEvent[] = []
          let refusal: string | null = null
          for (const b of layout) {
            const res = sicboEngine.step(state, 'p1', { type: 'bet', ...b })
            if (!res.ok) {
              refusal = res.error.message
              break
            }
            state = res.state
            events.push(...res.events)
          }
          if (refusal === null && layout.length === 0) refusal = 'p1 has no bets to roll on'
          // An unknown spot anywhere refuses the whole action before any bet is weighed, naming that bet.
          const unknown = layout.findIndex((b) => !ALL52.includes(b.spot as never))
          if (unknown >= 0) {
            expect(rolled.ok).toBe(false)
            if (!rolled.ok)
              expect(rolled.error.message).toBe(`bets.${unknown}.spot: unknown spot "${layout[unknown]!.spot}"`)
            return
          }
          if (refusal !== null) {
            expect(rolled.ok).toBe(false)
            if (!rolled.ok) expect(rolled.error.message).toBe(refusal)
            return
          }
          const closed = sicboEngine.step(state, 'dealer', { type: 'close' })
          expect(closed.ok && rolled.ok).toBe(true)
          if (!closed.ok || !rolled.ok) return
          expect(rolled.state).toEqual(closed.state)
          expect(rolled.events).toEqual([...events, ...closed.events])
        }
      ),
      { numRuns: 200 }
    )
  })

  it('is only for a player alone at the table; with others the dealer closes', () => {
    const r = rules()
    const started = sicboEngine.start(r, {
      seats: [
        { id: 'p1', bankrollMinor: 50_000 },
        { id: 'p2', bankrollMinor: 50_000 }
      ],
      dealerBankrollMinor: null,
      dice: [1, 2, 3]
    })
    if (!started.ok) throw new Error(started.error.message)
    const res = sicboEngine.step(started.state, 'p1', { type: 'roll', bets: [{ spot: 'small', amountMinor: 100 }] })
    expect(res.ok).toBe(false)
    if (!res.ok) expect(res.error.message).toMatch(/other players/)
    expect(sicboEngine.pending(started.state).find((p) => p.seat === 'p1')?.allowed).not.toContain('roll')
  })
})
