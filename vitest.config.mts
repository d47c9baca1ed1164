import { svelte } from '@sveltejs/vite-plugin-svelte'
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { aliases } from './vite-aliases'

export default defineConfig({
  resolve: { alias: aliases },
  // Compiles `.svelte.ts` rune modules (and components) as the renderer's build does, so tests import
  // them directly instead of rune-free copies.
  plugins: [svelte()],
  test: {
    include: ['tests/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // vitest's default leaves one core idle (cores − 1: a single worker on a 2-core machine); `npm test`
    // runs nothing beside it, so every core takes a test file.
    maxWorkers: availableParallelism(),
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 30000
  }
})
