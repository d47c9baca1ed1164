/**
 * Properties of the Sic Bo engine: money sums to zero, the house edges equal a brute-force
 * enumeration written independently here, each seat's net is the sum of its bets', the winning spots are those that pay, replaying the
 * accepted actions rebuilds the same state, and a finite house can always pay.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  PAY_TABLE_ROWS,
  PAY_TABLES,
  resolveSicboRules,
  sicboSpots,
  spotIndex,
  type SicboAction,
  type SicboDice,
  type SicboEvent,
  type SicboPayTable,
  type SicboRules
} from '@shared/games/sicbo'
import { houseEdge, settle, settledBets, sicboEngine, type SicboState } from '../../src/main/engine/games/sicbo'

function rules(input: unknown = {}): SicboRules {
  const r = resolveSicboRules(input)
  if (!r.ok) throw new Error(`${r.path}: ${r.message}`)
  return r.rules
}

// ---- an independent statement of the spot rules, by face counts ------------------------------------

function brutePays(t: SicboPayTable, spot: string, roll: number[]): number | null {
  const counts = [0, 0, 0, 0, 0, 0, 0]
  for (const d of roll) counts[d] = (counts[d] as number) + 1
  const sum = roll.reduce((a, b) => a + b, 0)
  const tripleFace = counts.findIndex((c) => c === 3)
  const [kind, arg = ''] = spot.split(':')
  if (kind === 'small') return tripleFace < 0 && sum <= 10 ? t.smallBig : null
  if (kind === 'big') return tripleFace < 0 && sum >= 11 ? t.smallBig : null
  if (kind === 'odd') return tripleFace < 0 && sum % 2 === 1 ? 1 : null
  if (kind === 'even') return tripleFace < 0 && sum % 2 === 0 ? 1 : null
  if (kind === 'any-triple') return tripleFace > 0 ? t.anyTriple : null
  if (kind === 'single') {
    const c = counts[Number(arg)] as number
    return c === 0 ? null : ([0, t.single1, t.single2, t.single3][c] as number)
  }
  if (kind === 'double') return (counts[Number(arg)] as number) >= 2 ? t.double : null
  if (kind === 'triple') return counts[Number(arg)] === 3 ? t.triple : null
  if (kind === 'combo') {
    const [a, b] = arg.split('-').map(Number) as [number, number]
    return (counts[a] as number) >= 1 && (counts[b] as number) >= 1 ? t.combo : null
  }
  if (kind === 'total') {
    const T = Number(arg)
    const row = `total${Math.min(T, 21 - T)}_${Math.max(T, 21 - T)}` as keyof SicboPayTable
    return sum === T ? t[row] : null
  }
  throw new Error(`spot ${spot}`)
}

function bruteEdge(t: SicboPayTable, spot: string): number {
  let player = 0
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) {
        const p = brutePays(t, spot, [a, b, c])
        player += p === null ? -1 : p
      }
  return -player / 216
}

const payTableArb: fc.Arbitrary<SicboPayTable> = fc
  .tuple(...PAY_TABLE_ROWS.map(() => fc.integer({ min: 0, max: 1000 })))
  .map((vals) => Object.fromEntries(PAY_TABLE_ROWS.map((r, i) => [r, vals[i]])) as unknown as SicboPayTable)

const diceArb: fc.Arbitrary<SicboDice> = fc.tuple(
  fc.integer({ min: 1, max: 6 }),
  fc.integer({ min: 1, max: 6 }),
  fc.integer({ min: 1, max: 6 })
)

describe('house edge', () => {
  it('equals the brute-force enumeration for every spot of every preset (odd/even on)', () => {
    for (const name of ['trainer', 'atlantic-city', 'macau'] as const) {
      const r = rules({ preset: name, oddEven: true })
      const edges = houseEdge(r)
      expect(edges).toHaveLength(52)
      for (const e of edges) {
        expect(e.num / e.den).toBeCloseTo(bruteEdge(PAY_TABLES[name], e.spot), 12)
        expect(e.percent).toBeCloseTo(bruteEdge(PAY_TABLES[name], e.spot) * 100, 10)
      }
    }
  })

  it('equals the brute-force enumeration for random custom tables', () => {
    fc.assert(
      fc.property(payTableArb, (table) => {
        for (const e of houseEdge({ payTable: table, oddEven: true }))
          expect(e.num / e.den).toBeCloseTo(bruteEdge(table, e.spot), 12)
      }),
      { numRuns: 40 }
    )
  })

  it("gives rules.md's examples: small/big 2.78 %, single 7.87 %, any triple at 30:1 13.89 %", () => {
    const edges = new Map(houseEdge(rules()).map((e) => [e.spot, e]))
    // small: wins on 105 of 216 rolls (107 totals 4–10, less 2-2-2 and 3-3-3) → (111 − 105)/216 = 1/36
    expect(edges.get('small')).toMatchObject({ num: 1, den: 36, winningRolls: 105 })
    expect(edges.get('big')).toMatchObject({ num: 1, den: 36 })
    // single: 75 rolls show it once, 15 twice, 1 thrice, 125 never → (125 − 75 − 30 − 3)/216 = 17/216
    expect(edges.get('single:4')).toMatchObject({ num: 17, den: 216, winningRolls: 91 })
    // any triple: 6 wins at 30 against 210 losses → 30/216 = 5/36
    expect(edges.get('any-triple')).toMatchObject({ num: 5, den: 36 })
    expect(Math.round((edges.get('small')?.percent ?? 0) * 100) / 100).toBe(2.78)
    expect(Math.round((edges.get('single:1')?.percent ?? 0) * 100) / 100).toBe(7.87)
    expect(Math.round((edges.get('any-triple')?.percent ?? 0) * 100) / 100).toBe(13.89)
  })
})

// ---- layouts ---------------------------------------------------------------------------------------

const SEATS = ['p1', 'p2', 'p3']
const ALL52 = sicboSpots({ oddEven: true })
const betArb = fc.record({
  seat: fc.constantFrom(...SEATS),
  spot: fc.constantFrom(...ALL52),
  amountMinor: fc.integer({ min: 1, max: 50_000 })
})

describe('settlement', () => {
  it('seat nets and the house net sum to exactly 0, and each bet nets its own payout', () => {
    fc.assert(
      fc.property(payTableArb, fc.array(betArb, { maxLength: 60 }), diceArb, (table, bets, dice) => {
        const r = { ...rules({ oddEven: true }), payTable: table }
        const s = settle(
          r,
          SEATS.map((id) => ({ id, bankrollMinor: 0 })),
          bets,
          bets.map((b) => spotIndex(b.spot)),
          dice
        )
        expect(Object.values(s.nets).reduce((a, b) => a + b, 0)).toBe(0)
        expect(s.betNets).toHaveLength(bets.length)
        s.betNets.forEach((net, i) => {
          const p = brutePays(table, bets[i]!.spot, dice)
          expect(net).toBe(p === null ? -bets[i]!.amountMinor : bets[i]!.amountMinor * p)
        })
      })
    )
  })

  it("each seat's net is the sum of its own bets' nets, however the seats' bets interleave", () => {
    fc.assert(
      fc.property(fc.array(betArb, { maxLength: 52 }), diceArb, (bets, dice) => {
        const r = rules({ oddEven: true })
        const s = settle(
          r,
          SEATS.map((id) => ({ id, bankrollMinor: 0 })),
          bets,
          bets.map((b) => spotIndex(b.spot)),
          dice
        )
        for (const id of SEATS) {
          let sum = 0
          bets.forEach((b, i) => {
            if (b.seat !== id) return
            const p = brutePays(r.payTable, b.spot, dice)
            sum += p === null ? -b.amountMinor : b.amountMinor * p
            expect(s.betNets[i]).toBe(p === null ? -b.amountMinor : b.amountMinor * p)
          })
          expect(s.nets[id]).toBe(sum)
        }
      })
    )
  })

  it('the winning spots are exactly the spots that pay on the roll, and odd/even only when offered', () => {
    fc.assert(
      fc.property(payTableArb, fc.boolean(), diceArb, (table, oddEven, dice) => {
        const r = { ...rules({ oddEven }), payTable: table }
        const s = settle(
          r,
          SEATS.map((id) => ({ id, bankrollMinor: 0 })),
          [],
          [],
          dice
        )
        const expected = ALL52.filter(
          (spot) => brutePays(table, spot, dice) !== null && (oddEven || (spot !== 'odd' && spot !== 'even'))
        )
        expect([...s.winningSpots].sort()).toEqual([...expected].sort())
      })
    )
  })

  it('the settled bets spell out each bet with its payout and net', () => {
    fc.assert(
      fc.property(fc.array(betArb, { maxLength: 20 }), diceArb, (bets, dice) => {
        const r = rules({ oddEven: true })
        const spots = bets.map((b) => spotIndex(b.spot))
        const s = settle(
          r,
          SEATS.map((id) => ({ id, bankrollMinor: 0 })),
          bets,
          spots,
          dice
        )
        expect(settledBets(r, bets, spots, dice, s)).toEqual(
          bets.map((b, i) => ({ ...b, pays: brutePays(r.payTable, b.spot, dice), netMinor: s.betNets[i] }))
        )
      })
    )
  })
})

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
