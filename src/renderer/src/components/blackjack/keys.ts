/**
 * Blackjack's keys, per language (issue 32). English uses the casino's letters: H hit, S stand,
 * D double, P split, R surrender. Vietnamese keeps the initials of its words: B bốc, D dằn, G gấp đôi,
 * T tách, H đầu hàng. A decision that costs money at once (double, split, surrender, insurance) never
 * sits bare on a key another language uses for a free one: English D doubles, but D stands in
 * Vietnamese, and Vietnamese H surrenders, but H hits in English, so those ask first (Shift acts at
 * once). Surrender always asks: it gives up half the stake for good.
 */
import type { BlackjackActionName } from '@shared/games/blackjack'
import type { GameKeys } from '@renderer/lib/keys'

/** The decisions a person takes by key (the timer's `timeout` is the house's). */
export type BlackjackKeyAction = Exclude<BlackjackActionName, 'timeout'>

/** Decisions that put more money on the table, or give some up, the moment they are taken. */
export const BLACKJACK_COSTLY: ReadonlySet<BlackjackKeyAction> = new Set(['double', 'split', 'surrender', 'insurance'])

export const BLACKJACK_KEYS: GameKeys<BlackjackKeyAction> = {
  vi: {
    hit: { key: 'B' },
    stand: { key: 'D' },
    double: { key: 'G' },
    split: { key: 'T' },
    surrender: { key: 'H', confirm: true },
    insurance: { key: 'I' },
    'even-money': { key: 'E' },
    decline: { key: 'N' }
  },
  en: {
    hit: { key: 'H' },
    stand: { key: 'S' },
    double: { key: 'D', confirm: true },
    split: { key: 'P' },
    surrender: { key: 'R', confirm: true },
    insurance: { key: 'I' },
    'even-money': { key: 'E' },
    decline: { key: 'N' }
  }
}
