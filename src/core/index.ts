/**
 * The core: every procedure's handler, the pushed events, and the store's life. It knows nothing of
 * Electron or WebSockets; each host builds one with `createCore` and puts `dispatch` on its transport.
 *
 * One host per data folder (store/lock.ts): a second one is refused with `DataDirLocked`.
 *
 * A damaged data file is moved aside at start (store/open.ts) and the notice kept on disk
 * (store/notice.ts). Until the user acknowledges with `store.startFresh` or `store.restoreBackup`, no
 * store is open: `app.info`, those two and `store.openFolder` answer, every other procedure answers
 * `{ code: 'store' }` with the reason.
 *
 * A store that cannot write (disk full, read-only folder; store/faults.ts) stays open for reading;
 * writes answer `{ code: 'store' }` saying what happened, `app.info` reports `fault`, and the next
 * write or `app.info` that finds the folder writable again clears it.
 */
import type { AppInfo, EventName, EventPayloads, ProcedureName, StoreStatus } from '@shared/contract/index'
import Database from 'better-sqlite3'
import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { listBackups, scheduleBackups } from './store/backup'
import { faultMessage, faultOf, probeWrite, type StoreFaultKind } from './store/faults'
import { acquireLock } from './store/lock'
import { LATEST_VERSION, type Migration } from './store/migrations'
import { clearNotice, readNotice } from './store/notice'
import { moveAside, openStore, type Damaged } from './store/open'
import { BACKUP_DIR, DB_FILE } from './store/paths'
import { Store } from './store/store'
import { CoreError, refused } from './errors'
import { profileHandlers, profilesState } from './profiles'
import { readSettings, settingsHandlers } from './settings'
import { TableService } from './tables/service'
import { tableHandlers } from './tables/handlers'
import { drillHandlers } from './drill/index'
import { blackjackDrillHandlers } from './drill/blackjack'
import { blackjackCountingHandlers } from './drill/blackjack-counting'
import { flashcardHandlers } from './drill/flashcards'
import { drillHistoryHandlers } from './drill/history'
import { chipDrillHandlers } from './drill/sicbo-chips'
import { liveRollHandlers } from './drill/live-roll'
import { fairnessHandlers } from './verify/index'
import { rulesetHandlers } from './rulesets/index'
import { historyHandlers } from './history/index'
import { games } from './games/registry'
import { analysisHandlers, warmEdge } from './analysis/index'
import { simulationHandlers } from './analysis/simulate'
import { XidachEdgeFile } from './analysis/xidach-edge-file'
import {
  AnalysisClient,
  CounterSimClient,
  EDGE_ROUNDS,
  EDGE_SEED,
  XidachEdgeClient,
  XidachExactClient
} from './workers'
import {
  consoleLogger,
  type Core,
  type CoreContext,
  type CoreListener,
  type Handler,
  type Handlers,
  type Logger
} from './types'
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

const FAULT_KEYS = {
  'read-only': 'store.readOnly',
  'disk-full': 'store.diskFull',
  'write-failed': 'store.writeFailed'
} as const

/** Up to this size a data file in a folder that cannot be written is read from a copy in memory. */
const MAX_MEMORY_COPY_BYTES = 512 * 1024 * 1024

/**
 * The data file, read-only, in a folder that cannot be written. SQLite cannot open a WAL file there
 * unless its -shm already exists (it must make one); then the file is read from a copy in memory,
 * marked as a rollback-journal file (bytes 18–19), which is exact after a clean close (no -wal left).
 */
function openReadOnlyDb(file: string, nativeBinding?: string): Database.Database {
  const binding = nativeBinding ? { nativeBinding } : {}
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true, ...binding })
    db.prepare('SELECT count(*) FROM sqlite_schema').get()
    return db
  } catch (e) {
    if ((e as { code?: unknown }).code !== 'SQLITE_CANTOPEN' || statSync(file).size > MAX_MEMORY_COPY_BYTES) throw e
    const bytes = readFileSync(file)
    if (bytes.length >= 20 && bytes[18] === 2 && bytes[19] === 2) {
      bytes[18] = 1
      bytes[19] = 1
    }
    return new Database(bytes, { readonly: true, ...binding })
  }
}

/** The newest backup that opens cleanly and is not newer than this build, or null. */
function goodBackup(dataDir: string, nativeBinding?: string): string | null {
  for (const name of [...listBackups(dataDir)].reverse()) {
    const file = join(dataDir, BACKUP_DIR, name)
    // A backup copied from a WAL store is itself in WAL mode: reading it leaves a -wal and -shm of
    // the reader's own making, which go again (a backup never has companions of its own).
    const made = ['-wal', '-shm'].filter((x) => !existsSync(file + x))
    let db: Database.Database | undefined
    try {
      db = new Database(file, { readonly: true, fileMustExist: true, ...(nativeBinding ? { nativeBinding } : {}) })
      const ok = db.pragma('quick_check(1)', { simple: true }) === 'ok'
      const version = db.pragma('user_version', { simple: true }) as number
      if (ok && version <= LATEST_VERSION) return name
    } catch {
      // not a good backup: try the one before
    } finally {
      db?.close()
      for (const x of made) rmSync(file + x, { force: true })
    }
  }
  return null
}

export function createCore(opts: CoreOptions): Core {
  const now = opts.now ?? (() => new Date())
  const log = opts.log ?? consoleLogger
  const listeners = new Set<CoreListener>()
  let store: Store | null = null
  let status: StoreStatus = { state: 'ok' }
  let stopBackups: (() => Promise<void>) | null = null
  let closed = false
  /** The store was opened read-only because the folder could not be written at start. */
  let readOnly = false
  // Throws DataDirLocked when another process holds the folder: the host says so and stops.
  const releaseLock = acquireLock(opts.dataDir, opts.host, now())

  const damagedStatus = (d: Damaged): StoreStatus => ({ ...d, backup: goodBackup(opts.dataDir, opts.nativeBinding) })

  const setFault = (reported: StoreFaultKind): CoreError => {
    // SQLite reports a write refused by a read-only or full file system as a plain I/O error: ask the folder.
    const kind = reported === 'write-failed' ? (probeWrite(opts.dataDir) ?? reported) : reported
    const message = faultMessage(kind, opts.dataDir)
    if (status.state !== 'fault' || status.fault !== kind) log.warn(message)
    status = { state: 'fault', fault: kind, message }
    return new CoreError('store', message, { key: FAULT_KEYS[kind], vars: { dataDir: opts.dataDir } })
  }

  /** In a fault: writable again? Then the fault clears (status back to ok). */
  const recheck = (): void => {
    if (status.state !== 'fault' || closed) return
    const kind = probeWrite(opts.dataDir)
    if (kind !== null) return
    if (store && !readOnly) {
      status = { state: 'ok' }
      return
    }
    // Opened read-only (or not at all) because the folder could not be written: open it properly now.
    tables.shutdown()
    store?.close()
    store = null
    open()
    resumeTables()
  }

  const open = (): void => {
    const pending = readNotice(opts.dataDir)
    if (pending) {
      // An earlier start moved a damaged file aside and the user has not answered yet.
      store = null
      status = damagedStatus(pending)
      return
    }
    const openOpts = {
      dataDir: opts.dataDir,
      now,
      ...(opts.migrations ? { migrations: opts.migrations } : {}),
      ...(opts.nativeBinding ? { nativeBinding: opts.nativeBinding } : {})
    }
    readOnly = false
    let result: ReturnType<typeof openStore>
    try {
      result = openStore(openOpts)
    } catch (e) {
      const kind = faultOf(e)
      if (!kind) throw e
      // The folder cannot be written: keep what is there readable, if it can be read at all.
      store = openReadOnly()
      readOnly = true
      setFault(kind)
      return
    }
    if (result.ok) {
      store = result.store
      status = { state: 'ok' }
      // Writability is checked at start too, not only on the first write.
      const kind = probeWrite(opts.dataDir)
      if (kind) setFault(kind)
      if (opts.backups !== false) {
        const s = result.store
        stopBackups = scheduleBackups(s, (e) => log.error('backup failed', e))
      }
    } else {
      store = null
      status = damagedStatus(result.damaged)
      log.warn(result.damaged.message)
    }
  }

  /** The existing file opened read-only (no migrations, no pragmas written), or null. */
  const openReadOnly = (): Store | null => {
    const file = join(opts.dataDir, DB_FILE)
    if (!existsSync(file)) return null
    try {
      const db = openReadOnlyDb(file, opts.nativeBinding)
      if ((db.pragma('user_version', { simple: true }) as number) !== LATEST_VERSION) {
        db.close()
        return null
      }
      return new Store(db, opts.dataDir, file, now)
    } catch (e) {
      log.error('the data file could not be opened even read-only', e)
      return null
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
      if (closed) throw new CoreError('store', 'The app is shutting down.', { key: 'store.closing' })
      if (status.state === 'fault')
        throw new CoreError('store', status.message, { key: FAULT_KEYS[status.fault], vars: { dataDir: opts.dataDir } })
      const why = status.state === 'damaged' ? status.message : 'The data file is not open.'
      throw new CoreError('store', `${why} Choose "start fresh" to continue.`, { key: 'store.notOpen' })
    },
    now,
    emit,
    log
  }

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
  const analysisWorkers = { analysis, xidachSims: xidachEdges, xidachExact }
  const tables = new TableService(ctx, analysis, games)
  const rulesets = rulesetHandlers(ctx, games)
  // Each grade as it is computed goes to the table's screens worded as the grade reads word it.
  tables.onGrade = (tableId, g) => {
    const book = games.of(g.game).grades
    if (book) emit('table.grade', { tableId, ...book.worded(g.row) })
  }
  const resumeTables = (): void => {
    if (store) tables.resume()
  }

  const info = (): AppInfo => ({ version: APP_VERSION, host: opts.host, dataDir: opts.dataDir, store: status })

  /** After the user acknowledged a damaged store (the notice is gone): open the file there is now. */
  const reopen = (): AppInfo => {
    open()
    if (!store) {
      const why = status.state === 'damaged' || status.state === 'fault' ? status.message : ''
      throw new CoreError('store', `The new data file could not be used either. ${why}`.trim(), {
        key: 'store.freshFailed'
      })
    }
    resumeTables()
    // Every window still shows the old file's state: tell them what the new one holds.
    emit('profiles.changed', profilesState(store))
    emit('settings.changed', readSettings(store))
    return info()
  }

  const profiles = profileHandlers(ctx)
  const history = historyHandlers(ctx, games)
  /** A reader of grades, run once the grades under way are written (see the history handlers below). */
  const afterGrades =
    <N extends ProcedureName>(read: Handler<N>): Handler<N> =>
    (input, caller) =>
      tables.grading() ? tables.gradesWritten().then(() => read(input, caller)) : read(input, caller)

  const handlers: Handlers = {
    'app.info': () => {
      recheck()
      return info()
    },
    'store.startFresh': () => {
      if (store) return info()
      if (closed) throw new CoreError('store', 'The app is shutting down.', { key: 'store.closing' })
      clearNotice(opts.dataDir)
      return reopen()
    },
    'store.restoreBackup': () => {
      if (store) return info()
      if (closed) throw new CoreError('store', 'The app is shutting down.', { key: 'store.closing' })
      const name = goodBackup(opts.dataDir, opts.nativeBinding)
      if (!name)
        throw new CoreError('store', 'There is no backup that opens cleanly to restore.', { key: 'store.noBackup' })
      const file = join(opts.dataDir, DB_FILE)
      // Whatever sits at the data file's name is set aside, never overwritten.
      if (existsSync(file)) moveAside(file, now())
      // A copy through a temporary name: the backup itself stays as it is.
      const tmp = `${file}.restoring`
      rmSync(tmp, { force: true })
      copyFileSync(join(opts.dataDir, BACKUP_DIR, name), tmp)
      renameSync(tmp, file)
      clearNotice(opts.dataDir)
      return reopen()
    },
    'store.openFolder': async () => ({ opened: opts.openFolder ? await opts.openFolder(opts.dataDir) : false }),
    ...settingsHandlers(ctx),
    ...profiles,
    // The deletion committed: the profile's live tables are gone with it.
    'profiles.delete': (input, caller) => {
      // Someone sitting at another person's open table (issue 35) keeps their profile until it is left:
      // that table's rounds pay into it.
      tables.refuseSeatedElsewhere(input.id)
      const state = profiles['profiles.delete'](input, caller)
      tables.dropProfile(input.id)
      return state
    },
    ...tableHandlers(tables),
    // The grades the table's coach keeps, read as history reads them: gradedSession answers once the
    // grades of decisions just made are computed (the coach asks right after each answer), and those
    // not yet written are answered from the queue, which stays to be written in one transaction.
    'tables.grades': async ({ tableId, after }) => {
      const { sessionId, game } = await tables.gradedSession(tableId)
      const book = games.of(game).grades
      if (!book) throw refused('Hints are not available here.', { key: 'tables.hintsUnavailable' })
      return book.list(ctx.store(), sessionId, after, tables.queuedGrades(game, sessionId))
    },
    ...fairnessHandlers(),
    ...drillHandlers(ctx),
    ...blackjackDrillHandlers(ctx),
    // Counting at the Blackjack table: the live table is the service's, the answers kept as drills.
    ...blackjackCountingHandlers(ctx, tables),
    ...flashcardHandlers(ctx, analysis),
    ...drillHistoryHandlers(ctx, games),
    ...chipDrillHandlers(ctx),
    ...liveRollHandlers(),
    ...rulesets,
    // A ruleset saved has its edge's slow part (Xì dách's) worked out in the background straight away (issue 35).
    'rulesets.create': async (input, caller) => {
      const d = await rulesets['rulesets.create'](input, caller)
      warmEdge(games, analysisWorkers, d)
      return d
    },
    'rulesets.save': async (input, caller) => {
      const d = await rulesets['rulesets.save'](input, caller)
      warmEdge(games, analysisWorkers, d)
      return d
    },
    ...history,
    // A decision just made is graded right after it: the readers of grades wait for those under way
    // (and the queue written), so a session, a round or an export read straight after play has them.
    'history.session': afterGrades(history['history.session']),
    'history.round': afterGrades(history['history.round']),
    'history.export': afterGrades(history['history.export']),
    ...analysisHandlers(games, analysisWorkers),
    ...simulationHandlers(ctx, counterSims)
  }

  try {
    open()
    resumeTables()
  } catch (e) {
    releaseLock()
    throw e
  }

  // A write that fails because of the disk answers `store` with what happened; one that succeeds
  // while in a fault checks whether the fault has passed.
  // Sync handlers stay sync (callers and tests rely on it); a promise gets the same treatment when it settles.
  type AnyHandler = (input: unknown, caller: Parameters<Handlers['app.info']>[1]) => unknown
  const mapFault = (e: unknown): never => {
    const kind = e instanceof CoreError ? null : faultOf(e)
    throw kind ? setFault(kind) : e
  }
  const guarded: Record<string, AnyHandler> = {}
  for (const [name, handler] of Object.entries(handlers) as Array<[string, AnyHandler]>) {
    const after = <T>(value: T): T => {
      if (name !== 'app.info') recheck()
      return value
    }
    guarded[name] = (input, caller) => {
      let value: unknown
      try {
        value = handler(input, caller)
      } catch (e) {
        return mapFault(e)
      }
      return value instanceof Promise ? value.then(after, mapFault) : after(value)
    }
  }

  return {
    handlers: guarded as unknown as Handlers,
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
      // Grades being computed are written before the worker and the store go.
      await tables.gradesWritten()
      await analysis.close()
      await xidachEdges.close()
      await counterSims.close()
      await xidachExact.close()
      await stopBackups?.()
      store?.close()
      store = null
      releaseLock()
    },
    openStore: () => store,
    gradesWritten: () => tables.gradesWritten()
  }
}

export type { Core, Caller, Handlers, Logger } from './types'
export { CoreError } from './errors'
