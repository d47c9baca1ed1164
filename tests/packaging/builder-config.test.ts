/**
 * build/electron-builder.yml checked without building an installer (that needs internet): it passes
 * electron-builder's own JSON schema (app-builder-lib's scheme.json, the schema electron-builder itself
 * validates with), the fuses are the hardened set docs/packaging.md describes, extraResources ships the
 * Electron-ABI better-sqlite3 exactly where the app looks for it, and the committed icons exist in every
 * format the three OSes need.
 */
import { Ajv } from 'ajv'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import yaml from 'js-yaml'
import { describe, expect, it } from 'vitest'
import { chooseNativeBinding } from '../../src/main/desktop/native-binding'

const ROOT = resolve(import.meta.dirname, '../..')
const require = createRequire(import.meta.url)
const config = yaml.load(readFileSync(join(ROOT, 'build', 'electron-builder.yml'), 'utf8')) as Record<string, unknown>
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { main: string; productName: string }

describe('electron-builder configuration', () => {
  it('passes electron-builder’s own schema', () => {
    const schema = JSON.parse(
      readFileSync(join(require.resolve('app-builder-lib/package.json'), '..', 'scheme.json'), 'utf8')
    ) as object
    const ajv = new Ajv({ allErrors: true, strict: false })
    const validate = ajv.compile(schema)
    const ok = validate(config)
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([])
    expect(ok).toBe(true)
    // The schema catches typos: an unknown key is refused.
    expect(validate({ ...config, electronFusez: {} })).toBe(false)
  })

  it('sets the fuses hardened: no run-as-node, no NODE_OPTIONS or --inspect, app only from the checked asar', () => {
    expect(config.asar).toBe(true)
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false
    })
  })

  it('ships build/native/better_sqlite3.node where the packaged app loads it, and never rebuilds node_modules', async () => {
    expect(config.npmRebuild).toBe(false)
    expect(config.nodeGypRebuild).toBe(false)
    expect(config.buildDependenciesFromSource).toBe(false)
    const extra = config.extraResources as { from: string; to: string }[]
    expect(extra).toHaveLength(1)
    const setup = (await import(pathToFileURL(join(ROOT, 'scripts', 'electron-setup.mjs')).href)) as {
      NATIVE_DIR: string
      BINDING_FILE: string
    }
    // `from` is what npm start / npm run native / npm run package make …
    expect(extra[0]?.from).toBe(relative(ROOT, join(setup.NATIVE_DIR, setup.BINDING_FILE)).split('\\').join('/'))
    // … and `to`, under resources/, is where the packaged app looks.
    const resources = '/opt/banxanh/resources'
    expect(
      chooseNativeBinding({ underElectron: true, isPackaged: true, resourcesPath: resources, appRoot: '/x' }).path
    ).toBe(join(resources, extra[0]?.to ?? ''))
  })

  it('packages the built app: package.json’s main is in `files`', () => {
    expect(pkg.main).toBe('./out/main/index.js')
    expect(config.files).toContain('out/**')
    expect(config.productName).toBe(pkg.productName)
  })

  it('points each OS at a committed icon in its format', () => {
    const png = (file: string): { w: number; h: number } => {
      const b = readFileSync(join(ROOT, file))
      expect(b.subarray(1, 4).toString('latin1'), file).toBe('PNG')
      return { w: b.readUInt32BE(16), h: b.readUInt32BE(20) }
    }
    const win = (config.win as { icon: string }).icon
    const mac = (config.mac as { icon: string }).icon
    const linux = (config.linux as { icon: string }).icon
    const ico = readFileSync(join(ROOT, win))
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]) // ICO header: reserved 0, type 1 (icon)
    expect(ico.readUInt16LE(4)).toBeGreaterThanOrEqual(6) // images, 16 px to 256 px
    expect(readFileSync(join(ROOT, mac)).subarray(0, 4).toString('latin1')).toBe('icns')
    for (const size of [16, 32, 48, 64, 128, 256, 512, 1024])
      expect(png(`${linux}/${size}x${size}.png`)).toEqual({ w: size, h: size })
    expect(png(config.icon as string)).toEqual({ w: 512, h: 512 })
    expect(existsSync(join(ROOT, 'build', 'icon.svg'))).toBe(true)
  })
})
