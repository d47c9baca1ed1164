/** The Sic Bo round state: plain JSON data, replaced (never mutated) by every `step`. */
import type { Minor } from '@shared/money'
import type { SicboBet, SicboDice, SicboRules, SicboSettledBet, SicboSpot } from '@shared/games/sicbo'
import type { Nets } from '../../game'

export interface SicboSeat {
  id: string
  /** Chips at the start of the round, minor units. */
  bankrollMinor: Minor
}

export interface SicboSetup {
  seats: SicboSeat[]
  /** null = the house can always pay. */
  dealerBankrollMinor: Minor | null
  /** The round's roll, decided before betting (fair commitment) and hidden until betting closes. */
  dice: SicboDice
}

export interface SicboSettlement {
  bets: SicboSettledBet[]
  nets: Nets
  winningSpots: SicboSpot[]
}

export interface SicboState {
  rules: SicboRules
  phase: 'betting' | 'over'
  seats: SicboSeat[]
  dealerBankrollMinor: Minor | null
  dice: SicboDice
  bets: SicboBet[]
  /** Each bet's spot index (`spotIndex`), parallel to `bets`: what `settle` looks payouts up by. */
  spots: number[]
  settled: SicboSettlement | null
}

/** What `seat` has staked this roll (on `spot`, or on every spot). */
export function stakedBy(bets: readonly SicboBet[], seat: string, spot?: string): Minor {
  let sum = 0
  for (const b of bets) if (b.seat === seat && (spot === undefined || b.spot === spot)) sum += b.amountMinor
  return sum
}
