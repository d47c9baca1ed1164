/**
 * The shipped Node programs as the npm scripts run them: the CLI's commands through scripts/cli.mjs and
 * the browser host's bundle (out/node, scripts/node-bundle.mjs). vitest's global setup makes the bundle
 * once (global-setup.ts); scripts/cli.mjs checks it again, as `npm run edge` does.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/** out/node/web-host.js: what `npm run start:web` runs once the renderer is built. */
export const WEB_HOST = join(ROOT, 'out', 'node', 'web-host.js')

/** `npm run --silent <command> -- …args`, without npm itself in between. */
export function runCli(
  command: 'edge' | 'scenario' | 'verify' | 'sim',
  args: readonly string[],
  options: { input?: string; timeout?: number } = {}
): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [join(ROOT, 'scripts', 'cli.mjs'), command, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    input: options.input ?? '',
    timeout: options.timeout ?? 120_000
  })
}
