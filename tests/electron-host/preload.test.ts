/**
 * The preload (src/preload/index.ts) against the stand-in electron module: the renderer gets exactly
 * `{ invoke, subscribe }` under `window.banxanh`, invoke goes to the one IPC channel, and listeners
 * get the event's name and payload, never Electron's IpcRendererEvent (which carries `sender`).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { IPC_EVENT, IPC_INVOKE } from '@shared/contract/channels'
import type { Bridge } from '@shared/contract/index'
import { makeFakeElectron, type FakeElectron } from './fake-electron'

let fake: FakeElectron
let bridge: Bridge

beforeEach(async () => {
  vi.resetModules()
  fake = makeFakeElectron()
  vi.doMock('electron', () => fake.module)
  await import('../../src/preload/index')
  expect(fake.exposed).toHaveLength(1)
  bridge = fake.exposed[0]?.api as Bridge
})

describe('the preload bridge', () => {
  it('exposes exactly { invoke, subscribe } as window.banxanh, both plain functions', () => {
    expect(fake.exposed[0]?.key).toBe('banxanh')
    expect(Object.keys(bridge).sort()).toEqual(['invoke', 'subscribe'])
    expect(Object.getOwnPropertyNames(bridge).sort()).toEqual(['invoke', 'subscribe'])
    expect(typeof bridge.invoke).toBe('function')
    expect(typeof bridge.subscribe).toBe('function')
    expect(Object.values(bridge)).not.toContain(fake.ipcRenderer)
  })

  it('invoke sends the name and input on the invoke channel only, and refuses a non-string name', async () => {
    await bridge.invoke('app.info', { a: 1 })
    expect(fake.called('ipcRenderer.invoke').map((c) => c.args)).toEqual([[IPC_INVOKE, 'app.info', { a: 1 }]])
    await expect(bridge.invoke(42 as unknown as string, {})).rejects.toThrow(TypeError)
    expect(fake.called('ipcRenderer.invoke')).toHaveLength(1)
  })

  it('subscribe hands listeners (name, payload) only, never the IpcRendererEvent, and unsubscribes', () => {
    const seen: unknown[][] = []
    const stop = bridge.subscribe((...args: unknown[]) => seen.push(args))
    const ipcEvent = { sender: fake.ipcRenderer, senderId: 0, ports: [] }
    fake.ipcRenderer.emit(IPC_EVENT, ipcEvent, 'table.changed', { id: 't1' })
    expect(seen).toEqual([['table.changed', { id: 't1' }]])
    expect(JSON.stringify(seen)).not.toContain('sender')
    // Other channels never reach it.
    fake.ipcRenderer.emit('something-else', ipcEvent, 'x', 1)
    expect(seen).toHaveLength(1)
    stop()
    fake.ipcRenderer.emit(IPC_EVENT, ipcEvent, 'table.changed', { id: 't2' })
    expect(seen).toHaveLength(1)
    expect(fake.ipcRenderer.listenerCount(IPC_EVENT)).toBe(0)
    expect(() => bridge.subscribe('nope' as unknown as () => void)).toThrow(TypeError)
  })
})
