/**
 * A profile's statistics per game (issue 10, item 17): rounds, wins/losses/pushes, wagered and net
 * summed from rounds played here with their nets worked out from the dice (docs/rules-sicbo.md); naturals and
 * busts of the card games read from outcome codes, with the expected counts worked out by hand.
 */
import { describe, expect, it } from 'vitest'
import { games } from '../../src/core/games/registry'
import { caller, newCore, profileWith } from '../support/core'
import { openSicbo, playSicbo } from '../support/sicbo'

describe('history.stats', () => {
  it('sums a profile’s Sic Bo rounds: rounds, wins, losses, wagered, net', async () => {
    const c = newCore()
    const id = await profileWith(c, 'An', 1000)
    const t = await openSicbo(c)
    const played = []
    for (let i = 0; i < 6; i++) played.push(await playSicbo(c, t.tableId, [{ spot: 'small', amountMinor: 1000 }]))
    const stats = await c.handlers['history.stats']({ profileId: id }, caller)
    expect(stats.games).toHaveLength(1)
    const g = stats.games[0]!
    expect(g.game).toBe('sicbo')
    expect(g.rounds).toBe(6)
    expect(g.wageredMinor).toBe(6000)
    expect(g.netMinor).toBe(played.reduce((s, p) => s + p.netMinor, 0))
    expect(g.wins).toBe(played.filter((p) => p.netMinor > 0).length)
    expect(g.losses).toBe(played.filter((p) => p.netMinor < 0).length)
    expect(g.naturals).toBeNull()
  })

  it('takes the sessions list’s filters: dates, game and result keep the same sessions in both (issue 32)', async () => {
    const c = newCore()
    const id = await profileWith(c, 'An', 1000)
    // Two Sic Bo sittings; the first is moved back to January in the store (the fixture), the second stays now.
    const first = await openSicbo(c)
    const old = []
    for (let i = 0; i < 3; i++) old.push(await playSicbo(c, first.tableId, [{ spot: 'small', amountMinor: 1000 }]))
    await c.handlers['tables.close']({ tableId: first.tableId }, caller)
    const second = await openSicbo(c)
    const recent = []
    for (let i = 0; i < 2; i++) recent.push(await playSicbo(c, second.tableId, [{ spot: 'big', amountMinor: 500 }]))
    c.openStore()!
      .db.prepare('UPDATE sessions SET started_at = ? WHERE id = ?')
      .run('2026-01-10T12:00:00.000Z', first.sessionId)
    const netOf = (rs: { netMinor: number }[]): number => rs.reduce((a, r) => a + r.netMinor, 0)
    const rounds = async (f: Record<string, string>): Promise<number> =>
      (await c.handlers['history.stats']({ profileId: id, ...f }, caller)).games[0]?.rounds ?? 0

    // A range with no session: no figures at all (the list shows 0 sessions).
    const none = { from: '2025-01-01', to: '2025-02-01' }
    expect(
      (
        await c.handlers['history.sessions'](
          { profileId: id, ...none, sort: 'date', order: 'desc', offset: 0, limit: 50 },
          caller
        )
      ).total
    ).toBe(0)
    expect((await c.handlers['history.stats']({ profileId: id, ...none }, caller)).games).toEqual([])
    // January holds the first sitting only; from February on, the second only.
    const jan = await c.handlers['history.stats']({ profileId: id, from: '2026-01-01', to: '2026-02-01' }, caller)
    expect(jan.games).toHaveLength(1)
    expect(jan.games[0]).toMatchObject({ game: 'sicbo', rounds: 3, wageredMinor: 3000, netMinor: netOf(old) })
    const later = await c.handlers['history.stats']({ profileId: id, from: '2026-02-01' }, caller)
    expect(later.games[0]).toMatchObject({ rounds: 2, wageredMinor: 1000, netMinor: netOf(recent) })
    // No filter: both sittings.
    expect(await rounds({})).toBe(5)
    // Another game's filter: nothing.
    expect(await rounds({ game: 'blackjack' })).toBe(0)
    expect(await rounds({ game: 'sicbo' })).toBe(5)
    // By result: the sittings whose net is above, below or at zero, as the list counts them.
    for (const result of ['won', 'lost', 'even'] as const) {
      const keep = [old, recent].filter((rs) =>
        result === 'won' ? netOf(rs) > 0 : result === 'lost' ? netOf(rs) < 0 : netOf(rs) === 0
      )
      expect(await rounds({ result })).toBe(keep.reduce((a, rs) => a + rs.length, 0))
    }
  })

  it('counts naturals and busts from the outcome codes', () => {
    expect(games.of('blackjack').outcomeFigures!('AS KH v 9D 7C')).toEqual({ naturals: 1, busts: 0 })
    // A split pair's A+K is not a blackjack; 8+3+K+5 is 26, a bust.
    expect(games.of('blackjack').outcomeFigures!('AS KH / AD 9C v 9D 7C')).toEqual({ naturals: 0, busts: 0 })
    expect(games.of('blackjack').outcomeFigures!('8S 3D KC 5H v 7C ??')).toEqual({ naturals: 0, busts: 1 })
    expect(games.of('xidach').outcomeFigures!('xi-dach AC KD v 9H 8S')).toEqual({ naturals: 1, busts: 0 })
    expect(games.of('xidach').outcomeFigures!('penalised 9C 8D 7S v AH KH')).toEqual({ naturals: 0, busts: 1 })
    expect(games.of('xidach').outcomeFigures!('bust TC 8D 7S v AH KH')).toEqual({ naturals: 0, busts: 1 })
  })

  it('refuses a profile that does not exist', async () => {
    const c = newCore()
    await expect((async () => c.handlers['history.stats']({ profileId: 'nobody' }, caller))()).rejects.toMatchObject({
      code: 'not-found'
    })
  })
})
