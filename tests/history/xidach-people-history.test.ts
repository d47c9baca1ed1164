/**
 * A Xì dách session of several people in each seated person's history (issue 35 §1, docs/history.md
 * "Sessions of several people"): the opener's list and statistics keep the session's own figures, each
 * other person's show it with their own figures, worked out here from the rounds' nets for their seat
 * and their balance as it moved; a profile that was not seated sees nothing of it; only the opener may
 * delete it.
 */
import { describe, expect, it } from 'vitest'
import { attempt, balanceOf, call, newCore } from '../support/core'
import { tempDir } from '../support/temp'
import { rotating } from '../support/xidach-rotating'
import { anAndLanAtTable, playOut, stakesOf } from '../support/xidach-people'

interface Played {
  roundId: number
  anNet: number
  lanNet: number
  lanAfter: number
}

describe('a Xì dách session of several people in each person’s history', () => {
  it('lists the session in Lan’s history with her own figures, keeps An’s as they were, shows a profile not seated nothing, and lets only An delete it', async () => {
    const c = newCore(tempDir())
    const { an, lan, opened } = await anAndLanAtTable(c, { lan: 800, an: 1000, bots: ['standard'] })
    const binh = (await call(c, 'profiles.create', { name: 'Bình', select: false })).profiles.find(
      (p) => p.name === 'Bình'
    )!.id
    const sessionId = Number(opened.tableId)
    const played: Played[] = []
    for (let i = 0; i < 8; i++) {
      let t = await call(c, 'tables.start', {
        tableId: opened.tableId,
        stakes: stakesOf({ an, lan }, { you: 1_000, p2: 2_000 })
      })
      if (!t.round!.over) t = await playOut(c, t)
      played.push({
        roundId: t.round!.roundId,
        anNet: t.round!.nets!['you']!,
        lanNet: t.round!.nets!['p2']!,
        lanAfter: await balanceOf(c, lan)
      })
    }
    await call(c, 'tables.close', { tableId: opened.tableId })
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
    const lanNet = sum(played.map((p) => p.lanNet))
    const anNet = sum(played.map((p) => p.anNet))
    // Something moved for Lan, and differently from An, or the test could not tell whose figures it reads.
    expect(played.some((p) => p.lanNet !== p.anNet)).toBe(true)
    expect(await balanceOf(c, lan)).toBe(80_000 + lanNet)

    // An, who opened the table: the session's own figures, as before.
    const anList = await call(c, 'history.sessions', { profileId: an })
    expect(anList.items.map((s) => [s.sessionId, s.profileId, s.rounds, s.wageredMinor, s.netMinor])).toEqual([
      [sessionId, an, 8, 8 * 1_000, anNet]
    ])
    const anStats = await call(c, 'history.stats', { profileId: an })
    expect(anStats.games.map((g) => [g.game, g.rounds, g.wageredMinor, g.netMinor])).toEqual([
      ['xidach', 8, 8 * 1_000, anNet]
    ])

    // Lan: the same session, with her own rounds, stakes, net and chips.
    const lanList = await call(c, 'history.sessions', { profileId: lan })
    expect(lanList.total).toBe(1)
    const item = lanList.items[0]!
    expect([item.sessionId, item.profileId, item.profileName, item.game]).toEqual([sessionId, lan, 'Lan', 'xidach'])
    expect([item.rounds, item.wageredMinor, item.netMinor]).toEqual([8, 8 * 2_000, lanNet])
    expect([item.chipsInMinor, item.chipsOutMinor]).toEqual([80_000, 80_000 + lanNet])
    // The list's result filter reads her net, not An's.
    const sign = lanNet > 0 ? 'won' : lanNet < 0 ? 'lost' : 'even'
    const other = sign === 'won' ? 'lost' : 'won'
    expect((await call(c, 'history.sessions', { profileId: lan, result: sign })).total).toBe(1)
    expect((await call(c, 'history.sessions', { profileId: lan, result: other })).total).toBe(0)
    const lanStats = await call(c, 'history.stats', { profileId: lan })
    expect(lanStats.games.map((g) => [g.game, g.rounds, g.wins, g.losses, g.wageredMinor, g.netMinor])).toEqual([
      [
        'xidach',
        8,
        played.filter((p) => p.lanNet > 0).length,
        played.filter((p) => p.lanNet < 0).length,
        8 * 2_000,
        lanNet
      ]
    ])

    // Her session page: her figures and balance, and still the whole table person by person.
    const page = await call(c, 'history.session', { sessionId, profileId: lan })
    expect([page.figures.rounds, page.figures.wageredMinor, page.figures.netMinor]).toEqual([8, 16_000, lanNet])
    expect(page.series.balanceMinor).toEqual(played.map((p) => p.lanAfter))
    expect(page.xidachPeople!.map((p) => [p.name, p.netMinor])).toEqual([
      ['An', anNet],
      ['Lan', lanNet]
    ])
    const anPage = await call(c, 'history.session', { sessionId, profileId: an })
    expect(anPage.figures.netMinor).toBe(anNet)
    expect((await call(c, 'history.session', { sessionId })).figures.netMinor).toBe(anNet)
    const rounds = await call(c, 'history.rounds', { sessionId, profileId: lan })
    expect(rounds.items.map((r) => [r.roundId, r.netMinor, r.wageredMinor, r.balanceAfterMinor])).toEqual(
      played.map((p) => [p.roundId, p.lanNet, 2_000, p.lanAfter])
    )
    // Recall: her seat and her figures; every hand is face up after settlement and the seed revealed.
    const recall = await call(c, 'history.round', { roundId: played[0]!.roundId, profileId: lan })
    expect([recall.yourSeats, recall.netMinor, recall.wageredMinor]).toEqual([['p2'], played[0]!.lanNet, 2_000])
    expect(recall.fairness.verify.state).toBe('verified')
    const anRecall = await call(c, 'history.round', { roundId: played[0]!.roundId })
    expect(anRecall.netMinor).toBe(played[0]!.anNet)

    // Bình never sat at the table: nothing of it in his history; the page for him is the session's own.
    expect(await call(c, 'history.sessions', { profileId: binh })).toMatchObject({ total: 0, items: [] })
    expect((await call(c, 'history.stats', { profileId: binh })).games).toEqual([])
    expect((await call(c, 'history.session', { sessionId, profileId: binh })).figures.netMinor).toBe(anNet)
    // Every profile's list holds the shared session once.
    expect((await call(c, 'history.sessions', {})).total).toBe(1)

    // Only An may delete it: Lan (or Bình) is refused and nothing is lost; An's deleting keeps every balance.
    for (const profileId of [lan, binh])
      await expect(
        attempt(() => call(c, 'history.deleteSession', { sessionId, confirm: true, profileId }))
      ).rejects.toMatchObject({ code: 'refused', i18n: { key: 'history.sharedSession', vars: { name: 'An' } } })
    expect((await call(c, 'history.sessions', { profileId: lan })).total).toBe(1)
    const lanBalance = await balanceOf(c, lan)
    const anBalance = await balanceOf(c, an)
    expect(await call(c, 'history.deleteSession', { sessionId, confirm: true, profileId: an })).toMatchObject({
      sessionId,
      rounds: 8
    })
    expect((await call(c, 'history.sessions', { profileId: lan })).total).toBe(0)
    expect([await balanceOf(c, lan), await balanceOf(c, an)]).toEqual([lanBalance, anBalance])
  })

  it('counts the rounds Lan dealt under a rotating bank in her own figures, her recall of them is the dealer’s seat, and a session of one person is still deleted whoever is playing', async () => {
    const c = newCore(tempDir())
    const { an, lan, opened } = await anAndLanAtTable(c, {
      lan: 2000,
      an: 2000,
      bots: ['standard'],
      rules: rotating({ rotateEvery: 1 })
    })
    const sessionId = Number(opened.tableId)
    const lanNets: number[] = []
    const dealt: number[] = []
    for (let i = 0; i < 6; i++) {
      const next = (await call(c, 'tables.get', { tableId: opened.tableId })).bank!.next!
      const players = ['you', 'p2'].filter((s) => s !== next)
      let t = await call(c, 'tables.start', {
        tableId: opened.tableId,
        stakes: players.map((seat) => ({ seat, amountMinor: 1_000, profileId: seat === 'you' ? an : lan }))
      })
      if (!t.round!.over) t = await playOut(c, t)
      const lanSeat = next === 'p2' ? 'dealer' : 'p2'
      if (lanSeat === 'dealer') dealt.push(t.round!.roundId)
      lanNets.push(t.round!.nets![lanSeat] ?? 0)
    }
    await call(c, 'tables.close', { tableId: opened.tableId })
    // Dealers b1, you, p2, b1, you, p2 (the people test's order): Lan dealt two rounds.
    expect(dealt).toHaveLength(2)
    const lanNet = lanNets.reduce((a, b) => a + b, 0)
    expect(await balanceOf(c, lan)).toBe(200_000 + lanNet)
    const item = (await call(c, 'history.sessions', { profileId: lan })).items[0]!
    expect([item.sessionId, item.rounds, item.netMinor]).toEqual([sessionId, 6, lanNet])
    const stats = await call(c, 'history.stats', { profileId: lan })
    expect(stats.games.map((g) => [g.rounds, g.netMinor])).toEqual([[6, lanNet]])
    const recall = await call(c, 'history.round', { roundId: dealt[0]!, profileId: lan })
    expect(recall.yourSeats).toEqual(['dealer'])
    expect(recall.netMinor).toBe(recall.nets['dealer'])

    // A session of An alone: Lan, playing now, may delete it as before.
    const solo = await call(c, 'tables.open', {
      game: 'xidach',
      ruleset: { rules: { preset: 'wiki' } },
      config: { role: 'player', bots: ['standard'], dealerAi: 'simple' }
    })
    await call(c, 'tables.close', { tableId: solo.tableId })
    expect(
      await call(c, 'history.deleteSession', { sessionId: Number(solo.tableId), confirm: true, profileId: lan })
    ).toMatchObject({ sessionId: Number(solo.tableId) })
  })
})
