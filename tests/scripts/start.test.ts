/**
 * `npm start`'s path (scripts/start.mjs, scripts/electron-setup.mjs) with small scripts standing in for
 * Electron's installer, the prebuilt-binary fetch and the compile, in temporary folders: nothing is ever
 * downloaded, and the real node_modules is never touched.
 *   - with internet: Electron installed, better-sqlite3 made for Electron once, the app built, launched;
 *   - without: one line naming the failed step, then the browser host, opened unless --no-open or CI.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Writable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanTemps, tempDir } from '../electron-host/boot'

const ROOT = resolve(import.meta.dirname, '../..')
type Result = { ok: boolean; path?: string; why?: string; made?: boolean }
interface Setup {
  installElectron(o: Record<string, unknown>): Promise<Result>
  ensureNativeBinding(o: Record<string, unknown>): Promise<Result>
}
interface Start {
  startApp(o: Record<string, unknown>): Promise<{ mode: string; why?: string; open?: boolean; electron?: string }>
}
const setup = (await import(pathToFileURL(join(ROOT, 'scripts/electron-setup.mjs')).href)) as Setup
const start = (await import(pathToFileURL(join(ROOT, 'scripts/start.mjs')).href)) as Start

afterEach(cleanTemps)

const EXE =
  process.platform === 'win32'
    ? 'electron.exe'
    : process.platform === 'darwin'
      ? 'Electron.app/Contents/MacOS/Electron'
      : 'electron'

function sink(): Writable & { text: () => string } {
  let text = ''
  const w = new Writable({
    write(chunk, _enc, cb) {
      text += String(chunk)
      cb()
    }
  }) as Writable & { text: () => string }
  w.text = () => text
  return w
}

function script(dir: string, name: string, body: string): string {
  const file = join(dir, name)
  writeFileSync(file, body)
  return file
}

/** A temp electron package (no dist) and better-sqlite3 package (a fake Node build), plus stand-in scripts. */
function world() {
  const root = tempDir('start')
  const electronDir = join(root, 'electron')
  mkdirSync(electronDir)
  writeFileSync(join(electronDir, 'package.json'), JSON.stringify({ name: 'electron', version: '45.5.0' }))
  const sqliteDir = join(root, 'better-sqlite3')
  mkdirSync(join(sqliteDir, 'build', 'Release'), { recursive: true })
  mkdirSync(join(sqliteDir, 'src'))
  writeFileSync(join(sqliteDir, 'package.json'), JSON.stringify({ name: 'better-sqlite3', version: '12.11.1' }))
  writeFileSync(join(sqliteDir, 'src', 'better_sqlite3.cpp'), '// sources')
  writeFileSync(join(sqliteDir, 'build', 'Release', 'better_sqlite3.node'), 'NODE-ABI BUILD')
  const nativeDir = join(root, 'native')
  mkdirSync(nativeDir)
  const bin = join(root, 'bin')
  mkdirSync(bin)
  const installerOk = script(
    bin,
    'install-ok.mjs',
    `import { mkdirSync, writeFileSync } from 'node:fs'
     import { dirname, join } from 'node:path'
     const exe = join(process.cwd(), 'dist', ${JSON.stringify(EXE)})
     mkdirSync(dirname(exe), { recursive: true }); writeFileSync(exe, 'binary')
     writeFileSync(join(process.cwd(), 'path.txt'), ${JSON.stringify(EXE)})
     writeFileSync(join(process.cwd(), 'mirror.txt'), process.env.ELECTRON_MIRROR ?? '')`
  )
  const installerOffline = script(
    bin,
    'install-offline.mjs',
    `console.error('TypeError: fetch failed\\n    at node:internal/deps/undici'); process.exit(1)`
  )
  const installerHangs = script(bin, 'install-hangs.mjs', `setInterval(() => {}, 1000)`)
  const fetchOk = script(
    bin,
    'fetch-ok.mjs',
    `import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs'
     appendFileSync(${JSON.stringify(join(root, 'native-runs.txt'))}, 'fetch ' + process.argv.slice(2).join(' ') + '\\n')
     mkdirSync('build/Release', { recursive: true }); writeFileSync('build/Release/better_sqlite3.node', 'ELECTRON-ABI BUILD')`
  )
  const fetchFails = script(
    bin,
    'fetch-fails.mjs',
    `console.error('prebuild-install warn install No prebuilt binaries found (target=45.5.0 runtime=electron)'); process.exit(1)`
  )
  const compileOk = script(
    bin,
    'compile-ok.mjs',
    `import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs'
     appendFileSync(${JSON.stringify(join(root, 'native-runs.txt'))}, 'compile\\n')
     mkdirSync('build/Release', { recursive: true }); writeFileSync('build/Release/better_sqlite3.node', 'COMPILED ELECTRON-ABI BUILD')`
  )
  const compileFails = script(
    bin,
    'compile-fails.mjs',
    `console.error('gyp ERR! stack Error: connect ENETUNREACH'); process.exit(1)`
  )
  const node = process.execPath
  return {
    root,
    electronDir,
    sqliteDir,
    nativeDir,
    runs: () => (existsSync(join(root, 'native-runs.txt')) ? readFileSync(join(root, 'native-runs.txt'), 'utf8') : ''),
    installer: { ok: [node, installerOk], offline: [node, installerOffline], hangs: [node, installerHangs] },
    fetch: { ok: [node, fetchOk, '--runtime', 'electron', '--target', '45.5.0'], fails: [node, fetchFails] },
    compile: { ok: [node, compileOk], fails: [node, compileFails] }
  }
}

type World = ReturnType<typeof world>

function steps(
  w: World,
  o: { installer: string[]; fetch: string[]; compile: string[]; timeoutMs?: number },
  log: Writable
) {
  const events: string[] = []
  return {
    events,
    steps: {
      installElectron: (x: Record<string, unknown>) =>
        setup
          .installElectron({
            ...x,
            electronDir: w.electronDir,
            installer: o.installer,
            timeoutMs: o.timeoutMs ?? 20_000,
            log
          })
          .then((r) => {
            events.push(`install:${r.ok}`)
            return r
          }),
      ensureNativeBinding: (x: Record<string, unknown>) =>
        setup
          .ensureNativeBinding({
            ...x,
            sqliteDir: w.sqliteDir,
            nativeDir: w.nativeDir,
            electron: '45.5.0',
            fetch: o.fetch,
            compile: o.compile,
            log
          })
          .then((r) => {
            events.push(`native:${r.ok}`)
            return r
          }),
      buildIfNeeded: (what: string) => events.push(`build:${what}`),
      launch: (path: string, args: string[]) => events.push(`launch:${path}:${args.join(',')}`),
      runWebHost: (x: { open: boolean; args: string[] }) => {
        events.push(`web:open=${x.open}:args=${x.args.join(',')}`)
        return Promise.resolve()
      }
    }
  }
}

describe('npm start with internet (stand-in installer and native build)', () => {
  it('installs Electron, makes better-sqlite3 for it once, builds, launches', async () => {
    const w = world()
    const out = sink()
    const log = sink()
    const s = steps(w, { installer: w.installer.ok, fetch: w.fetch.ok, compile: w.compile.fails }, log)
    const r = await start.startApp({
      argv: ['--trace-warnings'],
      env: { ...process.env, CI: '', ELECTRON_MIRROR: 'https://mirror.example/electron/' },
      out,
      steps: s.steps
    })
    const exe = join(w.electronDir, 'dist', EXE)
    expect(r).toEqual({ mode: 'desktop', electron: exe })
    expect(s.events).toEqual(['install:true', 'native:true', 'build:app', `launch:${exe}:--trace-warnings`])
    expect(out.text()).toBe('')
    expect(log.text()).toContain('Downloading Electron 45.5.0')
    // Electron's installer got the environment, mirror included.
    expect(readFileSync(join(w.electronDir, 'mirror.txt'), 'utf8')).toBe('https://mirror.example/electron/')
    // The Electron build is in the native folder with its stamp; the Node build is untouched.
    expect(readFileSync(join(w.nativeDir, 'better_sqlite3.node'), 'utf8')).toBe('ELECTRON-ABI BUILD')
    expect(readFileSync(join(w.nativeDir, 'stamp.txt'), 'utf8')).toContain('electron 45.5.0')
    expect(readFileSync(join(w.sqliteDir, 'build', 'Release', 'better_sqlite3.node'), 'utf8')).toBe('NODE-ABI BUILD')
    expect(existsSync(join(w.nativeDir, '.work'))).toBe(false)
    expect(w.runs()).toBe('fetch --runtime electron --target 45.5.0\n')

    // Second start: Electron found, the binding reused.
    const again = steps(w, { installer: w.installer.offline, fetch: w.fetch.fails, compile: w.compile.fails }, log)
    expect(await start.startApp({ argv: [], env: { ...process.env, CI: '' }, out, steps: again.steps })).toMatchObject({
      mode: 'desktop'
    })
    expect(w.runs()).toBe('fetch --runtime electron --target 45.5.0\n')
  })

  it('compiles when no prebuilt binary exists, and remakes the binding for another Electron', async () => {
    const w = world()
    const log = sink()
    const first = await setup.ensureNativeBinding({
      sqliteDir: w.sqliteDir,
      nativeDir: w.nativeDir,
      electron: '45.5.0',
      fetch: w.fetch.fails,
      compile: w.compile.ok,
      log
    })
    expect(first).toMatchObject({ ok: true, made: true })
    expect(readFileSync(join(w.nativeDir, 'better_sqlite3.node'), 'utf8')).toBe('COMPILED ELECTRON-ABI BUILD')
    const same = await setup.ensureNativeBinding({
      sqliteDir: w.sqliteDir,
      nativeDir: w.nativeDir,
      electron: '45.5.0',
      fetch: w.fetch.fails,
      compile: w.compile.fails,
      log
    })
    expect(same).toMatchObject({ ok: true, made: false })
    const other = await setup.ensureNativeBinding({
      sqliteDir: w.sqliteDir,
      nativeDir: w.nativeDir,
      electron: '46.0.0',
      fetch: w.fetch.ok,
      compile: w.compile.fails,
      log
    })
    expect(other).toMatchObject({ ok: true, made: true })
    expect(readFileSync(join(w.nativeDir, 'stamp.txt'), 'utf8')).toContain('electron 46.0.0')
  })
})

describe('npm start without internet', () => {
  it('says in one line that the Electron download failed, then starts the browser host and opens it', async () => {
    const w = world()
    const out = sink()
    const s = steps(w, { installer: w.installer.offline, fetch: w.fetch.ok, compile: w.compile.ok }, sink())
    const r = await start.startApp({ argv: [], env: { ...process.env, CI: '' }, out, steps: s.steps })
    expect(r).toMatchObject({ mode: 'web', open: true })
    expect(out.text()).toBe(
      'Could not open the desktop app: the Electron download failed (TypeError: fetch failed). Starting the browser host instead and opening it in your browser.\n'
    )
    expect(s.events).toEqual(['install:false', 'web:open=true:args='])
  })

  it('--no-open and CI skip opening the browser', async () => {
    const w = world()
    for (const [argv, env] of [
      [['--no-open'], { ...process.env, CI: '' }],
      [[], { ...process.env, CI: 'true' }]
    ] as const) {
      const out = sink()
      const s = steps(w, { installer: w.installer.offline, fetch: w.fetch.ok, compile: w.compile.ok }, sink())
      const r = await start.startApp({ argv, env, out, steps: s.steps })
      expect(r).toMatchObject({ mode: 'web', open: false })
      expect(out.text().trim().split('\n')).toHaveLength(1)
      expect(out.text()).toContain('the Electron download failed')
      expect(s.events.at(-1)).toBe('web:open=false:args=')
    }
  })

  it('a stalled download is cut off at its deadline', async () => {
    const w = world()
    const out = sink()
    const s = steps(
      w,
      { installer: w.installer.hangs, fetch: w.fetch.ok, compile: w.compile.ok, timeoutMs: 600 },
      sink()
    )
    const r = await start.startApp({ argv: ['--no-open'], env: process.env, out, steps: s.steps })
    expect(r.mode).toBe('web')
    expect(out.text()).toContain('the Electron download failed: no answer within 1 s')
  })

  it('Electron present but better-sqlite3 cannot be made: names that step', async () => {
    const w = world()
    const out = sink()
    const s = steps(w, { installer: w.installer.ok, fetch: w.fetch.fails, compile: w.compile.fails }, sink())
    const r = await start.startApp({ argv: ['--no-open'], env: process.env, out, steps: s.steps })
    expect(r.mode).toBe('web')
    expect(out.text()).toMatch(
      /^Could not open the desktop app: building better-sqlite3 for Electron failed \(gyp ERR! stack Error: connect ENETUNREACH\)\. /
    )
    expect(s.events).toEqual(['install:true', 'native:false', 'web:open=false:args='])
    expect(existsSync(join(w.nativeDir, 'better_sqlite3.node'))).toBe(false)
  })
})
