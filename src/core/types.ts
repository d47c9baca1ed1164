import type {
  AppInfo,
  EventName,
  EventPayloads,
  ProcedureName,
  ProcedureParsed,
  ProcedureResult
} from '@shared/contract/index'
import type { Store } from './store/store'

/** Who is calling; hosts have already checked the caller (sender frame, token) before dispatching. */
export interface Caller {
  host: 'electron' | 'web' | 'cli'
  /** Per-connection label for logs (a WebSocket connection number, a webContents id). */
  connection?: string
}

export type Handler<N extends ProcedureName> = (
  input: ProcedureParsed<N>,
  caller: Caller
) => ProcedureResult<N> | Promise<ProcedureResult<N>>

/** One handler per procedure in the contract: adding a procedure without a handler fails the type check. */
export type Handlers = { [N in ProcedureName]: Handler<N> }

/**
 * A pushed event. `replyTo`: the connection (`Caller.connection`) whose own call this event's payload
 * answers: that connection has it already as its reply, so its host does not push it there again
 * (rpc/events.ts `hears`); every other connection hears it.
 */
export type CoreEvent = { [N in EventName]: { name: N; payload: EventPayloads[N]; replyTo?: string } }[EventName]
export type CoreListener = (event: CoreEvent) => void

export interface Logger {
  error(message: string, error?: unknown): void
  warn(message: string): void
}

export const consoleLogger: Logger = {
  error: (message, error) =>
    console.error(`[banxanh] ${message}`, error instanceof Error ? error.stack : (error ?? '')),
  warn: (message) => console.warn(`[banxanh] ${message}`)
}

/** What every handler group receives. */
export interface CoreContext {
  /** The open store, or a CoreError('store') while the data file is damaged and not yet replaced. */
  store(): Store
  now(): Date
  /** Pushes an event to every listener; `replyTo` as in `CoreEvent`. */
  emit<N extends EventName>(name: N, payload: EventPayloads[N], replyTo?: string): void
  log: Logger
}

export interface Core {
  readonly handlers: Handlers
  info(): AppInfo
  subscribe(listener: CoreListener): () => void
  /** Stops timers, waits for a running backup, closes the store. Safe to call twice. */
  close(): Promise<void>
  /** The open store, or null while damaged (tests and benches). */
  openStore(): Store | null
  /** Resolves once the Blackjack grades of decisions made so far are written (they follow the action). */
  gradesWritten(): Promise<void>
}
