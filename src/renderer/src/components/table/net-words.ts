/**
 * A round's net for the player, said aloud at a table: won or lost so many chips (the amount without
 * its sign) or even, each table in its own catalogue's three keys.
 */
import { chips, t, type MessageKey } from '@renderer/i18n/index.svelte'

export interface NetKeys {
  won: MessageKey
  lost: MessageKey
  even: MessageKey
}

export function netWords(net: number, keys: NetKeys): string {
  if (net > 0) return t(keys.won, { chips: chips(net) })
  if (net < 0) return t(keys.lost, { chips: chips(-net) })
  return t(keys.even)
}
