/**
 * The Electron host: one window, the core on ipcMain, the desktop's own parts (menu, About, window
 * state). Game logic, money and the store live in the core (src/core); this file only wires
 * them to Electron, with the security checklist applied:
 * - every renderer sandboxed, contextIsolation on, nodeIntegration off, webSecurity on;
 * - the renderer is served from a custom `app://bundle/` scheme (not file://), so it gets a real
 *   origin and the strict CSP travels as a response header (plus the meta tag in index.html);
 * - navigation, new windows, webviews and every permission are refused;
 * - IPC answers only the main frame of our own window showing our own page, and events go only there;
 * - a single instance: a second launch focuses the first window.
 * tests/electron-host/ runs this file against a stand-in `electron` module and checks each point.
 */
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  protocol,
  screen,
  session,
  shell,
  type IpcMainInvokeEvent
} from 'electron'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  contentSecurityPolicy,
  IPC_EVENT,
  IPC_INVOKE,
  type Language,
  type MenuCommand,
  type RpcResult
} from '@shared/contract/index'
import { createCore, type Core } from '../core/index'
import { readSettings } from '../core/settings'
import { APP_VERSION } from '../core/version'
import { chooseNativeBinding, classifyStartError, missingBinding, type StartFailure } from './desktop/native-binding'
import { menuTemplate } from './desktop/menu'
import { desktopText, pickLanguage, startFailureMessage } from './desktop/text'
import { loadWindowState, MIN_SIZE, placeWindow, saveWindowState } from './desktop/window-state'
import { dispatch, hears } from '../core/rpc/index'
import { dataDirFromEnv } from '../core/store/paths'
import { mimeType, resolveStatic } from '../core/serve/static'

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
let dataDir = ''
let language: Language = 'en'

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
  app.whenReady().then(start, (e: unknown) => fatal({ kind: 'store', detail: String(e) }))
}

function start(): void {
  dataDir = dataDirFromEnv() ?? app.getPath('userData')
  language = pickLanguage(undefined, app.getPreferredSystemLanguages())
  const binding = chooseNativeBinding({
    underElectron: true,
    isPackaged: app.isPackaged,
    resourcesPath: process.resourcesPath,
    appRoot: app.getAppPath()
  })
  const missing = missingBinding(binding)
  if (missing) return fatal(missing)
  try {
    core = createCore({
      dataDir,
      host: 'electron',
      openFolder: async (dir) => (await shell.openPath(dir)) === '',
      ...(binding.path ? { nativeBinding: binding.path } : {})
    })
  } catch (e) {
    return fatal(classifyStartError(e, binding))
  }
  const store = core.openStore()
  language = pickLanguage(store ? readSettings(store).language : undefined, app.getPreferredSystemLanguages())

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
    if (e.name === 'settings.changed' && e.payload.language !== language) {
      language = e.payload.language
      buildMenu()
    }
    // Not the state our window's own call was answered with: it has that as its reply.
    if (win && !win.isDestroyed() && hears(connectionOf(win.webContents.id), e)) sendToWindow(e.name, e.payload)
  })

  buildMenu()
  createWindow()
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow()
  })
}

/** A window's label as its calls' `Caller.connection` (the same one its events are checked against). */
const connectionOf = (webContentsId: number): string => `wc#${webContentsId}`

/** Events go to our window only, and only while it exists. */
function sendToWindow(name: string, payload: unknown): void {
  if (win && !win.isDestroyed()) win.webContents.send(IPC_EVENT, name, payload)
}

function buildMenu(): void {
  const template = menuTemplate(
    desktopText(language),
    { go: (command: MenuCommand) => sendToWindow('app.menu', { command }), about: () => void showAbout() },
    process.platform
  )
  Menu.setApplicationMenu(Menu.buildFromTemplate(template))
}

async function showAbout(): Promise<void> {
  const text = desktopText(language).about
  const options = {
    type: 'info' as const,
    title: text.title,
    message: `Bàn Xanh ${APP_VERSION}`,
    detail: `${text.version}: ${APP_VERSION} (Electron ${process.versions.electron ?? '?'})\n${text.dataFolder}: ${dataDir}`,
    buttons: [text.openFolder, text.close],
    defaultId: 1,
    cancelId: 1
  }
  const { response } = win ? await dialog.showMessageBox(win, options) : await dialog.showMessageBox(options)
  if (response === 0) await shell.openPath(dataDir)
}

function createWindow(): void {
  const placed = placeWindow(
    loadWindowState(dataDir),
    screen.getAllDisplays().map((d) => d.workArea)
  )
  win = new BrowserWindow({
    ...placed.bounds,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    show: false,
    title: 'Bàn Xanh',
    backgroundColor: '#0d3b2a',
    webPreferences: {
      preload: PRELOAD,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      // Middle-click would otherwise ask for a new window (denied anyway by setWindowOpenHandler).
      disableBlinkFeatures: 'Auxclick',
      safeDialogs: true,
      spellcheck: false
    }
  })
  const shown = win
  if (placed.maximized) shown.maximize()
  shown.once('ready-to-show', () => shown.show())
  // Saved when the window closes: normal bounds even when maximised, so un-maximising restores them.
  shown.on('close', () => {
    try {
      saveWindowState(dataDir, { bounds: shown.getNormalBounds(), maximized: shown.isMaximized() })
    } catch (e) {
      console.error('[banxanh] saving the window state failed', e)
    }
  })
  shown.on('closed', () => {
    if (win === shown) win = null
  })
  void shown.loadURL(DEV_URL ?? `${APP_ORIGIN}/index.html`)
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
  return dispatch(core, name, input, { host: 'electron', connection: connectionOf(event.sender.id) })
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

/** A start-up failure: a dialog in the user's language saying what to do, then exit. */
function fatal(failure: StartFailure): void {
  console.error('[banxanh] cannot start:', failure)
  dialog.showErrorBox(desktopText(language).fatalTitle, startFailureMessage(failure, language))
  app.exit(1)
}
