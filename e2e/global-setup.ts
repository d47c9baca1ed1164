/**
 * Before the suite: build what the projects need if out/ is missing or older than the sources (the
 * staleness rule and the build are scripts/start-web.mjs's own), and say once when the electron
 * project cannot run here.
 */
import type { FullConfig } from '@playwright/test'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ELECTRON_SKIP_REASON, ROOT, electronBinary } from './electron-binary'

interface BuildHelpers {
  buildIfNeeded(what: 'app' | 'renderer'): void
}

export default async function globalSetup(config: FullConfig): Promise<void> {
  const helpers = (await import(pathToFileURL(join(ROOT, 'scripts', 'start-web.mjs')).href)) as BuildHelpers
  const wantsElectron = config.projects.some((p) => p.name === 'electron')
  const canRunElectron = wantsElectron && electronBinary() !== null
  // Without Electron only the renderer is needed, so a main-process build problem cannot stop the web project.
  helpers.buildIfNeeded(canRunElectron ? 'app' : 'renderer')
  if (wantsElectron && !canRunElectron) console.log(ELECTRON_SKIP_REASON)
}
