/**
 * The rotating-dealer table tests' fixtures: the rules, the person's balance and view, what the person may
 * see, a round played out through core, each participant's chips, and the dealers history names.
 */
import { expect } from 'vitest'
import type { Core } from '../../src/core/index'
import type { TableState } from '@shared/contract/tables'
import type { XidachView } from '@shared/games/xidach'
import { caller } from './core'

export const balanceOf = async (c: Core): Promise<number> =>
  (await c.handlers['profiles.list']({}, caller)).profiles[0]!.balanceMinor
export const viewOf = (t: TableState): XidachView => t.round!.view as XidachView

/** Rotating rules: the bank needs 10 × the maximum stake of 50 = 500 chips. */
export const rotating = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  preset: 'wiki',
  dealerMode: 'rotate',
  rotateEvery: 2,
  bankMinStakes: 10,
  maxBet: 50,
  ...extra
})

export async function act(c: Core, t: TableState, seat: string, action: Record<string, unknown>): Promise<TableState> {
  const r = t.round!
  return c.handlers['tables.act']({ tableId: t.tableId, roundId: r.roundId, version: r.version, seat, action }, caller)
}

/** Every quoted card token in a JSON text. */
export const cardTokens = (json: string): string[] =>
  [...json.matchAll(/"([A2-9TJQK][SHDC])"/g)].map((m) => m[1]!).sort()
export function faceUp(t: TableState): string[] {
  const v = viewOf(t)
  const out = new Set<string>()
  for (const p of v.players) for (const c of p.cards ?? []) out.add(c)
  for (const c of v.dealer.cards ?? []) out.add(c)
  return [...out].sort()
}

/** Plays the person's seat, whichever it is this round, until the round is over; checks nothing hidden is sent. */
export async function finish(c: Core, t: TableState): Promise<TableState> {
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
export const chipsOf = (t: TableState): Record<string, number> =>
  Object.fromEntries(t.bank!.participants.map((p) => [p.seat, p.balanceMinor ?? NaN]))

/**
 * Starts and plays one round; checks the dealer is `dealer` and the money: each participant's chips
 * move by the net of the seat it played (the holder: the engine's dealer seat), and they sum to zero.
 */
export async function playRound(
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

export async function historyDealers(c: Core, sessionId: number): Promise<Array<string | undefined>> {
  return (await c.handlers['history.rounds']({ sessionId, offset: 0, limit: 100 }, caller)).items.map((r) => r.dealer)
}
