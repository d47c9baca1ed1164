/**
 * The Electron host (src/main/index.ts) run against a stand-in `electron` module: the native binding
 * per mode, another host on the data folder, quitting, and the desktop parts (menu, About, window
 * state). Each `it` names the breakage it catches.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { IPC_EVENT } from '@shared/contract/index'
import { bootMain, cleanTemps, settle, tempDir, withBinding, type Booted } from './boot'
import { gate, mainWindow, ourFrame } from './window'

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

describe('the native binding', () => {
  it('unpackaged under Electron: build/native in the project', async () => {
    const root = withBinding('project', 'node')
    const b = await boot({ appRoot: root })
    expect(b.coreOptions()?.nativeBinding).toBe(join(root, 'build', 'native', 'better_sqlite3.node'))
    expect(b.core()?.info().store.state).toBe('ok')
  })

  it('packaged: resources/native, never build/native', async () => {
    const resources = withBinding('resources', 'node')
    const b = await boot({ isPackaged: true, resourcesPath: resources, appRoot: withBinding('project', 'garbage') })
    expect(b.coreOptions()?.nativeBinding).toBe(join(resources, 'native', 'better_sqlite3.node'))
    expect(b.core()?.info().store.state).toBe('ok')
  })

  it('missing: a translated dialog saying what to run, no window, exit 1', async () => {
    const root = withBinding('project', 'none')
    const b = await boot({ appRoot: root, systemLanguages: ['vi-VN', 'en-US'] })
    const shown = b.fake.called('dialog.showErrorBox')
    expect(shown).toHaveLength(1)
    const [title, body] = shown[0]?.args as [string, string]
    expect(title).toBe('Bàn Xanh không khởi động được')
    expect(body).toContain('Thiếu thư viện SQLite')
    expect(body).toContain('npm run native')
    expect(body).toContain(join(root, 'build', 'native', 'better_sqlite3.node'))
    expect(b.fake.app.exitCode).toBe(1)
    expect(b.fake.windows).toHaveLength(0)
    expect(b.coreOptions()).toBeNull()
  })

  it('packaged and missing, in English: says to reinstall', async () => {
    const b = await boot({
      isPackaged: true,
      resourcesPath: withBinding('resources', 'none'),
      systemLanguages: ['en-GB']
    })
    const [title, body] = b.fake.called('dialog.showErrorBox')[0]?.args as [string, string]
    expect(title).toBe('Bàn Xanh cannot start')
    expect(body).toContain('reinstall')
    expect(b.fake.app.exitCode).toBe(1)
  })

  it('not loadable (another ABI, a damaged file): a translated dialog, never a stack trace, and the data untouched', async () => {
    const dataDir = tempDir('data')
    writeFileSync(join(dataDir, 'keep.txt'), 'mine')
    const b = await boot({ appRoot: withBinding('project', 'garbage'), dataDir, systemLanguages: ['vi'] })
    const [title, body] = b.fake.called('dialog.showErrorBox')[0]?.args as [string, string]
    expect(title).toBe('Bàn Xanh không khởi động được')
    expect(body).toContain('không dùng được với phiên bản Electron này')
    expect(body).toContain('npm run native')
    expect(body).not.toMatch(/\n\s+at /)
    expect(b.fake.app.exitCode).toBe(1)
    expect(b.fake.windows).toHaveLength(0)
    // A binding problem is not a damaged store: nothing was moved aside.
    expect(readFileSync(join(dataDir, 'keep.txt'), 'utf8')).toBe('mine')
    expect(existsSync(join(dataDir, 'banxanh.sqlite'))).toBe(false)
  })
})

describe('another host on the data folder', () => {
  it('says so in the user’s language, opens nothing and exits', async () => {
    const dataDir = tempDir('data')
    // A live process other than this one holds the folder (the vitest parent stands in for it).
    writeFileSync(
      join(dataDir, 'banxanh.lock'),
      JSON.stringify({ pid: process.ppid, host: 'web', since: new Date().toISOString() })
    )
    const b = await boot({ dataDir, systemLanguages: ['vi-VN'] })
    const [title, body] = b.fake.called('dialog.showErrorBox')[0]?.args as [string, string]
    expect(title).toBe('Bàn Xanh không khởi động được')
    expect(body).toMatch(/^Một Bàn Xanh khác \(tiến trình \d+, trình duyệt\) đang dùng thư mục dữ liệu/)
    expect(body).not.toContain('Another Bàn Xanh')
    expect(b.fake.app.exitCode).toBe(1)
    expect(b.fake.windows).toHaveLength(0)
  })
})

describe('quitting', () => {
  it('closes the store before the process ends, then quits', async () => {
    const b = await boot()
    const wal = join(b.dataDir, 'banxanh.sqlite-wal')
    expect(existsSync(wal)).toBe(true)
    const event = {
      prevented: false,
      preventDefault() {
        this.prevented = true
      }
    }
    b.fake.app.emit('will-quit', event)
    expect(event.prevented).toBe(true)
    expect(b.fake.app.quitCalls).toBe(0)
    await settle()
    // The last connection's close checkpoints the WAL into the file and removes it.
    expect(existsSync(wal)).toBe(false)
    expect(b.fake.app.quitCalls).toBe(1)
    // The second will-quit (from that app.quit) goes through.
    const second = {
      prevented: false,
      preventDefault() {
        this.prevented = true
      }
    }
    b.fake.app.emit('will-quit', second)
    expect(second.prevented).toBe(false)
    booted = null
  })
})

describe('desktop', () => {
  type Item = { id?: string; label?: string; role?: string; submenu?: Item[]; click?: () => void }
  const items = (b: Booted): Item[] => {
    const flat: Item[] = []
    const walk = (list: Item[]): void => {
      for (const i of list) {
        flat.push(i)
        if (i.submenu) walk(i.submenu)
      }
    }
    walk((b.fake.menu()?.template ?? []) as Item[])
    return flat
  }

  it('a native menu in the app’s language, rebuilt when the language changes', async () => {
    const b = await boot()
    const vi = items(b)
    expect(vi.find((i) => i.id === 'go.rules')?.label).toBe('Luật chơi')
    expect(vi.find((i) => i.id === 'go.history')?.label).toBe('Lịch sử')
    expect(vi.find((i) => i.id === 'about')?.label).toBe('Giới thiệu Bàn Xanh')
    for (const role of ['zoomIn', 'zoomOut', 'resetZoom', 'togglefullscreen'])
      expect(
        vi.some((i) => i.role === role),
        role
      ).toBe(true)

    const r = await gate(b)({ sender: mainWindow(b).webContents, senderFrame: ourFrame }, 'settings.set', {
      language: 'en'
    })
    expect(r.ok).toBe(true)
    const en = items(b)
    expect(en.find((i) => i.id === 'go.rules')?.label).toBe('Rules')
    expect(en.find((i) => i.role === 'togglefullscreen')?.label).toBe('Full screen')
  })

  it('menu screen items ask our window to go there', async () => {
    const b = await boot()
    items(b)
      .find((i) => i.id === 'go.history')
      ?.click?.()
    expect(mainWindow(b).webContents.sent).toContainEqual([IPC_EVENT, 'app.menu', { command: 'history' }])
  })

  it('About shows the version and the data folder, and can open the folder', async () => {
    const b = await boot({ messageBoxResponse: 0 })
    items(b)
      .find((i) => i.id === 'about')
      ?.click?.()
    await settle()
    const box = b.fake.called('dialog.showMessageBox')[0]?.args.at(-1) as { detail: string; buttons: string[] }
    const version = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8'))
      .version as string
    expect(box.detail).toContain(version)
    expect(box.detail).toContain(b.dataDir)
    expect(box.buttons[0]).toBe('Mở thư mục dữ liệu')
    expect(b.fake.called('shell.openPath').map((c) => c.args[0])).toEqual([b.dataDir])
  })

  it('remembers the window’s size, position and maximised state', async () => {
    const dataDir = tempDir('data')
    const first = await boot({ dataDir })
    const w = mainWindow(first)
    w.bounds = { x: 200, y: 120, width: 1400, height: 900 }
    w.maximized = true
    w.close()
    await first.quit()
    booted = null

    const second = await boot({ dataDir })
    const opts = mainWindow(second).options
    expect(opts).toMatchObject({ x: 200, y: 120, width: 1400, height: 900 })
    expect(mainWindow(second).maximized).toBe(true)
  })

  it('a window last seen on a screen that is gone comes back on a visible one', async () => {
    const dataDir = tempDir('data')
    writeFileSync(
      join(dataDir, 'window-state.json'),
      JSON.stringify({ bounds: { x: 3000, y: 200, width: 1300, height: 850 }, maximized: false })
    )
    const b = await boot({ dataDir, displays: [{ x: 0, y: 0, width: 1920, height: 1040 }] })
    const o = mainWindow(b).options as { x: number; y: number; width: number; height: number }
    expect(o.x).toBeGreaterThanOrEqual(0)
    expect(o.y).toBeGreaterThanOrEqual(0)
    expect(o.x + o.width).toBeLessThanOrEqual(1920)
    expect(o.y + o.height).toBeLessThanOrEqual(1040)
    expect([o.width, o.height]).toEqual([1300, 850])
  })
})
