/**
 * The strategy flashcards' answer keys, by language: English players say hit, stand, double, split,
 * surrender (H S D P R); Vietnamese players bốc, dằn, gấp đôi, tách, đầu hàng (B D G T H, the tables'
 * letters, lib/keys.ts). The buttons show the language's key. No money moves in a drill, so surrender
 * needs no confirmation here.
 */
import type { BlackjackDrillAction } from '@shared/contract/blackjack-drill'
import type { Language } from '@shared/contract/index'

export const FLASHCARD_KEYS: Readonly<Record<Language, Readonly<Record<BlackjackDrillAction, string>>>> = {
  vi: { hit: 'B', stand: 'D', double: 'G', split: 'T', surrender: 'H' },
  en: { hit: 'H', stand: 'S', double: 'D', split: 'P', surrender: 'R' }
}

/** The play a key means in this language (case-insensitive), or null. */
export function playOfKey(lang: Language, key: string): BlackjackDrillAction | null {
  if (key.length !== 1) return null
  const k = key.toUpperCase()
  for (const [play, bound] of Object.entries(FLASHCARD_KEYS[lang])) if (bound === k) return play as BlackjackDrillAction
  return null
}
