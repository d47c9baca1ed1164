/**
 * Before the suite: build what the projects need if out/ is missing or older than the sources (the
 * staleness rule and the build are scripts/start-web.mjs's own), bundle the browser host (out/node,
 * scripts/node-bundle.mjs) if it is stale, so web-host.ts starts the bundle directly; make the
 * Electron-ABI better-sqlite3 when the electron project runs, and say once for each of the electron and
 * packaged projects when it cannot run here.
 */
import type { FullConfig } from '@playwright/test'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ELECTRON_SKIP_REASON, PACKAGED_SKIP_REASON, ROOT, electronBinary, packagedApp } from './electron-binary'

interface BuildHelpers {
  buildIfNeeded(what: 'app' | 'renderer'): void
}
interface NodeBundle {
  ensureNodeBundle(): void
}
interface ElectronSetup {
  ensureNativeBinding(): Promise<{ ok: boolean; why?: string; path?: string }>
}

export default async function globalSetup(config: FullConfig): Promise<void> {
  const helpers = (await import(pathToFileURL(join(ROOT, 'scripts', 'start-web.mjs')).href)) as BuildHelpers
  const wants = (name: string): boolean => config.projects.some((p) => p.name === name)
  const canRunElectron = wants('electron') && electronBinary() !== null
  // Without Electron only the renderer is needed, so a main-process build problem cannot stop the web project.
  helpers.buildIfNeeded(canRunElectron ? 'app' : 'renderer')
  const bundle = (await import(pathToFileURL(join(ROOT, 'scripts', 'node-bundle.mjs')).href)) as NodeBundle
  bundle.ensureNodeBundle()
  if (canRunElectron) {
    // The unpackaged app loads better-sqlite3 built for Electron from build/native (as `npm start` does).
    const setup = (await import(pathToFileURL(join(ROOT, 'scripts', 'electron-setup.mjs')).href)) as ElectronSetup
    const native = await setup.ensureNativeBinding()
    if (!native.ok) throw new Error(`the electron project needs build/native/better_sqlite3.node: ${native.why ?? ''}`)
  }
  if (wants('electron') && !canRunElectron) console.log(ELECTRON_SKIP_REASON)
  if (wants('packaged') && packagedApp() === null) console.log(PACKAGED_SKIP_REASON)
}
