/**
 * A Sic Bo table through core and a real store: bets, the roll, the ledger, the history row, a
 * crash in the middle of a round (a second core opened on the same file without closing the first),
 * and the profiles' new state pushed when a settlement moves the balance.
 */
import { describe, expect, it } from 'vitest'
import type { Core } from '../../src/core/index'
import type { CoreEvent } from '../../src/core/types'
import type { TableState } from '@shared/contract/tables'
import { fairDice } from '../../src/core/fairness/outcome'
import { hashServerSeed } from '../../src/core/fairness/stream'
import { tablesRepo } from '../../src/core/tables/repo'
import { balanceOf, caller, newCore, profileWith } from '../support/core'
import { tempDir } from '../support/temp'

/** What `small` pays on these dice by docs/rules-sicbo.md: 1:1 on totals 4–10 unless a triple. */
function smallNet(dice: number[], stake: number): number {
  const total = dice.reduce((a, b) => a + b, 0)
  const triple = dice[0] === dice[1] && dice[1] === dice[2]
  return !triple && total >= 4 && total <= 10 ? stake : -stake
}

describe('Sic Bo table', () => {
  it('plays a roll: the commitment precedes it, the seed is revealed after, the balance moves by the net', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    const opened = await c.handlers['tables.open'](
      { game: 'sicbo', ruleset: { rules: { preset: 'trainer' } }, config: {} },
      caller
    )
    expect(opened.round).toBeNull()
    const commitment = opened.next
    let t: TableState = await c.handlers['tables.start']({ tableId: opened.tableId, stakes: [] }, caller)
    const round = t.round!
    expect(round.fairness.serverSeed).toBeUndefined()
    expect(round.fairness.serverSeedHash).toBe(commitment.serverSeedHash)
    expect(JSON.stringify(t)).not.toMatch(/"dice":\[/)
    t = await c.handlers['tables.act'](
      {
        tableId: t.tableId,
        roundId: round.roundId,
        version: round.version,
        seat: 'you',
        action: { type: 'bet', spot: 'small', amountMinor: 1000 }
      },
      caller
    )
    // An action against the old version is refused.
    await expect(
      (async () =>
        c.handlers['tables.act'](
          {
            tableId: t.tableId,
            roundId: round.roundId,
            version: round.version,
            seat: 'you',
            action: { type: 'bet', spot: 'big', amountMinor: 1000 }
          },
          caller
        ))()
    ).rejects.toMatchObject({ code: 'conflict' })
    t = await c.handlers['tables.act'](
      {
        tableId: t.tableId,
        roundId: round.roundId,
        version: t.round!.version,
        seat: 'dealer',
        action: { type: 'close' }
      },
      caller
    )
    expect(t.round!.over).toBe(true)
    const seed = t.round!.fairness.serverSeed!
    expect(hashServerSeed(seed)).toBe(commitment.serverSeedHash)
    const dice = fairDice({ serverSeed: seed, clientSeed: commitment.clientSeed, nonce: commitment.nonce })
    const net = smallNet(dice, 1000)
    expect(t.round!.nets!['you']).toBe(net)
    expect(await balanceOf(c)).toBe(100_000 + net)
    expect(c.openStore()!.ledger.unbalanced()).toEqual([])
    expect(t.next.serverSeedHash).not.toBe(commitment.serverSeedHash)
    // A bet after betting closed is refused and changes nothing.
    await expect(
      (async () =>
        c.handlers['tables.act'](
          {
            tableId: t.tableId,
            roundId: round.roundId,
            version: t.round!.version,
            seat: 'you',
            action: { type: 'bet', spot: 'big', amountMinor: 100 }
          },
          caller
        ))()
    ).rejects.toMatchObject({ code: 'conflict' })
    expect(await balanceOf(c)).toBe(100_000 + net)
  })

  it('plays the bets and the roll as one action and one commit, started with the round', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    const opened = await c.handlers['tables.open'](
      { game: 'sicbo', ruleset: { rules: { preset: 'trainer' } }, config: {} },
      caller
    )
    const commitment = opened.next
    const store = c.openStore()!
    let commits = 0
    const tx = store.tx.bind(store)
    store.tx = <T>(fn: () => T): T => {
      if (!store.db.inTransaction) commits++
      return tx(fn)
    }
    const bets = [
      { spot: 'small', amountMinor: 1000 },
      { spot: 'single:3', amountMinor: 500 },
      { spot: 'small', amountMinor: 200 }
    ]
    const t = await c.handlers['tables.start'](
      { tableId: opened.tableId, stakes: [], act: { seat: 'you', action: { type: 'roll', bets } } },
      caller
    )
    expect(commits).toBe(1)
    expect(t.round!.over).toBe(true)
    expect(t.round!.fairness.serverSeedHash).toBe(commitment.serverSeedHash)
    const dice = fairDice({
      serverSeed: t.round!.fairness.serverSeed!,
      clientSeed: commitment.clientSeed,
      nonce: commitment.nonce
    })
    const threes = dice.filter((d) => d === 3).length
    const net = smallNet(dice, 1200) + (threes === 0 ? -500 : 500 * threes)
    expect(t.round!.nets!['you']).toBe(net)
    expect(await balanceOf(c)).toBe(100_000 + net)
    expect(store.ledger.unbalanced()).toEqual([])
    // Stored as the start entry and one step: the person's roll, with its bets and the dice.
    const steps = tablesRepo(store).events(t.round!.roundId)
    expect(steps.map((e) => [e.seq, e.actor, JSON.parse(e.action_json).type])).toEqual([
      [0, 'table', 'start'],
      [1, 'you', 'roll']
    ])
    const events = JSON.parse(steps[1]!.events_json) as Array<{ type: string; dice?: number[] }>
    expect(events.map((e) => e.type)).toEqual([
      'bet-placed',
      'bet-placed',
      'bet-placed',
      'betting-closed',
      'rolled',
      'settled'
    ])
    expect(events[4]!.dice).toEqual(dice)
  })

  it('refuses a roll with a bet it would refuse alone, and then nothing was started or paid', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 10)
    const opened = await c.handlers['tables.open']({ game: 'sicbo', ruleset: { rules: {} }, config: {} }, caller)
    const roll = (bets: Array<{ spot: string; amountMinor: number }>) => async () =>
      c.handlers['tables.start'](
        { tableId: opened.tableId, stakes: [], act: { seat: 'you', action: { type: 'roll', bets } } },
        caller
      )
    await expect(
      roll([
        { spot: 'small', amountMinor: 600 },
        { spot: 'big', amountMinor: 600 }
      ])()
    ).rejects.toMatchObject({ code: 'refused', message: expect.stringContaining('more than') })
    await expect(roll([])()).rejects.toMatchObject({ code: 'refused', message: expect.stringContaining('no bets') })
    await expect(roll([{ spot: 'total:3', amountMinor: 100 }])()).rejects.toMatchObject({
      code: 'refused',
      message: expect.stringContaining('total:3')
    })
    // The dealer's seat is not the person's to roll from.
    await expect(
      (async () =>
        c.handlers['tables.start'](
          {
            tableId: opened.tableId,
            stakes: [],
            act: { seat: 'dealer', action: { type: 'roll', bets: [{ spot: 'small', amountMinor: 100 }] } }
          },
          caller
        ))()
    ).rejects.toMatchObject({ code: 'refused' })
    expect((await c.handlers['tables.get']({ tableId: opened.tableId }, caller)).round).toBeNull()
    expect(c.openStore()!.db.prepare('SELECT count(*) FROM rounds').pluck().get()).toBe(0)
    expect(await balanceOf(c)).toBe(1000)
    // The same table then rolls normally, on the commitment it showed.
    const t = await roll([{ spot: 'small', amountMinor: 100 }])()
    expect(t.round!.over).toBe(true)
    expect(t.round!.fairness.serverSeedHash).toBe(opened.next.serverSeedHash)
  })

  it('refuses bets over the balance and unknown spots with a clear message', async () => {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 10)
    const opened = await c.handlers['tables.open']({ game: 'sicbo', ruleset: { rules: {} }, config: {} }, caller)
    const t = await c.handlers['tables.start']({ tableId: opened.tableId, stakes: [] }, caller)
    const r = t.round!
    await expect(
      (async () =>
        c.handlers['tables.act'](
          {
            tableId: t.tableId,
            roundId: r.roundId,
            version: r.version,
            seat: 'you',
            action: { type: 'bet', spot: 'small', amountMinor: 1001 }
          },
          caller
        ))()
    ).rejects.toMatchObject({ code: 'refused', message: expect.stringContaining('more than') })
    await expect(
      (async () =>
        c.handlers['tables.act'](
          {
            tableId: t.tableId,
            roundId: r.roundId,
            version: r.version,
            seat: 'you',
            action: { type: 'bet', spot: 'total:3', amountMinor: 100 }
          },
          caller
        ))()
    ).rejects.toMatchObject({ code: 'refused', message: expect.stringContaining('total:3') })
  })

  it('resumes a round interrupted by a crash, and pays it exactly once', async () => {
    const dir = tempDir()
    const first = newCore(dir)
    await profileWith(first, 'An', 1000)
    const opened = await first.handlers['tables.open']({ game: 'sicbo', ruleset: { rules: {} }, config: {} }, caller)
    let t = await first.handlers['tables.start']({ tableId: opened.tableId, stakes: [] }, caller)
    t = await first.handlers['tables.act'](
      {
        tableId: t.tableId,
        roundId: t.round!.roundId,
        version: t.round!.version,
        seat: 'you',
        action: { type: 'bet', spot: 'single:3', amountMinor: 500 }
      },
      caller
    )
    // "Crash": a new core on the same file while the first one never closed.
    const second = newCore(dir)
    const [resumed] = await second.handlers['tables.list']({}, caller)
    expect(resumed?.round?.roundId).toBe(t.round!.roundId)
    expect(resumed?.round?.version).toBe(t.round!.version)
    expect(resumed?.round?.view).toEqual(t.round!.view)
    const done = await second.handlers['tables.act'](
      {
        tableId: resumed!.tableId,
        roundId: resumed!.round!.roundId,
        version: resumed!.round!.version,
        seat: 'dealer',
        action: { type: 'close' }
      },
      caller
    )
    const dice = fairDice({
      serverSeed: done.round!.fairness.serverSeed!,
      clientSeed: t.round!.fairness.clientSeed,
      nonce: t.round!.fairness.nonce
    })
    const shows = dice.filter((d) => d === 3).length
    const net = shows === 0 ? -500 : 500 * shows
    expect(await balanceOf(second)).toBe(100_000 + net)
    const third = newCore(dir)
    expect(await third.handlers['tables.list']({}, caller)).toEqual([expect.objectContaining({ round: null })])
    expect(await balanceOf(third)).toBe(100_000 + net)
  })
})

describe('profiles.changed at settlement', () => {
  // Pushed like the profile procedures push it (the full new state), so no screen asks for balances itself.
  async function sicboTable(): Promise<{ c: Core; events: CoreEvent[]; tableId: string }> {
    const c = newCore(tempDir())
    await profileWith(c, 'An', 1000)
    const opened = await c.handlers['tables.open'](
      { game: 'sicbo', ruleset: { rules: { preset: 'trainer' } }, config: {} },
      caller
    )
    const events: CoreEvent[] = []
    c.subscribe((e) => events.push(e))
    return { c, events, tableId: opened.tableId }
  }
  const profileEvents = (events: CoreEvent[]) => events.filter((e) => e.name === 'profiles.changed')

  it('is pushed once when a roll started with the round settles, with the new balances', async () => {
    const { c, events, tableId } = await sicboTable()
    const t = await c.handlers['tables.start'](
      {
        tableId,
        stakes: [],
        act: { seat: 'you', action: { type: 'roll', bets: [{ spot: 'small', amountMinor: 1000 }] } }
      },
      caller
    )
    expect(t.round!.over).toBe(true)
    const net = t.round!.nets!['you']!
    expect(Math.abs(net)).toBe(1000)
    const list = await c.handlers['profiles.list']({}, caller)
    expect(list.profiles[0]!.balanceMinor).toBe(100_000 + net)
    expect(profileEvents(events)).toEqual([{ name: 'profiles.changed', payload: list }])
    // After the table's own news, so a window sees the settled round and the balance together.
    expect(events.map((e) => e.name)).toEqual(['table.changed', 'profiles.changed'])
  })

  it('is not pushed while a round is in play, and is pushed when a decision settles it', async () => {
    const { c, events, tableId } = await sicboTable()
    let t = await c.handlers['tables.start']({ tableId, stakes: [] }, caller)
    t = await c.handlers['tables.act'](
      {
        tableId,
        roundId: t.round!.roundId,
        version: t.round!.version,
        seat: 'you',
        action: { type: 'bet', spot: 'big', amountMinor: 500 }
      },
      caller
    )
    expect(profileEvents(events)).toEqual([])
    t = await c.handlers['tables.act'](
      { tableId, roundId: t.round!.roundId, version: t.round!.version, seat: 'dealer', action: { type: 'close' } },
      caller
    )
    expect(t.round!.over).toBe(true)
    const list = await c.handlers['profiles.list']({}, caller)
    expect(list.profiles[0]!.balanceMinor).toBe(100_000 + t.round!.nets!['you']!)
    expect(profileEvents(events)).toEqual([{ name: 'profiles.changed', payload: list }])
  })
})
