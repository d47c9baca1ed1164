/**
 * The whole surface the renderer gets under Electron: `window.banxanh = { invoke, subscribe }`, the
 * `Bridge` type from the contract. Raw ipcRenderer never crosses; listeners get only the event name
 * and payload, never the IpcRendererEvent (which would leak `sender`). Sandboxed, so this is bundled
 * to one CommonJS file with no runtime requires but 'electron'.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import { IPC_EVENT, IPC_INVOKE } from '@shared/contract/channels'
import type { Bridge, RpcResult } from '@shared/contract/index'

const bridge: Bridge = {
  invoke(name: string, input: unknown): Promise<RpcResult<unknown>> {
    if (typeof name !== 'string') return Promise.reject(new TypeError('invoke: name must be a string'))
    return ipcRenderer.invoke(IPC_INVOKE, name, input) as Promise<RpcResult<unknown>>
  },
  subscribe(listener: (event: string, payload: unknown) => void): () => void {
    if (typeof listener !== 'function') throw new TypeError('subscribe: listener must be a function')
    const handler = (_e: IpcRendererEvent, event: string, payload: unknown): void => listener(event, payload)
    ipcRenderer.on(IPC_EVENT, handler)
    return () => {
      ipcRenderer.removeListener(IPC_EVENT, handler)
    }
  }
}

contextBridge.exposeInMainWorld('banxanh', bridge)
