/**
 * Runs src/main/index.ts, fresh, against the stand-in electron module, on a temporary data folder, and
 * hands back the fake (what the host asked Electron for) and the core it built (to close it, and to
 * push events). The Node build of better-sqlite3 stands in for the Electron-ABI one at the paths the
 * host looks in, so the real store opens.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { vi } from 'vitest'
import type { Core, CoreOptions } from '../../src/core/index'
import { makeFakeElectron, type FakeElectron, type FakeOptions } from './fake-electron'

const require = createRequire(import.meta.url)
export const NODE_BINDING = join(
  dirname(require.resolve('better-sqlite3/package.json')),
  'build',
  'Release',
  'better_sqlite3.node'
)

export interface Booted {
  fake: FakeElectron
  dataDir: string
  core: () => Core | null
  coreOptions: () => CoreOptions | null
  /** Emits will-quit as Electron does and waits until the host has closed the store and quit. */
  quit(): Promise<void>
}

const temps: string[] = []

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `banxanh-${prefix}-`))
  temps.push(dir)
  return dir
}

export function cleanTemps(): void {
  for (const d of temps.splice(0)) rmSync(d, { recursive: true, force: true })
}

/** A folder laid out like the project (`build/native/…`) or like resources (`native/…`), holding `binding`. */
export function withBinding(layout: 'project' | 'resources', binding: 'node' | 'garbage' | 'none'): string {
  const root = tempDir(layout)
  const dir = layout === 'project' ? join(root, 'build', 'native') : join(root, 'native')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, 'better_sqlite3.node')
  if (binding === 'node') copyFileSync(NODE_BINDING, file)
  if (binding === 'garbage') copyFileSync(join(import.meta.dirname, 'fake-electron.ts'), file)
  return root
}

/** Lets the promise chain after `whenReady` (and any awaited dialog) run. */
export const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 20))

export interface BootOptions extends FakeOptions {
  dataDir?: string
  resourcesPath?: string
}

export async function bootMain(opts: BootOptions = {}): Promise<Booted> {
  vi.resetModules()
  const fake = makeFakeElectron(opts)
  const dataDir = opts.dataDir ?? tempDir('data')
  process.env.BANXANH_DATA_DIR = dataDir
  ;(process as { resourcesPath?: string }).resourcesPath = opts.resourcesPath ?? join(dataDir, 'no-resources')
  let core: Core | null = null
  let coreOptions: CoreOptions | null = null
  vi.doMock('electron', () => fake.module)
  vi.doMock('../../src/core/index', async (importOriginal) => {
    const real = await importOriginal<typeof import('../../src/core/index')>()
    return {
      ...real,
      createCore: (o: CoreOptions) => {
        coreOptions = o
        core = real.createCore({ ...o, backups: false })
        return core
      }
    }
  })
  await import('../../src/main/index')
  await settle()
  return {
    fake,
    dataDir,
    core: () => core,
    coreOptions: () => coreOptions,
    async quit() {
      const event = {
        defaultPrevented: false,
        preventDefault() {
          this.defaultPrevented = true
        }
      }
      fake.app.emit('will-quit', event)
      await settle()
    }
  }
}
