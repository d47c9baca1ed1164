/**
 * A Blackjack table through core and a real store: spots sharing the person's balance, the hole
 * card kept out of everything the renderer receives, the shoe spanning rounds under one seed, the
 * decision timer, computer players, and a crash in the middle of a round.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Core } from '../../src/core/index'
import type { TableState } from '@shared/contract/tables'
import type { BlackjackView } from '@shared/games/blackjack'
import type { Card } from '@shared/cards'
import { fairDeck } from '../../src/core/fairness/outcome'
import { hashServerSeed } from '../../src/core/fairness/stream'
import { balanceOf, caller, newCore, profileWith } from '../support/core'
import { tempDir } from '../support/temp'

afterEach(() => {
  vi.useRealTimers()
})

const view = (t: TableState): BlackjackView => t.round!.view as BlackjackView

async function open(
  c: Core,
  rules: Record<string, unknown>,
  config: { spots: number; bots: number }
): Promise<TableState> {
  return c.handlers['tables.open']({ game: 'blackjack', ruleset: { rules }, config }, caller)
}
async function start(c: Core, t: TableState, stakes: Array<[string, number]>): Promise<TableState> {
  return c.handlers['tables.start'](
    { tableId: t.tableId, stakes: stakes.map(([seat, amountMinor]) => ({ seat, amountMinor })) },
    caller
  )
}
async function act(c: Core, t: TableState, seat: string, what: string): Promise<TableState> {
  const r = t.round!
  return c.handlers['tables.act'](
    { tableId: t.tableId, roundId: r.roundId, version: r.version, seat, action: { do: what } },
    caller
  )
}

/** The person's pending decision, if any. */
function mine(t: TableState): { seat: string; allowed: string[] } | undefined {
  return t.round && !t.round.over ? t.round.yourTurn[0] : undefined
}

/** Stands every hand and declines insurance until the round is over; `check` sees every state. */
async function playOut(c: Core, t: TableState, check: (t: TableState) => void = () => {}): Promise<TableState> {
  check(t)
  for (let guard = 0; guard < 50 && !t.round!.over; guard++) {
    const turn = mine(t)
    if (!turn) throw new Error('the table waits for nobody')
    t = await act(c, t, turn.seat, turn.allowed.includes('decline') ? 'decline' : 'stand')
    check(t)
  }
  expect(t.round!.over).toBe(true)
  return t
}

/** The round's committed server seed, read from the store the way an auditor would after the fact. */
function storedSeed(c: Core, roundId: number): string {
  const row = c
    .openStore()!
    .db.prepare<[number], { server_seed: string }>(
      'SELECT lower(hex(server_seed)) AS server_seed FROM rounds WHERE id = ?'
    )
    .get(roundId)
  return row!.server_seed
}

const allCards = (v: BlackjackView): Array<Card | null> => [
  ...v.dealer.cards,
  ...v.seats.flatMap((s) => s.hands.flatMap((h) => h.cards))
]

describe('Blackjack table', () => {
  it('plays two spots on one balance: a double the balance cannot cover is refused, the ledger moves by the net', async () => {
    const c = newCore(tempDir())
    const id = await profileWith(c, 'An', 3000)
    let t = await open(c, { preset: 'club99' }, { spots: 2, bots: 0 })
    expect(t.yourSeats).toEqual(['you1', 'you2'])
    let checked = false
    for (let round = 0; round < 60 && !checked; round++) {
      if ((await balanceOf(c)) < 100_000) await c.handlers['profiles.topUp']({ id, amountMinor: 200_000 }, caller)
      const before = await balanceOf(c)
      // Stake S (even: club99 pays halves) on each spot with 3S ≤ balance < 4S: one double fits, a second does not.
      const s = Math.floor(before / 6) * 2
      expect(before - 3 * s).toBeLessThan(s)
      expect(before - 3 * s).toBeGreaterThanOrEqual(0)
      t = await start(c, t, [
        ['you1', s],
        ['you2', s]
      ])
      const v = view(t)
      expect(v.seats.map((x) => [x.id, x.stake, x.bankroll])).toEqual([
        ['you1', s, before],
        ['you2', s, before]
      ])
      const turn = mine(t)
      const you2 = v.seats[1]!.hands[0]!
      // Wanted: you1 to decide first with a double on offer, and you2 still to play two cards.
      if (v.phase === 'play' && turn?.seat === 'you1' && turn.allowed.includes('double') && !you2.done) {
        t = await act(c, t, 'you1', 'double')
        expect(view(t).seats[0]!.committed).toBe(2 * s)
        const next = mine(t)
        expect(next?.seat).toBe('you2')
        expect(next!.allowed).not.toContain('double')
        expect(next!.allowed).not.toContain('split')
        await expect((async () => act(c, t, 'you2', 'double'))()).rejects.toMatchObject({
          code: 'refused',
          message: expect.stringMatching(/you2 cannot double now \(allowed: hit, stand/)
        })
        checked = true
      }
      t = await playOut(c, t)
      const nets = t.round!.nets!
      const v2 = view(t)
      // Each spot's net is its hands' nets plus insurance; the ledger moved by their sum.
      for (const seat of v2.seats)
        expect(nets[seat.id]).toBe(seat.hands.reduce((a, h) => a + h.net, 0) + (seat.insuranceNet ?? 0))
      expect(nets['dealer']! + nets['you1']! + nets['you2']!).toBe(0)
      expect(await balanceOf(c)).toBe(before + nets['you1']! + nets['you2']!)
    }
    expect(checked).toBe(true)
    expect(c.openStore()!.ledger.unbalanced()).toEqual([])
  })

  it('refuses stakes that together exceed the balance, naming both spots', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 100)
    const t = await open(c, {}, { spots: 2, bots: 0 })
    await expect(
      (async () =>
        start(c, t, [
          ['you1', 6000],
          ['you2', 6000]
        ]))()
    ).rejects.toMatchObject({
      code: 'refused',
      message: expect.stringContaining('you1, you2')
    })
    expect(await balanceOf(c)).toBe(10_000)
  })

  it('never sends the hole card before its reveal', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    // One deck: every card is unique, so the hole card's name can only appear as the hole card.
    let t = await open(c, { preset: 'single-deck' }, { spots: 1, bots: 2 })
    let revealedRounds = 0
    for (let round = 0; round < 12; round++) {
      t = await start(c, t, [['you1', 1000]])
      const r = t.round!
      const deck = fairDeck(
        { serverSeed: storedSeed(c, r.roundId), clientSeed: r.fairness.clientSeed, nonce: r.fairness.nonce },
        1
      )
      const spots = view(t).seats.length
      // Dealt order under the peek: one card per spot, the up-card, a second per spot, the hole card.
      const hole = deck[r.fairness.offset! + 2 * spots + 1]!
      expect(view(t).dealer.cards[0]).toBe(deck[r.fairness.offset! + spots])
      t = await playOut(c, t, (s) => {
        const v = view(s)
        const shown = v.dealer.cards[1] !== null && v.dealer.cards[1] !== undefined
        if (!shown) expect(JSON.stringify(s)).not.toContain(hole)
        else expect(v.dealer.cards[1]).toBe(hole)
      })
      if (view(t).dealer.cards[1]) revealedRounds++
    }
    expect(revealedRounds).toBeGreaterThan(0)
  })

  it('keeps one shoe across rounds and reveals its seed only when the cut card comes out', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    let t = await open(c, { preset: 'single-deck', penetration: 0.5 }, { spots: 1, bots: 0 })
    const commitment = t.next
    const rounds: Array<{ offset: number; cards: Array<Card | null> }> = []
    let seed: string | undefined
    for (let i = 0; i < 15 && !seed; i++) {
      t = await start(c, t, [['you1', 1000]])
      expect(t.round!.fairness.serverSeedHash).toBe(commitment.serverSeedHash)
      // A round decided at the deal (a blackjack) that also brings out the cut card ends the shoe at once.
      if (!t.round!.over) expect(t.round!.fairness.serverSeed).toBeUndefined()
      t = await playOut(c, t)
      seed = t.round!.fairness.serverSeed
      const v = view(t)
      rounds.push({ offset: t.round!.fairness.offset!, cards: allCards(v) })
      if (!seed) {
        // Still inside the shoe: the next round's commitment is this shoe's.
        expect(t.next.serverSeedHash).toBe(commitment.serverSeedHash)
        expect(JSON.stringify(t)).not.toContain('"serverSeed":')
      }
    }
    expect(seed).toBeDefined()
    expect(rounds.length).toBeGreaterThan(1)
    expect(hashServerSeed(seed!)).toBe(commitment.serverSeedHash)
    expect(t.next.serverSeedHash).not.toBe(commitment.serverSeedHash)
    // Each round starts where the previous one stopped, and every card shown is the shoe's card.
    const deck = fairDeck({ serverSeed: seed!, clientSeed: commitment.clientSeed, nonce: commitment.nonce }, 1)
    expect(rounds[0]!.offset).toBe(0)
    for (let i = 1; i < rounds.length; i++) {
      const prev = rounds[i - 1]!
      expect(rounds[i]!.offset).toBe(prev.offset + prev.cards.length)
    }
    for (const r of rounds) {
      const shown = r.cards.filter((x): x is Card => x !== null)
      const used = deck.slice(r.offset, r.offset + r.cards.length)
      for (const card of shown) expect(used).toContain(card)
    }
    // The last round ended past the cut card (half the deck) or too close to the end for another round.
    const last = rounds[rounds.length - 1]!
    expect(last.offset + last.cards.length).toBeGreaterThan(0)
    expect(last.offset + last.cards.length >= 26 || 52 - (last.offset + last.cards.length) < 16).toBe(true)
    // Every round of the finished shoe is now revealed in the store.
    const unrevealed = c
      .openStore()!
      .db.prepare('SELECT COUNT(*) AS n FROM rounds WHERE revealed_at IS NULL')
      .get() as { n: number }
    expect(unrevealed.n).toBe(0)
    // The next round opens a new shoe at its first card.
    t = await start(c, t, [['you1', 1000]])
    expect(t.round!.fairness.offset).toBe(0)
    expect(t.round!.fairness.serverSeedHash).not.toBe(commitment.serverSeedHash)
  })

  it('stands a hand when the decision timer runs out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    let t = await open(c, { preset: 'club99', decisionSeconds: 5 }, { spots: 1, bots: 0 })
    let stood = false
    for (let round = 0; round < 30 && !stood; round++) {
      t = await start(c, t, [['you1', 1000]])
      const turn = mine(t)
      if (turn) {
        expect(turn.allowed).toContain('timeout')
        expect(t.round!.deadline).toBe(Date.now() + 5000)
      }
      if (turn && view(t).phase === 'play') {
        const before = view(t).seats[0]!.hands[0]!.cards.length
        vi.advanceTimersByTime(4999)
        expect((await c.handlers['tables.get']({ tableId: t.tableId }, caller)).round!.version).toBe(t.round!.version)
        vi.advanceTimersByTime(1)
        const after = await c.handlers['tables.get']({ tableId: t.tableId }, caller)
        const hand = view(after).seats[0]!.hands[0]!
        expect(hand.cards.length).toBe(before)
        expect(hand.done).toBe(true)
        expect(after.round!.events).toContainEqual({ type: 'action', seat: 'you1', hand: 0, do: 'timeout' })
        expect(after.round!.over).toBe(true)
        t = after
        stood = true
      } else if (!t.round!.over) {
        t = await playOut(c, t)
      }
    }
    expect(stood).toBe(true)
  })

  it('lets computer players play from their own stacks', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    let t = await open(c, { preset: 'vegas-6d' }, { spots: 1, bots: 2 })
    expect(t.seats.filter((s) => s.kind === 'bot').map((s) => [s.seat, s.balanceMinor])).toEqual([
      ['b1', 100_000],
      ['b2', 100_000]
    ])
    t = await start(c, t, [['you1', 500]])
    expect(view(t).seats.map((s) => [s.id, s.stake])).toEqual([
      ['you1', 500],
      ['b1', 1000],
      ['b2', 1000]
    ])
    t = await playOut(c, t)
    const nets = t.round!.nets!
    expect(t.seats.find((s) => s.seat === 'b1')!.balanceMinor).toBe(100_000 + nets['b1']!)
    expect(t.seats.find((s) => s.seat === 'b2')!.balanceMinor).toBe(100_000 + nets['b2']!)
    expect(nets['you1']! + nets['b1']! + nets['b2']! + nets['dealer']!).toBe(0)
    expect(await balanceOf(c)).toBe(100_000 + nets['you1']!)
  })

  it('resumes a round interrupted by a crash, and pays it exactly once', async () => {
    const dir = tempDir()
    const first = newCore(dir)
    await profileWith(first, 'An', 1000)
    // No decision timer: the crashed core is never closed, so a timer of its would still fire beside the
    // second one on a slow run.
    let t = await open(first, { preset: 'club99', decisionSeconds: 'off' }, { spots: 2, bots: 1 })
    // A round still waiting for the person after the deal.
    for (let i = 0; i < 30; i++) {
      t = await start(first, t, [
        ['you1', 1000],
        ['you2', 1000]
      ])
      if (!t.round!.over) break
    }
    expect(t.round!.over).toBe(false)
    const balance = await balanceOf(first)
    const second = newCore(dir)
    const [resumed] = await second.handlers['tables.list']({}, caller)
    expect(resumed?.round?.roundId).toBe(t.round!.roundId)
    expect(resumed?.round?.version).toBe(t.round!.version)
    expect(resumed?.round?.view).toEqual(t.round!.view)
    expect(resumed?.round?.fairness).toEqual(t.round!.fairness)
    const done = await playOut(second, resumed!)
    const nets = done.round!.nets!
    expect(await balanceOf(second)).toBe(balance + nets['you1']! + nets['you2']!)
    const third = newCore(dir)
    const [again] = await third.handlers['tables.list']({}, caller)
    expect(again?.round).toBeNull()
    expect(await balanceOf(third)).toBe(balance + nets['you1']! + nets['you2']!)
    expect(third.openStore()!.ledger.unbalanced()).toEqual([])
  })
})
