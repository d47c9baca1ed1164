/** The table drivers by game; a game becomes playable at a table by adding its driver here. */
import { refused } from '../errors'
import type { AnyTableDriver } from './driver'
import { blackjackDriver } from './blackjack'
import { sicboDriver } from './sicbo'
import { xidachDriver } from './xidach'

const drivers: Record<string, AnyTableDriver> = {
  sicbo: sicboDriver,
  blackjack: blackjackDriver,
  xidach: xidachDriver
}

export function driverFor(game: string): AnyTableDriver {
  const d = drivers[game]
  if (!d) throw refused(`The ${game} table is not available yet.`, { key: 'tables.notAvailable', vars: { game } })
  return d
}
