import { defineConfig } from '@playwright/test'

/**
 * `npm run screenshots`: the docs' pictures (e2e/shots), through the browser host in Chromium. Kept
 * apart from playwright.config.ts so `npm test` never writes into tracked files.
 */
export default defineConfig({
  testDir: 'e2e/shots',
  testMatch: '**/*.shots.ts',
  globalSetup: './e2e/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/shots-artifacts',
  reporter: [['list']],
  projects: [{ name: 'web' }]
})
