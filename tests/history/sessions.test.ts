/**
 * Sessions and their figures: rounds played through core, each round's net computed in the test
 * from its revealed dice (docs/rules-sicbo.md), and the history's list, filters, sorting, figures, chart,
 * rounds pages and recall checked against those independent numbers.
 */
import { describe, expect, it } from 'vitest'
import { hashServerSeed } from '../../src/core/fairness/stream'
import { fairDice } from '../../src/core/fairness/outcome'
import { balanceOf, call, caller, newCore, profileWith } from '../support/core'
import { openSicbo, playSicbo, type Bet, type PlayedRound } from '../support/sicbo'
import { tempDir } from '../support/temp'
import { StepWriter, tablesRepo } from '../../src/core/tables/repo'

/** A clock the test moves: each call advances one second from `start`. */
function clock(start: string): { now: () => Date; jump: (iso: string) => void } {
  let t = Date.parse(start)
  return {
    now: () => new Date((t += 1000)),
    jump: (iso) => {
      t = Date.parse(iso)
    }
  }
}

function betsFor(i: number): Bet[] {
  if (i === 4) return [] // a round sat out: counts as a round, not as a win, loss or push
  const bets: Bet[] = [{ spot: 'small', amountMinor: 100 * ((i % 3) + 1) }]
  if (i % 2 === 0) bets.push({ spot: `single:${(i % 6) + 1}`, amountMinor: 50 })
  if (i === 7) bets.push({ spot: 'any-triple', amountMinor: 25 })
  return bets
}

describe('history: sessions and their figures', () => {
  it('lists sessions with filters and sorting, and gives each one figures computed from its rounds', async () => {
    const time = clock('2026-01-01T10:00:00.000Z')
    const c = newCore(tempDir('banxanh-history-'), { now: time.now })
    const an = await profileWith(c, 'An', 1000)
    const t1 = await openSicbo(c)
    const played: PlayedRound[] = []
    for (let i = 0; i < 12; i++) played.push(await playSicbo(c, t1.tableId, betsFor(i)))
    await c.handlers['tables.close']({ tableId: t1.tableId }, caller)

    time.jump('2026-02-01T10:00:00.000Z')
    const t2 = await openSicbo(c, { rules: { preset: 'macau' } })
    for (let i = 0; i < 3; i++) await playSicbo(c, t2.tableId, [{ spot: 'big', amountMinor: 100 }])
    await c.handlers['tables.close']({ tableId: t2.tableId }, caller)

    const binh = await profileWith(c, 'Bình', 500)
    await c.handlers['profiles.select']({ id: binh }, caller)
    const t3 = await openSicbo(c)
    await playSicbo(c, t3.tableId, [{ spot: 'small', amountMinor: 100 }])

    // Figures, from the rounds as the test computed them.
    const nets = played.map((p) => p.netMinor)
    const wagered = played.reduce((a, p) => a + p.wageredMinor, 0)
    const net = nets.reduce((a, b) => a + b, 0)
    const expected = {
      rounds: 12,
      wageredMinor: wagered,
      netMinor: net,
      wins: nets.filter((n) => n > 0).length,
      losses: nets.filter((n) => n < 0).length,
      pushes: played.filter((p) => p.netMinor === 0 && p.wageredMinor > 0).length,
      biggestWinMinor: nets.some((n) => n > 0) ? Math.max(...nets.filter((n) => n > 0)) : null,
      biggestLossMinor: nets.some((n) => n < 0) ? Math.min(...nets.filter((n) => n < 0)) : null
    }
    const detail = await call(c, 'history.session', { sessionId: t1.sessionId, maxPoints: 2000 })
    expect(detail.figures).toMatchObject(expected)
    expect(detail.figures.returnPct).toBeCloseTo((net / wagered) * 100, 3)
    expect(detail.session).toMatchObject({
      game: 'sicbo',
      profileId: an,
      profileName: 'An',
      rulesetId: null,
      rulesName: 'trainer',
      open: false,
      rounds: 12,
      chipsInMinor: 100_000,
      chipsOutMinor: 100_000 + net
    })
    // The chart: the balance after each round, starting from the 1000-chip top-up.
    let running = 100_000
    const balances = nets.map((n) => (running += n))
    expect(detail.series).toEqual({
      seq: played.map((_, i) => i + 1),
      balanceMinor: balances,
      rounds: 12,
      downsampled: false
    })
    expect(detail.rules).toMatchObject({ preset: 'trainer', payTableName: 'trainer' })

    // The list: everyone, newest first; per profile; per result; sorted by rounds; by date range.
    const all = await call(c, 'history.sessions', {})
    expect(all.total).toBe(3)
    expect(all.items.map((s) => s.sessionId)).toEqual([t3.sessionId, t2.sessionId, t1.sessionId])
    expect(all.items[0]).toMatchObject({ profileName: 'Bình', open: true, chipsOutMinor: null, rounds: 1 })
    const mine = await call(c, 'history.sessions', { profileId: an, sort: 'rounds', order: 'desc' })
    expect(mine.items.map((s) => [s.sessionId, s.rounds])).toEqual([
      [t1.sessionId, 12],
      [t2.sessionId, 3]
    ])
    const won = await call(c, 'history.sessions', { result: 'won' })
    const lost = await call(c, 'history.sessions', { result: 'lost' })
    const even = await call(c, 'history.sessions', { result: 'even' })
    for (const s of all.items) {
      const inWon = won.items.some((x) => x.sessionId === s.sessionId)
      const inLost = lost.items.some((x) => x.sessionId === s.sessionId)
      const inEven = even.items.some((x) => x.sessionId === s.sessionId)
      expect([inWon, inLost, inEven]).toEqual([s.netMinor > 0, s.netMinor < 0, s.netMinor === 0])
    }
    const february = await call(c, 'history.sessions', { from: '2026-01-15', to: '2026-03-01' })
    expect(february.items.map((s) => s.sessionId).sort()).toEqual([t2.sessionId, t3.sessionId].sort())
    const january = await call(c, 'history.sessions', { from: '2026-01-01', to: '2026-01-15T00:00:00Z' })
    expect(january.items.map((s) => s.sessionId)).toEqual([t1.sessionId])
    const byNet = await call(c, 'history.sessions', { sort: 'net', order: 'asc' })
    const netsSorted = byNet.items.map((s) => s.netMinor)
    expect(netsSorted).toEqual([...netsSorted].sort((a, b) => a - b))
    const page = await call(c, 'history.sessions', { limit: 1, offset: 1 })
    expect(page).toMatchObject({ total: 3, offset: 1, items: [{ sessionId: t2.sessionId }] })
    expect((await call(c, 'history.sessions', { game: 'blackjack' })).total).toBe(0)

    // Rounds, page by page, with each round's figures.
    const rounds = await call(c, 'history.rounds', { sessionId: t1.sessionId, offset: 5, limit: 4 })
    expect(rounds.total).toBe(12)
    expect(rounds.items.map((r) => r.seq)).toEqual([6, 7, 8, 9])
    // Every page, whichever end of the session it is read from (the nearer one): the same rounds as
    // the whole list cut there.
    const whole = (await call(c, 'history.rounds', { sessionId: t1.sessionId, offset: 0, limit: 100 })).items
    expect(whole.map((r) => r.seq)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1))
    for (let offset = 0; offset <= 13; offset++)
      for (let limit = 1; limit <= 13; limit++) {
        const page = await call(c, 'history.rounds', { sessionId: t1.sessionId, offset, limit })
        expect(page.items).toEqual(whole.slice(offset, offset + limit))
      }
    for (const r of rounds.items) {
      const p = played[r.seq - 1]!
      expect(r).toMatchObject({
        roundId: p.roundId,
        status: 'over',
        netMinor: p.netMinor,
        wageredMinor: p.wageredMinor,
        balanceAfterMinor: balances[r.seq - 1],
        outcome: p.dice.join('-'),
        revealed: true
      })
    }
    expect(await balanceOf(c, an)).toBe(
      balances[11]! + (await call(c, 'history.session', { sessionId: t2.sessionId, maxPoints: 2000 })).figures.netMinor
    )
  })

  it('recalls a finished round step by step with its rules and a fairness proof verified on the spot', async () => {
    const c = newCore()
    await profileWith(c, 'An', 100)
    const t = await openSicbo(c, { rules: { preset: 'atlantic-city', maxBet: 50 } })
    const bets = [
      { spot: 'small', amountMinor: 300 },
      { spot: 'single:2', amountMinor: 200 }
    ]
    const p = await playSicbo(c, t.tableId, bets)
    const r = await call(c, 'history.round', { roundId: p.roundId })
    expect(r.recall).toBe(true)
    expect(r.rules).toMatchObject({ preset: 'atlantic-city', payTableName: 'atlantic-city', maxBetMinor: 5000 })
    expect(r.netMinor).toBe(p.netMinor)
    expect(r.nets['you']).toBe(p.netMinor)
    // start, two bets, the close
    expect(r.steps.map((s) => [s.kind, s.actor])).toEqual([
      ['start', 'table'],
      ['action', 'you'],
      ['action', 'you'],
      ['action', 'dealer']
    ])
    expect(r.steps[1]!.action).toEqual({ type: 'bet', spot: 'small', amountMinor: 300 })
    const rolled = r.steps[3]!.events.find((e) => (e as { type: string }).type === 'rolled') as { dice: number[] }
    expect(rolled.dice).toEqual(p.dice)
    // What the person saw: no dice before the roll, the dice after.
    expect((r.steps[0]!.view as { dice: unknown }).dice).toBeNull()
    expect((r.steps[2]!.view as { bets: unknown[] }).bets).toHaveLength(2)
    expect((r.steps[3]!.view as { dice: number[] }).dice).toEqual(p.dice)
    const f = r.fairness
    expect(hashServerSeed(f.serverSeed!)).toBe(f.serverSeedHash)
    expect(fairDice({ serverSeed: f.serverSeed!, clientSeed: f.clientSeed, nonce: f.nonce })).toEqual(p.dice)
    expect(f.verify.state).toBe('verified')
    expect(f.verify.checks.map((x) => [x.name, x.ok])).toEqual([
      ['seed-hash', true],
      ['outcome', true]
    ])
    expect(f.record).toMatchObject({ game: 'sicbo', outcome: { dice: p.dice } })
  })

  it('refuses to recall a round still in play, and never shows its seed anywhere in history', async () => {
    const c = newCore()
    await profileWith(c, 'An', 100)
    const t = await openSicbo(c)
    const started = await c.handlers['tables.start']({ tableId: t.tableId, stakes: [] }, caller)
    const roundId = started.round!.roundId
    await expect(call(c, 'history.round', { roundId })).rejects.toMatchObject({
      code: 'refused',
      message: expect.stringContaining('still in play')
    })
    const page = await call(c, 'history.rounds', { sessionId: t.sessionId, offset: 0, limit: 10 })
    expect(page.items).toEqual([expect.objectContaining({ roundId, status: 'open', netMinor: null, revealed: false })])
    const seed = (
      c
        .openStore()!
        .db.prepare('SELECT lower(hex(server_seed)) AS server_seed FROM rounds WHERE id = ?')
        .get(roundId) as { server_seed: string }
    ).server_seed
    const everything = JSON.stringify([
      page,
      await call(c, 'history.sessions', {}),
      await call(c, 'history.session', { sessionId: t.sessionId, maxPoints: 10 })
    ])
    expect(everything).not.toContain(seed)
  })

  it('reports a recorded outcome that does not match its seed as failed', async () => {
    const c = newCore()
    await profileWith(c, 'An', 100)
    const t = await openSicbo(c)
    const p = await playSicbo(c, t.tableId, [{ spot: 'small', amountMinor: 100 }])
    const db = c.openStore()!.db
    // A copy of the round whose recorded dice differ from what its seed gives.
    // As stored (safe integers: the times are INTEGER milliseconds and must be bound back as such).
    const row = db.prepare('SELECT * FROM rounds WHERE id = ?').safeIntegers(true).get(p.roundId) as Record<
      string,
      unknown
    >
    const steps = new StepWriter(db)
    const other = p.dice[0] === 6 ? 1 : p.dice[0]! + 1
    const forged = [other, p.dice[1], p.dice[2]]
    const id = Number(
      db
        .prepare(
          `INSERT INTO rounds (session_id, seq, game, rules_id, server_seed_hash, server_seed, client_seed, nonce, revealed_at, status, version, result_json, created_at, ended_at)
           VALUES (?, 99, 'sicbo', ?, ?, ?, ?, ?, ?, 'over', 1, ?, ?, ?)`
        )
        .run(
          row.session_id,
          row.rules_id,
          row.server_seed_hash,
          row.server_seed,
          row.client_seed,
          row.nonce,
          row.revealed_at,
          row.result_json,
          row.created_at,
          row.ended_at
        ).lastInsertRowid
    )
    for (const e of tablesRepo(c.openStore()!).events(p.roundId)) {
      const evs = (JSON.parse(e.events_json) as Array<{ type: string; dice?: number[] }>).map((x) =>
        x.type === 'rolled' ? { ...x, dice: forged } : x
      )
      steps.step(id, e.seq, e.actor, e.action_json, JSON.stringify(evs), e.created_at)
    }
    const r = await call(c, 'history.round', { roundId: id })
    expect(r.fairness.verify.state).toBe('failed')
    expect(r.fairness.verify.checks.find((x) => x.name === 'outcome')).toMatchObject({
      ok: false,
      expected: p.dice.join('-'),
      actual: forged.join('-')
    })
  })

  it('downsamples a long session to min/max buckets, keeping the first and last rounds and every extreme exactly', async () => {
    const c = newCore()
    const an = await profileWith(c, 'An', 100)
    const db = c.openStore()!.db
    const T = '2026-01-01T00:00:00.000Z'
    const sessionId = Number(
      db
        .prepare(
          `INSERT INTO sessions (profile_id, game, ruleset_id, ruleset_version, started_at, ended_at) VALUES (?, 'sicbo', 'preset:trainer', 1, ?, ?)`
        )
        .run(an, T, T).lastInsertRowid
    )
    // A deterministic walk with a spike down and up in the middle.
    const n = 10_000
    const truth: number[] = []
    let v = 50_000
    let x = 12345
    const rulesId = new StepWriter(db).rulesId('{}')
    const ins = db.prepare(
      `INSERT INTO rounds (session_id, seq, game, rules_id, server_seed_hash, server_seed, client_seed, nonce, status, result_json, created_at)
       VALUES (?, ?, 'sicbo', ${rulesId}, 'h', 's', 'c', 0, 'over', ?, ?)`
    )
    db.transaction(() => {
      for (let i = 1; i <= n; i++) {
        x = (x * 1103515245 + 12345) % 2147483648
        v += (x % 201) - 100
        if (i === 4321) v -= 40_000
        if (i === 4322) v += 40_000
        if (i === 7777) v += 90_000
        if (i === 7778) v -= 90_000
        truth.push(v)
        ins.run(sessionId, i, JSON.stringify({ nets: {}, wageredMinor: 100, netMinor: 0, balanceAfterMinor: v }), T)
      }
    })()
    const d = await call(c, 'history.session', { sessionId, maxPoints: 200 })
    const s = d.series
    expect(s.downsampled).toBe(true)
    expect(s.rounds).toBe(n)
    expect(s.seq.length).toBeLessThanOrEqual(200)
    expect(s.seq.length).toBeGreaterThan(150)
    expect(s.seq[0]).toBe(1)
    expect(s.balanceMinor[0]).toBe(truth[0])
    expect(s.seq.at(-1)).toBe(n)
    expect(s.balanceMinor.at(-1)).toBe(truth[n - 1])
    for (let i = 1; i < s.seq.length; i++) expect(s.seq[i]!).toBeGreaterThan(s.seq[i - 1]!)
    s.seq.forEach((q, i) => expect(s.balanceMinor[i]).toBe(truth[q - 1]))
    expect(Math.min(...s.balanceMinor)).toBe(Math.min(...truth))
    expect(Math.max(...s.balanceMinor)).toBe(Math.max(...truth))
    expect(s.seq).toContain(4321)
    expect(s.seq).toContain(7777)
    expect(d.figures).toMatchObject({ rounds: n, wageredMinor: 100 * n, netMinor: 0, pushes: n })
    const last = await call(c, 'history.rounds', { sessionId, offset: n - 3, limit: 10 })
    expect(last.items.map((r) => r.seq)).toEqual([n - 2, n - 1, n])
  })
})
