/** The exact blackjack analysis over the boundary (docs/analysis-blackjack.md). */
import { z } from 'zod'
import { ruleKeysInput } from './rulesets'

/** `{ keys }`: Blackjack house rules as the rules editor holds them (`{ preset, …keys }`). */
export const blackjackEdgeInput = z.object({ keys: ruleKeysInput }).strict()

export interface BlackjackEdgeInfo {
  /** How it was computed: exact combinatorial analysis, CDZ- splits. */
  method: 'exact-cdz-'
  /** Player EV per initial stake, percent (negative: the house's edge). */
  playerEvPercent: number
  /** −playerEvPercent. */
  houseEdgePercent: number
  /** Player EV per up-card, percent, keyed "2" … "9", "T", "A". */
  byUpcard: Record<string, number>
  /** Total-dependent chart (rows "H5"…, "S13"…, "2,2"…, "A,A"), one action per up-card 2…9, T, A. */
  chart: Record<string, string[]>
}
