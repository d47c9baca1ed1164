/**
 * Where the Electron binary and the packaged app are, without `require('electron')` (that module
 * downloads Electron when its binary is missing, which a test run must never do).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const ROOT = join(import.meta.dirname, '..')

const EXE: Partial<Record<NodeJS.Platform, string>> = {
  darwin: 'Electron.app/Contents/MacOS/Electron',
  win32: 'electron.exe'
}

export const ELECTRON_SKIP_REASON =
  'electron project skipped: no Electron binary (set ELECTRON_OVERRIDE_DIST_PATH or install node_modules/electron/dist)'

export const PACKAGED_SKIP_REASON =
  'packaged project skipped: no packaged app (run `npm run package -- --dir`, or set BANXANH_PACKAGED_APP to its executable)'

export function electronBinary(env: NodeJS.ProcessEnv = process.env): string | null {
  const pkgDir = join(ROOT, 'node_modules', 'electron')
  const pathTxt = join(pkgDir, 'path.txt')
  const rel = existsSync(pathTxt) ? readFileSync(pathTxt, 'utf8').trim() : (EXE[process.platform] ?? 'electron')
  const dir = env.ELECTRON_OVERRIDE_DIST_PATH || join(pkgDir, 'dist')
  const exe = join(dir, rel)
  return existsSync(exe) ? exe : null
}

/**
 * The packaged app's executable: `BANXANH_PACKAGED_APP`, else what `npm run package -- --dir` leaves in
 * release/ for this OS (electron-builder's unpacked layout, names from build/electron-builder.yml).
 */
export function packagedApp(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform
): string | null {
  if (env.BANXANH_PACKAGED_APP) return existsSync(env.BANXANH_PACKAGED_APP) ? env.BANXANH_PACKAGED_APP : null
  const release = join(ROOT, 'release')
  const candidates =
    platform === 'win32'
      ? [join(release, 'win-unpacked', 'Bàn Xanh.exe')]
      : platform === 'darwin'
        ? ['mac', 'mac-arm64', 'mac-universal'].map((d) =>
            join(release, d, 'Bàn Xanh.app', 'Contents', 'MacOS', 'Bàn Xanh')
          )
        : [join(release, 'linux-unpacked', 'banxanh'), join(release, 'linux-arm64-unpacked', 'banxanh')]
  return candidates.find((c) => existsSync(c)) ?? null
}
