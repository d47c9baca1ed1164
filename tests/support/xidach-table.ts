/**
 * The Xì dách table tests' fixtures: the person's view, an independent by-count settler for the wiki preset
 * (docs/rules-xidach.md), what the person may see, and rounds played through core as the player or the dealer.
 */
import { expect } from 'vitest'
import type { Core } from '../../src/core/index'
import type { TableState } from '@shared/contract/tables'
import type { XidachView } from '@shared/games/xidach'
import { tablesRepo } from '../../src/core/tables/repo'
import { caller } from './core'

export const viewOf = (t: TableState): XidachView => t.round!.view as XidachView

// ---- an independent settler for the wiki preset (docs/rules-xidach.md: by-count aces, minimum 16, ngũ linh ≤ 21, both bust push, ×1)

export const pip = (c: string): number => (c[0] === 'A' ? 1 : 'TJQK'.includes(c[0]!) ? 10 : Number(c[0]))
/** Best total ≤ 21 with by-count aces (2 cards: 11/1, 3 cards: 10/1, 4+: 1), else the smallest. */
export function byCount(cards: string[]): number {
  const hard = cards.reduce((a, c) => a + pip(c), 0)
  const aces = cards.filter((c) => c[0] === 'A').length
  const extra = cards.length === 2 ? 10 : cards.length === 3 ? 9 : 0
  let best = hard
  for (let k = 1; k <= aces; k++) if (hard + k * extra <= 21) best = hard + k * extra
  return best
}
/** The player's net for stake 1 in phase 2 against the dealer's hand as it is. */
export function wikiNet(player: string[], dealer: string[]): number {
  const p = byCount(player)
  const d = byCount(dealer)
  const pNgu = player.length === 5 && p <= 21
  const dNgu = dealer.length === 5 && d <= 21
  if (pNgu && dNgu) return Math.sign(d - p)
  if (pNgu) return 1
  if (dNgu) return -1
  if (p <= 21 && p < 16) return -1
  if (p > 21) return d > 21 ? 0 : -1
  if (d > 21) return 1
  return Math.sign(p - d)
}

/** Every quoted card token in a JSON text ("AS", "TD", …). */
export function cardTokens(json: string): Set<string> {
  return new Set([...json.matchAll(/"([A2-9TJQK][SHDC])"/g)].map((m) => m[1]!))
}
/** The cards face up to the person in a state. */
export function faceUp(t: TableState): Set<string> {
  const v = viewOf(t)
  const out = new Set<string>()
  for (const p of v.players) for (const c of p.cards ?? []) out.add(c)
  for (const c of v.dealer.cards ?? []) out.add(c)
  return out
}
export function expectNothingHidden(t: TableState): void {
  expect([...cardTokens(JSON.stringify(t))].sort()).toEqual([...faceUp(t)].sort())
}

export async function act(c: Core, t: TableState, seat: string, action: Record<string, unknown>): Promise<TableState> {
  const r = t.round!
  return c.handlers['tables.act']({ tableId: t.tableId, roundId: r.roundId, version: r.version, seat, action }, caller)
}

/** The person dealing: let the bots move at every pause, then stand when allowed, else draw, until the round is over. */
export async function finishAsDealer(c: Core, t: TableState): Promise<TableState> {
  for (let guard = 0; guard < 40 && !t.round!.over; guard++) {
    const allowed = t.round!.yourTurn.find((y) => y.seat === 'dealer')!.allowed
    t = await act(c, t, 'dealer', {
      do: allowed.includes('continue') ? 'continue' : allowed.includes('stand') ? 'stand' : 'draw'
    })
  }
  expect(t.round!.over).toBe(true)
  return t
}

/** The stored decisions of a round (seq 0 is the start entry). */
export function storedEvents(c: Core, roundId: number): Array<{ actor: string; action: Record<string, unknown> }> {
  return tablesRepo(c.openStore()!)
    .events(roundId)
    .map((e) => ({ actor: e.actor, action: JSON.parse(e.action_json) as Record<string, unknown> }))
}

/** The person as a player: draw under 16, else stand, until the round is over. Returns the snapshots seen. */
export async function playAsPlayer(c: Core, t: TableState, seen: TableState[]): Promise<TableState> {
  for (let guard = 0; guard < 10 && !t.round!.over; guard++) {
    seen.push(t)
    const mine = t.round!.yourTurn.find((y) => y.seat === 'you')
    expect(mine).toBeDefined()
    const me = viewOf(t).players.find((p) => p.id === 'you')!
    t = await act(c, t, 'you', { do: me.total! < 16 && mine!.allowed.includes('draw') ? 'draw' : 'stand' })
  }
  expect(t.round!.over).toBe(true)
  return t
}
