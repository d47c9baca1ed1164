import type { Handlers } from '../types'
import type { TableService } from './service'

type TableProcedures =
  | 'tables.open'
  | 'tables.get'
  | 'tables.list'
  | 'tables.start'
  | 'tables.act'
  | 'tables.close'
  | 'tables.setClientSeed'
  | 'tables.setTimer'
  | 'tables.look'
  | 'tables.setups'
  | 'tables.saveSetup'
  | 'tables.deleteSetup'
  | 'tables.lastSetup'
  | 'tables.advice'

/** `tables.grades` reads history's grades, so core/index.ts wires it (history depends on tables, not back). */
export function tableHandlers(tables: TableService): Pick<Handlers, TableProcedures> {
  return {
    'tables.open': (input) => tables.open(input),
    'tables.get': ({ tableId }) => tables.get(tableId),
    'tables.list': () => tables.list(),
    'tables.start': ({ tableId, stakes, act, declineBank }) => tables.start(tableId, stakes, act, declineBank ?? false),
    'tables.act': (input) => tables.act(input),
    'tables.close': ({ tableId }) => tables.close(tableId),
    'tables.setClientSeed': ({ tableId, clientSeed }) => tables.setClientSeed(tableId, clientSeed),
    'tables.setTimer': ({ tableId, on }) => tables.setTimer(tableId, on),
    'tables.look': ({ tableId, seat, profileId }) => tables.look(tableId, seat, profileId),
    // Game-tagged; Xì dách's are the only ones for now (the contract takes no other game).
    'tables.setups': () => tables.setups(),
    'tables.saveSetup': ({ name, ruleset, config }) => tables.saveSetup({ name, ruleset, config }),
    'tables.deleteSetup': ({ name }) => tables.deleteSetup(name),
    'tables.lastSetup': ({ game }) => tables.lastSetup(game),
    'tables.advice': ({ tableId, profileId }) => tables.advice(tableId, profileId)
  }
}
