/**
 * `drill.results` (tagged with its game) called through the dispatcher for one game, the answer checked
 * to carry that game's tag before its results are handed back.
 */
import type { Core } from '../../src/core/index'
import type { BjDrillResults, BlackjackDrillKind } from '@shared/contract/blackjack-drill'
import type { DrillResults } from '@shared/contract/drill'
import { call } from './core'

/** Sic Bo's payout drill results of the current profile. */
export async function payoutResults(c: Core, limit: number): Promise<DrillResults> {
  const r = await call(c, 'drill.results', { game: 'sicbo', limit })
  if (r.game !== 'sicbo') throw new Error(`drill.results answered for ${r.game}, asked for sicbo`)
  return r.results
}

/** One kind of Blackjack drill's results of the current profile. */
export async function blackjackResults(c: Core, kind: BlackjackDrillKind, limit: number): Promise<BjDrillResults> {
  const r = await call(c, 'drill.results', { game: 'blackjack', kind, limit })
  if (r.game !== 'blackjack') throw new Error(`drill.results answered for ${r.game}, asked for blackjack`)
  return r.results
}
