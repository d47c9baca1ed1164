/**
 * vitest's global setup: the Node programs' bundle (out/node) made once before any test spawns a host or
 * a CLI command, so no test pays for it or races another to make it.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ROOT } from './node-programs'

export default async function setup(): Promise<void> {
  const bundle = (await import(pathToFileURL(join(ROOT, 'scripts', 'node-bundle.mjs')).href)) as {
    ensureNodeBundle(): void
  }
  bundle.ensureNodeBundle()
}
