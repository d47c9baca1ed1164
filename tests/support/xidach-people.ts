/**
 * The fixtures of the tests of several people at one Xì dách table (tests/tables/xidach-people*.test.ts,
 * tests/history/xidach-people-history.test.ts): An and Lan, each with their own profile, at a table An
 * opens with Lan in seat p2; the stakes of their seats; whose profile a seat is; and a round played out
 * as people play it, each looking at their turn before acting.
 */
import { expect } from 'vitest'
import type { z } from 'zod'
import type { TableState, xidachTableConfig } from '@shared/contract/tables'
import type { Core } from '../../src/core/index'
import { call, profileWith } from './core'
import { viewOf } from './xidach-table'

type Bots = z.input<typeof xidachTableConfig>['bots']

export interface AnAndLan {
  an: string
  lan: string
  /** The table An opened, as `tables.open` answered. */
  opened: TableState
}

/**
 * Lan and then An with their chips (whole chips; An, created last, is the profile in use), and the Xì
 * dách table An opens under `rules` (the wiki preset unless given) with the simple computer dealer, the
 * computer players `bots` and Lan in seat p2.
 */
export async function anAndLanAtTable(
  c: Core,
  table: { lan: number; an: number; bots: Bots; rules?: Record<string, unknown> }
): Promise<AnAndLan> {
  const lan = await profileWith(c, 'Lan', table.lan)
  const an = await profileWith(c, 'An', table.an)
  const opened = await call(c, 'tables.open', {
    game: 'xidach',
    ruleset: { rules: table.rules ?? { preset: 'wiki' } },
    config: { role: 'player', bots: table.bots, dealerAi: 'simple', people: [{ profileId: lan }] }
  })
  return { an, lan, opened }
}

/** The stakes for `tables.start`: each seat's amount (minor units) with its person's profile (you: An, p2: Lan). */
export function stakesOf(
  people: { an: string; lan: string },
  amounts: Partial<Record<'you' | 'p2', number>>
): Array<{ seat: string; amountMinor: number; profileId: string }> {
  return Object.entries(amounts).map(([seat, amountMinor]) => ({
    seat,
    amountMinor: amountMinor as number,
    profileId: seat === 'you' ? people.an : people.lan
  }))
}

/** The profile of the person in `seat`. */
export const profileOfSeat = (t: TableState, seat: string): string => t.seats.find((s) => s.seat === seat)!.profileId!

/** What a test may check at each turn of `playOut`. */
export interface TurnWatch {
  /** The state at a turn its person has not looked at yet, before they look. */
  beforeLook?(t: TableState, seat: string, profileId: string): Promise<void>
  /** The state once they look, before they act. */
  looked?(t: TableState, seat: string): void
}

/**
 * Plays a round out: at each person's turn, looks first (as that person), then stands at 16 or more,
 * else draws (and continues when the turn offers it). Once a turn passes to another seat, nobody is
 * looking.
 */
export async function playOut(c: Core, t: TableState, watch: TurnWatch = {}): Promise<TableState> {
  for (let guard = 0; guard < 60 && !t.round!.over; guard++) {
    const turn = t.round!.yourTurn[0]
    expect(turn).toBeDefined()
    const seat = turn!.seat
    const profileId = profileOfSeat(t, seat)
    if (t.people!.looking !== seat) {
      await watch.beforeLook?.(t, seat, profileId)
      t = await call(c, 'tables.look', { tableId: t.tableId, seat, profileId })
      expect(t.people!.looking).toBe(seat)
    }
    watch.looked?.(t, seat)
    const v = viewOf(t)
    const allowed = turn!.allowed
    const total = seat === 'dealer' ? v.dealer.total : v.players.find((p) => p.id === seat)?.total
    const action = allowed.includes('continue')
      ? 'continue'
      : allowed.includes('stand') && (total ?? 0) >= 16
        ? 'stand'
        : allowed.includes('draw')
          ? 'draw'
          : 'stand'
    t = await call(c, 'tables.act', {
      tableId: t.tableId,
      roundId: t.round!.roundId,
      version: t.round!.version,
      seat,
      action: { do: action },
      profileId
    })
    if (!t.round!.over && t.round!.yourTurn[0]?.seat !== seat) expect(t.people!.looking).toBeNull()
  }
  expect(t.round!.over).toBe(true)
  return t
}
