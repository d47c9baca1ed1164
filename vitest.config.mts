import { svelte } from '@sveltejs/vite-plugin-svelte'
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
    testTimeout: 30000,
    hookTimeout: 30000
  }
})
