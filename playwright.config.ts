import { defineConfig } from '@playwright/test'

/**
 * One suite, three projects running the same specs: `web` (browser host + Chromium), `electron` (the
 * built app, skipped with one line when no Electron binary exists) and `packaged` (the packaged app,
 * skipped with one line when none was made). See e2e/fixtures.ts and docs/testing.md.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  // Two workers: every test has its own host process, data directory and browser context (e2e/fixtures.ts),
  // so two run side by side. One worker kept ≈ 1.2 of two cores busy (12 tests: 53.5 s of CPU in 43 s of
  // the same tests run alone in CI; measured under load, rough), leaving most of the second core idle. Each
  // file still runs its own tests in order.
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  projects: [{ name: 'web' }, { name: 'electron' }, { name: 'packaged' }]
})
