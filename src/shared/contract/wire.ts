/**
 * Frames on the browser host's WebSocket (`/rpc?token=…`). Electron IPC carries the same payloads
 * through `invoke` and the `IPC_EVENT` channel, so both transports end in one dispatcher.
 */
import type { RpcResult } from './index'

/** Client → server. `id` is chosen by the client and echoed back. */
export interface CallFrame {
  id: number
  name: string
  input: unknown
}

/** Server → client: the answer to one call. */
export interface ReplyFrame {
  id: number
  result: RpcResult<unknown>
}

/** Server → client: a pushed event. */
export interface EventFrame {
  event: string
  payload: unknown
}

export type ServerFrame = ReplyFrame | EventFrame
