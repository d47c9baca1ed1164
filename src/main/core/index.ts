/**
 * The core: every procedure's handler, the pushed events, and the store's life. It knows nothing of
 * Electron or WebSockets; each host builds one with `createCore` and puts `dispatch` on its transport.
 *
 * A damaged data file is moved aside at start (store/open.ts). Until the user acknowledges with
 * `store.startFresh`, no store is open: `app.info` and `store.startFresh` answer, every other
 * procedure answers `{ code: 'store' }` with the reason.
 */
import type { AppInfo, EventName, EventPayloads, StoreStatus } from '../../shared/contract/index'
import { scheduleBackups } from '../store/backup'
import type { Migration } from '../store/migrations'
import { openStore } from '../store/open'
import type { Store } from '../store/store'
import { CoreError } from './errors'
import { profileHandlers, profilesState } from './profiles'
import { readSettings, settingsHandlers } from './settings'
import { TableService } from './tables/service'
import { tableHandlers } from './tables/handlers'
import { drillHandlers } from './drill/index'
import { fairnessHandlers } from './fairness/index'
import { rulesetHandlers } from './rulesets/index'
import { historyHandlers } from './history/index'
import { analysisHandlers } from './analysis/index'
import { AnalysisClient } from '../engine/games/blackjack/analysis/client'
import { consoleLogger, type Core, type CoreContext, type CoreListener, type Handlers, type Logger } from './types'
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
}

export function createCore(opts: CoreOptions): Core {
  const now = opts.now ?? (() => new Date())
  const log = opts.log ?? consoleLogger
  const listeners = new Set<CoreListener>()
  let store: Store | null = null
  let status: StoreStatus = { state: 'ok' }
  let stopBackups: (() => Promise<void>) | null = null
  let closed = false

  const open = (): void => {
    const result = openStore({
      dataDir: opts.dataDir,
      now,
      ...(opts.migrations ? { migrations: opts.migrations } : {}),
      ...(opts.nativeBinding ? { nativeBinding: opts.nativeBinding } : {})
    })
    if (result.ok) {
      store = result.store
      status = { state: 'ok' }
      if (opts.backups !== false) {
        const s = result.store
        stopBackups = scheduleBackups(s, (e) => log.error('backup failed', e))
      }
    } else {
      store = null
      status = result.damaged
      log.warn(result.damaged.message)
    }
  }

  const emit = <N extends EventName>(name: N, payload: EventPayloads[N]): void => {
    const event = { name, payload } as Parameters<CoreListener>[0]
    for (const l of listeners) {
      try {
        l(event)
      } catch (e) {
        log.error(`event listener failed on ${name}`, e)
      }
    }
  }

  const ctx: CoreContext = {
    store: () => {
      if (store) return store
      if (closed) throw new CoreError('store', 'The app is shutting down.')
      const why = status.state === 'damaged' ? status.message : 'The data file is not open.'
      throw new CoreError('store', `${why} Choose "start fresh" to continue.`)
    },
    now,
    emit,
    log
  }

  // The exact blackjack analysis runs in a worker thread, started on first use.
  const analysis = new AnalysisClient()
  const tables = new TableService(ctx, analysis)
  const resumeTables = (): void => {
    if (store) tables.resume()
  }

  const info = (): AppInfo => ({ version: APP_VERSION, host: opts.host, dataDir: opts.dataDir, store: status })

  const handlers: Handlers = {
    'app.info': () => info(),
    'store.startFresh': () => {
      if (store) return info()
      if (closed) throw new CoreError('store', 'The app is shutting down.')
      open()
      if (!store) {
        const why = status.state === 'damaged' ? status.message : ''
        throw new CoreError('store', `The new data file could not be used either. ${why}`.trim())
      }
      resumeTables()
      // Every window still shows the old file's state: tell them what the new one holds.
      emit('profiles.changed', profilesState(store))
      emit('settings.changed', readSettings(store))
      return info()
    },
    ...settingsHandlers(ctx),
    ...profileHandlers(ctx),
    ...tableHandlers(tables),
    ...fairnessHandlers(),
    ...drillHandlers(ctx),
    ...rulesetHandlers(ctx),
    ...historyHandlers(ctx),
    ...analysisHandlers(analysis)
  }

  open()
  resumeTables()

  return {
    handlers,
    info,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close() {
      if (closed) return
      closed = true
      listeners.clear()
      tables.shutdown()
      await analysis.close()
      await stopBackups?.()
      store?.close()
      store = null
    },
    openStore: () => store
  }
}

export type { Core, Caller, Handlers, Logger } from './types'
export { CoreError } from './errors'
