/**
 * Sic Bo at the table: the actions a seat sends, the bets and the engine's events, and what a seat sees.
 * Wire shapes only; the engine (src/core/engine/games/sicbo) gives them meaning.
 */
import { z } from 'zod'
import { stakeMinor, type Minor } from '../money'
import { spotRefusal, type SicboDice, type SicboSpot } from './sicbo-spots'
import type { SicboRules } from './sicbo-rules'

// Odd/even pass here; whether this table offers them is the engine's check, against its rules.
const spotKey = z.string({ error: 'a spot must be text' }).superRefine((s, ctx) => {
  const problem = spotRefusal(s, true)
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
})

/**
 * What a seat can do. Players `bet`, `remove` (their bets on one spot) and `clear` (all their bets)
 * while betting is open; the dealer `close`s betting, which rolls and settles. A player alone at the
 * table may also `roll`: place these bets (each checked as a `bet`) and have the dealer close, as one
 * action, so a table's whole roll is one durable commit.
 */
export const SICBO_MAX_ROLL_BETS = 60
export const sicboActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bet'), spot: spotKey, amountMinor: stakeMinor }).strict(),
  z.object({ type: z.literal('remove'), spot: spotKey }).strict(),
  z.object({ type: z.literal('clear') }).strict(),
  z.object({ type: z.literal('close') }).strict(),
  z
    .object({
      type: z.literal('roll'),
      bets: z
        .array(z.object({ spot: spotKey, amountMinor: stakeMinor }).strict())
        .max(SICBO_MAX_ROLL_BETS, { error: `at most ${SICBO_MAX_ROLL_BETS} bets in one roll` })
    })
    .strict()
])
export type SicboAction = z.infer<typeof sicboActionSchema>
export type SicboActionType = SicboAction['type']

export interface SicboBet {
  seat: string
  spot: SicboSpot
  amountMinor: Minor
}

export interface SicboSettledBet extends SicboBet {
  /** "N to 1" when the bet won, null when it lost. */
  pays: number | null
  netMinor: Minor
}

export type SicboEvent =
  | { type: 'bet-placed'; bet: SicboBet }
  | { type: 'bets-removed'; seat: string; spot: SicboSpot | null; amountMinor: Minor }
  | { type: 'betting-closed' }
  | { type: 'rolled'; dice: SicboDice; total: number }
  | { type: 'settled'; bets: SicboSettledBet[]; nets: Record<string, Minor>; winningSpots: SicboSpot[] }

export interface SicboView {
  game: 'sicbo'
  phase: 'betting' | 'over'
  rules: SicboRules
  /** Chips each seat had when the round began, and what it has staked so far. */
  seats: Array<{ id: string; bankrollMinor: Minor; stakedMinor: Minor }>
  dealerBankrollMinor: Minor | null
  /** The layout is public: every seat sees every bet. */
  bets: SicboBet[]
  /** Null until the roll: the dice never reach a view before betting closes. */
  dice: SicboDice | null
  total: number | null
  settled: { bets: SicboSettledBet[]; nets: Record<string, Minor>; winningSpots: SicboSpot[] } | null
}
