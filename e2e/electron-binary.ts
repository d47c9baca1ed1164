/**
 * Where the Electron binary is, without `require('electron')` (that module downloads Electron when its
 * binary is missing, which a test run must never do).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const ROOT = join(import.meta.dirname, '..')

const EXE: Partial<Record<NodeJS.Platform, string>> = { darwin: 'Electron.app/Contents/MacOS/Electron', win32: 'electron.exe' }

export const ELECTRON_SKIP_REASON =
  'electron project skipped: no Electron binary (set ELECTRON_OVERRIDE_DIST_PATH or install node_modules/electron/dist)'

export function electronBinary(env: NodeJS.ProcessEnv = process.env): string | null {
  const pkgDir = join(ROOT, 'node_modules', 'electron')
  const pathTxt = join(pkgDir, 'path.txt')
  const rel = existsSync(pathTxt) ? readFileSync(pathTxt, 'utf8').trim() : (EXE[process.platform] ?? 'electron')
  const dir = env.ELECTRON_OVERRIDE_DIST_PATH || join(pkgDir, 'dist')
  const exe = join(dir, rel)
  return existsSync(exe) ? exe : null
}
