/**
 * The renderer's drill calls (Sic Bo payouts, Blackjack strategy and counting), typed from the
 * contract, and the two things every drill screen does the same way around them: find the table the
 * profile sits at (a drill may use its rules) and time the answer.
 */
import type { TableState } from '@shared/contract/tables'
import type { GameId } from '@shared/games'
import type { In, Out } from './calls'
import type { Client } from './rpc'

export const newSicboDrill = (client: Client, input: In<'drill.new'>): Out<'drill.new'> =>
  client.call('drill.new', input)
export const checkSicboDrill = (client: Client, input: In<'drill.check'>): Out<'drill.check'> =>
  client.call('drill.check', input)
export const sicboDrillResults = (client: Client, input: In<'drill.results'>): Out<'drill.results'> =>
  client.call('drill.results', input)

export const newStrategyDrill = (client: Client, input: In<'drill.bjStrategyNew'>): Out<'drill.bjStrategyNew'> =>
  client.call('drill.bjStrategyNew', input)
export const checkStrategyDrill = (client: Client, input: In<'drill.bjStrategyCheck'>): Out<'drill.bjStrategyCheck'> =>
  client.call('drill.bjStrategyCheck', input)
export const newCountDrill = (client: Client, input: In<'drill.bjCountNew'>): Out<'drill.bjCountNew'> =>
  client.call('drill.bjCountNew', input)
export const checkCountDrill = (client: Client, input: In<'drill.bjCountCheck'>): Out<'drill.bjCountCheck'> =>
  client.call('drill.bjCountCheck', input)
export const blackjackDrillResults = (client: Client, input: In<'drill.bjResults'>): Out<'drill.bjResults'> =>
  client.call('drill.bjResults', input)

/** The profile's open table of this game, if it sits at one. */
export async function openTableOf(client: Client, game: GameId): Promise<TableState | undefined> {
  return (await client.call('tables.list', {})).find((x) => x.game === game)
}

/** Milliseconds since `startedAt` (a `performance.now()`), within what `drill.*Check` accepts (one day). */
export function elapsedSince(startedAt: number): number {
  return Math.min(86_400_000, Math.max(0, Math.round(performance.now() - startedAt)))
}
