/**
 * A profile's statistics per game (issue 10, item 17): rounds, wins/losses/pushes, wagered and net
 * summed from rounds played here with their nets worked out from the dice (docs/rules-sicbo.md); naturals and
 * busts of the card games read from outcome codes, with the expected counts worked out by hand.
 */
import { describe, expect, it } from 'vitest'
import { cardsFigures } from '../../src/main/core/history/stats'
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

  it('counts naturals and busts from the outcome codes', () => {
    expect(cardsFigures('blackjack', 'AS KH v 9D 7C')).toEqual({ naturals: 1, busts: 0 })
    // A split pair's A+K is not a blackjack; 8+3+K+5 is 26, a bust.
    expect(cardsFigures('blackjack', 'AS KH / AD 9C v 9D 7C')).toEqual({ naturals: 0, busts: 0 })
    expect(cardsFigures('blackjack', '8S 3D KC 5H v 7C ??')).toEqual({ naturals: 0, busts: 1 })
    expect(cardsFigures('xidach', 'xi-dach AC KD v 9H 8S')).toEqual({ naturals: 1, busts: 0 })
    expect(cardsFigures('xidach', 'penalised 9C 8D 7S v AH KH')).toEqual({ naturals: 0, busts: 1 })
    expect(cardsFigures('xidach', 'bust TC 8D 7S v AH KH')).toEqual({ naturals: 0, busts: 1 })
  })

  it('refuses a profile that does not exist', async () => {
    const c = newCore()
    await expect((async () => c.handlers['history.stats']({ profileId: 'nobody' }, caller))()).rejects.toMatchObject({
      code: 'not-found'
    })
  })
})
