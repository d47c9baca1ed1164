/** The desktop host's pure parts: binding choice per mode, language, window placement. */
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { chooseNativeBinding, classifyStartError } from '../../src/main/desktop/native-binding'
import { pickLanguage, startFailureMessage } from '../../src/main/desktop/text'
import { placeWindow } from '../../src/main/desktop/window-state'

describe('chooseNativeBinding', () => {
  const ctx = { resourcesPath: '/opt/app/resources', appRoot: '/src/banxanh' }
  it('picks resources/native when packaged, build/native unpackaged, and nothing under Node', () => {
    expect(chooseNativeBinding({ ...ctx, underElectron: true, isPackaged: true })).toEqual({
      mode: 'packaged',
      path: join('/opt/app/resources', 'native', 'better_sqlite3.node')
    })
    expect(chooseNativeBinding({ ...ctx, underElectron: true, isPackaged: false })).toEqual({
      mode: 'electron',
      path: join('/src/banxanh', 'build', 'native', 'better_sqlite3.node')
    })
    expect(chooseNativeBinding({ ...ctx, underElectron: false, isPackaged: false })).toEqual({ mode: 'node' })
  })

  it('tells an ABI mismatch from a store problem', () => {
    const choice = { mode: 'electron' as const, path: '/x/better_sqlite3.node' }
    const abi = new Error(
      "The module '/x/better_sqlite3.node' was compiled against a different Node.js version using NODE_MODULE_VERSION 115. This version of Node.js requires NODE_MODULE_VERSION 140."
    )
    expect(classifyStartError(abi, choice).kind).toBe('binding-wrong')
    expect(classifyStartError(new Error('SQLITE_READONLY: attempt to write a readonly database'), choice).kind).toBe(
      'store'
    )
    // Under Node there is no binding of ours to blame.
    expect(classifyStartError(abi, { mode: 'node' }).kind).toBe('store')
    const text = startFailureMessage(classifyStartError(abi, choice), 'en')
    expect(text).toContain('npm run native')
    expect(text).toContain('NODE_MODULE_VERSION 115')
  })
})

describe('pickLanguage', () => {
  it('the saved language wins; otherwise Vietnamese for a vi locale, else English', () => {
    expect(pickLanguage('en', ['vi-VN'])).toBe('en')
    expect(pickLanguage(undefined, ['vi-VN'])).toBe('vi')
    expect(pickLanguage(undefined, ['fr-FR', 'vi'])).toBe('vi')
    expect(pickLanguage(undefined, ['en-US'])).toBe('en')
    expect(pickLanguage(undefined, [])).toBe('en')
  })
})

describe('placeWindow', () => {
  const hd = { x: 0, y: 0, width: 1920, height: 1040 }
  const right = { x: 1920, y: 0, width: 2560, height: 1400 }

  it('opens 1280×800 centred on the primary display the first time', () => {
    expect(placeWindow(null, [hd])).toEqual({ bounds: { x: 320, y: 120, width: 1280, height: 800 }, maximized: false })
  })

  it('keeps saved bounds on the display they are on, second monitor included', () => {
    const saved = { bounds: { x: 2100, y: 100, width: 1600, height: 1000 }, maximized: true }
    expect(placeWindow(saved, [hd, right])).toEqual(saved)
  })

  it('brings back a window from an unplugged monitor, centred and fitted on the primary one', () => {
    const saved = { bounds: { x: 2100, y: 100, width: 2400, height: 1300 }, maximized: false }
    expect(placeWindow(saved, [hd])).toEqual({ bounds: { x: 0, y: 0, width: 1920, height: 1040 }, maximized: false })
  })

  it('pulls a mostly visible window fully onto its display, and never below the minimum size', () => {
    const saved = { bounds: { x: 1000, y: 500, width: 1300, height: 800 }, maximized: false }
    const placed = placeWindow(saved, [hd])
    expect(placed.bounds).toEqual({ x: 620, y: 240, width: 1300, height: 800 })
    expect(
      placeWindow({ bounds: { x: 10, y: 10, width: 300, height: 200 }, maximized: false }, [hd]).bounds
    ).toMatchObject({ width: 1024, height: 700 })
  })
})
