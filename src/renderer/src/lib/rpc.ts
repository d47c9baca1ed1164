/**
 * The renderer's one client to the house, typed from the contract's `procedures` table: a renamed
 * procedure or field is a type error here and in main alike. Only types come from the contract, so the
 * zod schemas stay on the main side (main validates every input anyway).
 */
import type {
  ErrorCode,
  EventName,
  EventPayloads,
  ProcedureInput,
  ProcedureName,
  ProcedureResult,
  RpcError
} from '@shared/contract/index'
import { Disconnected, type ConnectionStatus, type Transport } from './transport'

/** `disconnected`: the transport lost the connection; the server may or may not have done it. */
export type FailureCode = ErrorCode | 'disconnected'

export class RpcFailure extends Error {
  override readonly name = 'RpcFailure'
  constructor(
    readonly code: FailureCode,
    message: string,
    /** The house's catalogue key for this refusal, when it sent one (see lib/errors.ts). */
    readonly i18n?: RpcError['i18n']
  ) {
    super(message)
  }
}

export interface Client {
  call<N extends ProcedureName>(name: N, input: ProcedureInput<N>): Promise<ProcedureResult<N>>
  on<E extends EventName>(event: E, handler: (payload: EventPayloads[E]) => void): () => void
  readonly status: ConnectionStatus
  onStatus(listener: (status: ConnectionStatus) => void): () => void
  /** Every refusal's code, as it happens (the app shell watches for `store`: the disk cannot write). */
  onFailure(listener: (code: RpcFailure['code']) => void): () => void
  reconnectNow(): void
}

export function createClient(transport: Transport): Client {
  const failureListeners = new Set<(code: RpcFailure['code']) => void>()
  return {
    async call(name, input) {
      let result
      try {
        result = await transport.invoke(name, input)
      } catch (e) {
        if (e instanceof Disconnected) throw new RpcFailure('disconnected', e.message)
        throw new RpcFailure('internal', e instanceof Error ? e.message : String(e))
      }
      if (!result.ok) {
        for (const l of failureListeners) l(result.error.code)
        throw new RpcFailure(result.error.code, result.error.message, result.error.i18n)
      }
      // The house is the authority on its own result shapes (architecture: the truth lives in main).
      return result.value as ProcedureResult<typeof name>
    },
    on(event, handler) {
      return transport.subscribe((name, payload) => {
        if (name === event) handler(payload as EventPayloads[typeof event])
      })
    },
    get status() {
      return transport.status
    },
    onStatus: (listener) => transport.onStatus(listener),
    onFailure(listener) {
      failureListeners.add(listener)
      return () => failureListeners.delete(listener)
    },
    reconnectNow: () => transport.reconnectNow()
  }
}
