/**
 * Xì dách's keys, per language (issue 32): Vietnamese B bốc, D dằn; English H hit (draw), S stand,
 * as at the Blackjack table; C lets the next computer player move while the person deals. A draw or a
 * stand that costs money (đền bài after a quắc, a penalised non) asks first at the table itself
 * (PenaltyConfirm, the non question), so none of these keys needs to.
 */
import type { GameKeys } from '@renderer/lib/keys'

export type XidachKeyAction = 'draw' | 'stand' | 'continue'

/** Xì dách decisions taken by key that cost money the moment they are taken: none (the costly cases ask first). */
export const XIDACH_COSTLY: ReadonlySet<XidachKeyAction> = new Set()

export const XIDACH_KEYS: GameKeys<XidachKeyAction> = {
  vi: { draw: { key: 'B' }, stand: { key: 'D' }, continue: { key: 'C' } },
  en: { draw: { key: 'H' }, stand: { key: 'S' }, continue: { key: 'C' } }
}
