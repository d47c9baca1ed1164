/** The booted host's main window and its IPC gate, as the Electron host tests reach them. */
import { IPC_INVOKE, type RpcResult } from '@shared/contract/index'
import type { Booted } from './boot'

export type Invoke = (event: unknown, name: unknown, input: unknown) => Promise<RpcResult<unknown>>

export function gate(b: Booted): Invoke {
  const handler = b.fake.ipcHandlers.get(IPC_INVOKE)
  if (!handler) throw new Error('no IPC handler registered')
  return handler as Invoke
}

export function mainWindow(b: Booted) {
  const w = b.fake.windows[0]
  if (!w) throw new Error('no window')
  return w
}

export const ourFrame = { parent: null, url: 'app://bundle/index.html' }
