/**
 * Xì dách tables through core and a real store: a round as a player, a round as the dealer with a
 * check, the bank cap, what the person may see, the ledger, and a crash in the middle of a round.
 * Settlements are checked against an independent by-count settler (tests/support/xidach-table.ts) written
 * from docs/rules-xidach.md. Early checks: xidach-early-checks.test.ts.
 */
import { describe, expect, it } from 'vitest'
import type { TableState } from '@shared/contract/tables'
import { fairDeck } from '../../src/core/fairness/outcome'
import { hashServerSeed } from '../../src/core/fairness/stream'
import { balanceOf, caller, newCore, profileWith } from '../support/core'
import { tempDir } from '../support/temp'
import { viewOf, wikiNet, expectNothingHidden, act, playAsPlayer } from '../support/xidach-table'

describe('Xì dách table', () => {
  it('plays a round as a player: fair deck in dealing order, nothing hidden sent, nets sum to 0, the ledger moves by the net', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    const opened = await c.handlers['tables.open'](
      {
        game: 'xidach',
        ruleset: { rules: { preset: 'wiki' } },
        config: { role: 'player', bots: ['standard', 'cautious'], dealerAi: 'simple' }
      },
      caller
    )
    expect(opened.seats.map((s) => [s.seat, s.kind, s.policy ?? null])).toEqual([
      ['you', 'you', null],
      ['b1', 'bot', 'standard'],
      ['b2', 'bot', 'cautious'],
      ['dealer', 'dealer-ai', 'simple']
    ])
    expect(opened.rulesName).toBe('wiki')
    const before = await balanceOf(c)
    let t = await c.handlers['tables.start'](
      { tableId: opened.tableId, stakes: [{ seat: 'you', amountMinor: 1000 }] },
      caller
    )
    // The seed stays hidden while the round plays; a natural at the deal ends the round at once, and
    // then it is revealed with the result.
    if (t.round!.over) expect(hashServerSeed(t.round!.fairness.serverSeed!)).toBe(opened.next.serverSeedHash)
    else expect(t.round!.fairness.serverSeed).toBeUndefined()
    expect(t.round!.fairness.serverSeedHash).toBe(opened.next.serverSeedHash)
    const seen: TableState[] = []
    t = await playAsPlayer(c, t, seen)
    for (const s of seen) {
      expectNothingHidden(s)
      // Bots' unsettled hands show their count only.
      for (const p of viewOf(s).players) if (p.id !== 'you' && p.status !== 'settled') expect(p.cards).toBeNull()
    }
    const r = t.round!
    const seed = r.fairness.serverSeed!
    expect(hashServerSeed(seed)).toBe(r.fairness.serverSeedHash)
    const deck = fairDeck({ serverSeed: seed, clientSeed: r.fairness.clientSeed, nonce: r.fairness.nonce }, 1)
    const v = viewOf(t)
    // Deal order p1, p2, p3, dealer, twice: the person is seat 0 of 3 players.
    const ids = v.players.map((p) => p.id)
    expect(ids).toEqual(['you', 'b1', 'b2'])
    ids.forEach((id, i) => expect(v.players[i]!.cards!.slice(0, 2)).toEqual([deck[i], deck[4 + i]]))
    expect(v.dealer.cards!.slice(0, 2)).toEqual([deck[3], deck[7]])
    const nets = r.nets!
    expect(Object.values(nets).reduce((a, b) => a + b, 0)).toBe(0)
    expect(await balanceOf(c)).toBe(before + nets['you']!)
    expect(c.openStore()!.ledger.unbalanced()).toEqual([])
    // The computer seats' stacks moved by their nets.
    expect(t.seats.find((s) => s.seat === 'b1')!.balanceMinor).toBe(100_000 + nets['b1']!)
    expect(t.seats.find((s) => s.seat === 'dealer')!.balanceMinor).toBe(10_000_000 + nets['dealer']!)
    // Without a natural on either side, the net is the rules' settlement of the final hands (the simple dealer never checks).
    const naturals = t.round!.events.some((e) => e.type === 'natural' && (e.seat === 'you' || e.seat === 'dealer'))
    const me = v.players[0]!
    if (!naturals && me.outcome !== 'penalised') expect(nets['you']).toBe(1000 * wikiNet(me.cards!, v.dealer.cards!))
  })

  it('plays a round as the dealer with a check (kiểm bài) on a bot, settled at that moment', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 5000)
    const opened = await c.handlers['tables.open'](
      {
        game: 'xidach',
        ruleset: { rules: {} },
        config: { role: 'dealer', bots: ['standard', 'bold', 'cautious'], dealerAi: 'shrewd' }
      },
      caller
    )
    expect(opened.yourSeats).toEqual(['dealer'])
    // The dealer stakes nothing.
    await expect(
      (async () =>
        c.handlers['tables.start'](
          { tableId: opened.tableId, stakes: [{ seat: 'dealer', amountMinor: 100 }] },
          caller
        ))()
    ).rejects.toMatchObject({
      code: 'refused',
      message: expect.stringContaining('dealer places no stake')
    })
    let checked = false
    for (let round = 0; round < 40 && !checked; round++) {
      const startBalance = await balanceOf(c)
      let t = await c.handlers['tables.start']({ tableId: opened.tableId, stakes: [] }, caller)
      for (let guard = 0; guard < 12 && !t.round!.over; guard++) {
        expectNothingHidden(t)
        const mine = t.round!.yourTurn.find((y) => y.seat === 'dealer')!
        expect(mine).toBeDefined()
        const v = viewOf(t)
        for (const p of v.players) if (p.status !== 'settled') expect(p.cards).toBeNull()
        const check = mine.allowed.find((a) => a.startsWith('check '))
        if (check && !checked) {
          const target = check.slice(6)
          const dealerCards = v.dealer.cards!
          const stake = v.players.find((p) => p.id === target)!.stake
          t = await act(c, t, 'dealer', { do: 'check', target })
          const after = viewOf(t).players.find((p) => p.id === target)!
          expect(after.status).toBe('settled')
          expect(after.cards).not.toBeNull()
          expect(after.net).toBe(stake * wikiNet(after.cards!, dealerCards))
          checked = true
        } else if (mine.allowed.includes('continue')) t = await act(c, t, 'dealer', { do: 'continue' })
        else if (mine.allowed.includes('stand')) t = await act(c, t, 'dealer', { do: 'stand' })
        else t = await act(c, t, 'dealer', { do: 'draw' })
      }
      expect(t.round!.over).toBe(true)
      const nets = t.round!.nets!
      expect(Object.values(nets).reduce((a, b) => a + b, 0)).toBe(0)
      expect(await balanceOf(c)).toBe(startBalance + nets['dealer']!)
    }
    expect(checked).toBe(true)
    expect(c.openStore()!.ledger.unbalanced()).toEqual([])
  })

  it('refuses a stake over the bank with the largest stake still possible, and starts nothing', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 10_000)
    // tet pays up to ×2, so a 500-chip bank covers at most 250 chips of stakes.
    const opened = await c.handlers['tables.open'](
      {
        game: 'xidach',
        ruleset: { rules: { preset: 'tet' } },
        config: { role: 'player', bots: [], dealerAi: 'shrewd', bankMinor: 50_000 }
      },
      caller
    )
    const before = await balanceOf(c)
    await expect(
      (async () =>
        c.handlers['tables.start'](
          { tableId: opened.tableId, stakes: [{ seat: 'you', amountMinor: 30_000 }] },
          caller
        ))()
    ).rejects.toMatchObject({
      code: 'refused',
      message: expect.stringContaining('the largest stake still possible is 250')
    })
    expect((await c.handlers['tables.get']({ tableId: opened.tableId }, caller)).round).toBeNull()
    expect(await balanceOf(c)).toBe(before)
    const t = await c.handlers['tables.start'](
      { tableId: opened.tableId, stakes: [{ seat: 'you', amountMinor: 25_000 }] },
      caller
    )
    expect(viewOf(t).dealer.bank).toBe(50_000)
  })

  it('seats out the computer players the bank no longer covers, so the round starts', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 10_000)
    // wiki pays at most ×1, so a 100-chip bank covers 100 chips of stakes: the person takes all of
    // it (their stake is checked first), and no bot can stake even the 0.01-chip minimum in what is left.
    const opened = await c.handlers['tables.open'](
      {
        game: 'xidach',
        ruleset: { rules: { preset: 'wiki', decisionSeconds: 'off' } },
        config: { role: 'player', bots: ['standard', 'cautious'], dealerAi: 'shrewd', bankMinor: 10_000 }
      },
      caller
    )
    const t = await c.handlers['tables.start'](
      { tableId: opened.tableId, stakes: [{ seat: 'you', amountMinor: 10_000 }] },
      caller
    )
    expect(viewOf(t).players.map((p) => p.id)).toEqual(['you'])
    // 60 chips of the bank: a bold bot stakes 5 % of its 1,000 chips, 50, trimmed to the 40 left; the
    // second finds nothing left and sits out.
    const c2 = newCore(tempDir())
    await profileWith(c2, 'An', 10_000)
    const o2 = await c2.handlers['tables.open'](
      {
        game: 'xidach',
        ruleset: { rules: { preset: 'wiki', decisionSeconds: 'off' } },
        config: { role: 'player', bots: ['bold', 'bold'], dealerAi: 'shrewd', bankMinor: 10_000 }
      },
      caller
    )
    const t2 = await c2.handlers['tables.start'](
      { tableId: o2.tableId, stakes: [{ seat: 'you', amountMinor: 6_000 }] },
      caller
    )
    expect(viewOf(t2).players.map((p) => [p.id, p.stake])).toEqual([
      ['you', 6_000],
      ['b1', 4_000]
    ])
  })

  it('a rotating bank too small for every seat still deals: the seats it cannot cover sit out', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1_000_00)
    // pho-bien pays up to ×2; the person deals first with a 100-chip bank (bankMinStakes 10 × maxBet 10),
    // which covers 50 chips of stakes: seven bold bots (5 % of 1,000 chips, capped at 10) do not all fit.
    const opened = await c.handlers['tables.open'](
      {
        game: 'xidach',
        ruleset: {
          rules: { preset: 'pho-bien', dealerMode: 'rotate', maxBet: 10, bankMinStakes: 10, decisionSeconds: 'off' }
        },
        config: { role: 'dealer', bots: Array(7).fill('bold'), dealerAi: 'simple', bankMinor: 10_000 }
      },
      caller
    )
    const t = await c.handlers['tables.start']({ tableId: opened.tableId, stakes: [] }, caller)
    const players = viewOf(t).players
    expect(players.length).toBeGreaterThan(0)
    expect(players.length).toBeLessThan(7)
    expect(2 * players.reduce((a, p) => a + p.stake, 0)).toBeLessThanOrEqual(10_000)
  })

  it('resumes a round interrupted by a crash, and pays it exactly once', async () => {
    const dir = tempDir()
    const first = newCore(dir)
    await profileWith(first, 'An', 1000)
    const opened = await first.handlers['tables.open'](
      { game: 'xidach', ruleset: { rules: {} }, config: { role: 'player', bots: ['bold'], dealerAi: 'shrewd' } },
      caller
    )
    let t: TableState | null = null
    // Rounds that end on a natural leave nothing to resume; deal until the person has a decision.
    for (let i = 0; i < 20; i++) {
      const s = await first.handlers['tables.start'](
        { tableId: opened.tableId, stakes: [{ seat: 'you', amountMinor: 500 }] },
        caller
      )
      if (!s.round!.over) {
        t = s
        break
      }
    }
    expect(t).not.toBeNull()
    const second = newCore(dir)
    const [resumed] = await second.handlers['tables.list']({}, caller)
    expect(resumed?.round?.roundId).toBe(t!.round!.roundId)
    expect(resumed?.round?.version).toBe(t!.round!.version)
    expect(resumed?.round?.view).toEqual(t!.round!.view)
    const balanceMid = await balanceOf(second)
    const done = await playAsPlayer(second, resumed!, [])
    expect(await balanceOf(second)).toBe(balanceMid + done.round!.nets!['you']!)
    const third = newCore(dir)
    expect(await third.handlers['tables.list']({}, caller)).toEqual([expect.objectContaining({ round: null })])
    expect(await balanceOf(third)).toBe(balanceMid + done.round!.nets!['you']!)
    expect(third.openStore()!.ledger.unbalanced()).toEqual([])
  })
})
