/**
 * renderer.bundle_kb: the gzipped size of the built renderer's JavaScript (every out/renderer/**.js,
 * each gzipped at level 9 as a server would send it), in KiB. Builds the app first (`electron-vite build`)
 * when out/ has no renderer. Deterministic, so one run is enough.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { Bench } from './types'

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..')
const OUT = join(ROOT, 'out', 'renderer')

function jsFiles(dir: string): string[] {
  const found: string[] = []
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) found.push(...jsFiles(p))
    else if (name.endsWith('.js') || name.endsWith('.mjs')) found.push(p)
  }
  return found
}

export const benches: Bench[] = [
  {
    name: 'renderer.bundle_kb',
    unit: 'KiB gz',
    target: 250,
    better: 'lower',
    runs: 1,
    setup() {
      if (existsSync(join(OUT, 'index.html'))) return
      // Bench code does not reach into scripts/ (the layer rule): it runs the project's own build,
      // whose renderer output is what `npm run start:web` serves. Output kept off stdout for --json.
      const bin = join(ROOT, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js')
      const r = spawnSync(process.execPath, [bin, 'build'], {
        cwd: ROOT,
        stdio: ['ignore', process.stderr, process.stderr]
      })
      if (r.status !== 0 || !existsSync(join(OUT, 'index.html'))) throw new Error('could not build the renderer')
    },
    run() {
      const files = jsFiles(OUT)
      if (files.length === 0) throw new Error(`${OUT} has no JavaScript`)
      const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0)
      return bytes / 1024
    }
  }
]
