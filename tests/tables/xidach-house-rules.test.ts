/**
 * Issue 14's Xì dách keys at a live table, through core and a real store: seven players under
 * maxPlayers, cards off the bottom of the committed deck (and the proof still verifying, in recall
 * and by the verifier), and the decision timer drawing under the minimum and standing at or over it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Core } from '../../src/core/index'
import type { TableState } from '@shared/contract/tables'
import type { XidachView } from '@shared/games/xidach'
import { fairDeck } from '../../src/core/fairness/outcome'
import { verifyRecord } from '../../src/core/fairness/verify'
import type { FairnessRecordData } from '@shared/fairness'
import { caller, newCore, profileWith } from '../support/core'

type Style = 'cautious' | 'standard' | 'bold'

afterEach(() => {
  vi.useRealTimers()
})

const viewOf = (t: TableState): XidachView => t.round!.view as XidachView
async function act(c: Core, t: TableState, seat: string, action: Record<string, unknown>): Promise<TableState> {
  const r = t.round!
  return c.handlers['tables.act']({ tableId: t.tableId, roundId: r.roundId, version: r.version, seat, action }, caller)
}
async function open(c: Core, rules: Record<string, unknown>, bots: Style[]): Promise<TableState> {
  return c.handlers['tables.open'](
    { game: 'xidach', ruleset: { rules }, config: { role: 'player', bots, dealerAi: 'shrewd' } },
    caller
  )
}
async function playOut(c: Core, t: TableState): Promise<TableState> {
  for (let guard = 0; guard < 10 && !t.round!.over; guard++) {
    const me = viewOf(t).players.find((p) => p.id === 'you')!
    const allowed = t.round!.yourTurn.find((y) => y.seat === 'you')!.allowed
    t = await act(c, t, 'you', { do: me.total! < 16 && allowed.includes('draw') ? 'draw' : 'stand' })
  }
  expect(t.round!.over).toBe(true)
  return t
}

describe('Xì dách house rules at the table (issue 14)', () => {
  it('seats seven players only when maxPlayers allows it', async () => {
    const c = newCore()
    await profileWith(c, 'An', 1000)
    const six: Style[] = ['standard', 'cautious', 'bold', 'standard', 'cautious', 'bold']
    await expect(open(c, { preset: 'wiki' }, six)).rejects.toMatchObject({
      code: 'refused',
      message: expect.stringContaining('maxPlayers (5)')
    })
    const opened = await open(c, { preset: 'wiki', maxPlayers: 7 }, six)
    expect(opened.seats.filter((s) => s.kind === 'bot').map((s) => s.seat)).toEqual([
      'b1',
      'b2',
      'b3',
      'b4',
      'b5',
      'b6'
    ])
    let t = await c.handlers['tables.start'](
      { tableId: opened.tableId, stakes: [{ seat: 'you', amountMinor: 1000 }] },
      caller
    )
    t = await playOut(c, t)
    expect(viewOf(t).players).toHaveLength(7)
    expect(Object.values(t.round!.nets!).reduce((a, b) => a + b, 0)).toBe(0)
  })

  it('drawFrom bottom deals from the bottom of the same committed deck, and the proof verifies', async () => {
    const c = newCore()
    await profileWith(c, 'An', 1000)
    const opened = await open(c, { preset: 'wiki', drawFrom: 'bottom' }, ['standard'])
    let t = await c.handlers['tables.start'](
      { tableId: opened.tableId, stakes: [{ seat: 'you', amountMinor: 1000 }] },
      caller
    )
    t = await playOut(c, t)
    const r = t.round!
    const deck = fairDeck(
      { serverSeed: r.fairness.serverSeed!, clientSeed: r.fairness.clientSeed, nonce: r.fairness.nonce },
      1
    )
    const v = viewOf(t)
    // Two players and the dealer, dealer-last, off the bottom: you 51 and 48, b1 50 and 47, dealer 49 and 46.
    expect(v.players[0]!.cards!.slice(0, 2)).toEqual([deck[51], deck[48]])
    expect(v.players[1]!.cards!.slice(0, 2)).toEqual([deck[50], deck[47]])
    expect(v.dealer.cards!.slice(0, 2)).toEqual([deck[49], deck[46]])
    const recall = await c.handlers['history.round']({ roundId: r.roundId }, caller)
    expect(recall.fairness.verify.state).toBe('verified')
    const out = [...v.players.flatMap((p) => p.cards!), ...v.dealer.cards!].length
    expect(recall.fairness.record).toMatchObject({ outcome: { offset: 52 - out } })
    // The verifier, given the cards in the order they came out, would not match: the record lists them in deck order.
    const record = recall.fairness.record as FairnessRecordData
    expect(verifyRecord(record).ok).toBe(true)
    const asDealt = { ...record, outcome: { cards: [...(record.outcome as { cards: string[] }).cards].reverse() } }
    expect(verifyRecord(asDealt as FairnessRecordData).ok).toBe(false)
  })

  it('the decision timer draws under the minimum and stands at or over it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const c = newCore()
    await profileWith(c, 'An', 1000)
    const opened = await open(c, { preset: 'wiki', decisionSeconds: 5 }, [])
    let drew = false
    let stood = false
    for (let round = 0; round < 60 && !(drew && stood); round++) {
      let t = await c.handlers['tables.start'](
        { tableId: opened.tableId, stakes: [{ seat: 'you', amountMinor: 100 }] },
        caller
      )
      while (!t.round!.over && t.round!.yourTurn.some((y) => y.seat === 'you')) {
        const me = viewOf(t).players.find((p) => p.id === 'you')!
        const cards = me.cardCount
        const under = me.total! < 16
        expect(t.round!.deadline).toBe(Date.now() + 5000)
        vi.advanceTimersByTime(4999)
        expect((await c.handlers['tables.get']({ tableId: t.tableId }, caller)).round!.version).toBe(t.round!.version)
        vi.advanceTimersByTime(1)
        const after = await c.handlers['tables.get']({ tableId: t.tableId }, caller)
        const mine = (after.round?.view as XidachView | undefined)?.players.find((p) => p.id === 'you')
        if (under) {
          expect(mine!.cardCount).toBe(cards + 1)
          drew = true
        } else {
          expect(mine!.cardCount).toBe(cards)
          expect(mine!.status === 'done' || mine!.status === 'settled').toBe(true)
          stood = true
        }
        t = after
        if (!t.round) break
      }
    }
    expect(drew).toBe(true)
    expect(stood).toBe(true)
  })
})
