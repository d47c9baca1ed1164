/**
 * Sic Bo's keys, per language (issue 32, issue 36): R rolls the chips on the board in both languages
 * (Lắc, Roll). Enter or Space away from a spot or a button is the table's go key (lib/keys.ts
 * `isGoKey`): the same bets again, an empty board taking the last roll's layout, rolled at once.
 */
import type { GameKeys } from '@renderer/lib/keys'

export type SicboKeyAction = 'roll'

/** Sic Bo decisions by key that cost money the moment they are taken: none (the chips are on the board already). */
export const SICBO_COSTLY: ReadonlySet<SicboKeyAction> = new Set()

export const SICBO_KEYS: GameKeys<SicboKeyAction> = {
  vi: { roll: { key: 'R' } },
  en: { roll: { key: 'R' } }
}
