/**
 * Xì dách's rotating dealer (house rule `dealerMode: rotate`, docs/rules-xidach.md) at a table through
 * core and a real store: who deals each round (worked out by hand from `rotateEvery` and the seat
 * order you, b1, b2, …), the person declining the bank, the `bankMinStakes` skip, the money (every
 * participant's chips move by the net of the seat it played; the person's balance by the dealer's net
 * in the rounds they deal; the table as a whole sums to zero), history and recall.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { TableState } from '@shared/contract/tables'
import { UPLOAD_CHUNK_MAX } from '@shared/contract/constants'
import { caller, newCore, profileWith } from '../support/core'
import { tempDir } from '../support/temp'
import { rotating, playRound, historyDealers } from '../support/xidach-rotating'

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

    // 100 × 50 = 5,000 chips: nobody at this table has them (the bot given 1,000 chips: by default a
    // rotating table's bots get twice what the bank needs, issue 32).
    const poor = await c.handlers['tables.open'](
      {
        game: 'xidach',
        ruleset: { rules: rotating({ bankMinStakes: 100 }) },
        config: { role: 'player', bots: ['standard'], dealerAi: 'simple', botChipsMinor: 100_000 }
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
})
