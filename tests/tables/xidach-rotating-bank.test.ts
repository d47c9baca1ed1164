/**
 * Xì dách's rotating dealer (house rule `dealerMode: rotate`, docs/rules-xidach.md) at a table through
 * core and a real store: who deals each round (worked out by hand from `rotateEvery` and the seat
 * order you, b1, b2, …), the person declining the bank, the `bankMinStakes` skip, the money (every
 * participant's chips move by the net of the seat it played; the person's balance by the dealer's net
 * in the rounds they deal; the table as a whole sums to zero), history and recall, and resume after
 * a crash with the round's own dealer.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Core } from '../../src/main/core/index'
import type { TableState } from '@shared/contract/tables'
import type { XidachView } from '@shared/games/xidach'
import { UPLOAD_CHUNK_MAX } from '@shared/contract/history-inputs'
import { caller, newCore, profileWith } from '../support/core'
import { tempDir } from '../support/temp'

const balanceOf = async (c: Core): Promise<number> =>
  (await c.handlers['profiles.list']({}, caller)).profiles[0]!.balanceMinor
const viewOf = (t: TableState): XidachView => t.round!.view as XidachView

/** Rotating rules: the bank needs 10 × the maximum stake of 50 = 500 chips. */
const rotating = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  preset: 'wiki',
  dealerMode: 'rotate',
  rotateEvery: 2,
  bankMinStakes: 10,
  maxBet: 50,
  ...extra
})

async function act(c: Core, t: TableState, seat: string, action: Record<string, unknown>): Promise<TableState> {
  const r = t.round!
  return c.handlers['tables.act']({ tableId: t.tableId, roundId: r.roundId, version: r.version, seat, action }, caller)
}

/** Every quoted card token in a JSON text. */
const cardTokens = (json: string): string[] => [...json.matchAll(/"([A2-9TJQK][SHDC])"/g)].map((m) => m[1]!).sort()
function faceUp(t: TableState): string[] {
  const v = viewOf(t)
  const out = new Set<string>()
  for (const p of v.players) for (const c of p.cards ?? []) out.add(c)
  for (const c of v.dealer.cards ?? []) out.add(c)
  return [...out].sort()
}

/** Plays the person's seat, whichever it is this round, until the round is over; checks nothing hidden is sent. */
async function finish(c: Core, t: TableState): Promise<TableState> {
  for (let guard = 0; guard < 60 && !t.round!.over; guard++) {
    expect([...new Set(cardTokens(JSON.stringify(t)))].sort()).toEqual(faceUp(t))
    const turn = t.round!.yourTurn[0]
    expect(turn, 'the table waits for the person').toBeDefined()
    if (turn!.seat === 'dealer') {
      const a = turn!.allowed
      t = await act(c, t, 'dealer', {
        do: a.includes('continue') ? 'continue' : a.includes('stand') ? 'stand' : 'draw'
      })
    } else {
      const me = viewOf(t).players.find((p) => p.id === turn!.seat)!
      t = await act(c, t, turn!.seat, { do: me.total! < 16 && turn!.allowed.includes('draw') ? 'draw' : 'stand' })
    }
  }
  expect(t.round!.over).toBe(true)
  return t
}

/** Chips of every participant as the table shows them (the person's balance, the bots' stacks). */
const chipsOf = (t: TableState): Record<string, number> =>
  Object.fromEntries(t.bank!.participants.map((p) => [p.seat, p.balanceMinor ?? NaN]))

/**
 * Starts and plays one round; checks the dealer is `dealer` and the money: each participant's chips
 * move by the net of the seat it played (the holder: the engine's dealer seat), and they sum to zero.
 */
async function playRound(
  c: Core,
  t: TableState,
  dealer: string,
  opts: { decline?: boolean } = {}
): Promise<TableState> {
  expect(t.bank!.next, 'who deals next, shown before the round').toBe(opts.decline ? 'you' : dealer)
  if (opts.decline) expect(t.bank!.ifDeclined).toBe(dealer)
  const before = chipsOf(t)
  const stakes = dealer === 'you' ? [] : [{ seat: 'you', amountMinor: 1_000 }]
  let s = await c.handlers['tables.start'](
    { tableId: t.tableId, stakes, ...(opts.decline ? { declineBank: true } : {}) },
    caller
  )
  expect(s.bank!.current).toBe(dealer)
  expect(s.yourSeats).toEqual(dealer === 'you' ? ['dealer'] : ['you'])
  const dealerSeat = s.seats.find((x) => x.seat === 'dealer')!
  expect(dealerSeat.holder).toBe(dealer)
  expect(dealerSeat.kind).toBe(dealer === 'you' ? 'you' : 'dealer-ai')
  // Everyone but the holder plays; the holder's seat id never appears among the players.
  expect(
    viewOf(s)
      .players.map((p) => p.id)
      .sort()
  ).toEqual(
    Object.keys(before)
      .filter((p) => p !== dealer)
      .sort()
  )
  s = await finish(c, s)
  const nets = s.round!.nets!
  expect(Object.values(nets).reduce((a, b) => a + b, 0)).toBe(0)
  const after = chipsOf(s)
  for (const p of Object.keys(before))
    expect(after[p], `${p}'s chips`).toBe(before[p]! + (p === dealer ? nets['dealer']! : (nets[p] ?? 0)))
  expect(await balanceOf(c)).toBe(after['you'])
  const sum = (m: Record<string, number>): number => Object.values(m).reduce((a, b) => a + b, 0)
  expect(sum(after)).toBe(sum(before))
  return s
}

async function historyDealers(c: Core, sessionId: number): Promise<Array<string | undefined>> {
  return (await c.handlers['history.rounds']({ sessionId, offset: 0, limit: 100 }, caller)).items.map((r) => r.dealer)
}

describe('Xì dách rotating dealer (dealerMode: rotate)', () => {
  it('passes the bank every rotateEvery rounds in seat order, to the person too; the money follows whoever deals; history and recall name the dealer', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    const opened = await c.handlers['tables.open'](
      {
        game: 'xidach',
        ruleset: { rules: rotating() },
        config: { role: 'player', bots: ['standard', 'cautious'], dealerAi: 'simple' }
      },
      caller
    )
    expect(opened.bank).toMatchObject({
      current: null,
      inPlay: false,
      next: 'b1',
      nextRounds: 1,
      every: 2,
      minChipsMinor: 50_000,
      skipped: [],
      ifDeclined: null
    })
    expect(opened.bank!.participants.map((p) => [p.seat, p.kind, p.balanceMinor])).toEqual([
      ['you', 'you', 100_000],
      ['b1', 'bot', 100_000],
      ['b2', 'bot', 100_000]
    ])
    // The table shows the next round's seating: b1 holds the dealer's seat, b2 plays.
    expect(opened.seats.map((s) => [s.seat, s.kind, s.holder ?? null])).toEqual([
      ['you', 'you', null],
      ['b2', 'bot', null],
      ['dealer', 'dealer-ai', 'b1']
    ])
    // rotateEvery 2 over you, b1, b2 from b1: b1 b1, b2 b2, you you, b1.
    const dealers = ['b1', 'b1', 'b2', 'b2', 'you', 'you', 'b1']
    let t = opened
    const finals: TableState[] = []
    for (const [i, d] of dealers.entries()) {
      t = await playRound(c, t, d)
      finals.push(t)
      expect(t.bank!.current).toBe(d)
      expect(t.bank!.inPlay).toBe(false)
      if (i + 1 < dealers.length) expect(t.bank!.next).toBe(dealers[i + 1])
    }
    expect(await historyDealers(c, opened.sessionId)).toEqual(dealers)
    // Recall replays each round from its seed with the seating its dealer had: what the person saw, the nets.
    for (const [i, f] of finals.entries()) {
      const recall = await c.handlers['history.round']({ roundId: f.round!.roundId }, caller)
      expect(recall.dealer).toBe(dealers[i])
      expect(recall.yourSeats).toEqual(dealers[i] === 'you' ? ['dealer'] : ['you'])
      expect(recall.steps.every((s) => s.view !== undefined)).toBe(true)
      expect(recall.steps[recall.steps.length - 1]!.view).toEqual(f.round!.view)
      expect(recall.nets).toEqual(f.round!.nets)
    }
    expect(c.openStore()!.ledger.unbalanced()).toEqual([])

    // Exported and imported into a fresh install: the import replays every round with its own dealer
    // (a replay that disagreed with the recorded nets would refuse the file), and the history still names them.
    await c.handlers['tables.close']({ tableId: opened.tableId }, caller)
    const exported = await c.handlers['history.export'](
      { scope: { kind: 'session', sessionId: opened.sessionId }, format: 'json' },
      caller
    )
    const text = readFileSync(exported.path, 'utf8')
    const target = newCore(tempDir())
    let uploadId: string | undefined
    for (let at = 0; at < text.length; at += UPLOAD_CHUNK_MAX) {
      uploadId = (
        await target.handlers['history.upload'](
          { ...(uploadId ? { uploadId } : {}), offset: at, text: text.slice(at, at + UPLOAD_CHUNK_MAX) },
          caller
        )
      ).uploadId
    }
    const imported = await target.handlers['history.import']({ uploadId: uploadId! }, caller)
    expect(imported).toMatchObject({ sessions: 1, rounds: dealers.length })
    const [session] = (
      await target.handlers['history.sessions']({ sort: 'date', order: 'desc', offset: 0, limit: 50 }, caller)
    ).items
    expect(await historyDealers(target, session!.sessionId)).toEqual(dealers)
    const rounds = (
      await target.handlers['history.rounds']({ sessionId: session!.sessionId, offset: 0, limit: 100 }, caller)
    ).items
    for (const [i, r] of rounds.entries()) {
      const recall = await target.handlers['history.round']({ roundId: r.roundId }, caller)
      expect(recall.dealer).toBe(dealers[i])
      expect(recall.steps[recall.steps.length - 1]!.view).toEqual(finals[i]!.round!.view)
    }
  })

  it('the person may decline the bank: it passes on and they play that round; a bank not offered cannot be declined', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    // role dealer: the person takes the bank first.
    const opened = await c.handlers['tables.open'](
      {
        game: 'xidach',
        ruleset: { rules: rotating({ rotateEvery: 1 }) },
        config: { role: 'dealer', bots: ['standard', 'cautious'], dealerAi: 'simple' }
      },
      caller
    )
    expect(opened.bank).toMatchObject({ next: 'you', ifDeclined: 'b1' })
    expect(opened.yourSeats).toEqual(['dealer'])
    // Declining, the person plays, so a stake is needed.
    await expect(
      (async () => c.handlers['tables.start']({ tableId: opened.tableId, stakes: [], declineBank: true }, caller))()
    ).rejects.toMatchObject({
      code: 'refused',
      i18n: { key: 'tables.stakeMissing' }
    })
    let t = await playRound(c, opened, 'b1', { decline: true })
    // rotateEvery 1: from b1 to b2; the bank is not the person's to decline.
    expect(t.bank!.next).toBe('b2')
    await expect(
      (async () =>
        c.handlers['tables.start'](
          { tableId: t.tableId, stakes: [{ seat: 'you', amountMinor: 1_000 }], declineBank: true },
          caller
        ))()
    ).rejects.toMatchObject({
      code: 'refused',
      i18n: { key: 'tables.bankNotOffered' }
    })
    t = await playRound(c, t, 'b2')
    // The person's turn again: dealing, they stake nothing.
    expect(t.bank).toMatchObject({ next: 'you', ifDeclined: 'b1' })
    await expect(
      (async () =>
        c.handlers['tables.start']({ tableId: t.tableId, stakes: [{ seat: 'dealer', amountMinor: 1_000 }] }, caller))()
    ).rejects.toMatchObject({
      code: 'refused'
    })
    t = await playRound(c, t, 'you')
    t = await playRound(c, t, 'b1')
    expect(await historyDealers(c, opened.sessionId)).toEqual(['b1', 'b2', 'you', 'b1'])
    expect(c.openStore()!.ledger.unbalanced()).toEqual([])
  })

  it('bankMinStakes: a seat short of bankMinStakes × maxBet is skipped; with nobody able the round is refused, naming the chips', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 400)
    const opened = await c.handlers['tables.open'](
      {
        game: 'xidach',
        ruleset: { rules: rotating({ rotateEvery: 1 }) },
        config: { role: 'dealer', bots: ['standard', 'cautious'], dealerAi: 'simple' }
      },
      caller
    )
    // The person has 400 chips, under 500: skipped, the bank goes to b1.
    expect(opened.bank).toMatchObject({ next: 'b1', skipped: ['you'], ifDeclined: null })
    expect(opened.yourSeats).toEqual(['you'])
    await expect(
      (async () =>
        c.handlers['tables.start'](
          { tableId: opened.tableId, stakes: [{ seat: 'you', amountMinor: 1_000 }], declineBank: true },
          caller
        ))()
    ).rejects.toMatchObject({
      i18n: { key: 'tables.bankNotOffered' }
    })
    let t = await playRound(c, opened, 'b1')
    t = await playRound(c, t, 'b2')
    // After b2 the person again (still under 500 after a 10-chip stake twice): skipped, b1.
    expect(t.bank!.skipped).toEqual(['you'])
    await playRound(c, t, 'b1')
    expect(await historyDealers(c, opened.sessionId)).toEqual(['b1', 'b2', 'b1'])

    // 100 × 50 = 5,000 chips: nobody at this table has them.
    const poor = await c.handlers['tables.open'](
      {
        game: 'xidach',
        ruleset: { rules: rotating({ bankMinStakes: 100 }) },
        config: { role: 'player', bots: ['standard'], dealerAi: 'simple' }
      },
      caller
    )
    expect(poor.bank).toMatchObject({ next: null, skipped: ['b1', 'you'] })
    await expect(
      (async () =>
        c.handlers['tables.start']({ tableId: poor.tableId, stakes: [{ seat: 'you', amountMinor: 1_000 }] }, caller))()
    ).rejects.toMatchObject({
      code: 'refused',
      message: expect.stringContaining('5000 chips'),
      i18n: { key: 'tables.bankNobody', vars: { needChips: 5000 } }
    })
  })

  it('refuses a rotating table without a maximum stake, or with more players a round than maxPlayers; a fixed table has no bank to decline', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    await expect(
      (async () =>
        c.handlers['tables.open'](
          {
            game: 'xidach',
            ruleset: { rules: { dealerMode: 'rotate' } },
            config: { role: 'player', bots: ['standard'], dealerAi: 'simple' }
          },
          caller
        ))()
    ).rejects.toMatchObject({ code: 'refused', message: expect.stringContaining('maxBet') })
    await expect(
      (async () =>
        c.handlers['tables.open'](
          {
            game: 'xidach',
            ruleset: { rules: rotating() },
            config: {
              role: 'player',
              bots: ['standard', 'standard', 'standard', 'standard', 'standard', 'standard'],
              dealerAi: 'simple'
            }
          },
          caller
        ))()
    ).rejects.toMatchObject({ code: 'refused', message: expect.stringContaining('maxPlayers') })
    // Five bots: five players each round, whoever deals (the person among them when a bot deals).
    const five = await c.handlers['tables.open'](
      {
        game: 'xidach',
        ruleset: { rules: rotating() },
        config: {
          role: 'player',
          bots: ['standard', 'standard', 'standard', 'standard', 'standard'],
          dealerAi: 'simple'
        }
      },
      caller
    )
    expect(five.bank!.participants).toHaveLength(6)
    await c.handlers['tables.close']({ tableId: five.tableId }, caller)
    const fixed = await c.handlers['tables.open'](
      {
        game: 'xidach',
        ruleset: { rules: { preset: 'wiki' } },
        config: { role: 'player', bots: ['standard'], dealerAi: 'simple' }
      },
      caller
    )
    expect(fixed.bank).toBeUndefined()
    await expect(
      (async () =>
        c.handlers['tables.start'](
          { tableId: fixed.tableId, stakes: [{ seat: 'you', amountMinor: 1_000 }], declineBank: true },
          caller
        ))()
    ).rejects.toMatchObject({
      i18n: { key: 'tables.noBankToDecline' }
    })
  })

  it.each([
    ['a bot', 'player', 'b1'],
    ['the person', 'dealer', 'you']
  ] as const)(
    'a round dealt by %s resumes after a crash with the same dealer, and the bank moves on from it',
    async (_who, role, dealer) => {
      const dir = tempDir()
      const first = newCore(dir)
      await profileWith(first, 'An', 1000)
      // rotateEvery 1 between you and b1: after the crash the bank's next holder is someone else, the round's is not.
      const opened = await first.handlers['tables.open'](
        {
          game: 'xidach',
          ruleset: { rules: rotating({ rotateEvery: 1 }) },
          config: { role, bots: ['bold'], dealerAi: 'shrewd' }
        },
        caller
      )
      let t = opened
      let live: TableState | null = null
      // A round ending on a natural leaves nothing to resume: play on until `dealer` deals one that waits for the person.
      for (let i = 0; i < 30 && !live; i++) {
        const d = t.bank!.next!
        const s = await first.handlers['tables.start'](
          { tableId: t.tableId, stakes: d === 'you' ? [] : [{ seat: 'you', amountMinor: 1_000 }] },
          caller
        )
        if (d === dealer && !s.round!.over) live = s
        else t = s.round!.over ? s : await finish(first, s)
      }
      expect(live).not.toBeNull()
      expect(live!.bank!.current).toBe(dealer)
      const before = chipsOf(live!)
      const second = newCore(dir)
      const [resumed] = await second.handlers['tables.list']({}, caller)
      expect(resumed!.round!.roundId).toBe(live!.round!.roundId)
      expect(resumed!.round!.view).toEqual(live!.round!.view)
      expect(resumed!.bank).toMatchObject({ current: dealer, inPlay: true })
      expect(resumed!.yourSeats).toEqual(live!.yourSeats)
      expect(resumed!.seats).toEqual(live!.seats)
      const done = await finish(second, resumed!)
      const nets = done.round!.nets!
      const after = chipsOf(done)
      for (const p of Object.keys(before))
        expect(after[p]).toBe(before[p]! + (p === dealer ? nets['dealer']! : (nets[p] ?? 0)))
      expect(await balanceOf(second)).toBe(after['you'])
      expect(done.bank!.next).toBe(dealer === 'you' ? 'b1' : 'you')
      const third = newCore(dir)
      const [later] = await third.handlers['tables.list']({}, caller)
      expect(later!.round).toBeNull()
      expect(later!.bank!.next).toBe(dealer === 'you' ? 'b1' : 'you')
      expect(third.openStore()!.ledger.unbalanced()).toEqual([])
    }
  )
})
