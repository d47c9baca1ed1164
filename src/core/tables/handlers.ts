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

/**
 * `tables.grades` reads history's grades, so core/index.ts wires it (history depends on tables, not back).
 * A procedure that changes a table names its caller's connection: the changed state is that call's
 * reply, and only the other windows hear it as `table.changed` (service.ts, `replyTo`).
 */
export function tableHandlers(tables: TableService): Pick<Handlers, TableProcedures> {
  return {
    'tables.open': (input) => tables.open(input),
    'tables.get': ({ tableId }) => tables.get(tableId),
    'tables.list': () => tables.list(),
    'tables.start': ({ tableId, stakes, act, declineBank }, caller) =>
      tables.start(tableId, stakes, act, declineBank ?? false, caller.connection),
    'tables.act': (input, caller) => tables.act(input, caller.connection),
    'tables.close': ({ tableId }, caller) => tables.close(tableId, caller.connection),
    'tables.setClientSeed': ({ tableId, clientSeed }, caller) =>
      tables.setClientSeed(tableId, clientSeed, caller.connection),
    'tables.setTimer': ({ tableId, on }, caller) => tables.setTimer(tableId, on, caller.connection),
    'tables.look': ({ tableId, seat, profileId }, caller) => tables.look(tableId, seat, profileId, caller.connection),
    // Game-tagged; Xì dách's are the only ones for now (the contract takes no other game).
    'tables.setups': () => tables.setups(),
    'tables.saveSetup': ({ name, ruleset, config }) => tables.saveSetup({ name, ruleset, config }),
    'tables.deleteSetup': ({ name }) => tables.deleteSetup(name),
    'tables.lastSetup': ({ game }) => tables.lastSetup(game),
    'tables.advice': ({ tableId, profileId }) => tables.advice(tableId, profileId)
  }
}
