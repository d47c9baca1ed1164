/**
 * The Sic Bo round through the GameEngine interface: betting, closing, rolling, settling, limits and
 * what a view may show. Expected amounts are worked out from rules.md's trainer table in comments.
 */
import { describe, expect, it } from 'vitest'
import { resolveSicboRules, type SicboAction, type SicboDice, type SicboRules } from '@shared/games/sicbo'
import { sicboEngine, type SicboSetup, type SicboState } from '../../src/core/engine/games/sicbo'

function rules(input: unknown = {}): SicboRules {
  const r = resolveSicboRules(input)
  if (!r.ok) throw new Error(`${r.path}: ${r.message}`)
  return r.rules
}

function setup(dice: SicboDice, over: Partial<SicboSetup> = {}): SicboSetup {
  return {
    seats: [
      { id: 'p1', bankrollMinor: 100_000 },
      { id: 'p2', bankrollMinor: 5_000 }
    ],
    dealerBankrollMinor: null,
    dice,
    ...over
  }
}

function start(r: SicboRules, s: SicboSetup): SicboState {
  const res = sicboEngine.start(r, s)
  if (!res.ok) throw new Error(res.error.message)
  return res.state
}

function must(state: SicboState, seat: string, action: SicboAction): SicboState {
  const res = sicboEngine.step(state, seat, action)
  if (!res.ok) throw new Error(res.error.message)
  return res.state
}

function refusal(state: SicboState, seat: string, action: SicboAction): { code: string; message: string } {
  const res = sicboEngine.step(state, seat, action)
  if (res.ok) throw new Error('expected a refusal')
  return res.error
}

const bet = (spot: string, amountMinor: number): SicboAction => ({ type: 'bet', spot, amountMinor })

describe('a round', () => {
  it('bets, close, roll, settle: several bets win on one roll and payouts add', () => {
    let s = start(rules(), setup([2, 2, 5]))
    s = must(s, 'p1', bet('big', 1000)) // total 9: loses −10
    s = must(s, 'p1', bet('combo:2-5', 500)) // 6:1 once: +30
    s = must(s, 'p1', bet('single:2', 200)) // two 2s: 2:1 → +4
    s = must(s, 'p2', bet('double:2', 100)) // 11:1 → +11
    s = must(s, 'p2', bet('total:9', 100)) // 6:1 → +6
    s = must(s, 'p2', bet('small', 300)) // 9 is small: +3
    expect(sicboEngine.isOver(s)).toBe(false)
    const closed = sicboEngine.step(s, 'dealer', { type: 'close' })
    if (!closed.ok) throw new Error(closed.error.message)
    expect(closed.events.map((e) => e.type)).toEqual(['betting-closed', 'rolled', 'settled'])
    expect(closed.events[1]).toEqual({ type: 'rolled', dice: [2, 2, 5], total: 9 })
    expect(sicboEngine.isOver(closed.state)).toBe(true)
    expect(sicboEngine.nets(closed.state)).toEqual({
      p1: -1000 + 3000 + 400,
      p2: 1100 + 600 + 300,
      dealer: -(2400 + 2000)
    })
    expect(closed.state.settled?.bets.map((b) => [b.spot, b.pays, b.netMinor])).toEqual([
      ['big', null, -1000],
      ['combo:2-5', 6, 3000],
      ['single:2', 2, 400],
      ['double:2', 11, 1100],
      ['total:9', 6, 600],
      ['small', 1, 300]
    ])
    expect(closed.state.settled?.winningSpots.sort()).toEqual(
      ['combo:2-5', 'double:2', 'single:2', 'single:5', 'small', 'total:9'].sort()
    )
  })

  it('a round with no bets still rolls, with every net 0', () => {
    const s = must(start(rules(), setup([6, 6, 6])), 'dealer', { type: 'close' })
    expect(sicboEngine.nets(s)).toEqual({ p1: 0, p2: 0, dealer: 0 })
  })

  it('the dice stay out of every view until the roll, and are in it after', () => {
    let s = start(rules(), setup([4, 5, 6]))
    s = must(s, 'p1', bet('big', 100))
    for (const viewer of ['p1', 'p2', 'dealer', null]) {
      const v = sicboEngine.view(s, viewer)
      expect(v.dice).toBeNull()
      expect(v.total).toBeNull()
      expect(v.settled).toBeNull()
      expect(JSON.stringify(v)).not.toMatch(/\[4,5,6\]/)
      expect(JSON.stringify(v)).not.toContain('"dice":[')
    }
    s = must(s, 'dealer', { type: 'close' })
    const v = sicboEngine.view(s, 'p2')
    expect(v.dice).toEqual([4, 5, 6])
    expect(v.total).toBe(15)
    expect(v.settled?.nets).toEqual({ p1: 100, p2: 0, dealer: -100 })
    expect(v.seats).toEqual([
      { id: 'p1', bankrollMinor: 100_000, stakedMinor: 100 },
      { id: 'p2', bankrollMinor: 5_000, stakedMinor: 0 }
    ])
  })

  it('pending: players bet (remove/clear once they have bets), the dealer closes; nothing once over', () => {
    let s = start(rules(), setup([1, 2, 3]))
    expect(sicboEngine.pending(s)).toEqual([
      { seat: 'p1', allowed: ['bet'] },
      { seat: 'p2', allowed: ['bet'] },
      { seat: 'dealer', allowed: ['close'] }
    ])
    s = must(s, 'p2', bet('small', 100))
    expect(sicboEngine.pending(s)[1]).toEqual({ seat: 'p2', allowed: ['bet', 'remove', 'clear'] })
    s = must(s, 'dealer', { type: 'close' })
    expect(sicboEngine.pending(s)).toEqual([])
  })

  it("remove takes back a seat's bets on one spot, clear all its bets; others' bets stay", () => {
    let s = start(rules(), setup([1, 2, 3]))
    s = must(s, 'p1', bet('small', 100))
    s = must(s, 'p1', bet('small', 200))
    s = must(s, 'p1', bet('big', 300))
    s = must(s, 'p2', bet('small', 400))
    const removed = sicboEngine.step(s, 'p1', { type: 'remove', spot: 'small' })
    if (!removed.ok) throw new Error(removed.error.message)
    expect(removed.events).toEqual([{ type: 'bets-removed', seat: 'p1', spot: 'small', amountMinor: 300 }])
    expect(removed.state.bets).toEqual([
      { seat: 'p1', spot: 'big', amountMinor: 300 },
      { seat: 'p2', spot: 'small', amountMinor: 400 }
    ])
    s = must(removed.state, 'p1', { type: 'clear' })
    expect(s.bets).toEqual([{ seat: 'p2', spot: 'small', amountMinor: 400 }])
    expect(refusal(s, 'p1', { type: 'clear' }).code).toBe('no-bet')
    expect(refusal(s, 'p2', { type: 'remove', spot: 'big' }).message).toBe('p2 has no bet on big')
  })

  it('step never changes the state it is given', () => {
    const s = start(rules(), setup([1, 2, 3]))
    const before = JSON.stringify(s)
    must(s, 'p1', bet('small', 100))
    must(s, 'dealer', { type: 'close' })
    expect(JSON.stringify(s)).toBe(before)
  })
})

describe('refusals', () => {
  const open = (r = rules(), over: Partial<SicboSetup> = {}): SicboState => start(r, setup([3, 3, 3], over))

  it('after betting has closed', () => {
    const s = must(open(), 'dealer', { type: 'close' })
    expect(refusal(s, 'p1', bet('small', 100))).toMatchObject({
      code: 'betting-closed',
      message: 'betting has closed for this roll'
    })
    expect(refusal(s, 'dealer', { type: 'close' }).code).toBe('betting-closed')
  })

  it('unknown spots, odd/even when the house rule is off, malformed actions', () => {
    expect(refusal(open(), 'p1', bet('total:18', 100)).message).toBe('unknown spot "total:18"')
    expect(refusal(open(), 'p1', bet('combo:6-1', 100)).message).toBe(
      'unknown spot "combo:6-1" (a combination names the smaller number first: combo:1-6)'
    )
    expect(refusal(open(), 'p1', bet('odd', 100)).message).toBe(
      'spot "odd" is not on this table (house rule oddEven is off)'
    )
    expect(must(open(rules({ oddEven: true })), 'p1', bet('odd', 100)).bets).toHaveLength(1)
    expect(refusal(open(), 'p1', bet('big', 0)).message).toBe('amountMinor: must be greater than 0')
    expect(refusal(open(), 'p1', bet('big', 1.5)).message).toBe('amountMinor: must be whole minor units')
    expect(refusal(open(), 'p1', { type: 'double-down' } as unknown as SicboAction).code).toBe('bad-action')
  })

  it('who may do what', () => {
    expect(refusal(open(), 'p9', bet('big', 100)).message).toBe('"p9" has no seat at this table')
    expect(refusal(open(), 'dealer', bet('big', 100)).message).toBe('the dealer cannot bet (allowed: close)')
    expect(refusal(open(), 'p1', { type: 'close' })).toMatchObject({
      code: 'not-allowed',
      message: 'p1 cannot close betting; the dealer does'
    })
  })

  it("minBet and maxBet apply to a seat's total on one spot", () => {
    const r = rules({ minBet: 5, maxBet: 50 })
    let s = open(r)
    expect(refusal(s, 'p1', bet('big', 400))).toMatchObject({
      code: 'under-min-bet',
      message: 'the stake on big would be 4, under the table minimum of 5 per spot'
    })
    s = must(s, 'p1', bet('big', 4000))
    s = must(s, 'p1', bet('big', 100)) // 41 on big: adding under the minimum is fine once the spot holds it
    expect(refusal(s, 'p1', bet('big', 1000))).toMatchObject({
      code: 'over-max-bet',
      message: 'the stake on big would be 51 (41 already on it), over the table maximum of 50 per spot'
    })
    s = must(s, 'p1', bet('small', 5000)) // another spot has its own 50
    s = must(s, 'p2', bet('big', 5000)) // and another seat too
    expect(s.bets).toHaveLength(4)
  })

  it("maxTotalBet applies to a seat's bets on one roll together", () => {
    let s = open(rules({ maxTotalBet: 20 }))
    s = must(s, 'p1', bet('big', 1500))
    expect(refusal(s, 'p1', bet('small', 600))).toMatchObject({
      code: 'over-max-total-bet',
      message: "p1's bets on this roll would total 21, over the table maximum of 20 per roll"
    })
    expect(must(s, 'p2', bet('small', 2000)).bets).toHaveLength(2)
  })

  it("a seat's bets together must be within its chips", () => {
    let s = open()
    s = must(s, 'p2', bet('big', 4000))
    expect(refusal(s, 'p2', bet('triple:1', 1001))).toMatchObject({
      code: 'over-bankroll',
      message: "p2's bets on this roll would total 50.01, more than p2's chips (50)"
    })
    expect(must(s, 'p2', bet('triple:1', 1000)).bets).toHaveLength(2)
  })

  it('a finite house refuses a bet when one roll could pay out more than its chips', () => {
    // House holds 1000 chips. triple:1 at 180:1 pays 900 for 5 chips; a further 1 chip on triple:1
    // would pay 1080 on 1-1-1; 1 chip on triple:2 pays on another roll, so the worst roll stays 900.
    let s = open(rules(), { dealerBankrollMinor: 100_000 })
    s = must(s, 'p1', bet('triple:1', 500))
    expect(refusal(s, 'p1', bet('triple:1', 100))).toMatchObject({
      code: 'house-cannot-cover',
      message: "with this bet one roll could pay out 1080, more than the house's chips (1000)"
    })
    s = must(s, 'p1', bet('triple:2', 500))
    // 1-1-1 now also pays single:1 (3:1) and any triple (30:1): 900 + 3·10 + 30·1 = 960, within 1000.
    s = must(s, 'p2', bet('single:1', 1000))
    s = must(s, 'p2', bet('any-triple', 100))
    expect(refusal(s, 'p2', bet('total:3' as string, 100)).code).toBe('bad-action')
    expect(refusal(s, 'p2', bet('double:1', 400)).code).toBe('house-cannot-cover') // +44 → 1004
    expect(must(s, 'p2', bet('double:1', 300)).bets).toHaveLength(5) // +33 → 993
    // An unlimited house takes anything the seat can cover.
    expect(must(open(), 'p1', bet('triple:1', 100_000)).bets).toHaveLength(1)
  })

  it('a bad setup', () => {
    const r = rules()
    expect(sicboEngine.start(r, setup([0, 2, 3]))).toMatchObject({ ok: false, error: { code: 'bad-setup' } })
    expect(sicboEngine.start(r, setup([1, 2, 3], { seats: [] }))).toMatchObject({ ok: false })
    expect(
      sicboEngine.start(
        r,
        setup([1, 2, 3], {
          seats: [
            { id: 'a', bankrollMinor: 1 },
            { id: 'a', bankrollMinor: 1 }
          ]
        })
      )
    ).toMatchObject({ ok: false })
    expect(sicboEngine.start(r, setup([1, 2, 3], { seats: [{ id: 'dealer', bankrollMinor: 1 }] }))).toMatchObject({
      ok: false
    })
  })
})
