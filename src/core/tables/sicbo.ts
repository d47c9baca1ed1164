/**
 * Sic Bo at a table: the person bets as seat "you" against the house, which is unlimited. The
 * person's "roll" is a request to the house seat to close betting; there are no computer players.
 */
import type { z } from 'zod'
import { DEALER } from '@shared/games'
import { sicboTableConfig } from '@shared/contract/tables'
import {
  resolveSicboRules,
  sicboActionSchema,
  type SicboAction,
  type SicboEvent,
  type SicboRules,
  type SicboView
} from '@shared/games/sicbo'
import { sicboEngine, type SicboSetup, type SicboState } from '../engine/games/sicbo'
import type { TableDriver } from './driver'

export const YOU = 'you'

export const sicboDriver: TableDriver<
  SicboRules,
  SicboSetup,
  SicboState,
  SicboAction,
  SicboEvent,
  SicboView,
  z.infer<typeof sicboTableConfig>
> = {
  game: 'sicbo',
  engine: sicboEngine,
  configSchema: sicboTableConfig,
  actionSchema: sicboActionSchema,
  resolveRules(input) {
    return resolveSicboRules(input)
  },
  rulesName: (rules) => (rules.payTableName === 'custom' ? 'custom' : rules.preset),
  seats: () => [
    { seat: YOU, kind: 'you' },
    { seat: DEALER, kind: 'house' }
  ],
  startingStack: () => null,
  randomness: () => ({ kind: 'dice' }),
  stakesUpFront: false,
  botStake: () => null,
  setup: ({ bankrolls, random }) => {
    if (!random.dice) throw new Error('sicbo: a round needs dice')
    return { seats: [{ id: YOU, bankrollMinor: bankrolls[YOU] ?? 0 }], dealerBankrollMinor: null, dice: random.dice }
  },
  botAction: () => {
    throw new Error('sicbo has no computer seats')
  },
  empty: (state) => state.phase === 'betting' && state.bets.length === 0,
  viewer: () => YOU,
  // Sic Bo has nothing face down: the layout is public and the dice appear only in the roll's events.
  eventsFor: (events) => [...events],
  summarize: (state, seats) => {
    let wageredMinor = 0
    for (const b of state.bets) if (seats.includes(b.seat)) wageredMinor += b.amountMinor
    return { wageredMinor, outcome: state.dice.join('-') }
  }
}
