/**
 * A table action reads the person's balance inside its own transaction, after its writes, and its
 * answer (the seats' chips, and the profiles' state when a round moved money) is made from that read
 * (store/balances.ts `asOfCommit`): a read outside a transaction takes SQLite's read lock again, and
 * three of them cost a Sic Bo roll about as much as its dice and settlement. Every answer's figures are
 * checked against the plain SUM of the ledger, so the reads it saves cannot have been answered wrong.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Core } from '../../src/core/index'
import type { ProfilesState } from '@shared/contract/index'
import type { TableState } from '@shared/contract/tables'
import type { Store } from '../../src/core/store/store'
import { decide } from '../support/blackjack'
import { call, newCore, profileWith } from '../support/core'
import { summed } from '../support/ledger'

afterEach(() => {
  vi.restoreAllMocks()
})

/** Balance reads of `store` that ran outside any transaction, while `on` says so. */
function watchBalanceReads(store: Store): { outside: number; all: number; on: boolean } {
  const seen = { outside: 0, all: 0, on: false }
  const qSince = (store.balances as unknown as { qSince: { get: (...a: unknown[]) => unknown } }).qSince
  const get = qSince.get.bind(qSince)
  vi.spyOn(qSince, 'get').mockImplementation((...args: unknown[]) => {
    if (seen.on && !store.db.inTransaction) seen.outside++
    if (seen.on) seen.all++
    return get(...args)
  })
  return seen
}

function yourChips(t: TableState): number {
  return t.seats.find((s) => s.kind === 'you')?.balanceMinor as number
}

/** Every `profiles.changed` the core pushes. */
function profileEvents(c: Core): ProfilesState[] {
  const events: ProfilesState[] = []
  c.subscribe((e) => {
    if (e.name === 'profiles.changed') events.push(e.payload as ProfilesState)
  })
  return events
}

describe('balance reads of a table action', () => {
  it('a Sic Bo roll reads no balance outside its transaction, and answers the exact balance', async () => {
    const c = newCore()
    const id = await profileWith(c, 'An', 1_000)
    const store = c.openStore()!
    const events = profileEvents(c)
    const opened = await call(c, 'tables.open', {
      game: 'sicbo',
      ruleset: { rules: { preset: 'trainer' } },
      config: {}
    })
    const reads = watchBalanceReads(store)
    for (let i = 0; i < 30; i++) {
      const before = events.length
      reads.on = true
      const t = await call(c, 'tables.start', {
        tableId: opened.tableId,
        stakes: [],
        act: { seat: 'you', action: { type: 'roll', bets: [{ spot: i % 2 ? 'small' : 'big', amountMinor: 100 }] } }
      })
      reads.on = false
      expect(t.round?.over).toBe(true)
      expect(yourChips(t)).toBe(summed(store, id))
      // A roll of small or big always moves money (a triple loses both).
      expect(events.length).toBe(before + 1)
      expect(events.at(-1)?.profiles.find((p) => p.id === id)?.balanceMinor).toBe(summed(store, id))
    }
    expect(reads.outside).toBe(0)
    // One read a roll, made before its bets: the settlement's entry is added to it, not read again.
    expect(reads.all).toBe(30)
  })

  it('a Blackjack hand reads no balance outside its transactions, and every answer shows the exact balance', async () => {
    const c = newCore()
    const id = await profileWith(c, 'An', 10_000)
    const store = c.openStore()!
    let t: TableState = await call(c, 'tables.open', {
      game: 'blackjack',
      ruleset: { rules: { preset: 'vegas-6d' } },
      config: { spots: 1, bots: 2 }
    })
    const reads = watchBalanceReads(store)
    let decisions = 0
    for (let hand = 0; hand < 20; hand++) {
      reads.on = true
      t = await call(c, 'tables.start', { tableId: t.tableId, stakes: [{ seat: 'you1', amountMinor: 1000 }] })
      reads.on = false
      expect(yourChips(t)).toBe(summed(store, id))
      for (let guard = 0; guard < 10 && !t.round!.over; guard++) {
        const turn = t.round!.yourTurn[0]!
        reads.on = true
        // Hit once, then stand: hands of several decisions, and some that bust.
        const action =
          guard === 0 && turn.allowed.includes('hit')
            ? 'hit'
            : turn.allowed.includes('stand')
              ? 'stand'
              : turn.allowed[0]
        t = await decide(c, t, action as string)
        reads.on = false
        decisions++
        expect(yourChips(t)).toBe(summed(store, id))
      }
    }
    expect(decisions).toBeGreaterThan(0)
    expect(reads.outside).toBe(0)
  })
})
