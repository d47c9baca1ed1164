/**
 * A stand-in for the `electron` module: just enough of its main-process and preload API for
 * src/main/index.ts and src/preload/index.ts to run under Node, recording every call so the tests can
 * check what the host asked Electron for. Behaviour the host relies on (a destroyed window's
 * webContents refusing `send`, `whenReady` resolving once) is modelled; everything else only records.
 */
import { EventEmitter } from 'node:events'

export interface Call {
  api: string
  args: unknown[]
}

export interface FakeOptions {
  isPackaged?: boolean
  /** What requestSingleInstanceLock answers (default true: we are the first instance). */
  lock?: boolean
  appRoot?: string
  userData?: string
  systemLanguages?: string[]
  displays?: { x: number; y: number; width: number; height: number }[]
  /** The button showMessageBox "clicks" (default 1, the close button). */
  messageBoxResponse?: number
}

export class FakeWebContents extends EventEmitter {
  private static nextId = 1
  readonly id = FakeWebContents.nextId++
  destroyed = false
  readonly sent: unknown[][] = []
  /** Sends tried after destruction (they throw, and whoever catches it may hide it: count them). */
  sendsWhileDestroyed = 0
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null
  send(...args: unknown[]): void {
    // Real Electron throws on a destroyed webContents; a host that sends anyway must fail the test.
    if (this.destroyed) {
      this.sendsWhileDestroyed++
      throw new Error('Object has been destroyed')
    }
    this.sent.push(args)
  }
  isDestroyed(): boolean {
    return this.destroyed
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler
  }
}

type Record_ = (api: string, ...args: unknown[]) => void

export class FakeApp extends EventEmitter {
  isPackaged: boolean
  quitCalls = 0
  exitCode: number | null = null
  constructor(
    private readonly opts: FakeOptions,
    private readonly record: Record_
  ) {
    super()
    this.isPackaged = opts.isPackaged ?? false
  }
  enableSandbox(): void {
    this.record('app.enableSandbox')
  }
  requestSingleInstanceLock(): boolean {
    this.record('app.requestSingleInstanceLock')
    return this.opts.lock ?? true
  }
  whenReady(): Promise<void> {
    this.record('app.whenReady')
    return Promise.resolve()
  }
  getPath(name: string): string {
    this.record('app.getPath', name)
    if (name === 'userData' && this.opts.userData) return this.opts.userData
    throw new Error(`fake electron: no path for ${name}`)
  }
  getAppPath(): string {
    return this.opts.appRoot ?? process.cwd()
  }
  getPreferredSystemLanguages(): string[] {
    return this.opts.systemLanguages ?? ['en-US']
  }
  quit(): void {
    this.record('app.quit')
    this.quitCalls++
  }
  exit(code?: number): void {
    this.record('app.exit', code)
    this.exitCode = code ?? 0
  }
}

interface WindowContext {
  record: Record_
  windows: FakeBrowserWindow[]
  app: FakeApp
}

export class FakeBrowserWindow extends EventEmitter {
  readonly webContents = new FakeWebContents()
  destroyed = false
  maximized = false
  minimized = false
  shown = false
  focused = false
  loadedUrl: string | null = null
  bounds: { x: number; y: number; width: number; height: number }
  constructor(
    ctx: WindowContext,
    readonly options: Record<string, unknown>
  ) {
    super()
    ctx.record('BrowserWindow', options)
    this.bounds = {
      x: Number(options.x ?? 0),
      y: Number(options.y ?? 0),
      width: Number(options.width ?? 800),
      height: Number(options.height ?? 600)
    }
    ctx.windows.push(this)
    ctx.app.emit('web-contents-created', {}, this.webContents)
  }
  loadURL(url: string): Promise<void> {
    this.loadedUrl = url
    return Promise.resolve()
  }
  isDestroyed(): boolean {
    return this.destroyed
  }
  /** What closing the window does: 'close', then the window and its webContents are gone, then 'closed'. */
  close(): void {
    this.emit('close', { preventDefault() {} })
    this.destroy()
  }
  /** Torn down, before Electron has emitted 'closed' (the host must not rely on that event alone). */
  tearDown(): void {
    this.destroyed = true
    this.webContents.destroyed = true
  }
  destroy(): void {
    this.destroyed = true
    this.webContents.destroyed = true
    this.emit('closed')
  }
  show(): void {
    this.shown = true
  }
  maximize(): void {
    this.maximized = true
  }
  isMaximized(): boolean {
    return this.maximized
  }
  isMinimized(): boolean {
    return this.minimized
  }
  restore(): void {
    this.minimized = false
  }
  focus(): void {
    this.focused = true
  }
  getNormalBounds(): { x: number; y: number; width: number; height: number } {
    return { ...this.bounds }
  }
}

export class FakeIpcRenderer extends EventEmitter {
  constructor(private readonly record: Record_) {
    super()
  }
  invoke(...args: unknown[]): Promise<unknown> {
    this.record('ipcRenderer.invoke', ...args)
    return Promise.resolve({ ok: true, value: args })
  }
}

export function makeFakeElectron(opts: FakeOptions = {}) {
  const calls: Call[] = []
  const record = (api: string, ...args: unknown[]): void => {
    calls.push({ api, args })
  }
  const windows: FakeBrowserWindow[] = []
  const ipcHandlers = new Map<string, (...args: unknown[]) => unknown>()
  const protocolHandlers = new Map<string, (request: Request) => Promise<Response>>()
  const exposed: { key: string; api: unknown }[] = []
  const session = {
    permissionRequestHandler: null as null | ((wc: unknown, permission: string, cb: (ok: boolean) => void) => void),
    permissionCheckHandler: null as null | ((wc: unknown, permission: string) => boolean),
    headersHandler: null as
      | null
      | ((
          details: { responseHeaders?: Record<string, string[]> },
          cb: (r: { responseHeaders?: Record<string, string[]> }) => void
        ) => void)
  }
  let menu: { template: unknown[] } | null = null

  const app = new FakeApp(opts, record)
  const ctx: WindowContext = { record, windows, app }
  class BrowserWindow extends FakeBrowserWindow {
    constructor(options: Record<string, unknown>) {
      super(ctx, options)
    }
    static getAllWindows(): FakeBrowserWindow[] {
      return windows.filter((w) => !w.destroyed)
    }
  }

  const ipcRenderer = new FakeIpcRenderer(record)

  // Typed loosely on purpose: it is only handed to vi.doMock, and its local classes must not leak into the type.
  const module: Record<string, unknown> = {
    app,
    BrowserWindow,
    dialog: {
      showErrorBox: (title: string, content: string) => record('dialog.showErrorBox', title, content),
      showMessageBox: (...args: unknown[]) => {
        record('dialog.showMessageBox', ...args)
        return Promise.resolve({ response: opts.messageBoxResponse ?? 1, checkboxChecked: false })
      }
    },
    ipcMain: {
      handle: (channel: string, fn: (...args: unknown[]) => unknown) => {
        record('ipcMain.handle', channel)
        ipcHandlers.set(channel, fn)
      }
    },
    Menu: {
      buildFromTemplate: (template: unknown[]) => ({ template }),
      setApplicationMenu: (m: { template: unknown[] }) => {
        record('Menu.setApplicationMenu', m)
        menu = m
      }
    },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown) => record('protocol.registerSchemesAsPrivileged', schemes),
      handle: (scheme: string, fn: (request: Request) => Promise<Response>) => {
        record('protocol.handle', scheme)
        protocolHandlers.set(scheme, fn)
      }
    },
    screen: {
      getAllDisplays: () =>
        (opts.displays ?? [{ x: 0, y: 0, width: 1920, height: 1080 }]).map((workArea, id) => ({
          id,
          workArea,
          bounds: workArea
        }))
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (fn: typeof session.permissionRequestHandler) => {
          record('session.setPermissionRequestHandler')
          session.permissionRequestHandler = fn
        },
        setPermissionCheckHandler: (fn: typeof session.permissionCheckHandler) => {
          record('session.setPermissionCheckHandler')
          session.permissionCheckHandler = fn
        },
        webRequest: {
          onHeadersReceived: (fn: typeof session.headersHandler) => {
            record('session.webRequest.onHeadersReceived')
            session.headersHandler = fn
          }
        }
      }
    },
    shell: {
      openPath: (p: string) => {
        record('shell.openPath', p)
        return Promise.resolve('')
      }
    },
    contextBridge: {
      exposeInMainWorld: (key: string, api: unknown) => {
        record('contextBridge.exposeInMainWorld', key)
        exposed.push({ key, api })
      }
    },
    ipcRenderer
  }

  return {
    module,
    calls,
    windows,
    ipcHandlers,
    protocolHandlers,
    session,
    exposed,
    ipcRenderer,
    app,
    menu: () => menu,
    called: (api: string) => calls.filter((c) => c.api === api)
  }
}

export type FakeElectron = ReturnType<typeof makeFakeElectron>
