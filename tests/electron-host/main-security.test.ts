/**
 * The Electron host (src/main/index.ts) run against a stand-in `electron` module: the security
 * checklist, the IPC gate, events and the app:// handler. Each `it` names the breakage it catches.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { contentSecurityPolicy, IPC_EVENT } from '@shared/contract/index'
import { dispatch } from '../../src/core/rpc/index'
import { bootMain, cleanTemps, withBinding, type Booted } from './boot'
import { FakeWebContents } from './fake-electron'
import { gate, mainWindow, ourFrame } from './window'

const CSP = contentSecurityPolicy()
let booted: Booted | null = null

async function boot(opts: Parameters<typeof bootMain>[0] = {}): Promise<Booted> {
  booted = await bootMain({ appRoot: withBinding('project', 'node'), ...opts })
  return booted
}

afterEach(async () => {
  await booted?.quit()
  booted = null
  cleanTemps()
})

describe('security checklist', () => {
  it('creates the window with every webPreferences flag of the checklist', async () => {
    const b = await boot()
    expect(b.fake.windows).toHaveLength(1)
    const prefs = mainWindow(b).options.webPreferences as Record<string, unknown>
    expect(prefs).toMatchObject({
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
      disableBlinkFeatures: 'Auxclick'
    })
    expect(String(prefs.preload)).toMatch(/preload[\\/]index\.cjs$/)
    expect(mainWindow(b).loadedUrl).toBe('app://bundle/index.html')
  })

  it('enables the sandbox for every renderer and registers app:// as privileged before ready', async () => {
    const b = await boot()
    const order = b.fake.calls.map((c) => c.api)
    expect(order.indexOf('app.enableSandbox')).toBeGreaterThanOrEqual(0)
    expect(order.indexOf('app.enableSandbox')).toBeLessThan(order.indexOf('app.whenReady'))
    const reg = b.fake.called('protocol.registerSchemesAsPrivileged')
    expect(reg).toHaveLength(1)
    expect(order.indexOf('protocol.registerSchemesAsPrivileged')).toBeLessThan(order.indexOf('app.whenReady'))
    expect(reg[0]?.args[0]).toEqual([
      { scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) }
    ])
  })

  it('a second instance quits at once and opens nothing; the first focuses its window', async () => {
    const second = await bootMain({ lock: false })
    expect(second.fake.called('app.requestSingleInstanceLock')).toHaveLength(1)
    expect(second.fake.app.quitCalls).toBe(1)
    expect(second.fake.windows).toHaveLength(0)
    expect(second.core()).toBeNull()

    const b = await boot()
    const w = mainWindow(b)
    w.minimized = true
    b.fake.app.emit('second-instance')
    expect(w.minimized).toBe(false)
    expect(w.focused).toBe(true)
    expect(b.fake.windows).toHaveLength(1)
  })

  it('refuses navigation, redirects, webviews and new windows for every webContents', async () => {
    const b = await boot()
    for (const contents of [mainWindow(b).webContents, new FakeWebContents()]) {
      if (contents !== mainWindow(b).webContents) b.fake.app.emit('web-contents-created', {}, contents)
      for (const name of ['will-navigate', 'will-redirect', 'will-attach-webview']) {
        let prevented = false
        contents.emit(name, { preventDefault: () => (prevented = true) }, 'https://evil.example/')
        expect(prevented, name).toBe(true)
      }
      expect(contents.windowOpenHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' })
    }
  })

  it('refuses every permission request and check', async () => {
    const b = await boot()
    const { permissionRequestHandler, permissionCheckHandler } = b.fake.session
    expect(permissionRequestHandler).toBeTypeOf('function')
    expect(permissionCheckHandler).toBeTypeOf('function')
    for (const p of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen']) {
      const answers: boolean[] = []
      permissionRequestHandler?.({}, p, (ok) => answers.push(ok))
      expect(answers, p).toEqual([false])
      expect(permissionCheckHandler?.({}, p), p).toBe(false)
    }
  })
})

describe('the IPC gate', () => {
  it('dispatches a call from our window’s main frame showing our page', async () => {
    const b = await boot()
    const r = await gate(b)({ sender: mainWindow(b).webContents, senderFrame: ourFrame }, 'app.info', {})
    expect(r.ok).toBe(true)
    if (r.ok) expect(r.value).toMatchObject({ host: 'electron', store: { state: 'ok' } })
  })

  it('refuses another webContents, a subframe, a foreign page, a missing frame and a destroyed window', async () => {
    const b = await boot()
    const ours = mainWindow(b).webContents
    const other = new FakeWebContents()
    const refused = [
      { sender: other, senderFrame: ourFrame },
      { sender: ours, senderFrame: { parent: { url: 'app://bundle/index.html' }, url: 'app://bundle/index.html' } },
      { sender: ours, senderFrame: { parent: null, url: 'https://evil.example/index.html' } },
      { sender: ours, senderFrame: { parent: null, url: 'app://other/index.html' } },
      { sender: ours, senderFrame: { parent: null, url: 'file:///etc/passwd' } },
      { sender: ours, senderFrame: { parent: null, url: 'not a url' } },
      { sender: ours, senderFrame: null }
    ]
    for (const event of refused) {
      const r = await gate(b)(event, 'profiles.create', { name: 'Mallory' })
      expect(r, JSON.stringify(event.senderFrame)).toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'forbidden' })
      })
    }
    // Nothing was created by any of them.
    const list = await gate(b)({ sender: ours, senderFrame: ourFrame }, 'profiles.list', {})
    expect(list.ok && (list.value as { profiles: unknown[] }).profiles).toEqual([])

    // Torn down but 'closed' not yet emitted, then gone for good: refused both times.
    mainWindow(b).tearDown()
    const tearingDown = await gate(b)({ sender: ours, senderFrame: ourFrame }, 'app.info', {})
    expect(tearingDown).toEqual({ ok: false, error: expect.objectContaining({ code: 'forbidden' }) })
    mainWindow(b).destroy()
    const afterClose = await gate(b)({ sender: ours, senderFrame: ourFrame }, 'app.info', {})
    expect(afterClose).toEqual({ ok: false, error: expect.objectContaining({ code: 'forbidden' }) })
  })

  it('validates what it dispatches: an unknown procedure or a bad input is refused, not run', async () => {
    const b = await boot()
    const ev = { sender: mainWindow(b).webContents, senderFrame: ourFrame }
    const unknown = await gate(b)(ev, 'fs.readFile', { path: '/etc/passwd' })
    expect(unknown.ok).toBe(false)
    const bad = await gate(b)(ev, 'profiles.create', { name: 42 })
    expect(bad.ok).toBe(false)
  })
})

describe('events', () => {
  it('reach our window only, and nothing is sent once it is gone', async () => {
    const b = await boot()
    const w = mainWindow(b)
    const stranger = new FakeWebContents()
    b.fake.app.emit('web-contents-created', {}, stranger)
    const core = b.core()
    if (!core) throw new Error('no core')
    const caller = { host: 'electron' as const, connection: 'test' }
    const r = await dispatch(core, 'profiles.create', { name: 'An' }, caller)
    expect(r.ok).toBe(true)
    expect(w.webContents.sent.some((s) => s[0] === IPC_EVENT && s[1] === 'profiles.changed')).toBe(true)
    expect(stranger.sent).toEqual([])

    // A destroyed webContents throws on send (as Electron's does): the host must not even try, both
    // while the window is being torn down and after 'closed'.
    w.tearDown()
    expect((await dispatch(core, 'profiles.create', { name: 'Binh' }, caller)).ok).toBe(true)
    w.destroy()
    expect((await dispatch(core, 'profiles.create', { name: 'Chi' }, caller)).ok).toBe(true)
    expect(w.webContents.sendsWhileDestroyed).toBe(0)
    expect(stranger.sent).toEqual([])
  })
})

describe('a table change', () => {
  it('is our window’s reply when it asked for it, and pushed to it when something else caused it', async () => {
    const b = await boot()
    const w = mainWindow(b)
    const ev = { sender: w.webContents, senderFrame: ourFrame }
    const ask = async <T>(name: string, input: unknown): Promise<T> => {
      const r = await gate(b)(ev, name, input)
      if (!r.ok) throw new Error(`${name}: ${r.error.message}`)
      return r.value as T
    }
    const made = await ask<{ currentId: string }>('profiles.create', { name: 'An' })
    await ask('profiles.topUp', { id: made.currentId, amountMinor: 100_000 })
    const opened = await ask<{ tableId: string }>('tables.open', {
      game: 'sicbo',
      ruleset: { rules: { preset: 'trainer' } },
      config: {}
    })
    const started = await ask<{ round: { roundId: number; version: number } }>('tables.start', {
      tableId: opened.tableId,
      stakes: []
    })
    const tableEvents = () => w.webContents.sent.filter((s) => s[0] === IPC_EVENT && s[1] === 'table.changed')
    expect(tableEvents()).toEqual([])
    // Not our window's call (another connection): the window hears it.
    const core = b.core()
    if (!core) throw new Error('no core')
    const r = started.round
    const bet = await dispatch(
      core,
      'tables.act',
      {
        tableId: opened.tableId,
        roundId: r.roundId,
        version: r.version,
        seat: 'you',
        action: { type: 'bet', spot: 'big', amountMinor: 500 }
      },
      { host: 'electron', connection: 'another' }
    )
    expect(bet.ok).toBe(true)
    expect(tableEvents()).toEqual([[IPC_EVENT, 'table.changed', bet.ok ? bet.value : null]])
  })
})

describe('the app:// handler', () => {
  it('serves the bundle with the CSP header, nosniff and its MIME type', async () => {
    const b = await boot()
    const handler = b.fake.protocolHandlers.get('app')
    if (!handler) throw new Error('no app:// handler')
    const res = await handler(new Request('app://bundle/index.html'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).toBe(CSP)
    expect(CSP).toContain("default-src 'none'")
    expect(CSP).toContain("script-src 'self'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await res.text()).toContain('<div id="app"')
  })

  it('refuses path traversal, other hosts and other methods', async () => {
    const b = await boot()
    const handler = b.fake.protocolHandlers.get('app')
    if (!handler) throw new Error('no app:// handler')
    const secret = readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')
    for (const url of [
      'app://bundle/..%2f..%2fpackage.json',
      'app://bundle/%2e%2e%2f%2e%2e%2fpackage.json',
      'app://bundle/..%5c..%5cpackage.json',
      'app://bundle/%2e%2e/%2e%2e/package.json',
      'app://bundle/%00index.html'
    ]) {
      const res = await handler(new Request(url))
      expect(res.status, url).toBeGreaterThanOrEqual(400)
      expect(await res.text(), url).not.toBe(secret)
    }
    expect((await handler(new Request('app://elsewhere/index.html'))).status).toBe(404)
    expect((await handler(new Request('app://bundle/index.html', { method: 'POST', body: 'x' }))).status).toBe(404)
  })

  it('puts the CSP on dev-server responses too, keeping their other headers', async () => {
    const b = await boot()
    const handler = b.fake.session.headersHandler
    if (!handler) throw new Error('no onHeadersReceived handler')
    let out: { responseHeaders?: Record<string, string[]> } | null = null
    handler({ responseHeaders: { 'X-Dev': ['1'], 'Content-Security-Policy': ['default-src *'] } }, (r) => (out = r))
    expect(out).toEqual({ responseHeaders: { 'X-Dev': ['1'], 'Content-Security-Policy': [CSP] } })
  })
})
