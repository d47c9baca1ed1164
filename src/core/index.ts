/**
 * The core: every procedure's handler, the pushed events, and the store's life. It knows nothing of
 * Electron or WebSockets; each host builds one with `createCore` and puts `dispatch` on its transport.
 *
 * createCore wires the parts, each in its own module: the store's life (open, damaged, read-only, the
 * folder's lock) in store-state.ts, the events' fan-out in events.ts, the handlers in handlers.ts, and
 * the worker threads' clients, started on first use and closed with the core.
 */
import type { AppInfo } from '@shared/contract/index'
import type { Migration } from './store/migrations'
import { eventFanOut } from './events'
import { coreHandlers } from './handlers'
import { profilesState } from './profiles'
import { readSettings } from './settings'
import { StoreState } from './store-state'
import { TableService } from './tables/service'
import { games } from './games/registry'
import { XidachEdgeFile } from './analysis/xidach-edge-file'
import {
  AnalysisClient,
  CounterSimClient,
  EDGE_ROUNDS,
  EDGE_SEED,
  XidachEdgeClient,
  XidachExactClient
} from './workers'
import { consoleLogger, type Core, type CoreContext, type Logger } from './types'
import { APP_VERSION } from './version'

export interface CoreOptions {
  dataDir: string
  host: AppInfo['host']
  now?: () => Date
  log?: Logger
  /** Test seam: replace the schema's migrations. */
  migrations?: readonly Migration[]
  /** better-sqlite3 binary for the running ABI (packaged Electron). */
  nativeBinding?: string
  /** Daily backups while open; default true. */
  backups?: boolean
  /** Shows a folder in the system's file manager (the host's own way); without it `store.openFolder` answers opened: false. */
  openFolder?: (dir: string) => Promise<boolean> | boolean
  /** Rounds per dealer AI in a Xì dách house-edge simulation (tests use fewer); default EDGE_ROUNDS. */
  xidachEdgeRounds?: number
  /** The exact heads-up Xì dách edge's budget in dealer hands (tests force the fallback); default EXACT_BUDGET. */
  xidachExactBudget?: number
}

export function createCore(opts: CoreOptions): Core {
  const now = opts.now ?? (() => new Date())
  const log = opts.log ?? consoleLogger
  // Takes the data folder's lock first: a second host on the same folder is refused here.
  const state = new StoreState({
    dataDir: opts.dataDir,
    host: opts.host,
    now,
    log,
    ...(opts.migrations ? { migrations: opts.migrations } : {}),
    ...(opts.nativeBinding ? { nativeBinding: opts.nativeBinding } : {}),
    ...(opts.backups !== undefined ? { backups: opts.backups } : {})
  })
  const events = eventFanOut(log)
  const emit = events.emit

  const ctx: CoreContext = { store: () => state.current(), now, emit, log }

  // The exact blackjack analysis runs in a worker thread, started on first use.
  const analysis = new AnalysisClient()
  // Xì dách house edges are simulated, one worker thread per ruleset being run; finished ones are kept
  // in the data folder, so a restart still shows them.
  const edgeRounds = opts.xidachEdgeRounds ?? EDGE_ROUNDS
  const xidachEdges = new XidachEdgeClient(
    edgeRounds,
    new XidachEdgeFile({ dataDir: opts.dataDir, build: APP_VERSION, rounds: edgeRounds, seed: EDGE_SEED, log })
  )
  // Counter's simulations (the simulator screen): one worker thread per run.
  const counterSims = new CounterSimClient()
  // The exact heads-up Xì dách edge (issue 35): a second or so per ruleset, in the same worker file,
  // started whenever a ruleset's edge is asked about or a ruleset is saved, cached per resolved ruleset.
  const xidachExact = new XidachExactClient(opts.xidachExactBudget)
  const tables = new TableService(ctx, analysis, games)

  const storeHandlers = state.handlers((store) => {
    // Every window still shows the old file's state: tell them what the new one holds.
    emit('profiles.changed', profilesState(store))
    emit('settings.changed', readSettings(store))
  }, opts.openFolder)
  const handlers = coreHandlers(ctx, games, tables, { analysis, xidachEdges, xidachExact, counterSims }, storeHandlers)

  state.start(tables)

  return {
    handlers: state.guard(handlers),
    info: () => state.info(),
    subscribe: events.subscribe,
    async close() {
      if (!state.beginClose()) return
      events.clear()
      tables.shutdown()
      // Grades being computed are written before the worker and the store go.
      await tables.gradesWritten()
      await analysis.close()
      await xidachEdges.close()
      await counterSims.close()
      await xidachExact.close()
      await state.close()
    },
    openStore: () => state.openStore(),
    gradesWritten: () => tables.gradesWritten()
  }
}

export type { Core, Caller, Handlers, Logger } from './types'
export { CoreError } from './errors'
