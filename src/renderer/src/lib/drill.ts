/**
 * The renderer's drill calls (Sic Bo payouts, Blackjack strategy and counting), typed from the
 * contract, and the two things every drill screen does the same way around them: find the table the
 * profile sits at (a drill may use its rules) and time the answer.
 */
import type { TableState } from '@shared/contract/tables'
import type { BjDrillResults, BlackjackDrillKind } from '@shared/contract/blackjack-drill'
import type { DrillResults } from '@shared/contract/drill'
import type { GameId } from '@shared/games'
import { passThrough } from './calls'
import type { Client } from './rpc'

export const newSicboDrill = passThrough('drill.new')
export const checkSicboDrill = passThrough('drill.check')
/** The payout drill's results (`drill.results` for Sic Bo). */
export async function sicboDrillResults(client: Client, input: { limit: number }): Promise<DrillResults> {
  const r = await client.call('drill.results', { game: 'sicbo', ...input })
  if (r.game !== 'sicbo') throw new Error(`drill.results answered for ${r.game}, asked for sicbo`)
  return r.results
}

export const flashcardBoard = passThrough('drill.strategyBoard')
export const startFlashcards = passThrough('drill.strategyStart')
export const answerFlashcard = passThrough('drill.strategyAnswer')
export const newCountDrill = passThrough('drill.countNew')
export const checkCountDrill = passThrough('drill.countCheck')
/** One kind of Blackjack drill's results (`drill.results` for Blackjack). */
export async function blackjackDrillResults(
  client: Client,
  input: { kind: BlackjackDrillKind; limit: number }
): Promise<BjDrillResults> {
  const r = await client.call('drill.results', { game: 'blackjack', ...input })
  if (r.game !== 'blackjack') throw new Error(`drill.results answered for ${r.game}, asked for blackjack`)
  return r.results
}

/** The profile's open table of this game, if it sits at one. */
export async function openTableOf(client: Client, game: GameId): Promise<TableState | undefined> {
  return (await client.call('tables.list', {})).find((x) => x.game === game)
}

/** Milliseconds since `startedAt` (a `performance.now()`), within what `drill.*Check` accepts (one day). */
export function elapsedSince(startedAt: number): number {
  return Math.min(86_400_000, Math.max(0, Math.round(performance.now() - startedAt)))
}

export const newChipsDrill = passThrough('drill.chipsNew')
export const checkChipsDrill = passThrough('drill.chipsCheck')
export const liveRoll = passThrough('drill.liveRoll')

// The discard-tray drill (issue 34): a tray of discards read as decks left, to the half deck.
export const newTrayDrill = passThrough('drill.trayNew')
export const checkTrayDrill = passThrough('drill.trayCheck')
