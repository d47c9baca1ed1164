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
  // One worker. The specs are independent (each test has its own host, data directory and browser
  // context), but two workers did not clearly pay on a shared 2-core machine (2026-12-07): five Blackjack
  // spec files took 41 s on two against 55 s on one at load average 7-10, ten others 116 s against 99 s at
  // 8-13, and at load 20-30 the two longest analyses (blackjack-drills, the flashcards' keys) timed out on
  // two workers and passed on one. Measure again on a quiet 2-core machine with `--workers 2`
  // (docs/testing.md "Suite time").
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  projects: [{ name: 'web' }, { name: 'electron' }, { name: 'packaged' }]
})
