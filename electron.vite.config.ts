import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import { svelte } from '@sveltejs/vite-plugin-svelte'
import { aliases } from './vite-aliases'

// better-sqlite3 is a native module: it stays external so the packaged app can point
// `nativeBinding` at an Electron-ABI build without touching the Node build the tests use.
export default defineConfig({
  main: {
    resolve: { alias: aliases },
    build: {
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src/main/index.ts'),
          // The compute jobs (Blackjack's exact analysis, the Xì dách advisor) run in a worker thread of
          // their own (engine/compute/client.ts).
          'compute-worker': resolve(__dirname, 'src/core/workers/compute/worker.ts'),
          // Xì dách house-edge simulations, one worker per run (xidach/edge/client.ts).
          'xidach-edge-worker': resolve(__dirname, 'src/core/workers/xidach-edge/worker.ts'),
          // Counter's simulations (the simulator screen), one worker per run (blackjack/sim/client.ts).
          'blackjack-sim-worker': resolve(__dirname, 'src/core/workers/blackjack-sim/worker.ts')
        },
        external: ['better-sqlite3', 'electron']
      }
    }
  },
  preload: {
    resolve: { alias: aliases },
    build: {
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' }
      }
    }
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    resolve: { alias: aliases },
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      // electron-vite leaves output unminified by default; the renderer is shipped as is, so shrink it.
      minify: true,
      rollupOptions: { input: { index: resolve(__dirname, 'src/renderer/index.html') } }
    },
    plugins: [svelte()]
  }
})
