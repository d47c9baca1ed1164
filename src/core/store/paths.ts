/**
 * Where the data lives. Electron passes `app.getPath('userData')`; the browser host and the CLI use
 * this default. `BANXANH_DATA_DIR` overrides both (tests, e2e, a portable install).
 */
import { homedir } from 'node:os'
import { join, resolve } from 'node:path'

export const DB_FILE = 'banxanh.sqlite'
export const BACKUP_DIR = 'backups'

/** `BANXANH_DATA_DIR` if set (relative paths resolve against the working directory), else null. */
export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string | null {
  const v = env.BANXANH_DATA_DIR
  return v && v.trim() ? resolve(v) : null
}

/** The browser host's and CLI's default data directory for this OS. */
export function defaultDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform
): string {
  const home = homedir()
  if (platform === 'win32') return join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'banxanh')
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'banxanh')
  return join(env.XDG_DATA_HOME || join(home, '.local', 'share'), 'banxanh')
}

export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return dataDirFromEnv(env) ?? defaultDataDir(env)
}
