/**
 * One suite, two hosts. Every spec uses `app`: a fresh data directory, the app running on it, and a
 * page showing it, whichever project runs:
 *   - web: the browser host (its bundle, out/node/web-host.js, port 0: e2e/web-host.ts) opened in
 *     Chromium — Debian's /usr/bin/chromium when present, else Playwright's own;
 *   - electron: the built app (the project folder, so out/main/index.js and build/native) through
 *     _electron.launch, when a binary exists;
 *   - packaged: the packaged app (release/*-unpacked or BANXANH_PACKAGED_APP) over CDP, see PackagedApp;
 *   the last two skip every test with one reason where they can't run (printed once by global-setup.ts).
 * `restart()` stops the host (or the app) and starts it again on the same data directory; `kill()` ends
 * it with SIGKILL instead, so no shutdown code runs (a crash, a power cut as far as the app can tell).
 * Uncaught page errors and CSP violations fail the test: the built app must run under its policy.
 */
import {
  _electron,
  chromium,
  test as base,
  expect,
  type Browser,
  type ElectronApplication,
  type Page
} from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ELECTRON_SKIP_REASON, PACKAGED_SKIP_REASON, ROOT, electronBinary, packagedApp } from './electron-binary'
import { startWebHost, type WebHostProcess } from './web-host'

export { expect }

export const VIEWPORT = { width: 1280, height: 800 }

export interface App {
  readonly kind: 'web' | 'electron' | 'packaged'
  readonly dataDir: string
  /** The page showing the app; a new one after `restart()` under Electron. */
  readonly page: Page
  /** Stop the host (web) or the app (electron). */
  stop(): Promise<void>
  /** End the host process (web) or the app's main process (electron) with SIGKILL, and wait until it is gone. */
  kill(): Promise<void>
  /** Start again on the same data directory and show it. */
  start(): Promise<void>
  restart(): Promise<void>
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run'
]

function watchPage(page: Page, problems: string[]): void {
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) problems.push(`CSP: ${m.text()}`)
  })
}

class WebApp implements App {
  readonly kind = 'web'
  private host: WebHostProcess | null = null
  private constructor(
    readonly dataDir: string,
    readonly page: Page
  ) {}

  static async open(browser: Browser, dataDir: string, problems: string[]): Promise<WebApp> {
    // The page asks for reduced motion: rounds show at once (no pacing, no shake), so specs read the
    // house's answer as it lands. A spec about pacing turns reduced motion off in Settings.
    const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' })
    const page = await context.newPage()
    watchPage(page, problems)
    const app = new WebApp(dataDir, page)
    await app.start()
    return app
  }

  async start(): Promise<void> {
    this.host = await startWebHost(this.dataDir)
    await this.page.goto(this.host.url)
  }

  async stop(): Promise<void> {
    await this.host?.stop()
    this.host = null
  }

  async kill(): Promise<void> {
    await this.host?.stop('SIGKILL')
    this.host = null
  }

  async restart(): Promise<void> {
    await this.stop()
    await this.start()
  }

  async close(): Promise<void> {
    await this.page.context().close()
    await this.stop()
  }
}

class ElectronApp implements App {
  readonly kind = 'electron'
  private app: ElectronApplication | null = null
  private current: Page | null = null
  private constructor(
    readonly dataDir: string,
    private readonly executablePath: string,
    private readonly problems: string[]
  ) {}

  static async open(executablePath: string, dataDir: string, problems: string[]): Promise<ElectronApp> {
    const app = new ElectronApp(dataDir, executablePath, problems)
    await app.start()
    return app
  }

  get page(): Page {
    if (!this.current) throw new Error('the Electron app is not running')
    return this.current
  }

  async start(): Promise<void> {
    const asRoot = typeof process.getuid === 'function' && process.getuid() === 0
    this.app = await _electron.launch({
      executablePath: this.executablePath,
      // Chromium refuses to run its sandbox as root (containers, CI); elsewhere the sandbox stays on.
      // The project folder, as `npm start` passes it: package.json's main is out/main/index.js, and
      // app.getAppPath() is the project, where build/native holds better-sqlite3 for Electron.
      args: [...(asRoot ? ['--no-sandbox'] : []), ROOT],
      cwd: ROOT,
      env: { ...process.env, BANXANH_DATA_DIR: this.dataDir }
    })
    this.current = await this.app.firstWindow()
    watchPage(this.current, this.problems)
    await this.current.setViewportSize(VIEWPORT)
    // As in the browser: the page asks for reduced motion, so rounds show at once (see WebApp.open).
    await this.current.emulateMedia({ reducedMotion: 'reduce' })
  }

  async stop(): Promise<void> {
    await this.app?.close()
    this.app = null
    this.current = null
  }

  async kill(): Promise<void> {
    const app = this.app
    this.app = null
    this.current = null
    if (!app) return
    const main = app.process()
    if (main.exitCode !== null || main.signalCode !== null) return
    const gone = new Promise<void>((resolve) => main.once('exit', () => resolve()))
    main.kill('SIGKILL')
    await gone
  }

  async restart(): Promise<void> {
    await this.stop()
    await this.start()
  }
}

/**
 * The packaged app (`npm run package -- --dir`, or BANXANH_PACKAGED_APP). Its fuses turn off Node's
 * `--inspect`, which `_electron.launch` needs, and the shipped app must not be weakened for tests. So it
 * is started as a user would start it, plus Chromium's own `--remote-debugging-port=0` (a Chromium switch,
 * not a Node one: no fuse covers it, and it gives no Node access), and Playwright attaches over CDP.
 */
class PackagedApp implements App {
  readonly kind = 'packaged'
  private child: ChildProcess | null = null
  private browser: Browser | null = null
  private current: Page | null = null
  private constructor(
    readonly dataDir: string,
    private readonly executablePath: string,
    private readonly problems: string[]
  ) {}

  static async open(executablePath: string, dataDir: string, problems: string[]): Promise<PackagedApp> {
    const app = new PackagedApp(dataDir, executablePath, problems)
    await app.start()
    return app
  }

  get page(): Page {
    if (!this.current) throw new Error('the packaged app is not running')
    return this.current
  }

  async start(): Promise<void> {
    const asRoot = typeof process.getuid === 'function' && process.getuid() === 0
    const child = spawn(this.executablePath, [...(asRoot ? ['--no-sandbox'] : []), '--remote-debugging-port=0'], {
      env: { ...process.env, BANXANH_DATA_DIR: this.dataDir },
      stdio: ['ignore', 'ignore', 'pipe']
    })
    this.child = child
    const endpoint = await new Promise<string>((resolve, reject) => {
      let err = ''
      const timer = setTimeout(
        () => reject(new Error(`the packaged app printed no DevTools endpoint within 30 s: ${err}`)),
        30_000
      )
      child.stderr?.setEncoding('utf8')
      child.stderr?.on('data', (chunk: string) => {
        err += chunk
        const m = /DevTools listening on (ws:\/\/\S+)/.exec(err)
        if (m?.[1]) {
          clearTimeout(timer)
          resolve(m[1])
        }
      })
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`the packaged app exited with ${code}: ${err}`))
      })
    })
    this.browser = await chromium.connectOverCDP(endpoint)
    const context = this.browser.contexts()[0]
    if (!context) throw new Error('the packaged app has no browser context')
    const isApp = (p: Page): boolean => p.url().startsWith('app://bundle/')
    this.current =
      context.pages().find(isApp) ?? (await context.waitForEvent('page', { predicate: isApp, timeout: 30_000 }))
    watchPage(this.current, this.problems)
    await this.current.setViewportSize(VIEWPORT)
  }

  private async end(signal: NodeJS.Signals): Promise<void> {
    const child = this.child
    this.child = null
    this.current = null
    await this.browser?.close().catch(() => {})
    this.browser = null
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    child.kill(signal)
    // SIGTERM quits Electron gracefully (the store closes); a stuck app is killed after 15 s.
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    await gone
    clearTimeout(timer)
  }

  stop(): Promise<void> {
    return this.end('SIGTERM')
  }

  kill(): Promise<void> {
    return this.end('SIGKILL')
  }

  async restart(): Promise<void> {
    await this.stop()
    await this.start()
  }
}

interface WorkerFixtures {
  /** Chromium for the web project, launched on first use so the electron project never starts one. */
  lazyBrowser: () => Promise<Browser>
}

interface TestFixtures {
  app: App
  /** Files written into the fresh data directory before the app starts (e.g. a damaged store). */
  seedFiles: Record<string, string>
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  seedFiles: [{}, { option: true }],

  lazyBrowser: [
    async ({ playwright }, use) => {
      const launched: { browser: Browser | null } = { browser: null }
      await use(async () => {
        launched.browser ??= await playwright.chromium.launch(
          existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS } : {}
        )
        return launched.browser
      })
      await launched.browser?.close()
    },
    { scope: 'worker' }
  ],

  app: async ({ lazyBrowser, seedFiles }, use, testInfo) => {
    const isElectron = testInfo.project.name === 'electron'
    const isPackaged = testInfo.project.name === 'packaged'
    const binary = isElectron ? electronBinary() : null
    const packaged = isPackaged ? packagedApp() : null
    testInfo.skip(isElectron && binary === null, ELECTRON_SKIP_REASON)
    testInfo.skip(isPackaged && packaged === null, PACKAGED_SKIP_REASON)

    const dataDir = mkdtempSync(join(tmpdir(), 'banxanh-e2e-'))
    for (const [name, content] of Object.entries(seedFiles)) writeFileSync(join(dataDir, name), content)
    const problems: string[] = []
    const app =
      isElectron && binary
        ? await ElectronApp.open(binary, dataDir, problems)
        : isPackaged && packaged
          ? await PackagedApp.open(packaged, dataDir, problems)
          : await WebApp.open(await lazyBrowser(), dataDir, problems)
    try {
      await use(app)
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo
          .attach('at failure', { body: await app.page.screenshot(), contentType: 'image/png' })
          .catch(() => {})
      }
    } finally {
      if (app instanceof WebApp) await app.close()
      else await app.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
    expect(problems, 'uncaught errors or CSP violations in the page').toEqual([])
  }
})
