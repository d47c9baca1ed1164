/**
 * The store's life in the core: opening it, a damaged file, a folder that cannot be written, and the
 * procedures that answer while no store is open. One host per data folder (store/lock.ts): a second one
 * is refused with `DataDirLocked`.
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
import type { AppInfo, StoreStatus } from '@shared/contract/index'
import { scheduleBackups } from './store/backup'
import { faultMessage, faultOf, probeWrite, type StoreFaultKind } from './store/faults'
import { acquireLock } from './store/lock'
import type { Migration } from './store/migrations'
import { clearNotice, readNotice } from './store/notice'
import { openStore, type Damaged } from './store/open'
import { openReadOnlyStore } from './store/read-only'
import { goodBackup, restoreBackupFile } from './store/restore'
import type { Store } from './store/store'
import { CoreError } from './errors'
import type { Caller, Handlers, Logger } from './types'
import { APP_VERSION } from './version'

const FAULT_KEYS = {
  'read-only': 'store.readOnly',
  'disk-full': 'store.diskFull',
  'write-failed': 'store.writeFailed'
} as const

export interface StoreStateOptions {
  dataDir: string
  host: AppInfo['host']
  now: () => Date
  log: Logger
  /** Test seam: replace the schema's migrations. */
  migrations?: readonly Migration[]
  /** better-sqlite3 binary for the running ABI (packaged Electron). */
  nativeBinding?: string
  /** Daily backups while open; default true. */
  backups?: boolean
}

/** What the store's life asks of the live tables, which hold rounds of the open store. */
export interface StoreTables {
  /** The store is about to close and open again: the live tables stop. */
  shutdown(): void
  /** A store is open (again): the live tables resume from what it holds. */
  resume(): void
}

export type StoreProcedure = 'app.info' | 'store.startFresh' | 'store.restoreBackup' | 'store.openFolder'
type AnyHandler = (input: unknown, caller: Caller) => unknown

export class StoreState {
  private store: Store | null = null
  private status: StoreStatus = { state: 'ok' }
  private stopBackups: (() => Promise<void>) | null = null
  private closed = false
  /** The store was opened read-only because the folder could not be written at start. */
  private readOnly = false
  private readonly releaseLock: () => void
  /** Given at start: createCore builds the tables after this (they need the context, which needs this). */
  private tables: StoreTables | null = null

  constructor(private readonly opts: StoreStateOptions) {
    // Throws DataDirLocked when another process holds the folder: the host says so and stops.
    this.releaseLock = acquireLock(opts.dataDir, opts.host, opts.now())
  }

  /** Opens the store and resumes the tables; a failure lets go of the folder before it is thrown. */
  start(tables: StoreTables): void {
    this.tables = tables
    try {
      this.open()
      this.resumeTables()
    } catch (e) {
      this.releaseLock()
      throw e
    }
  }

  /** The open store, or null while damaged (tests and benches). */
  openStore(): Store | null {
    return this.store
  }

  /** The open store, or a CoreError('store') saying why there is none (the context's `store()`). */
  current(): Store {
    if (this.store) return this.store
    if (this.closed) throw new CoreError('store', 'The app is shutting down.', { key: 'store.closing' })
    if (this.status.state === 'fault')
      throw new CoreError('store', this.status.message, {
        key: FAULT_KEYS[this.status.fault],
        vars: { dataDir: this.opts.dataDir }
      })
    const why = this.status.state === 'damaged' ? this.status.message : 'The data file is not open.'
    throw new CoreError('store', `${why} Choose "start fresh" to continue.`, { key: 'store.notOpen' })
  }

  info(): AppInfo {
    return { version: APP_VERSION, host: this.opts.host, dataDir: this.opts.dataDir, store: this.status }
  }

  /**
   * The procedures about the store itself. After startFresh or restoreBackup every window still shows the
   * old file's state: `reopened` tells them what the new one holds.
   */
  handlers(
    reopened: (store: Store) => void,
    openFolder?: (dir: string) => Promise<boolean> | boolean
  ): Pick<Handlers, StoreProcedure> {
    const { dataDir } = this.opts
    return {
      'app.info': () => {
        this.recheck()
        return this.info()
      },
      'store.startFresh': () => {
        if (this.store) return this.info()
        this.refuseClosed()
        clearNotice(dataDir)
        return this.reopen(reopened)
      },
      'store.restoreBackup': () => {
        if (this.store) return this.info()
        this.refuseClosed()
        const name = goodBackup(dataDir, this.opts.nativeBinding)
        if (!name)
          throw new CoreError('store', 'There is no backup that opens cleanly to restore.', { key: 'store.noBackup' })
        restoreBackupFile(dataDir, name, this.opts.now())
        clearNotice(dataDir)
        return this.reopen(reopened)
      },
      'store.openFolder': async () => ({ opened: openFolder ? await openFolder(dataDir) : false })
    }
  }

  /**
   * Every handler wrapped: a write that fails because of the disk answers `store` with what happened;
   * one that succeeds while in a fault checks whether the fault has passed. Sync handlers stay sync
   * (callers and tests rely on it); a promise gets the same treatment when it settles.
   */
  guard(handlers: Handlers): Handlers {
    const mapFault = (e: unknown): never => {
      const kind = e instanceof CoreError ? null : faultOf(e)
      throw kind ? this.setFault(kind) : e
    }
    const guarded: Record<string, AnyHandler> = {}
    for (const [name, handler] of Object.entries(handlers) as Array<[string, AnyHandler]>) {
      const after = <T>(value: T): T => {
        if (name !== 'app.info') this.recheck()
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
    return guarded as unknown as Handlers
  }

  /** The core is closing: the store answers 'shutting down' from now on. False when it already was. */
  beginClose(): boolean {
    if (this.closed) return false
    this.closed = true
    return true
  }

  /** Stops the backups (waiting for one running), closes the store and lets go of the folder. */
  async close(): Promise<void> {
    await this.stopBackups?.()
    this.store?.close()
    this.store = null
    this.releaseLock()
  }

  private refuseClosed(): void {
    if (this.closed) throw new CoreError('store', 'The app is shutting down.', { key: 'store.closing' })
  }

  private resumeTables(): void {
    if (this.store) this.tables?.resume()
  }

  private damagedStatus(d: Damaged): StoreStatus {
    return { ...d, backup: goodBackup(this.opts.dataDir, this.opts.nativeBinding) }
  }

  private setFault(reported: StoreFaultKind): CoreError {
    const { dataDir, log } = this.opts
    // SQLite reports a write refused by a read-only or full file system as a plain I/O error: ask the folder.
    const kind = reported === 'write-failed' ? (probeWrite(dataDir) ?? reported) : reported
    const message = faultMessage(kind, dataDir)
    if (this.status.state !== 'fault' || this.status.fault !== kind) log.warn(message)
    this.status = { state: 'fault', fault: kind, message }
    return new CoreError('store', message, { key: FAULT_KEYS[kind], vars: { dataDir } })
  }

  /** In a fault: writable again? Then the fault clears (status back to ok). */
  private recheck(): void {
    if (this.status.state !== 'fault' || this.closed) return
    const kind = probeWrite(this.opts.dataDir)
    if (kind !== null) return
    if (this.store && !this.readOnly) {
      this.status = { state: 'ok' }
      return
    }
    // Opened read-only (or not at all) because the folder could not be written: open it properly now.
    this.tables?.shutdown()
    this.store?.close()
    this.store = null
    this.open()
    this.resumeTables()
  }

  private open(): void {
    const { dataDir, now, log } = this.opts
    const pending = readNotice(dataDir)
    if (pending) {
      // An earlier start moved a damaged file aside and the user has not answered yet.
      this.store = null
      this.status = this.damagedStatus(pending)
      return
    }
    const openOpts = {
      dataDir,
      now,
      ...(this.opts.migrations ? { migrations: this.opts.migrations } : {}),
      ...(this.opts.nativeBinding ? { nativeBinding: this.opts.nativeBinding } : {})
    }
    this.readOnly = false
    let result: ReturnType<typeof openStore>
    try {
      result = openStore(openOpts)
    } catch (e) {
      const kind = faultOf(e)
      if (!kind) throw e
      // The folder cannot be written: keep what is there readable, if it can be read at all.
      this.store = this.openReadOnly()
      this.readOnly = true
      this.setFault(kind)
      return
    }
    if (result.ok) {
      this.store = result.store
      this.status = { state: 'ok' }
      // Writability is checked at start too, not only on the first write.
      const kind = probeWrite(dataDir)
      if (kind) this.setFault(kind)
      if (this.opts.backups !== false) {
        const s = result.store
        this.stopBackups = scheduleBackups(s, (e) => log.error('backup failed', e))
      }
    } else {
      this.store = null
      this.status = this.damagedStatus(result.damaged)
      log.warn(result.damaged.message)
    }
  }

  /** The existing file opened read-only (no migrations, no pragmas written), or null. */
  private openReadOnly(): Store | null {
    try {
      return openReadOnlyStore(this.opts.dataDir, this.opts.now, this.opts.nativeBinding)
    } catch (e) {
      this.opts.log.error('the data file could not be opened even read-only', e)
      return null
    }
  }

  /** After the user acknowledged a damaged store (the notice is gone): open the file there is now. */
  private reopen(reopened: (store: Store) => void): AppInfo {
    this.open()
    const store = this.store
    if (!store) {
      const why = this.status.state === 'damaged' || this.status.state === 'fault' ? this.status.message : ''
      throw new CoreError('store', `The new data file could not be used either. ${why}`.trim(), {
        key: 'store.freshFailed'
      })
    }
    this.resumeTables()
    reopened(store)
    return this.info()
  }
}
