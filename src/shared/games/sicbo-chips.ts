/**
 * Paying in chips, the Sic Bo dealer's drill (docs/rules-sicbo.md "Paying in chips"): the shapes of its
 * three tasks as they cross to the renderer. The drill itself is in src/core/engine/games/sicbo
 * (chip-drill.ts) and the fewest-chips solver in src/core/engine/chip-pay.ts.
 */
import type { Minor } from '../money'
import type { SicboDice, SicboSpot } from './sicbo-spots'

/** Pay an amount in the fewest chips; colour a pile up into the fewest chips; settle a layout in order. */
export const CHIP_TASKS = ['pay', 'colour-up', 'order'] as const
export type ChipTask = (typeof CHIP_TASKS)[number]

/** One question of a chip drill, as dealt (nothing of its answer). */
export type ChipItem =
  /** A winning bet to pay: its spot, stake and "N to 1"; the payout to push in chips. */
  | { kind: 'pay'; spot: SicboSpot; stakeMinor: Minor; pays: number; amountMinor: Minor }
  /** A pile of chips, counts per denomination (the drill's order), to colour up. */
  | { kind: 'colour-up'; pile: number[]; amountMinor: Minor }
  /** A settled layout: each bet with what it pays (null: it lost), to take and pay in order. */
  | {
      kind: 'order'
      dice: SicboDice
      bets: Array<{ spot: SicboSpot; amountMinor: Minor; pays: number | null }>
    }

/** An answer: chips per denomination (pay, colour-up), or the bets' indexes in the order settled. */
export type ChipAnswer = { counts: number[] } | { order: number[] }

/** What was wrong with one answer, as a code the UI words. */
export type ChipProblem =
  /** The chips do not add up to the amount. */
  | 'total'
  /** The right amount, in more chips than needed. */
  | 'not-fewest'
  /** A winning bet settled before a losing one was taken. */
  | 'winner-before-loser'
  /** A bet paid before one that pays more ("N to 1"). */
  | 'lower-odds-first'

export type ChipItemCheck =
  | {
      kind: 'pay' | 'colour-up'
      right: boolean
      problem: 'total' | 'not-fewest' | null
      givenMinor: Minor
      givenChips: number
      /** The fewest chips the amount takes, and one way to push them (counts per denomination). */
      fewestChips: number
      fewest: number[]
    }
  | {
      kind: 'order'
      right: boolean
      problem: 'winner-before-loser' | 'lower-odds-first' | null
      /** The first step (from 0) that breaks the order, or null. */
      at: number | null
      /** One right order: the losing bets as laid out, then the winners from the highest "N to 1" down. */
      expected: number[]
    }
