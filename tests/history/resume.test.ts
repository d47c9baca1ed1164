/**
 * Resume after a kill: a round interrupted mid-way (a second core opened on the same data dir while
 * the first never closed, as after SIGKILL) is resumed where it stood, finished once, paid once, and
 * appears in the history once, with figures that match what was bet.
 */
import { describe, expect, it } from 'vitest'
import { fairDice } from '../../src/core/fairness/outcome'
import { tempDir } from '../support/temp'
import { balanceOf, call, newCore, profileWith } from '../support/core'
import { openSicbo, playSicbo, trainerNet } from '../support/sicbo'

describe('resume after kill', () => {
  it('finishes the interrupted round once and shows it once in history', async () => {
    const dir = tempDir('banxanh-resume-')
    const first = newCore(dir)
    const an = await profileWith(first, 'An', 1000)
    const t = await openSicbo(first)
    const before = await playSicbo(first, t.tableId, [{ spot: 'small', amountMinor: 500 }])
    let s = await call(first, 'tables.start', { tableId: t.tableId, stakes: [] })
    const roundId = s.round!.roundId
    const bets = [
      { spot: 'big', amountMinor: 700 },
      { spot: 'single:5', amountMinor: 300 }
    ]
    for (const b of bets)
      s = await call(first, 'tables.act', {
        tableId: t.tableId,
        roundId,
        version: s.round!.version,
        seat: 'you',
        action: { type: 'bet', ...b }
      })
    const commitment = s.round!.fairness

    // The kill: the first core is never closed; the next start opens the same file.
    const second = newCore(dir)
    const [resumed] = await call(second, 'tables.list', {})
    expect(resumed!.round).toMatchObject({ roundId, version: s.round!.version })
    expect(resumed!.round!.view).toEqual(s.round!.view)
    // The history knows the round is in play and will not show it yet.
    await expect(call(second, 'history.round', { roundId })).rejects.toMatchObject({ code: 'refused' })
    const done = await call(second, 'tables.act', {
      tableId: resumed!.tableId,
      roundId,
      version: resumed!.round!.version,
      seat: 'dealer',
      action: { type: 'close' }
    })
    expect(done.round!.fairness.serverSeedHash).toBe(commitment.serverSeedHash)
    const dice = fairDice({
      serverSeed: done.round!.fairness.serverSeed!,
      clientSeed: commitment.clientSeed,
      nonce: commitment.nonce
    })
    const net = bets.reduce((a, b) => a + trainerNet(dice, b), 0)
    const expectedBalance = 100_000 + before.netMinor + net
    expect(await balanceOf(second, an)).toBe(expectedBalance)

    // A third start: nothing left to resume, nothing paid again.
    const third = newCore(dir)
    expect((await call(third, 'tables.list', {}))[0]!.round).toBeNull()
    expect(await balanceOf(third, an)).toBe(expectedBalance)
    const store = third.openStore()!
    expect(store.ledger.unbalanced()).toEqual([])
    expect(
      (store.db.prepare('SELECT count(*) AS n FROM ledger_tx WHERE round_id = ?').get(roundId) as { n: number }).n
    ).toBe(net === 0 ? 0 : 1)

    const page = await call(third, 'history.rounds', { sessionId: t.sessionId, limit: 10 })
    expect(page.total).toBe(2)
    expect(page.items.map((r) => [r.roundId, r.seq, r.status])).toEqual([
      [before.roundId, 1, 'over'],
      [roundId, 2, 'over']
    ])
    expect(page.items[1]).toMatchObject({
      wageredMinor: 1000,
      netMinor: net,
      balanceAfterMinor: expectedBalance,
      outcome: dice.join('-')
    })
    const detail = await call(third, 'history.session', { sessionId: t.sessionId })
    expect(detail.figures).toMatchObject({ rounds: 2, wageredMinor: 1500, netMinor: before.netMinor + net })
    const recall = await call(third, 'history.round', { roundId })
    expect(recall.steps.map((x) => x.actor)).toEqual(['table', 'you', 'you', 'dealer'])
    expect(recall.fairness.verify.state).toBe('verified')
  })
})
