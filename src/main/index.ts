/**
 * The Electron host: one window, the core on ipcMain, nothing else. Game logic, money and the store
 * live in the core (src/main/core); this file only wires them to Electron, with the security
 * checklist applied:
 * - every renderer sandboxed, contextIsolation on, nodeIntegration off, webSecurity on;
 * - the renderer is served from a custom `app://bundle/` scheme (not file://), so it gets a real
 *   origin and the strict CSP travels as a response header (plus the meta tag in index.html);
 * - navigation, new windows, webviews and every permission are refused;
 * - IPC answers only the main frame of our own window showing our own page;
 * - a single instance: a second launch focuses the first window.
 */
import { app, BrowserWindow, dialog, ipcMain, protocol, session, shell, type IpcMainInvokeEvent } from 'electron'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { contentSecurityPolicy, IPC_EVENT, IPC_INVOKE, type RpcResult } from '../shared/contract/index'
import { createCore, type Core } from './core/index'
import { DataDirLocked } from './store/lock'
import { dispatch } from './rpc/index'
import { dataDirFromEnv } from './store/paths'
import { mimeType, resolveStatic } from '../host/web/static'

const here = dirname(fileURLToPath(import.meta.url))
const RENDERER_DIR = join(here, '../renderer')
const PRELOAD = join(here, '../preload/index.cjs')
const APP_SCHEME = 'app'
const APP_ORIGIN = `${APP_SCHEME}://bundle`
/** electron-vite sets this in `npm run dev`; the packaged app never has it. */
const DEV_URL = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined
const CSP = contentSecurityPolicy()

let win: BrowserWindow | null = null
let core: Core | null = null

// Must happen before `ready`: a standard, secure scheme behaves like https for relative URLs and CSP.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }
])
app.enableSandbox()

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  app.on('second-instance', () => {
    if (!win) return
    if (win.isMinimized()) win.restore()
    win.focus()
  })
  app.whenReady().then(start, (e: unknown) => fatal(e))
}

function start(): void {
  try {
    core = createCore({
      dataDir: dataDirFromEnv() ?? app.getPath('userData'),
      host: 'electron',
      openFolder: async (dir) => (await shell.openPath(dir)) === '',
      // The packaged app carries a better-sqlite3 built for Electron's ABI in resources/native
      // (scripts/package.mjs); node_modules keeps the Node build the tests use.
      ...(app.isPackaged ? { nativeBinding: join(process.resourcesPath, 'native', 'better_sqlite3.node') } : {})
    })
  } catch (e) {
    fatal(e)
    return
  }

  const ses = session.defaultSession
  ses.setPermissionRequestHandler((_wc, _permission, callback) => callback(false))
  ses.setPermissionCheckHandler(() => false)
  // The dev server's responses get the policy too (app:// responses carry it themselves).
  ses.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CSP] } })
  })

  protocol.handle(APP_SCHEME, serveBundle)
  ipcMain.handle(IPC_INVOKE, onInvoke)
  core.subscribe((e) => {
    if (win && !win.isDestroyed()) win.webContents.send(IPC_EVENT, e.name, e.payload)
  })

  createWindow()
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow()
  })
}

function createWindow(): void {
  win = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 1024,
    minHeight: 700,
    show: false,
    title: 'Bàn Xanh',
    backgroundColor: '#0d3b2a',
    webPreferences: {
      preload: PRELOAD,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false
    }
  })
  win.once('ready-to-show', () => win?.show())
  win.on('closed', () => {
    win = null
  })
  void win.loadURL(DEV_URL ?? `${APP_ORIGIN}/index.html`)
}

/** Our page: the app bundle, or in development the electron-vite dev server. */
function isOurUrl(raw: string): boolean {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  if (DEV_URL) return url.origin === new URL(DEV_URL).origin
  return url.protocol === `${APP_SCHEME}:` && url.host === 'bundle'
}

async function onInvoke(event: IpcMainInvokeEvent, name: unknown, input: unknown): Promise<RpcResult<unknown>> {
  const frame = event.senderFrame
  const trusted =
    core !== null &&
    win !== null &&
    !win.isDestroyed() &&
    event.sender.id === win.webContents.id &&
    frame !== null &&
    frame.parent === null &&
    isOurUrl(frame.url)
  if (!trusted || !core) {
    return { ok: false, error: { code: 'forbidden', message: 'This window may not call the app.' } }
  }
  return dispatch(core, name, input, { host: 'electron', connection: `wc#${event.sender.id}` })
}

async function serveBundle(request: Request): Promise<Response> {
  const url = new URL(request.url)
  if (url.host !== 'bundle' || request.method !== 'GET') return new Response('not found', { status: 404 })
  const found = resolveStatic(RENDERER_DIR, url.pathname)
  if (!found.ok) return new Response(found.reason, { status: found.status })
  const body = await readFile(found.file)
  return new Response(body, {
    headers: {
      'Content-Type': mimeType(found.file),
      'Content-Security-Policy': CSP,
      'X-Content-Type-Options': 'nosniff'
    }
  })
}

// Defence in depth for every webContents that may ever exist (devtools included).
app.on('web-contents-created', (_event, contents) => {
  contents.on('will-navigate', (e) => e.preventDefault())
  contents.on('will-redirect', (e) => e.preventDefault())
  contents.on('will-attach-webview', (e) => e.preventDefault())
  contents.setWindowOpenHandler(() => ({ action: 'deny' }))
})

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit()
})

// Close the store cleanly (WAL checkpoint, a running backup finished) before the process ends.
let closed = false
app.on('will-quit', (e) => {
  if (closed || !core) return
  e.preventDefault()
  core
    .close()
    .catch((err: unknown) => console.error('[banxanh] closing the store failed', err))
    .finally(() => {
      closed = true
      app.quit()
    })
})

function fatal(e: unknown): void {
  console.error('[banxanh] cannot start', e)
  // Another host on the same data folder says so itself, in both languages.
  if (e instanceof DataDirLocked) dialog.showErrorBox('Bàn Xanh không thể khởi động / cannot start', e.message)
  else dialog.showErrorBox('Bàn Xanh cannot start', `The data store could not be opened: ${(e as Error)?.message ?? String(e)}`)
  app.exit(1)
}
