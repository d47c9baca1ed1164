import { defineConfig } from 'vitest/config'
import { aliases } from './vite-aliases'

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['tests/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30000,
    hookTimeout: 30000
  }
})
